/** The one mapping from core errors to HTTP statuses and catalogue types. */
import type { HttpServerResponse } from "effect/http"
import { BadRequest, NotFound, TooManySubscribers, Unavailable } from "../../../core/errors.ts"
import { errorResponse, statusOfType } from "./error_response.ts"

/** An error a use case can fail with. */
export type CoreError = BadRequest | NotFound | Unavailable | TooManySubscribers

/** The response of a core error, with its catalogue type's status (`statusOfType`, the one the document lists). */
export function coreErrorResponse(error: CoreError): HttpServerResponse.HttpServerResponse {
  switch (error._tag) {
    case "BadRequest":
      return errorResponse(statusOfType(error.type), error.type, error.message)
    case "NotFound":
      return errorResponse(statusOfType("ErrNotFound"), "ErrNotFound", error.message)
    case "Unavailable":
      return errorResponse(statusOfType("ErrStorageUnavailable"), "ErrStorageUnavailable", error.message)
    case "TooManySubscribers":
      return errorResponse(statusOfType("ErrTooManySubscribers"), "ErrTooManySubscribers", error.message, {
        "retry-after": "5"
      })
  }
}

/** Whether a value (a defect, typically) is a core error. */
export function isCoreError(u: unknown): u is CoreError {
  return u instanceof BadRequest || u instanceof NotFound || u instanceof Unavailable || u instanceof TooManySubscribers
}
