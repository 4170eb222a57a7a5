/** A webhook receiver for tests and the benchmark: a node:http server verifying each delivery with `standardwebhooks`
 * and recording it; it can answer another status, hang, or drop every connection. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { Socket } from "node:net"
import { Webhook } from "standardwebhooks"

/** One delivery as received. */
export interface Received {
  /** The path it was POSTed to (one per endpoint). */
  readonly path: string
  readonly webhookId: string
  readonly eventId: number
  readonly type: string
  readonly data: Record<string, unknown>
  /** The status this receiver answered. */
  readonly status: number
  /** When it arrived (`Date.now()`). */
  readonly at: number
}

/** A running receiver. */
export interface Receiver {
  readonly port: number
  /** `http://127.0.0.1:<port><path>`. */
  readonly url: (path: string) => string
  /** Verifies deliveries to `path` with `secret` from now on. */
  readonly expect: (path: string, secret: string) => void
  /** Every delivery received (verified or not), in arrival order. */
  readonly received: Array<Received>
  /** Deliveries whose signature did not verify (or to a path with no secret). */
  readonly rejected: Array<string>
  /** The status to answer (default 200); `"down"` drops connections without an answer. */
  mode: number | "down"
  /** Milliseconds to wait before answering. */
  delayMs: number
  /** Called with each delivery as it arrives (before the answer). */
  onDelivery: ((received: Received) => void) | undefined
  /** Resolves once `predicate` holds for what was received (checked on each arrival), or rejects after `timeoutMs`. */
  readonly until: (predicate: (received: ReadonlyArray<Received>) => boolean, timeoutMs?: number) => Promise<void>
  readonly close: () => Promise<void>
}

/** Starts a receiver on a free port of 127.0.0.1. */
export async function startReceiver(): Promise<Receiver> {
  const verifiers = new Map<string, Webhook>()
  const waiters = new Set<() => void>()
  const sockets = new Set<Socket>()
  const receiver: Receiver = {
    port: 0,
    url: (path) => `http://127.0.0.1:${receiver.port}${path}`,
    expect: (path, secret) => void verifiers.set(path, new Webhook(secret)),
    received: [],
    rejected: [],
    mode: 200,
    delayMs: 0,
    onDelivery: undefined,
    until: (predicate, timeoutMs = 30_000) =>
      new Promise<void>((resolve, reject) => {
        if (predicate(receiver.received)) return resolve()
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`receiver: condition not met within ${timeoutMs} ms (${receiver.received.length} received)`))
        }, timeoutMs)
        const check = () => {
          if (!predicate(receiver.received)) return
          clearTimeout(timer)
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      })
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    if (receiver.mode === "down") return request.socket.destroy()
    const chunks: Array<Buffer> = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      const path = request.url ?? "/"
      const headers = {
        "webhook-id": String(request.headers["webhook-id"] ?? ""),
        "webhook-timestamp": String(request.headers["webhook-timestamp"] ?? ""),
        "webhook-signature": String(request.headers["webhook-signature"] ?? "")
      }
      const verifier = verifiers.get(path)
      let payload: { type: string; data: Record<string, unknown> } | undefined
      try {
        if (verifier === undefined) throw new Error(`no secret for ${path}`)
        payload = verifier.verify(body, headers) as { type: string; data: Record<string, unknown> }
      } catch (error) {
        receiver.rejected.push(`${path} ${headers["webhook-id"]}: ${String(error)}`)
      }
      const status = receiver.mode === "down" ? 0 : receiver.mode
      let parsed: { type: string; data: Record<string, unknown> } = { type: "", data: {} }
      try {
        parsed = payload ?? (JSON.parse(body) as typeof parsed)
      } catch {
        receiver.rejected.push(`${path}: not JSON`)
      }
      const received: Received = {
        path,
        webhookId: headers["webhook-id"],
        eventId: Number(parsed.data?.["eventId"]),
        type: parsed.type,
        data: parsed.data,
        status,
        at: Date.now()
      }
      receiver.onDelivery?.(received)
      const answer = () => {
        if (receiver.mode === "down") return request.socket.destroy()
        receiver.received.push({ ...received, status: receiver.mode })
        response.writeHead(receiver.mode, { "content-type": "text/plain" }).end("ok")
        for (const waiter of [...waiters]) waiter()
      }
      if (receiver.delayMs > 0) setTimeout(answer, receiver.delayMs)
      else answer()
    })
  }

  const server: Server = createServer({ keepAlive: true }, handle)
  server.on("connection", (socket: Socket) => {
    sockets.add(socket)
    socket.once("close", () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()))
  const address = server.address()
  ;(receiver as { port: number }).port = typeof address === "object" && address !== null ? address.port : 0
  return receiver
}

/** The deliveries answered 2xx, by webhook-id: how many times each was acknowledged. */
export function acknowledgements(received: ReadonlyArray<Received>): Map<string, number> {
  const counts = new Map<string, number>()
  for (const r of received)
    if (r.status >= 200 && r.status < 300) counts.set(r.webhookId, (counts.get(r.webhookId) ?? 0) + 1)
  return counts
}
