/** The error envelope: a core error, failure or defect gets its status from `core_errors.ts`, an undecodable request
 * part the contract's 400, an oversized body 413; else a logged 500 `ErrInternal`. An interruption stays one. */
import { Cause, Context, Effect } from "effect"
import { HttpServerError, HttpServerRequest, type HttpServerResponse } from "effect/http"
import { HttpApiSchemaError } from "effect/http-api/HttpApiError"
import { Unavailable } from "../../../core/errors.ts"
import type { RequestFacts } from "./request_context.ts"
import { coreErrorResponse, isCoreError } from "../errors/core_errors.ts"
import { errorResponse, messageOfStatus } from "../errors/error_response.ts"
import { schemaErrorMessage } from "../errors/schema_error_message.ts"

/** The core error carried by the cause, as a failure or a defect. */
function coreErrorOf(cause: Cause.Cause<unknown>) {
  for (const reason of cause.reasons) {
    if (reason._tag === "Fail" && isCoreError(reason.error)) return reason.error
    if (reason._tag === "Die" && isCoreError(reason.defect)) return reason.defect
  }
  return undefined
}

/** The contract's answer to a request the builder could not decode or whose body could not be read, if the cause is one. */
function requestErrorOf(cause: Cause.Cause<unknown>): Effect.Effect<HttpServerResponse.HttpServerResponse> | undefined {
  for (const reason of cause.reasons) {
    const error = reason._tag === "Die" ? reason.defect : reason._tag === "Fail" ? reason.error : undefined
    if (HttpApiSchemaError.is(error) && error.kind !== "Body" && error.kind !== "ResponseHeaders") {
      const kind = error.kind
      const issue = error.cause.issue
      return Effect.withFiber((fiber) => {
        const query = Context.getOrUndefined(fiber.context, HttpServerRequest.ParsedSearchParams) ?? {}
        const message = schemaErrorMessage(kind, issue, (name) => Array.isArray(query[name]))
        return Effect.succeed(errorResponse(400, "ErrParamValidationFailed", message))
      })
    }
    if (HttpServerError.isHttpServerError(error) && error.reason._tag === "RequestParseError") {
      return Effect.succeed(
        error.reason.reason === "BodyTooLarge"
          ? errorResponse(413, "ErrPayloadTooLarge", messageOfStatus(413))
          : errorResponse(400, "ErrParamValidationFailed", messageOfStatus(400))
      )
    }
  }
  return undefined
}

/** The response of a cause the request's effect failed or died with; a 5xx is logged with the request id, its cause kept on `facts`. */
function recover(
  cause: Cause.Cause<unknown>,
  facts: RequestFacts
): Effect.Effect<HttpServerResponse.HttpServerResponse> {
  if (Cause.hasInterruptsOnly(cause)) return Effect.interrupt
  const requestError = requestErrorOf(cause)
  if (requestError !== undefined) return requestError
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
