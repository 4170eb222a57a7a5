/**
 * What the HTTP edge costs (issue 11, "Measure"): throughput and latency of the real server with
 * its request log, metrics and compression on, and off, side by side in one run.
 * Run: `npm run bench:edge` (about 10 minutes; Linux, needs `taskset` and Debian's `wrk`).
 *
 * - Server: the production start, built first (`npm run build`, then `node dist/app/main.js`), with
 *   STORAGE=memory (the devnet seeded), FORGE_INTERVAL_SECONDS=0, a free PORT, pinned to core 0
 *   (`taskset -c 0`, its worker threads too); ready when GET /config answers 200.
 * - Load: `taskset -c 1 wrk -t1 -c32 -d8s --latency` with `bench/wrk_report.lua`, on core 1,
 *   for two requests: the 20-item history page at a random cursor
 *   (`/transactions-history?limit=20&fromItem=<1..470>`, a fixed seed, so every run sends the
 *   same sequence) and a single token (`/tokens/1`).
 * - Configurations:
 *   - edge on: LOG_LEVEL=info LOG_FORMAT=json (one JSON line per request, the server's standard
 *     output written to a file as a log collector would read it), METRICS=on, COMPRESSION=on.
 *     wrk sends no Accept-Encoding, so nothing is compressed: the cost of having the edge on;
 *   - edge off: LOG_LEVEL=warn, METRICS=off, COMPRESSION=off. Request id, CORS, ETag and the
 *     deadline have no switch and stay on in both;
 *   - extra rows, on the edge-on server: wrk sending `Accept-Encoding: gzip`, then `br`, for what
 *     compressing every response costs in req/s and saves in bytes (body bytes measured with one
 *     plain HTTP request per encoding and cursor, 20 cursors for the history page).
 * - Schedule: EDGE_BENCH_ROUNDS rounds (default 3), on and off alternating ABBA (on, off, off,
 *   on, …) so a drifting neighbour load falls on both; a fresh server per configuration and round,
 *   warmed up with 2 s of each request before its measured runs.
 * - Interleaved phases (the verdict): each round also starts an edge-on server, an edge-off
 *   server and a second edge-off server (the control), all pinned to core 0, and drives them one
 *   at a time in 100 ms phases (`bench/interleaved_load.ts` on core 1, 32 connections each,
 *   closed loop, a 30 ms quiet gap after each phase), `EDGE_BENCH_CYCLES` (default 150) cycles of
 *   one phase each in rotating order. The driver polls its sockets through a phase instead of
 *   sleeping between answers (`EDGE_BENCH_POLL=0` lets it sleep): on this VM the kernel charges
 *   the server for waking a sleeping client, 4–5 µs of CPU a token request, the more the slower
 *   the server, which inflated the edge's cost two- to threefold. Each server runs alone on its core while measured, as in
 *   production, and the vCPU's speed drifting (2 s runs of one server differ by up to 2× here:
 *   the same process took 46–103 µs of CPU a token request from one run to the next) falls on
 *   all alike. The ratio of the on and off throughputs over the round is the edge's cost, and the
 *   verdict the median over the rounds (fresh servers each round: two processes of one build
 *   differ by a few percent). The control against edge off is the same measurement where there
 *   is nothing to find (an A/A test): what it reads is the method's resolution, printed beside
 *   the verdict, with each side's server CPU per request over every cycle.
 * - Both at once: each round also starts an edge-on and an edge-off server side by side, both
 *   pinned to core 0, driven by their own wrk on core 1 at the same time. They share the core's
 *   time and caches, so the edge's extra working set also slows the other server: a harsher
 *   figure than production sees, kept for comparison with earlier runs.
 * Reported: req/s median and range over the rounds, the paired on/off ratio per round, latency
 * p50/p99 (medians of the runs), body and wire bytes per response, the log lines written, and
 * the verdict against the issue's target (the edge may cost at most 10 % of throughput).
 *
 * Besides the req/s (which a neighbour on the shared cores moves), the server's CPU time per
 * request (all its threads, `/proc/<pid>/task/<tid>/schedstat`) is reported: what the server
 * would do with a core of its own.
 *
 * `npm run bench:edge -- --alternating` runs the verdict alone (about 8 minutes). Two diagnostic
 * modes:
 * - `npm run bench:edge -- --switches`: the single token against each switch alone (request log,
 *   metrics, compression), all on, all on with the log to /dev/null, and LOG_FORMAT=pretty:
 *   server CPU per request, which switch costs what (about 3.5 minutes);
 * - `npm run bench:edge -- --cpu-prof`: the history page (on, off, gzip, br) and the token (on,
 *   off) each on a server under `--cpu-prof`: CPU per request on the main thread and the other
 *   threads, the main thread's time under each edge module and the logger, and the functions
 *   each configuration adds; the `.cpuprofile` files are kept for Chrome DevTools.
 */
import { spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"
import type { InterleavedPlan, InterleavedReport } from "./interleaved_load.ts"
import { nodeCommand } from "./spawned_server.ts"
import {
  CONNECTIONS,
  get,
  medianOf,
  processCpuNs,
  rangeOf,
  rate,
  ROOT,
  sampleCursors,
  type Server,
  startServer as startHarnessServer,
  stopServer,
  wrk as wrkRun,
  type WrkReport
} from "./http_harness.ts"

/** Rounds of on/off pairs. */
const ROUNDS = Number(process.env["EDGE_BENCH_ROUNDS"] ?? 3)
/** Seconds per measured wrk run. */
const SECONDS = Number(process.env["EDGE_BENCH_SECONDS"] ?? 8)
/** Seconds of warm-up per request on each fresh server. */
const WARMUP_SECONDS = 2
/** The seed of the history cursors. */
const SEED = 11
/** The issue's target: the edge may cost at most this fraction of throughput. */
const MAX_OVERHEAD = 0.1
/** The compiled server (the production start, `npm run build` first). */
const SERVER_SCRIPT = "dist/app/main.js"

/** A server configuration. */
type Config = "on" | "off"
/** What the client accepts. */
type Encoding = "identity" | "gzip" | "br"
/** The two requests. */
type RequestKind = "history" | "token"

/** The environment of each configuration. */
const CONFIG_ENV: Readonly<Record<Config, Readonly<Record<string, string>>>> = {
  on: { LOG_LEVEL: "info", LOG_FORMAT: "json", METRICS: "on", COMPRESSION: "on" },
  off: { LOG_LEVEL: "warn", LOG_FORMAT: "json", METRICS: "off", COMPRESSION: "off" }
}

/** One row of the table: a request against a configuration with a client encoding. */
interface Variant {
  readonly request: RequestKind
  readonly config: Config
  readonly encoding: Encoding
}

/** The rows, in table order. */
const VARIANTS: ReadonlyArray<Variant> = (["history", "token"] as const).flatMap((request) => [
  { request, config: "on", encoding: "identity" },
  { request, config: "off", encoding: "identity" },
  { request, config: "on", encoding: "gzip" },
  { request, config: "on", encoding: "br" }
])

/** A row's key. */
function keyOf(v: Variant): string {
  return `${v.request}/${v.config}/${v.encoding}`
}

/** Starts the server of a configuration (or environment) on core 0, optionally under `--cpu-prof`. */
function startServer(
  config: Config | Readonly<Record<string, string>>,
  logFile: string,
  cpuProfDir?: string
): Promise<Server> {
  return startHarnessServer({
    script: SERVER_SCRIPT,
    env: { STORAGE: "memory", FORGE_INTERVAL_SECONDS: "0", ...(typeof config === "string" ? CONFIG_ENV[config] : config) },
    logFile,
    probe: "/config",
    cpuProfDir
  })
}

/** One wrk run on core 1 for a request and a client encoding. */
function wrk(port: number, request: RequestKind, encoding: Encoding, seconds: number): Promise<WrkReport> {
  return wrkRun({
    port,
    request: request === "token" ? { path: "/tokens/1" } : "history",
    headers: encoding === "identity" ? {} : { "Accept-Encoding": encoding },
    seconds,
    seed: SEED
  })
}

/** A measured wrk run and the server CPU time per request it took. */
interface Run {
  readonly report: WrkReport
  readonly cpuUsPerRequest: number
}

/** One measured wrk run, with the server's CPU time over it. */
async function measuredRun(server: Server, request: RequestKind, encoding: Encoding): Promise<Run> {
  const pid = server.child.pid!
  const before = processCpuNs(pid)
  const report = await wrk(server.port, request, encoding, SECONDS)
  return { report, cpuUsPerRequest: (processCpuNs(pid) - before) / 1000 / report.requests }
}

/** The number of request-log lines and bytes in a server's log file. */
function logLines(file: string): { lines: number; bytes: number } {
  const text = readFileSync(file, "utf8")
  let lines = 0
  for (const line of text.split("\n")) if (line.includes('"message":"request"')) lines += 1
  return { lines, bytes: statSync(file).size }
}

/** Body bytes per response and the content encoding the server answered with. */
interface BodySize {
  readonly bytes: number
  readonly encoding: string
}

/** Mean body bytes per response of a request for an encoding, and the encoding the server used. */
async function bodyBytes(port: number, request: RequestKind, encoding: Encoding): Promise<BodySize> {
  const paths = request === "token"
    ? ["/tokens/1"]
    : sampleCursors(20, SEED).map((c) => `/transactions-history?limit=20&fromItem=${c}`)
  let total = 0
  const used = new Set<string>()
  for (const path of paths) {
    const r = await get(port, path, encoding === "identity" ? {} : { "accept-encoding": encoding })
    if (r.status !== 200) throw new Error(`${path}: ${r.status}`)
    used.add(r.encoding ?? "identity")
    total += r.body.byteLength
  }
  return { bytes: total / paths.length, encoding: [...used].join("+") }
}

/** Everything measured in a run. */
interface Measured {
  readonly runs: Map<string, Array<Run>>
  readonly body: Map<string, BodySize>
  readonly logs: Array<{ lines: number; bytes: number; answered: number }>
  readonly failures: Array<string>
}

/** Measures one configuration on a fresh server: warm-up, then its rows' wrk runs. */
async function measureServer(config: Config, round: number, logDir: string, m: Measured): Promise<void> {
  const server = await startServer(config, join(logDir, `round${round}-${config}.log`))
  let answered = 0
  try {
    for (const request of ["history", "token"] as const) {
      answered += (await wrk(server.port, request, "identity", WARMUP_SECONDS)).requests
    }
    for (const v of VARIANTS.filter((v) => v.config === config)) {
      const run = await measuredRun(server, v.request, v.encoding)
      const report = run.report
      answered += report.requests
      if (report.non2xx + report.socketErrors + report.timeouts > 0) {
        m.failures.push(`${keyOf(v)} round ${round}: ${report.non2xx} non-2xx, ${report.socketErrors} socket errors, ${report.timeouts} timeouts`)
      }
      const list = m.runs.get(keyOf(v)) ?? []
      list.push(run)
      m.runs.set(keyOf(v), list)
      if (!m.body.has(keyOf(v))) m.body.set(keyOf(v), await bodyBytes(server.port, v.request, v.encoding))
    }
  } finally {
    await stopServer(server)
  }
  if (config === "on") m.logs.push({ ...logLines(server.logFile), answered })
}

/** The body size cell: bytes, and the encoding when the server did not use the one asked for. */
function bodyCell(v: Variant, size: BodySize | undefined): string {
  if (size === undefined) return "?"
  const asked = v.encoding
  return size.encoding === asked ? size.bytes.toFixed(0) : `${size.bytes.toFixed(0)} (${size.encoding})`
}

/** The results table. */
function resultsTable(m: Measured): string {
  const rows = VARIANTS.map((v) => {
    const runs = m.runs.get(keyOf(v)) ?? []
    const offRuns = m.runs.get(keyOf({ request: v.request, config: "off", encoding: "identity" })) ?? []
    const off = offRuns.map((r) => rate(r.report))
    const rates = runs.map((r) => rate(r.report))
    const cpu = runs.map((r) => r.cpuUsPerRequest)
    const cpuOff = offRuns.map((r) => r.cpuUsPerRequest)
    const paired = v.config === "off"
      ? "—"
      : rates.map((r, i) => (off[i] === undefined ? "?" : (r / off[i]).toFixed(2))).join(" ")
    const wire = runs.reduce((s, r) => s + r.report.bytes, 0) / runs.reduce((s, r) => s + r.report.requests, 0)
    return [
      v.request === "history" ? "history page (20 items)" : "single token",
      v.config === "off" ? "edge off" : v.encoding === "identity" ? "edge on" : `edge on, ${v.encoding}`,
      medianOf(rates).toFixed(0),
      rangeOf(rates),
      (medianOf(rates) / medianOf(off)).toFixed(2),
      paired,
      `${medianOf(cpu).toFixed(1)} (${rangeOf(cpu, 1)})`,
      (medianOf(cpuOff) / medianOf(cpu)).toFixed(2),
      (medianOf(runs.map((r) => r.report.p50Us)) / 1000).toFixed(2),
      (medianOf(runs.map((r) => r.report.p99Us)) / 1000).toFixed(2),
      bodyCell(v, m.body.get(keyOf(v))),
      wire.toFixed(0)
    ]
  })
  return markdownTable(
    [
      "request",
      "config",
      "req/s median",
      "req/s range",
      "req/s ratio to off",
      "per-round ratio",
      "server CPU µs/req (range)",
      "CPU ratio off/on",
      "p50 ms",
      "p99 ms",
      "body B/resp",
      "wire B/resp"
    ],
    rows
  )
}

/** The verdict lines against the 10 % target, by throughput and by server CPU per request. */
function verdict(m: Measured): Array<string> {
  return (["history", "token"] as const).map((request) => {
    const onRuns = m.runs.get(`${request}/on/identity`) ?? []
    const offRuns = m.runs.get(`${request}/off/identity`) ?? []
    const on = medianOf(onRuns.map((r) => rate(r.report)))
    const off = medianOf(offRuns.map((r) => rate(r.report)))
    const cpuOn = medianOf(onRuns.map((r) => r.cpuUsPerRequest))
    const cpuOff = medianOf(offRuns.map((r) => r.cpuUsPerRequest))
    const cost = 1 - on / off
    const cpuCost = 1 - cpuOff / cpuOn
    const paired = medianOf(onRuns.flatMap((run, i) => {
      const base = offRuns[i]
      return base === undefined ? [] : [1 - rate(run.report) / rate(base.report)]
    }))
    const name = request === "history" ? "history page" : "single token"
    const judge = (c: number) => (c <= MAX_OVERHEAD ? "within" : "OVER")
    return `- ${name}: the edge costs ${(cost * 100).toFixed(1)} % of measured throughput (${on.toFixed(0)} vs ${
      off.toFixed(0)
    } req/s: ${judge(cost)} the 10 % target); by server CPU per request ${cpuOn.toFixed(1)} vs ${
      cpuOff.toFixed(1)
    } µs, ${(cpuCost * 100).toFixed(1)} % of the capacity of a dedicated core (${judge(cpuCost)} the target); median of the rounds' paired throughput costs ${
      (paired * 100).toFixed(1)
    } % (${judge(paired)})`
  })
}

/** One round of both servers measured at once: throughput and server CPU per request of each. */
interface TogetherRound {
  readonly on: Run
  readonly off: Run
}

/**
 * Both configurations at once: an edge-on and an edge-off server, both pinned to core 0, each
 * driven by its own wrk on core 1 for the same request at the same time, so the two share the
 * core's time and whatever else the machine does falls on both alike. Fresh servers each round.
 */
async function measureTogether(request: RequestKind, round: number, logDir: string): Promise<TogetherRound> {
  const on = await startServer("on", join(logDir, `together${round}-${request}-on.log`))
  const off = await startServer("off", join(logDir, `together${round}-${request}-off.log`))
  try {
    await Promise.all([wrk(on.port, request, "identity", WARMUP_SECONDS), wrk(off.port, request, "identity", WARMUP_SECONDS)])
    const [onRun, offRun] = await Promise.all([measuredRun(on, request, "identity"), measuredRun(off, request, "identity")])
    return { on: onRun, off: offRun }
  } finally {
    await stopServer(on)
    await stopServer(off)
  }
}

/** The table and verdict of the rounds measured at once. */
function togetherReport(rounds: ReadonlyMap<RequestKind, ReadonlyArray<TogetherRound>>): Array<string> {
  const rows: Array<Array<string>> = []
  const lines: Array<string> = []
  for (const [request, list] of rounds) {
    const ratios = list.map((r) => rate(r.on.report) / rate(r.off.report))
    const cpuRatios = list.map((r) => r.off.cpuUsPerRequest / r.on.cpuUsPerRequest)
    const name = request === "history" ? "history page (20 items)" : "single token"
    rows.push([
      name,
      list.map((r) => `${rate(r.on.report).toFixed(0)} / ${rate(r.off.report).toFixed(0)}`).join(", "),
      list.map((r) => `${r.on.cpuUsPerRequest.toFixed(1)} / ${r.off.cpuUsPerRequest.toFixed(1)}`).join(", "),
      ratios.map((x) => x.toFixed(3)).join(" "),
      cpuRatios.map((x) => x.toFixed(3)).join(" ")
    ])
    const cost = 1 - medianOf(ratios)
    const cpuCost = 1 - medianOf(cpuRatios)
    const judge = (c: number) => (c <= MAX_OVERHEAD ? "within" : "OVER")
    lines.push(
      `- ${name}, both at once: the edge costs ${(cost * 100).toFixed(1)} % of throughput (median of the rounds' on/off ratios: ${
        judge(cost)
      } the 10 % target), ${(cpuCost * 100).toFixed(1)} % by server CPU per request (${judge(cpuCost)})`
    )
  }
  return [
    markdownTable(["request", "req/s on / off, by round", "server CPU µs/req on / off, by round", "throughput on/off", "CPU off/on"], rows),
    "",
    "Verdict (both at once):",
    ...lines
  ]
}

/** `--alternating`: the verdict alone (about 8 minutes). */
const ALTERNATING_ONLY = process.argv.includes("--alternating")
/** Cycles (one phase of each server) per interleaved round. */
const CYCLES = Number(process.env["EDGE_BENCH_CYCLES"] ?? 150)
/**
 * Whether the interleaved driver polls its sockets through each phase (default) rather than
 * sleeping between answers (`EDGE_BENCH_POLL=0`): waking a sleeping driver is charged to the
 * server on this VM (`interleaved_load.ts`).
 */
const POLL = process.env["EDGE_BENCH_POLL"] !== "0"
/** Milliseconds of one phase, and of the quiet gap after it. */
const PHASE_MS = 100
const GAP_MS = 30

/** The servers of an interleaved round: edge on, edge off, and a second edge-off server (the control). */
type Side = "on" | "off" | "control"
/** The configuration each side runs. */
const SIDE_CONFIG: Readonly<Record<Side, Config>> = { on: "on", off: "off", control: "off" }
/** The order the servers of a round are started in, rotating with the round. */
const START_ORDERS: ReadonlyArray<ReadonlyArray<Side>> = [
  ["on", "off", "control"],
  ["off", "control", "on"],
  ["control", "on", "off"]
]

/** What one side served over a round: requests and wall seconds of its phases, CPU over the round. */
interface SideTotals {
  requests: number
  seconds: number
  cpuNs: number
}

/** One interleaved round: each side's totals and each cycle's on/off and control/off throughput ratios. */
interface InterleavedRound {
  readonly sides: Readonly<Record<Side, SideTotals>>
  readonly onOff: ReadonlyArray<number>
  readonly controlOff: ReadonlyArray<number>
}

/** The paths a request kind sends, in turn (the history page at cursors spread over the devnet's history). */
function pathsOf(request: RequestKind): Array<string> {
  return request === "token" ? ["/tokens/1"] : sampleCursors(1000, SEED).map((c) => `/transactions-history?limit=20&fromItem=${c}`)
}

/** Runs the interleaved load driver (`interleaved_load.ts`) on core 1; its report. */
function interleaved(plan: InterleavedPlan): InterleavedReport {
  const run = spawnSync("taskset", ["-c", "1", ...nodeCommand(join(ROOT, "bench", "interleaved_load.ts"))], {
    cwd: ROOT,
    env: { ...process.env, INTERLEAVED_PLAN: JSON.stringify(plan) },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024
  })
  if (run.status !== 0) throw new Error(`interleaved load failed (${run.status}): ${run.stderr}`)
  return JSON.parse(run.stdout) as InterleavedReport
}

/**
 * Interleaved phases (the verdict): an edge-on server, an edge-off server and a second edge-off
 * server (the control), all pinned to core 0, driven one at a time in 100 ms phases by the
 * interleaved driver on core 1 (32 connections each, closed loop), the order rotating each cycle,
 * so each runs alone on its core while measured — as a server runs in production — and a drift
 * of the machine's speed slower than a cycle falls on all alike. Fresh servers each round, as two
 * processes of one build differ by a few percent. The control measures the same thing as edge
 * off: its ratio to edge off is what the method reads where there is nothing to find (an A/A
 * test), the resolution of the on/off ratio beside it.
 */
async function measureInterleaved(request: RequestKind, round: number, logDir: string): Promise<InterleavedRound> {
  const startOrder = START_ORDERS[(round - 1) % START_ORDERS.length]!
  const servers: Partial<Record<Side, Server>> = {}
  try {
    for (const side of startOrder) {
      servers[side] = await startServer(SIDE_CONFIG[side], join(logDir, `alternating${round}-${request}-${side}.log`))
    }
    for (const side of startOrder) await wrk(servers[side]!.port, request, "identity", WARMUP_SECONDS)
    const report = interleaved({
      targets: startOrder.map((side) => ({ name: side, port: servers[side]!.port, pid: servers[side]!.child.pid! })),
      paths: pathsOf(request),
      connections: CONNECTIONS,
      phaseMs: PHASE_MS,
      gapMs: GAP_MS,
      cycles: CYCLES,
      poll: POLL
    })
    if (report.non200 > 0) throw new Error(`${report.non200} answers other than 200 in the interleaved run`)
    const sides: Record<Side, SideTotals> = {
      on: { requests: 0, seconds: 0, cpuNs: 0 },
      off: { requests: 0, seconds: 0, cpuNs: 0 },
      control: { requests: 0, seconds: 0, cpuNs: 0 }
    }
    const onOff: Array<number> = []
    const controlOff: Array<number> = []
    for (const cycle of report.cycles) {
      for (const side of startOrder) {
        sides[side].requests += cycle[side]!.requests
        sides[side].seconds += cycle[side]!.wallMs / 1000
        sides[side].cpuNs += cycle[side]!.cpuNs
      }
      const rateIn = (side: Side) => cycle[side]!.requests / cycle[side]!.wallMs
      onOff.push(rateIn("on") / rateIn("off"))
      controlOff.push(rateIn("control") / rateIn("off"))
    }
    return { sides, onOff, controlOff }
  } finally {
    for (const server of Object.values(servers)) await stopServer(server)
  }
}

/** Requests per second of a side over a round. */
const rateOf = (side: SideTotals) => side.requests / side.seconds
/** Server CPU microseconds per request of a side over a round (all its threads). */
const cpuUsOf = (side: SideTotals) => side.cpuNs / 1000 / side.requests

/** The 10th to 90th percentile of ratios, as `a–b`. */
function decileRange(values: ReadonlyArray<number>): string {
  const s = sorted(values)
  return `${quantile(s, 0.1).toFixed(2)}–${quantile(s, 0.9).toFixed(2)}`
}

/** The table and verdict of the interleaved rounds. */
function interleavedReport(rounds: ReadonlyMap<RequestKind, ReadonlyArray<InterleavedRound>>): Array<string> {
  const rows: Array<Array<string>> = []
  const lines: Array<string> = []
  for (const [request, list] of rounds) {
    const ratios = list.map((r) => rateOf(r.sides.on) / rateOf(r.sides.off))
    const controls = list.map((r) => rateOf(r.sides.control) / rateOf(r.sides.off))
    const cpuRatios = list.map((r) => cpuUsOf(r.sides.off) / cpuUsOf(r.sides.on))
    const name = request === "history" ? "history page (20 items)" : "single token"
    rows.push([
      name,
      list.map((r) => `${rateOf(r.sides.on).toFixed(0)} / ${rateOf(r.sides.off).toFixed(0)} / ${rateOf(r.sides.control).toFixed(0)}`).join(", "),
      ratios.map((x) => x.toFixed(3)).join(" "),
      controls.map((x) => x.toFixed(3)).join(" "),
      list.map((r) => `${cpuUsOf(r.sides.on).toFixed(1)} / ${cpuUsOf(r.sides.off).toFixed(1)} / ${cpuUsOf(r.sides.control).toFixed(1)}`).join(", "),
      `${decileRange(list.flatMap((r) => r.onOff))} (${decileRange(list.flatMap((r) => r.controlOff))})`
    ])
    const cost = 1 - medianOf(ratios)
    const controlCost = 1 - medianOf(controls)
    const cpuCost = 1 - medianOf(cpuRatios)
    lines.push(
      `- ${name}, interleaved: the edge costs ${(cost * 100).toFixed(1)} % of throughput (median of the rounds' on/off ratios: ${
        cost <= MAX_OVERHEAD ? "within" : "OVER"
      } the 10 % target); the control (edge off against edge off) reads ${(controlCost * 100).toFixed(1)} %, rounds ${
        rangeOf(controls.map((x) => (1 - x) * 100), 1)
      } %; in server CPU per request the edge costs ${(cpuCost * 100).toFixed(1)} %`
    )
  }
  return [
    markdownTable([
      "request",
      "req/s on / off / control, by round",
      "throughput on/off, by round",
      "control/off, by round",
      "server CPU µs per request on / off / control, by round",
      "cycle ratios on/off (control/off), 10th–90th percentile"
    ], rows),
    "",
    `Verdict (interleaved phases, the driver ${POLL ? "polling" : "sleeping between answers (EDGE_BENCH_POLL=0)"}):`,
    ...lines
  ]
}

/** The measured run: rounds of on/off, then the table. */
async function measure(): Promise<void> {
  const logDir = mkdtempSync(join(tmpdir(), "edge-bench-"))
  const m: Measured = { runs: new Map(), body: new Map(), logs: [], failures: [] }
  const started = Date.now()
  const loadBefore = loadLine()
  console.log(`# Edge overhead (bench/edge_overhead.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}`)
  console.log(`Load average before: ${loadBefore}`)
  console.log(
    `Server pinned to core 0, wrk -t1 -c${CONNECTIONS} -d${SECONDS}s on core 1; ${ROUNDS} rounds (ABBA), ${WARMUP_SECONDS} s warm-up per request per server.`
  )
  for (let round = 1; round <= (ALTERNATING_ONLY ? 0 : ROUNDS); round++) {
    const order: ReadonlyArray<Config> = round % 2 === 1 ? ["on", "off"] : ["off", "on"]
    for (const config of order) {
      await measureServer(config, round, logDir, m)
      process.stderr.write(`round ${round}/${ROUNDS} edge ${config} done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
    }
  }
  const interleavedRounds = new Map<RequestKind, Array<InterleavedRound>>()
  for (let round = 1; round <= ROUNDS; round++) {
    for (const request of ["history", "token"] as const) {
      const list = interleavedRounds.get(request) ?? []
      list.push(await measureInterleaved(request, round, logDir))
      interleavedRounds.set(request, list)
    }
    process.stderr.write(`round ${round}/${ROUNDS} interleaved done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
  }
  const together = new Map<RequestKind, Array<TogetherRound>>()
  for (let round = 1; round <= (ALTERNATING_ONLY ? 0 : ROUNDS); round++) {
    for (const request of ["history", "token"] as const) {
      const list = together.get(request) ?? []
      list.push(await measureTogether(request, round, logDir))
      together.set(request, list)
    }
    process.stderr.write(`round ${round}/${ROUNDS} both at once done (${((Date.now() - started) / 1000).toFixed(0)} s)\n`)
  }
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(`## Interleaved phases (the verdict: each server alone on core 0 while measured, ${CYCLES} cycles of ${PHASE_MS} ms phases (on, off, control) per round)`)
  console.log("")
  for (const line of interleavedReport(interleavedRounds)) console.log(line)
  console.log("")
  if (ALTERNATING_ONLY) return rmSync(logDir, { recursive: true, force: true })
  console.log("## Both at once (both servers sharing core 0: the edge's extra working set also costs the other's caches)")
  console.log("")
  for (const line of togetherReport(together)) console.log(line)
  console.log("")
  console.log("## One at a time")
  console.log("")
  console.log(resultsTable(m))
  console.log("")
  console.log("Verdict (medians, edge on without compression vs edge off):")
  for (const line of verdict(m)) console.log(line)
  console.log("")
  const lines = m.logs.reduce((s, l) => s + l.lines, 0)
  const answered = m.logs.reduce((s, l) => s + l.answered, 0)
  const bytes = m.logs.reduce((s, l) => s + l.bytes, 0)
  console.log(
    `Request log (edge-on servers): ${lines} lines for ${answered} wrk responses (plus readiness and size probes), ${
      (bytes / Math.max(1, lines)).toFixed(0)
    } bytes per line (log files deleted)`
  )
  rmSync(logDir, { recursive: true, force: true })
  if (m.failures.length > 0) {
    console.log("")
    console.log("Failures:")
    for (const f of m.failures) console.log(`- ${f}`)
  }
}

/** A node of a V8 `.cpuprofile`. */
interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: ReadonlyArray<number>
}

/** The part of a `.cpuprofile` used here. */
interface CpuProfile {
  readonly nodes: ReadonlyArray<ProfileNode>
  readonly startTime: number
  readonly endTime: number
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}

/** A short name of a script URL: the path from the repository or `node_modules/<package>`. */
function shortUrl(url: string): string {
  const modules = url.lastIndexOf("node_modules/")
  if (modules >= 0) return url.slice(modules + "node_modules/".length)
  const root = url.indexOf(ROOT)
  return root >= 0 ? url.slice(root + ROOT.length) : url
}

/** A frame of a profile. */
type Frame = ProfileNode["callFrame"]

/** Whether a frame is in a file whose URL ends with `suffix`. */
const inFile = (suffix: string) => (f: Frame) => f.url.endsWith(suffix)

/**
 * Groups of CPU time: a sample counts in a group when any frame of its stack matches (so groups
 * overlap: "request log" includes the logger's formatting under it).
 */
const GROUPS: ReadonlyArray<readonly [string, (f: Frame) => boolean]> = [
  ["all CPU (not idle)", (f) => f.functionName !== "(idle)" && f.functionName !== "(root)"],
  ["garbage collector", (f) => f.functionName === "(garbage collector)"],
  ["edge/mod.ts (middleware + finish)", inFile("adapters/http/edge/mod.ts")],
  ["edge/access_log.ts (logRequest)", inFile("adapters/http/edge/access_log.ts")],
  ["edge/caching.ts (ETag)", inFile("adapters/http/edge/caching.ts")],
  ["edge/compression.ts", inFile("adapters/http/edge/compression.ts")],
  ["edge/cors.ts", inFile("adapters/http/edge/cors.ts")],
  ["edge/request_id.ts", inFile("adapters/http/edge/request_id.ts")],
  ["edge/deadline.ts", inFile("adapters/http/edge/deadline.ts")],
  ["app/logging.ts (batch, flush)", inFile("app/logging.ts")],
  ["effect Formatter.js (formatJson)", inFile("effect/dist/Formatter.js")],
  ["effect Logger.js", inFile("effect/dist/Logger.js")],
  ["stdout write (writeSync/writev to the file)", (f) => f.functionName === "writeSync" || f.url === "node:fs"],
  ["error_envelope.ts", inFile("adapters/http/error_envelope.ts")],
  ["edge/request_metrics.ts, metrics_*.ts", (f) => /adapters\/http\/edge\/(request_metrics|metrics_\w+)\.ts$/.test(f.url)],
  ["prom-client", (f) => f.url.includes("node_modules/prom-client/")],
  ["node:zlib (main-thread side)", (f) => f.url === "node:zlib"]
]

/** CPU time per request of a profile's measured window: by group and by function (self time), µs. */
interface ProfileCost {
  readonly groups: Map<string, number>
  readonly self: Map<string, number>
  readonly samples: number
}

/**
 * The cost per request of the samples taken in the `windowMs` before the last `tailMs` of a
 * profile (the measured load, not start-up or shutdown), for `requests` answered in that window.
 */
function profileCost(profile: CpuProfile, windowMs: number, tailMs: number, requests: number): ProfileCost {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const to = profile.endTime - tailMs * 1000
  const from = to - windowMs * 1000
  const hits = new Map<number, number>()
  let at = profile.startTime
  let samples = 0
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at < from || at > to) return
    hits.set(id, (hits.get(id) ?? 0) + 1)
    samples += 1
  })
  const usPerSample = (windowMs * 1000) / Math.max(1, samples) / requests
  const self = new Map<string, number>()
  const groups = new Map<string, number>()
  for (const [id, count] of hits) {
    const leaf = byId.get(id)!.callFrame
    const key = `${leaf.functionName || "(anonymous)"} ${shortUrl(leaf.url)}:${leaf.lineNumber + 1}`
    self.set(key, (self.get(key) ?? 0) + count * usPerSample)
    const matched = new Set<string>()
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)!.callFrame
      for (const [name, test] of GROUPS) if (test(frame)) matched.add(name)
    }
    for (const name of matched) groups.set(name, (groups.get(name) ?? 0) + count * usPerSample)
  }
  return { groups, self, samples }
}

