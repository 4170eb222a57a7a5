/** Fresh PostgreSQL databases for the SQL tests: `embeddedStorage` a new PGlite from a migrated template dumped once
 * per file; `serverStorage(url)` a new database on that server, dropped on release. */
import type { PGlite } from "@electric-sql/pglite"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted, type Scope } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import * as Embedded from "../../../adapters/sql/connection/embedded_postgres.ts"
import { migrate } from "../../../adapters/sql/schema/migrator.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"

/** `SqlStorage.layer` with the Poseidon hasher its ledger computes the state tree with. */
export function sqlStorage(
  options: SqlStorage.SqlStorageOptions
): Layer.Layer<StoragePorts, SqlStorage.SqlStorageError> {
  return SqlStorage.layer(options).pipe(Layer.provide(PoseidonCrypto.layer))
}

/** `MemoryStorage.layer` with the Poseidon hasher its ledger computes the state tree with. */
export const memoryStorage: Layer.Layer<StoragePorts> = MemoryStorage.layer.pipe(Layer.provide(PoseidonCrypto.layer))

/** The real server's URL, when the environment names one (CI does). */
export const DATABASE_URL: string | undefined =
  process.env["DATABASE_URL"] === "" ? undefined : process.env["DATABASE_URL"]

let template: Promise<Blob> | undefined

/** A dump of a freshly migrated embedded database (made once per process). */
export function migratedTemplate(): Promise<Blob> {
  template ??= Effect.runPromise(
    Effect.scoped(
      Effect.gen(function* () {
        const db = yield* Embedded.openDatabase()
        const connection = yield* Embedded.serve(db)
        yield* migrate.pipe(Effect.provide(SqlStorage.clientLayer(connection)))
        return yield* Effect.promise(() => db.dumpDataDir("none"))
      })
    )
  )
  return template
}

/** An embedded database served in this thread: how to connect, and the PGlite itself (to dump or inspect directly). */
export interface ServedInTest extends Embedded.EmbeddedServer {
  readonly db: PGlite
}

/** A new in-memory embedded database from the migrated template, served; closed with the scope. */
export const freshEmbedded: Effect.Effect<ServedInTest, Embedded.EmbeddedPostgresError, Scope.Scope> = Effect.gen(
  function* () {
    const dump = yield* Effect.promise(migratedTemplate)
    const db: PGlite = yield* Embedded.openDatabase({ loadDataDir: dump })
    const connection = yield* Embedded.serve(db)
    return { db, connection }
  }
)

/** Every storage port on a new embedded database (each build its own). */
export const embeddedStorage: Layer.Layer<StoragePorts, unknown> = Layer.unwrap(
  Effect.map(freshEmbedded, (server) => sqlStorage({ connection: server.connection, templates: templateMaker }))
)

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** Runs one statement on the server of `url` (its own short-lived connection). */
export function onServer(url: string, statement: string): Effect.Effect<void, unknown> {
  return Effect.gen(function* () {
    const sql: SqlClient = yield* PgClient.PgClient
    yield* sql.unsafe(statement)
  }).pipe(Effect.provide(PgClient.layer({ url: Redacted.make(url), maxConnections: 1 })))
}

let databases = 0

/** A new database on the server of `url`, dropped with the scope; its URL. */
export function freshServerDatabase(url: string): Effect.Effect<string, unknown, Scope.Scope> {
  const name = `zk_test_${process.pid}_${Date.now().toString(36)}_${databases++}`
  return Effect.acquireRelease(Effect.as(onServer(url, `CREATE DATABASE ${name}`), withDatabase(url, name)), () =>
    onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.ignore)
  )
}

/** Every storage port on a new database of the server of `url` (each build its own); `renderingCache: false` keeps no
 * templates, as a node with `RENDERING_CACHE=off`. */
export function serverStorage(
  url: string,
  options: { readonly renderingCache?: boolean } = {}
): Layer.Layer<StoragePorts, unknown> {
  const templates = options.renderingCache === false ? undefined : templateMaker
  return Layer.unwrap(
    Effect.map(freshServerDatabase(url), (database) =>
      sqlStorage({ connection: { url: Redacted.make(database) }, templates })
    )
  )
}
