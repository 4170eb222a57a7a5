/**
 * The server's logs through Effect's logger: `LOG_FORMAT=json` writes one JSON object per line
 * (message, level, timestamp, annotations such as the request id and the request log's fields),
 * gathered into one write per 20 ms so a busy server does not pay a system call per line;
 * `LOG_FORMAT=pretty` writes Effect's human-readable lines. Without `LOG_FORMAT`, a terminal gets
 * pretty lines and anything else (a file, a pipe, a log collector) JSON. `LOG_LEVEL` sets the
 * minimum level (`info` by default, where the request log writes; `none` silences everything).
 */
import { Effect, Formatter, Layer, Logger, type LogLevel, Option, References } from "effect"
import {
  REQUEST_LOG_MESSAGE,
  requestJsonMembers,
  type RequestLogFields,
  RequestLogLine,
  type RequestLogSlot,
  withRequestLineWriter
} from "../adapters/http/edge/access_log.ts"
import type { EdgeSettings, LogFormat, LogLevelName } from "./config.ts"
import { LineSink } from "./log_sink.ts"

/** Effect's level for each `LOG_LEVEL` value. */
const LEVELS: Readonly<Record<LogLevelName, LogLevel.LogLevel>> = {
  trace: "Trace",
  debug: "Debug",
  info: "Info",
  warn: "Warn",
  error: "Error",
  fatal: "Fatal",
  none: "None"
}

/** The format used when `LOG_FORMAT` is absent: pretty on a terminal, JSON otherwise. */
export function defaultLogFormat(isTerminal: boolean): LogFormat {
  return isTerminal ? "pretty" : "json"
}

/** Whether the request log (level Info) would be written at this `LOG_LEVEL`. */
export function logsRequests(level: LogLevelName): boolean {
  return level === "trace" || level === "debug" || level === "info"
}

/** The request log line of a log call (`Effect.logInfo("request", line)`), if it is one. */
function requestLineOf(message: unknown): RequestLogLine | undefined {
  if (!Array.isArray(message) || message.length !== 2 || message[0] !== REQUEST_LOG_MESSAGE) return undefined
  const line: unknown = message[1]
  return line instanceof RequestLogLine ? line : undefined
}

/** A request log line as the JSON sink keeps it until its window is written (a reused slot). */
class RequestRecord implements RequestLogSlot {
  method = ""
  route = ""
  status = 0
  durationMs = 0
  bytes: number | undefined = undefined
  requestId = ""
  cause: string | undefined = undefined
  millis = 0
  fiberId = 0
}

/**
 * The start of a plain request log line written at `millis` (epoch), up to its fields
 * (`requestJsonMembers`); made once per millisecond, as a busy server writes many lines in one.
 */
const plainRequestHead = (() => {
  let last = Number.NaN
  let text = ""
  return (millis: number): string => {
    if (millis !== last) {
      last = millis
      text = `{"message":"${REQUEST_LOG_MESSAGE}","level":"INFO","timestamp":"${new Date(millis).toISOString()}","annotations":{`
    }
    return text
  }
})()

/** The end of a plain request log line written by fiber `fiberId`, after its fields. */
function plainRequestTail(fiberId: number): string {
  return `},"spans":{},"fiberId":"#${fiberId}"}`
}

/** The JSON text of a request log line written at `millis` by fiber `fiberId`, at level Info, with no annotations or spans. */
function plainRequestJson(line: RequestLogFields, millis: number, fiberId: number): string {
  return requestJsonMembers(plainRequestHead(millis), line, plainRequestTail(fiberId))
}

/** Whether a log call carries nothing but its message: no cause, and no annotations or spans on its fiber. */
function isPlain(options: Logger.Options<unknown>): boolean {
  if (options.cause.reasons.length > 0 || options.fiber.getRef(References.CurrentLogSpans).length > 0) return false
  for (const _ in options.fiber.getRef(References.CurrentLogAnnotations)) return false
  return true
}

/**
 * One JSON object per log call, in the shape of Effect's `Logger.formatJson`; a request log line
 * becomes `{"message":"request",…,"annotations":{<its fields>},…}`, the shape it had as log
 * annotations. The request line, written once per request, is assembled from its known fields
 * (`RequestLogLine.jsonMembers`) when the call is plain (`isPlain`): the generic serializer
 * measured about 4 µs and as much again in garbage per line, a tenth of a small request's cost.
 * Everything else goes through `Logger.formatJson`.
 */
export const jsonFormat = Logger.make<unknown, string>((options) => {
  const line = requestLineOf(options.message)
  if (line === undefined) return Logger.formatJson.log(options)
  if (options.logLevel !== "Info" || !isPlain(options)) {
    const structured = Logger.formatStructured.log({ ...options, message: REQUEST_LOG_MESSAGE })
    return Formatter.formatJson({ ...structured, annotations: { ...structured.annotations, ...line.toJSON() } })
  }
  return plainRequestJson(line, options.date.getTime(), options.fiber.id)
})

/** Effect's pretty lines, with a request log line on one line (`RequestLogLine.summary`). */
function prettyFormat(): Logger.Logger<unknown, void> {
  const pretty = Logger.consolePretty()
  return Logger.make((options) => {
    const line = requestLineOf(options.message)
    pretty.log(line === undefined ? options : { ...options, message: `${REQUEST_LOG_MESSAGE} ${line.summary()}` })
  })
}

/**
 * JSON lines on standard output, gathered into one write per window (`log_sink.ts`). A request
 * line comes as fields (`RequestLineWriter`, from the edge) or as a plain log call, and is kept
 * as a record rendered when its window is written; anything else is rendered at once by
 * `jsonFormat`. What is gathered is written when the layer closes.
 */
const jsonLines = Effect.map(
  Effect.acquireRelease(
    Effect.sync(() => new LineSink(
      (bytes) => process.stdout.write(bytes),
      () => new RequestRecord(),
      (record: RequestRecord) => plainRequestJson(record, record.millis, record.fiberId)
    )),
    (sink) => Effect.sync(() => sink.flush())
  ),
  (sink) => {
    const logger = Logger.make<unknown, void>((options) => {
      const line = requestLineOf(options.message)
      if (line !== undefined && options.logLevel === "Info" && isPlain(options)) {
        const record = sink.claim()
        Object.assign(record, line)
        record.millis = options.date.getTime()
        record.fiberId = options.fiber.id
        sink.commit()
      } else {
        sink.append(jsonFormat.log(options))
      }
    })
    return withRequestLineWriter(logger, sink)
  }
)

/** The loggers and minimum level of the server, by its settings. */
export function loggingLayer(settings: Pick<EdgeSettings, "logFormat" | "logLevel">): Layer.Layer<never> {
  const format = Option.getOrElse(settings.logFormat, () => defaultLogFormat(process.stdout.isTTY === true))
  return Layer.mergeAll(
    Logger.layer([format === "json" ? jsonLines : prettyFormat()]),
    Layer.succeed(References.MinimumLogLevel, LEVELS[settings.logLevel])
  )
}