/** The functions whose self time per request grew most from `base` to `other`. */
function selfDiffTable(other: ProfileCost, base: ProfileCost, top: number, labels: readonly [string, string]): string {
  const keys = new Set([...other.self.keys(), ...base.self.keys()])
  const rows = [...keys]
    .map((k) => [k, other.self.get(k) ?? 0, base.self.get(k) ?? 0] as const)
    .sort((a, b) => (b[1] - b[2]) - (a[1] - a[2]))
    .slice(0, top)
    .map(([k, a, b]) => [k, a.toFixed(2), b.toFixed(2), (a - b).toFixed(2)])
  return markdownTable([`self time (main thread), top ${top} by difference`, `${labels[0]} µs/req`, `${labels[1]} µs/req`, "difference"], rows)
}

/** CPU time per thread of the server so far (ns by thread id, `schedstat`). */
function threadCpuNs(pid: number): Map<string, number> {
  const threads = new Map<string, number>()
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(tid, Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]))
    } catch {
      // a thread that ended meanwhile
    }
  }
  return threads
}

/** The cases profiled: the history page in every configuration, the token on and off. */
const PROFILED: ReadonlyArray<Variant> = [
  { request: "history", config: "on", encoding: "identity" },
  { request: "history", config: "off", encoding: "identity" },
  { request: "history", config: "on", encoding: "gzip" },
  { request: "history", config: "on", encoding: "br" },
  { request: "token", config: "on", encoding: "identity" },
  { request: "token", config: "off", encoding: "identity" }
]

