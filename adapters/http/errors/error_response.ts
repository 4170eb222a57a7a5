/**
 * Rendering of an error response: the one place that writes `{message, code, type}` bodies, with
 * the code looked up in core's `ErrorCatalogue`. Every non-2xx response of the server goes
 * through `errorResponse`, whether it comes from a use case, a schema decode failure, the router
 * (404/405) or the transport (413/415/500).
 */
import { HttpServerResponse } from "effect/http"
import { ErrorCatalogue, type ErrorType } from "../../../core/errors.ts"

/** A JSON error response with `status` and the catalogue entry `type`. */
export function errorResponse(
  status: number,
  type: ErrorType,
  message: string,
  headers?: Readonly<Record<string, string>>
): HttpServerResponse.HttpServerResponse {
  const body = JSON.stringify({ message, code: ErrorCatalogue[type].code, type })
  return headers === undefined
    ? HttpServerResponse.text(body, { status, contentType: "application/json" })
    : HttpServerResponse.text(body, { status, contentType: "application/json", headers })
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

/** The catalogue type a bare transport status stands for (the fallback when nothing more is known). */
export function typeOfStatus(status: number): ErrorType {
  switch (status) {
    case 400:
      return "ErrParamValidationFailed"
    case 404:
      return "ErrRouteNotFound"
    case 405:
      return "ErrMethodNotAllowed"
    case 413:
      return "ErrPayloadTooLarge"
    case 414:
      return "ErrUriTooLong"
    case 415:
      return "ErrUnsupportedMediaType"
    case 431:
      return "ErrHeadersTooLarge"
    case 503:
      return "ErrStorageUnavailable"
    default:
      return status >= 500 ? "ErrInternal" : "ErrParamValidationFailed"
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
