/** The streaming replicas a node reads from, checked every `checkInterval`: used while answering, in recovery and at
 * most `maxLag` behind; a failing read marks one down at once. */
import { Cause, Clock, Duration, Effect, Exit, Schedule } from "effect"
import type { ReplicaCondition, ReplicaRole } from "../../../core/domain/health.ts"
import type { SqlDatabase } from "../connection/database.ts"
import { replicaFallbacks, replicaLag, replicaUsable } from "../connection/operation_metrics.ts"
import { lsnOf, PrimarySamples } from "./replica_lag.ts"
import { intAt } from "../rows/row.ts"

/** Default longest lag of a replica that is read from. */
export const DEFAULT_MAX_REPLICA_LAG = Duration.seconds(5)

/** Default time between two health checks. */
export const DEFAULT_REPLICA_CHECK_INTERVAL = Duration.seconds(1)

/** The primary's position (its last batch is the storage's floor, `stores/batch_floor.ts`). */
const PRIMARY_CHECK = "SELECT pg_current_wal_lsn()::text"

/** A replica's recovery state, replayed position and last batch. */
const REPLICA_CHECK = `SELECT pg_is_in_recovery(), COALESCE(pg_last_wal_replay_lsn(), '0/0')::text,
  COALESCE((SELECT batch_num FROM batch ORDER BY item_id DESC LIMIT 1), 0)::int8`

/** What the node knows of one replica. */
export interface ReplicaState {
  /** `host:port/database`, for logs and metric labels (no credentials; never on `/health`). */
  readonly name: string
  /** What the server was at the last check. */
  role: ReplicaRole
  /** Whether reads go to it now (`streaming`), or why not. */
  condition: ReplicaCondition
  /** Whether reads may go to it now (its condition is `streaming`). */
  usable: boolean
  /** Why it is not used, for the log (the driver's words, which may name hosts; undefined while usable). */
  reason: string | undefined
  /** Seconds behind the primary at the last check (infinite: behind the whole sampling window). */
  lagSeconds: number
  /** The last batch it had at the last check. */
  lastBatch: number
}

/** Settings of the health checks. */
export interface ReplicaCheckOptions {
  /** Longest lag of a replica that is read from (default 5 s). */
  readonly maxLag?: Duration.Input | undefined
  /** Time between two checks (default 1 s). */
  readonly checkInterval?: Duration.Input | undefined
}

