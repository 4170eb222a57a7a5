/** `npm run bench:processes`: capacity with 1 or 2 API processes, reads on the primary or on a streaming replica, on a
 * fresh scale database: req/s, latency, CPU per request and a per-core capacity model. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import {
  CONNECTIONS,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  nodeCommand,
  processCpuNs,
  rangeOf,
  rate,
  ROOT,
  type Server,
  sleep,
  spawnServer,
  stopServer,
  wrk,
  type WrkReport
} from "./harness/mod.ts"
import { generate, psql } from "./scale/generate.ts"

/** The database the run creates on the primary. */
const DATABASE = "zk_bench_processes"
/** Paths per request kind in wrk's paths file (sent in turn). */
const PATHS = 20_000
/** The response header a node reading replicas answers. */
const LAST_BATCH_HEADER = "x-last-batch"

/** The requests measured. */
type RequestKind = "history" | "single"
/** A configuration: API processes and where GETs read. */
interface Configuration {
  readonly processes: 1 | 2
  readonly reads: "primary" | "replica"
}
const CONFIGURATIONS: ReadonlyArray<Configuration> = [
  { processes: 1, reads: "primary" },
  { processes: 2, reads: "primary" },
  { processes: 1, reads: "replica" },
  { processes: 2, reads: "replica" }
]
const REQUESTS: ReadonlyArray<RequestKind> = ["history", "single"]

/** A configuration's name. */
function nameOf(c: Configuration): string {
  return `${c.processes} process${c.processes === 1 ? "" : "es"}, reads on the ${c.reads}`
}

/** A URL on the same server naming another database. */
function onDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** One value of a psql query on a server's maintenance database. */
function scalar(serverUrl: string, query: string): string {
  return psql(onDatabase(serverUrl, "postgres"), query).trim()
}

// ---- processes and CPU ---------------------------------------------------------------------

/** The parent pid of a process (undefined once it is gone). */
function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
  } catch {
    return undefined
  }
}

/** The direct children of a process. */
function childrenOf(pid: number): Array<number> {
  return readdirSync("/proc")
    .filter((p) => /^\d+$/u.test(p))
    .map(Number)
    .filter((p) => parentOf(p) === pid)
}

/** CPU time (ns) of each of the pids. */
function cpuOf(pids: ReadonlyArray<number>): Map<number, number> {
  // A pid already gone reads 0 and is left out (a process that ended during a run is not counted).
  return new Map(pids.map((pid): [number, number] => [pid, processCpuNs(pid)]).filter(([, ns]) => ns > 0))
}

/** Total CPU (ns) used between two snapshots (a pid first seen in the second counts whole). */
function cpuBetween(before: ReadonlyMap<number, number>, after: ReadonlyMap<number, number>): number {
  let total = 0
  for (const [pid, ns] of after) total += ns - (before.get(pid) ?? 0)
  return total
}

/** The machine's CPU counters (jiffies) from `/proc/stat`: busy, stolen and all. */
function machineCpu(): { readonly busy: number; readonly steal: number; readonly total: number } {
  const fields = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/u).slice(1, 9).map(Number)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields
  return {
    busy: user + nice + system + irq + softirq,
    steal,
    total: user + nice + system + idle + iowait + irq + softirq + steal
  }
}

/** A PostgreSQL server: its URL and data directory. */
interface PgServer {
  readonly label: "primary" | "replica"
  readonly url: string
  readonly dataDirectory: string
}

/** The server at `url`. */
function pgServer(label: PgServer["label"], url: string): PgServer {
  return { label, url, dataDirectory: scalar(url, "SHOW data_directory") }
}

/** The server's postmaster pid now (its data directory's `postmaster.pid`; a restart changes it), or undefined while it is down. */
function postmasterOf(server: PgServer): number | undefined {
  try {
    return Number(readFileSync(join(server.dataDirectory, "postmaster.pid"), "utf8").split("\n")[0])
  } catch {
    return undefined
  }
}

/** The pids of the server's backends connected to the benchmark's database. */
function backendsOf(server: PgServer): Array<number> {
  try {
    return scalar(server.url, `SELECT pid FROM pg_stat_activity WHERE datname = '${DATABASE}'`)
      .split("\n")
      .filter((l) => l !== "")
      .map(Number)
  } catch {
    return [] // the server is down (the replica tests stop it): shows as no backends
  }
}

