/**
 * Every storage port on PostgreSQL over one `SqlDatabase`, the schema migrated or checked at build (retried while the
 * server is unreachable); with `readReplicas`, GETs read a healthy replica.
 */
import { PgClient } from "@effect/sql-pg";
import { Duration, Layer, Redacted } from "effect";
import type { MigrationError } from "effect/sql/Migrator";
import { SqlClient } from "effect/sql/SqlClient";
import { SqlError } from "effect/sql/SqlError";
import type { StoragePorts } from "../../core/ports/storage_ports.ts";
import { type ReplicaCheckOptions } from "./replicas/read_replicas.ts";
import { type SchemaMismatch } from "./schema/schema_check.ts";
import { type WriterTaken } from "./schema/writer_claim.ts";
/** Settings of the PostgreSQL storage. */
export interface SqlStorageOptions {
    /** The server and the pool (`maxConnections`, default 10; 1: one multiplexed session every statement shares, as embedded). */
    readonly connection: PgClient.PgPoolConfig;
    /** Multiplexed read sessions beside a pool of two connections or more, on top of `maxConnections` (default 2; 0: none). */
    readonly readSessions?: number | undefined;
    /** Longest a storage operation may take before it counts as an outage (default 30 s). */
    readonly operationTimeout?: Duration.Input | undefined;
    /** How long the first connection and the migration are retried while the server is unreachable (default 60 s). */
    readonly startupTimeout?: Duration.Input | undefined;
    /** `migrate` applies the pending migrations (default); `require` only checks them (a reader, `schema_check.ts`). */
    readonly schema?: "migrate" | "require" | undefined;
    /** Hold the database's one writer lock for the layer's life, refused when another process holds it (`writer_claim.ts`). */
    readonly exclusiveWriter?: boolean | undefined;
    /** Streaming replicas of the server that GETs read from while they are healthy (none: every read on the server). */
    readonly readReplicas?: ReadReplicaOptions | undefined;
}
/** The streaming replicas a storage reads from, and how they are checked. */
export interface ReadReplicaOptions extends ReplicaCheckOptions {
    /** One `postgres://` URL per replica. */
    readonly urls: ReadonlyArray<Redacted.Redacted<string>>;
    /** Multiplexed sessions on each replica (default 2). */
    readonly sessions?: number | undefined;
}
/** Why the SQL storage could not be built: the server, the migration, the schema a reader needs, or another writer. */
export type SqlStorageError = MigrationError | SqlError | SchemaMismatch | WriterTaken;
/** Default time to reach the server at startup. */
export declare const DEFAULT_STARTUP_TIMEOUT: Duration.Duration;
/** Every storage port over the provided SQL client, the schema migrated first. */
export declare function layerOnClient(options?: Omit<SqlStorageOptions, "connection">): Layer.Layer<StoragePorts, SqlStorageError, SqlClient>;
/** The client: `@effect/sql-pg`'s pool, or for a pool of one (embedded) one shared multiplexed session; timeouts on the wall clock. */
export declare function clientLayer(connection: PgClient.PgPoolConfig): Layer.Layer<SqlClient, SqlError>;
/** Every storage port on the PostgreSQL server of `options`. */
export declare function layer(options: SqlStorageOptions): Layer.Layer<StoragePorts, SqlStorageError>;
