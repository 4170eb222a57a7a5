/** PostgreSQL's COPY text format for the scale generator: one line per row, tab-separated, `\N` for NULL, bytea as
 * `\\x…` hex, text escaped. */

/** The NULL marker. */
export const NULL = "\\N"

/** A bytea value from lowercase hex (no prefix). */
export function byteaHex(hex: string): string {
  return "\\\\x" + hex
}

/** A text value, escaped. */
export function text(value: string): string {
  return /[\\\t\n\r]/u.test(value)
    ? value.replace(/\\/gu, "\\\\").replace(/\t/gu, "\\t").replace(/\n/gu, "\\n").replace(/\r/gu, "\\r")
    : value
}

/** A row: its values joined by tabs, ending the line. */
export function line(values: ReadonlyArray<string | number | boolean>): string {
  let out = ""
  for (let i = 0; i < values.length; i++) {
    const value = values[i]
    out += (i === 0 ? "" : "\t") + (value === true ? "t" : value === false ? "f" : String(value))
  }
  return out + "\n"
}
