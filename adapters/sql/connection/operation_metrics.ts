/** The SQL adapter's storage metrics, in the process registry (`adapters/metrics/process_registry.ts`): operation
 * durations and in-flight by `kind`, pool and replica gauges. */
import { Effect } from "effect"
import { counter, gauge, histogram } from "../../metrics/process_registry.ts"

/** The kinds of storage operation, as the metrics label them. */
export type OperationKind = "read" | "snapshot" | "write"

/** The metrics of one kind of operation. */
export interface OperationMetrics {
  /** Counts an operation started; the returned function records its end (call it once). */
  readonly start: () => () => void
  /** Runs `effect` as one timed operation. */
  readonly measure: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E, R>
}

const durations = histogram({
  name: "storage_operation_duration_seconds",
  help: "Duration of storage operations at the SQL adapter's edge, by kind (read, snapshot, write), in seconds",
  labelNames: ["kind"],
  // 0.25 ms to the 30 s operation timeout.
  buckets: [0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]
})

const inFlight = gauge({
  name: "storage_operations_in_flight",
  help: "Storage operations started and not finished, by kind (each holds a connection or waits for one)",
  labelNames: ["kind"]
})

/** The metrics of operations of `kind`. */
export function operationMetrics(kind: OperationKind): OperationMetrics {
  const start = () => {
    const duration = durations()
    const flying = inFlight()
    flying.inc({ kind })
    const started = performance.now()
    return () => {
      flying.dec({ kind })
      duration.observe({ kind }, (performance.now() - started) / 1000)
    }
  }
  return {
    start,
    measure: (effect) =>
      Effect.suspend(() => {
        const end = start()
        return Effect.onExit(effect, () => Effect.sync(end))
      })
  }
}

/** The connection pool's size (set by `database.ts`). */
export const poolMaxConnections = gauge({
  name: "storage_pool_max_connections",
  help: "Connections the storage's connection pool may open"
})

/** The sessions read on outside the connection pool (set by `database.ts`). */
export const readSessions = gauge({
  name: "storage_read_sessions",
  help: "Sessions the storage reads on outside its connection pool"
})

/** Whether the node reads from a replica (set by `replicas/read_replicas.ts`). */
export const replicaUsable = gauge({
  name: "storage_replica_usable",
  help: "Whether the node reads from the replica (1) or not (0)",
  labelNames: ["replica"]
})

/** A replica's lag at its last check (set by `replicas/read_replicas.ts`). */
export const replicaLag = gauge({
  name: "storage_replica_lag_seconds",
  help: "How far behind the primary the replica was at its last check",
  labelNames: ["replica"]
})

/** Reads a replica failed and the primary answered (counted by `replicas/read_replicas.ts`). */
export const replicaFallbacks = counter({
  name: "storage_replica_fallbacks_total",
  help: "Reads that failed on a replica and were answered by the primary",
  labelNames: ["replica"]
})
