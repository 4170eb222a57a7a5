/**
 * A worker thread that POSTs prepared JSON bodies to one URL over loopback with a fixed number of
 * requests in flight (node:http with a keep-alive agent: lighter than fetch), each body once, and reports the status counts,
 * the elapsed time, latency quantiles and its own event-loop utilisation. Started by
 * `pool_post_throughput.ts`, so the server's event loop (the main thread) does only server work.
 */
import { Agent, request as httpRequest } from "node:http"
import { parentPort, workerData } from "node:worker_threads"
import { quantile, sorted } from "./bench_stats.ts"

/** What the worker is given. */
export interface LoadRequest {
  readonly url: string
  readonly bodies: ReadonlyArray<string>
  readonly concurrency: number
}

/** What the worker answers. */
export interface LoadReport {
  readonly elapsedMs: number
  readonly statuses: Record<string, number>
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  /** Event-loop utilisation of the load generator (0..1). */
  readonly generatorUtilization: number
  /** CPU time of the load generator's thread (ms). */
  readonly generatorCpuMs: number
  /** The body of the first non-200 answer, if any. */
  readonly firstError: string | undefined
}

/** Whether a value is a load request. */
function isLoadRequest(value: unknown): value is LoadRequest {
  if (typeof value !== "object" || value === null) return false
  const url: unknown = Reflect.get(value, "url")
  const bodies: unknown = Reflect.get(value, "bodies")
  const concurrency: unknown = Reflect.get(value, "concurrency")
  return typeof url === "string" && Array.isArray(bodies) && bodies.every((b) => typeof b === "string") && typeof concurrency === "number"
}

/** One POST: the status and the response body. */
function post(url: URL, agent: Agent, body: string): Promise<{ readonly status: number; readonly text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: "POST",
      agent,
      headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) }
    }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }))
      res.on("error", reject)
    })
    req.on("error", reject)
    req.end(body)
  })
}

/** Sends every body once with `concurrency` requests in flight. */
async function run(request: LoadRequest): Promise<LoadReport> {
  const url = new URL(request.url)
  const agent = new Agent({ keepAlive: true, maxSockets: request.concurrency })
  const statuses: Record<string, number> = {}
  const latencies: Array<number> = []
  let firstError: string | undefined
  let next = 0
  const elu = performance.eventLoopUtilization()
  const cpu = process.threadCpuUsage()
  const start = performance.now()
  const lane = async () => {
    while (next < request.bodies.length) {
      const body = request.bodies[next++]!
      const sent = performance.now()
      const response = await post(url, agent, body)
      latencies.push(performance.now() - sent)
      statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1
      if (response.status !== 200 && firstError === undefined) firstError = response.text
    }
  }
  await Promise.all(Array.from({ length: request.concurrency }, lane))
  const elapsedMs = performance.now() - start
  const used = process.threadCpuUsage(cpu)
  agent.destroy()
  const s = sorted(latencies)
  return {
    elapsedMs,
    statuses,
    latencyP50Ms: quantile(s, 0.5),
    latencyP99Ms: quantile(s, 0.99),
    generatorUtilization: performance.eventLoopUtilization(elu).utilization,
    generatorCpuMs: (used.user + used.system) / 1000,
    firstError
  }
}

if (parentPort !== null && isLoadRequest(workerData)) {
  const port = parentPort
  run(workerData).then((report) => port.postMessage(report), (error: unknown) => port.postMessage({ error: String(error) }))
}
