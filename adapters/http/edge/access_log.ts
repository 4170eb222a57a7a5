/**
 * The request log: one structured line per request through Effect's logger (level Info, so
 * `LOG_LEVEL=warn` silences it), with the method, the route template (never the raw URL, which
 * may carry addresses), the status, the duration in milliseconds, the body bytes sent (after
 * compression), the request id and, for a 5xx, the cause the error envelope recorded. The edge
 * writes it just before the response is sent (`mod.ts`), so it describes the response as it goes
 * out.
 *
 * The line is the log message itself (a `RequestLogLine`), not log annotations: annotating the
 * fiber copies its context for every request, and a logger that knows the line can write it
 * without a generic serializer (`jsonMembers`, `summary`), which matters when the log line is
 * a large part of a small request's cost.
 */
import { Cause, Clock, type Fiber, Logger, LogLevel, References } from "effect"
import type { HttpServerResponse } from "effect/http"
import type { RequestFacts } from "./request_context.ts"

/** The route template of a request (`/accounts/:accountIndex`), or undefined when no route matches. */
export type RouteOf = (method: string, url: string) => string | undefined

/** The label of a request that matched no route. */
export const UNMATCHED_ROUTE = "unmatched"

/** The message text of a request log line. */
export const REQUEST_LOG_MESSAGE = "request"

/** The number of body bytes of a response, when known. */
export function bodyBytes(response: HttpServerResponse.HttpServerResponse): number | undefined {
  const body = response.body
  switch (body._tag) {
    case "Empty":
      return 0
    case "Uint8Array":
      return body.body.byteLength
    default: {
      const header = response.headers["content-length"]
      return header === undefined ? body.contentLength : Number(header)
    }
  }
}

/** The fields of one request's log line. */
export class RequestLogLine {
  /** The request method. */
  readonly method: string
  /** The route template, or `unmatched`. */
  readonly route: string
  /** The response status. */
  readonly status: number
  /** Milliseconds from arrival to the response being ready, to 0.01 ms. */
  readonly durationMs: number
  /** Body bytes sent (after compression), when known. */
  readonly bytes: number | undefined
  /** The request id. */
  readonly requestId: string
  /** The cause of a 5xx, as text. */
  readonly cause: string | undefined

  constructor(
    method: string,
    route: string,
    status: number,
    durationMs: number,
    bytes: number | undefined,
    requestId: string,
    cause: string | undefined
  ) {
    this.method = method
    this.route = route
    this.status = status
    this.durationMs = durationMs
    this.bytes = bytes
    this.requestId = requestId
    this.cause = cause
  }

  /** The fields as an object (what a generic structured logger prints). */
  toJSON(): Record<string, unknown> {
    const fields: Record<string, unknown> = {
      method: this.method,
      route: this.route,
      status: this.status,
      durationMs: this.durationMs,
      bytes: this.bytes,
      requestId: this.requestId
    }
    if (this.cause !== undefined) fields["cause"] = this.cause
    return fields
  }

  /**
   * The fields as the members of a JSON object, without braces: the same text `JSON.stringify`
   * gives for `toJSON()`. Method (an HTTP token), route (a template of ours) and request id
   * (checked by `request_id.ts` or a UUID) need no escaping; only the cause goes through
   * `JSON.stringify`.
   */
  jsonMembers(): string {
    const bytes = this.bytes === undefined ? "" : `,"bytes":${this.bytes}`
    const cause = this.cause === undefined ? "" : `,"cause":${JSON.stringify(this.cause)}`
    return `"method":"${this.method}","route":"${this.route}","status":${this.status},"durationMs":${this.durationMs}${bytes},"requestId":"${this.requestId}"${cause}`
  }

  /** One human-readable line: `GET /tokens/:id 200 0.42 ms 215 B id=…`. */
  summary(): string {
    const bytes = this.bytes === undefined ? "" : ` ${this.bytes} B`
    const cause = this.cause === undefined ? "" : ` cause=${this.cause}`
    return `${this.method} ${this.route} ${this.status} ${this.durationMs} ms${bytes} id=${this.requestId}${cause}`
  }
}

/** The level of the request log. */
const REQUEST_LOG_LEVEL = "Info"

/** The `Date` of an instant, one per millisecond: the lines of a busy millisecond share it (loggers only read it). */
const dateAt = (() => {
  let millis = Number.NaN
  let date = new Date(0)
  return (now: number): Date => {
    if (now !== millis) {
      millis = now
      date = new Date(now)
    }
    return date
  }
})()

/**
 * Writes the log line of a response about to be sent to the loggers of `fiber` (the request's),
 * as `Effect.logInfo("request", line)` would, skipped below the minimum log level. Called from
 * inside the edge's own step, so no effect is built and run for it per request.
 */
export function logRequest(
  fiber: Fiber.Fiber<unknown, unknown>,
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts
): void {
  if (LogLevel.isGreaterThan(fiber.getRef(References.MinimumLogLevel), REQUEST_LOG_LEVEL)) return
  const loggers = fiber.getRef(Logger.CurrentLoggers)
  if (loggers.size === 0) return
  const now = performance.now()
  const durationMs = Math.round((now - facts.startedAt) * 100) / 100
  const line = new RequestLogLine(method, route, response.status, durationMs, bodyBytes(response), facts.id, facts.failure)
  const options = {
    message: [REQUEST_LOG_MESSAGE, line],
    logLevel: REQUEST_LOG_LEVEL,
    cause: Cause.empty,
    fiber,
    date: dateAt(fiber.getRef(Clock.Clock).currentTimeMillisUnsafe())
  } as const
  for (const logger of loggers) logger.log(options)
}
