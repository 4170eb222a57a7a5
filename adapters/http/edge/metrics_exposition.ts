/**
 * What `/metrics` serves, as a service of the application: the application's request metrics
 * (`request_metrics.ts`, recorded by the edge), every Effect metric of the registry in context
 * (`metrics_effect.ts`: pool submissions, signature checks, storage operations, anything else
 * recorded with Effect's `Metric`), then the process metrics (`metrics_process.ts`, prom-client's
 * default metrics with the event loop lag), in the Prometheus text format 0.0.4.
 *
 * Each build of `layer` is a new set of request metrics, so build it once per application (the
 * routes provide it); applications built side by side in one process count their requests
 * apart. Effect metrics live in the `Metric.MetricRegistry` of the context (Effect's
 * process-wide default unless the application provides its own), the process metrics in one
 * registry per process. When the service is absent the routes serve no metrics: `/metrics` is a
 * 404 and the edge records nothing.
 *
 * When several processes serve one port (a scrape reaches any one of them), the application can
 * provide a `MetricsGathering` where the layer is built: `render` then answers every process's
 * metrics, gathered from this process's own exposition (`metrics_merge.ts` joins them).
 */
import { Context, Effect, Layer, Metric } from "effect"
import { renderEffectMetrics } from "./metrics_effect.ts"
import { processMetrics } from "./metrics_process.ts"
import { REQUEST_DURATION_METRIC, RequestMetrics, REQUESTS_METRIC } from "./request_metrics.ts"

/** The metrics of an application and their exposition. */
export class MetricsExposition extends Context.Service<MetricsExposition, {
  /** The request metrics the edge records into. */
  readonly requests: RequestMetrics
  /** Every metric in the Prometheus text format (Effect metrics from the context the effect runs in). */
  readonly render: Effect.Effect<string>
}>()("zk-api/adapters/http/MetricsExposition") {}

/** A new exposition: fresh request metrics, the context's Effect metrics and the process metrics. */
export function makeExposition(): MetricsExposition["Service"] {
  const requests = new RequestMetrics()
  const processRegistry = processMetrics()
  const render = Effect.gen(function*() {
    const processText = yield* Effect.promise(() => processRegistry.metrics())
    const taken = new Set([REQUESTS_METRIC, REQUEST_DURATION_METRIC, ...processRegistry.getMetricsAsArray().map((metric) => metric.name)])
    const snapshots = yield* Metric.snapshot
    return requests.render() + renderEffectMetrics(snapshots, taken) + processText
  })
  return { requests, render }
}

/** How the exposition of every process serving the port is had, given how this process renders its own. */
export class MetricsGathering extends Context.Service<MetricsGathering, {
  /** The effect answering every process's metrics, `own` rendering this process's (which it may run at any time). */
  readonly gather: (own: Effect.Effect<string>) => Effect.Effect<string>
}>()("zk-api/adapters/http/MetricsGathering") {}

/** The metrics of one application (a new set of request metrics per build), gathered from every process when a `MetricsGathering` is in context. */
export const layer: Layer.Layer<MetricsExposition> = Layer.effect(
  MetricsExposition,
  Effect.gen(function*() {
    const exposition = makeExposition()
    const gathering = yield* Effect.serviceOption(MetricsGathering)
    if (gathering._tag === "None") return exposition
    // Rendered on the gathering's behalf too, outside any request: with the context the application is built in.
    const context = yield* Effect.context<never>()
    return { requests: exposition.requests, render: gathering.value.gather(Effect.provideContext(exposition.render, context)) }
  })
)
