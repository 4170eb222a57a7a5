/** A JSON object as the OpenAPI post-processors walk it (the generated document, its parts, the devnet's answers). */
export type JsonObject = Record<string, unknown>

/** Whether `u` is a JSON object (not null, not an array). */
export function isJsonObject(u: unknown): u is JsonObject {
  return typeof u === "object" && u !== null && !Array.isArray(u)
}

/** The JSON object at the path `keys` below `u`, if each step is a JSON object. */
export function objectAt(u: unknown, ...keys: ReadonlyArray<string>): JsonObject | undefined {
  let current = u
  for (const key of keys) current = isJsonObject(current) ? current[key] : undefined
  return isJsonObject(current) ? current : undefined
}