/** A replica's name from its URL: host, port and database, without credentials. */
export function replicaName(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`
  } catch {
    return "an unparsable URL"
  }
}

/** The replicas, their health and the choice of one for a read. */
export class ReadReplicas {
  /** One state per replica, in the configured order. */
  readonly replicas: ReadonlyArray<ReplicaState>
  private turn = 0
  private readonly maxLagSeconds: number
  private readonly interval: Duration.Duration
  private readonly timeout: Duration.Duration
  private readonly samples: PrimarySamples

  constructor(names: ReadonlyArray<string>, options: ReplicaCheckOptions = {}) {
    // Unused until the first check finds them usable: the node starts reading from the primary.
    this.replicas = names.map((name) => ({
      name,
      role: "unknown",
      condition: "unchecked",
      usable: false,
      reason: "not checked yet",
      lagSeconds: Number.POSITIVE_INFINITY,
      lastBatch: 0
    }))
    const maxLag = Duration.fromInputUnsafe(options.maxLag ?? DEFAULT_MAX_REPLICA_LAG)
    this.maxLagSeconds = Duration.toSeconds(maxLag)
    this.interval = Duration.fromInputUnsafe(options.checkInterval ?? DEFAULT_REPLICA_CHECK_INTERVAL)
    this.timeout = Duration.max(this.interval, Duration.seconds(1))
    // Samples kept over the lag bound and two checks more: a replica past them lags more than the bound.
    this.samples = new PrimarySamples(Duration.toMillis(maxLag) + 2 * Duration.toMillis(this.interval))
  }

  /** The replica (index) to read from — usable, with at least `minBatch` — in turn, or -1 for the primary. */
  pick(minBatch: number): number {
    const count = this.replicas.length
    for (let step = 0; step < count; step++) {
      const index = (this.turn + step) % count
      const replica = this.replicas[index]
      if (replica?.usable && replica.lastBatch >= minBatch) {
        this.turn = (index + 1) % count
        return index
      }
    }
    return -1
  }

  /** Stops reading from replica `index` until a check finds it usable again (a read failed on it). */
  markDown(index: number, reason: string): Effect.Effect<void> {
    return Effect.suspend(() => {
      const replica = this.replicas[index]
      if (replica === undefined) return Effect.void
      const changed = replica.usable
      replica.usable = false
      replica.condition = "read-failed"
      replica.reason = reason
      replicaFallbacks().inc({ replica: replica.name })
      return changed ? this.report(replica) : Effect.void
    })
  }

  /** Sets a replica's state (read from when `streaming`) and reports a change of usability (a log line and the gauges). */
  private settle(
    replica: ReplicaState,
    role: ReplicaRole,
    condition: ReplicaCondition,
    reason: string | undefined
  ): Effect.Effect<void> {
    const usable = condition === "streaming"
    const changed = replica.usable !== usable
    replica.role = role
    replica.condition = condition
    replica.usable = usable
    replica.reason = reason
    const labels = { replica: replica.name }
    return Effect.suspend(() => {
      replicaUsable().set(labels, usable ? 1 : 0)
      replicaLag().set(labels, replica.lagSeconds)
      return changed ? this.report(replica) : Effect.void
    })
  }

  private report(replica: ReplicaState): Effect.Effect<void> {
    return replica.usable
      ? Effect.logInfo("storage: reading from replica", {
          replica: replica.name,
          lagSeconds: replica.lagSeconds,
          lastBatch: replica.lastBatch
        })
      : Effect.logWarning("storage: not reading from replica; reads go to the primary", {
          replica: replica.name,
          reason: replica.reason
        })
  }

  /** Checks the primary then each replica once, each read bounded by `timeout`. */
  check(primary: SqlDatabase["Service"], replicas: ReadonlyArray<SqlDatabase["Service"]>): Effect.Effect<void> {
    const self = this
    const { samples, timeout } = this
    const bounded = <A>(effect: Effect.Effect<A>) =>
      Effect.exit(
        Effect.timeoutOrElse(effect, { duration: timeout, orElse: () => Effect.die(new Error("no answer in time")) })
      )
    return Effect.gen(function* () {
      const head = yield* bounded(primary.read(PRIMARY_CHECK, [], (rows) => rows[0]))
      const now = yield* Clock.currentTimeMillis
      if (Exit.isSuccess(head) && head.value !== undefined) {
        samples.record(now, lsnOf(String(head.value[0])))
      }
      yield* Effect.forEach(
        replicas,
        (database, index) =>
          Effect.gen(function* () {
            const replica = self.replicas[index]
            if (replica === undefined) return
            const answer = yield* bounded(database.read(REPLICA_CHECK, [], (rows) => rows[0]))
            if (Exit.isFailure(answer) || answer.value === undefined) {
              const why = Exit.isFailure(answer) ? Cause.pretty(answer.cause).split("\n")[0] : "no row"
              return yield* self.settle(replica, "unknown", "unreachable", `unreachable (${why})`)
            }
            const [recovering, replayed] = answer.value
            replica.lastBatch = intAt(answer.value, 2)
            if (recovering !== true) {
              replica.lagSeconds = Number.POSITIVE_INFINITY
              return yield* self.settle(
                replica,
                "primary",
                "not-in-recovery",
                "not in recovery: not a streaming replica (promoted?)"
              )
            }
            replica.lagSeconds = samples.lagSeconds(lsnOf(String(replayed)), yield* Clock.currentTimeMillis)
            const fresh = replica.lagSeconds <= self.maxLagSeconds
            yield* self.settle(
              replica,
              "replica",
              fresh ? "streaming" : "lagging",
              fresh ? undefined : `lagging ${replica.lagSeconds.toFixed(1)} s behind the primary`
            )
          }),
        { concurrency: "unbounded", discard: true }
      )
    })
  }

  /** Checks every `checkInterval` (wall clock) for as long as the returned effect runs. */
  watch(primary: SqlDatabase["Service"], replicas: ReadonlyArray<SqlDatabase["Service"]>): Effect.Effect<never> {
    return this.check(primary, replicas).pipe(
      Effect.repeat(Schedule.spaced(this.interval)),
      Effect.andThen(Effect.never),
      Effect.provideService(Clock.Clock, Clock.Clock.defaultValue())
    )
  }
}
