/** Use case of `GET /health`: one timed read of the storage on the primary, with the version and the wall clock; a
 * storage that fails or exceeds `timeout` fails with core's `Unavailable` as a defect. */
import { Duration, Effect, Option } from "effect"
import type { Health, LastBatchHealth, ReplicaHealthReport } from "../domain/health.ts"
import { Unavailable } from "../errors.ts"
import { WallClock } from "../ports/clock.ts"
import { NetworkStore } from "../ports/network_store.ts"
import { ReadReplicaSet, type ReplicaHealth } from "../ports/read_replica_set.ts"
import { CurrentReadView } from "../ports/read_view.ts"

/** Default time the storage has to answer the health check. */
export const DEFAULT_HEALTH_TIMEOUT = Duration.seconds(5)

/** What the caller tells the health check. */
export interface HealthOptions {
  /** The node's version, reported as is (the package version; core reads no files). */
  readonly version: string
  /** How long the storage may take before it counts as unreachable (default 5 s). */
  readonly timeout?: Duration.Input | undefined
}

/** A number rounded to `digits` decimals. */
function rounded(value: number, digits: number): number {
  const scale = 10 ** digits
  return Math.round(value * scale) / scale
}

/** Why a replica in `state` is not read from, in words naming nothing of where it is; undefined while it is. */
function unusedReason(state: ReplicaHealth["state"], lagSeconds: number): string | undefined {
  switch (state) {
    case "streaming":
      return undefined
    case "lagging":
      return Number.isFinite(lagSeconds)
        ? `lagging ${lagSeconds.toFixed(1)} s behind the primary`
        : "lagging further behind the primary than the node samples"
    case "not-in-recovery":
      return "not in recovery: not a streaming replica (promoted?)"
    case "unreachable":
      return "unreachable at its last check"
    case "read-failed":
      return "a read failed on it"
    case "unchecked":
      return "not checked yet"
  }
}

/** A replica's state as `/health` reports it: one down or lagging leaves the node healthy (reads go to the primary). */
function replicaReport(replica: ReplicaHealth): ReplicaHealthReport {
  return {
    role: replica.role,
    state: replica.state,
    status: replica.state === "streaming" ? "UP" : "UNUSED",
    reason: unusedReason(replica.state, replica.lagSeconds) ?? null,
    lagSeconds: Number.isFinite(replica.lagSeconds) ? rounded(replica.lagSeconds, 3) : null,
    lastBatch: replica.lastBatch
  }
}

/** The node's health: the storage answered, with the last batch, the pool size and the answer time. */
export const check = Effect.fnUntraced(function* (
  options: HealthOptions
): Effect.fn.Return<Health, never, NetworkStore | WallClock> {
  const network = yield* NetworkStore
  const clock = yield* WallClock
  const asked = yield* clock.now
  const timeout = Duration.fromInputUnsafe(options.timeout ?? DEFAULT_HEALTH_TIMEOUT)
  // On the primary even when the request may read replicas: the health of the node's own database.
  const [latency, summary] = yield* Effect.timed(network.summary(asked)).pipe(
    Effect.provideService(CurrentReadView, undefined),
    Effect.timeoutOrElse({
      duration: timeout,
      orElse: () =>
        Effect.die(
          new Unavailable({ message: `storage did not answer the health check within ${Duration.format(timeout)}` })
        )
    })
  )
  const now = yield* clock.now
  const replicas = yield* Effect.serviceOption(ReadReplicaSet)
  const lastBatch = Option.map(
    summary.lastBatch,
    (batch): LastBatchHealth => ({
      batchNum: batch.batchNum,
      timestamp: batch.timestamp,
      ageSeconds: (now.getTime() - batch.timestamp.getTime()) / 1000
    })
  )
  return {
    status: "UP",
    version: options.version,
    timestamp: now,
    storage: {
      status: "UP",
      latencyMs: rounded(Duration.toMillis(latency), 3),
      ...(Option.isSome(replicas) ? { replicas: replicas.value.states().map(replicaReport) } : {})
    },
    lastBatch: Option.getOrNull(lastBatch),
    poolSize: summary.poolLoad
  }
})
