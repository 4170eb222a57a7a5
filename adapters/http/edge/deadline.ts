/** The answer to a request past its deadline: a JSON 503 with `Retry-After`, never a hung connection. Posting again is
 * safe: the pool answers an identical transaction with the same id. */
import type { HttpServerResponse } from "effect/http"
import { errorResponse } from "../errors/error_response.ts"

/** The JSON answer to a request whose deadline fired after `millis`. */
export function timeoutResponse(millis: number): HttpServerResponse.HttpServerResponse {
  const seconds = Math.round(millis / 100) / 10
  return errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
    "retry-after": "1"
  })
}
