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

/** The most of an unread request body read and discarded before the answer (a lingering close's bound): beyond it the
 * answer closes the connection at once, and a client still sending may be reset before it reads the answer. */
const MAX_DISCARD_BYTES = 4 * 1024 * 1024

/** How long the rest of an unread body may take to arrive before the answer goes anyway, closing the connection (ms). */
const MAX_DISCARD_MILLIS = 3_000

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

/** Whether the request has a body (declared by `Content-Length` or chunked) not yet read to its end. */
function bodyUnread(request: IncomingMessage): boolean {
  if (request.complete) return false
  const length = request.headers["content-length"]
  return (length !== undefined && Number(length) > 0) || request.headers["transfer-encoding"] !== undefined
}

/** Whether a declared body exceeds what is discarded before answering (what was read of it, at most the body limit, counted as unread). */
function restTooLarge(request: IncomingMessage): boolean {
  const length = request.headers["content-length"]
  return length !== undefined && Number(length) > MAX_DISCARD_BYTES
}

/** Reads and discards the rest of `request`'s body, then calls `done` with whether it all arrived within the bounds. */
function discardBody(request: IncomingMessage, done: (complete: boolean) => void): void {
  let discarded = 0
  const finish = (complete: boolean) => {
    clearTimeout(timer)
    request.off("data", onData)
    request.off("end", onEnd)
    request.off("error", onGone)
    request.off("close", onGone)
    if (!complete) request.pause()
    done(complete)
  }
  const onData = (chunk: Buffer) => {
    discarded += chunk.length
    if (discarded > MAX_DISCARD_BYTES) finish(false)
  }
  const onEnd = () => finish(true)
  const onGone = () => finish(false)
  const timer = setTimeout(() => finish(false), MAX_DISCARD_MILLIS)
  request.on("data", onData)
  request.once("end", onEnd)
  request.once("error", onGone)
  request.once("close", onGone)
  request.resume()
}

/** Whether writing `sent` to `request` sends a body (not for HEAD, 204, 205, 304, an empty or unwritable body). */
function sendsBody(request: IncomingMessage, sent: Answer): boolean {
  const { status, body } = sent
  if (status === 204 || status === 205 || status === 304 || request.method === "HEAD") return false
  return body._tag === "Uint8Array" || (body._tag === "Raw" && body.body instanceof Readable)
}

/**
 * Writes `sent`, the answer to `request`, to `response` (nothing when the response is already ended or destroyed);
 * returns whether its body was sent (not for HEAD, 204, 205, 304). An answer given before the request's body was read
 * (a 413, 415, 401, 404 …) waits until the rest of the body has been read and discarded, within bounds: a connection
 * closed while its client still sends is reset, and the reset can destroy the answer before the client reads it
 * (the lingering close of RFC 9112 §9.6). Beyond the bounds the answer closes the connection.
 */
export function writeNodeResponse(request: IncomingMessage, response: ServerResponse, sent: Answer): boolean {
  if (response.writableEnded || response.destroyed) return false
  if (!bodyUnread(request)) return writeNow(request, response, sent, false)
  if (restTooLarge(request)) return writeNow(request, response, sent, true)
  discardBody(request, (complete) => {
    if (response.writableEnded || response.destroyed || !request.socket.writable) {
      if (sent.body._tag === "Raw" && sent.body.body instanceof Readable) sent.body.body.destroy()
      return
    }
    writeNow(request, response, sent, !complete)
  })
  return sendsBody(request, sent)
}

/** Writes `sent` at once, closing the connection after it when `close`. */
function writeNow(request: IncomingMessage, response: ServerResponse, sent: Answer, close: boolean): boolean {
  const { status, statusText, body } = sent
  const stream = body._tag === "Raw" && body.body instanceof Readable ? body.body : undefined
  const noContent = status === 204 || status === 205
  if (noContent || request.method === "HEAD" || status === 304 || body._tag === "Empty") {
    stream?.destroy()
    response.writeHead(status, statusText, headerLines(sent, !noContent, close))
    response.end()
    return false
  }
  if (stream !== undefined) {
    response.writeHead(status, statusText, headerLines(sent, true, close))
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
