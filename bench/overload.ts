/** `npm run bench:overload`: admission control under overload, off and on (and a baseline's rule): admitted throughput
 * and latency against an unloaded run, shed answers, and how fast a new client learns it is shed. */
import { spawnSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import {
  type BaselineTree,
  buildBaseline,
  buildCurrent,
  get,
  loadLine,
  machineLine,
  markdownTable,
  medianOf,
  pinnedNode,
  reportOf,
  type Server,
  sleep,
  sorted,
  spawnServer,
  stopServer
} from "./harness/mod.ts"

/** Seconds per measured run. */
const SECONDS = Number(process.env["OVERLOAD_SECONDS"] ?? 10)
/** Seconds of warm-up on each fresh server. */
const WARMUP_SECONDS = 2
/** Connections of the unloaded runs. */
const UNLOADED_CONNECTIONS = Number(process.env["OVERLOAD_UNLOADED_CONNECTIONS"] ?? 32)
/** Connections of the runs within the bounds (the default list bound). */
const WITHIN_CONNECTIONS = Number(process.env["OVERLOAD_WITHIN_CONNECTIONS"] ?? 64)
/** The revision whose admission rule is measured beside this build's (`BENCH_BASELINE`), if any. */
const BASELINE = process.env["BENCH_BASELINE"] ?? ""
/** Connections of the overloaded runs. */
const OVERLOAD_CONNECTIONS = Number(process.env["OVERLOAD_CONNECTIONS"] ?? 2000)
/** The open-file limit asked for wrk and the server (capped by the hard limit). */
const NOFILE = Number(process.env["OVERLOAD_NOFILE"] ?? 65536)
/** How often the shed probe sends a request (ms). */
const PROBE_EVERY_MILLIS = 100
/** The path the probe sends. */
const PROBE_PATH = "/transactions-history?limit=20&fromItem=1"
/** The wrk script. */
const LUA = fileURLToPath(new URL("./overload.lua", import.meta.url))

/** Latencies of one kind of answer, as the Lua script reports them. */
interface Latencies {
  readonly count: number
  readonly p50Us: number
  readonly p90Us: number
  readonly p99Us: number
}

/** What one run reports (`OVERLOAD_REPORT` line). */
interface OverloadReport {
  readonly requests: number
  readonly durationUs: number
  readonly socketErrors: number
  readonly timeouts: number
  readonly other: number
  readonly admitted: Latencies
  readonly shed: Latencies
}

/** A run's load. */
interface Load {
  readonly connections: number
  readonly seconds: number
  readonly honourRetryAfter: boolean
}

/** What the probe saw: the times of shed and of admitted answers (ms), and failures. */
interface Probe {
  readonly shedMillis: ReadonlyArray<number>
  readonly admittedMillis: ReadonlyArray<number>
  readonly failed: number
}

/** A server measured: its label, its admission, and the tree it runs from (this one, or the baseline's). */
interface Subject {
  readonly name: string
  readonly admission: "off" | "on"
  readonly tree: string
}

/** One measured run. */
interface Run {
  readonly subject: Subject
  readonly label: string
  readonly load: Load
  readonly report: OverloadReport
  readonly probe: Probe | undefined
}

/** The open-file limit this shell may raise to: `NOFILE` or the hard limit, whichever is lower. */
function nofile(): number {
  const hard = spawnSync("sh", ["-c", "ulimit -Hn"], { encoding: "utf8" }).stdout.trim()
  return hard === "unlimited" ? NOFILE : Math.min(NOFILE, Number(hard))
}

/** `command` run by a shell that first raises the open-file limit. */
function withNofile(command: ReadonlyArray<string>): Array<string> {
  return ["sh", "-c", `ulimit -n ${nofile()} && exec "$0" "$@"`, ...command]
}

/** Whether a parsed line has a report's fields. */
function isReport(value: unknown): value is OverloadReport {
  const latencies = (v: unknown) =>
    typeof v === "object" &&
    v !== null &&
    ["count", "p50Us", "p90Us", "p99Us"].every((f) => typeof Reflect.get(v, f) === "number")
  return (
    typeof value === "object" &&
    value !== null &&
    ["requests", "durationUs", "socketErrors", "timeouts", "other"].every(
      (f) => typeof Reflect.get(value, f) === "number"
    ) &&
    latencies(Reflect.get(value, "admitted")) &&
    latencies(Reflect.get(value, "shed"))
  )
}

/** One wrk run on core 1 with `bench/overload.lua`. */
async function wrkOverload(port: number, load: Load): Promise<OverloadReport> {
  const args = withNofile([
    "taskset",
    "-c",
    "1",
    "wrk",
    "-t1",
    `-c${load.connections}`,
    `-d${load.seconds}s`,
    "--timeout",
    "30s",
    "-s",
    LUA,
    `http://127.0.0.1:${port}/`
  ])
  return reportOf(args, { BENCH_HONOUR_RETRY_AFTER: load.honourRetryAfter ? "1" : "0" }, "OVERLOAD_REPORT", isReport)
}

/** Sends the probe request every `PROBE_EVERY_MILLIS` on a fresh connection until `stop` resolves. */
async function probe(port: number, stop: Promise<unknown>): Promise<Probe> {
  const shedMillis: Array<number> = []
  const admittedMillis: Array<number> = []
  let failed = 0
  let stopped = false
  void stop.then(() => (stopped = true))
  await sleep(1000) // let the load build up
  while (!stopped) {
    const started = performance.now()
    const answer = await get(port, PROBE_PATH, {}, 30_000).catch(() => undefined)
    const millis = performance.now() - started
    if (answer?.status === 503) shedMillis.push(millis)
    else if (answer?.status === 200) admittedMillis.push(millis)
    else failed++
    await sleep(PROBE_EVERY_MILLIS)
  }
  return { shedMillis, admittedMillis, failed }
}

/** A fresh server of `subject`. */
function start(subject: Subject, dir: string, index: number): Promise<Server> {
  return spawnServer({
    command: withNofile(pinnedNode(join(subject.tree, "dist/app/main.js"))),
    cwd: subject.tree,
    env: {
      STORAGE: "memory",
      FORGE_INTERVAL_SECONDS: "0",
      LOG_FORMAT: "json",
      ADMISSION: subject.admission,
      // wrk's connections, all from one address, stand for as many clients: no client's share applies.
      MAX_CONNECTIONS_PER_CLIENT: String(OVERLOAD_CONNECTIONS * 2),
      CLIENT_SHARE_PERCENT: "100"
    },
    logFile: join(dir, `server-${index}.log`),
    probe: "/config",
    readyWithinMs: 120_000
  })
}

/** Runs `load` on `server`, the probe beside it when overloaded. */
async function measure(
  server: Server,
  load: Load
): Promise<{ readonly report: OverloadReport; readonly probe: Probe | undefined }> {
  const report = wrkOverload(server.port, load)
  const probed =
    load.connections > UNLOADED_CONNECTIONS
      ? probe(
          server.port,
          report.catch(() => undefined)
        )
      : undefined
  return { report: await report, probe: await probed }
}

/** Requests per second of admitted answers. */
function admittedRate(report: OverloadReport): number {
  return report.admitted.count / (report.durationUs / 1e6)
}

/** Requests per second of shed answers. */
function shedRate(report: OverloadReport): number {
  return report.shed.count / (report.durationUs / 1e6)
}

/** Milliseconds with two decimals, or a dash. */
function ms(us: number, count = 1): string {
  return count === 0 ? "—" : (us / 1000).toFixed(2)
}

/** The main run. */
async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "overload-bench-"))
  const startedAt = Date.now()
  buildCurrent()
  const tuned = Object.entries(process.env)
    .filter(([name]) => name.startsWith("ADMISSION_"))
    .map(([n, v]) => `${n}=${v ?? ""}`)
  console.log(`# Admission control under overload (bench/overload.ts), ${new Date().toISOString()}`)
  console.log("")
  console.log(`Machine: ${machineLine()}; load average before: ${loadLine()}`)
  console.log(
    `Server (production start, STORAGE=memory) pinned to core 0, wrk -t1 on core 1, open files ${nofile()}; the 20-item history page; ` +
      `${WARMUP_SECONDS} s warm-up, then ${SECONDS} s at ${UNLOADED_CONNECTIONS} and at ${OVERLOAD_CONNECTIONS} keep-alive connections. ` +
      `Admission bounds: ${tuned.length === 0 ? "the defaults" : tuned.join(", ")}.`
  )
  const baseline: BaselineTree | undefined = BASELINE === "" ? undefined : buildBaseline(BASELINE)
  if (baseline !== undefined) console.log(`Baseline: ${baseline.label}, built beside, admission on at its defaults.`)
  const subjects: ReadonlyArray<Subject> = [
    { name: "admission off", admission: "off", tree: "." },
    { name: "admission on", admission: "on", tree: "." },
    { name: "admission on (A/A twin)", admission: "on", tree: "." },
    ...(baseline === undefined
      ? []
      : [{ name: `admission on, ${baseline.label}`, admission: "on" as const, tree: baseline.dir }])
  ]
  const runs: Array<Run> = []
  try {
    for (const [index, subject] of subjects.entries()) {
      const server = await start(subject, dir, index)
      try {
        await wrkOverload(server.port, {
          connections: UNLOADED_CONNECTIONS,
          seconds: WARMUP_SECONDS,
          honourRetryAfter: false
        })
        const on = subject.admission === "on"
        const loads: ReadonlyArray<readonly [string, Load]> = [
          [
            `${UNLOADED_CONNECTIONS} connections (unloaded)`,
            { connections: UNLOADED_CONNECTIONS, seconds: SECONDS, honourRetryAfter: false }
          ],
          ...(on
            ? [
                [
                  `${WITHIN_CONNECTIONS} connections (within the bounds)`,
                  { connections: WITHIN_CONNECTIONS, seconds: SECONDS, honourRetryAfter: false }
                ] as const,
                // The clients that honour Retry-After first: the run of clients retrying at once leaves the most behind.
                [
                  `${OVERLOAD_CONNECTIONS} connections, honouring Retry-After`,
                  { connections: OVERLOAD_CONNECTIONS, seconds: SECONDS, honourRetryAfter: true }
                ] as const
              ]
            : []),
          [
            on ? `${OVERLOAD_CONNECTIONS} connections, retrying at once` : `${OVERLOAD_CONNECTIONS} connections`,
            { connections: OVERLOAD_CONNECTIONS, seconds: SECONDS, honourRetryAfter: false }
          ]
        ]
        for (const [label, load] of loads) {
          const measured = await measure(server, load)
          runs.push({ subject, label, load, ...measured })
          process.stderr.write(`${subject.name}, ${label} done (${((Date.now() - startedAt) / 1000).toFixed(0)} s)\n`)
          await sleep(1000) // let the connections of the run close
        }
      } finally {
        await stopServer(server)
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    baseline?.remove()
  }

  const unloadedOf = (subject: Subject) =>
    runs.find((r) => r.subject === subject && r.load.connections === UNLOADED_CONNECTIONS)?.report
  const rows = runs.map((run) => {
    const unloaded = unloadedOf(run.subject)
    const shedProbe = sorted(run.probe?.shedMillis ?? [])
    return [
      run.subject.name,
      run.label,
      admittedRate(run.report).toFixed(0),
      unloaded === undefined ? "—" : (admittedRate(run.report) / admittedRate(unloaded)).toFixed(2),
      ms(run.report.admitted.p50Us, run.report.admitted.count),
      ms(run.report.admitted.p99Us, run.report.admitted.count),
      unloaded === undefined || run.report.admitted.count === 0
        ? "—"
        : (run.report.admitted.p99Us / unloaded.admitted.p99Us).toFixed(1),
      String(run.report.shed.count),
      shedRate(run.report).toFixed(0),
      ms(run.report.shed.p50Us, run.report.shed.count),
      ms(run.report.shed.p99Us, run.report.shed.count),
      run.probe === undefined
        ? "—"
        : `${shedProbe.length} of ${shedProbe.length + run.probe.admittedMillis.length + run.probe.failed}`,
      shedProbe.length === 0 ? "—" : `${medianOf(shedProbe).toFixed(2)} / ${shedProbe.at(-1)?.toFixed(2) ?? ""}`,
      String(run.report.other + run.report.socketErrors + run.report.timeouts)
    ]
  })
  console.log(`Load average after: ${loadLine()}; ${((Date.now() - startedAt) / 1000).toFixed(0)} s in all`)
  console.log("")
  console.log(
    markdownTable(
      [
        "server",
        "load",
        "admitted req/s",
        "of unloaded",
        "admitted p50 ms",
        "admitted p99 ms",
        "p99 × unloaded",
        "shed",
        "shed req/s",
        "shed p50 ms",
        "shed p99 ms",
        "probe shed",
        "probe shed median / max ms",
        "other, errors, timeouts"
      ],
      rows
    )
  )
  console.log("")
  for (const run of runs.filter((r) => r.subject.admission === "on" && r.load.connections !== UNLOADED_CONNECTIONS)) {
    const unloaded = unloadedOf(run.subject)
    if (unloaded === undefined) continue
    if (run.load.connections === WITHIN_CONNECTIONS) {
      console.log(
        `Goal (${run.subject.name}, ${run.label}): none shed: ${run.report.shed.count === 0 ? "met" : `missed (${run.report.shed.count} shed)`}.`
      )
      continue
    }
    const p99Ratio = run.report.admitted.p99Us / unloaded.admitted.p99Us
    const throughput = admittedRate(run.report) / admittedRate(unloaded)
    const shedP99 = run.report.shed.p99Us / 1000
    const probeMax = sorted(run.probe?.shedMillis ?? []).at(-1)
    console.log(
      `Goal (${run.subject.name}, ${run.label}): admitted p99 ${p99Ratio.toFixed(1)}× unloaded (goal ≤ 4×: ${p99Ratio <= 4 ? "met" : "missed"}); ` +
        `admitted throughput ${(throughput * 100).toFixed(0)} % of unloaded (goal ≥ 90 %: ${throughput >= 0.9 ? "met" : "missed"}); ` +
        `shed p99 ${shedP99.toFixed(2)} ms as wrk saw it, probe max ${probeMax === undefined ? "—" : `${probeMax.toFixed(2)} ms`} ` +
        `(goal < 10 ms: ${shedP99 < 10 && (probeMax ?? 0) < 10 ? "met" : "missed"}).`
    )
  }
}

await main()
