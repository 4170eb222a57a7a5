/** The HTTP adapter's metrics in the process registry (requests, throttles, pool submissions, event stream
 * subscribers), and `/metrics`, which with several processes answers every worker's merged. */
import { Context, Effect, Layer } from "effect"
import { METHODS } from "node:http"
import type { Counter, Histogram } from "prom-client"
import { outcomeOf } from "../../../core/use_cases/pool_metrics.ts"
import type { EventHub } from "../../../core/use_cases/mod.ts"
import { type Refusal, SHED_CLASSES, SHED_REASONS } from "./admission.ts"
import {
  collectProcessMetrics,
  counter,
  gauge,
  histogram,
  onFirstUse,
  processRegistry
} from "../../metrics/process_registry.ts"

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS)
const REQUEST_LABELS = ["method", "route", "status"] as const

/** The series of the request histogram holding its counts. */
const COUNT_SERIES = "http_request_duration_seconds_count"

const requestDurations = histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to its response being ready, by method, route template and status, in seconds",
  labelNames: REQUEST_LABELS,
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
})

/** Read from the histogram's counts at each scrape, so a request is counted once, not twice (bench:http's token row). */
const answeredRequests = counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route template and status",
  labelNames: REQUEST_LABELS,
  async collect() {
    const { values } = await requestDurations().get()
    this.reset()
    for (const { metricName, labels, value } of values) {
      const { method = "", route = "", status = "" } = labels
      if (metricName === COUNT_SERIES) this.inc({ method, route, status }, value)
    }
  }
})

const throttledRequests = counter({
  name: "http_requests_throttled_total",
  help: "Requests refused with 429 over the client's rate limit, by tier",
  labelNames: ["tier"]
})

const shedRequests = counter({
  name: "admission_shed_requests_total",
  help: "Requests answered 503 ErrOverloaded by admission control, by route class (read, list, write, stream) and reason (in_flight, demand)",
  labelNames: ["class", "reason"]
})

/** The process's request metrics, labelled by route template (never the raw URL, so series stay bounded). */
export class RequestMetrics {
  private readonly durations: Histogram<(typeof REQUEST_LABELS)[number]>
  private readonly throttledRequests: Counter<"tier">
  private readonly shedRequests: Counter<"class" | "reason">
  /** Each series' histogram child by method, route and status, looked up without building a key (prom-client binds one per `labels` call). */
  private readonly series = new Map<string, Map<string, Map<number, Histogram.Internal<string>>>>()

  constructor() {
    this.durations = requestDurations()
    answeredRequests()
    this.throttledRequests = throttledRequests()
    this.shedRequests = shedRequests()
    for (const routeClass of SHED_CLASSES)
      for (const reason of SHED_REASONS) this.shedRequests.inc({ class: routeClass, reason }, 0)
  }

  /** Records one answered request (a method outside Node's list counts as `OTHER`). */
  record(method: string, route: string, status: number, seconds: number): void {
    const label = KNOWN_METHODS.has(method) ? method : "OTHER"
    let routes = this.series.get(label)
    if (routes === undefined) {
      routes = new Map()
      this.series.set(label, routes)
    }
    let statuses = routes.get(route)
    if (statuses === undefined) {
      statuses = new Map()
      routes.set(route, statuses)
    }
    let child = statuses.get(status)
    if (child === undefined) {
      child = this.durations.labels(label, route, String(status))
      statuses.set(status, child)
    }
    child.observe(seconds)
  }

  /** Counts one request refused over its tier's rate limit. */
  throttled(tier: string): void {
    this.throttledRequests.labels(tier).inc()
  }

  /** Counts one request shed by admission control. */
  shed(refusal: Refusal): void {
    this.shedRequests.inc({ class: refusal.routeClass, reason: refusal.reason })
  }
}

/** The process's request metrics, every application's edge recording into them. */
export const requestMetrics: () => RequestMetrics = onFirstUse(() => new RequestMetrics())

/** Name of the counter of pool submissions, labelled `outcome`. */
export const POOL_SUBMISSIONS_METRIC = "pool_transaction_submissions_total"

const poolSubmissions = counter({
  name: POOL_SUBMISSIONS_METRIC,
  help: "L2 transactions submitted to the pool (POST /transactions-pool), by outcome: accepted or the error type",
  labelNames: ["outcome"]
})

/** The submission, its outcome (`core/use_cases/pool_metrics.ts`) counted when it ends. */
export function countedSubmission<A, E, R>(submission: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
  return Effect.onExit(submission, (exit) =>
    Effect.sync(() => {
      const outcome = outcomeOf(exit)
      if (outcome !== undefined) poolSubmissions().inc({ outcome })
    })
  )
}

/** The event hubs of the applications alive in this process, read at each scrape. */
const liveHubs = new Set<EventHub.EventHub["Service"]>()
/** Subscribers cut by the hubs of applications since ended. */
let endedHubsOverflows = 0

const eventSubscribers = gauge({
  name: "events_subscribers",
  help: "Subscribers of GET /events now",
  collect() {
    let subscribers = 0
    for (const hub of liveHubs) subscribers += Effect.runSync(hub.subscribers)
    this.set(subscribers)
  }
})

const eventOverflows = counter({
  name: "events_overflows_total",
  help: "Subscribers of GET /events cut with resync (overflow) for reading too slowly",
  collect() {
    let overflows = endedHubsOverflows
    for (const hub of liveHubs) overflows += Effect.runSync(hub.overflows)
    this.reset()
    this.inc(overflows)
  }
})

/** Counts the subscribers of an application's event `hub`, and those it cut, while the scope lasts (its cuts stay counted after). */
export function observeEventHub(hub: EventHub.EventHub["Service"]) {
  return Effect.acquireRelease(
    Effect.sync(() => {
      eventSubscribers()
      eventOverflows()
      liveHubs.add(hub)
    }),
    () =>
      Effect.sync(() => {
        liveHubs.delete(hub)
        endedHubsOverflows += Effect.runSync(hub.overflows)
      })
  )
}

/** The metrics of an application and their exposition. */
export class MetricsExposition extends Context.Service<
  MetricsExposition,
  {
    /** The request metrics the edge records into. */
    readonly requests: RequestMetrics
    /** Every metric in the Prometheus text format. */
    readonly render: Effect.Effect<string>
  }
>()("zk-api/adapters/http/MetricsExposition") {}

/** How this process takes part in the metrics of several processes serving one port (`app/lifecycle/`). */
export class MetricsGathering extends Context.Service<
  MetricsGathering,
  {
    /** Every process's metrics, merged; `own` renders this process's alone (the answer when the others cannot be had). */
    readonly gather: (own: Effect.Effect<string>) => Effect.Effect<string>
  }
>()("zk-api/adapters/http/MetricsGathering") {}

/** The process's metrics served (with its process and event-loop metrics from now on), every process's when a `MetricsGathering` is in context. */
export const layer: Layer.Layer<MetricsExposition> = Layer.effect(
  MetricsExposition,
  Effect.gen(function* () {
    const requests = requestMetrics()
    collectProcessMetrics()
    const own = Effect.promise(() => processRegistry.metrics())
    const gathering = yield* Effect.serviceOption(MetricsGathering)
    return { requests, render: gathering._tag === "None" ? own : gathering.value.gather(own) }
  })
)
