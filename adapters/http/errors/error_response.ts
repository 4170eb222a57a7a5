/**
 * Error responses of the request path: every non-2xx it answers — a use case's error, a request
 * that does not decode, the router's 404/405, a body's 413/415, a defect's 500 — is made here,
 * with the body and status of `error_body.ts`.
 */
import { HttpServerResponse } from "effect/http"
import type { ErrorType } from "../../../core/error_catalogue.ts"
import { errorBody } from "./error_body.ts"

export { messageOfStatus, statusOfType } from "./error_body.ts"

/** A JSON error response with `status` and the catalogue entry `type`. */
export function errorResponse(
  status: number,
  type: ErrorType,
  message: string,
  headers?: Readonly<Record<string, string>>
): HttpServerResponse.HttpServerResponse {
  const body = errorBody(type, message)
  return headers === undefined
    ? HttpServerResponse.text(body, { status, contentType: "application/json" })
    : HttpServerResponse.text(body, { status, contentType: "application/json", headers })
}
