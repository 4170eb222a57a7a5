/** A closed-loop HTTP client: `connections` keep-alive connections, each sending its next request once answered. */
import { Agent, request as httpRequest } from "node:http"

/** One request of the loop: its method, path and body. */
export interface LoopRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: string | undefined
}

/** One answer: when it was asked (ms since the loop began), its status and the error body's type. */
export interface LoopAnswer {
  readonly at: number
  readonly status: number
  readonly request: LoopRequest
  readonly type: string | undefined
}

/** What a loop saw. */
export interface LoopReport {
  readonly answers: ReadonlyArray<LoopAnswer>
  /** Requests that failed without an answer (a socket error). */
  readonly failures: ReadonlyArray<string>
  /** Connections the agent opened (at most `connections`). */
  readonly socketsOpened: number
}

/** Sends one request on `agent` and reads its answer. */
function exchange(agent: Agent, port: number, asked: LoopRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const body = asked.body
    const headers: Record<string, string> =
      body === undefined
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }
    const req = httpRequest(
      { host: "127.0.0.1", port, method: asked.method, path: asked.path, agent, headers, timeout: 30_000 },
      (res) => {
        const chunks: Array<Buffer> = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }))
        res.on("error", reject)
      }
    )
    req.on("timeout", () => req.destroy(new Error("timeout")))
    req.on("error", reject)
    req.end(body)
  })
}

/** The error body's `type`, when the body is the error shape. */
function typeOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body)
    const type: unknown = typeof parsed === "object" && parsed !== null ? Reflect.get(parsed, "type") : undefined
    return typeof type === "string" ? type : undefined
  } catch {
    return undefined
  }
}

/** Runs `connections` closed loops against `port` for `millis` ms, the `i`-th request of a loop being `mix[(loop + i) % mix.length]`. */
export async function closedLoop(
  port: number,
  connections: number,
  millis: number,
  mix: ReadonlyArray<LoopRequest>
): Promise<LoopReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
  let socketsOpened = 0
  const countSocket = () => void socketsOpened++
  const createConnection = agent.createConnection.bind(agent)
  agent.createConnection = ((...args: Parameters<typeof createConnection>) => {
    countSocket()
    return createConnection(...args)
  }) as typeof agent.createConnection
  const answers: Array<LoopAnswer> = []
  const failures: Array<string> = []
  const started = performance.now()
  const loop = async (index: number) => {
    for (let i = 0; performance.now() - started < millis; i++) {
      const asked = mix[(index + i) % mix.length]
      if (asked === undefined) return
      const at = performance.now() - started
      try {
        const { status, body } = await exchange(agent, port, asked)
        answers.push({ at, status, request: asked, type: status >= 400 ? typeOf(body) : undefined })
      } catch (error) {
        failures.push(`${asked.method} ${asked.path}: ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, (_, index) => loop(index)))
  agent.destroy()
  return { answers, failures, socketsOpened }
}
