/**
 * The global router middleware that gives every response that never reached an endpoint's own
 * error handling the `{message, code, type}` body: unknown routes (404 ErrRouteNotFound), a known
 * path with the wrong method (405 ErrMethodNotAllowed with an `Allow` header), bodies over the
 * size limit (413), non-JSON bodies (415), malformed requests (400), storage failures raised as
 * defects (503) and any other defect (500 ErrInternal, logged with its cause, never returned).
 * It also sets the request body size limit.
 */
import { ByteSize, Cause, Effect, Layer } from "effect"
import type { Types } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerError, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Unavailable } from "../../core/errors.ts"
import { coreErrorResponse, isCoreError } from "./core_errors.ts"
import type { RequestFacts } from "./edge/request_context.ts"
import { errorResponse, messageOfStatus, typeOfStatus } from "./error_response.ts"

/** Largest accepted request body. */
export const MAX_BODY_BYTES = 64 * 1024

/** What the envelope needs to know about the mounted routes. */
export interface ErrorEnvelopeOptions {
  /** The methods the routes accept for a URL (empty when the path is unknown). */
  readonly allowedMethods: (url: string) => ReadonlyArray<string>
}

/** Whether the cause is the router's RouteNotFound. */
function isRouteNotFound(cause: Cause.Cause<unknown>): boolean {
  return cause.reasons.some((reason) =>
    reason._tag === "Fail" &&
    HttpServerError.isHttpServerError(reason.error) &&
    reason.error.reason._tag === "RouteNotFound"
  )
}

/** The core error carried by the cause, as a failure or a defect (storage adapters raise Unavailable as a defect). */
function coreErrorOf(cause: Cause.Cause<unknown>) {
  for (const reason of cause.reasons) {
    if (reason._tag === "Fail" && isCoreError(reason.error)) return reason.error
    if (reason._tag === "Die" && isCoreError(reason.defect)) return reason.defect
  }
  return undefined
}

/** Whether a response already has a JSON body (then it is one of ours and keeps its shape). */
function hasJsonBody(response: HttpServerResponse.HttpServerResponse): boolean {
  const body = response.body
  return body._tag !== "Empty" && body.contentType?.startsWith("application/json") === true
}

/** The same response with an error body when it is an error without one. */
function withErrorBody(response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse {
  if (response.status < 400 || hasJsonBody(response)) return response
  const allow = response.headers["allow"]
  return errorResponse(
    response.status,
    typeOfStatus(response.status),
    messageOfStatus(response.status),
    allow === undefined ? undefined : { allow }
  )
}

/**
 * Whether the path of a URL decodes as UTF-8: the router matches decoded paths, so a path with a
 * malformed percent-sequence (`/coordinators/%FF`) matches no route although a parameter of it is
 * what is wrong — a 400, not a 404.
 */
function isDecodablePath(url: string): boolean {
  const end = url.search(/[?#]/u)
  try {
    decodeURIComponent(end === -1 ? url : url.slice(0, end))
    return true
  } catch {
    return false
  }
}

/** The response of a failure that escaped the endpoints. */
const recover = (options: ErrorEnvelopeOptions) =>
  Effect.fnUntraced(function*(cause: Cause.Cause<Types.unhandled>, facts: RequestFacts | undefined) {
    if (Cause.hasInterruptsOnly(cause)) return yield* Effect.failCause(cause)
    const found = isRouteNotFound(cause) ? yield* Effect.serviceOption(HttpServerRequest.HttpServerRequest) : undefined
    if (found !== undefined && found._tag === "Some") {
      // Only the router fails with RouteNotFound, and it runs with the request in context.
      const request = found.value
      if (!isDecodablePath(request.url)) {
        return errorResponse(400, "ErrParamValidationFailed", "the path is not valid percent-encoded UTF-8")
      }
      const allowed = options.allowedMethods(request.url)
      return allowed.length === 0
        ? errorResponse(404, "ErrRouteNotFound", messageOfStatus(404))
        : errorResponse(405, "ErrMethodNotAllowed", `method ${request.method} not allowed`, {
          allow: allowed.join(", ")
        })
    }
    const coreError = coreErrorOf(cause)
    if (coreError !== undefined) {
      if (coreError instanceof Unavailable) yield* recordFailure(Effect.logWarning("storage unavailable", cause), cause, facts)
      return coreErrorResponse(coreError)
    }
    const [response] = yield* HttpServerError.causeResponse(cause)
    if (response.status >= 500) {
      yield* recordFailure(Effect.logError("unhandled failure", cause), cause, facts)
      return errorResponse(500, "ErrInternal", messageOfStatus(500))
    }
    return withErrorBody(response)
  })

/**
 * Writes the log line of a 5xx (`log`: a warning for an outage, an error otherwise) with the request id, and
 * keeps it on the request's facts for the request's log line (`edge/access_log.ts`).
 */
function recordFailure(log: Effect.Effect<void>, cause: Cause.Cause<unknown>, facts: RequestFacts | undefined): Effect.Effect<void> {
  if (facts === undefined) return log
  facts.failure = Cause.pretty(cause)
  return Effect.annotateLogs(log, "requestId", facts.id)
}

/**
 * The envelope around a request's effect: the body size limit and the error body of every
 * failure; `facts` (from the edge, when it runs the envelope) receive a 5xx's cause.
 */
export function envelope(options: ErrorEnvelopeOptions) {
  const limit = ByteSize.bytes(MAX_BODY_BYTES)
  const onCause = recover(options)
  return (
    effect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>,
    facts?: RequestFacts
  ): Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled> =>
    effect.pipe(
      Effect.provideService(HttpIncomingMessage.MaxBodySize, limit),
      Effect.catchCause((cause) => onCause(cause, facts)),
      Effect.map(withErrorBody)
    )
}

/** The envelope as a global middleware layer (for routers without the edge, which runs the envelope itself). */
export function errorEnvelope(options: ErrorEnvelopeOptions): Layer.Layer<never, never, HttpRouter.HttpRouter> {
  const wrap = envelope(options)
  return HttpRouter.middleware(
    (effect: Effect.Effect<HttpServerResponse.HttpServerResponse, Types.unhandled>) => wrap(effect),
    { global: true }
  )
}
