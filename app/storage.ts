/** The storage the node runs on, chosen by configuration: in memory, a PostgreSQL server (`DATABASE_URL`, with optional
 * read replicas) or the embedded PostgreSQL in `DATA_DIR`; both SQL storages migrate when the layer is built. */
import { Config, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { SourceError } from "effect/ConfigProvider"
import { PoseidonCrypto } from "../adapters/crypto/mod.ts"
import { MemoryStorage } from "../adapters/memory/mod.ts"
import { EmbeddedPostgres as Embedded, SqlStorage } from "../adapters/sql/mod.ts"
import { replicaName } from "../adapters/sql/replicas/read_replicas.ts"
import { templateMaker } from "../adapters/http/rendering/templated_items.ts"
import {
  DEFAULT_DATA_DIR,
  DEFAULT_POOL_SIZE,
  DEFAULT_READ_MAX_LAG_SECONDS,
  type StorageKind,
  Variables
} from "./config.ts"
import { chosenStorageKind } from "./storage_kind.ts"
import { FinalityDepth } from "../core/ports/chain_finality.ts"
import { StateTreeRetention } from "../core/ports/state_tree_store.ts"
import type { PoseidonHasher } from "../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../core/ports/storage_ports.ts"

/** Which storage the node uses. */
export type StorageConfig =
  | { readonly kind: "memory" }
  | {
      readonly kind: "embedded"
      readonly dataDir: string
      /** Keep the rendering cache (`RENDERING_CACHE`, default true). */
      readonly renderingCache?: boolean | undefined
    }
  | {
      readonly kind: "external"
      readonly url: Redacted.Redacted<string>
      /** Keep the rendering cache (`RENDERING_CACHE`, default true). */
      readonly renderingCache?: boolean | undefined
      readonly poolSize?: number | undefined
      /** Streaming replicas GETs read from (`DATABASE_READ_URLS`). */
      readonly readUrls?: ReadonlyArray<Redacted.Redacted<string>> | undefined
      /** Longest lag of a replica that is read from, in seconds (`DATABASE_READ_MAX_LAG_SECONDS`). */
      readonly maxReplicaLagSeconds?: number | undefined
    }

export { DEFAULT_DATA_DIR, DEFAULT_POOL_SIZE, StorageKind } from "./config.ts"

/** The variables the choice is made from, as read. */
export interface StorageVariables {
  /** `STORAGE`: forces a kind; absent = by DATABASE_URL. */
  readonly storage: Option.Option<StorageKind>
  /** `DATABASE_URL`. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /** `DATA_DIR` (embedded only). */
  readonly dataDir: Option.Option<string>
  /** `DB_POOL_SIZE` (external only). */
  readonly poolSize: Option.Option<number>
  /** `DATABASE_READ_URLS` (external only). */
  readonly readUrls?: Option.Option<ReadonlyArray<Redacted.Redacted<string>>> | undefined
  /** `DATABASE_READ_MAX_LAG_SECONDS` (external only). */
  readonly maxReplicaLagSeconds?: Option.Option<number> | undefined
  /** `RENDERING_CACHE` (PostgreSQL only; absent: on). */
  readonly renderingCache?: boolean | undefined
}

/** The storage the variables choose, or why they contradict each other. */
export function storageConfigOf(variables: StorageVariables): Effect.Effect<StorageConfig, Config.ConfigError> {
  const kind = chosenStorageKind(Option.getOrUndefined(variables.storage), Option.isSome(variables.databaseUrl))
  const readUrls = Option.getOrElse(variables.readUrls ?? Option.none(), () => [])
  if (kind !== "external" && readUrls.length > 0) {
    return Effect.fail(
      new Config.ConfigError(
        new SourceError({
          message: `DATABASE_READ_URLS needs a PostgreSQL server (DATABASE_URL) whose streaming replicas they are, not the ${kind} storage`
        })
      )
    )
  }
  switch (kind) {
    case "memory":
      return Effect.succeed({ kind })
    case "embedded":
      return Effect.succeed({
        kind,
        dataDir: Option.getOrElse(variables.dataDir, () => DEFAULT_DATA_DIR),
        renderingCache: variables.renderingCache
      })
    case "external":
      return Option.match(variables.databaseUrl, {
        onNone: () =>
          Effect.fail(new Config.ConfigError(new SourceError({ message: "STORAGE=external needs DATABASE_URL" }))),
        onSome: (url) =>
          Effect.succeed({
            kind,
            url,
            poolSize: Option.getOrUndefined(variables.poolSize),
            renderingCache: variables.renderingCache,
            readUrls,
            maxReplicaLagSeconds: Option.getOrElse(
              variables.maxReplicaLagSeconds ?? Option.none(),
              () => DEFAULT_READ_MAX_LAG_SECONDS
            )
          })
      })
  }
}

/** The storage configuration read from STORAGE, DATABASE_URL, DATA_DIR, DB_POOL_SIZE, the replicas' variables and
 * RENDERING_CACHE (declared in `app/config.ts`). */
export const storageConfig: Config.Config<StorageConfig> = Config.all({
  storage: Variables.STORAGE.config,
  databaseUrl: Variables.DATABASE_URL.config,
  dataDir: Variables.DATA_DIR.config,
  poolSize: Variables.DB_POOL_SIZE.config,
  readUrls: Variables.DATABASE_READ_URLS.config,
  maxReplicaLagSeconds: Variables.DATABASE_READ_MAX_LAG_SECONDS.config,
  renderingCache: Variables.RENDERING_CACHE.config
}).pipe(Config.mapEffect(storageConfigOf))

/** Why a SQL storage could not start: the embedded database, the server or the migration. */
export type StorageStartupError = Embedded.EmbeddedPostgresError | SqlStorage.SqlStorageError

/**
 * What this process does to a shared database: write (migrate, claim the one writer's lock), only read, or — an
 * operator's command such as `zk-node keys`, run beside the nodes — migrate as a writer would, without the writer's lock.
 */
export type StorageRole = "writer" | "reader" | "command"

/** Why a reader cannot run on `config`, if it cannot: it needs a database a writer process keeps. */
export function readerProblem(config: StorageConfig): string | undefined {
  return config.kind === "external"
    ? undefined
    : `ROLE=reader needs a PostgreSQL server that a writer keeps (DATABASE_URL): the ${config.kind} storage belongs to one process`
}

/**
 * Every storage port on the configured storage. On a server, a writer holds the database's one
 * writer lock and migrates; a reader only checks the schema (`adapters/sql/schema/schema_check.ts`);
 * a command migrates (each migration applied once under the migrations table's lock, beside a
 * migrating writer too) without taking the writer's lock a running node holds.
 */
export function storageLayer(
  config: StorageConfig,
  role: StorageRole = "writer"
): Layer.Layer<StoragePorts, StorageStartupError> {
  return configuredStorage(config, role).pipe(Layer.provide(PoseidonCrypto.layer))
}

/** The configured storage's ports, hashing its state tree with the Poseidon it is given. */
function configuredStorage(
  config: StorageConfig,
  role: StorageRole
): Layer.Layer<StoragePorts, StorageStartupError, PoseidonHasher> {
  switch (config.kind) {
    case "memory":
      return MemoryStorage.layer
    case "embedded":
      return Layer.unwrap(
        Effect.map(Embedded.EmbeddedPostgres, (server) =>
          SqlStorage.layer({ connection: server.connection, templates: templatesOf(config, role) })
        )
      ).pipe(Layer.provide(Embedded.layer({ dataDir: config.dataDir })))
    case "external":
      return SqlStorage.layer({
        connection: { url: config.url, maxConnections: config.poolSize ?? DEFAULT_POOL_SIZE },
        schema: role === "reader" ? "require" : "migrate",
        exclusiveWriter: role === "writer",
        templates: templatesOf(config, role),
        readReplicas:
          config.readUrls === undefined || config.readUrls.length === 0
            ? undefined
            : {
                urls: config.readUrls,
                maxLag: Duration.seconds(config.maxReplicaLagSeconds ?? DEFAULT_READ_MAX_LAG_SECONDS)
              }
      })
  }
}

/** The rendering cache's template maker of a PostgreSQL storage: the HTTP adapter's, unless `RENDERING_CACHE=off` or
 * for a command, which serves no page. */
function templatesOf(config: StorageConfig, role: StorageRole): typeof templateMaker | undefined {
  return role === "command" || (config.kind !== "memory" && config.renderingCache === false) ? undefined : templateMaker
}

/** The finality depth and state tree retention storages work with (`FINALITY_CONFIRMATIONS`,
 * `STATE_TREE_RETENTION_BATCHES`). */
export const storageSettingsLayer: Layer.Layer<never, Config.ConfigError> = Layer.effectContext(
  Effect.gen(function* () {
    const depth = yield* Variables.FINALITY_CONFIRMATIONS.config
    const retention = yield* Variables.STATE_TREE_RETENTION_BATCHES.config
    return Context.make(FinalityDepth, depth).pipe(Context.add(StateTreeRetention, retention))
  })
)

/** A short description of the configured storage for the startup log (no credentials). */
export function describeStorage(config: StorageConfig): string {
  switch (config.kind) {
    case "memory":
      return "in-memory storage (not persisted)"
    case "embedded":
      return `embedded PostgreSQL in ${config.dataDir}`
    case "external": {
      const url = new URL(Redacted.value(config.url))
      const primary = `PostgreSQL at ${url.hostname}:${url.port || "5432"}${url.pathname}`
      const replicas = (config.readUrls ?? []).map((replica) => replicaName(Redacted.value(replica)))
      if (replicas.length === 0) return primary
      return `${primary}, GETs read from ${replicas.length} replica${replicas.length === 1 ? "" : "s"} (${replicas.join(", ")})`
    }
  }
}
