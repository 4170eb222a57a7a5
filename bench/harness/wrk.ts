/** HTTP load with Debian's `wrk` and `wrk_report.lua`, whose one machine-readable line is the run's report: a fixed
 * path, the history page at random cursors, or the paths of a file in turn. */
import { fileURLToPath } from "node:url"
import { reportOf } from "./report_line.ts"

/** The wrk script. */
const LUA = fileURLToPath(new URL("./wrk_report.lua", import.meta.url))
/** wrk's connections unless told otherwise. */
export const CONNECTIONS = 32

/** What one wrk run reports (the Lua script's `WRK_REPORT` line). */
export interface WrkReport {
  readonly requests: number
  readonly bytes: number
  readonly durationUs: number
  readonly socketErrors: number
  readonly non2xx: number
  readonly timeouts: number
  readonly meanUs: number
  readonly p50Us: number
  readonly p90Us: number
  readonly p99Us: number
}

/** A wrk run: the request, headers and duration. */
export interface WrkRun {
  readonly port: number
  /**
   * `history`: the 20-item history page at random cursors (`wrk_report.lua`); `pathsFile`: the
   * paths of a file (one a line) in turn; otherwise a fixed path.
   */
  readonly request: "history" | { readonly path: string } | { readonly pathsFile: string }
  readonly headers?: Readonly<Record<string, string>>
  readonly seconds: number
  readonly seed?: number
  /** Connections (default `CONNECTIONS`). */
  readonly connections?: number
  /** Pinned to core 1 (default), or left to the scheduler (`false`). */
  readonly pinned?: boolean
}

/** Whether a parsed report line has a report's fields. */
function isWrkReport(value: unknown): value is WrkReport {
  return (
    typeof value === "object" &&
    value !== null &&
    [
      "requests",
      "bytes",
      "durationUs",
      "socketErrors",
      "non2xx",
      "timeouts",
      "meanUs",
      "p50Us",
      "p90Us",
      "p99Us"
    ].every((field) => typeof Reflect.get(value, field) === "number")
  )
}

/** One wrk run, on core 1 unless `pinned` is false. */
export async function wrk(run: WrkRun): Promise<WrkReport> {
  const request = run.request
  const kind = request === "history" ? "history" : "pathsFile" in request ? "paths" : "static"
  const args = ["wrk", "-t1", `-c${run.connections ?? CONNECTIONS}`, `-d${run.seconds}s`, "--latency", "-s", LUA]
  for (const [name, value] of Object.entries(run.headers ?? {})) args.push("-H", `${name}: ${value}`)
  args.push(`http://127.0.0.1:${run.port}${request !== "history" && "path" in request ? request.path : "/"}`)
  return reportOf(
    run.pinned === false ? args : ["taskset", "-c", "1", ...args],
    {
      BENCH_REQUEST: kind,
      BENCH_SEED: String(run.seed ?? 11),
      BENCH_PATHS_FILE: request !== "history" && "pathsFile" in request ? request.pathsFile : ""
    },
    "WRK_REPORT",
    isWrkReport
  )
}

/** Requests per second of a run. */
export function rate(r: WrkReport): number {
  return r.requests / (r.durationUs / 1e6)
}

/** Whether a run saw errors: non-2xx/3xx answers, socket errors or timeouts. */
export function hadErrors(r: WrkReport): boolean {
  return r.non2xx + r.socketErrors + r.timeouts > 0
}
