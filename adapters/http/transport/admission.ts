/** Admission control: under overload the transport sheds at the door with a fast 503, bounding per route class the
 * requests in progress and the demand standing past that bound. No Effect imports: it answers before Effect loads. */
import type { ServerResponse } from "node:http"
import { type AdmissionClass, methodPolicy } from "../edge/route_policy.ts"
import { BOUNDED_CLASSES, type BoundedClass, Demand } from "./demand.ts"

/** The classes of a request that may be shed: the bounded ones and the event stream (shed only while another class's demand is). */
export const SHED_CLASSES = [...BOUNDED_CLASSES, "stream"] as const

/** Why a request is shed: its class's work in progress was at its bound, or its class's demand has stood past the bound. */
export const SHED_REASONS = ["in_flight", "demand"] as const

type ShedClass = (typeof SHED_CLASSES)[number]

/** The admission class of a request by its method and target (`/base/path?query`): the application's router answers it. */
export type AdmissionClassifier = (method: string, url: string) => AdmissionClass

/** The classifier of a listener without routes: every request by its method (`methodPolicy`). */
export const classByMethod: AdmissionClassifier = (method) => methodPolicy(method).admission

/** The admission bounds. */
export interface AdmissionSettings {
  /** Whether requests are shed at all (`false`: every request is admitted). */
  readonly enabled: boolean
  /** Requests of each bounded class in progress at most, and the demand each may carry; one more in progress is shed. */
  readonly maxInFlight: Readonly<Record<BoundedClass, number>>
  /** How long (ms) a class's demand must stand past its bound before the requests past it are shed (0: at once). */
  readonly sustainMillis: number
  /** The `Retry-After` of a shed request (seconds). */
  readonly retryAfterSeconds: number
}

/** Admission off: what the transport does until configured. */
const ADMISSION_OFF: AdmissionSettings = {
  enabled: false,
  maxInFlight: { read: Number.POSITIVE_INFINITY, list: Number.POSITIVE_INFINITY, write: Number.POSITIVE_INFINITY },
  sustainMillis: 0,
  retryAfterSeconds: 1
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
  const why =
    reason === "in_flight"
      ? `as many ${work} in progress as it takes`
      : routeClass === "stream"
        ? "more requests waiting than it takes"
        : `more ${work} waiting than it takes`
  return `the node is overloaded (${why}); retry after ${retryAfterSeconds} s`
}

/** The admission control of one transport. */
export class Admission {
  #settings: AdmissionSettings = ADMISSION_OFF
  #demand = new Demand(ADMISSION_OFF.maxInFlight, 0)
  #refusals = new Map<string, Refusal>()
  #listener: ShedListener | undefined = undefined
  #classify: AdmissionClassifier = classByMethod

  /** Applies `settings` (the counts start anew). */
  configure(settings: AdmissionSettings): void {
    this.#settings = settings
    this.#refusals = new Map()
    this.#demand = new Demand(settings.maxInFlight, settings.sustainMillis)
  }

  /** The `Retry-After` value of a shed request. */
  get retryAfter(): string {
    return String(this.#settings.retryAfterSeconds)
  }

  /** Classes each request from now on with `classify`. */
  classifyWith(classify: AdmissionClassifier): void {
    this.#classify = classify
  }

  /** Calls `listener` with each shed request from now on. */
  onShed(listener: ShedListener): void {
    this.#listener = listener
  }

  /** Admits the request answered by `response` (counting it until the response closes), or the refusal to answer with. */
  admit(method: string | undefined, url: string | undefined, response: ServerResponse): Refusal | undefined {
    if (!this.#settings.enabled) return undefined
    const routeClass = this.#classify(method ?? "", url ?? "/")
    if (routeClass === "exempt") return undefined
    const now = performance.now()
    if (routeClass === "stream") return this.#demand.overloaded(now) ? this.#refuse(routeClass, "demand") : undefined
    const verdict = this.#demand.take(routeClass, response, now)
    return verdict === undefined ? undefined : this.#refuse(routeClass, verdict)
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
