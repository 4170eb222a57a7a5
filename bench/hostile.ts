/** `npm run bench:hostile`: a well-behaved client (16 closed loops from its own address) against the node alone, then
 * beside a hostile mix from one address and beside the same mix spread over 16 addresses; its success rate and
 * latency, the node's RSS, and how long the hostile sockets lived against their bounds, for this build, an A/A twin of
 * it and a baseline (`BENCH_BASELINE`) built beside, each at its default bounds. */
import { type ChildProcess, spawn } from "node:child_process"
import { readFileSync, rmSync, mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { fileURLToPath } from "node:url"
import {
  type BaselineTree,
  buildBaseline,
  buildCurrent,
  get,
  loadLine,
  machineLine,
  markdownTable,
  nodeCommand,
  pinnedNode,
  ROOT,
  reportOf,
  type Server,
  spawnServer,
  stopServer
} from "./harness/mod.ts"
import { openFileLimit, withOpenFiles } from "./harness/open_files.ts"
import type { HostileReport } from "./hostile_load.ts"

/** Seconds the well-behaved client is measured in each scenario. */
const SECONDS = Number(process.env["HOSTILE_SECONDS"] ?? 25)
/** Seconds of warm-up on each fresh server, by the well-behaved client alone. */
const WARMUP_SECONDS = 2
/** The revision measured beside this build (`""`: none). */
const BASELINE = process.env["BENCH_BASELINE"] ?? "38ed989"
/** The open-file limit asked for the server and the clients. */
const NOFILE = Number(process.env["HOSTILE_NOFILE"] ?? 65536)
/** The pause before the hostile client opens a closed socket again (ms). */
const REOPEN_MS = Number(process.env["HOSTILE_REOPEN_MS"] ?? 1000)
/** The scenarios to run, by number (`0` alone, `1` one hostile address, `2` 16 of them; default all). */
const ONLY = (process.env["HOSTILE_SCENARIOS"] ?? "").split(",").filter((n) => n !== "")
/** The well-behaved client's address and connections. */
const CLIENT_FROM = "127.0.0.2"
const CLIENT_CONNECTIONS = 16
/** The clients' scripts. */
const CLIENT = fileURLToPath(new URL("./hostile_client.ts", import.meta.url))
const HOSTILE = fileURLToPath(new URL("./hostile_load.ts", import.meta.url))

/** A server measured: its label and the tree it runs from. */
interface Subject {
  readonly name: string
  readonly tree: string
}

/** A scenario: the hostile addresses beside the client, or none. */
interface Scenario {
  readonly name: string
  readonly addresses: ReadonlyArray<string>
}

/** What the well-behaved client reports (`hostile_client.ts`). */
interface ClientReport {
  readonly requests: number
  readonly served: number
  readonly refusals: Readonly<Record<string, number>>
  readonly errors: Readonly<Record<string, number>>
  readonly p50Ms: number
  readonly p99Ms: number
  readonly maxMs: number
}

/** What the hostile client reports once ready. */
interface HostileReady {
  readonly engaged: boolean
  readonly open: number
  readonly millis: number
}

/** One measured run. */
interface Run {
  readonly subject: Subject
  readonly scenario: Scenario
  readonly client: ClientReport
  readonly ready: HostileReady | undefined
  readonly hostile: HostileReport | undefined
  /** The server's RSS when the scenario began, and the most it reached meanwhile (MB, sampled). */
  readonly rssStartMb: number
  readonly rssPeakMb: number
  /** The node's event-loop delay over the scenario (ms; its prom-client metrics, reset at each scrape). */
  readonly lagMs: { readonly p99: number; readonly max: number }
}

/** Whether a parsed line is a client report. */
function isClientReport(value: unknown): value is ClientReport {
  return (
    typeof value === "object" &&
    value !== null &&
    ["requests", "served", "p50Ms", "p99Ms", "maxMs"].every((f) => typeof Reflect.get(value, f) === "number")
  )
}

/** The well-behaved client for `seconds` on core 1. */
function wellBehaved(port: number, seconds: number): Promise<ClientReport> {
  return reportOf(
    withOpenFiles(["taskset", "-c", "1", ...nodeCommand(CLIENT)], NOFILE),
    {
      CLIENT_PORT: String(port),
      CLIENT_FROM,
      CLIENT_CONNECTIONS: String(CLIENT_CONNECTIONS),
      CLIENT_MILLIS: String(seconds * 1000)
    },
    "WELL_BEHAVED_REPORT",
    isClientReport
  )
}

/** The hostile client under way: its ready line, and its end (the report). */
interface HostileClient {
  readonly ready: Promise<HostileReady>
  readonly end: () => Promise<HostileReport>
}

/** Starts the hostile client on core 1 against `port` from `addresses`. */
function hostile(port: number, addresses: ReadonlyArray<string>): HostileClient {
  const [file = "sh", ...args] = withOpenFiles(["taskset", "-c", "1", ...nodeCommand(HOSTILE)], NOFILE)
  const child: ChildProcess = spawn(file, args, {
    env: {
      ...process.env,
      HOSTILE_PORT: String(port),
      HOSTILE_ADDRESSES: addresses.join(","),
      HOSTILE_REOPEN_MS: String(REOPEN_MS)
    },
    stdio: ["pipe", "pipe", "pipe"]
  })
  let output = ""
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve))
  const lines = createInterface({ input: child.stdout ?? process.stdin })
  /** The JSON of the first line starting with `prefix`. */
  const lineOf = (prefix: string) =>
    new Promise<unknown>((resolve, reject) => {
      lines.on("line", (line) => {
        output += `${line}\n`
        if (line.startsWith(`${prefix} `)) resolve(JSON.parse(line.slice(prefix.length + 1)))
      })
      void exited.then((code) => reject(new Error(`hostile_load exited (${String(code)}): ${output}`)))
    })
  const ready = lineOf("HOSTILE_READY") as Promise<HostileReady>
  const report = lineOf("HOSTILE_REPORT") as Promise<HostileReport>
  return {
    ready,
    end: async () => {
      child.stdin?.write("end\n")
      const ended = await report
      await exited
      return ended
    }
  }
}

