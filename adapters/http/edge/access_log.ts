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
 * a large part of a small request's cost. The server's JSON logger goes further and takes the
 * line's fields alone (`RequestLineWriter`): measured in the running server, toggling the log on
 * and off every 50 ms, each microsecond spent on a request's path cost about two of throughput.
 */
import { Cause, Clock, Context, type Fiber, Logger, LogLevel, References, type Types } from "effect"
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

/**
 * The text `JSON.stringify` gives for a duration in milliseconds rounded to hundredths (as the
 * request log rounds it), from integer arithmetic: formatting a fraction in general takes V8 a
 * third of rendering the whole request line (measured).
 */
export function durationText(durationMs: number): string {
  const hundredths = Math.round(durationMs * 100)
  if (!(hundredths >= 0 && hundredths < Number.MAX_SAFE_INTEGER) || hundredths / 100 !== durationMs) return String(durationMs)
  const whole = Math.floor(hundredths / 100)
  const fraction = hundredths - whole * 100
  if (fraction === 0) return `${whole}`
  if (fraction % 10 === 0) return `${whole}.${fraction / 10}`
  return fraction < 10 ? `${whole}.0${fraction}` : `${whole}.${fraction}`
}

/** The fields of a request log line: a `RequestLogLine`, or a slot a logger keeps it in. */
export interface RequestLogFields {
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
}

/**
 * `head`, the fields of a request log line as the members of a JSON object (without braces: the
 * text `JSON.stringify` gives for `RequestLogLine.toJSON()`), then `tail`, as one string. Method
 * (an HTTP token), route (a template of ours) and request id (checked by `request_id.ts` or a
 * UUID) need no escaping; only the cause goes through `JSON.stringify`. The JSON logger renders
 * its whole line in this one step (`head` and `tail` are the rest of the line).
 */
export function requestJsonMembers(head: string, line: RequestLogFields, tail: string): string {
  const sent = line.bytes === undefined ? "" : `,"bytes":${line.bytes}`
  const failure = line.cause === undefined ? "" : `,"cause":${JSON.stringify(line.cause)}`
  return `${head}"method":"${line.method}","route":"${line.route}","status":${line.status},"durationMs":${
    durationText(line.durationMs)
  }${sent},"requestId":"${line.requestId}"${failure}${tail}`
}

/** One request's log line, as the message of a log call. */
export class RequestLogLine implements RequestLogFields {
  readonly method: string
  readonly route: string
  readonly status: number
  readonly durationMs: number
  readonly bytes: number | undefined
  readonly requestId: string
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

