/** The WebhookSender port on Node's HTTP client: one POST with the Standard Webhooks headers over keep-alive agents
 * whose lookups pass the target policy; connect and request deadlines, no redirect, a bounded answer read. */
import { Context, Effect, type Fiber, Layer, References, Tracer } from "effect"
import { HttpTraceContext } from "effect/http"
import { Agent as HttpAgent, request as httpRequest } from "node:http"
import { Agent as HttpsAgent, request as httpsRequest } from "node:https"
import type { Socket } from "node:net"
import { type DeliveryBody, type SendOutcome, WebhookSender } from "../../core/ports/webhook_sender.ts"
import { guardedLookup, literalRefusal, TARGET_REFUSED, targetRefusal } from "./target_policy.ts"
import { newSecret, secretKey, signature } from "./webhook_signature.ts"

/** Default milliseconds to establish a delivery's connection. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000
/** Default milliseconds for a whole delivery request, to the answer's status. */
export const DEFAULT_RESPONSE_TIMEOUT_MS = 10_000

/** How deliveries are sent. */
export interface HttpSenderOptions {
  /** Connect to loopback, private, link-local and other non-global targets, and over http (default false). */
  readonly allowPrivateTargets?: boolean | undefined
  /** Milliseconds to establish the connection (default `DEFAULT_CONNECT_TIMEOUT_MS`). */
  readonly connectTimeoutMs?: number | undefined
  /** Milliseconds for the whole request, to the answer's status (default `DEFAULT_RESPONSE_TIMEOUT_MS`). */
  readonly responseTimeoutMs?: number | undefined
  /** Sockets kept per target host (default 16). */
  readonly socketsPerHost?: number | undefined
}

/** The most of an answer's body read (then its connection is dropped). */
export const MAX_RESPONSE_BYTES = 64 * 1024

/** The `User-Agent` of deliveries. */
const USER_AGENT = "zk-node-webhooks/1"

/** The text of a delivery's body: its JSON, written once per attempt; the signature covers exactly it. */
export function bodyText(body: DeliveryBody): string {
  return JSON.stringify(body)
}

/** A socket error as Node makes it: its message names the address connected to (`connect ECONNREFUSED 1.2.3.4:443`). */
interface SocketError extends NodeJS.ErrnoException {
  readonly address?: string | undefined
}

/**
 * Why a request failed, as the delivery log shows it: a refused target's reason, a socket error by its system call and
 * code alone (never the address a name resolved to), anything else by its message.
 */
export function deliveryError(error: SocketError): string {
  if (error.code === TARGET_REFUSED) return error.message
  if (error.code !== undefined && (error.address !== undefined || error instanceof AggregateError))
    return error.syscall === undefined ? error.code : `${error.syscall} ${error.code}`
  return error.message || error.code || "request failed"
}

/** The `traceparent` of the fiber's current span when tracing is on, else undefined. */
function traceparentOf(fiber: Fiber.Fiber<unknown, unknown>): string | undefined {
  if (!fiber.getRef(References.TracerEnabled)) return undefined
  const span = Context.getOption(fiber.context, Tracer.ParentSpan)
  return span._tag === "Some" && span.value._tag === "Span"
    ? HttpTraceContext.toHeaders(span.value)["traceparent"]
    : undefined
}

/** The sender of `options`, and what closes its agents' sockets. */
export function makeHttpSender(options: HttpSenderOptions = {}): {
  readonly sender: WebhookSender["Service"]
  readonly close: () => void
} {
  const allowPrivate = options.allowPrivateTargets ?? false
  const connectTimeout = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS
  const responseTimeout = options.responseTimeoutMs ?? DEFAULT_RESPONSE_TIMEOUT_MS
  const agentOptions = { keepAlive: true, maxSockets: options.socketsPerHost ?? 16, scheduling: "lifo" as const }
  const agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) }
  const lookup = guardedLookup(allowPrivate)
  const keys = new Map<string, Buffer>()
  const keyOf = (secret: string) => {
    let key = keys.get(secret)
    if (key === undefined) {
      if (keys.size > 10_000) keys.clear()
      key = secretKey(secret)
      keys.set(secret, key)
    }
    return key
  }

  const send = (url: URL, headers: Record<string, string>, body: string) =>
    new Promise<SendOutcome>((resolve) => {
      const started = performance.now()
      let settled = false
      const finish = (status: number | null, error: string | null) => {
        if (settled) return
        settled = true
        clearTimeout(whole)
        clearTimeout(connecting)
        resolve({ status, error, latencyMs: Math.round((performance.now() - started) * 1000) / 1000 })
      }
      const secure = url.protocol === "https:"
      const refused = literalRefusal(url.hostname.replace(/^\[|\]$/gu, ""), allowPrivate)
      if (refused !== undefined) return resolve({ status: null, error: refused, latencyMs: 0 })
      const request = (secure ? httpsRequest : httpRequest)(url, {
        method: "POST",
        agent: secure ? agents.https : agents.http,
        lookup,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": USER_AGENT
        }
      })
      const whole = setTimeout(() => {
        finish(null, `no answer within ${responseTimeout} ms`)
        request.destroy()
      }, responseTimeout)
      const connecting = setTimeout(() => {
        finish(null, `no connection within ${connectTimeout} ms`)
        request.destroy()
      }, connectTimeout)
      request.on("socket", (socket: Socket) => {
        if (!socket.connecting) return clearTimeout(connecting)
        socket.once(secure ? "secureConnect" : "connect", () => clearTimeout(connecting))
      })
      request.on("response", (response) => {
        finish(response.statusCode ?? null, null)
        let read = 0
        response.on("data", (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_RESPONSE_BYTES) response.destroy()
        })
        response.on("error", () => {})
      })
      request.on("error", (error: SocketError) => finish(null, deliveryError(error)))
      request.end(body)
    })

  const sender = WebhookSender.of({
    newSecret: Effect.sync(newSecret),
    refusal: (url) => targetRefusal(url, allowPrivate),
    send: (delivery) =>
      Effect.withFiber((fiber) => {
        const traceparent = traceparentOf(fiber)
        return Effect.promise(() => {
          const body = bodyText(delivery.body)
          const headers: Record<string, string> = {
            "webhook-id": delivery.messageId,
            "webhook-timestamp": String(delivery.timestamp),
            "webhook-signature": signature(keyOf(delivery.secret), delivery.messageId, delivery.timestamp, body)
          }
          if (traceparent !== undefined) headers["traceparent"] = traceparent
          return send(new URL(delivery.url), headers, body)
        })
      })
  })
  const close = () => {
    agents.http.destroy()
    agents.https.destroy()
  }
  return { sender, close }
}

/** The WebhookSender port on Node's HTTP client; its agents' sockets close with the layer. */
export function layer(options: HttpSenderOptions = {}): Layer.Layer<WebhookSender> {
  return Layer.effect(
    WebhookSender,
    Effect.map(
      Effect.acquireRelease(
        Effect.sync(() => makeHttpSender(options)),
        (made) => Effect.sync(made.close)
      ),
      (made) => made.sender
    )
  )
}
