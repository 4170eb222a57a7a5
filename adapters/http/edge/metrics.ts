/**
 * The node's metrics, all in prom-client: what `/metrics` serves, in the Prometheus text format.
 *
 * - The request metrics of an application, in a registry of its own (`RequestMetrics`), so
 *   applications built side by side in one process count apart: `http_requests_total` and
 *   `http_request_duration_seconds`, labelled `method`, `route` and `status`. `route` is the
 *   route template (`/accounts/:accountIndex`, base path included) or `unmatched`, never the raw
 *   URL, so the number of series stays bounded; a method outside Node's list counts as `OTHER`.
 * - Every other metric of the process in prom-client's default registry, one per process: the
 *   process and event-loop metrics (`collectDefaultMetrics`), and what the adapters record there
 *   — pool submissions by outcome and event subscribers (`../server/`), signature checks
 *   (`adapters/crypto`), storage operations and replicas (`adapters/sql`).
 *
 * When several processes serve one port (`WEB_CONCURRENCY`), a scrape reaches any one of them: the
 * application is given a `MetricsGathering` (`app/lifecycle/`), every series of the process is
 * labelled with its `worker`, and `render` answers prom-client's aggregation of every process's
 * registries (`AggregatorRegistry`).
 */
import { Context, Effect, Layer } from "effect"
import { METHODS } from "node:http"
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, register as processRegistry, Registry } from "prom-client"
import { outcomeOf } from "../../../core/use_cases/pool_metrics.ts"
import type { EventHub } from "../../../core/use_cases/mod.ts"

/** Name of the request counter. */
export const REQUESTS_METRIC = "http_requests_total"
/** Name of the request duration histogram. */
export const REQUEST_DURATION_METRIC = "http_request_duration_seconds"

/** Upper bounds of the request duration histogram, in seconds (half a millisecond to the 30 s deadline). */
export const REQUEST_DURATION_BUCKETS: ReadonlyArray<number> = [
  0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30
]

/** The label of a method outside Node's list of HTTP methods. */
export const OTHER_METHOD = "OTHER"

const KNOWN_METHODS: ReadonlySet<string> = new Set(METHODS)

/** The series of one (method, route, status): prom-client's children of both metrics. */
interface RequestSeries {
  readonly requests: { inc: () => void }
  readonly durations: { observe: (seconds: number) => void }
}

/** The request metrics of one application, in a registry of their own. */
export class RequestMetrics {
  /** The application's registry. */
  readonly registry = new Registry()
  private readonly requests = new Counter({
    name: REQUESTS_METRIC,
    help: "HTTP requests answered, by method, route template and status",
    labelNames: ["method", "route", "status"],
    registers: [this.registry]
  })
  private readonly durations = new Histogram({
    name: REQUEST_DURATION_METRIC,
    help: "Time from a request's arrival to its response being ready, by method, route template and status, in seconds",
    labelNames: ["method", "route", "status"],
    buckets: [...REQUEST_DURATION_BUCKETS],
    registers: [this.registry]
  })
  /** Each series' children by `method route status`, so a request does not have prom-client hash its labels again. */
  private readonly series = new Map<string, RequestSeries>()

  /** Records one answered request: its method, route template, status and duration. */
  record(method: string, route: string, status: number, seconds: number): void {
    const label = KNOWN_METHODS.has(method) ? method : OTHER_METHOD
    const key = `${label} ${route} ${status}`
    let series = this.series.get(key)
    if (series === undefined) {
      const labels = [label, route, String(status)] as const
      series = { requests: this.requests.labels(...labels), durations: this.durations.labels(...labels) }
      this.series.set(key, series)
    }
    series.requests.inc()
    series.durations.observe(seconds)
  }
}

/** Name of the counter of pool submissions, labelled `outcome`. */
export const POOL_SUBMISSIONS_METRIC = "pool_transaction_submissions_total"
/** Name of the gauge of event subscribers. */
export const EVENT_SUBSCRIBERS_METRIC = "events_subscribers"
/** Name of the counter of event subscribers cut for reading too slowly. */
export const EVENT_OVERFLOWS_METRIC = "events_overflows_total"

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
    name: EVENT_SUBSCRIBERS_METRIC,
    help: "Subscribers of GET /events now",
    registers: [registry],
    collect() {
      this.set(Effect.runSync(hub.subscribers))
    }
  })
  let counted = 0
  new Counter({
    name: EVENT_OVERFLOWS_METRIC,
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
export function processMetrics(): Registry {
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

/** How this process takes part in the metrics of several processes serving one port. */
export class MetricsGathering extends Context.Service<MetricsGathering, {
  /** The process's worker number, which labels every series it exposes. */
  readonly worker: number
  /** Every process's metrics, aggregated; `own` renders this process's alone (the answer when the others cannot be had). */
  readonly gather: (own: Effect.Effect<string>) => Effect.Effect<string>
}>()("zk-api/adapters/http/MetricsGathering") {}

/** The exposition of `registries` as one text. */
function renderOf(registries: ReadonlyArray<Registry>): Effect.Effect<string> {
  return Effect.promise(() => Registry.merge([...registries]).metrics())
}

/** The metrics of one application (a new set of request metrics per build), every process's when a `MetricsGathering` is in context. */
export const layer: Layer.Layer<MetricsExposition> = Layer.effect(
  MetricsExposition,
  Effect.gen(function*() {
    const requests = new RequestMetrics()
    const registries = [requests.registry, processMetrics()]
    const gathering = yield* Effect.serviceOption(MetricsGathering)
    if (gathering._tag === "None") return { requests, render: renderOf(registries) }
    const labels = { worker: String(gathering.value.worker) }
    for (const registry of registries) registry.setDefaultLabels(labels)
    // The registries prom-client's cluster protocol answers from in this worker.
    AggregatorRegistry.setRegistries(registries)
    return { requests, render: gathering.value.gather(renderOf(registries)) }
  })
)
