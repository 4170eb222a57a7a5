/**
 * The server's logs through Effect's logger: `LOG_FORMAT=json` writes one JSON object per line
 * (message, level, timestamp, annotations such as the request id and the request log's fields),
 * batched into one write per 20 ms so a busy server does not pay a system call per line;
 * `LOG_FORMAT=pretty` writes Effect's human-readable lines. Without `LOG_FORMAT`, a terminal gets
 * pretty lines and anything else (a file, a pipe, a log collector) JSON. `LOG_LEVEL` sets the
 * minimum level (`info` by default, where the request log writes; `none` silences everything).
 */
import { Effect, Formatter, Layer, Logger, type LogLevel, Option, References } from "effect"
import { REQUEST_LOG_MESSAGE, RequestLogLine } from "../adapters/http/edge/access_log.ts"
import type { EdgeSettings, LogFormat, LogLevelName } from "./config.ts"

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

/** How long JSON lines are gathered before one write. */
const JSON_BATCH_WINDOW = "20 millis"

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

/** `date.toISOString()`, computed once per millisecond (a busy server writes many lines in one). */
const isoTimestamp = (() => {
  let millis = Number.NaN
  let text = ""
  return (date: Date): string => {
    const time = date.getTime()
    if (time !== millis) {
      millis = time
      text = date.toISOString()
    }
    return text
  }
})()

/**
 * One JSON object per log call, in the shape of Effect's `Logger.formatJson`; a request log line
 * becomes `{"message":"request",…,"annotations":{<its fields>},…}`, the shape it had as log
 * annotations. The request line, written once per request, is assembled from its known fields
 * (`RequestLogLine.jsonMembers`) when the fiber carries no annotations, spans or cause of its
 * own: the generic serializer measured about 4 µs and as much again in garbage per line, a
 * tenth of a small request's cost. Everything else goes through `Logger.formatJson`.
 */
export const jsonFormat = Logger.make<unknown, string>((options) => {
  const line = requestLineOf(options.message)
  if (line === undefined) return Logger.formatJson.log(options)
  const annotations = options.fiber.getRef(References.CurrentLogAnnotations)
  const plain = options.cause.reasons.length === 0 &&
    options.fiber.getRef(References.CurrentLogSpans).length === 0 &&
    Object.keys(annotations).length === 0
  if (!plain) {
    const structured = Logger.formatStructured.log({ ...options, message: REQUEST_LOG_MESSAGE })
    return Formatter.formatJson({ ...structured, annotations: { ...structured.annotations, ...line.toJSON() } })
  }
  return `{"message":"${REQUEST_LOG_MESSAGE}","level":"${options.logLevel.toUpperCase()}","timestamp":"${isoTimestamp(options.date)}","annotations":{${line.jsonMembers()}},"spans":{},"fiberId":"#${options.fiber.id}"}`
})

/** Effect's pretty lines, with a request log line on one line (`RequestLogLine.summary`). */
function prettyFormat(): Logger.Logger<unknown, void> {
  const pretty = Logger.consolePretty()
  return Logger.make((options) => {
    const line = requestLineOf(options.message)
    pretty.log(line === undefined ? options : { ...options, message: `${REQUEST_LOG_MESSAGE} ${line.summary()}` })
  })
}

/** JSON lines on standard output, gathered into one write per window. */
const jsonLines = Logger.batched(jsonFormat, {
  window: JSON_BATCH_WINDOW,
  flush: (lines) =>
    Effect.sync(() => {
      if (lines.length > 0) process.stdout.write(lines.join("\n") + "\n")
    })
})

/** The loggers and minimum level of the server, by its settings. */
export function loggingLayer(settings: Pick<EdgeSettings, "logFormat" | "logLevel">): Layer.Layer<never> {
  const format = Option.getOrElse(settings.logFormat, () => defaultLogFormat(process.stdout.isTTY === true))
  return Layer.mergeAll(
    Logger.layer([format === "json" ? jsonLines : prettyFormat()]),
    Layer.succeed(References.MinimumLogLevel, LEVELS[settings.logLevel])
  )
}
