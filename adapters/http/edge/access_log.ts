/** The request log line (docs/operations.md, "Logs"), built from a response and its request's facts or from a
 * transport's own answer, written to the fiber's loggers at Info without an effect per request. */
import { Cause, Clock, Effect, type Fiber, Logger, LogLevel, References } from "effect"
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

/** Whether `fiber`'s minimum log level lets a line at Info through. */
function logsInfo(fiber: Fiber.Fiber<unknown, unknown>): boolean {
  return !LogLevel.isGreaterThan(fiber.getRef(References.MinimumLogLevel), "Info")
}

/**
 * Writes the log line of a response about to be sent (`now` is `performance.now()` as it goes) to the loggers of
 * `fiber` (the request's), skipped below the minimum log level. Called from inside the edge's own step.
 */
export function logRequest(
  fiber: Fiber.Fiber<unknown, unknown>,
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts,
  now: number
): void {
  if (!logsInfo(fiber)) return
  writeLine(fiber, {
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

/** Writes a request log line of `fields` to the loggers of `fiber`, skipped below the minimum log level. */
export function logRequestFields(fiber: Fiber.Fiber<unknown, unknown>, fields: RequestLogFields): void {
  if (logsInfo(fiber)) writeLine(fiber, fields)
}

/** Hands the line of `fields` to each of `fiber`'s loggers, as `Effect.logInfo(REQUEST_LOG_MESSAGE, fields)` does. */
function writeLine(fiber: Fiber.Fiber<unknown, unknown>, fields: RequestLogFields): void {
  const options = {
    message: [REQUEST_LOG_MESSAGE, fields],
    logLevel: "Info",
    cause: Cause.empty,
    fiber,
    date: new Date(fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
  } as const
  for (const logger of fiber.getRef(Logger.CurrentLoggers)) logger.log(options)
}

/** The record of an answer as it goes out, under the route `label`: counted in the request `metrics` (when on) and written to the request log (when `accessLog`). */
export function recorded(label: string, metrics: RequestMetrics | undefined, accessLog: boolean): Middleware {
  return (app) =>
    metrics === undefined && !accessLog
      ? app
      : withRequest((request, facts, fiber) =>
          Effect.map(app, (out) => {
            const now = performance.now()
            metrics?.record(request.method, label, out.status, (now - facts.startedAt) / 1000)
            if (accessLog) logRequest(fiber, request.method, label, out, facts, now)
            return out
          })
        )
}
