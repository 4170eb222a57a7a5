/** A JSON object as the OpenAPI post-processors walk it (the generated document, its parts, the devnet's answers). */
export type JsonObject = Record<string, unknown>;
/** Whether `u` is a JSON object (not null, not an array). */
export declare function isJsonObject(u: unknown): u is JsonObject;
/** The JSON object at the path `keys` below `u`, if each step is a JSON object. */
export declare function objectAt(u: unknown, ...keys: ReadonlyArray<string>): JsonObject | undefined;
