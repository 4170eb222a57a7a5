/**
 * Where every line the node writes goes, whatever writes it (Effect's loggers in `logging.ts`, the
 * supervisor of `WEB_CONCURRENCY` workers, a start that fails): one shape for all. In JSON mode a
 * line is pino's — `level` (pino's numbers), `time` (epoch ms), `pid`, `hostname`, `msg` (always
 * text), then every other field flat — rendered by pino (the request log line, flat, in pino's shape
 * when its batch is written: `flatLine`) and written to standard output in batches (at most 20 ms
 * old) through pino's asynchronous destination (at most one write in flight; what is left is
 * written when the process exits). In pretty mode a line is one readable line:
 * `HH:MM:SS.mmm LEVEL msg key=value …`. Nothing here imports Effect: the supervisor and the
 * command use it without loading the application.
 */
import { writeSync } from "node:fs"
import { hostname } from "node:os"
import pino from "pino"

/** The levels a line is written at, from the most verbose. */
export const LINE_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const

/** A line's level. */
export type LineLevel = typeof LINE_LEVELS[number]

/** A minimum level: a line level, or `none` (nothing is written). */
export type MinimumLevel = LineLevel | "none"

/** A line's format. */
export type LineFormat = "json" | "pretty"

/** The fields pino writes itself; a field of the same name is written with a trailing `_` instead. */
const RESERVED = new Set(["level", "time", "pid", "hostname", "msg"])

/** Writes lines. */
export interface LogWriter {
  /** Whether a line at `level` is written. */
  readonly enabled: (level: LineLevel) => boolean
  /** Writes one line: `msg` and its fields (flat; values must be JSON-serialisable, an `err` Error is written as pino writes errors). */
  readonly write: (level: LineLevel, msg: string, fields?: Readonly<Record<string, unknown>>) => void
  /** Writes one line whose fields are text, numbers, booleans or absent, none named as pino's own, and never change after (the request log line): rendered when its batch is written. */
  readonly writeFlat: (level: LineLevel, msg: string, fields: Readonly<Record<string, unknown>>) => void
  /** Resolves once every line written so far is out. */
  readonly flush: () => Promise<void>
}

/** How a writer writes. */
export interface LogWriterOptions {
  readonly format: LineFormat
  readonly level: MinimumLevel
  /** Fields of every line, after pino's own (a worker's number, `supervisor`). */
  readonly base?: Readonly<Record<string, unknown>> | undefined
  /** What leads a pretty line's message (`worker 2`, `supervisor`). */
  readonly prettyLead?: string | undefined
  /** Where lines go (one call per line); default: standard output through pino's asynchronous destination. */
  readonly destination?: { readonly write: (line: string) => void } | undefined
}

/** Standard output through pino's asynchronous destination, knowing when what it was given is out. */
interface OwnDestination {
  readonly write: (line: string) => void
  /** Keeps a flat line's parts, rendered with `flatLine` when its batch is written. */
  readonly defer: (line: FlatLine) => void
  /** Resolves once no write is waiting or in flight (or after `FLUSH_LIMIT_MILLIS`, should the output be stuck). */
  readonly flushed: () => Promise<void>
}

/** Longest wait for the output before the process exits anyway (ms). */
const FLUSH_LIMIT_MILLIS = 2_000

/** Every destination of this process on standard output, for `logsWritten`. */
const destinations = new Set<OwnDestination>()

/** The most lines a batch holds before it is handed to the output. */
const BATCH_LINES = 256

/** The longest a line waits in a batch (ms). */
const BATCH_MILLIS = 20

/**
 * A new destination on standard output: lines gather into batches, each joined into one write of pino's
 * asynchronous destination — not a write per line on a busy node, and not its own `minLength` buffer,
 * which measures its growing text again per line (bench:http's token row). pino's own exit handler
 * writes what waits synchronously, but a write then still in flight would land after it (or not at
 * all): the process waits for `logsWritten` before it exits.
 */
