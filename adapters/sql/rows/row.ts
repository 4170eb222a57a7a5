/**
 * Typed reads of the values the PostgreSQL driver returns, by column name (`Row`, the named
 * objects of `SqlClient` statements) or by position (`Values`, the value arrays the read path
 * asks for: no object per row, positions fixed by the select lists): each reader checks the
 * runtime type the driver gives for the column's SQL type (int8 → bigint, int4/int2 → number,
 * numeric → decimal string, float8 → number, bytea → Uint8Array, timestamptz → Date) and throws
 * on anything else, so a schema mismatch is a defect, never a silently wrong value.
 */

/** A row as the driver returns it. */
export type Row = Readonly<Record<string, unknown>>

/** Fails loudly: the database returned something the schema does not allow. */
function mismatch(key: string, expected: string, value: unknown): never {
  throw new Error(`sql adapter: column "${key}" should be ${expected}, got ${typeof value} ${String(value)}`)
}

/** Whether the column is SQL NULL. */
export function isNull(row: Row, key: string): boolean {
  const value = row[key]
  return value === null || value === undefined
}

/** The safe integer range as bigints (int8 columns arrive as bigint). */
const MIN_SAFE_BIGINT = BigInt(Number.MIN_SAFE_INTEGER)
const MAX_SAFE_BIGINT = BigInt(Number.MAX_SAFE_INTEGER)

/** An integer column (int2/int4/int8 or an integral numeric) as a safe JS number. */
export function int(row: Row, key: string): number {
  const value = row[key]
  if (typeof value === "number" && Number.isSafeInteger(value)) return value
  if (typeof value === "bigint" && value >= MIN_SAFE_BIGINT && value <= MAX_SAFE_BIGINT) {
    return Number(value)
  }
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value)
  return mismatch(key, "a safe integer", value)
}

/** A nullable integer column. */
export function intOrNull(row: Row, key: string): number | null {
  return isNull(row, key) ? null : int(row, key)
}

/** An integer column of any size (int8 or numeric) as a bigint. */
export function big(row: Row, key: string): bigint {
  const value = row[key]
  if (typeof value === "bigint") return value
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === "string" && /^-?\d+$/.test(value)) return BigInt(value)
  return mismatch(key, "an integer", value)
}

/** A nullable integer column of any size. */
export function bigOrNull(row: Row, key: string): bigint | null {
  return isNull(row, key) ? null : big(row, key)
}

/** A float8 column. */
export function float(row: Row, key: string): number {
  const value = row[key]
  return typeof value === "number" ? value : mismatch(key, "a number", value)
}

/** A nullable float8 column. */
export function floatOrNull(row: Row, key: string): number | null {
  return isNull(row, key) ? null : float(row, key)
}

/** A float8[] column. */
export function floatArray(row: Row, key: string): Array<number> {
  const value = row[key]
  if (!Array.isArray(value)) return mismatch(key, "an array of numbers", value)
  return value.map((element: unknown) => (typeof element === "number" ? element : mismatch(key, "an array of numbers", value)))
}

/** A text column. */
export function text(row: Row, key: string): string {
  const value = row[key]
  return typeof value === "string" ? value : mismatch(key, "a string", value)
}

/** A nullable text column. */
export function textOrNull(row: Row, key: string): string | null {
  return isNull(row, key) ? null : text(row, key)
}

/** A boolean column. */
export function bool(row: Row, key: string): boolean {
  const value = row[key]
  return typeof value === "boolean" ? value : mismatch(key, "a boolean", value)
}

/** A bytea column. */
export function bytes(row: Row, key: string): Uint8Array {
  const value = row[key]
  return value instanceof Uint8Array ? value : mismatch(key, "bytes", value)
}

/** A nullable bytea column. */
export function bytesOrNull(row: Row, key: string): Uint8Array | null {
  return isNull(row, key) ? null : bytes(row, key)
}

/** A timestamptz column. */
export function date(row: Row, key: string): Date {
  const value = row[key]
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : mismatch(key, "a timestamp", value)
}

/** A nullable timestamptz column. */
export function dateOrNull(row: Row, key: string): Date | null {
  return isNull(row, key) ? null : date(row, key)
}

/** A row as a value array, in the order of its statement's select list. */
export type Values = ReadonlyArray<unknown>

