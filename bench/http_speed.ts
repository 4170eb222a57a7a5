/** `npm run bench:http`: what a GET costs the production server against a bare Node server sending the same bytes and,
 * with `BENCH_BASELINE=<git rev>`, against that revision, in the same rounds. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  type BaselineTree,
  buildBaseline,
  buildCurrent,
  type ByRound,
  compare,
  comparisonCells,
  CONNECTIONS,
  get,
  hadErrors,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  pinnedNode,
  postgresCpuNs,
  startOtlpSink,
  processCpuNs,
  rangeOf,
  rate,
  type Server,
  spawnServer,
  stopServer,
  wrk,
  type WrkReport
} from "./harness/mod.ts"

/** Rounds. */
const ROUNDS = Number(process.env["HTTP_BENCH_ROUNDS"] ?? 3)
/** Seconds per measured wrk run. */
const SECONDS = Number(process.env["HTTP_BENCH_SECONDS"] ?? 8)
/** Seconds of warm-up per request on each fresh server. */
const WARMUP_SECONDS = 2
/** The revision to compare with (none by default). */
const BASELINE = process.env["BENCH_BASELINE"] ?? ""
/** The PostgreSQL server (databases are created on it for the run and dropped after). */
const SERVER_URL = process.env["DATABASE_URL"] ?? "postgres://postgres:postgres@127.0.0.1:5432/postgres"
/** Variables of this build's servers (not the baseline's), `NAME=value` separated by blanks: with `BENCH_BASELINE=HEAD`, a setting against its default. */
const BUILD_ENV = Object.fromEntries(
  (process.env["HTTP_BENCH_ENV"] ?? "")
    .split(/\s+/u)
    .filter((pair) => pair.includes("="))
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)])
)
/** The history cursors the Lua script draws from. */
const CURSORS = 470
/** The requests. */
const REQUESTS = ["history", "token"] as const
/** A request. */
type RequestKind = (typeof REQUESTS)[number]

/** A server compared: a bare baseline, or a node build on a storage. */
interface Target {
  readonly name: string
  readonly kind: "bare" | "bare-edge" | "node"
  readonly storage?: "memory" | "postgres"
  /** This build, its A/A twin, or the baseline revision's. */
  readonly build?: "current" | "twin" | "baseline"
}

/** A measured run. */
interface Run {
  readonly round: number
  readonly report: WrkReport
  readonly apiCpuUs: number
  readonly postgresCpuUs: number
}

/** The URL of a database on the PostgreSQL server. */
function databaseUrl(database: string): string {
  const url = new URL(SERVER_URL)
  url.pathname = `/${database}`
  return url.toString()
}

/** The database of a build's PostgreSQL server. */
function databaseOf(build: Target["build"]): string {
  return build === "baseline" ? "zk_bench_http_base" : "zk_bench_http"
}

/** Runs SQL on the PostgreSQL server's maintenance database with `psql`; false when it is unreachable. */
function psql(sql: string): boolean {
  const result = spawnSync("psql", [SERVER_URL, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], { encoding: "utf8" })
  if (result.status !== 0) process.stderr.write(`psql: ${result.stderr || result.error?.message}\n`)
  return result.status === 0
}

/** Starts the server of a target. */
function start(
  target: Target,
  dir: string,
  fixtures: string,
  round: number,
  baseline: BaselineTree | undefined
): Promise<Server> {
  const logFile = join(dir, `${target.name.replace(/\W+/gu, "-")}-${round}.log`)
  if (target.kind !== "node") {
    return spawnServer({
      command: pinnedNode("bench/bare_server.ts", [fixtures]),
      env: target.kind === "bare" ? {} : { BARE_EDGE: "1" },
      logFile,
      probe: "/tokens/1"
    })
  }
  const env = {
    FORGE_INTERVAL_SECONDS: "0",
    LOG_FORMAT: "json",
    // Admission control on with its defaults (a closed loop within its bounds is never shed); a baseline built before
    // the demand rule had a queue-delay check that shed a closed loop at saturation, turned off here for it.
    ADMISSION_MAX_QUEUE_DELAY_MS: "0",
    ...(target.build === "baseline" ? {} : BUILD_ENV),
    ...(target.storage === "memory"
      ? { STORAGE: "memory" }
      : { STORAGE: "external", DATABASE_URL: databaseUrl(databaseOf(target.build)) })
  }
  const tree = target.build === "baseline" && baseline !== undefined ? baseline.dir : undefined
  return spawnServer({
    command: pinnedNode(join(tree ?? ".", "dist/app/main.js")),
    cwd: tree,
    env,
    logFile,
    probe: "/config",
    readyWithinMs: 120_000
  })
}

/** The paths wrk requests. */
function paths(): Array<string> {
  return ["/tokens/1", ...Array.from({ length: CURSORS }, (_, i) => `/transactions-history?limit=20&fromItem=${i + 1}`)]
}

/** A fixture of the bare server: the parsed body and whether the node sent `Vary`. */
interface Fixture {
  readonly body: unknown
  readonly vary: boolean
}

