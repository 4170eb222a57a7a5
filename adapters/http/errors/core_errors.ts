/** The one mapping from core errors to HTTP statuses and catalogue types. */
import type { HttpServerResponse } from "effect/http"
import { BadRequest, ClientShareFull, NotFound, TooManySubscribers, Unavailable } from "../../../core/errors.ts"
import type { ErrorType } from "../../../core/error_catalogue.ts"
import { errorResponse, statusOfType } from "./error_response.ts"

/** An error a use case can fail with. */
export type CoreError = BadRequest | NotFound | Unavailable | TooManySubscribers | ClientShareFull

/** The catalogue type a core error is answered with (its status `statusOfType`'s). */
export function catalogueTypeOf(error: CoreError): ErrorType {
  switch (error._tag) {
    case "BadRequest":
      return error.type
    case "NotFound":
      return "ErrNotFound"
    case "Unavailable":
      return "ErrStorageUnavailable"
    case "TooManySubscribers":
      return "ErrTooManySubscribers"
    case "ClientShareFull":
      return "ErrTooManyRequests"
  }
}

/** The response of a core error, with its catalogue type's status (`statusOfType`, the one the document lists). */
export function coreErrorResponse(error: CoreError): HttpServerResponse.HttpServerResponse {
  const type = catalogueTypeOf(error)
  const headers =
    error._tag === "TooManySubscribers" || error._tag === "ClientShareFull" ? { "retry-after": "5" } : undefined
  return errorResponse(statusOfType(type), type, error.message, headers)
}

/** Whether a value (a defect, typically) is a core error. */
export function isCoreError(u: unknown): u is CoreError {
  return (
    u instanceof BadRequest ||
    u instanceof NotFound ||
    u instanceof Unavailable ||
    u instanceof TooManySubscribers ||
    u instanceof ClientShareFull
  )
}