/** Transactions the server counted for the benchmark's database. */
function xactsOf(server: PgServer): number {
  try {
    return Number(
      scalar(server.url, `SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = '${DATABASE}'`)
    )
  } catch {
    return Number.NaN // the server is down: the row shows NaN
  }
}

/** Every process of a server's cluster: the postmaster and its children. */
function clusterPids(server: PgServer): Array<number> {
  const postmaster = postmasterOf(server)
  return postmaster === undefined ? [] : [postmaster, ...childrenOf(postmaster)]
}

// ---- the servers under test -----------------------------------------------------------------

/** A started configuration: the spawned process and its API processes. */
interface Started {
  readonly server: Server
  /** The supervisor (2 processes) or the process itself (1). */
  readonly root: number
  /** The workers (2 processes: the supervisor's children), each with its role; empty for 1. */
  readonly workers: ReadonlyArray<{ readonly pid: number; readonly role: string }>
}

/** The supervisor's `worker ready` log lines (pino's, fields flat): pid and role of each ready worker. */
function readyWorkers(logFile: string): Array<{ readonly pid: number; readonly role: string }> {
  const ready: Array<{ readonly pid: number; readonly role: string }> = []
  for (const line of readFileSync(logFile, "utf8").split("\n")) {
    if (!line.includes('"worker ready"')) continue
    try {
      const parsed: unknown = JSON.parse(line)
      if (typeof parsed !== "object" || parsed === null) continue
      ready.push({ pid: Number(Reflect.get(parsed, "workerPid")), role: String(Reflect.get(parsed, "role")) })
    } catch {
      // a line cut while being written
    }
  }
  return ready
}

/** Starts a configuration and waits until each of its API processes is ready. */
async function start(
  c: Configuration,
  options: { readonly primary: string; readonly replica: string; readonly logFile: string }
): Promise<Started> {
  const env: Record<string, string> = {
    DATABASE_URL: onDatabase(options.primary, DATABASE),
    ROLE: "all",
    DEVNET: "false",
    FORGE_INTERVAL_SECONDS: "0",
    LOG_FORMAT: "json",
    WEB_CONCURRENCY: String(c.processes),
    ...(c.reads === "replica" ? { DATABASE_READ_URLS: onDatabase(options.replica, DATABASE) } : {})
  }
  const server = await spawnServer({
    command: nodeCommand("dist/app/main.js"),
    cwd: ROOT,
    env,
    logFile: options.logFile,
    probe: "/config",
    readyWithinMs: 120_000
  })
  const root = server.child.pid!
  if (c.processes === 1) return { server, root, workers: [] }
  const deadline = Date.now() + 60_000
  while (readyWorkers(options.logFile).length < c.processes) {
    if (Date.now() > deadline || server.child.exitCode !== null) {
      await stopServer(server)
      throw new Error(
        `${c.processes} workers not ready within 60 s (is WEB_CONCURRENCY on this tree?): ${readFileSync(options.logFile, "utf8").slice(0, 4000)}`
      )
    }
    await sleep(100)
  }
  return { server, root, workers: readyWorkers(options.logFile) }
}

/** The API processes of a started configuration. */
function apiPids(s: Started): Array<number> {
  return [s.root, ...childrenOf(s.root)]
}

/** Whether one GET of `path` answers 200, and its `X-Last-Batch`. */
async function lastBatchOf(port: number, path: string): Promise<string | undefined> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`)
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`)
  return response.headers.get(LAST_BATCH_HEADER) ?? undefined
}

// ---- one measured run -------------------------------------------------------------------------

