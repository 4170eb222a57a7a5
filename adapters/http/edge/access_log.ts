/** The request log line (docs/operations.md, "Logs"), built from a response and its request's facts or from a
 * transport's own answer, logged through Effect's logger at Info (`Effect.logInfo`): the loggers, minimum level and
 * log annotations the application installs apply to it as to any line. */
import { Effect, type Fiber } from "effect"
import type { HttpServerResponse } from "effect/http"
import type { RequestMetrics } from "./metrics.ts"
import { type Middleware, type RequestFacts, withRequest } from "./request_context.ts"

/** The label of a request that matched no route. */
export const UNMATCHED_ROUTE = "unmatched"

/** The message text of a request log line. */
export const REQUEST_LOG_MESSAGE = "request"

/** The number of body bytes of a response, when known. */
function bodyBytes(response: HttpServerResponse.HttpServerResponse): number | undefined {
  const body = response.body
  if (body._tag === "Empty") return 0
  if (body._tag === "Uint8Array") return body.contentLength
  const header = response.headers["content-length"]
  return header === undefined ? body.contentLength : Number(header)
}

/** The fields of a request log line, in the order they are written. */
export type RequestLogFields = {
  readonly method: string
  /** The route's template, never the raw URL, which may carry addresses. */
  readonly route: string
  readonly status: number
  /** Milliseconds from arrival to the response being ready, to 0.01 ms. */
  readonly durationMs: number
  /** Body bytes sent (after compression), when known. */
  readonly bytes: number | undefined
  readonly requestId: string
  /** Who asked: an API key's name or the client's address, when known. */
  readonly client?: string | undefined
  /** The error body's `type` of a 4xx or 5xx (`ErrNotFound`). */
  readonly errorType?: string | undefined
  /** The cause of a 5xx, as text. */
  readonly cause?: string | undefined
  /** The trace id of the request's span, when tracing is on. */
  readonly traceId?: string | undefined
}

/** The `type` of an error body (`{"message":…,"code":…,"type":"ErrNotFound"}`), read only for a 4xx or 5xx. */
function errorTypeOf(response: HttpServerResponse.HttpServerResponse): string | undefined {
  const body = response.body
  if (response.status < 400 || body._tag !== "Uint8Array" || !body.contentType.endsWith("json")) return undefined
  try {
    const parsed: unknown = JSON.parse(body.text ?? new TextDecoder().decode(body.body))
    const type: unknown = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "type") : undefined
    return typeof type === "string" ? type : undefined
  } catch {
    return undefined
  }
}

/** A duration in milliseconds as the line writes it: to 0.01 ms. */
export function roundedMillis(millis: number): number {
  return Math.round(millis * 100) / 100
}

/** The log line of a response about to be sent (`now` is `performance.now()` as it goes). */
export function logRequest(
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts,
  now: number
): Effect.Effect<void> {
  return logRequestFields({
    method,
    route,
    status: response.status,
    durationMs: roundedMillis(now - facts.startedAt),
    bytes: bodyBytes(response),
    requestId: facts.id,
    client: facts.client,
    errorType: errorTypeOf(response),
    cause: facts.failure,
    traceId: facts.traceId
  })
}

/** The request log line of `fields`: `Effect.logInfo(REQUEST_LOG_MESSAGE, fields)`. */
function logRequestFields(fields: RequestLogFields): Effect.Effect<void> {
  return Effect.logInfo(REQUEST_LOG_MESSAGE, fields)
}

/** Logs the request line of `fields` from outside an effect (the transport's callbacks), in `fiber`'s context: its
 * loggers, minimum level and log annotations. */
export function logRequestFieldsIn(fiber: Fiber.Fiber<unknown, unknown>, fields: RequestLogFields): void {
  Effect.runSyncWith(fiber.context)(logRequestFields(fields))
}

/** The record of an answer as it goes out, under the route `label`: counted in the request `metrics` (when on) and written to the request log (when `accessLog`). */
export function recorded(label: string, metrics: RequestMetrics | undefined, accessLog: boolean): Middleware {
  return (app) =>
    metrics === undefined && !accessLog
      ? app
      : withRequest((request, facts) =>
          Effect.flatMap(app, (out) => {
            const now = performance.now()
            metrics?.record(request.method, label, out.status, (now - facts.startedAt) / 1000)
            return accessLog ? Effect.as(logRequest(request.method, label, out, facts, now), out) : Effect.succeed(out)
          })
        )
}
