/**
 * The storage the node runs on, chosen by configuration (`app/config.ts` reads the variables,
 * `app/main.ts` builds the layer):
 *
 * - `STORAGE=memory` → the in-memory adapter (nothing persisted);
 * - `DATABASE_URL=postgres://user:password@host:port/database` → that PostgreSQL server
 *   (external; several API processes may share it, the coordinator writing);
 * - neither → the embedded PostgreSQL (PGlite) persisted in `DATA_DIR` (default `./data`),
 *   created and migrated on first start.
 *
 * `STORAGE=embedded` or `STORAGE=external` force the choice (external then needs DATABASE_URL);
 * `DB_POOL_SIZE` sizes the external server's pool (default 10; the embedded one holds a single
 * connection). Both SQL storages migrate their schema when the layer is built.
 *
 * `DATABASE_READ_URLS` (a comma list of `postgres://` URLs of streaming replicas of the server)
 * sends GETs' reads to a healthy replica at most `DATABASE_READ_MAX_LAG_SECONDS` (default 5)
 * behind (`adapters/sql/replicas/read_replicas.ts`); only with an external server.
 */
import { Config, Effect, Layer, Option, Redacted } from "effect";
import { EmbeddedPostgres as Embedded, SqlStorage } from "../adapters/sql/mod.ts";
import { type StorageKind } from "./config.ts";
import type { StoragePorts } from "../core/ports/storage_ports.ts";
/** Which storage the node uses. */
export type StorageConfig = {
    readonly kind: "memory";
} | {
    readonly kind: "embedded";
    readonly dataDir: string;
} | {
    readonly kind: "external";
    readonly url: Redacted.Redacted<string>;
    readonly poolSize?: number | undefined;
    /** Streaming replicas GETs read from (`DATABASE_READ_URLS`). */
    readonly readUrls?: ReadonlyArray<Redacted.Redacted<string>> | undefined;
    /** Longest lag of a replica that is read from, in seconds (`DATABASE_READ_MAX_LAG_SECONDS`). */
    readonly maxReplicaLagSeconds?: number | undefined;
};
export { DEFAULT_DATA_DIR, DEFAULT_POOL_SIZE, StorageKind } from "./config.ts";
/** The variables the choice is made from, as read. */
export interface StorageVariables {
    /** `STORAGE`: forces a kind; absent = by DATABASE_URL. */
    readonly storage: Option.Option<StorageKind>;
    /** `DATABASE_URL`. */
    readonly databaseUrl: Option.Option<Redacted.Redacted<string>>;
    /** `DATA_DIR` (embedded only). */
    readonly dataDir: Option.Option<string>;
    /** `DB_POOL_SIZE` (external only). */
    readonly poolSize: Option.Option<number>;
    /** `DATABASE_READ_URLS` (external only). */
    readonly readUrls?: Option.Option<ReadonlyArray<Redacted.Redacted<string>>> | undefined;
    /** `DATABASE_READ_MAX_LAG_SECONDS` (external only). */
    readonly maxReplicaLagSeconds?: Option.Option<number> | undefined;
}
/** Default `DATABASE_READ_MAX_LAG_SECONDS`: the SQL adapter's. */
export declare const DEFAULT_MAX_REPLICA_LAG_SECONDS: number;
/** The storage the variables choose, or why they contradict each other. */
export declare function storageConfigOf(variables: StorageVariables): Effect.Effect<StorageConfig, Config.ConfigError>;
/** The storage configuration read from STORAGE, DATABASE_URL, DATA_DIR, DB_POOL_SIZE and the replicas' variables (declared in `app/config.ts`). */
export declare const storageConfig: Config.Config<StorageConfig>;
/** Why a SQL storage could not start: the embedded database, the server or the migration. */
export type StorageStartupError = Embedded.EmbeddedPostgresError | SqlStorage.SqlStorageError;
/** What this process does to a shared database: write (migrate, claim the one writer's lock) or only read. */
export type StorageRole = "writer" | "reader";
/** Why a reader cannot run on `config`, if it cannot: it needs a database a writer process keeps. */
export declare function readerProblem(config: StorageConfig): string | undefined;
/**
 * Every storage port on the configured storage. On a server, a writer holds the database's one
 * writer lock and migrates; a reader only checks the schema (`adapters/sql/schema/schema_check.ts`).
 */
export declare function storageLayer(config: StorageConfig, role?: StorageRole): Layer.Layer<StoragePorts, StorageStartupError>;
/** A short description of the configured storage for the startup log (no credentials). */
export declare function describeStorage(config: StorageConfig): string;
