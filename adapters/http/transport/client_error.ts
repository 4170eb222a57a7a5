/**
 * The error-shaped answer to what Node's parser rejects (`clientError`), always `Connection: close` through
 * a lingering close, so a client still sending an over-long URL reads the answer.
 */
import type { ServerResponse } from "node:http"
import type { Duplex } from "node:stream"
import { rawErrorAnswer, type TransportErrorType } from "./error_reply.ts"

/** How long a closing connection keeps reading what the client still sends (ms). */
const LINGER_MILLIS = 2_000

/** How many bytes a closing connection reads and discards at most. */
const LINGER_MAX_BYTES = 1024 * 1024

/**
 * Writes `answer`, ends the write side and discards input until the client closes, the linger time passes
 * or the byte budget is spent, then destroys the socket: destroying it while the client still sends would
 * make the kernel reset the connection, and the answer might go unread.
 */
function lingeringClose(socket: Duplex, answer?: string): void {
  if (socket.destroyed) return
  socket.removeAllListeners("data")
  socket.on("error", () => {}) // a reset by the client is expected
  if (!socket.writable) return void socket.destroy()
  let received = 0
  const timer = setTimeout(() => socket.destroy(), LINGER_MILLIS).unref()
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
export function overflowType(chunk: Buffer | undefined, stoppedAt: number | undefined): "ErrUriTooLong" | "ErrHeadersTooLarge" {
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
type ParserError = Error & { readonly code?: unknown; readonly rawPacket?: unknown; readonly bytesParsed?: unknown; readonly reason?: unknown }

/** The answer to a client error reported by Node (`maxHeaderSize`: the server's header limit, for the message). */
function clientErrorAnswer(error: ParserError, maxHeaderSize: number): [TransportErrorType, string, Record<string, string>?] {
  const kib = `${Math.round(maxHeaderSize / 1024)} KiB`
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return overflowType(
        Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined,
        typeof error.bytesParsed === "number" ? error.bytesParsed : undefined
      ) === "ErrUriTooLong"
        ? ["ErrUriTooLong", `the request line (method, path and query) exceeds the server's limit of ${kib} for the request line and headers`]
        : ["ErrHeadersTooLarge", `the request's header section exceeds the server's limit of ${kib}`]
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return ["ErrRequestTimeout", "the request did not arrive completely within the server's deadline; retry later", { "retry-after": "1" }]
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return ["ErrPayloadTooLarge", "the chunk extensions of the body exceed the server's limit"]
    default: {
      const reason = typeof error.reason === "string" ? `: ${error.reason}` : ""
      return ["ErrMalformedRequest", `malformed HTTP request${reason}`]
    }
  }
}

/** The `clientError` listener, once per connection (Node may report it again); a gone client or begun answer is only closed. */
export function clientErrorListener(
  startedOn: (socket: Duplex) => ServerResponse | undefined, maxHeaderSize: number
): (error: ParserError, socket: Duplex) => void {
  const handled = new WeakSet<Duplex>()
  return (error, socket) => {
    if (handled.has(socket)) return
    handled.add(socket)
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy()
    const started = startedOn(socket)
    if (started?.headersSent) return started.writableFinished ? lingeringClose(socket) : void socket.destroy()
    lingeringClose(socket, rawErrorAnswer(...clientErrorAnswer(error, maxHeaderSize)))
  }
}
