/** The `{message, code, type}` error body and each catalogue type's status; no Effect imports (the transport answers
 * before Effect loads). */
import { ErrorCatalogue, type ErrorType } from "../../../core/error_catalogue.ts"

/** The JSON error body of catalogue type `type` with `message`. */
export function errorBody(type: ErrorType, message: string): string {
  return JSON.stringify({ message, code: ErrorCatalogue[type].code, type })
}

/** The status of each catalogue type that is not a 400. */
const STATUS_OF_TYPE: Partial<Record<ErrorType, number>> = {
  ErrInvalidApiKey: 401,
  ErrNotFound: 404,
  ErrRouteNotFound: 404,
  ErrMethodNotAllowed: 405,
  ErrPayloadTooLarge: 413,
  ErrUriTooLong: 414,
  ErrUnsupportedMediaType: 415,
  ErrTooManyRequests: 429,
  ErrHeadersTooLarge: 431,
  ErrInternal: 500,
  ErrStorageUnavailable: 503,
  ErrStarting: 503,
  ErrRequestTimeout: 503,
  ErrShuttingDown: 503,
  ErrTooManySubscribers: 503,
  ErrOverloaded: 503
}

/** The HTTP status each catalogue type is sent with. */
export function statusOfType(type: ErrorType): number {
  return STATUS_OF_TYPE[type] ?? 400
}

const MESSAGE_OF_STATUS: Readonly<Record<number, string>> = {
  400: "malformed request",
  404: "404 page not found",
  405: "method not allowed",
  413: "request body too large",
  414: "request target too long",
  415: "unsupported content-type: the body must be application/json",
  431: "request header fields too large",
  503: "the service is unavailable; retry later"
}

/** The catalogue types sent with `status` (not a 400), in the status table's order. */
export function typesOfStatus(status: number): Array<ErrorType> {
  return (Object.keys(STATUS_OF_TYPE) as Array<ErrorType>).filter((type) => STATUS_OF_TYPE[type] === status)
}

/** The message of a bare transport status. */
export function messageOfStatus(status: number): string {
  return MESSAGE_OF_STATUS[status] ?? (status >= 500 ? "internal server error" : "bad request")
}
