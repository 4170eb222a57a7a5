/**
 * An interleaved load driver: keep-alive connections to several servers on one core, driven one
 * server at a time in short phases (closed loop, one request in flight per connection), the
 * servers' order rotating from cycle to cycle. Each server runs alone while its phase lasts, and
 * a drift of the machine's speed slower than a cycle (a few hundred milliseconds) falls on every
 * server alike — wrk runs of whole seconds cannot interleave that finely.
 *
 * Per phase it counts the answers and the phase's wall time; a quiet gap follows each phase, so
 * work a server defers past its last answer (a log window written, a collection finished) does
 * not fall in the next server's phase. Each server's CPU time (all its threads,
 * `/proc/<pid>/task/<tid>/schedstat`) is read at every cycle's start and end, so all it does —
 * in its phase, after it, while idle — is counted against its own answers.
 *
 * With `poll`, the driver never sleeps during a phase: its event loop turns without waiting
 * (a `setImmediate` chain, so libuv polls the sockets with a zero timeout). A sleeping driver has
 * to be woken by the kernel for each answer the server sends, and on this VM that wake-up (an
 * inter-processor interrupt from the server's core) is charged to the server: 4–5 µs of its CPU
 * a token request, and more the slower the server, so a small cost on the server read as two or
 * three times its size. A client on another machine costs the server no such wake-up.
 *
 * Run as a child process pinned to its own core (`edge_overhead.ts` starts it with `taskset`),
 * the plan in the `INTERLEAVED_PLAN` environment variable (JSON), the report as JSON on stdout.
 * Written by hand: wrk and autocannon drive one target per run.
 */
import { connect, type Socket } from "node:net"
import { answerFrame } from "./http_answer.ts"
import { processCpuNs, sleep } from "./http_harness.ts"

/** What to run: the servers (name, port, pid), the paths to GET in turn, and the schedule. */
export interface InterleavedPlan {
  readonly targets: ReadonlyArray<{ readonly name: string; readonly port: number; readonly pid: number }>
  readonly paths: ReadonlyArray<string>
  readonly connections: number
  readonly phaseMs: number
  readonly gapMs: number
  readonly cycles: number
  /** Whether the driver polls its sockets through each phase instead of sleeping between answers. */
  readonly poll: boolean
}

/** What one server did over one cycle: answers and wall time of its phase, CPU time over the whole cycle. */
export interface PhaseResult {
  readonly requests: number
  readonly wallMs: number
  readonly cpuNs: number
}

/** The report: per cycle, each server's phase. */
export interface InterleavedReport {
  readonly cycles: ReadonlyArray<Readonly<Record<string, PhaseResult>>>
  /** Answers other than 200 (none expected). */
  readonly non200: number
}

/** A keep-alive connection with one request in flight at a time, answers framed by Content-Length. */
class Lane {
  private readonly socket: Socket
  private buffer: Buffer = Buffer.alloc(0)
  private onAnswer: ((status: number) => void) | undefined

  constructor(port: number) {
    this.socket = connect({ host: "127.0.0.1", port })
    this.socket.setNoDelay(true)
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
      this.parse()
    })
    this.socket.on("error", (error) => {
      process.stderr.write(`interleaved load: ${String(error)}\n`)
      process.exit(1)
    })
  }

  private parse(): void {
    const frame = answerFrame(this.buffer)
    if (frame === undefined || this.buffer.length < frame.total) return
    this.buffer = this.buffer.subarray(frame.total)
    const answered = this.onAnswer
    this.onAnswer = undefined
    answered?.(frame.status)
  }

  /** Sends a request; `then` is called with the answer's status. */
  send(request: Buffer, then: (status: number) => void): void {
    this.onAnswer = then
    this.socket.write(request)
  }

  close(): void {
    this.socket.destroy()
  }
}

/** Runs the plan. */
export async function runInterleaved(plan: InterleavedPlan): Promise<InterleavedReport> {
  const requests = plan.paths.map((path) => Buffer.from(`GET ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\n\r\n`, "latin1"))
  const lanes = new Map(plan.targets.map((t) => [t.name, Array.from({ length: plan.connections }, () => new Lane(t.port))]))
  let non200 = 0
  let next = 0

  /** One phase on one server: every lane sends until the deadline, then the last answers are awaited. */
  const phase = (name: string): Promise<{ requests: number; wallMs: number }> =>
    new Promise((done) => {
      const started = performance.now()
      const deadline = started + plan.phaseMs
      let answered = 0
      let inFlight = 0
      let over = false
      const go = (lane: Lane) => {
        inFlight++
        lane.send(requests[next++ % requests.length]!, (status) => {
          inFlight--
          answered++
          if (status !== 200) non200++
          if (performance.now() < deadline) go(lane)
          else if (inFlight === 0) {
            over = true
            done({ requests: answered, wallMs: performance.now() - started })
          }
        })
      }
      for (const lane of lanes.get(name)!) go(lane)
      const turn = () => {
        if (!over) setImmediate(turn)
      }
      if (plan.poll) setImmediate(turn)
    })

  const cycles: Array<Record<string, PhaseResult>> = []
  for (let cycle = 0; cycle < plan.cycles; cycle++) {
    const order = plan.targets.map((_, k) => plan.targets[(k + cycle) % plan.targets.length]!)
    // Every other cycle runs the rotation backwards, so each server follows each other one equally often.
    if (cycle % 2 === 1) order.reverse()
    const cpuBefore = new Map(plan.targets.map((t) => [t.name, processCpuNs(t.pid)]))
    const phases = new Map<string, { requests: number; wallMs: number }>()
    for (const target of order) {
      phases.set(target.name, await phase(target.name))
      await sleep(plan.gapMs)
    }
    const results: Record<string, PhaseResult> = {}
    for (const t of plan.targets) results[t.name] = { ...phases.get(t.name)!, cpuNs: processCpuNs(t.pid) - cpuBefore.get(t.name)! }
    cycles.push(results)
  }
  for (const list of lanes.values()) for (const lane of list) lane.close()
  return { cycles, non200 }
}

const planText = process.env["INTERLEAVED_PLAN"]
if (planText !== undefined && process.argv[1]?.endsWith("interleaved_load.ts")) {
  const report = await runInterleaved(JSON.parse(planText) as InterleavedPlan)
  process.stdout.write(JSON.stringify(report))
}
