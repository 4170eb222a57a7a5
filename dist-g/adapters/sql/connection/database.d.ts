/**
 * The SQL client and bounded, timed runs with SQL failures mapped once: `read` on a multiplexed session,
 * `readPooled` through the pool (a statement growing with the data, or an insert, would hold up pipelined reads),
 * `run`/`snapshot` in REPEATABLE READ, each retried once on a lost connection; `write` under the writer lock, never retried.
 */
import { PgClient } from "@effect/sql-pg";
import { Context, Duration, Effect, Layer } from "effect";
import { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import { type Reader } from "./read_lane.ts";
import { type WithoutSqlError } from "./storage_failure.ts";
/** The advisory lock key the single writer holds for the duration of a ledger call. */
export declare const WRITER_LOCK_KEY = 2053832705;
/**
 * The greatest `column` of `table` below which no insert in flight can still add a row: `LOCK TABLE … IN
 * SHARE MODE` waits for the inserting transactions (each took its id holding ROW EXCLUSIVE), then reads the
 * max. A short `lock_timeout` bounds the delay it adds to queued inserts (a `LockTimeoutError`).
 */
export declare function insertHorizon(sql: SqlClient, table: string, column: string): Effect.Effect<number, SqlError>;
/** Name of the gauge of the connection pool's size. */
export declare const POOL_MAX_CONNECTIONS_METRIC = "storage_pool_max_connections";
/** Name of the gauge of the read sessions' number. */
export declare const READ_SESSIONS_METRIC = "storage_read_sessions";
/** Read sessions on a server whose pool may hold two connections or more (the embedded database's holds one). */
export declare const DEFAULT_READ_SESSIONS = 2;
/** The pool size of a `@effect/sql-pg` client's configuration (its pool options are not in the declared type). */
export declare function poolSizeOf(config: PgClient.PgClientConfig): number;
declare const SqlDatabase_base: Context.ServiceClass<SqlDatabase, "zk-api/adapters/sql/SqlDatabase", {
    readonly sql: SqlClient;
    /** Runs one read statement (or idempotent insert) at the edge; its rows, as value arrays in select-list order, decoded by `decode`. */
    readonly read: Reader;
    /** Like `read`, through the client's pool: a statement whose cost grows with the data, or an insert (its commit waits for the WAL flush), kept off the shared read sessions. */
    readonly readPooled: Reader;
    /** Runs reads at the edge. */
    readonly run: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>;
    /** Runs reads at the edge on one snapshot. */
    readonly snapshot: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>;
    /** Runs one ledger call at the edge: a transaction holding the writer lock. */
    readonly write: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>;
}>;
/** The SQL database of the storage ports. */
export declare class SqlDatabase extends SqlDatabase_base {
}
/** Settings of the edge. */
export interface DatabaseOptions {
    /** Longest a storage operation may take before it counts as an outage (default 30 s). */
    readonly operationTimeout?: Duration.Input | undefined;
    /** Sessions for `read` beside the client's pool (default 2 when the pool may hold two connections or more, else 0). */
    readonly readSessions?: number | undefined;
    /** Whether this database reports the pool gauges (default true; false for a replica's, beside the primary's). */
    readonly gauges?: boolean | undefined;
}
/** The database over the provided SQL client. */
export declare function layer(options?: DatabaseOptions): Layer.Layer<SqlDatabase, never, SqlClient>;
export {};
