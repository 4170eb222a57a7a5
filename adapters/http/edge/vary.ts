/** `Vary` as a case-insensitive set of field names: what the edge's middlewares merge their own into. */

/** `a` and `b` as one `Vary` value naming each field once (case-insensitively, first spelling kept), `*` alone when either names it (RFC 9110 §12.5.5); undefined when neither names any. */
export function mergeVary(a: string | undefined, b: string | undefined): string | undefined {
  // One side absent and the other a single name (the edge's common case, every compressible answer): that name.
  const only = a === undefined ? b : b === undefined ? a : undefined
  if (only !== undefined && !only.includes(",")) return only.trim() === "" ? undefined : only.trim()
  const names = new Map<string, string>()
  for (const field of `${a ?? ""},${b ?? ""}`.split(",")) {
    const name = field.trim()
    const key = name.toLowerCase()
    if (key === "*") return "*"
    if (name !== "" && !names.has(key)) names.set(key, name)
  }
  return names.size === 0 ? undefined : [...names.values()].join(", ")
}
