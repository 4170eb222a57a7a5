/** The request path's `node:http` writer of an `HttpServerResponse`: headers in one `writeHead`, bytes in one `end`, streams piped; no body for HEAD, 204, 205, 304. */
import type { HttpServerResponse } from "effect/http"
import type { IncomingMessage, ServerResponse } from "node:http"
import { pipeline, Readable } from "node:stream"
import { bodyBytesRead } from "./node_request.ts"

/** The most of an unread request body Node may read and discard to keep the connection. */
const MAX_DRAIN_BYTES = 256 * 1024

/** The header lines of a response as Node's flat `[name, value, …]` list (`content-length` only when `withLength`). */
function headerLines(sent: HttpServerResponse.HttpServerResponse, withLength: boolean, close: boolean): Array<string> {
  const headers = sent.headers
  const lines: Array<string> = []
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined && (withLength || name !== "content-length")) lines.push(name, value)
  }
  if (close) lines.push("connection", "close")
  return lines
}

/** Whether answering now leaves more of the request's body unread than Node should drain. */
function leavesBodyUnread(request: IncomingMessage): boolean {
  if (request.complete) return false
  const length = request.headers["content-length"]
  return length !== undefined && Number(length) - bodyBytesRead(request) > MAX_DRAIN_BYTES
}

/** Writes `sent`, the answer to `request`, to `response` (nothing when the response is already ended or destroyed). */
export function writeNodeResponse(request: IncomingMessage, response: ServerResponse, sent: HttpServerResponse.HttpServerResponse): void {
  if (response.writableEnded || response.destroyed) return
  const { status, statusText, body } = sent
  const close = leavesBodyUnread(request)
  const stream = body._tag === "Raw" && body.body instanceof Readable ? body.body : undefined
  const noContent = status === 204 || status === 205
  if (noContent || request.method === "HEAD" || status === 304 || body._tag === "Empty") {
    stream?.destroy()
    response.writeHead(status, statusText, headerLines(sent, !noContent, close))
    return void response.end()
  }
  if (stream !== undefined) {
    response.writeHead(status, statusText, headerLines(sent, true, false))
    // Either side ending ends the other: a client gone destroys the body, a body ended ends the response.
    return void pipeline(stream, response, () => {})
  }
  if (body._tag !== "Uint8Array") {
    response.writeHead(500, { "content-length": "0" })
    return void response.end()
  }
  response.strictContentLength = true
  response.writeHead(status, statusText, headerLines(sent, true, close))
  // The text when the body kept it: Node encodes it into its write and frees that at once, where bytes made here per
  // response are freed only by a later GC, and the allocator's churn over them costs page faults (bench:http's history page).
  response.end(body.text ?? body.body)
}
