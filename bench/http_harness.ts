/**
 * The measurement harness the HTTP benchmarks share (`edge_overhead.ts`, `http_speed.ts`): server
 * processes pinned to core 0 and ready when a probe answers 200, `wrk` runs pinned to core 1 with
 * `wrk_report.lua` (its machine-readable report line), the CPU time a process (all its threads)
 * or the PostgreSQL server (all its processes) used over a run, and plain GETs.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { once } from "node:events"
import { readdirSync, readFileSync } from "node:fs"
import { request as httpRequest } from "node:http"
import { fileURLToPath } from "node:url"
import { quantile, sorted } from "./bench_stats.ts"
import { nodeCommand, spawnServer } from "./spawned_server.ts"

/** The repository root. */
export const ROOT = fileURLToPath(new URL("..", import.meta.url))
/** The wrk script. */
const LUA = fileURLToPath(new URL("./wrk_report.lua", import.meta.url))
/** wrk's connections. */
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

/** A running server process. */
export interface Server {
  readonly child: ChildProcess
  readonly port: number
  readonly logFile: string
}

/** What a GET answered: status, content encoding and raw body (not decoded). */
export interface Answer {
  readonly status: number
  readonly encoding: string | undefined
  readonly body: Buffer
}

/** One GET on a fresh connection. */
export function get(port: number, path: string, headers: Record<string, string> = {}, timeoutMs = 5000): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }))
      res.on("error", reject)
    })
    req.on("timeout", () => req.destroy(new Error("timeout")))
    req.on("error", reject)
    req.end()
  })
}

/** Resolves after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** How to start a server process. */
export interface ServerStart {
  /** The script, relative to the repository root, run with `node --import tsx`. */
  readonly script: string
  /** Extra arguments after the script. */
  readonly args?: ReadonlyArray<string>
  /** The environment besides this process's own; `PORT` is set to a free port. */
  readonly env: Readonly<Record<string, string>>
  /** Where its standard output and error go. */
  readonly logFile: string
  /** A path answering 200 once the server is ready. */
  readonly probe: string
  /** A directory for `--cpu-prof` profiles (none when absent). */
  readonly cpuProfDir?: string | undefined
  /** How long to wait for readiness (ms; default 60 s). */
  readonly readyWithinMs?: number
}

/** Starts a server on core 0 (its worker threads too); resolves once its probe path answers 200. */
export function startServer(start: ServerStart): Promise<Server> {
  const profile = start.cpuProfDir === undefined ? [] : ["--cpu-prof", "--cpu-prof-interval", "200", "--cpu-prof-dir", start.cpuProfDir]
  return spawnServer({
    command: ["taskset", "-c", "0", ...nodeCommand(start.script, profile), ...(start.args ?? [])],
    cwd: ROOT,
    env: start.env,
    logFile: start.logFile,
    probe: start.probe,
    readyWithinMs: start.readyWithinMs
  })
}

/** Stops a server (SIGTERM, SIGKILL after 20 s). */
export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return
  const exited = once(server.child, "exit")
  server.child.kill("SIGTERM")
  const timer = setTimeout(() => server.child.kill("SIGKILL"), 20_000)
  await exited
  clearTimeout(timer)
}

/** A wrk run: the path (or `history` for the random history cursors, or a file of paths), headers and duration. */
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

/** One wrk run, on core 1 unless `pinned` is false. */
export async function wrk(run: WrkRun): Promise<WrkReport> {
  const request = run.request
  const kind = request === "history" ? "history" : "pathsFile" in request ? "paths" : "static"
  const args = ["wrk", "-t1", `-c${run.connections ?? CONNECTIONS}`, `-d${run.seconds}s`, "--latency", "-s", LUA]
  for (const [name, value] of Object.entries(run.headers ?? {})) args.push("-H", `${name}: ${value}`)
  args.push(`http://127.0.0.1:${run.port}${request !== "history" && "path" in request ? request.path : "/"}`)
  const [command = "wrk", ...rest] = run.pinned === false ? args : ["taskset", "-c", "1", ...args]
  const child = spawn(command, rest, {
    env: {
      ...process.env,
      BENCH_REQUEST: kind,
      BENCH_SEED: String(run.seed ?? 11),
      BENCH_PATHS_FILE: request !== "history" && "pathsFile" in request ? request.pathsFile : ""
    },
    stdio: ["ignore", "pipe", "pipe"]
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const [code] = (await once(child, "exit")) as [number | null]
  const line = output.split("\n").find((l) => l.startsWith("WRK_REPORT "))
  if (code !== 0 || line === undefined) throw new Error(`wrk failed (${String(code)}): ${output}`)
  return JSON.parse(line.slice("WRK_REPORT ".length)) as WrkReport
}

/** CPU time of one process so far, all its threads (ns, `/proc/<pid>/task/<tid>/schedstat`). */
export function processCpuNs(pid: number): number {
  let total = 0
  let tasks: Array<string>
  try {
    tasks = readdirSync(`/proc/${pid}/task`)
  } catch {
    return 0
  }
  for (const tid of tasks) {
    try {
      total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0])
    } catch {
      // a thread that ended meanwhile
    }
  }
  return total
}

/** CPU time of every PostgreSQL server process so far (ns; processes named `postgres`). */
export function postgresCpuNs(): number {
  let total = 0
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/u.test(pid)) continue
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres") total += processCpuNs(Number(pid))
    } catch {
      // a process that ended meanwhile
    }
  }
  return total
}

/** Requests per second of a run. */
export function rate(r: WrkReport): number {
  return r.requests / (r.durationUs / 1e6)
}

/** The median (nearest rank) of numbers. */
export function medianOf(values: ReadonlyArray<number>): number {
  return quantile(sorted(values), 0.5)
}

/** `a–b`. */
export function rangeOf(values: ReadonlyArray<number>, digits = 0): string {
  const s = sorted(values)
  return `${s[0]!.toFixed(digits)}–${s[s.length - 1]!.toFixed(digits)}`
}

/** The history cursors a run samples for body sizes (deterministic, spread over 1..470). */
export function sampleCursors(count: number, seed = 11): Array<number> {
  let x = seed
  return Array.from({ length: count }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31
    return 1 + (x % 470)
  })
}
