/**
 * The node's prom-client metrics: request metrics in a registry per application (so applications in one process count
 * apart), the rest in the default one; with several processes, a `worker` label and one scrape for all.
 */
import { Context, Effect, Layer } from "effect"
import { METHODS } from "node:http"
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register as processRegistry, Registry } from "prom-client"
import { outcomeOf } from "../../../core/use_cases/pool_metrics.ts"
import type { EventHub } from "../../../core/use_cases/mod.ts"

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS)
const REQUEST_LABELS = ["method", "route", "status"] as const

/** The series of the request histogram holding its counts. */
const COUNT_SERIES = "http_request_duration_seconds_count"

/** The request metrics of one application, labelled by route template (never the raw URL, so series stay bounded). */
export class RequestMetrics {
  /** The application's registry. */
  readonly registry = new Registry()
  private readonly durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its response being ready, by method, route template and status, in seconds",
    labelNames: REQUEST_LABELS,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry]
  })
  /** Read from the histogram's counts at each scrape, so a request is counted once, not twice (bench:http's token row). */
  private readonly requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route template and status",
    labelNames: REQUEST_LABELS,
    registers: [this.registry],
    collect: async () => {
      const { values } = await this.durations.get()
      this.requests.reset()
      for (const { metricName, labels, value } of values) {
        const { method = "", route = "", status = "" } = labels
        if (metricName === COUNT_SERIES) this.requests.inc({ method, route, status }, value)
      }
    }
  })
  private readonly throttledRequests = new Counter({
    name: "http_requests_throttled_total",
    help: "Requests refused with 429 over the client's rate limit, by tier",
    labelNames: ["tier"],
    registers: [this.registry]
  })
  /** Each series' histogram child by method, route and status, looked up without building a key (prom-client binds one per `labels` call). */
  private readonly series = new Map<string, Map<string, Map<number, Histogram.Internal<string>>>>()

  /** Records one answered request (a method outside Node's list counts as `OTHER`). */
  record(method: string, route: string, status: number, seconds: number): void {
    const label = KNOWN_METHODS.has(method) ? method : "OTHER"
    let routes = this.series.get(label)
    if (routes === undefined) this.series.set(label, routes = new Map())
    let statuses = routes.get(route)
    if (statuses === undefined) routes.set(route, statuses = new Map())
    let child = statuses.get(status)
    if (child === undefined) statuses.set(status, child = this.durations.labels(label, route, String(status)))
    child.observe(seconds)
  }

  /** Counts one request refused over its tier's rate limit. */
  throttled(tier: string): void {
    this.throttledRequests.labels(tier).inc()
  }
}

/** Name of the counter of pool submissions, labelled `outcome`. */
export const POOL_SUBMISSIONS_METRIC = "pool_transaction_submissions_total"

let poolSubmissions: Counter<"outcome"> | undefined

/** The submission, its outcome (`core/use_cases/pool_metrics.ts`) counted in the process's registry when it ends. */
export function countedSubmission<A, E, R>(submission: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
  return Effect.onExit(submission, (exit) =>
    Effect.sync(() => {
      const outcome = outcomeOf(exit)
      if (outcome === undefined) return
      poolSubmissions ??= new Counter({
        name: POOL_SUBMISSIONS_METRIC,
        help: "L2 transactions submitted to the pool (POST /transactions-pool), by outcome: accepted or the error type",
        labelNames: ["outcome"]
      })
      poolSubmissions.inc({ outcome })
    }))
}

/** The subscribers of the application's event `hub` and those it cut, read into `registry` at each scrape. */
export function observeEventHub(registry: Registry, hub: EventHub.EventHub["Service"]): void {
  new Gauge({
    name: "events_subscribers",
    help: "Subscribers of GET /events now",
    registers: [registry],
    collect() {
      this.set(Effect.runSync(hub.subscribers))
    }
  })
  let counted = 0
  new Counter({
    name: "events_overflows_total",
    help: "Subscribers of GET /events cut with resync (overflow) for reading too slowly",
    registers: [registry],
    collect() {
      const total = Effect.runSync(hub.overflows)
      this.inc(total - counted)
      counted = total
    }
  })
}

/** The process's default registry, with the process and event-loop metrics collected into it from the first call. */
function processMetrics(): Registry {
  if (processRegistry.getSingleMetric("process_cpu_user_seconds_total") === undefined) collectDefaultMetrics()
  return processRegistry
}

/** The metrics of an application and their exposition. */
export class MetricsExposition extends Context.Service<MetricsExposition, {
  /** The request metrics the edge records into. */
  readonly requests: RequestMetrics
  /** Every metric in the Prometheus text format. */
  readonly render: Effect.Effect<string>
}>()("zk-api/adapters/http/MetricsExposition") {}

/** How this process takes part in the metrics of several processes serving one port (`app/lifecycle/`). */
export class MetricsGathering extends Context.Service<MetricsGathering, {
  /** The process's worker number, which labels every series it exposes. */
  readonly worker: number
  /** Every process's metrics, aggregated; `own` renders this process's alone (the answer when the others cannot be had). */
  readonly gather: (own: Effect.Effect<string>) => Effect.Effect<string>
}>()("zk-api/adapters/http/MetricsGathering") {}

/** The metrics of one application (a new set of request metrics per build), every process's when a `MetricsGathering` is in context. */
export const layer: Layer.Layer<MetricsExposition> = Layer.effect(
  MetricsExposition,
  Effect.gen(function*() {
    const requests = new RequestMetrics()
    const registries = [requests.registry, processMetrics()]
    const own = Effect.promise(() => Registry.merge(registries).metrics())
    const gathering = yield* Effect.serviceOption(MetricsGathering)
    if (gathering._tag === "None") return { requests, render: own }
    const labels = { worker: String(gathering.value.worker) }
    for (const registry of registries) registry.setDefaultLabels(labels)
    // The registries prom-client's cluster protocol answers from in this worker.
    AggregatorRegistry.setRegistries(registries)
    return { requests, render: gathering.value.gather(own) }
  })
)
