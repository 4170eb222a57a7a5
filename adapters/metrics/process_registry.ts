/**
 * The node's metrics in one model: one prom-client registry per process, in which every adapter declares its metrics
 * with `counter`, `gauge` or `histogram` and records them where the work happens. `/metrics` renders this registry
 * (`adapters/http/edge/metrics.ts`), and the workers of `WEB_CONCURRENCY` merge theirs through it (`app/lifecycle/`).
 * A metric is registered on its first use, so one nothing uses is absent from the scrape (the storage's on the memory
 * node, the webhooks' with webhooks off). Why prom-client and not Effect's `Metric`: docs/operations.md, "Metrics".
 */
import {
  collectDefaultMetrics,
  Counter,
  type CounterConfiguration,
  Gauge,
  type GaugeConfiguration,
  Histogram,
  type HistogramConfiguration,
  register,
  type Registry
} from "prom-client"

/** The process's one registry, prom-client's default: every metric of the node, and those an embedding process declares there itself. */
export const processRegistry: Registry = register

/** What `make` makes, made on the first call and the same on every call after. */
export function onFirstUse<A>(make: () => A): () => A {
  let made: { readonly value: A } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}

/** A counter of the process registry, registered on first use. */
export function counter<L extends string = never>(
  declaration: Omit<CounterConfiguration<L>, "registers">
): () => Counter<L> {
  return onFirstUse(() => new Counter({ ...declaration, registers: [processRegistry] }))
}

/** A gauge of the process registry, registered on first use. */
export function gauge<L extends string = never>(declaration: Omit<GaugeConfiguration<L>, "registers">): () => Gauge<L> {
  return onFirstUse(() => new Gauge({ ...declaration, registers: [processRegistry] }))
}

/** A histogram of the process registry, registered on first use. */
export function histogram<L extends string = never>(
  declaration: Omit<HistogramConfiguration<L>, "registers">
): () => Histogram<L> {
  return onFirstUse(() => new Histogram({ ...declaration, registers: [processRegistry] }))
}

/** Collects prom-client's process metrics (CPU, memory, heap, file descriptors, event-loop lag, GC) into the process registry, from the first call on (unless the embedding process already does). */
export const collectProcessMetrics: () => void = onFirstUse(() => {
  if (processRegistry.getSingleMetric("process_cpu_user_seconds_total") === undefined)
    collectDefaultMetrics({ register: processRegistry })
})
