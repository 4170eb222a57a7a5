/** The node's metrics in one prom-client registry per process (not Effect's `Metric`: docs/operations.md, "Metrics"),
 * each declared on first use; `/metrics` renders it, and `WEB_CONCURRENCY` workers merge theirs through it. */
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
