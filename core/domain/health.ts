/** The node's health as `GET /health` reports it: `UP`, version, storage answer time, last batch, pending pool size;
 * a node whose storage cannot answer answers with the error shape instead. */
import { Schema } from "effect"
import { BatchNum, Timestamp } from "./scalars.ts"

/** A non-negative integer. */
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** What a configured replica was at its last check: a standby (`replica`), a server out of recovery (`primary`:
 * promoted, or never a standby), or `unknown` (unreachable, or not checked yet). */
export const ReplicaRole = Schema.Literals(["replica", "primary", "unknown"]).annotate({
  description:
    "replica: a standby in recovery; primary: out of recovery (promoted, or not a standby); unknown: unreachable or not checked yet"
})
export type ReplicaRole = typeof ReplicaRole.Type

/** Where a replica stands for reads: read from (`streaming`), or skipped and why. */
export const ReplicaCondition = Schema.Literals([
  "streaming",
  "lagging",
  "not-in-recovery",
  "unreachable",
  "read-failed",
  "unchecked"
]).annotate({
  description:
    "streaming: GETs read from it; lagging: further behind than the node allows; not-in-recovery: not a standby; " +
    "unreachable: its last check failed; read-failed: a read failed on it since; unchecked: not checked yet"
})
export type ReplicaCondition = typeof ReplicaCondition.Type

/** A streaming replica the node reads GETs from, as its last check found it, in the order the node was given them;
 * never its host, port, database or user (the operator finds those on `/metrics`' `replica` label and in the log). */
export const ReplicaHealthReport = Schema.Struct({
  role: ReplicaRole,
  state: ReplicaCondition,
  status: Schema.Literals(["UP", "UNUSED"]).annotate({
    description: "UP: GETs read from it; UNUSED: they go to the primary (see reason) until a check finds it usable"
  }),
  reason: Schema.NullOr(Schema.String).annotate({
    description:
      "Why it is unused, in words naming no host, port, database or user (unreachable, lagging, not in recovery); null while UP"
  }),
  lagSeconds: Schema.NullOr(Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0))).annotate({
    description: "Seconds behind the primary at the last check (an upper bound); null when unknown"
  }),
  lastBatch: Count.annotate({ description: "The last batch it had at the last check" })
}).annotate({
  identifier: "ReplicaHealth",
  description:
    "A streaming replica as the node's last check found it: what it is and where it stands, never its host, port, " +
    "database or user"
})
export type ReplicaHealthReport = typeof ReplicaHealthReport.Type

/** The storage as the health check found it: reachable, and how long its answer took. */
export const StorageHealth = Schema.Struct({
  status: Schema.Literal("UP").annotate({ description: "The storage answered" }),
  latencyMs: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "Milliseconds the storage took to answer the health check's read (last batch and pool size)"
  }),
  replicas: Schema.optionalKey(
    Schema.Array(ReplicaHealthReport).annotate({
      description:
        "The streaming replicas GETs read from, when the node has any (DATABASE_READ_URLS), in their configured " +
        "order; a replica that is down or lagging does not make the node unhealthy (its reads go to the primary)"
    })
  )
}).annotate({ identifier: "StorageHealth" })
export type StorageHealth = typeof StorageHealth.Type

/** The last forged batch as the health check reports it. */
export const LastBatchHealth = Schema.Struct({
  batchNum: BatchNum,
  timestamp: Timestamp.annotate({ description: "When the batch was forged" }),
  ageSeconds: Schema.Finite.annotate({
    description: "Seconds between the batch's forge timestamp and the moment of the check (ms precision)"
  })
}).annotate({ identifier: "LastBatchHealth" })
export type LastBatchHealth = typeof LastBatchHealth.Type

/** The body of a healthy `GET /health`. */
export const Health = Schema.Struct({
  status: Schema.Literal("UP").annotate({ description: "UP: the node serves and its storage answers" }),
  version: Schema.String.annotate({ description: "Version of the node's package (package.json)" }),
  timestamp: Timestamp.annotate({ description: "The moment of the check" }),
  storage: StorageHealth,
  lastBatch: Schema.NullOr(LastBatchHealth).annotate({ description: "The last forged batch; null before any batch" }),
  poolSize: Count.annotate({ description: "Pending transactions in the pool (state pend)" })
}).annotate({ identifier: "Health" })
export type Health = typeof Health.Type
