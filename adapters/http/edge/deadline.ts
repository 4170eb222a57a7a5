/**
 * The server-side deadline of every request: a request that has not produced its response
 * within the deadline is interrupted (its storage work included) and answered with a JSON 503
 * `ErrRequestTimeout` and `Retry-After: 1`, never left hanging or cut silently. A POST
 * interrupted this way may or may not have been stored; posting it again is safe (the pool
 * answers an identical transaction with the same id). The request path arms one native timer per
 * request that interrupts the request's fiber (`../server/pipeline.ts`), rather than racing a
 * second fiber against each request.
 */
import type { HttpServerResponse } from "effect/http"
import { errorResponse } from "../errors/error_response.ts"

/** The JSON answer to a request whose deadline fired after `millis`. */
export function timeoutResponse(millis: number): HttpServerResponse.HttpServerResponse {
  const seconds = Math.round(millis / 100) / 10
  return errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
    "retry-after": "1"
  })
}
