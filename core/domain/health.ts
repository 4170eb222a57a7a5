/**
 * The node's health as `GET /health` reports it: `status` `UP` (the word the anchor's clients
 * test for), the package version (what the anchor's explorer reads), the storage's answer time,
 * the last forged batch with its age, the number of pending pool transactions and the moment of
 * the check. A node whose storage cannot answer reports no body of this shape: it answers with
 * the error shape (503 `ErrStorageUnavailable`).
 */
import { Schema } from "effect"
import { BatchNum, Timestamp } from "./scalars.ts"

/** A non-negative integer. */
const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** The storage as the health check found it: reachable, and how long its answer took. */
export const StorageHealth = Schema.Struct({
  status: Schema.Literal("UP").annotate({ description: "The storage answered" }),
  latencyMs: Schema.Finite.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "Milliseconds the storage took to answer the health check's read (last batch and pool size)"
  })
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
