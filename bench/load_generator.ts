/**
 * A worker thread that sends prepared requests over loopback with a fixed number of keep-alive
 * connections, one request in flight on each (like wrk: requests are serialised to bytes up
 * front and responses parsed by Content-Length on plain sockets, so the generator costs the two
 * shared cores as little as possible), each request once — POSTs of JSON bodies to one URL, or
 * GETs of paths on its origin — and reports the status counts, the elapsed time, latency
 * quantiles and its own event-loop utilisation. Started by `pool_post_throughput.ts` (POSTs; the
 * server's event loop, the main thread, then does only server work) and by
 * `scale/load_test.ts` (GETs against a server process).
 */
import { connect, type Socket } from "node:net"
import { parentPort, workerData } from "node:worker_threads"
import { quantile, sorted } from "./bench_stats.ts"
import { answerFrame } from "./http_answer.ts"

/** What the worker is given: JSON bodies to POST to `url`, or paths to GET on `url`'s origin. */
export interface LoadRequest {
  readonly url: string
  readonly bodies?: ReadonlyArray<string> | undefined
  readonly paths?: ReadonlyArray<string> | undefined
  readonly concurrency: number
  /**
   * Paced (open-loop) mode: request k is due at start + k / ratePerSecond and its latency counts
   * from then, so time spent waiting for a free connection counts too (no coordinated omission).
   * Absent: closed loop, each connection sends its next request as soon as the last one is answered.
   */
  readonly ratePerSecond?: number | undefined
}

/** What the worker answers. */
export interface LoadReport {
  readonly elapsedMs: number
  readonly statuses: Record<string, number>
  readonly latencyP50Ms: number
  readonly latencyP99Ms: number
  readonly latencyP90Ms: number
  readonly latencyMaxMs: number
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
  const concurrency: unknown = Reflect.get(value, "concurrency")
  const strings = (list: unknown) => list === undefined || (Array.isArray(list) && list.every((b) => typeof b === "string"))
  const rate: unknown = Reflect.get(value, "ratePerSecond")
  return typeof url === "string" && strings(Reflect.get(value, "bodies")) && strings(Reflect.get(value, "paths")) &&
    typeof concurrency === "number" && (rate === undefined || typeof rate === "number")
}

/** A keep-alive connection that sends one request at a time and reads each response. */
class Connection {
  private readonly socket: Socket
  private buffer: Buffer<ArrayBufferLike> = Buffer.alloc(0)
  private waiting: ((response: { readonly status: number; readonly text: string }) => void) | undefined
  private failed: ((error: Error) => void) | undefined

  constructor(url: URL) {
    this.socket = connect({ host: url.hostname, port: Number(url.port) })
    this.socket.setNoDelay(true)
    this.socket.on("data", (chunk: Buffer) => {
      this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk])
      this.parse()
    })
    this.socket.on("error", (error) => this.failed?.(error))
  }

  /** Completes the pending request once its whole response (headers and Content-Length body) is in. */
  private parse(): void {
    if (this.waiting === undefined) return
    let frame
    try {
      frame = answerFrame(this.buffer)
    } catch (error) {
      this.failed?.(error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (frame === undefined || this.buffer.length < frame.total) return
    const text = this.buffer.subarray(frame.bodyStart, frame.total).toString("utf8")
    this.buffer = this.buffer.subarray(frame.total)
    const done = this.waiting
    this.waiting = undefined
    done({ status: frame.status, text })
  }

  /** Sends a prepared request and resolves with the response. */
  send(request: Buffer): Promise<{ readonly status: number; readonly text: string }> {
    return new Promise((resolve, reject) => {
      this.waiting = resolve
      this.failed = reject
      this.socket.write(request)
    })
  }

  close(): void {
    this.socket.destroy()
  }
}

/** The bytes of an HTTP/1.1 POST of a JSON body, keep-alive. */
function rawPost(url: URL, body: string): Buffer {
  const payload = Buffer.from(body, "utf8")
  const head = `POST ${url.pathname} HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
    `content-length: ${payload.length}\r\nconnection: keep-alive\r\n\r\n`
  return Buffer.concat([Buffer.from(head, "latin1"), payload])
}

/** The bytes of an HTTP/1.1 GET of a path, keep-alive. */
function rawGet(url: URL, path: string): Buffer {
  return Buffer.from(`GET ${path} HTTP/1.1\r\nhost: ${url.host}\r\nconnection: keep-alive\r\n\r\n`, "latin1")
}

/** Sends every request once with `concurrency` connections, one request in flight on each (closed loop, or paced). */
async function run(request: LoadRequest): Promise<LoadReport> {
  const url = new URL(request.url)
  const prepared = [
    ...(request.bodies ?? []).map((body) => rawPost(url, body)),
    ...(request.paths ?? []).map((path) => rawGet(url, path))
  ]
  const statuses: Record<string, number> = {}
  const latencies: Array<number> = []
  let firstError: string | undefined
  let next = 0
  const elu = performance.eventLoopUtilization()
  const cpu = process.threadCpuUsage()
  const start = performance.now()
  const rate = request.ratePerSecond
  const lane = async () => {
    const connection = new Connection(url)
    try {
      while (next < prepared.length) {
        const index = next++
        const raw = prepared[index]!
        let sent = performance.now()
        if (rate !== undefined) {
          const due = start + (index * 1000) / rate
          if (due > sent) await new Promise((wake) => setTimeout(wake, due - sent))
          sent = due
        }
        const response = await connection.send(raw)
        latencies.push(performance.now() - sent)
        statuses[String(response.status)] = (statuses[String(response.status)] ?? 0) + 1
        if (response.status !== 200 && firstError === undefined) firstError = response.text
      }
    } finally {
      connection.close()
    }
  }
  await Promise.all(Array.from({ length: request.concurrency }, lane))
  const elapsedMs = performance.now() - start
  const used = process.threadCpuUsage(cpu)
  const s = sorted(latencies)
  return {
    elapsedMs,
    statuses,
    latencyP50Ms: quantile(s, 0.5),
    latencyP99Ms: quantile(s, 0.99),
    latencyP90Ms: quantile(s, 0.9),
    latencyMaxMs: quantile(s, 1),
    generatorUtilization: performance.eventLoopUtilization(elu).utilization,
    generatorCpuMs: (used.user + used.system) / 1000,
    firstError
  }
}

if (parentPort !== null && isLoadRequest(workerData)) {
  const port = parentPort
  run(workerData).then((report) => port.postMessage(report), (error: unknown) => port.postMessage({ error: String(error) }))
}
