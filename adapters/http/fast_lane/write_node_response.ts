/**
 * Writes a finished `HttpServerResponse` to a `node:http` response as the platform's Node server
 * does for the bodies the fast lane produces (bytes or none): status and headers in one
 * `writeHead`, the body in one `end`, none for 204/205/304 (and no `content-length` for 204/205).
 * Any other kind of body is not expected from the endpoints the lane serves; it is answered with
 * a bare 500 rather than written wrongly.
 */
import type { HttpServerResponse } from "effect/http"
import type { ServerResponse } from "node:http"

/** Writes `answer` to `response` (nothing when the response is already ended or destroyed). */
export function writeNodeResponse(response: ServerResponse, answer: HttpServerResponse.HttpServerResponse): void {
  if (response.writableEnded || response.destroyed) return
  const status = answer.status
  if (status === 204 || status === 205) {
    const { "content-length": _, ...headers } = answer.headers
    response.writeHead(status, answer.statusText, headers)
    response.end()
    return
  }
  const body = answer.body
  if (status === 304 || body._tag === "Empty") {
    response.writeHead(status, answer.statusText, answer.headers)
    response.end()
    return
  }
  if (body._tag !== "Uint8Array") {
    response.writeHead(500, { "content-length": "0" })
    response.end()
    return
  }
  response.strictContentLength = true
  response.writeHead(status, answer.statusText, answer.headers)
  // The bytes, not the text: the ETag has encoded the text already (`HttpBody` keeps the bytes), and a
  // string would be encoded again on its way to the socket.
  response.end(body.body)
}
