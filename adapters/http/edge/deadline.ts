/**
 * The server-side deadline of every request: a request that has not produced its response
 * within the deadline is interrupted (its storage work included) and answered with a JSON 503
 * `ErrRequestTimeout` and `Retry-After: 1`, never left hanging or cut silently. A POST
 * interrupted this way may or may not have been stored; posting it again is safe (the pool
 * answers an identical transaction with the same id).
 *
 * One native timer per request interrupts the request's fiber; the interrupted request's bare
 * 503 is then replaced by the JSON answer (`mod.ts`). Effect's `timeoutOrElse` would race a
 * second fiber against every request, which measured ≈ 20 µs a request here, more than the rest
 * of the edge together.
 */
import type { Fiber } from "effect"
import type { HttpServerResponse } from "effect/http"
import { errorResponse } from "../error_response.ts"
import type { RequestFacts } from "./request_context.ts"

/** The JSON answer to a request whose deadline fired after `millis`. */
export function timeoutResponse(millis: number): HttpServerResponse.HttpServerResponse {
  const seconds = Math.round(millis / 100) / 10
  return errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
    "retry-after": "1"
  })
}

/** Starts the deadline of the request running on `fiber`; returns the function that cancels it. */
export function armDeadline(fiber: Fiber.Fiber<unknown, unknown>, facts: RequestFacts, millis: number): () => void {
  const timer = setTimeout(() => {
    facts.timedOut = true
    fiber.interruptUnsafe()
  }, millis)
  return () => clearTimeout(timer)
}

/** Whether a response is the bare 503 of a request interrupted by its deadline. */
export function isDeadlineAbort(response: HttpServerResponse.HttpServerResponse, facts: RequestFacts): boolean {
  return facts.timedOut && response.status === 503 && response.body._tag === "Empty"
}
