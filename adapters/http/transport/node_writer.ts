/** The one way answers leave a `node:http` server: headers in one `writeHead`, bytes in one `end` or a stream piped, no
 * body where HTTP has none, raw HTTP/1.1 on an unparsable socket. No Effect imports: it answers before Effect loads. */
import { type IncomingMessage, type ServerResponse, STATUS_CODES } from "node:http"
import { pipeline, Readable } from "node:stream"
import type { PendingSend, SendWatch } from "./send_watch.ts"
import { MAX_DISCARD_BYTES, MAX_DISCARD_MILLIS } from "./stall_bounds.ts"

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
export function bodyUnread(request: IncomingMessage): boolean {
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
 * (the lingering close of RFC 9112 §9.6). Beyond the bounds the answer closes the connection. An answer the client
 * does not take at once is watched by `watch` (the send bounds), a large one written in pieces as the client takes them.
 */
export function writeNodeResponse(
  request: IncomingMessage,
  response: ServerResponse,
  sent: Answer,
  watch?: SendWatch
): boolean {
  if (response.writableEnded || response.destroyed) return false
  if (!bodyUnread(request)) return writeNow(request, response, sent, false, watch)
  if (restTooLarge(request)) return writeNow(request, response, sent, true, watch)
  discardBody(request, (complete) => {
    if (response.writableEnded || response.destroyed || !request.socket.writable) {
      if (sent.body._tag === "Raw" && sent.body.body instanceof Readable) sent.body.body.destroy()
      return
    }
    writeNow(request, response, sent, !complete, watch)
  })
  return sendsBody(request, sent)
}

/** Writes `sent` at once, closing the connection after it when `close`; an answer the client does not take at once is watched by `watch`. */
function writeNow(
  request: IncomingMessage,
  response: ServerResponse,
  sent: Answer,
  close: boolean,
  watch: SendWatch | undefined
): boolean {
  const { status, statusText, body } = sent
  const stream = body._tag === "Raw" && body.body instanceof Readable ? body.body : undefined
  const noContent = status === 204 || status === 205
  if (noContent || request.method === "HEAD" || status === 304 || body._tag === "Empty") {
    stream?.destroy()
    response.writeHead(status, statusText, headerLines(sent, !noContent, close))
    watchedEnd(response, watch, undefined)
    return false
  }
  if (stream !== undefined) {
    response.writeHead(status, statusText, headerLines(sent, true, close))
    pump(stream, response, watch)
    return true
  }
  if (body._tag !== "Uint8Array") {
    response.writeHead(500, { "content-length": "0" })
    response.end()
    return false
  }
  response.strictContentLength = true
  response.writeHead(status, statusText, headerLines(sent, true, close))
  // The text's length first: a body that kept its text makes its bytes only when asked for them. A large one is written
  // from the body's own bytes, which a body kept for many answers (the docs, the OpenAPI document) encodes once.
  if (watch !== undefined && (body.text?.length ?? body.body?.byteLength ?? 0) > CHUNK_BYTES)
    writeInChunks(response, body.body ?? Buffer.from(body.text ?? ""), watch)
  // The text when the body kept it: Node encodes it into its write and frees that at once, where bytes made here per
  // response are freed only by a later GC, and the allocator's churn over them costs page faults (bench:http's history page).
  else watchedEnd(response, watch, body.text ?? body.body)
  return true
}

/** The size of the pieces a large body is written in, so that each piece reaching the client is progress the watch sees. */
const CHUNK_BYTES = 64 * 1024

/** An answer being written, watched while the client has not taken what was written (`rest`: what is still to write). */
class WatchedSend implements PendingSend {
  readonly #response: ServerResponse
  readonly #watch: SendWatch | undefined
  readonly #rest: () => number
  #watching = false

  constructor(response: ServerResponse, watch: SendWatch | undefined, rest: () => number) {
    this.#response = response
    this.#watch = watch
    this.#rest = rest
    if (watch !== undefined) {
      response.once("close", this.#closed)
      // An answer queued behind another on its connection gets no close of its own when the connection closes.
      response.req.socket.once("close", this.#closed)
    }
  }

  /** The answer or its connection closed: nothing more will be taken. */
  readonly #closed = (): void => this.#stop()

  readonly queued = (): number => this.#rest() + this.#response.writableLength

  /** Closes the connection: the response, and its socket (an answer queued behind another has none of its own yet). */
  readonly cut = (): void => {
    this.#watching = false
    this.#response.destroy()
    this.#response.req.socket.destroy()
  }

  /** Writes `chunk` (the last one when `last`, undefined: none); whether the response takes more at once. */
  write(chunk: string | Uint8Array | undefined, last: boolean): boolean {
    const response = this.#response
    let more = true
    if (last) {
      if (chunk === undefined) response.end(this.#written)
      else response.end(chunk, this.#written)
    } else if (chunk !== undefined) more = response.write(chunk, this.#written)
    if (response.writableLength > 0) this.#begin()
    return more
  }

  /** Watches an answer already ended that its client has not taken yet, until it has (`finish`). */
  static ended(response: ServerResponse, watch: SendWatch): void {
    const send = new WatchedSend(response, watch, () => 0)
    send.#begin()
    response.once("finish", () => send.#stop())
  }

  #begin(): void {
    if (this.#watch === undefined || this.#watching) return
    this.#watching = true
    this.#watch.watch(this)
  }

  /** A write reached the socket: progress, or nothing more waiting. */
  readonly #written = (): void => {
    if (!this.#watching) return
    if (this.#response.writableLength === 0 && this.#rest() === 0) this.#stop()
    else this.#watch?.progressed(this)
  }

  #stop(): void {
    this.#response.req.socket.off("close", this.#closed)
    if (!this.#watching) return
    this.#watching = false
    this.#watch?.done(this)
  }
}

/** Ends `response` with `body` (none: without one), watched while the client has not taken it (most answers are
 * taken at once, and cost the watch nothing). */
function watchedEnd(
  response: ServerResponse,
  watch: SendWatch | undefined,
  body: string | Uint8Array | undefined
): void {
  if (body === undefined) response.end()
  else response.end(body)
  if (watch !== undefined && response.writableLength > 0) WatchedSend.ended(response, watch)
}

/** Writes `bytes` in pieces as the client takes them, each piece reaching the socket progress for `watch`. */
function writeInChunks(response: ServerResponse, bytes: Uint8Array, watch: SendWatch): void {
  let offset = 0
  const send = new WatchedSend(response, watch, () => bytes.byteLength - offset)
  const next = (): void => {
    while (offset < bytes.byteLength && !response.destroyed) {
      const end = Math.min(offset + CHUNK_BYTES, bytes.byteLength)
      const chunk = bytes.subarray(offset, end)
      offset = end
      const last = end === bytes.byteLength
      if (!send.write(chunk, last) && !last) return void response.once("drain", next)
    }
  }
  next()
}

/** Pipes `stream` into `response` as the client takes it, watched while its pieces wait: either side ending ends the
 * other (a client gone destroys the body, a body ended ends the response). */
function pump(stream: Readable, response: ServerResponse, watch: SendWatch | undefined): void {
  if (watch === undefined) return void pipeline(stream, response, () => {})
  const send = new WatchedSend(response, watch, () => stream.readableLength)
  const resume = () => stream.resume()
  stream.on("data", (chunk: Uint8Array) => {
    if (!send.write(chunk, false)) stream.pause()
  })
  response.on("drain", resume)
  stream.once("end", () => send.write(undefined, true))
  stream.once("error", () => response.destroy())
  response.once("close", () => {
    response.off("drain", resume)
    if (!stream.destroyed) stream.destroy()
  })
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
