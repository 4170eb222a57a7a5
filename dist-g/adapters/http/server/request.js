/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Whether a declared `Content-Length` already exceeds `maxBytes`. */
export function declaredTooLarge(headers, maxBytes) {
    const length = headers["content-length"];
    return length !== undefined && Number(length) > maxBytes;
}