/** The resident set size of process `pid` (MB), or NaN once it is gone. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8")
    return Number(/VmRSS:\s+(\d+) kB/u.exec(status)?.[1] ?? Number.NaN) / 1024
  } catch {
    return Number.NaN
  }
}

/** Samples a process's RSS every 250 ms until stopped; the most it saw (MB). */
function rssPeak(pid: number | undefined): () => number {
  let peak = rssMb(pid)
  const timer = setInterval(() => {
    const now = rssMb(pid)
    if (now > peak) peak = now
  }, 250)
  return () => {
    clearInterval(timer)
    return Math.max(peak, rssMb(pid) || 0)
  }
}

/** The node's event-loop delay since its last scrape (ms), from `/metrics`; NaN when unreadable. */
async function eventLoopDelay(port: number): Promise<{ readonly p99: number; readonly max: number }> {
  const text = await get(port, "/metrics", {}, 30_000).then(
    (answer) => answer.body.toString("utf8"),
    () => ""
  )
  const seconds = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, "mu").exec(text)?.[1] ?? Number.NaN)
  return {
    p99: seconds("nodejs_eventloop_lag_p99_seconds") * 1000,
    max: seconds("nodejs_eventloop_lag_max_seconds") * 1000
  }
}

/** A fresh server of `subject`: the production start on the memory storage's devnet, pinned to core 0. */
function start(subject: Subject, dir: string, index: number): Promise<Server> {
  return spawnServer({
    command: withOpenFiles(pinnedNode(join(subject.tree, "dist/app/main.js")), NOFILE),
    cwd: subject.tree,
    env: { STORAGE: "memory", FORGE_INTERVAL_SECONDS: "0", LOG_FORMAT: "json" },
    logFile: join(dir, `server-${index}.log`),
    probe: "/config",
    readyWithinMs: 120_000
  })
}

