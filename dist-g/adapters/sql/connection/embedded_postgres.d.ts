/**
 * The embedded PostgreSQL: a PGlite served on a private unix socket. PGlite is one backend session, so the client holds
 * ONE multiplexed connection (`EMBEDDED_POOL_SIZE`); the server accepts a few more so a reconnect is never refused.
 */
import { PGlite } from "@electric-sql/pglite";
import type { PgClient } from "@effect/sql-pg";
import { Context, Effect, Layer, Schema, type Scope } from "effect";
declare const EmbeddedPostgresError_base: Schema.Class<EmbeddedPostgresError, Schema.TaggedStruct<"EmbeddedPostgresError", {
    readonly message: Schema.String;
    readonly cause: Schema.optional<Schema.Defect>;
}>, import("effect/Cause").YieldableError>;
/** The embedded database could not be opened or served. */
export declare class EmbeddedPostgresError extends EmbeddedPostgresError_base {
}
/** Connections the client pool on PGlite may hold: one (see the module comment). */
export declare const EMBEDDED_POOL_SIZE = 1;
/** Default number of connections the socket server accepts. */
export declare const DEFAULT_MAX_CONNECTIONS = 4;
/** Where the embedded database lives. */
export interface EmbeddedOptions {
    /** Data directory (created on first start); absent: in memory, lost when the process ends. */
    readonly dataDir?: string | undefined;
    /** Start an in-memory database from this dump of a data directory (`PGlite.dumpDataDir`), e.g. a migrated template in tests. */
    readonly loadDataDir?: Blob | undefined;
    /** Connections the socket server accepts (≥ EMBEDDED_POOL_SIZE; default 4). */
    readonly maxConnections?: number | undefined;
}
/** A served embedded database. */
export interface EmbeddedServer {
    /** How the client connects: the socket path, user and database, and a pool of one. */
    readonly connection: PgClient.PgPoolConfig;
    /** The PGlite instance (tests dump it or inspect it directly). */
    readonly db: PGlite;
}
declare const EmbeddedPostgres_base: Context.ServiceClass<EmbeddedPostgres, "zk-api/adapters/sql/EmbeddedPostgres", EmbeddedServer>;
/** The served embedded database, as a service. */
export declare class EmbeddedPostgres extends EmbeddedPostgres_base {
}
/** Opens the embedded database (initializing a new data directory); closed with the scope. */
export declare function openDatabase(options?: Omit<EmbeddedOptions, "maxConnections">): Effect.Effect<PGlite, EmbeddedPostgresError, Scope.Scope>;
/** How `serve` listens. */
export interface ServeOptions {
    /** Connections the socket server accepts (default 4; at least EMBEDDED_POOL_SIZE). */
    readonly maxConnections?: number | undefined;
    /** The socket's path (its directory must exist); absent: in a fresh private directory removed with the scope. */
    readonly path?: string | undefined;
}
/** Serves `db` on a unix socket; stopped with the scope. Returns the client's connection config. */
export declare function serve(db: PGlite, options?: ServeOptions): Effect.Effect<PgClient.PgPoolConfig, EmbeddedPostgresError, Scope.Scope>;
/** The embedded database, opened and served for the layer's lifetime. */
export declare function layer(options?: EmbeddedOptions): Layer.Layer<EmbeddedPostgres, EmbeddedPostgresError>;
export {};
