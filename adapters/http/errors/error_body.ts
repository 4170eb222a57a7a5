/**
 * The one place that writes `{message, code, type}` error bodies, the code looked up in core's
 * catalogue, and the HTTP status of each catalogue type. Without Effect imports: the transport
 * server, which answers before Effect is loaded, writes its errors with it too
 * (`../transport/error_reply.ts`), as does every response of the request path
 * (`error_response.ts`).
 */
import { ErrorCatalogue, type ErrorType } from "../../../core/error_catalogue.ts"

/** The JSON error body of catalogue type `type` with `message`. */
export function errorBody(type: ErrorType, message: string): string {
  return JSON.stringify({ message, code: ErrorCatalogue[type].code, type })
}

/** The HTTP status each catalogue type is sent with. */
export function statusOfType(type: ErrorType): number {
  switch (type) {
    case "ErrNotFound":
    case "ErrRouteNotFound":
      return 404
    case "ErrMethodNotAllowed":
      return 405
    case "ErrPayloadTooLarge":
      return 413
    case "ErrUnsupportedMediaType":
      return 415
    case "ErrUriTooLong":
      return 414
    case "ErrHeadersTooLarge":
      return 431
    case "ErrStorageUnavailable":
    case "ErrStarting":
    case "ErrRequestTimeout":
    case "ErrShuttingDown":
      return 503
    case "ErrInternal":
      return 500
    default:
      return 400
  }
}

/** The message of a bare transport status. */
export function messageOfStatus(status: number): string {
  switch (status) {
    case 400:
      return "malformed request"
    case 404:
      return "404 page not found"
    case 405:
      return "method not allowed"
    case 413:
      return "request body too large"
    case 414:
      return "request target too long"
    case 415:
      return "unsupported content-type: the body must be application/json"
    case 431:
      return "request header fields too large"
    case 503:
      return "the service is unavailable; retry later"
    default:
      return status >= 500 ? "internal server error" : "bad request"
  }
}
