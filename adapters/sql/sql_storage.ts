/** Every storage port on PostgreSQL over one `SqlDatabase`: the schema migrated or checked at build (retried while
 * unreachable), a writer's missing state tree built; with `readReplicas`, GETs read a healthy replica. */
import { PgClient } from "@effect/sql-pg"
import { Clock, Context, Duration, Effect, Layer, Option, Predicate, Redacted, Schedule } from "effect"
import type { MigrationError } from "effect/sql/Migrator"
import { SqlClient } from "effect/sql/SqlClient"
import { SqlError } from "effect/sql/SqlError"
import { PoseidonHasher } from "../../core/ports/poseidon_hasher.ts"
import { ReadReplicaSet } from "../../core/ports/read_replica_set.ts"
import type { StoragePorts } from "../../core/ports/storage_ports.ts"
import * as AccountStoreSql from "./stores/account_store.ts"
import * as ApiKeyStoreSql from "./stores/api_key_store.ts"
import * as WebhookStoreSql from "./stores/webhook_store.ts"
import * as AuctionStoreSql from "./stores/auction_store.ts"
import * as AuthorizationStoreSql from "./stores/authorization_store.ts"
import * as BatchFloorSql from "./stores/batch_floor.ts"
import * as ChainFinalitySql from "./stores/chain_finality.ts"
import type { ChainFinalityReader } from "../../core/ports/chain_finality.ts"
import * as BatchStoreSql from "./stores/batch_store.ts"
import * as Database from "./connection/database.ts"
import * as EventLogSql from "./events/event_log.ts"
import * as EventSignal from "./events/event_signal.ts"
import * as ExitStoreSql from "./stores/exit_store.ts"
import * as FiatRateStoreSql from "./stores/fiat_rate_store.ts"
import * as HistoryStoreSql from "./stores/history_store.ts"
import * as LedgerSql from "./ledger/ledger.ts"
import { backfillStateTree } from "./ledger/state_tree_rebuild.ts"
import { migrate } from "./schema/migrator.ts"
import * as NetworkStoreSql from "./stores/network_store.ts"
import * as StateTreeStoreSql from "./stores/state_tree_store.ts"
import * as PoolStoreSql from "./stores/pool_store.ts"
import { ReadReplicas, type ReplicaCheckOptions, replicaName } from "./replicas/read_replicas.ts"
import { type ReadPorts, routeReads } from "./replicas/replica_routing.ts"
import * as SessionClient from "./connection/session_client.ts"
import { requireCurrentSchema, type SchemaMismatch } from "./schema/schema_check.ts"
import { causeChain, isOutage } from "./connection/storage_failure.ts"
import { isConnectRefusal } from "./connection/connect_refusal.ts"
import { claimWriter, type WriterTaken } from "./schema/writer_claim.ts"
import * as TokenStoreSql from "./stores/token_store.ts"
import { ItemTemplates, type TemplateMaker } from "./templates/item_templates.ts"
import { fillTemplates } from "./templates/template_filler.ts"
import * as TemplateCheckSql from "./templates/template_check.ts"

/** Settings of the PostgreSQL storage. */
export interface SqlStorageOptions {
  /** The server and the pool (`maxConnections`, default 10; 1: one multiplexed session every statement shares, as embedded). */
  readonly connection: PgClient.PgPoolConfig
  /** Multiplexed read sessions beside a pool of two connections or more, on top of `maxConnections` (default 2; 0: none). */
  readonly readSessions?: number | undefined
  /** Longest a storage operation may take before it counts as an outage (default 30 s). */
  readonly operationTimeout?: Duration.Input | undefined
  /** How long the first connection and the migration are retried while the server is unreachable (default 60 s). */
  readonly startupTimeout?: Duration.Input | undefined
  /** `migrate` applies the pending migrations (default); `require` only checks them (a reader, `schema_check.ts`). */
  readonly schema?: "migrate" | "require" | undefined
  /** Hold the database's one writer lock for the layer's life, refused when another process holds it (`writer_claim.ts`). */
  readonly exclusiveWriter?: boolean | undefined
  /** Streaming replicas of the server that GETs read from while they are healthy (none: every read on the server). */
  readonly readReplicas?: ReadReplicaOptions | undefined
  /** The maker of the rendering cache's templates (the HTTP adapter's; none: no template is stored or read). */
  readonly templates?: TemplateMaker | undefined
}

/** The streaming replicas a storage reads from, and how they are checked. */
export interface ReadReplicaOptions extends ReplicaCheckOptions {
  /** One `postgres://` URL per replica. */
  readonly urls: ReadonlyArray<Redacted.Redacted<string>>
  /** Multiplexed sessions on each replica (default 2). */
  readonly sessions?: number | undefined
}

const DEFAULT_REPLICA_SESSIONS = 2

/** Why the SQL storage could not be built: the server, the migration, the schema a reader needs, or another writer. */
export type SqlStorageError = MigrationError | SqlError | SchemaMismatch | WriterTaken