/** ISO-8601 instants in a body: the devnet dates its records from the time it is seeded. */
const INSTANT = /"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z"/gu

/** Whether two bodies are the same bytes but for the instants in them (same length included). */
function sameButTimes(a: Buffer, b: Buffer): boolean {
  const masked = (body: Buffer) => body.toString("utf8").replace(INSTANT, '"T"')
  return a.byteLength === b.byteLength && masked(a) === masked(b)
}

/** One measured wrk run with the CPU the API process and PostgreSQL used over it. */
async function measured(server: Server, target: Target, request: RequestKind, round: number): Promise<Run> {
  const pid = server.child.pid ?? 0
  const database = databaseOf(target.build)
  const api = processCpuNs(pid)
  const pg = postgresCpuNs(database)
  const report = await wrk({
    port: server.port,
    request: request === "token" ? { path: "/tokens/1" } : "history",
    seconds: SECONDS
  })
  const per = (ns: number) => ns / 1000 / report.requests
  return { round, report, apiCpuUs: per(processCpuNs(pid) - api), postgresCpuUs: per(postgresCpuNs(database) - pg) }
}

/** The targets of the run. */
function targetsOf(chosen: ReadonlyArray<string>, withPostgres: boolean, withBaseline: boolean): Array<Target> {
  const targets: Array<Target> = [{ name: "bare", kind: "bare" }]
  if (chosen.includes("bare-edge")) targets.push({ name: "bare-edge", kind: "bare-edge" })
  for (const storage of ["memory", "postgres"] as const) {
    if (!chosen.includes(storage) || (storage === "postgres" && !withPostgres)) continue
    targets.push({ name: storage, kind: "node", storage, build: "current" })
    if (withBaseline) {
      targets.push({ name: `${storage} A/A`, kind: "node", storage, build: "twin" })
      targets.push({ name: `${storage} base`, kind: "node", storage, build: "baseline" })
    }
  }
  return targets
}

