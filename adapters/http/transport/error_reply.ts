/** The error answers the transport gives itself, with `no-store`, `nosniff` and an `X-Request-Id`, sent by the one
 * writer and reported as `OwnAnswer`s. No Effect imports: `app/main.ts` listens before loading it. */
import type { IncomingMessage, ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import type { ErrorType } from "../../../core/error_catalogue.ts"
import { errorBody, statusOfType } from "../errors/error_body.ts"
import { type OwnAnswer, UNPARSED_METHOD } from "../edge/own_answers.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"
import { rawAnswer, writeNodeResponse } from "./node_writer.ts"

/** Called with each answer the transport wrote itself. */
export type OwnAnswerListener = (answer: OwnAnswer) => void

/** The catalogue types the transport answers with. */
export type TransportErrorType = Extract<
  ErrorType,
  | "ErrStarting"
  | "ErrRequestTimeout"
  | "ErrShuttingDown"
  | "ErrUriTooLong"
  | "ErrHeadersTooLarge"
  | "ErrMalformedRequest"
  | "ErrPayloadTooLarge"
  | "ErrTooManyRequests"
>

/** The error answer of `type` with `message`, its headers `extraHeaders` after the error's own. */
function errorAnswer(
  type: TransportErrorType,
  message: string,
  requestId: string,
  extraHeaders: Readonly<Record<string, string>>
) {
  const text = errorBody(type, message)
  const headers = {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(text)),
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    [REQUEST_ID_HEADER]: requestId,
    ...extraHeaders
  }
  return { status: statusOfType(type), headers, body: { _tag: "Uint8Array", text } } as const
}

/** Answers `request` with the error `type` (a HEAD gets the headers only); `close` ends the connection after it; `answered` hears of it (`startedAt`: the request's arrival, `performance.now()`). */
export function writeError(
  request: IncomingMessage,
  response: ServerResponse,
  type: TransportErrorType,
  message: string,
  extraHeaders: Readonly<Record<string, string>>,
  answered: OwnAnswerListener,
  startedAt: number,
  close = false
): void {
  const header = request.headers[REQUEST_ID_HEADER]
  const requestId = requestIdOf(typeof header === "string" ? header : undefined)
  const answer = errorAnswer(type, message, requestId, extraHeaders)
  if (close) response.shouldKeepAlive = false
  const bytes = writeNodeResponse(request, response, answer) ? Buffer.byteLength(answer.body.text) : 0
  const client = request.socket.remoteAddress
  answered({
    method: request.method ?? UNPARSED_METHOD,
    status: answer.status,
    type,
    requestId,
    bytes,
    millis: performance.now() - startedAt,
    client
  })
}

/** How long an answer that closes its connection waits for the rest of the request's body (ms). */
const BODY_WAIT_MILLIS = 1_000

/** `writeError` closing the connection once the body has arrived (or after a short wait), so the close does not reset a sending client. */
export function writeErrorAndClose(
  request: IncomingMessage,
  response: ServerResponse,
  type: TransportErrorType,
  message: string,
  headers: Readonly<Record<string, string>>,
  answered: OwnAnswerListener,
  startedAt: number
): void {
  if (request.complete) {
    writeError(request, response, type, message, headers, answered, startedAt, true)
    return
  }
  const answer = () => {
    clearTimeout(timer)
    if (!response.writableEnded && !response.destroyed)
      writeError(request, response, type, message, headers, answered, startedAt, true)
  }
  const timer = setTimeout(answer, BODY_WAIT_MILLIS)
  request.once("end", answer)
  request.once("error", answer)
  request.resume()
}

/** A whole HTTP/1.1 error answer with `Connection: close`, for a socket Node could not parse a request on: its bytes and its report. */
function rawErrorAnswer(
  type: TransportErrorType,
  message: string,
  extraHeaders: Readonly<Record<string, string>> = {}
): { readonly bytes: string; readonly answer: Omit<OwnAnswer, "client"> } {
  const requestId = requestIdOf(undefined)
  const answer = errorAnswer(type, message, requestId, {
    ...extraHeaders,
    date: new Date().toUTCString(),
    connection: "close"
  })
  return {
    bytes: rawAnswer(answer),
    answer: {
      method: UNPARSED_METHOD,
      status: answer.status,
      type,
      requestId,
      bytes: Buffer.byteLength(answer.body.text),
      millis: 0
    }
  }
}

/** How long a closing connection keeps reading what the client still sends (ms). */
const LINGER_MILLIS = 2_000

/** How many bytes a closing connection reads and discards at most. */
const LINGER_MAX_BYTES = 1024 * 1024

/** How long a connection that timed out keeps reading before it is closed (ms): a client too slow to send its request in
 * time gets its answer, not the linger of one that sent too much. */
const TIMED_OUT_LINGER_MILLIS = 200