/** What one measured run gave. */
interface Run {
  readonly round: number
  readonly configuration: Configuration
  readonly request: RequestKind
  readonly report: WrkReport
  /** CPU ns of the API processes: all of them, the root (supervisor or single process), each worker. */
  readonly apiNs: number
  readonly rootNs: number
  readonly workerNs: ReadonlyArray<{ readonly pid: number; readonly role: string; readonly ns: number }>
  /** CPU ns of the benchmark database's backends, and of the whole cluster, per server. */
  readonly backendNs: Readonly<Record<PgServer["label"], number>>
  readonly clusterNs: Readonly<Record<PgServer["label"], number>>
  /** Transactions counted per server. */
  readonly xacts: Readonly<Record<PgServer["label"], number>>
  /** Backends of the database per server at the start. */
  readonly backends: Readonly<Record<PgServer["label"], number>>
  /** Machine CPU over the run, in core-seconds: busy, stolen, and all (busy, stolen and idle). */
  readonly machineBusyS: number
  readonly machineStealS: number
  readonly machineS: number
  readonly lastBatch: string | undefined
  /** Whether the replica's postmaster changed during the run. */
  readonly replicaRestarted: boolean
}

/** Let the backends flush their statistics (PostgreSQL does so at most once a second, ≤ 1 s after going idle). */
const STATS_FLUSH_MS = 1500

/** One measured wrk run with everything around it. */
async function measure(
  s: Started,
  servers: ReadonlyArray<PgServer>,
  run: {
    readonly round: number
    readonly configuration: Configuration
    readonly request: RequestKind
    readonly pathsFile: string
    readonly seconds: number
    readonly probePath: string
  }
): Promise<Run> {
  const lastBatch = await lastBatchOf(s.server.port, run.probePath)
  await sleep(STATS_FLUSH_MS)
  const postmasters = servers.map(postmasterOf)
  const xactsBefore = servers.map(xactsOf)
  const backendsBefore = servers.map(backendsOf)
  const api = apiPids(s)
  const cpu0 = {
    api: cpuOf(api),
    backends: backendsBefore.map(cpuOf),
    clusters: servers.map((server) => cpuOf(clusterPids(server))),
    machine: machineCpu()
  }
  const report = await wrk({
    port: s.server.port,
    request: { pathsFile: run.pathsFile },
    seconds: run.seconds,
    pinned: false
  })
  const machine1 = machineCpu()
  const cpu1 = {
    api: cpuOf(api),
    backends: backendsBefore.map(cpuOf),
    clusters: servers.map((server) => cpuOf(clusterPids(server))),
    machine: machine1
  }
  // Backends opened during the run count whole (read after the snapshots: psql costs CPU too).
  servers.forEach((server, i) => {
    for (const pid of backendsOf(server)) if (!cpu1.backends[i]!.has(pid)) cpu1.backends[i]!.set(pid, processCpuNs(pid))
  })
  await sleep(STATS_FLUSH_MS)
  const xactsAfter = servers.map(xactsOf)
  const perServer = (values: (i: number) => number) =>
    Object.fromEntries(servers.map((server, i) => [server.label, values(i)])) as Record<PgServer["label"], number>
  const hz = 100 // USER_HZ on Linux
  return {
    round: run.round,
    configuration: run.configuration,
    request: run.request,
    report,
    apiNs: cpuBetween(cpu0.api, cpu1.api),
    rootNs: (cpu1.api.get(s.root) ?? 0) - (cpu0.api.get(s.root) ?? 0),
    workerNs: s.workers.map((w) => ({ ...w, ns: (cpu1.api.get(w.pid) ?? 0) - (cpu0.api.get(w.pid) ?? 0) })),
    backendNs: perServer((i) => cpuBetween(cpu0.backends[i]!, cpu1.backends[i]!)),
    clusterNs: perServer((i) => cpuBetween(cpu0.clusters[i]!, cpu1.clusters[i]!)),
    xacts: perServer((i) => xactsAfter[i]! - xactsBefore[i]!),
    backends: perServer((i) => backendsBefore[i]!.length),
    machineBusyS: (cpu1.machine.busy - cpu0.machine.busy) / hz,
    machineStealS: (cpu1.machine.steal - cpu0.machine.steal) / hz,
    machineS: (cpu1.machine.total - cpu0.machine.total) / hz,
    lastBatch,
    replicaRestarted: servers.some((server, i) => server.label === "replica" && postmasterOf(server) !== postmasters[i])
  }
}