/** Default time to reach the server at startup. */
export const DEFAULT_STARTUP_TIMEOUT = Duration.seconds(60)

const DEFAULT_CONNECT_TIMEOUT = Duration.seconds(5)

/** Whether a start-up failure is worth waiting for: a server out of reach or not accepting yet, not one that refused (login, database, TLS). */
function isUnreachable(error: unknown): error is SqlError {
  return error instanceof SqlError && isOutage(error) && !isConnectRefusal(error)
}

/** The innermost message of a SQL failure (the socket's or the server's words). */
function reasonOf(error: SqlError): string {
  let message = error.message
  for (const current of causeChain(error.reason)) {
    if (Predicate.hasProperty(current, "message") && typeof current.message === "string" && current.message !== "")
      message = current.message
  }
  return message
}

/** How often a start waiting for an unreachable server says how long it has waited. */
const WAITING_REPORT_INTERVAL = Duration.seconds(10)

/** Runs `effect`, retrying every second (wall clock) while the server is unreachable, up to `timeout`. It says once what
 * it waits for, then how long it has waited every `WAITING_REPORT_INTERVAL`, not at every retry. */
function whenReachable<E, R>(
  effect: Effect.Effect<unknown, E | SqlError, R>,
  timeout: Duration.Input
): Effect.Effect<void, E | SqlError, R> {
  const seconds = Duration.toSeconds(Duration.fromInputUnsafe(timeout))
  const interval = Duration.toMillis(WAITING_REPORT_INTERVAL)
  return Effect.suspend(() => {
    let since: number | undefined
    let reports = 0
    const report = (error: SqlError) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        if (since === undefined) {
          since = now
          return Effect.logWarning(
            `storage: database unreachable at startup; waiting up to ${seconds} s for it to answer`,
            { reason: reasonOf(error) }
          )
        }
        const waited = now - since
        if (Math.floor(waited / interval) <= reports) return Effect.void
        reports = Math.floor(waited / interval)
        return Effect.logWarning(
          `storage: still waiting for the database: ${Math.round(waited / 1000)} s of ${seconds} s`,
          { reason: reasonOf(error) }
        )
      })
    return effect.pipe(
      Effect.tapError((error) => (isUnreachable(error) ? report(error) : Effect.void)),
      Effect.retry({
        schedule: Schedule.spaced("1 second").pipe(Schedule.upTo({ duration: timeout })),
        while: isUnreachable
      })
    )
  }).pipe(Effect.asVoid, Effect.provideService(Clock.Clock, Clock.Clock.defaultValue()))
}

/** Every storage port over the provided SQL client, the schema migrated first. */
export function layerOnClient(
  options: Omit<SqlStorageOptions, "connection"> = {}
): Layer.Layer<StoragePorts, SqlStorageError, SqlClient | PoseidonHasher> {
  const timeout = options.startupTimeout ?? DEFAULT_STARTUP_TIMEOUT
  // The writer's lock first, so a refused second writer does not migrate either.
  const schema = Layer.effectDiscard(
    Effect.gen(function* () {
      const sql = yield* SqlClient
      const shared = Option.isSome(yield* Effect.serviceOption(SessionClient.SharedSessions))
      if (options.exclusiveWriter === true) yield* whenReachable(claimWriter(sql, shared), timeout)
      if (options.schema === "require")
        yield* whenReachable(requireCurrentSchema(sql, { waitForWriter: timeout }), timeout)
      else yield* whenReachable(migrate, timeout)
    })
  )
  const database = Layer.mergeAll(
    Database.layer({ operationTimeout: options.operationTimeout, readSessions: options.readSessions }),
    schema,
    EventSignal.layer
  )
  const templates = templatesLayer(options)
  // API keys (webhooks and fiat rates) are read on the primary only, so a revocation is seen at once. The batch floor (an optional service, typed
  // out of `StoragePorts` like the replica set below) is the primary's: every read of a request starts after it is taken;
  // so is the rendering cache's check against its columns (`templates/template_check.ts`), where the cache is kept.
  const ports = Layer.mergeAll(
    readStores,
    ApiKeyStoreSql.layer,
    WebhookStoreSql.layer,
    FiatRateStoreSql.layer,
    LedgerSql.layer,
    EventLogSql.layer,
    BatchFloorSql.layer(),
    TemplateCheckSql.layer,
    templateFiller(options),
    stateTreeBackfill(options)
  ).pipe(Layer.provide(templates))
  const replicas = options.readReplicas
  if (replicas === undefined || replicas.urls.length === 0) return ports.pipe(Layer.provide(database))
  return Layer.effectContext(
    Effect.gen(function* () {
      const primary = yield* Layer.build(ports.pipe(Layer.provideMerge(database)))
      const onReplicas = yield* Effect.forEach(replicas.urls, (url) =>
        Layer.build(replicaStores(url, options, replicas.sessions).pipe(Layer.provide(templates)))
      )
      const set = new ReadReplicas(
        replicas.urls.map((url) => replicaName(Redacted.value(url))),
        replicas
      )
      const databases = onReplicas.map((context) => Context.get(context, Database.SqlDatabase))
      const own = Context.get(primary, Database.SqlDatabase)
      // One check before serving, so healthy replicas are read from the first request on.
      yield* Effect.provideService(set.check(own, databases), Clock.Clock, Clock.Clock.defaultValue())
      yield* Effect.forkScoped(set.watch(own, databases))
      // The set is provided beside the ports, untyped (an optional service: the edge and /health look for it).
      // What each replica is and where it stands, never its name (host, port, database): `/health` shows it to anyone.
      const status = ReadReplicaSet.of({
        states: () =>
          set.replicas.map(({ condition, lagSeconds, lastBatch, role }) => ({
            role,
            state: condition,
            lagSeconds,
            lastBatch
          }))
      })
      return Context.merge(primary, routeReads(primary, onReplicas, set)).pipe(
        Context.add(ReadReplicaSet, status)
      ) as Context.Context<StoragePorts>
    })
  )
}

