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

/** The metrics of one application (a new set of request metrics per build). */
export const layer: Layer.Layer<MetricsExposition> = Layer.sync(MetricsExposition)(makeExposition)