/** Writes `answer` and discards input until the client closes, `lingerMillis` pass or the byte budget is spent: destroyed while the client still sends, the socket would be reset and the answer might go unread. */
function lingeringClose(socket: Duplex, answer?: string, lingerMillis = LINGER_MILLIS): void {
  if (socket.destroyed) return
  socket.removeAllListeners("data")
  socket.on("error", () => {}) // a reset by the client is expected
  if (!socket.writable) return void socket.destroy()
  let received = 0
  const timer = setTimeout(() => socket.destroy(), lingerMillis).unref()
  socket.on("data", (chunk: Buffer) => {
    received += chunk.length
    if (received > LINGER_MAX_BYTES) socket.destroy()
  })
  socket.once("end", () => socket.destroy())
  socket.once("close", () => clearTimeout(timer))
  if (answer === undefined) socket.end()
  else socket.end(answer)
  socket.resume()
}

/** A request line's start: optional empty lines, a method, a space and the start of a target (`/`, `*` or `scheme://`). */
const REQUEST_START = /^(?:\r?\n)*[A-Z]+ (?:\/|\*|[A-Za-z][A-Za-z0-9+.-]*:\/\/)/u

/** The end of a request line: the HTTP version before the line end. */
const REQUEST_LINE_END = / HTTP\/\d\.\d\r?$/u

/** How far into `chunk` a request's start is looked for (a method is short). */
const START_WINDOW = 32

/**
 * Which limit a request over Node's header limit broke, found while parsing `chunk`, stopped at `stoppedAt`: the request
 * line (414) if its end precedes where the parser stopped, else the headers (431); failing that, a line without whitespace is a URL.
 */
export function overflowType(
  chunk: Buffer | undefined,
  stoppedAt: number | undefined
): "ErrUriTooLong" | "ErrHeadersTooLarge" {
  if (chunk === undefined || chunk.length === 0) return "ErrHeadersTooLarge"
  const stop = Math.min(stoppedAt ?? chunk.length, chunk.length)
  const lineEnd = chunk.indexOf(0x0a)
  const startsRequest = REQUEST_START.test(chunk.toString("latin1", 0, Math.min(chunk.length, START_WINDOW)))
  if (!startsRequest && lineEnd !== -1) {
    const firstLine = chunk.toString("latin1", Math.max(0, lineEnd - 16), lineEnd)
    if (!REQUEST_LINE_END.test(firstLine)) return "ErrHeadersTooLarge"
  }
  if (startsRequest || lineEnd !== -1) {
    return lineEnd === -1 || lineEnd >= stop ? "ErrUriTooLong" : "ErrHeadersTooLarge"
  }
  return /[ \t]/u.test(chunk.toString("latin1", 0, stop)) ? "ErrHeadersTooLarge" : "ErrUriTooLong"
}

/** What Node's parser errors carry besides the message. */
type ParserError = Error & {
  readonly code?: unknown
  readonly rawPacket?: unknown
  readonly bytesParsed?: unknown
  readonly reason?: unknown
}

/** The answer to a client error reported by Node (`maxHeaderSize`: the server's header limit, for the message). */
function clientErrorAnswer(
  error: ParserError,
  maxHeaderSize: number
): [TransportErrorType, string, Record<string, string>?] {
  const kib = `${Math.round(maxHeaderSize / 1024)} KiB`
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return overflowType(
        Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined,
        typeof error.bytesParsed === "number" ? error.bytesParsed : undefined
      ) === "ErrUriTooLong"
        ? [
            "ErrUriTooLong",
            `the request line (method, path and query) exceeds the server's limit of ${kib} for the request line and headers`
          ]
        : ["ErrHeadersTooLarge", `the request's header section exceeds the server's limit of ${kib}`]
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return [
        "ErrRequestTimeout",
        "the request did not arrive completely within the server's deadline; retry later",
        { "retry-after": "1" }
      ]
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return ["ErrPayloadTooLarge", "the chunk extensions of the body exceed the server's limit"]
    default: {
      const reason = typeof error.reason === "string" ? `: ${error.reason}` : ""
      return ["ErrMalformedRequest", `malformed HTTP request${reason}`]
    }
  }
}

/** The `clientError` listener, once per connection (Node may report it again); a gone client or begun answer is only closed; `answered` hears of each answer written. */
export function clientErrorListener(
  startedOn: (socket: Duplex) => ServerResponse | undefined,
  maxHeaderSize: number,
  answered: OwnAnswerListener
): (error: ParserError, socket: Duplex) => void {
  const handled = new WeakSet<Duplex>()
  return (error, socket) => {
    if (handled.has(socket)) return
    handled.add(socket)
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy()
    const started = startedOn(socket)
    if (started?.headersSent) return started.writableFinished ? lingeringClose(socket) : void socket.destroy()
    const { bytes, answer } = rawErrorAnswer(...clientErrorAnswer(error, maxHeaderSize))
    lingeringClose(socket, bytes, error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? TIMED_OUT_LINGER_MILLIS : LINGER_MILLIS)
    answered({ ...answer, client: (socket as Duplex & { remoteAddress?: string }).remoteAddress })
  }
}
