/**
 * The server's logs through Effect's logger: `LOG_FORMAT=json` writes one JSON object per line
 * (message, level, timestamp, annotations such as the request id and the request log's fields),
 * gathered into one write per 20 ms so a busy server does not pay a system call per line;
 * `LOG_FORMAT=pretty` writes Effect's human-readable lines. Without `LOG_FORMAT`, a terminal gets
 * pretty lines and anything else (a file, a pipe, a log collector) JSON. `LOG_LEVEL` sets the
 * minimum level (`info` by default, where the request log writes; `none` silences everything).
 * A worker of several processes (`WEB_CONCURRENCY`) says which one on every line: a `worker`
 * annotation in JSON, `worker <n>` leading a pretty line.
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
 * Annotations of every line a process writes, whatever its fibers carry: a worker of a
 * supervisor (`lifecycle/supervisor.ts`) says which one it is (`worker`). Kept by the loggers,
 * not in the fibers' annotations, so a request line stays plain (`isPlain`) and cheap.
 */
export interface ProcessAnnotations {
  /** The worker's number, 1…N, when the process is one of `WEB_CONCURRENCY` workers. */
  readonly worker?: number | undefined
}

/** The annotations as JSON members, each followed by a comma (empty when there are none). */
function processMembers(annotations: ProcessAnnotations): string {
  return annotations.worker === undefined ? "" : `"worker":${annotations.worker},`
}

/**
 * The start of a plain request log line written at `millis` (epoch), up to its fields
 * (`requestJsonMembers`), the process annotations first; made once per millisecond, as a busy
 * server writes many lines in one.
 */
function plainRequestHead(annotations: ProcessAnnotations): (millis: number) => string {
  const members = processMembers(annotations)
  let last = Number.NaN
  let text = ""
  // `toISOString` is called once per second (V8 formats it with `snprintf`, ≈ 7 k instructions
  // measured with callgrind); each millisecond of that second appends its own `mmmZ` to the
  // `…:ss.` it gave.
  let second = Number.NaN
  let upToMillis = ""
  return (millis: number): string => {
    if (millis !== last) {
      last = millis
      const within = millis - second
      let timestamp: string
      if (Number.isInteger(millis) && within >= 0 && within < 1000) {
        timestamp = `${upToMillis}${within < 10 ? "00" : within < 100 ? "0" : ""}${within}Z`
      } else {
        timestamp = new Date(millis).toISOString()
        if (Number.isInteger(millis)) {
          second = millis - (((millis % 1000) + 1000) % 1000)
          upToMillis = timestamp.slice(0, -4)
        }
      }
      text = `{"message":"${REQUEST_LOG_MESSAGE}","level":"INFO","timestamp":"${timestamp}","annotations":{${members}`
    }
    return text
  }
}

/** The end of a plain request log line written by fiber `fiberId`, after its fields. */
function plainRequestTail(fiberId: number): string {
  return `},"spans":{},"fiberId":"#${fiberId}"}`
}

/** The JSON text of a request log line written at `millis` by fiber `fiberId`, at level Info, with no annotations or spans but the process's. */
type PlainRequestJson = (line: RequestLogFields, millis: number, fiberId: number) => string

/** `PlainRequestJson` for a process's annotations. */
function plainRequestJsonOf(annotations: ProcessAnnotations): PlainRequestJson {
  const head = plainRequestHead(annotations)
  return (line, millis, fiberId) => requestJsonMembers(head(millis), line, plainRequestTail(fiberId))
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
export const jsonFormat: Logger.Logger<unknown, string> = jsonFormatOf({})

/** `jsonFormat` with the process's annotations first in every line's annotations. */
function jsonFormatOf(annotations: ProcessAnnotations, plainRequestJson = plainRequestJsonOf(annotations)): Logger.Logger<unknown, string> {
  const annotated = processMembers(annotations) !== ""
  return Logger.make<unknown, string>((options) => {
    const line = requestLineOf(options.message)
    if (line === undefined) {
      if (!annotated) return Logger.formatJson.log(options)
      const structured = Logger.formatStructured.log(options)
      return Formatter.formatJson({ ...structured, annotations: { ...annotations, ...structured.annotations } })
    }
    if (options.logLevel !== "Info" || !isPlain(options)) {
      const structured = Logger.formatStructured.log({ ...options, message: REQUEST_LOG_MESSAGE })
      return Formatter.formatJson({ ...structured, annotations: { ...annotations, ...structured.annotations, ...line.toJSON() } })
    }
    return plainRequestJson(line, options.date.getTime(), options.fiber.id)
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

/**
 * JSON lines on standard output, gathered into one write per window (`log_sink.ts`). A request
 * line comes as fields (`RequestLineWriter`, from the edge) or as a plain log call, and is kept
 * as a record rendered when its window is written; anything else is rendered at once by
 * `jsonFormat`. What is gathered is written when the layer closes.
 */
function jsonLines(annotations: ProcessAnnotations) {
  const plainRequestJson = plainRequestJsonOf(annotations)
  const format = jsonFormatOf(annotations, plainRequestJson)
  const sink = Effect.acquireRelease(
    Effect.sync(() => new LineSink(
      (bytes) => process.stdout.write(bytes),
      () => new RequestRecord(),
      (record: RequestRecord) => plainRequestJson(record, record.millis, record.fiberId)
    )),
    (sink) => Effect.sync(() => sink.flush())
  )
  return Effect.map(sink, (sink) => {
    const logger = Logger.make<unknown, void>((options) => {
      const line = requestLineOf(options.message)
      if (line !== undefined && options.logLevel === "Info" && isPlain(options)) {
        const record = sink.claim()
        Object.assign(record, line)
        record.millis = options.date.getTime()
        record.fiberId = options.fiber.id
        sink.commit()
      } else {
        sink.append(format.log(options))
      }
    })
    return withRequestLineWriter(logger, sink)
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