  /** The fields as the members of a JSON object, without braces (`requestJsonMembers`). */
  jsonMembers(): string {
    return requestJsonMembers("", this, "")
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

/** A request log line kept by a logger until it writes it: the fields, when and by which fiber it was logged. */
export interface RequestLogSlot extends Types.Mutable<RequestLogFields> {
  /** When it was logged (epoch milliseconds). */
  millis: number
  /** The id of the fiber that logged it. */
  fiberId: number
}

/**
 * A logger that also takes request log lines as fields (the JSON lines logger of `app/logging.ts`,
 * whose sink keeps them in reused slots): `logRequest` fills a slot it claims, without building
 * the line, message and options objects a logger call takes, when the request's fiber carries no
 * log annotations or spans (the line is then exactly the logged message, at level Info). Any
 * other logger gets the usual call.
 */
export interface RequestLineWriter {
  /** The slot of the next line, to fill at once (every field) and then `commit`. */
  readonly claim: () => RequestLogSlot
  /** Takes the line just filled in. */
  readonly commit: () => void
}

/** The key under which a logger carries its `RequestLineWriter`. */
const RequestLineWriterKey: unique symbol = Symbol.for("zk-api/adapters/http/edge/RequestLineWriter")

/** `logger`, also taking request lines through `writer`. */
export function withRequestLineWriter<M, O>(logger: Logger.Logger<M, O>, writer: RequestLineWriter): Logger.Logger<M, O> {
  return Object.assign(logger, { [RequestLineWriterKey]: writer })
}

/** The request line writer a logger carries, if any. */
function requestLineWriterOf(logger: Logger.Logger<unknown, unknown>): RequestLineWriter | undefined {
  return (logger as { readonly [RequestLineWriterKey]?: RequestLineWriter })[RequestLineWriterKey]
}

/**
 * What a fiber context says about the request log: whether Info is logged, its loggers (those
 * taking request lines directly, when the context has no log annotations or spans, and the
 * others), and its clock. Worked out once per context: a context never changes, and the fast
 * lane's requests all run in the server's one context.
 */
class LogTarget {
  readonly context: Context.Context<never>
  readonly enabled: boolean
  readonly writers: ReadonlyArray<RequestLineWriter>
  readonly others: ReadonlyArray<Logger.Logger<unknown, unknown>>
  readonly clock: Clock.Clock

  constructor(context: Context.Context<never>) {
    this.context = context
    this.enabled = !LogLevel.isGreaterThan(Context.getUnsafe(context, References.MinimumLogLevel), REQUEST_LOG_LEVEL)
    this.clock = Context.getUnsafe(context, Clock.Clock)
    let plain = Context.getUnsafe(context, References.CurrentLogSpans).length === 0
    for (const _ in Context.getUnsafe(context, References.CurrentLogAnnotations)) plain = false
    const writers: Array<RequestLineWriter> = []
    const others: Array<Logger.Logger<unknown, unknown>> = []
    for (const logger of Context.getUnsafe(context, Logger.CurrentLoggers)) {
      const writer = plain ? requestLineWriterOf(logger) : undefined
      if (writer === undefined) others.push(logger)
      else writers.push(writer)
    }
    this.writers = writers
    this.others = others
  }
}

/** The target of the last context seen (one entry: the fast lane's requests share one context). */
let lastTarget: LogTarget | undefined

/** The log target of a fiber's context. */
function targetOf(fiber: Fiber.Fiber<unknown, unknown>): LogTarget {
  const context = fiber.context
  if (lastTarget?.context !== context) lastTarget = new LogTarget(context)
  return lastTarget
}

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
 * Writes the log line of a response about to be sent (`now` is `performance.now()` as it goes)
 * to the loggers of `fiber` (the request's), as `Effect.logInfo("request", line)` would, skipped
 * below the minimum log level. Called from inside the edge's own step, so no effect is built and
 * run for it per request; a logger that takes request lines (`RequestLineWriter`) gets the
 * fields alone.
 */
export function logRequest(
  fiber: Fiber.Fiber<unknown, unknown>,
  method: string,
  route: string,
  response: HttpServerResponse.HttpServerResponse,
  facts: RequestFacts,
  now: number
): void {
  const target = targetOf(fiber)
  if (!target.enabled) return
  const durationMs = Math.round((now - facts.startedAt) * 100) / 100
  const status = response.status
  const bytes = bodyBytes(response)
  const millis = target.clock.currentTimeMillisUnsafe()
  for (const writer of target.writers) {
    const slot = writer.claim()
    slot.method = method
    slot.route = route
    slot.status = status
    slot.durationMs = durationMs
    slot.bytes = bytes
    slot.requestId = facts.id
    slot.cause = facts.failure
    slot.millis = millis
    slot.fiberId = fiber.id
    writer.commit()
  }
  if (target.others.length === 0) return
  const options = {
    message: [REQUEST_LOG_MESSAGE, new RequestLogLine(method, route, status, durationMs, bytes, facts.id, facts.failure)],
    logLevel: REQUEST_LOG_LEVEL,
    cause: Cause.empty,
    fiber,
    date: dateAt(millis)
  } as const
  for (const logger of target.others) logger.log(options)
}