/** The main run. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "http-bench-"))
  const started = Date.now()
  const chosen = process.env["HTTP_BENCH_TARGETS"]?.split(",") ?? ["bare-edge", "memory", "postgres"]
  const wantsPostgres = chosen.includes("postgres")
  const databases = BASELINE === "" ? ["zk_bench_http"] : ["zk_bench_http", "zk_bench_http_base"]
  const dropAll = () => databases.every((d) => psql(`DROP DATABASE IF EXISTS ${d}`))
  const withPostgres = wantsPostgres && dropAll() && databases.every((d) => psql(`CREATE DATABASE ${d}`))
  buildCurrent()
  const sink = process.env["HTTP_BENCH_OTLP_SINK"] === "1" ? await startOtlpSink() : undefined
  if (sink !== undefined) BUILD_ENV["OTEL_EXPORTER_OTLP_ENDPOINT"] = sink.url
  const baseline = BASELINE === "" ? undefined : buildBaseline(BASELINE)
  const targets = targetsOf(chosen, withPostgres, baseline !== undefined)
  console.log(`# GET cost (bench/http_speed.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Servers pinned to core 0, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s on core 1; ${ROUNDS} rounds, servers rotating; ${WARMUP_SECONDS} s warm-up per request per server.` +
      (baseline === undefined ? "" : ` Baseline: ${baseline.label}, built beside.`) +
      (Object.keys(BUILD_ENV).length === 0
        ? ""
        : ` This build's servers (not the baseline's) with ${Object.entries(BUILD_ENV)
            .map(([k, v]) => `${k}=${v}`)
            .join(" ")}.`)
  )
  if (wantsPostgres && !withPostgres) console.log(`PostgreSQL at ${SERVER_URL} unreachable: its rows are left out.`)

  const runs = new Map<string, Array<Run>>()
  const bodies = new Map<string, Buffer>()
  const mismatches: Array<string> = []
  try {
    // Fixtures: this build's memory server's bodies; every other server must answer the same bytes.
    const fixtures = join(dir, "fixtures.json")
    const reference = await start(
      { name: "memory", kind: "node", storage: "memory", build: "current" },
      dir,
      fixtures,
      0,
      baseline
    )
    const fixture: Record<string, Fixture> = {}
    try {
      for (const path of paths()) {
        const answer = await get(reference.port, path)
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`)
        bodies.set(path, answer.body)
        fixture[path] = { body: JSON.parse(answer.body.toString("utf8")), vary: answer.headers["vary"] !== undefined }
      }
    } finally {
      await stopServer(reference)
    }
    writeFileSync(fixtures, JSON.stringify(fixture))
    for (const target of targets.filter(
      (t) => t.kind === "node" && t.build !== "twin" && !(t.storage === "memory" && t.build === "current")
    )) {
      const server = await start(target, dir, fixtures, 0, baseline)
      try {
        for (const path of paths().filter((_, i) => i % 10 === 0)) {
          const answer = await get(server.port, path)
          if (!sameButTimes(answer.body, bodies.get(path)!)) mismatches.push(`${target.name} ${path}`)
        }
      } finally {
        await stopServer(server)
      }
    }

    for (let round = 1; round <= ROUNDS; round++) {
      const order = targets.map((_, i) => targets[(i + round - 1) % targets.length]!)
      for (const target of order) {
        const server = await start(target, dir, fixtures, round, baseline)
        try {
          for (const request of REQUESTS) {
            await wrk({
              port: server.port,
              request: request === "token" ? { path: "/tokens/1" } : "history",
              seconds: WARMUP_SECONDS
            })
          }
          for (const request of REQUESTS) {
            const key = `${request}/${target.name}`
            runs.set(key, [...(runs.get(key) ?? []), await measured(server, target, request, round)])
          }
        } finally {
          await stopServer(server)
        }
        process.stderr.write(
          `round ${round}/${ROUNDS} ${target.name} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`
        )
      }
    }
  } finally {
    if (withPostgres) dropAll()
    baseline?.remove()
    rmSync(dir, { recursive: true, force: true })
    sink?.close()
  }
  if (sink !== undefined) {
    const { bytes, exports } = sink.received()
    console.log(`OTLP sink: ${exports} exports, ${(bytes / 2 ** 20).toFixed(1)} MiB of spans received.`)
  }

  /** A target's figure per round: req/s, or requests per CPU-second of the API process. */
  const byRound = (request: RequestKind, name: string, figure: "rate" | "cpu"): ByRound =>
    new Map(
      (runs.get(`${request}/${name}`) ?? []).map((r) => [
        r.round,
        figure === "rate" ? rate(r.report) : 1e6 / r.apiCpuUs
      ])
    )
  const toBare = (request: RequestKind, name: string, figure: "rate" | "cpu"): number => {
    const bare = byRound(request, "bare", figure)
    return medianOf(
      [...byRound(request, name, figure)].flatMap(([round, v]) => (bare.has(round) ? [v / bare.get(round)!] : []))
    )
  }
  const rows = REQUESTS.flatMap((request) =>
    targets.map((target) => {
      const rs = runs.get(`${request}/${target.name}`) ?? []
      const rates = rs.map((r) => rate(r.report))
      const body = bodies.get(request === "token" ? "/tokens/1" : "/transactions-history?limit=20&fromItem=1")
      return [
        request === "history" ? "history page (20 items)" : "single token",
        target.name,
        medianOf(rates).toFixed(0),
        rangeOf(rates),
        toBare(request, target.name, "rate").toFixed(2),
        toBare(request, target.name, "cpu").toFixed(2),
        medianOf(rs.map((r) => r.apiCpuUs)).toFixed(1),
        target.storage === "postgres" ? medianOf(rs.map((r) => r.postgresCpuUs)).toFixed(1) : "—",
        (medianOf(rs.map((r) => r.report.p50Us)) / 1000).toFixed(2),
        (medianOf(rs.map((r) => r.report.p99Us)) / 1000).toFixed(2),
        String(body?.byteLength ?? 0)
      ]
    })
  )
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(
    markdownTable(
      [
        "request",
        "server",
        "req/s median",
        "req/s range",
        "ratio to bare",
        "CPU ratio to bare",
        "API CPU µs/req",
        "PostgreSQL CPU µs/req",
        "p50 ms",
        "p99 ms",
        "body B"
      ],
      rows
    )
  )
  if (baseline !== undefined) {
    const verdicts = REQUESTS.flatMap((request) =>
      targets
        .filter((t) => t.build === "current")
        .flatMap((t) =>
          (["rate", "cpu"] as const).map((figure) => [
            request === "history" ? "history page (20 items)" : "single token",
            t.name,
            figure === "rate" ? "req/s" : "requests per API CPU-second",
            ...comparisonCells(
              compare(
                byRound(request, t.name, figure),
                byRound(request, `${t.name} A/A`, figure),
                byRound(request, `${t.name} base`, figure)
              )
            )
          ])
        )
    )
    console.log("")
    console.log(
      `Against ${baseline.label} (median per-round ratio, this build over the baseline; the A/A ratio is this build over a second server of it, its largest distance from 1 the noise):`
    )
    console.log("")
    console.log(
      markdownTable(["request", "server", "figure", "ratio to base", "A/A ratio", "noise", "verdict"], verdicts)
    )
  }
  const failures = [...runs].flatMap(([key, rs]) =>
    rs.filter((r) => hadErrors(r.report)).map((r) => `${key} round ${r.round}`)
  )
  console.log("")
  if (failures.length > 0) console.log(`Runs with errors (non-2xx, socket errors or timeouts): ${failures.join(", ")}`)
  if (mismatches.length > 0)
    console.log(`Other bytes than this build's memory server (but for the seeding instants): ${mismatches.join(", ")}`)
  else
    console.log(
      "Every server answered the same bytes as this build's memory server (but for the seeding instants) for every sampled path."
    )
}

await main()