/** One scenario on a fresh server of `subject`. */
async function measure(subject: Subject, scenario: Scenario, dir: string, index: number): Promise<Run> {
  const server = await start(subject, dir, index)
  try {
    await wellBehaved(server.port, WARMUP_SECONDS)
    const rssStartMb = rssMb(server.child.pid)
    const peak = rssPeak(server.child.pid)
    await eventLoopDelay(server.port)
    const attack = scenario.addresses.length === 0 ? undefined : hostile(server.port, scenario.addresses)
    const ready = await attack?.ready
    const client = await wellBehaved(server.port, SECONDS)
    const ended = await attack?.end()
    const lagMs = await eventLoopDelay(server.port)
    return { subject, scenario, client, ready, hostile: ended, rssStartMb, rssPeakMb: peak(), lagMs }
  } finally {
    await stopServer(server)
  }
}

/** Milliseconds with one decimal, or a dash. */
function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : "—"
}

/** Seconds with one decimal, or a dash. */
function seconds(valueMs: number): string {
  return Number.isFinite(valueMs) ? (valueMs / 1000).toFixed(1) : "—"
}

/** `key ×n` pairs, or 0. */
function counts(record: Readonly<Record<string, number>>): string {
  const entries = Object.entries(record)
  return entries.length === 0 ? "0" : entries.map(([key, n]) => `${key} ×${n}`).join(", ")
}