function standardOutput(bindings: () => string): OwnDestination {
  const sonic = pino.destination({ dest: 1, sync: false })
  let batch: Array<string | FlatLine> = []
  const text = () => {
    const lead = bindings()
    let chunk = ""
    for (const entry of batch) chunk += typeof entry === "string" ? entry : flatLine(entry, lead)
    return chunk
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending = false
  // The destination emits `drain` once a write leaves nothing waiting.
  sonic.on("drain", () => {
    pending = false
  })
  const handOn = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (batch.length === 0) return
    const chunk = text()
    batch = []
    pending = true
    sonic.write(chunk)
  }
  // An exit without `logsWritten` (a crash) still writes the batch, after what the destination holds.
  process.once("exit", () => {
    if (batch.length === 0) return
    try {
      sonic.flushSync()
      writeSync(1, text())
    } catch {
      // Standard output is gone: nothing more can be written.
    }
  })
  const add = (entry: string | FlatLine) => {
    batch.push(entry)
    if (batch.length >= BATCH_LINES) handOn()
    else if (timer === undefined) timer = setTimeout(handOn, BATCH_MILLIS).unref()
  }
  const destination: OwnDestination = {
    write: add,
    defer: add,
    flushed: () => {
      handOn()
      return pending
        ? new Promise((resolve) => {
          const timer = setTimeout(resolve, FLUSH_LIMIT_MILLIS)
          sonic.once("drain", () => {
            clearTimeout(timer)
            resolve()
          })
          sonic.flush()
        })
        : Promise.resolve()
    }
  }
  destinations.add(destination)
  return destination
}

/** Resolves once every line this process wrote to standard output is out: await it before `process.exit`. */
export function logsWritten(): Promise<void> {
  return Promise.all([...destinations].map((destination) => destination.flushed())).then(() => undefined)
}

/** The format used when `LOG_FORMAT` is absent: pretty on a terminal, JSON otherwise. */
export function defaultLineFormat(isTerminal: boolean): LineFormat {
  return isTerminal ? "pretty" : "json"
}

/** `fields` with the names pino writes itself renamed. */
function safeFields(fields: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let renamed: Record<string, unknown> | undefined
  for (const key of Object.keys(fields)) {
    if (!RESERVED.has(key)) continue
    renamed ??= { ...fields }
    renamed[`${key}_`] = renamed[key]
    delete renamed[key]
  }
  return renamed ?? fields
}

/** pino's number of each level. */
const LEVEL_NUMBERS: Readonly<Record<LineLevel, number>> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/** A flat line's parts: pino's level number, the epoch milliseconds it was written at, its message and fields. */
export interface FlatLine {
  readonly level: number
  readonly time: number
  readonly msg: string
  readonly fields: Readonly<Record<string, unknown>>
}

/**
 * The line pino writes for a flat line after `bindings` (the pid, hostname and base fields as pino rendered them):
 * the request log line is rendered here, in its batch, where pino would render it in its request
 * (bench:http's token and history rows, against the same build rendering with pino).
 */
export function flatLine(line: FlatLine, bindings: string): string {
  let members = ""
  const fields = line.fields
  for (const key in fields) {
    const value = fields[key]
    if (value === undefined) continue
    members += memberLead(key) + (typeof value === "string" ? JSON.stringify(value) : typeof value === "number" && !Number.isFinite(value) ? "null" : String(value))
  }
  return `{"level":${line.level},"time":${line.time}${bindings}${members},"msg":${JSON.stringify(line.msg)}}\n`
}

/** Each field name's `,"name":` as JSON writes it, rendered once (a request line repeats the same few names). */
const memberLeads = new Map<string, string>()

/** `,"name":` for the field `name`. */
function memberLead(name: string): string {
  let lead = memberLeads.get(name)
  if (lead === undefined) {
    lead = `,${JSON.stringify(name)}:`
    if (memberLeads.size < 256) memberLeads.set(name, lead)
  }
  return lead
}

