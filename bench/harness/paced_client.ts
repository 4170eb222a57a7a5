/** An open-loop HTTP load generator, hand-written since no load generator Debian ships paces its requests: each
 * request's latency runs from its scheduled time, so a stall counts against every request it delays. */
import { readFileSync } from "node:fs"
import { Agent, request } from "node:http"

// Run as its own process (`node --import tsx bench/harness/paced_client.ts`); prints one line `PACED_REPORT {json}`.
const port = Number(process.env["PACED_PORT"])
const paths = readFileSync(process.env["PACED_PATHS_FILE"] ?? "", "utf8")
  .split("\n")
  .filter((line) => line !== "")
const ratePerSecond = Number(process.env["PACED_RATE"])
const seconds = Number(process.env["PACED_SECONDS"] ?? 10)
const connections = Number(process.env["PACED_CONNECTIONS"] ?? 32)
if (!(port > 0) || paths.length === 0 || !(ratePerSecond > 0))
  throw new Error("paced_client: PACED_PORT, PACED_PATHS_FILE and PACED_RATE are required")

const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
const total = Math.round(ratePerSecond * seconds)
const intervalMs = 1000 / ratePerSecond
/** Latencies in microseconds from each request's scheduled time to its last body byte. */
const latencies = new Float64Array(total)
let completed = 0
let failures = 0
let scheduled = 0
/** The most requests that waited for a connection at once (the generator's own queue). */
let queuedPeak = 0
let inFlight = 0

/** Sends request `i` (scheduled at `at`, ms on `performance.now()`) and records its latency. */
function send(i: number, at: number): void {
  inFlight++
  queuedPeak = Math.max(queuedPeak, inFlight - connections)
  const req = request({ agent, host: "127.0.0.1", port, path: paths[i % paths.length]! }, (res) => {
    res.on("data", () => {})
    res.on("end", () => {
      inFlight--
      if ((res.statusCode ?? 0) >= 400) failures++
      latencies[completed++] = (performance.now() - at) * 1000
      if (completed + failures === total) finish()
    })
  })
  req.on("error", () => {
    inFlight--
    failures++
    if (completed + failures === total) finish()
  })
  req.end()
}

const start = performance.now() + 50
/** Sends every request whose time has come, then waits for the next one's. */
function tick(): void {
  const now = performance.now()
  while (scheduled < total && start + scheduled * intervalMs <= now) {
    send(scheduled, start + scheduled * intervalMs)
    scheduled++
  }
  if (scheduled < total) setTimeout(tick, Math.max(0, start + scheduled * intervalMs - performance.now()))
}

/** The `q` quantile (0–1) of sorted values. */
function quantile(sorted: Float64Array, q: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
}

function finish(): void {
  const sorted = latencies.slice(0, completed).sort()
  const elapsed = (performance.now() - start) / 1000
  const report = {
    requests: completed,
    failures,
    achievedRate: completed / elapsed,
    queuedPeak,
    p50Us: Math.round(quantile(sorted, 0.5)),
    p90Us: Math.round(quantile(sorted, 0.9)),
    p99Us: Math.round(quantile(sorted, 0.99)),
    maxUs: Math.round(sorted.length === 0 ? 0 : sorted[sorted.length - 1]!)
  }
  process.stdout.write(`PACED_REPORT ${JSON.stringify(report)}\n`)
  agent.destroy()
}

setTimeout(tick, 50)
