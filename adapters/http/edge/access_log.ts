/**
 * The request log line (its fields: docs/operations.md, "Logs"), one per request through Effect's loggers at level
 * Info, written by the edge just before the response is sent so that it describes the response as it goes out; the
 * route is its template, never the raw URL, which may carry addresses. A logger renders it by its fields (`toJSON`).
 */
import { Cause, Clock, Context, type Fiber, Logger, LogLevel, References } from "effect"
import type { HttpServerResponse } from "effect/http"
import type { RequestFacts } from "./request_context.ts"

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

/** The fields of a request log line. */
export type RequestLogFields = {
  readonly method: string
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

/** One request's log line, the second part of the message of a log call (`["request", line]`). */
export class RequestLogLine {
  readonly fields: RequestLogFields

  constructor(fields: RequestLogFields) {
    this.fields = fields
  }

  /** The fields as an object (what a structured logger prints), without the absent ones. */
  toJSON(): Record<string, unknown> {
    const fields: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(this.fields)) if (value !== undefined) fields[key] = value
    return fields
  }
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

/** The request log line of a log call's message, if it is one. */
export function requestLineOf(message: unknown): RequestLogLine | undefined {
  if (!Array.isArray(message) || message.length !== 2 || message[0] !== REQUEST_LOG_MESSAGE) return undefined
  const line: unknown = message[1]
  return line instanceof RequestLogLine ? line : undefined
}

/** What the request log reads of a request fiber's context: its loggers and clock, or undefined when Info is not logged. */
interface LogTarget {
  readonly loggers: ReadonlySet<Logger.Logger<unknown, unknown>>
  readonly clock: Clock.Clock
}

/** The last context seen and its target: a context never changes, and a server's requests share one. */
let lastContext: Context.Context<never> | undefined
let lastTarget: LogTarget | undefined

/** The log target of `context`, read once per context (bench:http's token row). */
function targetOf(context: Context.Context<never>): LogTarget | undefined {
  if (context === lastContext) return lastTarget
  lastContext = context
  lastTarget = LogLevel.isGreaterThan(Context.getUnsafe(context, References.MinimumLogLevel), "Info")
    ? undefined
    : { loggers: Context.getUnsafe(context, Logger.CurrentLoggers), clock: Context.getUnsafe(context, Clock.Clock) }
  return lastTarget
}

/**
 * Writes the log line of a response about to be sent (`now` is `performance.now()` as it goes)
 * to the loggers of `fiber` (the request's), as `Effect.logInfo("request", line)` would, skipped
 * below the minimum log level. Called from inside the edge's own step, so no effect is built and
 * run for it per request.
 */
export function logRequest(
  fiber: Fiber.Fiber<unknown, unknown>,
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts,
  now: number
): void {
  if (targetOf(fiber.context) === undefined) return
  logRequestFields(fiber, {
    method,
    route,
    status: response.status,
    durationMs: Math.round((now - facts.startedAt) * 100) / 100,
    bytes: bodyBytes(response),
    requestId: facts.id,
    client: facts.client,
    errorType: errorTypeOf(response),
    cause: facts.failure,
    traceId: facts.traceId
  })
}

/** Writes a request log line of `fields` to the loggers of `fiber`, as `Effect.logInfo("request", line)` would, skipped below the minimum log level. */
export function logRequestFields(fiber: Fiber.Fiber<unknown, unknown>, fields: RequestLogFields): void {
  const target = targetOf(fiber.context)
  if (target === undefined) return
  const options = {
    message: [REQUEST_LOG_MESSAGE, new RequestLogLine(fields)],
    logLevel: "Info",
    cause: Cause.empty,
    fiber,
    date: new Date(target.clock.currentTimeMillisUnsafe())
  } as const
  for (const logger of target.loggers) logger.log(options)
}