/** A column title of a profiled case. */
function titleOf(v: Variant): string {
  return `${v.request}, ${v.config === "off" ? "off" : v.encoding === "identity" ? "on" : `on ${v.encoding}`}`
}

/**
 * The profiling run: each case of `PROFILED` on a fresh server under `--cpu-prof` (sampling every
 * 200 µs), warmed up, then one measured wrk run; prints the server's CPU per request on its main
 * thread and on its other threads (zlib's thread pool, V8's helpers), the main thread's time by
 * group side by side, and the functions each configuration adds.
 */
async function profileEdge(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "edge-prof-"))
  const costs = new Map<string, ProfileCost>()
  const stats = new Map<string, { rate: number; mainUs: number; otherUs: number }>()
  console.log(`# Edge profile (bench/edge_overhead.ts --cpu-prof), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  for (const v of PROFILED) {
    const runDir = mkdtempSync(join(dir, `${v.request}-${v.config}-${v.encoding}-`))
    const server = await startServer(v.config, join(runDir, "server.log"), runDir)
    const pid = server.child.pid!
    await wrk(server.port, v.request, v.encoding, WARMUP_SECONDS)
    const before = threadCpuNs(pid)
    const report = await wrk(server.port, v.request, v.encoding, SECONDS)
    const after = threadCpuNs(pid)
    let mainNs = 0
    let otherNs = 0
    for (const [tid, ns] of after) {
      const delta = ns - (before.get(tid) ?? 0)
      if (tid === String(pid)) mainNs += delta
      else otherNs += delta
    }
    const stopping = performance.now()
    await stopServer(server)
    const tailMs = performance.now() - stopping
    const file = readdirSync(runDir).find((f) => f.endsWith(".cpuprofile"))
    if (file === undefined) throw new Error(`no profile in ${runDir}`)
    const windowMs = SECONDS * 1000 - 500
    const profile = JSON.parse(readFileSync(join(runDir, file), "utf8")) as CpuProfile
    const requests = rate(report) * (windowMs / 1000)
    costs.set(keyOf(v), profileCost(profile, windowMs, tailMs + 250, requests))
    stats.set(keyOf(v), {
      rate: rate(report),
      mainUs: mainNs / 1000 / report.requests,
      otherUs: otherNs / 1000 / report.requests
    })
  }
  console.log(`Load average after: ${loadLine()}`)
  console.log("")
  console.log(markdownTable(
    ["CPU µs per request", ...PROFILED.map(titleOf)],
    [
      ["req/s under the profiler", ...PROFILED.map((v) => (stats.get(keyOf(v))?.rate ?? 0).toFixed(0))],
      ["main thread (schedstat)", ...PROFILED.map((v) => (stats.get(keyOf(v))?.mainUs ?? 0).toFixed(1))],
      ["other threads (schedstat)", ...PROFILED.map((v) => (stats.get(keyOf(v))?.otherUs ?? 0).toFixed(1))],
      ...GROUPS.map(([name]) => [
        `main, under ${name}`,
        ...PROFILED.map((v) => (costs.get(keyOf(v))?.groups.get(name) ?? 0).toFixed(2))
      ])
    ]
  ))
  const pairs: ReadonlyArray<readonly [Variant, Variant]> = [
    [PROFILED[0]!, PROFILED[1]!],
    [PROFILED[4]!, PROFILED[5]!],
    [PROFILED[2]!, PROFILED[0]!],
    [PROFILED[3]!, PROFILED[0]!]
  ]
  for (const [other, base] of pairs) {
    console.log("")
    console.log(`${titleOf(other)} against ${titleOf(base)}:`)
    console.log("")
    console.log(selfDiffTable(costs.get(keyOf(other))!, costs.get(keyOf(base))!, 20, [titleOf(other), titleOf(base)]))
  }
  console.log("")
  console.log(`Profiles (open in Chrome DevTools): ${dir}`)
}

/** The settings compared one switch at a time by `--switches`. */
const SWITCHES: ReadonlyArray<readonly [string, Readonly<Record<string, string>>]> = [
  ["edge off", CONFIG_ENV.off],
  ["request log only (json)", { ...CONFIG_ENV.off, LOG_LEVEL: "info", LOG_FORMAT: "json" }],
  ["metrics only", { ...CONFIG_ENV.off, METRICS: "on" }],
  ["compression only", { ...CONFIG_ENV.off, COMPRESSION: "on" }],
  ["edge on (json log)", CONFIG_ENV.on],
  ["edge on, log to /dev/null", CONFIG_ENV.on],
  ["edge on, LOG_FORMAT=pretty", { ...CONFIG_ENV.on, LOG_FORMAT: "pretty" }]
]

/**
 * `--switches`: the single token against each setting of `SWITCHES` on a fresh server, rounds
 * interleaved, reporting the server's CPU per request (all threads) and req/s: which switch
 * costs what.
 */
async function measureSwitches(): Promise<void> {
  const logDir = mkdtempSync(join(tmpdir(), "edge-switches-"))
  const runs = new Map<string, Array<Run>>()
  console.log(`# Edge switches, one at a time (bench/edge_overhead.ts --switches), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, env] of SWITCHES) {
      const logFile = name.includes("/dev/null") ? "/dev/null" : join(logDir, `${round}-${name.replace(/\W+/gu, "_")}.log`)
      const server = await startServer(env, logFile)
      try {
        await wrk(server.port, "token", "identity", WARMUP_SECONDS)
        const list = runs.get(name) ?? []
        list.push(await measuredRun(server, "token", "identity"))
        runs.set(name, list)
      } finally {
        await stopServer(server)
      }
      process.stderr.write(`round ${round}/${ROUNDS} ${name} done\n`)
    }
  }
  rmSync(logDir, { recursive: true, force: true })
  console.log(`Load average after: ${loadLine()}`)
  console.log("")
  const base = medianOf((runs.get("edge off") ?? []).map((r) => r.cpuUsPerRequest))
  console.log(markdownTable(
    ["single token, setting", "req/s median", "server CPU µs/req (range)", "CPU − off µs/req", "CPU ratio off/setting"],
    SWITCHES.map(([name]) => {
      const rs = runs.get(name) ?? []
      const cpu = medianOf(rs.map((r) => r.cpuUsPerRequest))
      return [
        name,
        medianOf(rs.map((r) => rate(r.report))).toFixed(0),
        `${cpu.toFixed(1)} (${rangeOf(rs.map((r) => r.cpuUsPerRequest), 1)})`,
        (cpu - base).toFixed(1),
        (base / cpu).toFixed(2)
      ]
    })
  ))
}

const build = spawnSync("npm", ["run", "build"], { cwd: ROOT, encoding: "utf8" })
if (build.status !== 0) throw new Error(`npm run build failed: ${build.stdout}${build.stderr}`)
await (process.argv.includes("--cpu-prof")
  ? profileEdge()
  : process.argv.includes("--switches")
  ? measureSwitches()
  : measure())
