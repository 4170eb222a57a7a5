/**
 * Admission control: under overload the transport sheds work at the door — a fast 503 `ErrOverloaded` with
 * `Retry-After` — instead of letting every request's latency grow. A request is admitted while fewer than its
 * class's bound of requests of that class are in progress (cheap reads, list reads, writes) and the event loop lags
 * less than its bound; `/health` and `/metrics` are always admitted, the event stream only checks the lag (its
 * subscribers have their own bound). The class is read from the method and the path's last segment, so the check
 * costs a few string operations and a comparison. No Effect imports: the transport answers before Effect loads.
 *
 * The lag is the mean delay of Node's event-loop histogram over the last 100 ms, read off the request path; it is
 * meant for handlers that run synchronously (memory storage), whose work in progress stays near zero. Past its bound
 * a growing share of requests is shed — none at the bound, all at twice it — so the node settles where it keeps up
 * instead of swinging between shedding everything and nothing. Whether it catches a kernel-held queue is
 * `npm run bench:overload`'s question (not yet: docs/operations.md, Overload).
 *
 * Hand-written: the parts are a counter per class and Node's own event-loop delay histogram (`perf_hooks`); the
 * libraries that shed load this way (e.g. `@fastify/under-pressure`) are plugins of another framework.
 */
import type { ServerResponse } from "node:http"
import { type IntervalHistogram, monitorEventLoopDelay } from "node:perf_hooks"

/** The classes whose work in progress is bounded. */
export const BOUNDED_CLASSES = ["read", "list", "write"] as const

/** A class whose work in progress is bounded. */
export type BoundedClass = (typeof BOUNDED_CLASSES)[number]

/** What a request costs, read from its method and path: the bounded classes, the event stream, and the always-answered operations. */
export type RouteClass = BoundedClass | "stream" | "exempt"

/** Why a request was shed: its class's work in progress was at its bound, or the event loop lagged beyond its bound. */
export type ShedReason = "in_flight" | "event_loop_lag"

/** The admission bounds. */
export interface AdmissionSettings {
  /** Whether requests are shed at all (`false`: every request is admitted). */
  readonly enabled: boolean
  /** Requests of each bounded class in progress at most; one more is shed. */
  readonly maxInFlight: Readonly<Record<BoundedClass, number>>
  /** Event-loop lag (mean over the last 100 ms) beyond which requests but `/health` and `/metrics` are shed: a share growing to all at twice it. */
  readonly maxEventLoopLagMillis: number
  /** The `Retry-After` of a shed request (seconds). */
  readonly retryAfterSeconds: number
}

/** Admission off: what the transport does until configured. */
export const ADMISSION_OFF: AdmissionSettings = {
  enabled: false,
  maxInFlight: { read: Number.POSITIVE_INFINITY, list: Number.POSITIVE_INFINITY, write: Number.POSITIVE_INFINITY },
  maxEventLoopLagMillis: Number.POSITIVE_INFINITY,
  retryAfterSeconds: 1
}

/** The last path segments of the list endpoints (each revision's, under any base path). */
const LIST_SEGMENTS: ReadonlySet<string> = new Set([
  "accounts", "exits", "transactions-pool", "transactions-history", "batches", "slots", "bids", "tokens", "coordinators"
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
  readonly routeClass: Exclude<RouteClass, "exempt">
  readonly reason: ShedReason
  /** The error message the client reads. */
  readonly message: string
}

/** Called with each shed request (the metrics count them). */
export type ShedListener = (refusal: Refusal) => void

/** The histogram's resolution (ms): a sample is taken every this long, and the lag is what exceeds it. */
const LAG_RESOLUTION_MILLIS = 10

/** How often the lag is read from the histogram, which then starts afresh (ms). */
const LAG_SAMPLE_MILLIS = 100

/** The event loop's lag, the mean over the last sample window, read from Node's histogram off the request path. */
class EventLoopLag {
  #histogram: IntervalHistogram | undefined = undefined
  #timer: NodeJS.Timeout | undefined = undefined
  /** The lag of the last sample (ms). */
  millis = 0

  start(): void {
    if (this.#histogram !== undefined) return
    const histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MILLIS })
    histogram.enable()
    this.#histogram = histogram
    this.#timer = setInterval(() => {
      const mean = histogram.mean / 1e6
      this.millis = Number.isFinite(mean) ? Math.max(0, mean - LAG_RESOLUTION_MILLIS) : 0
      histogram.reset()
    }, LAG_SAMPLE_MILLIS).unref()
  }

  stop(): void {
    clearInterval(this.#timer)
    this.#histogram?.disable()
    this.#histogram = undefined
    this.#timer = undefined
    this.millis = 0
  }
}

/** What a client of each class is told. */
function messageOf(routeClass: Exclude<RouteClass, "exempt">, reason: ShedReason, retryAfterSeconds: number): string {
  const work = { read: "reads", list: "list reads", write: "writes", stream: "event streams" }[routeClass]
  const why = reason === "in_flight" ? `as many ${work} in progress as it takes` : "its event loop is lagging"
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
  readonly #lag = new EventLoopLag()
  #refusals = new Map<string, Refusal>()
  #listener: ShedListener | undefined = undefined

  /** Applies `settings` (starting or stopping the lag sampling). */
  configure(settings: AdmissionSettings): void {
    this.#settings = settings
    this.#refusals = new Map()
    if (settings.enabled && Number.isFinite(settings.maxEventLoopLagMillis)) this.#lag.start()
    else this.#lag.stop()
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
    const excess = this.#lag.millis / settings.maxEventLoopLagMillis - 1
    if (excess > 0 && (excess >= 1 || Math.random() < excess)) return this.#refuse(routeClass, "event_loop_lag")
    if (routeClass === "stream") return undefined
    if (this.#inFlight[routeClass] >= settings.maxInFlight[routeClass]) return this.#refuse(routeClass, "in_flight")
    this.#inFlight[routeClass]++
    response.once("close", this.#release[routeClass])
    return undefined
  }

  /** Stops the lag sampling (the transport stopped). */
  stop(): void {
    this.#lag.stop()
  }

  #refuse(routeClass: Exclude<RouteClass, "exempt">, reason: ShedReason): Refusal {
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