/**
 * Why a run's reads were not where its configuration puts them, if they were not: by the CPU of
 * the benchmark database's backends (PostgreSQL's transaction counters are flushed up to 10 s
 * late) and the replica's postmaster (the replica tests of this repository stop and start it).
 */
function misplaced(run: Run): string | undefined {
  const { primary, replica } = run.backendNs
  if (run.configuration.reads === "primary")
    return primary > 0 && replica <= 0.05 * primary ? undefined : "reads not on the primary alone"
  if (run.replicaRestarted) return "the replica restarted during the run"
  return replica > 0 && primary <= 0.1 * replica
    ? undefined
    : `reads not on the replica alone (backends' CPU primary ${(primary / 1e6).toFixed(0)} ms, replica ${(replica / 1e6).toFixed(0)} ms)`
}

// ---- set-up -------------------------------------------------------------------------------------

/** Waits until the replica has replayed the primary's current WAL position (or throws after `ms`). */
async function waitForReplay(primary: string, replica: string, ms: number): Promise<number> {
  const started = Date.now()
  const target = scalar(primary, "SELECT pg_current_wal_lsn()")
  const replayed = () => {
    try {
      return (
        scalar(replica, `SELECT pg_wal_lsn_diff(COALESCE(pg_last_wal_replay_lsn(), '0/0'), '${target}') >= 0`) === "t"
      )
    } catch {
      return false // restarting (the replica tests stop and start it): try again
    }
  }
  while (!replayed()) {
    if (Date.now() - started > ms)
      throw new Error(`the replica at ${replica} has not replayed ${target} within ${ms / 1000} s`)
    await sleep(200)
  }
  return (Date.now() - started) / 1000
}

/** A deterministic generator of integers in [1, n]. */
function picker(seed: number): (n: number) => number {
  let x = seed
  return (n) => {
    x = (x * 1103515245 + 12345) % 2 ** 31
    return 1 + (x % n)
  }
}

/** Writes the paths files: the 20-item history page at random cursors, a random batch. */
function writePaths(dir: string, transactions: number, batches: number): Record<RequestKind, string> {
  const pick = picker(11)
  const history = Array.from(
    { length: PATHS },
    () => `/transactions-history?limit=20&fromItem=${pick(transactions - 19)}`
  )
  const single = Array.from({ length: PATHS }, () => `/batches/${pick(batches)}`)
  const files = { history: join(dir, "history.paths"), single: join(dir, "single.paths") }
  writeFileSync(files.history, history.join("\n") + "\n")
  writeFileSync(files.single, single.join("\n") + "\n")
  return files
}

/** `NxMxR`: N API cores, M replicas of R cores each. */
interface Machine {
  readonly apiCores: number
  readonly replicas: number
  readonly replicaCores: number
}

/** Parses `8x2x4,16x4x8`. */
function machinesOf(text: string): Array<Machine> {
  return text.split(",").map((m) => {
    const [apiCores, replicas, replicaCores] = m.split("x").map(Number)
    if (!(apiCores! > 0 && replicas! > 0 && replicaCores! > 0)) throw new Error(`--model ${m}: want NxMxR, e.g. 8x2x4`)
    return { apiCores: apiCores!, replicas: replicas!, replicaCores: replicaCores! }
  })
}

// ---- the run ------------------------------------------------------------------------------------

