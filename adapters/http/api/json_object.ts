/** A JSON object as the OpenAPI post-processors walk it (the generated document, its parts, the devnet's answers). */

/** A JSON object: properties by name, values of any JSON type. */
export type JsonObject = Record<string, unknown>

/** Whether `u` is a JSON object (not null, not an array). */
export function isJsonObject(u: unknown): u is JsonObject {
  return typeof u === "object" && u !== null && !Array.isArray(u)
}
