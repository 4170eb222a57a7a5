/**
 * The server's logs through Effect's logger: `LOG_FORMAT=json` writes one JSON object per line
 * (message, level, timestamp, annotations such as the request id and the request log's fields),
 * batched into one write per 20 ms so a busy server does not pay a system call per line;
 * `LOG_FORMAT=pretty` writes Effect's human-readable lines. Without `LOG_FORMAT`, a terminal gets
 * pretty lines and anything else (a file, a pipe, a log collector) JSON. `LOG_LEVEL` sets the
 * minimum level (`info` by default, where the request log writes; `none` silences everything).
 */
import { Effect, Layer, Logger, type LogLevel, Option, References } from "effect"
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

/** JSON lines on standard output, gathered into one write per window. */
const jsonLines = Logger.batched(Logger.formatJson, {
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
    Logger.layer([format === "json" ? jsonLines : Logger.consolePretty()]),
    Layer.succeed(References.MinimumLogLevel, LEVELS[settings.logLevel])
  )
}
