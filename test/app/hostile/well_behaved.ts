/** The well-behaved client beside a hostile one: from its own loopback address, `connections` closed loops of keep-alive
 * requests (reads, POSTs, and `/events` opened until its first bytes), every answer read whole; each answer's status,
 * error type and latency. */
import { Agent, type ClientRequest, request as httpRequest, type IncomingMessage } from "node:http"
import { errorTypeOf } from "./error_type.ts"

/** One request of the mix. */
export interface WellBehavedRequest {
  readonly method: "GET" | "POST"
  readonly path: string
  readonly body?: string | undefined
  /** A stream (`/events`): answered once its head and first bytes arrive, then closed by the client. */
  readonly stream?: boolean | undefined
  readonly headers?: Readonly<Record<string, string>> | undefined
}

/** One answer. */
export interface WellBehavedAnswer {
  readonly request: WellBehavedRequest
  readonly status: number
  /** The error body's type, for a status of 400 or more. */
  readonly type: string | undefined
  /** From sending to the whole answer (to the first bytes of a stream), ms. */
  readonly millis: number
}

/** What the client saw. */
export interface WellBehavedReport {
  readonly answers: ReadonlyArray<WellBehavedAnswer>
  /** Requests that got no answer: the request and the socket error. */
  readonly failures: ReadonlyArray<{ readonly request: WellBehavedRequest; readonly error: string }>
}

/** How the client runs. */
export interface WellBehavedPlan {
  readonly port: number
  /** Its source address. */
  readonly from: string
  readonly connections: number
  /** How long it runs (ms). */
  readonly millis: number
  readonly mix: ReadonlyArray<WellBehavedRequest>
  /** A pause between a loop's answer and its next request (ms; default none). */
  readonly pauseMillis?: number | undefined
  /** How long one request may take (ms; default 10 s). */
  readonly timeoutMillis?: number | undefined
}

/** Sends one request and reads its answer (a stream's head and first bytes). */
function exchange(
  plan: WellBehavedPlan,
  agent: Agent,
  asked: WellBehavedRequest
): Promise<{ readonly status: number; readonly type: string | undefined }> {
  return new Promise((resolve, reject) => {
    const body = asked.body
    const headers: Record<string, string> = {
      ...(body === undefined
        ? {}
        : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }),
      ...asked.headers
    }
    const request: ClientRequest = httpRequest(
      {
        host: "127.0.0.1",
        port: plan.port,
        localAddress: plan.from,
        method: asked.method,
        path: asked.path,
        headers,
        // A stream gets a connection of its own, which it closes.
        agent: asked.stream === true ? false : agent,
        timeout: plan.timeoutMillis ?? 10_000
      },
      (response: IncomingMessage) => {
        const status = response.statusCode ?? 0
        const chunks: Array<Buffer> = []
        if (asked.stream === true && status === 200) {
          response.once("data", () => {
            resolve({ status, type: undefined })
            request.destroy()
          })
          return
        }
        response.on("data", (chunk: Buffer) => chunks.push(chunk))
        response.on("end", () =>
          resolve({ status, type: status >= 400 ? errorTypeOf(Buffer.concat(chunks).toString("utf8")) : undefined })
        )
        response.on("error", reject)
      }
    )
    request.on("timeout", () => request.destroy(new Error("timeout")))
    request.on("error", reject)
    request.end(body)
  })
}

/** Runs the client for `plan.millis`. */
export async function wellBehaved(plan: WellBehavedPlan): Promise<WellBehavedReport> {
  const agent = new Agent({ keepAlive: true, maxSockets: plan.connections, maxFreeSockets: plan.connections })
  const answers: Array<WellBehavedAnswer> = []
  const failures: Array<{ readonly request: WellBehavedRequest; readonly error: string }> = []
  const started = performance.now()
  const loop = async (index: number) => {
    for (let i = 0; performance.now() - started < plan.millis; i++) {
      const asked = plan.mix[(index + i) % plan.mix.length]
      if (asked === undefined) return
      const sent = performance.now()
      try {
        const { status, type } = await exchange(plan, agent, asked)
        answers.push({ request: asked, status, type, millis: performance.now() - sent })
      } catch (error) {
        failures.push({ request: asked, error: error instanceof Error ? error.message : String(error) })
      }
      if (plan.pauseMillis !== undefined) await new Promise((resolve) => setTimeout(resolve, plan.pauseMillis))
    }
  }
  await Promise.all(Array.from({ length: plan.connections }, (_, index) => loop(index)))
  agent.destroy()
  return { answers, failures }
}
