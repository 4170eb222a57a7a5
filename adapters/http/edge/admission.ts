/** Admission control, a middleware of the edge: under overload a route's request is shed at once with a 503
 * `ErrOverloaded`, bounding per route class (read from the route's policy after routing) the requests in progress and
 * the demand standing past that bound; a client past its share of a class's requests in progress is refused alone, a
 * 429 `ErrTooManyRequests`. A request counts while the node works on it: until its answer is handed to the transport
 * (a streamed export until its stream ends), never while the answer waits on its client. */
import { Context, Effect, Exit } from "effect"
import { HttpServerRequest, type HttpServerResponse } from "effect/http"
import { errorResponse } from "../errors/error_response.ts"
import { shareOf } from "./client_identity.ts"
import { BOUNDED_CLASSES, type BoundedClass, Demand, type Shed } from "./demand.ts"
import { CurrentRequestFacts } from "./request_context.ts"
import type { AdmissionClass } from "./route_policy.ts"

/** The classes of a request that may be shed: the bounded ones and the event stream (shed only while another class's demand is). */
export const SHED_CLASSES = [...BOUNDED_CLASSES, "stream"] as const

/** Why a request is shed: its class's work in progress was at its bound, its class's demand has stood past the bound,
 * or its client had its share of the class's work in progress. */
export const SHED_REASONS = ["in_flight", "demand", "share"] as const

type ShedClass = (typeof SHED_CLASSES)[number]

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
  /** The share (percent) of each class's bound one client may hold in progress (absent: 100, no share). */
  readonly clientSharePercent?: number | undefined
}

/** A shed request: its class and why. */
export interface Refusal {
  readonly routeClass: ShedClass
  readonly reason: (typeof SHED_REASONS)[number]
}

/** Called with each shed request (the metrics count them). */
export type ShedListener = (refusal: Refusal) => void

/** What a client of each class is told. */
function messageOf(routeClass: ShedClass, reason: Refusal["reason"], retryAfterSeconds: number): string {
  const work = { read: "reads", list: "list reads", write: "writes", stream: "event streams" }[routeClass]
  if (reason === "share")
    return `this client has as many ${work} in progress as the node gives one client; retry after ${retryAfterSeconds} s`
  const why =
    reason === "in_flight"
      ? `as many ${work} in progress as it takes`
      : routeClass === "stream"
        ? "more requests waiting than it takes"
        : `more ${work} waiting than it takes`
  return `the node is overloaded (${why}); retry after ${retryAfterSeconds} s`
}

/** The connection a request came on, when its transport says (Node's socket), for the demand to count once a turn. */
function connectionOf(request: HttpServerRequest.HttpServerRequest): object | undefined {
  const source: unknown = request.source
  if (typeof source !== "object" || source === null || !("socket" in source)) return undefined
  return typeof source.socket === "object" && source.socket !== null ? source.socket : undefined
}

/** Calls `release` once the node's work on `response` is done: at once, or for a streamed body (an export) when it closes. */
function releasedWhenDone(response: HttpServerResponse.HttpServerResponse, release: () => void): void {
  const body = response.body
  const stream: unknown = body._tag === "Raw" ? body.body : undefined
  if (typeof stream === "object" && stream !== null && "once" in stream && typeof stream.once === "function")
    stream.once("close", release)
  else release()
}

/** An app as the edge sees one: the request in its fiber's context, a response out, or its failure `E`. */
type App<E> = Effect.Effect<HttpServerResponse.HttpServerResponse, E>

/** The admission control of one application: each route's app admitted by its class (`admitted`). */
export interface Admission {
  /** The app of a route of class `routeClass`, run only when the request is admitted, else answered 503. */
  readonly admitted: (routeClass: AdmissionClass) => <E>(app: App<E>) => App<E>
}

/** Admission control with `settings`, telling `onShed` of each request it sheds. */
export function makeAdmission(settings: AdmissionSettings, onShed?: ShedListener): Admission {
  const demand = new Demand(settings.maxInFlight, settings.sustainMillis, setImmediate, settings.clientSharePercent)
  const retryAfter = { "retry-after": String(settings.retryAfterSeconds) }

  const refused = (routeClass: ShedClass, reason: Shed) => {
    onShed?.({ routeClass, reason })
    const message = messageOf(routeClass, reason, settings.retryAfterSeconds)
    const response =
      reason === "share"
        ? errorResponse(429, "ErrTooManyRequests", message, retryAfter)
        : errorResponse(503, "ErrOverloaded", message, retryAfter)
    return Effect.succeed(response)
  }

  const admitted: Admission["admitted"] = (routeClass) => (app) => {
    if (!settings.enabled || routeClass === "exempt") return app
    if (routeClass === "stream")
      return Effect.suspend(() => (demand.overloaded(performance.now()) ? refused("stream", "demand") : app))
    return Effect.withFiber((fiber) => {
      const request = Context.getUnsafe(fiber.context, HttpServerRequest.HttpServerRequest)
      const client = shareOf(Context.getUnsafe(fiber.context, CurrentRequestFacts)) ?? ""
      const verdict = demand.take(routeClass, connectionOf(request), performance.now(), client)
      if (typeof verdict !== "number") return refused(routeClass, verdict)
      const release = () => demand.release(routeClass, verdict, client)
      return Effect.onExit(app, (exit) =>
        Effect.sync(() => (Exit.isSuccess(exit) ? releasedWhenDone(exit.value, release) : release()))
      )
    })
  }
  return { admitted }
}
