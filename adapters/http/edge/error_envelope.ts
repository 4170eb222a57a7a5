/** The error envelope: a core error, failure or defect gets its status from `core_errors.ts` (what the declaration
 * does not answer: the declared middlewares turn a request's own errors into declared ones); else a logged 500
 * `ErrInternal`. An interruption stays one. */
import { Cause, Effect } from "effect"
import type { HttpServerResponse } from "effect/http"
import { Unavailable } from "../../../core/errors.ts"
import { type RequestFacts, type RouteApp, withRequest } from "./request_context.ts"
import { coreErrorResponse, isCoreError } from "../errors/core_errors.ts"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"

/** The core error carried by the cause, as a failure or a defect. */
function coreErrorOf(cause: Cause.Cause<unknown>) {
  for (const reason of cause.reasons) {
    if (reason._tag === "Fail" && isCoreError(reason.error)) return reason.error
    if (reason._tag === "Die" && isCoreError(reason.defect)) return reason.defect
  }
  return undefined
}

/** The response of a cause the request's effect failed or died with; a 5xx is logged with the request id, its cause kept on `facts`. */
function recover(
  cause: Cause.Cause<unknown>,
  facts: RequestFacts
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  if (Cause.hasInterruptsOnly(cause)) return Effect.interrupt
  const coreError = coreErrorOf(cause)
  const outage = coreError instanceof Unavailable
  if (coreError !== undefined && !outage) return Effect.succeed(coreErrorResponse(coreError))
  facts.failure = Cause.pretty(cause)
  const log = outage ? Effect.logWarning("storage unavailable", cause) : Effect.logError("unhandled failure", cause)
  const response = outage ? coreErrorResponse(coreError) : errorResponse(500, "ErrInternal", messageOfStatus(500))
  return Effect.as(Effect.annotateLogs(log, "requestId", facts.id), response)
}

/** `effect` with every failure and defect answered with the error shape; `facts` receive a 5xx's cause. */
export function enveloped<E>(
  effect: Effect.Effect<HttpServerResponse.HttpServerResponse, E>,
  facts: RequestFacts
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  return Effect.catchCause(effect, (cause) => recover(cause, facts))
}

/** The error envelope as the edge's middleware: every failure and defect of the app answered with the error shape. */
export function envelope(app: RouteApp<unknown>): RouteApp {
  return withRequest((_, facts) => enveloped(app, facts))
}
