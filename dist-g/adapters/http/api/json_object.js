/** Whether `u` is a JSON object (not null, not an array). */
export function isJsonObject(u) {
    return typeof u === "object" && u !== null && !Array.isArray(u);
}
/** The JSON object at the path `keys` below `u`, if each step is a JSON object. */
export function objectAt(u, ...keys) {
    let current = u;
    for (const key of keys)
        current = isJsonObject(current) ? current[key] : undefined;
    return isJsonObject(current) ? current : undefined;
}
