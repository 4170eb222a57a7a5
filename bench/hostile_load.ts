/** The hostile mix of `bench:hostile` as its own process: never-readers of large answers, unfinished bodies, idle event
 * streams and header slowloris from the given addresses, each socket the node closes opened again after a pause. Prints
 * `HOSTILE_READY {json}` once the first wave does its harm, ends the attack at a line `end` on its input, waits for
 * every socket until its bound's deadline (the node's defaults) and a while more, and prints `HOSTILE_REPORT {json}`: per kind, the
 * sockets connected (and those that never were), how many the node refused at once or let hold a stream, how long they
 * waited for the node to accept them, how long the others lived against their bound (from their accept at the earliest);
 * and this process's event-loop delay, by which it may see a close late. */
import { monitorEventLoopDelay } from "node:perf_hooks"
import { createInterface } from "node:readline"
import { quantile, sorted } from "./harness/stats.ts"
import { type Attack, attack } from "../test/app/hostile/attack.ts"
import { DEFAULT_BOUNDS, deadlineOf, type Verdict, verdictOf } from "../test/app/hostile/bounds.ts"
import { connectionTable } from "../test/app/hostile/connection_table.ts"
import type { HostileKind } from "../test/app/hostile/hostile_socket.ts"

// Run as `node --import tsx bench/hostile_load.ts` with the variables below.
const port = Number(process.env["HOSTILE_PORT"])
const from = (process.env["HOSTILE_ADDRESSES"] ?? "127.0.0.3").split(",")
const reopenAfterMillis = Number(process.env["HOSTILE_REOPEN_MS"] ?? 1000)
const count = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
if (!(port > 0)) throw new Error("hostile_load: HOSTILE_PORT is required")

/** Over how long each kind's first wave is opened (ms): thousands of connections at once overflow the kernel's queues of
 * the listening socket, which then drops them for a second or more. */
const RAMP_MILLIS = 2_000

/** How long past its deadline a socket is waited for before it is given up (ms), so a late close is measured. */
const PATIENCE_MILLIS = 10_000

/** The mix: a name for the report, the kind, how many sockets. */
const MIX: ReadonlyArray<{ readonly name: string; readonly kind: HostileKind; readonly sockets: number }> = [
  {
    name: "never read /docs",
    kind: { kind: "never-reader", path: "/docs", pipelined: 1, waves: 3 },
    sockets: Math.round(count("HOSTILE_NEVER_READERS", 1000) * 0.75)
  },
  {
    name: "never read /openapi.json",
    kind: { kind: "never-reader", path: "/openapi.json", pipelined: 6, waves: 3 },
    sockets: Math.round(count("HOSTILE_NEVER_READERS", 1000) * 0.25)
  },
  { name: "unfinished body", kind: { kind: "unfinished-body" }, sockets: count("HOSTILE_UNFINISHED_BODIES", 300) },
  { name: "idle event stream", kind: { kind: "event-stream" }, sockets: count("HOSTILE_STREAMS", 1000) },
  {
    name: "header slowloris",
    kind: { kind: "header-slowloris", everyMillis: 500 },
    sockets: count("HOSTILE_SLOWLORIS", 200)
  }
]

/** One kind's line of the report. */
export interface KindReport {
  readonly name: string
  /** Sockets opened, the first wave and those opened again. */
  readonly sockets: number
  /** Answered and closed at once (an answer said `Connection: close`). */
  readonly refused: number
  /** Granted streams, which no bound closes. */
  readonly held: number
  /** Sockets whose connection was never established (the kernel's queues full): the node never held them. */
  readonly unconnected: number
  /** Sockets held to the kind's bound, how many closed within it and the tolerance, and how long they lived (ms). */
  readonly bounded: number
  readonly within: number
  readonly neverClosed: number
  readonly boundMs: number
  readonly livedP50Ms: number
  readonly livedMaxMs: number
  /** How long its connections waited in the listening socket's queue before the node accepted them (ms). */
  readonly acceptWaitP50Ms: number
  readonly acceptWaitMaxMs: number
  /** What the sockets that read were answered, by status and type. */
  readonly answers: Readonly<Record<string, number>>
}

/** The whole report: each kind, and this process's event-loop delay (ms). */
export interface HostileReport {
  readonly kinds: ReadonlyArray<KindReport>
  readonly lagMs: { readonly p99: number; readonly max: number }
}

/** The report of one kind's verdicts. */
function kindReport(name: string, all: ReadonlyArray<Verdict>): KindReport {
  const verdicts = all.filter((v) => v.outcome.connectedAt !== undefined)
  const bounded = verdicts.filter((v) => v.outcome.bound !== "closing" && v.outcome.bound !== "held")
  const lived = sorted(bounded.flatMap((v) => (v.lived === undefined ? [] : [v.lived])))
  const waits = sorted(
    verdicts.flatMap(({ outcome: { connectedAt, acceptedAt } }) =>
      connectedAt === undefined || acceptedAt === undefined ? [] : [Math.max(0, acceptedAt - connectedAt)]
    )
  )
  const answers: Record<string, number> = {}
  for (const answer of verdicts.flatMap((v) => v.outcome.answers)) {
    const key = `${answer.status} ${answer.type ?? ""}`.trim()
    answers[key] = (answers[key] ?? 0) + 1
  }
  return {
    name,
    sockets: verdicts.length,
    unconnected: all.length - verdicts.length,
    refused: verdicts.filter((v) => v.outcome.bound === "closing").length,
    held: verdicts.filter((v) => v.outcome.bound === "held").length,
    bounded: bounded.length,
    within: verdicts.filter((v) => v.within).length,
    neverClosed: bounded.filter((v) => v.lived === undefined).length,
    boundMs: bounded[0]?.bound ?? 0,
    livedP50Ms: quantile(lived, 0.5),
    livedMaxMs: quantile(lived, 1),
    acceptWaitP50Ms: quantile(waits, 0.5),
    acceptWaitMaxMs: quantile(waits, 1),
    answers
  }
}

// This process's own lag, which delays when it sees a close: a close later than its bound by less is not the node's.
const lag = monitorEventLoopDelay({ resolution: 10 })
lag.enable()
const table = connectionTable(port, 250)
const started = performance.now()
const attacks: ReadonlyArray<Attack> = MIX.map((m) =>
  attack({ port, from, kind: m.kind, sockets: m.sockets, reopenAfterMillis, table, rampMillis: RAMP_MILLIS })
)
const engaged = await Promise.race([
  Promise.all(attacks.map((a) => a.ready)).then(() => true),
  new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000).unref())
])
const open = attacks.reduce((sum, a) => sum + a.openNow(), 0)
console.log(`HOSTILE_READY ${JSON.stringify({ engaged, open, millis: Math.round(performance.now() - started) })}`)

for await (const line of createInterface({ input: process.stdin })) if (line.trim() === "end") break
const outcomes = await Promise.all(
  attacks.map((a) =>
    a.end((outcome) => {
      const deadline = deadlineOf(DEFAULT_BOUNDS, outcome)
      return deadline === undefined ? undefined : deadline + PATIENCE_MILLIS
    })
  )
)
const kinds = MIX.map((m, i) =>
  kindReport(
    m.name,
    (outcomes[i] ?? []).map((outcome) => verdictOf(DEFAULT_BOUNDS, outcome))
  )
)
lag.disable()
const report: HostileReport = { kinds, lagMs: { p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 } }
console.log(`HOSTILE_REPORT ${JSON.stringify(report)}`)
process.exit(0)
