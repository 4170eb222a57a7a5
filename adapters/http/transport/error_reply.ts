/**
 * The error answers the transport writes itself, below the Effect application: while the node
 * starts or shuts down, to a request without `Host`, and to what Node's parser rejects (a request
 * line or header section over the limit, malformed HTTP, headers that never complete). They have
 * the one error shape `{message, code, type}` of every other error, `Cache-Control: no-store`, and
 * an `X-Request-Id` (the client's when well formed).
 *
 * This module is loaded before anything else when the server starts (`app/main.ts` listens before
 * it loads the application), so it imports no Effect module: the codes and statuses of the types
 * it writes are repeated here, and a test keeps them equal to core's `ErrorCatalogue` and
 * `statusOfType`.
 */
import type { IncomingMessage, ServerResponse } from "node:http"
import { STATUS_CODES } from "node:http"
import type { ErrorType } from "../../../core/errors.ts"
import { REQUEST_ID_HEADER, requestIdOf } from "../edge/request_id.ts"

/** The catalogue types the transport answers with. */
export type TransportErrorType =
  | "ErrStarting"
  | "ErrRequestTimeout"
  | "ErrShuttingDown"
  | "ErrUriTooLong"
  | "ErrHeadersTooLarge"
  | "ErrMalformedRequest"
  | "ErrPayloadTooLarge"

/** Status and catalogue code of each transport error (equal to core's catalogue; tested). */
export const TRANSPORT_ERRORS: Readonly<Record<TransportErrorType, { readonly status: number; readonly code: number }>> = {
  ErrStarting: { status: 503, code: 32 },
  ErrRequestTimeout: { status: 503, code: 33 },
  ErrShuttingDown: { status: 503, code: 34 },
  ErrUriTooLong: { status: 414, code: 35 },
  ErrHeadersTooLarge: { status: 431, code: 36 },
  ErrMalformedRequest: { status: 400, code: 37 },
  ErrPayloadTooLarge: { status: 413, code: 28 }
} satisfies Partial<Record<ErrorType, unknown>>

/** The JSON error body of `type`. */
export function errorBody(type: TransportErrorType, message: string): string {
  return JSON.stringify({ message, code: TRANSPORT_ERRORS[type].code, type })
}

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
  response.writeHead(TRANSPORT_ERRORS[type].status, {
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
  const status = TRANSPORT_ERRORS[type].status
  const headers = { ...baseHeaders(body, requestIdOf(undefined)), ...extraHeaders, date: new Date().toUTCString(), connection: "close" }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("")
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ""}\r\n${lines}\r\n${body}`
}