async function main(): Promise<void> {
  // `--transactions`' default is sized so the history table and its indexes fit the replica's default shared buffers;
  // `--model NxMxR`: N API cores, M replicas of R cores each; `--keep` keeps the database, `--no-build` measures the
  // existing build.
  const { values } = parseArgs({
    options: {
      rounds: { type: "string", default: "3" },
      seconds: { type: "string", default: "8" },
      warmup: { type: "string", default: "3" },
      transactions: { type: "string", default: "100000" },
      "primary-url": { type: "string", default: "postgres://postgres:postgres@127.0.0.1:5432/postgres" },
      "replica-url": { type: "string", default: "postgres://postgres:postgres@127.0.0.1:5433/postgres" },
      model: { type: "string", default: "8x1x4,8x2x4,16x4x8" },
      keep: { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false }
    }
  })
  const rounds = Number(values.rounds)
  const seconds = Number(values.seconds)
  const warmup = Number(values.warmup)
  const primaryUrl = values["primary-url"]
  const replicaUrl = values["replica-url"]
  const machines = machinesOf(values.model)
  const started = Date.now()
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`
  const progress = (line: string) => process.stderr.write(`[${elapsed()}] ${line}\n`)

  if (scalar(replicaUrl, "SELECT pg_is_in_recovery()") !== "t")
    throw new Error(`${replicaUrl} is not a replica (not in recovery)`)
  if (!values["no-build"]) {
    const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" })
    if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`)
    progress("built")
  }
  const totals = await generate({
    transactions: Number(values.transactions),
    url: onDatabase(primaryUrl, DATABASE),
    seed: 1,
    progress: false
  })
  progress(`generated ${totals.transactions} transactions in ${totals.batches} batches`)
  const replaySeconds = await waitForReplay(primaryUrl, replicaUrl, 300_000)
  const lastItem = (url: string) => psql(onDatabase(url, DATABASE), "SELECT max(item_id) FROM tx").trim()
  if (lastItem(primaryUrl) !== lastItem(replicaUrl))
    throw new Error("the replica's history differs from the primary's after replay")
  const prewarm =
    "SELECT sum(pg_prewarm(c.oid::regclass, 'buffer')) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace " +
    "WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i')"
  psql(onDatabase(primaryUrl, DATABASE), "CREATE EXTENSION IF NOT EXISTS pg_prewarm")
  await waitForReplay(primaryUrl, replicaUrl, 60_000)
  const prewarmed = [primaryUrl, replicaUrl].map((url) => psql(onDatabase(url, DATABASE), prewarm).trim())
  progress(`replica caught up in ${replaySeconds.toFixed(1)} s; prewarmed ${prewarmed.join(" / ")} blocks`)

  const servers = [pgServer("primary", primaryUrl), pgServer("replica", replicaUrl)]
  const dir = mkdtempSync(join(tmpdir(), "processes-bench-"))
  const pathsFiles = writePaths(dir, totals.transactions, totals.batches)
  const probePath = (request: RequestKind) => readFileSync(pathsFiles[request], "utf8").split("\n")[0]!
  const size = scalar(primaryUrl, `SELECT pg_size_pretty(pg_database_size('${DATABASE}'))`)
  const buffers = servers.map((s) => `${s.label} ${scalar(s.url, "SHOW shared_buffers")}`).join(", ")
  const version = scalar(primaryUrl, "SELECT version()").split(" on ")[0]
  const loadBefore = loadLine()

  const runs: Array<Run> = []
  /** Runs measured again because their reads were not all where the configuration puts them. */
  const repeated: Array<string> = []
  const workerLines = new Map<string, string>()
  for (let round = 1; round <= rounds; round++) {
    const order = CONFIGURATIONS.map((_, i) => CONFIGURATIONS[(i + round - 1) % CONFIGURATIONS.length]!)
    for (const configuration of order) {
      const s = await start(configuration, {
        primary: primaryUrl,
        replica: replicaUrl,
        logFile: join(dir, `${configuration.processes}-${configuration.reads}-${round}.log`)
      })
      try {
        const api = apiPids(s)
        if (api.length !== (configuration.processes === 1 ? 1 : 1 + configuration.processes)) {
          throw new Error(`${nameOf(configuration)}: ${api.length} API processes (${api.join(", ")})`)
        }
        for (const request of REQUESTS) {
          await wrk({
            port: s.server.port,
            request: { pathsFile: pathsFiles[request] },
            seconds: warmup,
            pinned: false
          })
        }
        for (const request of REQUESTS) {
          let run = await measure(s, servers, {
            round,
            configuration,
            request,
            pathsFile: pathsFiles[request],
            seconds,
            probePath: probePath(request)
          })
          for (let attempt = 1; misplaced(run) !== undefined; attempt++) {
            if (attempt > 2) throw new Error(`${nameOf(configuration)}, ${request}: ${misplaced(run)} in three runs`)
            progress(`${nameOf(configuration)}, ${request}: ${misplaced(run)}; measured again`)
            repeated.push(`round ${round}, ${nameOf(configuration)}, ${request}: ${misplaced(run)}`)
            await waitForReplay(primaryUrl, replicaUrl, 120_000)
            await sleep(3000) // the node's replica check runs every second
            run = await measure(s, servers, {
              round,
              configuration,
              request,
              pathsFile: pathsFiles[request],
              seconds,
              probePath: probePath(request)
            })
          }
          runs.push(run)
          if (run.workerNs.length > 0) {
            const shares = run.workerNs
              .map((w) => `pid ${w.pid} (${w.role}) ${((100 * w.ns) / run.apiNs).toFixed(0)} %`)
              .join(", ")
            workerLines.set(
              `${configuration.reads}/${request}`,
              `supervisor pid ${s.root} ${((100 * run.rootNs) / run.apiNs).toFixed(1)} %, ${shares}`
            )
          }
        }
      } finally {
        await stopServer(s.server)
      }
      progress(`round ${round}/${rounds}: ${nameOf(configuration)} done`)
    }
  }
  if (!values.keep) psql(onDatabase(primaryUrl, "postgres"), `DROP DATABASE IF EXISTS ${DATABASE}`)
  rmSync(dir, { recursive: true, force: true })

  // ---- report -----------------------------------------------------------------------------------
  const of = (c: Configuration, request: RequestKind) =>
    runs.filter(
      (r) => r.request === request && r.configuration.processes === c.processes && r.configuration.reads === c.reads
    )
  /** Median over the rounds of a per-request quantity, as CPU-seconds per 1000 requests (= ms per request). */
  const perThousand = (rs: ReadonlyArray<Run>, ns: (r: Run) => number) =>
    medianOf(rs.map((r) => ns(r) / 1e6 / r.report.requests))
  /** CPU the API and both clusters do not account for (wrk and the machine's other tenants), s per 1000 requests. */
  const restOf = (r: Run) =>
    (r.machineBusyS * 1e9 - r.apiNs - r.clusterNs.primary - r.clusterNs.replica) / 1e6 / r.report.requests
  /** The run the machine's other tenants took the least CPU from. */
  const quietest = (rs: ReadonlyArray<Run>) => [...rs].sort((a, b) => restOf(a) - restOf(b))[0]!
  const requestName = (request: RequestKind) => (request === "history" ? "history page (20)" : "single batch")

  console.log(`# Processes and replicas (bench/processes.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; ${version}; shared_buffers ${buffers}`)
  console.log(
    `Database ${DATABASE}: ${totals.transactions.toLocaleString("en")} transactions, ${totals.batches.toLocaleString("en")} batches (scale generator), ${size}; ` +
      `replica caught up ${replaySeconds.toFixed(1)} s after generation.`
  )
  console.log(
    `Load: wrk -t1 -c${CONNECTIONS} -d${seconds}s after ${warmup} s of warm-up per request, paths in turn (${PATHS} sampled: history ` +
      `fromItem uniform over the history, batch uniform); nothing pinned; ${rounds} rounds, configurations rotating; medians. ` +
      `Server: node dist/app/main.js, ROLE=all, DEVNET=false, FORGE_INTERVAL_SECONDS=0, LOG_FORMAT=json (request log to a file).`
  )
  console.log(`Load average before: ${loadBefore}; after: ${loadLine()}; ${elapsed()} in all.`)
  console.log("")

  const rows = REQUESTS.flatMap((request) =>
    CONFIGURATIONS.map((c) => {
      const rs = of(c, request)
      const rates = rs.map((r) => rate(r.report))
      const xacts = (label: PgServer["label"]) => medianOf(rs.map((r) => r.xacts[label] / r.report.requests)).toFixed(2)
      const bad = rs.reduce((n, r) => n + r.report.non2xx + r.report.socketErrors + r.report.timeouts, 0)
      return [
        requestName(request),
        String(c.processes),
        c.reads,
        medianOf(rates).toFixed(0),
        rangeOf(rates),
        (medianOf(rs.map((r) => r.report.p50Us)) / 1000).toFixed(2),
        (medianOf(rs.map((r) => r.report.p99Us)) / 1000).toFixed(2),
        perThousand(rs, (r) => r.apiNs).toFixed(3),
        perThousand(rs, (r) => r.backendNs.primary).toFixed(3),
        perThousand(rs, (r) => r.backendNs.replica).toFixed(3),
        `${perThousand(rs, (r) => r.clusterNs.primary).toFixed(3)} / ${perThousand(rs, (r) => r.clusterNs.replica).toFixed(3)}`,
        medianOf(rs.map(restOf)).toFixed(3),
        `${rate(quietest(rs).report).toFixed(0)} (${restOf(quietest(rs)).toFixed(3)})`,
        `${(100 * medianOf(rs.map((r) => r.machineBusyS / r.machineS))).toFixed(0)} / ${(100 * medianOf(rs.map((r) => r.machineStealS / r.machineS))).toFixed(1)}`,
        `${xacts("primary")} / ${xacts("replica")}`,
        `${medianOf(rs.map((r) => r.backends.primary))} / ${medianOf(rs.map((r) => r.backends.replica))}`,
        [...new Set(rs.map((r) => r.lastBatch ?? "—"))].join(","),
        String(bad)
      ]
    })
  )
  console.log(
    markdownTable(
      [
        "request",
        "API processes",
        "reads on",
        "req/s",
        "req/s range",
        "p50 ms",
        "p99 ms",
        "API CPU s/1000 req",
        "primary backends CPU s/1000",
        "replica backends CPU s/1000",
        "clusters CPU s/1000 (primary / replica)",
        "rest CPU s/1000 (wrk, others)",
        "quietest run: req/s (rest)",
        "machine busy / steal %",
        "xacts/req (primary / replica)",
        "backends (primary / replica)",
        "X-Last-Batch",
        "errors"
      ],
      rows
    )
  )
  console.log("")
  console.log(
    "API CPU: the single process, or the supervisor and its two workers (all threads). Backends: the PostgreSQL processes connected"
  )
  console.log(
    `to ${DATABASE}; clusters: every process of each server (its background processes and other databases' clients too). Rest: the`
  )
  console.log(
    "machine's busy CPU less the API and both clusters — wrk and whatever else ran; the quietest run is the one whose rest was least"
  )
  console.log("(the one the machine's other tenants disturbed least). Busy/steal: % of the 2 vCPUs over the run.")
  console.log("")
  for (const [key, line] of workerLines) console.log(`- 2 processes, ${key.replace("/", ", ")} (last round): ${line}`)
  for (const line of repeated) console.log(`- measured again: ${line}`)
  console.log("")
  // Every run, so a round disturbed by the machine's other tenants (a high "rest") shows.
  const position = (r: Run) =>
    REQUESTS.indexOf(r.request) * 1000 +
    CONFIGURATIONS.findIndex((c) => c.processes === r.configuration.processes && c.reads === r.configuration.reads) *
      100 +
    r.round
  const runRows = [...runs]
    .sort((a, b) => position(a) - position(b))
    .map((r) => [
      `${requestName(r.request)}, ${r.configuration.processes} × ${r.configuration.reads}`,
      String(r.round),
      rate(r.report).toFixed(0),
      (r.apiNs / 1e6 / r.report.requests).toFixed(3),
      (r.backendNs[r.configuration.reads] / 1e6 / r.report.requests).toFixed(3),
      restOf(r).toFixed(3),
      ((100 * r.machineBusyS) / r.machineS).toFixed(0)
    ])
  console.log("<details><summary>Every run</summary>")
  console.log("")
  console.log(
    markdownTable(
      [
        "request, processes × reads",
        "round",
        "req/s",
        "API CPU s/1000",
        "reads' backends CPU s/1000",
        "rest CPU s/1000",
        "busy %"
      ],
      runRows
    )
  )
  console.log("")
  console.log("</details>")
  console.log("")

  // Scaling: per round, 2 processes over 1, by reads.
  const scalingRows = REQUESTS.flatMap((request) =>
    (["primary", "replica"] as const).map((reads) => {
      const one = of({ processes: 1, reads }, request)
      const two = of({ processes: 2, reads }, request)
      const ratios = two.flatMap((run) => {
        const base = one.find((b) => b.round === run.round)
        return base === undefined ? [] : [rate(run.report) / rate(base.report)]
      })
      return [
        requestName(request),
        reads,
        medianOf(one.map((r) => rate(r.report))).toFixed(0),
        medianOf(two.map((r) => rate(r.report))).toFixed(0),
        `${medianOf(ratios).toFixed(2)}× (${rangeOf(ratios, 2)})`,
        `${(rate(quietest(two).report) / rate(quietest(one).report)).toFixed(2)}× (${rate(quietest(one).report).toFixed(0)} → ${rate(quietest(two).report).toFixed(0)})`,
        `${perThousand(one, (r) => r.apiNs).toFixed(3)} → ${perThousand(two, (r) => r.apiNs).toFixed(3)}`,
        `${(100 * medianOf(one.map((r) => r.machineBusyS / r.machineS))).toFixed(0)} → ${(100 * medianOf(two.map((r) => r.machineBusyS / r.machineS))).toFixed(0)}`
      ]
    })
  )
  console.log(
    markdownTable(
      [
        "request",
        "reads on",
        "1 process req/s",
        "2 processes req/s",
        "ratio 2/1 (per round)",
        "ratio of the quietest runs",
        "API CPU s/1000 (1 → 2)",
        "machine busy % (1 → 2)"
      ],
      scalingRows
    )
  )
  console.log("")

  // Capacity model: CPU per request turned into requests per core-second. The API's from the
  // replica-read rows, 1 process (no supervisor, fewer runnable processes than cores) and 2
  // (supervisor included, the machine oversubscribed): the range a larger machine should fall in.
  // The database's from the replica backends in the replica-read rows (both process counts).
  console.log(
    "Capacity model (CPU per request → requests per core-second; API from the replica-read rows with 1 and with 2 processes,"
  )
  console.log("the supervisor included with 2; the database from the replica's backends over all replica-read rows):")
  for (const request of REQUESTS) {
    const apiPerCore = ([1, 2] as const).map(
      (processes) => 1000 / perThousand(of({ processes, reads: "replica" }, request), (r) => r.apiNs)
    )
    const replicaRuns = [
      ...of({ processes: 1, reads: "replica" }, request),
      ...of({ processes: 2, reads: "replica" }, request)
    ]
    const primaryRuns = [
      ...of({ processes: 1, reads: "primary" }, request),
      ...of({ processes: 2, reads: "primary" }, request)
    ]
    const dbPerCore = 1000 / perThousand(replicaRuns, (r) => r.backendNs.replica)
    const primaryPerCore = 1000 / perThousand(primaryRuns, (r) => r.backendNs.primary)
    const [low, high] = [Math.min(...apiPerCore), Math.max(...apiPerCore)]
    const span = (a: number, b: number) => (Math.abs(a - b) < 0.5 ? a.toFixed(0) : `${a.toFixed(0)}–${b.toFixed(0)}`)
    const predictions = machines.map((m) => {
      const dbCap = m.replicas * m.replicaCores * dbPerCore
      const bound = (api: number) => Math.min(api, dbCap)
      return (
        `${m.apiCores} API cores + ${m.replicas} replica${m.replicas === 1 ? "" : "s"} × ${m.replicaCores} cores → ` +
        `${span(bound(m.apiCores * low), bound(m.apiCores * high))} req/s (API ${span(m.apiCores * low, m.apiCores * high)}, replicas ${dbCap.toFixed(0)})`
      )
    })
    console.log(
      `- ${requestName(request)}: ${apiPerCore[0]!.toFixed(0)} req/s per API core (1 process), ${apiPerCore[1]!.toFixed(0)} (2); ` +
        `${dbPerCore.toFixed(0)} req/s per replica core (${primaryPerCore.toFixed(0)} per primary core when it serves the reads)`
    )
    for (const prediction of predictions) console.log(`  - ${prediction}`)
  }
  console.log(
    "  Assumptions: cores as fast as these; the load generator and balancer on other machines; one API process per core, each"
  )
  console.log(
    "  core's CPU per request between the 1- and 2-process figures; reads spread evenly over the replicas (the node takes them in"
  )
  console.log(
    "  turn), the replicas' background work (WAL replay) small; every core at 100 % (plan for ≈ 70 %); the primary's writes, the"
  )
  console.log("  network and a load balancer's own cost not modelled.")
}

await main()
