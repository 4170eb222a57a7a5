/** The SQL adapter's storage metrics in prom-client's process registry: operation durations and in-flight by `kind`, pool and replica gauges. */
import { Effect } from "effect";
import { Counter, Gauge, Histogram, register } from "prom-client";
let durations;
let inFlight;
/** The metrics of operations of `kind`, in prom-client's process registry (created on first use). */
export function operationMetrics(kind) {
    const start = () => {
        durations ??= new Histogram({
            name: "storage_operation_duration_seconds",
            help: "Duration of storage operations at the SQL adapter's edge, by kind (read, snapshot, write), in seconds",
            labelNames: ["kind"],
            // 0.25 ms to the 30 s operation timeout.
            buckets: [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
        });
        inFlight ??= new Gauge({
            name: "storage_operations_in_flight",
            help: "Storage operations started and not finished, by kind (each holds a connection or waits for one)",
            labelNames: ["kind"]
        });
        const duration = durations;
        const flying = inFlight;
        flying.inc({ kind });
        const started = performance.now();
        return () => {
            flying.dec({ kind });
            duration.observe({ kind }, (performance.now() - started) / 1000);
        };
    };
    return {
        start: () => start(),
        measure: (effect) => Effect.suspend(() => {
            const end = start();
            return Effect.onExit(effect, () => Effect.sync(end));
        })
    };
}
/** Sets the process gauge `name` (created on first use) to `value`. */
export function setGauge(name, help, value, labels = {}) {
    const existing = register.getSingleMetric(name);
    const gauge = existing instanceof Gauge ? existing : new Gauge({ name, help, labelNames: Object.keys(labels) });
    gauge.set(labels, value);
}
/** Adds one to the process counter `name` (created on first use). */
export function countOne(name, help, labels = {}) {
    const existing = register.getSingleMetric(name);
    const counter = existing instanceof Counter ? existing : new Counter({ name, help, labelNames: Object.keys(labels) });
    counter.inc(labels);
}