/** `HH:MM:SS.mmm` in local time. */
function clockTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0")
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, "0")}`
}

/** A field's value on a pretty line: text as it is when it has no blank, anything else as JSON. */
function prettyValue(value: unknown): string {
  if (typeof value === "string") return /^[^\s"=]+$/u.test(value) ? value : JSON.stringify(value)
  if (value instanceof Error) return JSON.stringify(value.message)
  return JSON.stringify(value) ?? String(value)
}

/** One readable line (with its newline): time, level, message, fields; a multi-line `err` stack follows, indented. */
export function prettyLine(level: LineLevel, msg: string, fields: Readonly<Record<string, unknown>>, date: Date): string {
  const parts = Object.entries(fields).filter(([key, value]) => key !== "err" && value !== undefined).map(([key, value]) => ` ${key}=${prettyValue(value)}`)
  const err = fields["err"]
  const stack = err instanceof Error && err.stack !== undefined ? `\n    ${err.stack.split("\n").join("\n    ")}` : ""
  const reason = err instanceof Error ? ` err=${prettyValue(err)}` : ""
  return `${clockTime(date)} ${level.toUpperCase().padEnd(5)} ${msg}${parts.join("")}${reason}${stack}\n`
}

/** A writer by `options`. */
export function logWriter(options: LogWriterOptions): LogWriter {
  const minimum = options.level === "none" ? LINE_LEVELS.length : LINE_LEVELS.indexOf(options.level)
  const enabled = (level: LineLevel) => LINE_LEVELS.indexOf(level) >= minimum
  const base = options.base ?? {}
  if (options.format === "pretty") {
    const destination = options.destination ?? process.stdout
    const lead = options.prettyLead === undefined ? "" : `${options.prettyLead}: `
    return {
      enabled,
      write: (level, msg, fields = {}) => {
        if (enabled(level)) destination.write(prettyLine(level, `${lead}${msg}`, fields, new Date()))
      },
      writeFlat: (level, msg, fields) => {
        if (enabled(level)) destination.write(prettyLine(level, `${lead}${msg}`, fields, new Date()))
      },
      flush: () => Promise.resolve()
    }
  }
  let bindings = ""
  const own = options.destination === undefined ? standardOutput(() => bindings) : undefined
  const destination = options.destination ?? own ?? process.stdout
  const logger = pino(
    { level: options.level === "none" ? "silent" : options.level, base: { pid: process.pid, hostname: hostname(), ...safeFields(base) } },
    destination
  )
  bindings = String(Reflect.get(logger, pino.symbols.chindingsSym))
  return {
    enabled,
    write: (level, msg, fields) => {
      if (enabled(level)) logger[level](fields === undefined ? {} : safeFields(fields), msg)
    },
    writeFlat: (level, msg, fields) => {
      if (!enabled(level)) return
      const line: FlatLine = { level: LEVEL_NUMBERS[level], time: Date.now(), msg, fields }
      if (own !== undefined) own.defer(line)
      else destination.write(flatLine(line, bindings))
    },
    flush: () => own?.flushed() ?? Promise.resolve()
  }
}

/** `LOG_LEVEL` of `environment` when it is a level, else `info` (a bad value is reported by the configuration's check). */
export function environmentLogLevel(environment: Readonly<Record<string, string | undefined>>): MinimumLevel {
  const value = environment["LOG_LEVEL"]
  if (value === "none") return "none"
  return LINE_LEVELS.find((level) => level === value) ?? "info"
}

/** A writer by `LOG_FORMAT` and `LOG_LEVEL` of `environment` (a bad value falls back to the default, reported by the configuration's check). */
export function environmentLogWriter(
  environment: Readonly<Record<string, string | undefined>>,
  options: Omit<LogWriterOptions, "format" | "level"> & { readonly isTerminal: boolean }
): LogWriter {
  const format = environment["LOG_FORMAT"]
  return logWriter({
    ...options,
    format: format === "json" || format === "pretty" ? format : defaultLineFormat(options.isTerminal),
    level: environmentLogLevel(environment)
  })
}
