/**
 * What the server answers when Node cannot hand a request to anyone (its `clientError` event),
 * with the error shape instead of Node's bare answers and resets:
 *
 * - the request line or header section over the limit (`HPE_HEADER_OVERFLOW`): 414
 *   `ErrUriTooLong` when the request line itself did not fit, 431 `ErrHeadersTooLarge` otherwise
 *   (`header_overflow.ts`);
 * - headers (or a body) that never complete within the deadline (`ERR_HTTP_REQUEST_TIMEOUT`):
 *   503 `ErrRequestTimeout`;
 * - chunk extensions over Node's limit: 413 `ErrPayloadTooLarge`;
 * - anything else Node's parser rejects: 400 `ErrMalformedRequest` with the parser's reason.
 *
 * The answer always carries `Connection: close` and the connection is closed by a lingering close
 * (`lingering_close.ts`), so a client still sending the rest of a 70 KB URL reads the answer
 * instead of a reset. A connection whose client is gone, or whose answer has already begun, is
 * only closed.
 */
import type { Duplex } from "node:stream"
import { overflowType } from "./header_overflow.ts"
import type { InFlight } from "./in_flight.ts"
import { rawErrorAnswer, type TransportErrorType } from "./error_reply.ts"
import { lingeringClose } from "./lingering_close.ts"

/** The answer to a client error: its type, message and extra headers. */
export interface ClientErrorAnswer {
  readonly type: TransportErrorType
  readonly message: string
  readonly headers: Readonly<Record<string, string>>
}

/** The `code` of an error, if it has a string one. */
function codeOf(error: Error): string | undefined {
  return "code" in error && typeof error.code === "string" ? error.code : undefined
}

/** The answer to a client error reported by Node (`maxHeaderSize`: the server's header limit, for the message). */
export function clientErrorAnswer(error: Error, maxHeaderSize: number): ClientErrorAnswer {
  const kib = `${Math.round(maxHeaderSize / 1024)} KiB`
  switch (codeOf(error)) {
    case "HPE_HEADER_OVERFLOW": {
      const chunk = "rawPacket" in error && Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined
      const stop = "bytesParsed" in error && typeof error.bytesParsed === "number" ? error.bytesParsed : undefined
      return overflowType(chunk, stop) === "ErrUriTooLong"
        ? {
          type: "ErrUriTooLong",
          message: `the request line (method, path and query) exceeds the server's limit of ${kib} for the request line and headers`,
          headers: {}
        }
        : {
          type: "ErrHeadersTooLarge",
          message: `the request's header section exceeds the server's limit of ${kib}`,
          headers: {}
        }
    }
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return {
        type: "ErrRequestTimeout",
        message: "the request did not arrive completely within the server's deadline; retry later",
        headers: { "retry-after": "1" }
      }
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { type: "ErrPayloadTooLarge", message: "the chunk extensions of the body exceed the server's limit", headers: {} }
    default: {
      const reason = "reason" in error && typeof error.reason === "string" ? `: ${error.reason}` : ""
      return { type: "ErrMalformedRequest", message: `malformed HTTP request${reason}`, headers: {} }
    }
  }
}

/**
 * The server's `clientError` listener: answers with the error shape and closes the connection
 * gracefully (once per connection: Node may report the same broken connection again).
 */
export function clientErrorListener(inFlight: InFlight, maxHeaderSize: () => number): (error: Error, socket: Duplex) => void {
  const handled = new WeakSet<Duplex>()
  return (error, socket) => {
    if (handled.has(socket)) return
    handled.add(socket)
    if (codeOf(error) === "ECONNRESET" || !socket.writable) {
      socket.destroy()
      return
    }
    const started = inFlight.startedOn(socket)
    if (started !== undefined && started.headersSent) {
      if (started.writableFinished) lingeringClose(socket)
      else socket.destroy()
      return
    }
    const answer = clientErrorAnswer(error, maxHeaderSize())
    lingeringClose(socket, rawErrorAnswer(answer.type, answer.message, answer.headers))
  }
}
