/**
 * The node's health as `GET /health` reports it: `status` `UP` (the word the anchor's clients
 * test for), the package version (what the anchor's explorer reads), the storage's answer time,
 * the last forged batch with its age, the number of pending pool transactions and the moment of
 * the check. A node whose storage cannot answer reports no body of this shape: it answers with
 * the error shape (503 `ErrStorageUnavailable`).
 */
import { Schema } from "effect";
/** A streaming replica the node reads GETs from, as its last check found it. */
export declare const ReplicaHealthReport: Schema.Struct<{
    readonly name: Schema.String;
    readonly status: Schema.Literals<readonly ["UP", "UNUSED"]>;
    readonly reason: Schema.NullOr<Schema.String>;
    readonly lagSeconds: Schema.NullOr<Schema.Finite>;
    readonly lastBatch: Schema.Int;
}>;
export type ReplicaHealthReport = typeof ReplicaHealthReport.Type;
/** The storage as the health check found it: reachable, and how long its answer took. */
export declare const StorageHealth: Schema.Struct<{
    readonly status: Schema.Literal<"UP">;
    readonly latencyMs: Schema.Finite;
    readonly replicas: Schema.optionalKey<Schema.$Array<Schema.Struct<{
        readonly name: Schema.String;
        readonly status: Schema.Literals<readonly ["UP", "UNUSED"]>;
        readonly reason: Schema.NullOr<Schema.String>;
        readonly lagSeconds: Schema.NullOr<Schema.Finite>;
        readonly lastBatch: Schema.Int;
    }>>>;
}>;
export type StorageHealth = typeof StorageHealth.Type;
/** The last forged batch as the health check reports it. */
export declare const LastBatchHealth: Schema.Struct<{
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly ageSeconds: Schema.Finite;
}>;
export type LastBatchHealth = typeof LastBatchHealth.Type;
/** The body of a healthy `GET /health`. */
export declare const Health: Schema.Struct<{
    readonly status: Schema.Literal<"UP">;
    readonly version: Schema.String;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly storage: Schema.Struct<{
        readonly status: Schema.Literal<"UP">;
        readonly latencyMs: Schema.Finite;
        readonly replicas: Schema.optionalKey<Schema.$Array<Schema.Struct<{
            readonly name: Schema.String;
            readonly status: Schema.Literals<readonly ["UP", "UNUSED"]>;
            readonly reason: Schema.NullOr<Schema.String>;
            readonly lagSeconds: Schema.NullOr<Schema.Finite>;
            readonly lastBatch: Schema.Int;
        }>>>;
    }>;
    readonly lastBatch: Schema.NullOr<Schema.Struct<{
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly ageSeconds: Schema.Finite;
    }>>;
    readonly poolSize: Schema.Int;
}>;
export type Health = typeof Health.Type;
