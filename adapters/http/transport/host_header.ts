/**
 * The `Host` requirement of HTTP/1.1 (RFC 9112 §3.2): a request without it is malformed. Node
 * would answer it with a bare 400 of its own; the server turns that check off
 * (`requireHostHeader: false`) and makes it here, so the answer is a 400 `ErrMalformedRequest`
 * with the error shape, before the request reaches the application. HTTP/1.0 requests may omit it.
 */
import type { IncomingMessage } from "node:http"

/** The message of the answer to a request without `Host`. */
export const MISSING_HOST_MESSAGE = "an HTTP/1.1 request must carry a Host header"

/** Whether `request` is an HTTP/1.1 request without a `Host` header. */
export function lacksHost(request: IncomingMessage): boolean {
  return request.httpVersionMajor === 1 && request.httpVersionMinor >= 1 && request.headers.host === undefined
}
