/**
 * The error answers the transport writes itself (starting, shutting down, overloaded, no `Host`, parser rejections), with
 * `Cache-Control: no-store` and an `X-Request-Id`. No Effect imports: `app/main.ts` listens before loading it.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { STATUS_CODES } from "node:http"
import type { ErrorType } from "../../../core/error_catalogue.ts"
import { errorBody, statusOfType } from "../errors/error_body.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"

/** The catalogue types the transport answers with. */
export type TransportErrorType = Extract<
  ErrorType,
  "ErrStarting" | "ErrRequestTimeout" | "ErrShuttingDown" | "ErrUriTooLong" | "ErrHeadersTooLarge" | "ErrMalformedRequest" | "ErrPayloadTooLarge"
  | "ErrOverloaded"
>

/** The headers of an error answer with `body`, before any extra ones. */
function baseHeaders(body: string, requestId: string): Record<string, string> {
  return {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": "no-store",
    [REQUEST_ID_HEADER]: requestId
  }
}

/** Answers `request` with the error `type` (a HEAD gets the headers only); `close` ends the connection after it. */
export function writeError(
  request: IncomingMessage, response: ServerResponse, type: TransportErrorType, message: string,
  extraHeaders: Readonly<Record<string, string>> = {}, close = false
): void {
  const body = errorBody(type, message)
  const header = request.headers[REQUEST_ID_HEADER]
  if (close) response.shouldKeepAlive = false
  response.writeHead(statusOfType(type), { ...baseHeaders(body, requestIdOf(typeof header === "string" ? header : undefined)), ...extraHeaders })
  response.end(body)
}

/** How long an answer that closes its connection waits for the rest of the request's body (ms). */
const BODY_WAIT_MILLIS = 1_000

/** `writeError` closing the connection once the body has arrived (or after a short wait), so the close does not reset a sending client. */
export function writeErrorAndClose(
  request: IncomingMessage, response: ServerResponse, type: TransportErrorType, message: string, headers: Readonly<Record<string, string>>
): void {
  if (request.complete) return writeError(request, response, type, message, headers, true)
  const answer = () => {
    clearTimeout(timer)
    if (!response.writableEnded && !response.destroyed) writeError(request, response, type, message, headers, true)
  }
  const timer = setTimeout(answer, BODY_WAIT_MILLIS)
  request.once("end", answer)
  request.once("error", answer)
  request.resume()
}

/** The bytes of a whole HTTP/1.1 error answer with `Connection: close`, for a socket Node could not parse a request on. */
export function rawErrorAnswer(type: TransportErrorType, message: string, extraHeaders: Readonly<Record<string, string>> = {}): string {
  const body = errorBody(type, message)
  const status = statusOfType(type)
  const headers = { ...baseHeaders(body, requestIdOf(undefined)), ...extraHeaders, date: new Date().toUTCString(), connection: "close" }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines}\r\n${body}`
}
