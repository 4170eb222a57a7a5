/** The server's logs: Effect's loggers routed into the node's one line writer (`LOG_FORMAT`, `LOG_LEVEL`), a worker of
 * several processes named on every line. */
import { Cause, Layer, Logger, type LogLevel, References } from "effect"
import { toJson } from "effect/Inspectable"
import type { EdgeSettings, LogLevelName } from "./config.ts"
import { defaultLineFormat, type LineLevel, logWriter, type LogWriter } from "./log_writer.ts"

export { defaultLineFormat as defaultLogFormat } from "./log_writer.ts"

/** The line level of each Effect level (`All` and `None` never reach a logger as a line's level). */
const LINE_LEVEL: Readonly<Record<LogLevel.LogLevel, LineLevel>> = {
  All: "trace",
  Trace: "trace",
  Debug: "debug",
  Info: "info",
  Warn: "warn",
  Error: "error",
  Fatal: "fatal",
  None: "fatal"
}

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

/** Whether the request log (level Info) would be written at this `LOG_LEVEL`. */
export function logsRequests(level: LogLevelName): boolean {
  return level === "trace" || level === "debug" || level === "info"
}

/** Fields a process adds to every line: a worker of a supervisor (`lifecycle/supervisor.ts`) says which one it is. */
export interface ProcessAnnotations {
  /** The worker's number, 1…N, when the process is one of `WEB_CONCURRENCY` workers. */
  readonly worker?: number | undefined
}

/** A plain object (not an array, an error or a class instance with its own shape). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/** Whether every value of `record` is text, a number, a boolean or undefined: as JSON holds it. */
function hasPlainValues(record: Readonly<Record<string, unknown>>): boolean {
  for (const key in record) {
    const kind = typeof record[key]
    if (kind !== "string" && kind !== "number" && kind !== "boolean" && kind !== "undefined") return false
  }
  return true
}

/** Whether `record` has no field. */
function isEmpty(record: Readonly<Record<string, unknown>>): boolean {
  for (const _ in record) return false
  return true
}

/** A value as JSON can hold it (bigints as text, a `toJSON` applied), by Effect's rules for structured logs. */
function jsonValue(value: unknown): unknown {
  return typeof value === "bigint"
    ? String(value)
    : typeof value === "function" || typeof value === "symbol"
      ? String(value)
      : toJson(value)
}

/**
 * The text and fields of one log call: text parts joined into `msg`, plain objects' and the fiber's annotations flat,
 * an error or a failure's cause as `err` — every call alike, the request log line (`["request", fields]`) included. A
 * text and one object of plain values, with no annotations (that line, most lines), is taken as it is, not copied: a
 * log call's objects must not change after it (a line is rendered with its batch, `log_writer.ts`).
 */
export function lineOf(options: Logger.Options<unknown>): {
  readonly msg: string
  readonly fields: Readonly<Record<string, unknown>>
} {
  const annotations = options.fiber.getRef(References.CurrentLogAnnotations)
  const message = options.message
  if (
    Array.isArray(message) &&
    message.length === 2 &&
    typeof message[0] === "string" &&
    isPlainObject(message[1]) &&
    hasPlainValues(message[1]) &&
    isEmpty(annotations) &&
    options.cause.reasons.length === 0
  )
    return { msg: message[0], fields: message[1] }
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(annotations)) fields[key] = jsonValue(value)
  const texts: Array<string> = []
  for (const part of Array.isArray(message) ? message : [message]) {
    if (typeof part === "string") texts.push(part)
    else if (part instanceof Error) fields["err"] = part
    else if (isPlainObject(part)) for (const [key, value] of Object.entries(part)) fields[key] = jsonValue(value)
    else texts.push(typeof part === "object" && part !== null ? JSON.stringify(jsonValue(part)) : String(part))
  }
  if (options.cause.reasons.length > 0) {
    // pino writes an Error as `err` with its type, message and stack.
    const squashed = Cause.squash(options.cause)
    fields["err"] = squashed instanceof Error ? squashed : new Error(Cause.pretty(options.cause))
  }
  return { msg: texts.join(" "), fields }
}

/** An Effect logger writing each log call as one line of `writer`. */
export function writerLogger(writer: LogWriter): Logger.Logger<unknown, void> {
  return Logger.make((options) => {
    const level = LINE_LEVEL[options.logLevel]
    if (!writer.enabled(level)) return
    const { msg, fields } = lineOf(options)
    writer.write(level, msg, fields, options.date)
  })
}

/** The writer of the server's lines by its settings; `annotations` lead every line (a worker's number). */
export function serverLogWriter(
  settings: Pick<EdgeSettings, "logFormat" | "logLevel">,
  annotations: ProcessAnnotations = {}
): LogWriter {
  const format =
    settings.logFormat._tag === "Some" ? settings.logFormat.value : defaultLineFormat(process.stdout.isTTY === true)
  return logWriter({
    format,
    level: settings.logLevel,
    base: annotations.worker === undefined ? {} : { worker: annotations.worker },
    prettyLead: annotations.worker === undefined ? undefined : `worker ${annotations.worker}`
  })
}

/** The loggers and minimum level of the server, by its settings; `annotations` lead every line (a worker's number). */
export function loggingLayer(
  settings: Pick<EdgeSettings, "logFormat" | "logLevel">,
  annotations: ProcessAnnotations = {}
): Layer.Layer<never> {
  return loggingLayerOf(serverLogWriter(settings, annotations), settings.logLevel)
}

/** Effect's loggers replaced by one writing to `writer`, with the minimum level of `level`. */
export function loggingLayerOf(writer: LogWriter, level: LogLevelName): Layer.Layer<never> {
  return Layer.mergeAll(Logger.layer([writerLogger(writer)]), Layer.succeed(References.MinimumLogLevel, LEVELS[level]))
}
