/**
 * The server's logs through Effect's logger: `LOG_FORMAT=json` writes one JSON object per line
 * (message, level, timestamp, annotations such as the request id and the request log's fields),
 * gathered into one write per window so a busy server does not pay a system call per line;
 * `LOG_FORMAT=pretty` writes Effect's human-readable lines. Without `LOG_FORMAT`, a terminal gets
 * pretty lines and anything else (a file, a pipe, a log collector) JSON. `LOG_LEVEL` sets the
 * minimum level (`info` by default, where the request log writes; `none` silences everything).
 * A worker of several processes (`WEB_CONCURRENCY`) says which one on every line: a `worker`
 * annotation in JSON, `worker <n>` leading a pretty line.
 */
import { Effect, Formatter, Layer, Logger, type LogLevel, Option, References } from "effect"
import { REQUEST_LOG_MESSAGE, requestLineOf } from "../adapters/http/edge/access_log.ts"
import type { EdgeSettings, LogFormat, LogLevelName } from "./config.ts"

/** How long JSON lines are gathered before one write. */
const LOG_WINDOW = "20 millis"

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

/**
 * Annotations of every line a process writes, whatever its fibers carry: a worker of a
 * supervisor (`lifecycle/supervisor.ts`) says which one it is (`worker`).
 */
export interface ProcessAnnotations {
  /** The worker's number, 1…N, when the process is one of `WEB_CONCURRENCY` workers. */
  readonly worker?: number | undefined
}

/**
 * One JSON object per log call, in the shape of Effect's `Logger.formatJson`; a request log line
 * (`access_log.ts`) becomes `{"message":"request",…,"annotations":{<its fields>},…}`.
 */
export const jsonFormat: Logger.Logger<unknown, string> = jsonFormatOf({})

/** `jsonFormat` with the process's annotations first in every line's annotations. */
function jsonFormatOf(annotations: ProcessAnnotations): Logger.Logger<unknown, string> {
  const annotated = annotations.worker !== undefined
  return Logger.make<unknown, string>((options) => {
    const line = requestLineOf(options.message)
    if (line === undefined && !annotated) return Logger.formatJson.log(options)
    const structured = Logger.formatStructured.log(line === undefined ? options : { ...options, message: REQUEST_LOG_MESSAGE })
    return Formatter.formatJson({ ...structured, annotations: { ...annotations, ...structured.annotations, ...line?.toJSON() } })
  })
}

/** `message` led by `lead` (`worker 2: …`): its first part when that is text, otherwise a part of its own. */
function ledBy(lead: string, message: unknown): unknown {
  const parts: ReadonlyArray<unknown> = Array.isArray(message) ? message : [message]
  const [first, ...rest] = parts
  return typeof first === "string" ? [`${lead}: ${first}`, ...rest] : [lead, ...parts]
}

/** Effect's pretty lines, with a request log line on one line (`RequestLogLine.summary`), a worker's led by `worker <n>:`. */
function prettyFormat(annotations: ProcessAnnotations): Logger.Logger<unknown, void> {
  const pretty = Logger.consolePretty()
  const lead = annotations.worker === undefined ? undefined : `worker ${annotations.worker}`
  return Logger.make((options) => {
    const line = requestLineOf(options.message)
    if (lead === undefined && line === undefined) return pretty.log(options)
    const message = line === undefined ? options.message : `${REQUEST_LOG_MESSAGE} ${line.summary()}`
    pretty.log({ ...options, message: lead === undefined ? message : ledBy(lead, message) })
  })
}

/** JSON lines on standard output, gathered by Effect's batching logger into one write per window; what is gathered is written when the layer closes. */
function jsonLines(annotations: ProcessAnnotations) {
  return Logger.batched(jsonFormatOf(annotations), {
    window: LOG_WINDOW,
    flush: (lines) => Effect.sync(() => process.stdout.write(lines.join("\n") + "\n"))
  })
}

/** The loggers and minimum level of the server, by its settings; `annotations` lead every line (a worker's number). */
export function loggingLayer(settings: Pick<EdgeSettings, "logFormat" | "logLevel">, annotations: ProcessAnnotations = {}): Layer.Layer<never> {
  const format = Option.getOrElse(settings.logFormat, () => defaultLogFormat(process.stdout.isTTY === true))
  return Layer.mergeAll(
    Logger.layer([format === "json" ? jsonLines(annotations) : prettyFormat(annotations)]),
    Layer.succeed(References.MinimumLogLevel, LEVELS[settings.logLevel])
  )
}
