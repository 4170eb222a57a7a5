/**
 * Admission control (docs/operations.md, "Overload"): under overload the transport sheds at the door with a fast 503
 * `ErrOverloaded`, bounding the requests in progress per route class and the queue delay (`queue_delay.ts`). No Effect
 * imports: the transport answers before Effect loads. Hand-written: a counter per class and a timestamp per request;
 * load-shedding libraries (`@fastify/under-pressure`) read the event-loop delay, which misses a kernel-held queue.
 */
import type { ServerResponse } from "node:http"
import { QueueDelay } from "./queue_delay.ts"

/** The classes whose work in progress is bounded. */
const BOUNDED_CLASSES = ["read", "list", "write"] as const

type BoundedClass = (typeof BOUNDED_CLASSES)[number]

/** The classes of a request that may be shed: the bounded ones and the event stream (which only checks the queue delay). */
export const SHED_CLASSES = [...BOUNDED_CLASSES, "stream"] as const

/** Why a request is shed: its class's work in progress was at its bound, or requests have been waiting past the target. */
export const SHED_REASONS = ["in_flight", "queue_delay"] as const

type ShedClass = (typeof SHED_CLASSES)[number]

/** What a request costs, read from its method and path (`exempt`: the always-answered operations). */
type RouteClass = ShedClass | "exempt"

/** The admission bounds. */
export interface AdmissionSettings {
  /** Whether requests are shed at all (`false`: every request is admitted). */
  readonly enabled: boolean
  /** Requests of each bounded class in progress at most; one more is shed. */
  readonly maxInFlight: Readonly<Record<BoundedClass, number>>
  /** The target of the queue delay (ms): while requests wait longer for 100 ms, those taken past it in their event-loop turn are shed (`queue_delay.ts`). */
  readonly maxQueueDelayMillis: number
  /** The `Retry-After` of a shed request (seconds). */
  readonly retryAfterSeconds: number
}

/** Admission off: what the transport does until configured. */
const ADMISSION_OFF: AdmissionSettings = {
  enabled: false,
  maxInFlight: { read: Number.POSITIVE_INFINITY, list: Number.POSITIVE_INFINITY, write: Number.POSITIVE_INFINITY },
  maxQueueDelayMillis: Number.POSITIVE_INFINITY,
  retryAfterSeconds: 1
}

/** The last path segments of the list endpoints (each revision's, under any base path), the history export with them. */
const LIST_SEGMENTS: ReadonlySet<string> = new Set([
  "accounts", "exits", "transactions-pool", "transactions-history", "batches", "slots", "bids", "tokens", "coordinators",
  "balance-history", "webhooks", "deliveries", "export"
])

/** The last path segments of the operations that are always answered. */
const EXEMPT_SEGMENTS: ReadonlySet<string> = new Set(["health", "metrics"])

/** The last path segment of the event stream. */
const STREAM_SEGMENT = "events"

/** The class of a request by its method and target (`/base/segment?query`). */
export function routeClassOf(method: string | undefined, url: string | undefined): RouteClass {
  const target = url ?? "/"
  const query = target.indexOf("?")
  const path = query < 0 ? target : target.slice(0, query)
  const last = path.slice(path.lastIndexOf("/") + 1)
  if (EXEMPT_SEGMENTS.has(last)) return "exempt"
  if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") return "write"
  if (last === STREAM_SEGMENT) return "stream"
  return LIST_SEGMENTS.has(last) ? "list" : "read"
}

/** A shed request: its class and why. */
export interface Refusal {
  readonly routeClass: ShedClass
  readonly reason: (typeof SHED_REASONS)[number]
  /** The error message the client reads. */
  readonly message: string
}

/** Called with each shed request (the metrics count them). */
export type ShedListener = (refusal: Refusal) => void

/** What a client of each class is told. */
function messageOf(routeClass: ShedClass, reason: Refusal["reason"], retryAfterSeconds: number): string {
  const work = { read: "reads", list: "list reads", write: "writes", stream: "event streams" }[routeClass]
  const why = reason === "in_flight" ? `as many ${work} in progress as it takes` : "requests are waiting too long"
  return `the node is overloaded (${why}); retry after ${retryAfterSeconds} s`
}

/** The admission control of one transport. */
export class Admission {
  #settings: AdmissionSettings = ADMISSION_OFF
  readonly #inFlight: Record<BoundedClass, number> = { read: 0, list: 0, write: 0 }
  /** One release per class, made once, so admitting allocates no closure. */
  readonly #release: Record<BoundedClass, () => void> = {
    read: () => void this.#inFlight.read--,
    list: () => void this.#inFlight.list--,
    write: () => void this.#inFlight.write--
  }
  #queueDelay: QueueDelay | undefined = undefined
  #refusals = new Map<string, Refusal>()
  #listener: ShedListener | undefined = undefined

  /** Applies `settings`. */
  configure(settings: AdmissionSettings): void {
    this.#settings = settings
    this.#refusals = new Map()
    this.#queueDelay = settings.enabled && Number.isFinite(settings.maxQueueDelayMillis)
      ? new QueueDelay(settings.maxQueueDelayMillis)
      : undefined
  }

  /** The `Retry-After` value of a shed request. */
  get retryAfter(): string {
    return String(this.#settings.retryAfterSeconds)
  }

  /** Calls `listener` with each shed request from now on. */
  onShed(listener: ShedListener): void {
    this.#listener = listener
  }

  /** Admits the request answered by `response` (counting it until the response closes), or the refusal to answer with. */
  admit(method: string | undefined, url: string | undefined, response: ServerResponse): Refusal | undefined {
    const settings = this.#settings
    if (!settings.enabled) return undefined
    const routeClass = routeClassOf(method, url)
    if (routeClass === "exempt") return undefined
    if (this.#queueDelay?.excessive() === true) return this.#refuse(routeClass, "queue_delay")
    if (routeClass === "stream") return undefined
    if (this.#inFlight[routeClass] >= settings.maxInFlight[routeClass]) return this.#refuse(routeClass, "in_flight")
    this.#inFlight[routeClass]++
    response.once("close", this.#release[routeClass])
    return undefined
  }

  #refuse(routeClass: ShedClass, reason: Refusal["reason"]): Refusal {
    const key = `${routeClass} ${reason}`
    let refusal = this.#refusals.get(key)
    if (refusal === undefined) {
      refusal = { routeClass, reason, message: messageOf(routeClass, reason, this.#settings.retryAfterSeconds) }
      this.#refusals.set(key, refusal)
    }
    this.#listener?.(refusal)
    return refusal
  }
}
