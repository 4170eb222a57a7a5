/**
 * What a GET costs this server against a bare Node server sending the same bytes (issue 12):
 * `npm run bench:http` (about 5 minutes; Linux, needs `taskset`, Debian's `wrk` and, for the
 * PostgreSQL rows, a PostgreSQL server at `DATABASE_URL` or postgres://postgres:postgres@127.0.0.1:5432/postgres).
 *
 * - Servers, each a fresh process pinned to core 0 (`taskset -c 0`, worker threads included):
 *   - bare: `bench/bare_server.ts`, Node's HTTP server answering `JSON.stringify` of the object
 *     this server answered for the same URL (fetched once from the memory server), same bytes;
 *   - bare-edge: the same server also writing by hand what the node's edge adds to every 200 GET
 *     (ETag, Cache-Control, X-Request-Id, CORS, Vary, one JSON request-log line): the ceiling of
 *     any server that honours the edge of issue 11, and what the node's ratios are best read against;
 *   - memory: the production start (`npm run build` first, then `node dist/app/main.js`, as
 *     `npm run start:prod`) with STORAGE=memory (the devnet), FORGE_INTERVAL_SECONDS=0, the
 *     default edge (JSON request log to a file, metrics, compression; wrk sends no
 *     Accept-Encoding, so nothing is compressed);
 *   - memory-full: the same with FAST_LANE=off (every request through the full Effect HTTP
 *     stack), the baseline of the fast lane in the same run;
 *   - postgres: as memory on an external PostgreSQL database created afresh and seeded with the
 *     devnet by the server's first start (the PostgreSQL server itself is not pinned).
 *   HTTP_BENCH_TARGETS (comma list) picks a subset (bare is always measured).
 * - Load: `taskset -c 1 wrk -t1 -c32 -d8s --latency` (`bench/wrk_report.lua`) for the 20-item
 *   history page at random cursors (`/transactions-history?limit=20&fromItem=<1..470>`, a fixed
 *   seed) and a single token (`/tokens/1`), each server warmed up with 2 s of each first.
 * - Schedule: HTTP_BENCH_ROUNDS rounds (default 3), the servers' order rotating each round, so a
 *   drifting neighbour load falls on all of them; ratios are taken per round, then the median.
 * Reported: req/s (median and range), the median per-round ratio to bare by throughput and by CPU
 * per request (bare's over the server's: what a dedicated core would serve), the API process's CPU
 * time per request (all threads, `/proc/<pid>/task/<tid>/schedstat`) and the PostgreSQL server's
 * (all its processes), latency p50/p99, body bytes, and the verdict against the issue's targets.
 * Also checked: the PostgreSQL server answers the same bytes as the memory one for a sample of
 * the paths (but for the instants in them: the devnet dates its records from when it is seeded).
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadLine, machineLine, markdownTable } from "./bench_stats.ts"
import {
  CONNECTIONS,
  get,
  medianOf,
  postgresCpuNs,
  processCpuNs,
  rangeOf,
  rate,
  type Server,
  startServer,
  stopServer,
  wrk,
  type WrkReport
} from "./http_harness.ts"

/** Rounds. */
const ROUNDS = Number(process.env["HTTP_BENCH_ROUNDS"] ?? 3)
/** Seconds per measured wrk run. */
const SECONDS = Number(process.env["HTTP_BENCH_SECONDS"] ?? 8)
/** Seconds of warm-up per request on each fresh server. */
const WARMUP_SECONDS = 2
/** The PostgreSQL server (a database is created on it for the run and dropped after). */
const SERVER_URL = process.env["DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
/** The database the run creates. */
const DATABASE = "zk_bench_http"
/** The history cursors the Lua script draws from. */
const CURSORS = 470

/** The servers compared. */
type Target = "bare" | "bare-edge" | "memory" | "memory-full" | "postgres"
/** Every server, in table order. */
const ALL_TARGETS: ReadonlyArray<Target> = ["bare", "bare-edge", "memory", "memory-full", "postgres"]
/** The compiled server (the production start). */
const SERVER_SCRIPT = "dist/app/main.js"
/** The requests. */
type RequestKind = "history" | "token"

/** The targets: the least ratio to bare per request and server. */
const TARGETS: ReadonlyArray<{ readonly request: RequestKind; readonly target: Target; readonly ratio: number }> = [
  { request: "history", target: "memory", ratio: 0.7 },
  { request: "history", target: "postgres", ratio: 0.5 },
  { request: "token", target: "memory", ratio: 0.7 },
  { request: "token", target: "postgres", ratio: 0.7 }
]

/** A measured run. */
interface Run {
  readonly round: number
  readonly report: WrkReport
  readonly apiCpuUs: number
  readonly postgresCpuUs: number
}

/** The URL of the database the run creates. */
function databaseUrl(): string {
  const url = new URL(SERVER_URL)
  url.pathname = `/${DATABASE}`
  return url.toString()
}

/** Runs SQL on the PostgreSQL server's maintenance database with `psql`; false when it is unreachable. */
function psql(sql: string): boolean {
  const result = spawnSync("psql", [SERVER_URL, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" })
  if (result.status !== 0) process.stderr.write(`psql: ${result.stderr || result.error?.message}\n`)
  return result.status === 0
}

/** The environment of a node server on `target`. */
function nodeEnv(target: Exclude<Target, "bare" | "bare-edge">): Record<string, string> {
  const base = { FORGE_INTERVAL_SECONDS: "0", LOG_FORMAT: "json" }
  switch (target) {
    case "memory":
      return { ...base, STORAGE: "memory" }
    case "memory-full":
      return { ...base, STORAGE: "memory", FAST_LANE: "off" }
    case "postgres":
      return { ...base, STORAGE: "external", DATABASE_URL: databaseUrl() }
  }
}

/** Starts the server of `target`. */
function start(target: Target, dir: string, fixtures: string, round: number): Promise<Server> {
  const logFile = join(dir, `${target}-${round}.log`)
  if (target === "bare" || target === "bare-edge") {
    return startServer({ script: "bench/bare_server.ts", args: [fixtures], env: target === "bare" ? {} : { BARE_EDGE: "1" }, logFile, probe: "/tokens/1" })
  }
  return startServer({ script: SERVER_SCRIPT, env: nodeEnv(target), logFile, probe: "/config", readyWithinMs: 120_000 })
}

/** The paths wrk requests. */
function paths(): Array<string> {
  return ["/tokens/1", ...Array.from({ length: CURSORS }, (_, i) => `/transactions-history?limit=20&fromItem=${i + 1}`)]
}

/** The bodies the memory server answers for every requested path (the bare server's fixtures), by path. */
async function fetchBodies(port: number): Promise<Map<string, Buffer>> {
  const bodies = new Map<string, Buffer>()
  for (const path of paths()) {
    const answer = await get(port, path)
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`)
    bodies.set(path, answer.body)
  }
  return bodies
}

/** ISO-8601 instants in a body: the devnet dates its records from the time it is seeded. */
const INSTANT = /"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"/gu

/** Whether two bodies are the same bytes but for the instants in them (same length included). */
function sameButTimes(a: Buffer, b: Buffer): boolean {
  const masked = (body: Buffer) => body.toString("utf8").replace(INSTANT, '"T"')
  return a.byteLength === b.byteLength && masked(a) === masked(b)
}

/** One measured wrk run with the CPU the API process and PostgreSQL used over it. */
async function measured(server: Server, request: RequestKind, round: number): Promise<Run> {
  const pid = server.child.pid!
  const api = processCpuNs(pid)
  const pg = postgresCpuNs()
  const report = await wrk({ port: server.port, request: request === "token" ? { path: "/tokens/1" } : "history", seconds: SECONDS })
  const per = (ns: number) => ns / 1000 / report.requests
  return { round, report, apiCpuUs: per(processCpuNs(pid) - api), postgresCpuUs: per(postgresCpuNs() - pg) }
}

/** The main run. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "http-bench-"))
  const started = Date.now()
  const chosen = process.env["HTTP_BENCH_TARGETS"]?.split(",") ?? ALL_TARGETS
  const wantsPostgres = chosen.includes("postgres")
  const withPostgres = wantsPostgres && psql(`DROP DATABASE IF EXISTS ${DATABASE}`) && psql(`CREATE DATABASE ${DATABASE}`)
  const targets = ALL_TARGETS.filter((t) => t === "bare" || (chosen.includes(t) && (t !== "postgres" || withPostgres)))
  const build = spawnSync("npm", ["run", "build"], { cwd: process.cwd(), encoding: "utf8" })
  if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`)
  console.log(`# GET cost against a bare server (bench/http_speed.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Servers pinned to core 0, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s on core 1; ${ROUNDS} rounds, servers rotating; ${WARMUP_SECONDS} s warm-up per request per server.`
  )
  if (wantsPostgres && !withPostgres) console.log(`PostgreSQL at ${SERVER_URL} unreachable: its rows are left out.`)

  // Fixtures: the memory server's bodies; the PostgreSQL server must answer the same bytes.
  const fixtures = join(dir, "fixtures.json")
  const bodies = new Map<string, Buffer>()
  const memory = await start("memory", dir, fixtures, 0)
  try {
    for (const [path, body] of await fetchBodies(memory.port)) bodies.set(path, body)
  } finally {
    await stopServer(memory)
  }
  writeFileSync(fixtures, JSON.stringify(Object.fromEntries([...bodies].map(([path, body]) => [path, JSON.parse(body.toString("utf8"))]))))
  const mismatches: Array<string> = []
  if (withPostgres) {
    const pg = await start("postgres", dir, fixtures, 0)
    try {
      for (const path of paths().filter((_, i) => i % 10 === 0)) {
        const answer = await get(pg.port, path)
        if (!sameButTimes(answer.body, bodies.get(path)!)) mismatches.push(path)
      }
    } finally {
      await stopServer(pg)
    }
  }

  const runs = new Map<string, Array<Run>>()
  for (let round = 1; round <= ROUNDS; round++) {
    const order = targets.map((_, i) => targets[(i + round - 1) % targets.length]!)
    for (const target of order) {
      const server = await start(target, dir, fixtures, round)
      try {
        for (const request of ["history", "token"] as const) {
          await wrk({ port: server.port, request: request === "token" ? { path: "/tokens/1" } : "history", seconds: WARMUP_SECONDS })
        }
        for (const request of ["history", "token"] as const) {
          const key = `${request}/${target}`
          runs.set(key, [...(runs.get(key) ?? []), await measured(server, request, round)])
        }
      } finally {
        await stopServer(server)
      }
      process.stderr.write(`round ${round}/${ROUNDS} ${target} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
    }
  }
  if (withPostgres) psql(`DROP DATABASE IF EXISTS ${DATABASE}`)
  rmSync(dir, { recursive: true, force: true })

  const ratioOf = (request: RequestKind, target: Target, baseline: Target = "bare"): number => {
    const bare = runs.get(`${request}/${baseline}`) ?? []
    return medianOf((runs.get(`${request}/${target}`) ?? []).flatMap((run) => {
      const base = bare.find((b) => b.round === run.round)
      return base === undefined ? [] : [rate(run.report) / rate(base.report)]
    }))
  }
  /** The median per-round ratio of bare's CPU per request to the server's: what one dedicated core would serve, relative to bare. */
  const cpuRatioOf = (request: RequestKind, target: Target, baseline: Target = "bare"): number => {
    const bare = runs.get(`${request}/${baseline}`) ?? []
    return medianOf((runs.get(`${request}/${target}`) ?? []).flatMap((run) => {
      const base = bare.find((b) => b.round === run.round)
      return base === undefined ? [] : [base.apiCpuUs / run.apiCpuUs]
    }))
  }
  const rows = (["history", "token"] as const).flatMap((request) =>
    targets.map((target) => {
      const rs = runs.get(`${request}/${target}`) ?? []
      const rates = rs.map((r) => rate(r.report))
      const body = bodies.get(request === "token" ? "/tokens/1" : "/transactions-history?limit=20&fromItem=1")!
      return [
        request === "history" ? "history page (20 items)" : "single token",
        target,
        medianOf(rates).toFixed(0),
        rangeOf(rates),
        target === "bare" ? "1.00" : ratioOf(request, target).toFixed(2),
        target === "bare" ? "1.00" : cpuRatioOf(request, target).toFixed(2),
        medianOf(rs.map((r) => r.apiCpuUs)).toFixed(1),
        target === "postgres" ? medianOf(rs.map((r) => r.postgresCpuUs)).toFixed(1) : "—",
        (medianOf(rs.map((r) => r.report.p50Us)) / 1000).toFixed(2),
        (medianOf(rs.map((r) => r.report.p99Us)) / 1000).toFixed(2),
        String(body.byteLength)
      ]
    })
  )
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(markdownTable(
    ["request", "server", "req/s median", "req/s range", "ratio to bare", "CPU ratio to bare", "API CPU µs/req", "PostgreSQL CPU µs/req", "p50 ms", "p99 ms", "body B"],
    rows
  ))
  console.log("")
  console.log("Targets (median per-round ratio to bare, by throughput and by API CPU per request — the throughput ratio holds only")
  console.log("while wrk keeps both servers busy: under a neighbour's load wrk itself becomes the limit and the ratio drifts towards 1):")
  for (const t of TARGETS.filter((t) => targets.includes(t.target))) {
    const ratio = ratioOf(t.request, t.target)
    const cpu = cpuRatioOf(t.request, t.target)
    const judge = (r: number) => (r >= t.ratio ? "met" : "NOT met")
    console.log(
      `- ${t.request === "history" ? "history page" : "single token"} from ${t.target}: ${ratio.toFixed(2)}× bare by throughput (${judge(ratio)}), ${
        cpu.toFixed(2)
      }× by API CPU (${judge(cpu)}); target ≥ ${t.ratio}×` +
        (targets.includes("bare-edge")
          ? `; against bare-edge ${ratioOf(t.request, t.target, "bare-edge").toFixed(2)}× by throughput, ${cpuRatioOf(t.request, t.target, "bare-edge").toFixed(2)}× by API CPU`
          : "")
    )
  }
  if (targets.includes("bare-edge")) {
    for (const request of ["history", "token"] as const) {
      console.log(`- bare-edge, ${request === "history" ? "history page" : "single token"}: ${ratioOf(request, "bare-edge").toFixed(2)}× bare by throughput, ${cpuRatioOf(request, "bare-edge").toFixed(2)}× by API CPU (the edge alone, written by hand)`)
    }
  }
  if (targets.includes("memory-full")) {
    for (const request of ["history", "token"] as const) {
      const full = runs.get(`${request}/memory-full`) ?? []
      const gain = medianOf((runs.get(`${request}/memory`) ?? []).flatMap((run) => {
        const base = full.find((b) => b.round === run.round)
        return base === undefined ? [] : [rate(run.report) / rate(base.report)]
      }))
      console.log(`- fast lane, ${request === "history" ? "history page" : "single token"} from memory: ${gain.toFixed(2)}× the full stack's throughput (median per-round ratio)`)
    }
  }
  const failures = [...runs].flatMap(([key, rs]) =>
    rs.filter((r) => r.report.non2xx + r.report.socketErrors + r.report.timeouts > 0).map((r) => `${key} round ${r.round}`))
  if (failures.length > 0) console.log(`Runs with errors (non-2xx, socket errors or timeouts): ${failures.join(", ")}`)
  if (mismatches.length > 0) console.log(`PostgreSQL answered other bytes than memory for: ${mismatches.join(", ")}`)
  else if (withPostgres) console.log("PostgreSQL answered the same bytes as memory (but for the seeding instants) for every sampled path.")
}

await main()
