/**
 * `Vary` values merged as a set of field names: each name once (compared case-insensitively, first spelling
 * kept), `*` alone when either side is `*` (RFC 9110 §12.5.5). No Effect imports, like the rest of CORS.
 */

/** The field names of one `Vary` value, trimmed, empty ones dropped. */
function fieldNames(value: string | undefined): Array<string> {
  if (value === undefined) return []
  return value.split(",").map((name) => name.trim()).filter((name) => name.length > 0)
}

/** `a` and `b` as one `Vary` value naming each field once; undefined when neither names any. */
export function mergeVary(a: string | undefined, b: string | undefined): string | undefined {
  const names: Array<string> = []
  const seen = new Set<string>()
  for (const name of [...fieldNames(a), ...fieldNames(b)]) {
    const key = name.toLowerCase()
    if (key === "*") return "*"
    if (seen.has(key)) continue
    seen.add(key)
    names.push(name)
  }
  return names.length === 0 ? undefined : names.join(", ")
}
