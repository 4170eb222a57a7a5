/**
 * The error envelope: whatever a request's effect did not answer itself becomes a `{message, code,
 * type}` response. A core error, as a failure or a defect (storage raises `Unavailable` as a
 * defect), gets its status from `core_errors.ts`; anything else is a 500 `ErrInternal`, logged and
 * never returned. An interruption (the deadline, the client gone) stays one.
 */
import { Cause, Effect } from "effect"
import type { HttpServerResponse } from "effect/http"
import { Unavailable } from "../../../core/errors.ts"
import type { RequestFacts } from "./request_context.ts"
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

/** `log` with the request id, the cause kept on `facts` for the request's log line. */
function recordFailure(log: Effect.Effect<void>, cause: Cause.Cause<unknown>, facts: RequestFacts): Effect.Effect<void> {
  facts.failure = Cause.pretty(cause)
  return Effect.annotateLogs(log, "requestId", facts.id)
}

/** The response of a cause the request's effect failed or died with. */
function recover(cause: Cause.Cause<unknown>, facts: RequestFacts): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  if (Cause.hasInterruptsOnly(cause)) return Effect.interrupt
  const coreError = coreErrorOf(cause)
  if (coreError !== undefined) {
    const response = coreErrorResponse(coreError)
    return coreError instanceof Unavailable
      ? Effect.as(recordFailure(Effect.logWarning("storage unavailable", cause), cause, facts), response)
      : Effect.succeed(response)
  }
  return Effect.as(
    recordFailure(Effect.logError("unhandled failure", cause), cause, facts),
    errorResponse(500, "ErrInternal", messageOfStatus(500))
  )
}

/** `effect` with every failure and defect answered with the error shape; `facts` receive a 5xx's cause. */
export function enveloped<E>(
  effect: Effect.Effect<HttpServerResponse.HttpServerResponse, E>,
  facts: RequestFacts
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  return Effect.catchCause(effect, (cause) => recover(cause, facts))
}
