/**
 * The supervisor's own log lines (`supervisor.ts`), written without Effect, which the supervisor
 * never loads: in the workers' format — one JSON object per line as Effect's JSON logger writes
 * it (`message`, `level`, `timestamp`, `annotations`, with `"supervisor":true`), or a readable
 * line on a terminal — chosen by `LOG_FORMAT` as in `app/logging.ts`, and silenced below
 * `LOG_LEVEL` (its lines are info, warn and error). A value the workers would refuse is left to
 * them to report; the supervisor then writes JSON at info.
 */

/** The levels the supervisor writes at. */
export type SupervisorLevel = "info" | "warn" | "error"

/** Writes one line. */
export type SupervisorLog = (level: SupervisorLevel, message: string, annotations?: Readonly<Record<string, unknown>>) => void

/** The `LOG_LEVEL` values, from the most verbose; a line is written when its level is at or after the setting. */
const ORDER = ["trace", "debug", "info", "warn", "error", "fatal", "none"]

/** `HH:MM:SS.mmm` in local time, as Effect's pretty lines write it. */
function clockTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0")
  return `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}.${String(date.getMilliseconds()).padStart(3, "0")}`
}

/** A log writing to `write` (one call per line) by the variables `LOG_FORMAT` and `LOG_LEVEL`; `isTerminal`: whether standard output is a terminal. */
export function supervisorLog(
  environment: Readonly<Record<string, string | undefined>>,
  options: { readonly isTerminal: boolean; readonly write: (line: string) => void }
): SupervisorLog {
  const format = environment["LOG_FORMAT"] ?? (options.isTerminal ? "pretty" : "json")
  const minimum = Math.max(0, ORDER.indexOf(environment["LOG_LEVEL"] ?? "info"))
  return (level, message, annotations = {}) => {
    if (ORDER.indexOf(level) < minimum) return
    const now = new Date()
    if (format === "pretty") {
      const fields = Object.entries(annotations).map(([key, value]) => ` ${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)
      options.write(`[${clockTime(now)}] ${level.toUpperCase()} supervisor: ${message}${fields.join("")}\n`)
    } else {
      const line = { message, level: level.toUpperCase(), timestamp: now.toISOString(), annotations: { supervisor: true, ...annotations } }
      options.write(`${JSON.stringify(line)}\n`)
    }
  }
}
