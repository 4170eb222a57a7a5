/** Where every line the node writes goes, whoever writes it: pino's JSON lines, batched to standard output, or one
 * readable line each in pretty mode. No Effect here: the supervisor and the commands use it without the application. */
import { writeSync } from "node:fs"
import { hostname } from "node:os"
import pino from "pino"

/** The levels a line is written at, from the most verbose. */
export const LINE_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal"] as const

/** A line's level. */
export type LineLevel = (typeof LINE_LEVELS)[number]

/** A minimum level: a line level, or `none` (nothing is written). */
export type MinimumLevel = LineLevel | "none"

/** A line's format. */
export type LineFormat = "json" | "pretty"

/** Writes lines. */
export interface LogWriter {
  /** Whether a line at `level` is written. */
  readonly enabled: (level: LineLevel) => boolean
  /**
   * Writes one line: `msg` and its fields (a plain record, flat; values must be JSON-serialisable, an `err` Error is
   * written as pino writes errors), which must not change after the call (the line is rendered when its batch is
   * written); `date`: when it was logged (default: now).
   */
  readonly write: (level: LineLevel, msg: string, fields?: Readonly<Record<string, unknown>>, date?: Date) => void
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

/** A line's parts, kept until its batch is written: its level, the epoch milliseconds it was logged at, its message and fields. */
interface LineParts {
  readonly level: LineLevel
  readonly time: number
  readonly msg: string
  readonly fields: Readonly<Record<string, unknown>>
}

/** Standard output through pino's asynchronous destination, knowing when what it was given is out. */
interface OwnDestination {
  /** Takes a line's parts, rendered when its batch is written. */
  readonly write: (line: LineParts) => void
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
function standardOutput(render: (line: LineParts) => string): OwnDestination {
  const sonic = pino.destination({ dest: 1, sync: false })
  let batch: Array<LineParts> = []
  const text = () => {
    let chunk = ""
    for (const line of batch) chunk += render(line)
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
  const add = (line: LineParts) => {
    batch.push(line)
    if (batch.length >= BATCH_LINES) handOn()
    else if (timer === undefined) timer = setTimeout(handOn, BATCH_MILLIS).unref()
  }
  const destination: OwnDestination = {
    write: add,
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

/** Whether pino writes a field of this name itself; a field of the same name is written with a trailing `_` instead. */
function isReserved(key: string): boolean {
  return key === "level" || key === "time" || key === "pid" || key === "hostname" || key === "msg"
}

/** `fields` with the names pino writes itself renamed. */
function safeFields(fields: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  let renamed: Record<string, unknown> | undefined
  for (const key of Object.keys(fields)) {
    if (!isReserved(key)) continue
    renamed ??= { ...fields }
    renamed[`${key}_`] = renamed[key]
    delete renamed[key]
  }
  return renamed ?? fields
}

/** The fields of a line written without any. */
const NO_FIELDS: Readonly<Record<string, unknown>> = Object.freeze({})

/** pino's number of each level. */
const LEVEL_NUMBERS: Readonly<Record<LineLevel, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60
}

/**
 * The line pino writes for `line` after `bindings` (the pid, hostname and base fields as pino rendered them), when its
 * fields are all text, numbers, booleans or undefined, none named as pino's own; else undefined (pino renders it).
 * Rendered here, in its batch, where pino would render it in the request that logs it (the request log line,
 * bench:http's token and history rows).
 */
function flatLine(line: LineParts, bindings: string): string | undefined {
  let members = ""
  const fields = line.fields
  for (const key in fields) {
    const value = fields[key]
    if (value === undefined) continue
    const lead = memberLead(key)
    if (lead === undefined) return undefined
    switch (typeof value) {
      case "string":
        members += lead + JSON.stringify(value)
        break
      case "number":
        members += lead + (Number.isFinite(value) ? String(value) : "null")
        break
      case "boolean":
        members += lead + String(value)
        break
      default:
        return undefined
    }
  }
  return `{"level":${LEVEL_NUMBERS[line.level]},"time":${line.time}${bindings}${members},"msg":${JSON.stringify(line.msg)}}\n`
}

/** Each field name's `,"name":` as JSON writes it, rendered once (a request line repeats the same few names). */
const memberLeads = new Map<string, string>()

/** `,"name":` for the field `name`; undefined for a name pino writes itself. */
function memberLead(name: string): string | undefined {
  let lead = memberLeads.get(name)
  if (lead === undefined) {
    if (isReserved(name)) return undefined
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
export function prettyLine(
  level: LineLevel,
  msg: string,
  fields: Readonly<Record<string, unknown>>,
  date: Date
): string {
  const parts = Object.entries(fields)
    .filter(([key, value]) => key !== "err" && value !== undefined)
    .map(([key, value]) => ` ${key}=${prettyValue(value)}`)
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
      write: (level, msg, fields = NO_FIELDS, date = new Date()) => {
        if (enabled(level)) destination.write(prettyLine(level, `${lead}${msg}`, fields, date))
      },
      flush: () => Promise.resolve()
    }
  }
  // pino renders into `rendered` the line whose time is `time` (its `timestamp` writes `,"time":` and epoch ms, as its own).
  let time = 0
  let rendered = ""
  const logger = pino(
    {
      level: options.level === "none" ? "silent" : options.level,
      base: { pid: process.pid, hostname: hostname(), ...safeFields(base) },
      timestamp: () => `,"time":${time}`
    },
    {
      write: (line: string) => {
        rendered = line
      }
    }
  )
  const bindings = String(Reflect.get(logger, pino.symbols.chindingsSym))
  /** The line of `line`'s parts, in pino's shape: rendered here when its fields are flat, else by pino. */
  const render = (line: LineParts): string => {
    const flat = flatLine(line, bindings)
    if (flat !== undefined) return flat
    time = line.time
    logger[line.level](safeFields(line.fields), line.msg)
    return rendered
  }
  const destination = options.destination
  const own = destination === undefined ? standardOutput(render) : undefined
  return {
    enabled,
    write: (level, msg, fields = NO_FIELDS, date) => {
      if (!enabled(level)) return
      const line: LineParts = { level, time: date === undefined ? Date.now() : date.getTime(), msg, fields }
      if (own !== undefined) own.write(line)
      else destination?.write(render(line))
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