/** The main run. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "hostile-bench-"))
  const startedAt = Date.now()
  buildCurrent()
  const baseline: BaselineTree | undefined = BASELINE === "" ? undefined : buildBaseline(BASELINE)
  const subjects: ReadonlyArray<Subject> = [
    { name: "this build", tree: ROOT },
    { name: "this build (A/A)", tree: ROOT },
    ...(baseline === undefined ? [] : [{ name: baseline.label, tree: baseline.dir }])
  ]
  const scenarios: ReadonlyArray<Scenario> = [
    { name: "alone", addresses: [] },
    { name: "one hostile address", addresses: ["127.0.0.3"] },
    { name: "16 hostile addresses", addresses: Array.from({ length: 16 }, (_, i) => `127.0.0.${3 + i}`) }
  ].filter((_, i) => ONLY.length === 0 || ONLY.includes(String(i)))
  console.log(`# Fair under hostile clients (bench/hostile.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Server: production start, STORAGE=memory, default bounds, pinned to core 0; open files ${openFileLimit(NOFILE)}. ` +
      `Well-behaved client: ${CLIENT_CONNECTIONS} closed loops from ${CLIENT_FROM} on core 1 (tokens, accounts, a 10-batch page), ` +
      `${WARMUP_SECONDS} s warm-up, then ${SECONDS} s per scenario. Hostile mix (core 1): 1,000 never-readers ` +
      `(750 of /docs, 250 of /openapi.json ×6, each asking 3 times 200 ms apart), 300 unfinished bodies, 1,000 idle ` +
      `event streams, 200 header slowloris (a line every 500 ms); each socket the node closes opened again after ${REOPEN_MS} ms.` +
      `${baseline === undefined ? "" : ` Baseline: ${baseline.label}, built beside.`}`
  )
  const runs: Array<Run> = []
  try {
    let index = 0
    for (const [s, scenario] of scenarios.entries()) {
      // Each scenario starts with another subject, so a drifting neighbour load falls on all of them.
      for (const k of subjects.keys()) {
        const subject = subjects[(s + k) % subjects.length]
        if (subject === undefined) continue
        runs.push(await measure(subject, scenario, dir, index++))
        process.stderr.write(
          `${subject.name}, ${scenario.name} done (${((Date.now() - startedAt) / 1000).toFixed(0)} s)\n`
        )
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    baseline?.remove()
  }

  const aloneOf = (subject: Subject) => runs.find((r) => r.subject === subject && r.scenario.addresses.length === 0)
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(
    markdownTable(
      [
        "scenario",
        "server",
        "requests",
        "served",
        "refused",
        "socket errors",
        "p50 ms",
        "p99 ms",
        "p99 × alone",
        "RSS start MB",
        "RSS peak MB",
        "node event-loop delay p99 / max ms",
        "hostile open at start"
      ],
      runs.map((run) => {
        const alone = aloneOf(run.subject)
        return [
          run.scenario.name,
          run.subject.name,
          String(run.client.requests),
          `${((100 * run.client.served) / Math.max(1, run.client.requests)).toFixed(2)} %`,
          counts(run.client.refusals),
          counts(run.client.errors),
          ms(run.client.p50Ms),
          ms(run.client.p99Ms),
          alone === undefined ? "—" : (run.client.p99Ms / alone.client.p99Ms).toFixed(2),
          run.rssStartMb.toFixed(0),
          run.rssPeakMb.toFixed(0),
          `${ms(run.lagMs.p99)} / ${ms(run.lagMs.max)}`,
          run.ready === undefined ? "—" : `${run.ready.open}${run.ready.engaged ? "" : " (not all engaged)"}`
        ]
      })
    )
  )
  console.log("")
  console.log(
    markdownTable(
      [
        "scenario",
        "server",
        "hostile kind",
        "sockets",
        "never connected",
        "refused at once",
        "streams held",
        "bound s",
        "within bound",
        "never closed",
        "lived p50 s",
        "lived max s",
        "accept wait p50 / max s",
        "answers read"
      ],
      runs.flatMap((run) =>
        (run.hostile?.kinds ?? []).map((kind) => [
          run.scenario.name,
          run.subject.name,
          kind.name,
          String(kind.sockets),
          String(kind.unconnected),
          String(kind.refused),
          String(kind.held),
          seconds(kind.boundMs),
          `${kind.within} of ${kind.sockets}`,
          String(kind.neverClosed),
          seconds(kind.livedP50Ms),
          seconds(kind.livedMaxMs),
          `${seconds(kind.acceptWaitP50Ms)} / ${seconds(kind.acceptWaitMaxMs)}`,
          counts(kind.answers)
        ])
      )
    )
  )
  console.log("")
  for (const run of runs.filter((r) => r.hostile !== undefined))
    console.log(
      `The hostile client's own event-loop delay (${run.scenario.name}, ${run.subject.name}): ` +
        `p99 ${ms(run.hostile?.lagMs.p99 ?? Number.NaN)} ms, max ${ms(run.hostile?.lagMs.max ?? Number.NaN)} ms.`
    )
  console.log("")
  const twin = subjects[1]
  for (const run of runs.filter((r) => r.subject === subjects[0] && r.scenario.addresses.length > 0)) {
    const alone = aloneOf(run.subject)
    const refused = run.client.requests - run.client.served
    const p99Ratio = alone === undefined ? Number.NaN : run.client.p99Ms / alone.client.p99Ms
    const served = run.client.served / Math.max(1, run.client.requests)
    const within = (run.hostile?.kinds ?? []).every((k) => k.within === k.sockets)
    const aa = runs.find((r) => r.subject === twin && r.scenario === run.scenario)
    const goal =
      run.scenario.addresses.length === 1
        ? `refusals ${refused} (goal 0: ${refused === 0 ? "met" : "missed"}); p99 ${p99Ratio.toFixed(2)}× alone (goal ≤ 3×: ${p99Ratio <= 3 ? "met" : "missed"})`
        : `served ${(served * 100).toFixed(2)} % (goal ≥ 99 %: ${served >= 0.99 ? "met" : "missed"})`
    console.log(
      `Goal (${run.scenario.name}): ${goal}; RSS peak ${run.rssPeakMb.toFixed(0)} MB from ${run.rssStartMb.toFixed(0)} MB; ` +
        `every hostile socket closed within its bound: ${within ? "met" : "missed"}` +
        `${aa === undefined ? "" : `; A/A twin: p99 ${ms(aa.client.p99Ms)} ms against ${ms(run.client.p99Ms)}, RSS peak ${aa.rssPeakMb.toFixed(0)} MB`}.`
    )
  }
}

await main()
