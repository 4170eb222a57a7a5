/**
 * The error answers the transport writes itself, before and around the request path: while the
 * node starts or shuts down, to a request without `Host`, and to what Node's parser rejects (a
 * request line or header section over the limit, malformed HTTP, headers that never complete).
 * They have the one error shape `{message, code, type}` (`../errors/error_body.ts`),
 * `Cache-Control: no-store`, and an `X-Request-Id` (the client's when well formed). Nothing here
 * loads Effect: `app/main.ts` listens before it loads the application.
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

/**
 * Answers `request` on its `ServerResponse` with the error `type` (a HEAD gets the headers only);
 * `close` adds `Connection: close` and ends the connection after the answer.
 */
export function writeError(
  request: IncomingMessage,
  response: ServerResponse,
  type: TransportErrorType,
  message: string,
  extraHeaders: Readonly<Record<string, string>> = {},
  close = false
): void {
  const body = errorBody(type, message)
  const header = request.headers[REQUEST_ID_HEADER]
  if (close) response.shouldKeepAlive = false
  response.writeHead(statusOfType(type), {
    ...baseHeaders(body, requestIdOf(typeof header === "string" ? header : undefined)),
    ...extraHeaders
  })
  response.end(body)
}

/**
 * The bytes of a whole HTTP/1.1 error answer with `Connection: close`, for a socket that has no
 * `ServerResponse` (Node's `clientError`: the request could not be parsed).
 */
export function rawErrorAnswer(type: TransportErrorType, message: string, extraHeaders: Readonly<Record<string, string>> = {}): string {
  const body = errorBody(type, message)
  const status = statusOfType(type)
  const headers = { ...baseHeaders(body, requestIdOf(undefined)), ...extraHeaders, date: new Date().toUTCString(), connection: "close" }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines}\r\n${body}`
}
