/** The `type` of an answer's body when the body is the node's error shape (`{message, code, type}`). */

/** The error body's `type`, or undefined when the body is not JSON with a string `type`. */
export function errorTypeOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    const type: unknown = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "type") : undefined
    return typeof type === "string" ? type : undefined
  } catch {
    return undefined
  }
}
