/** Error responses of the request path, with the body and status of `error_body.ts`. */
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
  return HttpServerResponse.text(errorBody(type, message), {
    status,
    contentType: "application/json",
    ...(headers && { headers })
  })
}