/** The column label of a positional read, for mismatch messages. */
function at(index: number): string {
  return `#${index}`
}

/** Whether the column at `index` is SQL NULL. */
export function isNullAt(row: Values, index: number): boolean {
  const value = row[index]
  return value === null || value === undefined
}

/** An integer column at `index` as a safe JS number (see `int`). */
export function intAt(row: Values, index: number): number {
  const value = row[index]
  if (typeof value === "number" && Number.isSafeInteger(value)) return value
  if (typeof value === "bigint" && value >= MIN_SAFE_BIGINT && value <= MAX_SAFE_BIGINT) return Number(value)
  if (typeof value === "string" && /^-?\d{1,15}$/.test(value)) return Number(value)
  return mismatch(at(index), "a safe integer", value)
}

/** A nullable integer column at `index`. */
export function intOrNullAt(row: Values, index: number): number | null {
  return isNullAt(row, index) ? null : intAt(row, index)
}

/** Whether text is a decimal integer (`-?[0-9]+`), checked by character codes (the regular expression was ≈ 1 % of a page's CPU). */
function isDecimalInteger(text: string): boolean {
  const start = text.charCodeAt(0) === 45 ? 1 : 0
  if (text.length <= start) return false
  for (let i = start; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 48 || code > 57) return false
  }
  return true
}

/** An integer column of any size at `index` as a bigint. */
export function bigAt(row: Values, index: number): bigint {
  const value = row[index]
  if (typeof value === "bigint") return value
  if (typeof value === "number" && Number.isSafeInteger(value)) return BigInt(value)
  if (typeof value === "string" && isDecimalInteger(value)) return BigInt(value)
  return mismatch(at(index), "an integer", value)
}

/** A nullable integer column of any size at `index`. */
export function bigOrNullAt(row: Values, index: number): bigint | null {
  return isNullAt(row, index) ? null : bigAt(row, index)
}

/** A float8 column at `index`. */
export function floatAt(row: Values, index: number): number {
  const value = row[index]
  return typeof value === "number" ? value : mismatch(at(index), "a number", value)
}

/** A nullable float8 column at `index`. */
export function floatOrNullAt(row: Values, index: number): number | null {
  return isNullAt(row, index) ? null : floatAt(row, index)
}

/** A text column at `index`. */
export function textAt(row: Values, index: number): string {
  const value = row[index]
  return typeof value === "string" ? value : mismatch(at(index), "a string", value)
}

/** A nullable text column at `index`. */
export function textOrNullAt(row: Values, index: number): string | null {
  return isNullAt(row, index) ? null : textAt(row, index)
}

/** A boolean column at `index`. */
export function boolAt(row: Values, index: number): boolean {
  const value = row[index]
  return typeof value === "boolean" ? value : mismatch(at(index), "a boolean", value)
}

/** A bytea column at `index`. */
export function bytesAt(row: Values, index: number): Uint8Array {
  const value = row[index]
  return value instanceof Uint8Array ? value : mismatch(at(index), "bytes", value)
}

/** A nullable bytea column at `index`. */
export function bytesOrNullAt(row: Values, index: number): Uint8Array | null {
  return isNullAt(row, index) ? null : bytesAt(row, index)
}

/** A timestamptz column at `index`. */
export function dateAt(row: Values, index: number): Date {
  const value = row[index]
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value : mismatch(at(index), "a timestamp", value)
}

/** A nullable timestamptz column at `index`. */
export function dateOrNullAt(row: Values, index: number): Date | null {
  return isNullAt(row, index) ? null : dateAt(row, index)
}

/**
 * The column names of a select list given as positions by name (`{ item_id: 0, id: 1, … }`, the
 * record decoders read `row[offset + P.name]` with), in position order; throws at module load
 * unless the positions are exactly 0 … n − 1.
 */
export function columnNames<K extends string>(positions: Readonly<Record<K, number>>): ReadonlyArray<K> {
  const names: Array<K> = []
  for (const name in positions) {
    names[positions[name]] = name
  }
  const complete = names.length === Object.keys(positions).length && Array.from(names, (name) => name !== undefined).every(Boolean)
  if (!complete) throw new Error(`sql adapter: column positions are not 0 … n − 1: ${JSON.stringify(positions)}`)
  return names
}