/** The template maker of `options` as the stores find it (none: an empty layer). */
function templatesLayer(options: Omit<SqlStorageOptions, "connection">): Layer.Layer<never> {
  const maker = options.templates
  return maker === undefined ? Layer.empty : (Layer.succeed(ItemTemplates, maker) as Layer.Layer<never>)
}

/** A writer's background run making the templates the cache lacks (none for a reader or without a maker). */
function templateFiller(
  options: Omit<SqlStorageOptions, "connection">
): Layer.Layer<never, never, Database.SqlDatabase> {
  const maker = options.templates
  if (maker === undefined || options.schema === "require") return Layer.empty
  return Layer.effectDiscard(Effect.flatMap(Database.SqlDatabase, (db) => Effect.forkScoped(fillTemplates(db, maker))))
}

/** A writer's build of the state tree when the database has accounts but no node (recorded before migration 0017),
 * done before the ledger is served (none for a reader). */
function stateTreeBackfill(
  options: Omit<SqlStorageOptions, "connection">
): Layer.Layer<never, SqlError, Database.SqlDatabase | PoseidonHasher> {
  if (options.schema === "require") return Layer.empty
  return Layer.effectDiscard(
    Effect.gen(function* () {
      const db = yield* Database.SqlDatabase
      const poseidon = yield* PoseidonHasher
      yield* backfillStateTree(db.sql, poseidon.hash)
    })
  )
}

/** The read stores over a `SqlDatabase` (and the doorbell the pool store rings), with the finality reading they share. */
const readStores: Layer.Layer<ReadPorts | ChainFinalityReader, never, Database.SqlDatabase | EventSignal.EventSignal> =
  Layer.mergeAll(
    TokenStoreSql.layer,
    AccountStoreSql.layer,
    ExitStoreSql.layer,
    HistoryStoreSql.layer,
    BatchStoreSql.layer,
    AuctionStoreSql.layer,
    NetworkStoreSql.layer,
    PoolStoreSql.layer,
    AuthorizationStoreSql.layer,
    StateTreeStoreSql.layer
  ).pipe(Layer.provideMerge(ChainFinalitySql.layer))

/** The read stores on the replica at `url`, on sessions opened when needed and reopened after a loss (a replica down only sends reads to the primary). */
function replicaStores(
  url: Redacted.Redacted<string>,
  options: Omit<SqlStorageOptions, "connection">,
  sessions: number | undefined
) {
  const connection = { url, applicationName: "zk-api (replica reads)", connectTimeout: DEFAULT_CONNECT_TIMEOUT }
  return readStores.pipe(
    Layer.provideMerge(
      Layer.merge(Database.layer({ operationTimeout: options.operationTimeout, gauges: false }), EventSignal.layer)
    ),
    Layer.provide(SessionClient.layer(connection, sessions ?? DEFAULT_REPLICA_SESSIONS))
  )
}

/** The client: `@effect/sql-pg`'s pool, or for a pool of one (embedded) one shared multiplexed session; timeouts on the wall clock. */
export function clientLayer(connection: PgClient.PgPoolConfig): Layer.Layer<SqlClient, SqlError> {
  const config = { applicationName: "zk-api", connectTimeout: DEFAULT_CONNECT_TIMEOUT, ...connection }
  if (config.maxConnections === 1) return SessionClient.layer(config)
  return PgClient.layer(config).pipe(Layer.provide(Layer.sync(Clock.Clock, () => Clock.Clock.defaultValue())))
}

/** Every storage port on the PostgreSQL server of `options`. */
export function layer(options: SqlStorageOptions): Layer.Layer<StoragePorts, SqlStorageError, PoseidonHasher> {
  return layerOnClient(options).pipe(Layer.provide(clientLayer(options.connection)))
}
