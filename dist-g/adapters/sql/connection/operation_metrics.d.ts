/** The SQL adapter's storage metrics in prom-client's process registry: operation durations and in-flight by `kind`, pool and replica gauges. */
import { Effect } from "effect";
/** The kinds of storage operation, as the metrics label them. */
export type OperationKind = "read" | "snapshot" | "write";
/** The metrics of one kind of operation. */
export interface OperationMetrics {
    /** Counts an operation started; the returned function records its end (call it once). */
    readonly start: () => () => void;
    /** Runs `effect` as one timed operation. */
    readonly measure: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>;
}
/** The metrics of operations of `kind`, in prom-client's process registry (created on first use). */
export declare function operationMetrics(kind: OperationKind): OperationMetrics;
/** Sets the process gauge `name` (created on first use) to `value`. */
export declare function setGauge(name: string, help: string, value: number, labels?: Readonly<Record<string, string>>): void;
/** Adds one to the process counter `name` (created on first use). */
export declare function countOne(name: string, help: string, labels?: Readonly<Record<string, string>>): void;
