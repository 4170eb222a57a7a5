/** The one way answers leave a `node:http` server: headers in one `writeHead`, bytes in one `end` or a stream piped, no
 * body where HTTP has none, raw HTTP/1.1 on an unparsable socket. No Effect imports: it answers before Effect loads. */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http"
import { pipeline, Readable } from "node:stream"

/** An answer as the writer reads it: an `HttpServerResponse`, or the transport's own (a text body). */
export interface Answer {
  readonly status: number
  readonly statusText?: string | undefined
  readonly headers: Readonly<Record<string, string | undefined>>
  readonly body:
    | { readonly _tag: "Empty" }
    | { readonly _tag: "Uint8Array"; readonly body?: Uint8Array; readonly text?: string | undefined }
    | { readonly _tag: "Raw"; readonly body: unknown }
    | { readonly _tag: "Stream" | "FormData" }
}

/** The most of an unread request body Node may read and discard to keep the connection. */
const MAX_DRAIN_BYTES = 256 * 1024

/** Body bytes read of each request whose body has been read from (by `node_request.ts`). */
const bytesRead = new WeakMap<IncomingMessage, number>()

/** Records that `bytes` of `request`'s body have been read. */
export function recordBodyBytes(request: IncomingMessage, bytes: number): void {
  bytesRead.set(request, bytes)
}

/** The header lines of an answer as Node's flat `[name, value, …]` list (`content-length` only when `withLength`). */
function headerLines(sent: Answer, withLength: boolean, close: boolean): Array<string> {
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
  return length !== undefined && Number(length) - (bytesRead.get(request) ?? 0) > MAX_DRAIN_BYTES
}

/**
 * Writes `sent`, the answer to `request`, to `response` (nothing when the response is already ended or destroyed);
 * returns whether its body was sent (not for HEAD, 204, 205, 304).
 */
export function writeNodeResponse(request: IncomingMessage, response: ServerResponse, sent: Answer): boolean {
  if (response.writableEnded || response.destroyed) return false
  const { status, statusText, body } = sent
  const close = leavesBodyUnread(request)
  const stream = body._tag === "Raw" && body.body instanceof Readable ? body.body : undefined
  const noContent = status === 204 || status === 205
  if (noContent || request.method === "HEAD" || status === 304 || body._tag === "Empty") {
    stream?.destroy()
    response.writeHead(status, statusText, headerLines(sent, !noContent, close))
    response.end()
    return false
  }
  if (stream !== undefined) {
    response.writeHead(status, statusText, headerLines(sent, true, false))
    // Either side ending ends the other: a client gone destroys the body, a body ended ends the response.
    pipeline(stream, response, () => {})
    return true
  }
  if (body._tag !== "Uint8Array") {
    response.writeHead(500, { "content-length": "0" })
    response.end()
    return false
  }
  response.strictContentLength = true
  response.writeHead(status, statusText, headerLines(sent, true, close))
  // The text when the body kept it: Node encodes it into its write and frees that at once, where bytes made here per
  // response are freed only by a later GC, and the allocator's churn over them costs page faults (bench:http's history page).
  response.end(body.text ?? body.body)
  return true
}

/** `sent` (a text body) as a whole HTTP/1.1 answer closing its connection, for a socket with no request to answer through. */
export function rawAnswer(
  sent: Answer & { readonly body: { readonly _tag: "Uint8Array"; readonly text: string } }
): string {
  const lines: Array<string> = [`HTTP/1.1 ${sent.status} ${sent.statusText ?? STATUS_CODES[sent.status] ?? ""}`]
  const headers = sent.headers
  for (const name in headers) {
    const value = headers[name]
    if (value !== undefined) lines.push(`${name}: ${value}`)
  }
  return `${lines.join("\r\n")}\r\n\r\n${sent.body.text}`
}
