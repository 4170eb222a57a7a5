/**
 * The server-side deadline of every request: a request that has not produced its response
 * within the deadline is interrupted (its storage work included) and answered with a JSON 503
 * `ErrRequestTimeout` and `Retry-After: 1`, never left hanging or cut silently. A POST
 * interrupted this way may or may not have been stored; posting it again is safe (the pool
 * answers an identical transaction with the same id).
 *
 * One native timer per request interrupts the request's fiber; the interrupted request's bare
 * 503 is then replaced by the JSON answer. Effect's `timeoutOrElse` would race a
 * second fiber against every request, which measured ≈ 20 µs a request here, more than the rest
 * of the edge together.
 */
import type { Context, Effect, Fiber } from "effect"
import { HttpEffect, type HttpServerRequest, type HttpServerResponse } from "effect/http"
import { errorResponse } from "../error_response.ts"
import type { RequestFacts } from "./request_context.ts"

/** The JSON answer to a request whose deadline fired after `millis`. */
export function timeoutResponse(millis: number): HttpServerResponse.HttpServerResponse {
  const seconds = Math.round(millis / 100) / 10
  return errorResponse(503, "ErrRequestTimeout", `the request did not complete within ${seconds} s; retry later`, {
    "retry-after": "1"
  })
}

/** What the edge does to a response about to be sent. */
export type Finish = (
  request: HttpServerRequest.HttpServerRequest,
  response: HttpServerResponse.HttpServerResponse
) => Effect.Effect<HttpServerResponse.HttpServerResponse>

/**
 * Starts the deadline of the request running on `fiber`; `clearTimeout` the result once the
 * response is ready. When it fires, the fiber is interrupted and `finish` is registered for the
 * bare 503 the platform then renders, which becomes the JSON answer. The handler goes to the
 * request's context as it is now: when the deadline fires, the fiber may be running a use case
 * with the handlers' own context in place of the request's (`../respond.ts` `responder`).
 */
export function armDeadline(
  fiber: Fiber.Fiber<unknown, unknown>,
  facts: RequestFacts,
  millis: number,
  finish: Finish
): ReturnType<typeof setTimeout> {
  return setTimeout(fire, millis, fiber, fiber.context, facts, millis, finish)
}

/** The deadline of a request fires. */
function fire(
  fiber: Fiber.Fiber<unknown, unknown>,
  requestContext: Context.Context<never>,
  facts: RequestFacts,
  millis: number,
  finish: Finish
): void {
  facts.timedOut = true
  HttpEffect.appendPreResponseHandlerUnsafe(requestContext, (request, response) =>
    finish(request, response.status === 503 && response.body._tag === "Empty" ? timeoutResponse(millis) : response))
  fiber.interruptUnsafe()
}
