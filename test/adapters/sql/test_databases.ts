/** Fresh PostgreSQL databases for the SQL tests: `embeddedStorage` a new PGlite from a migrated template dumped once
 * per file (`reusedEmbeddedStorage` one an earlier build released, reset to that template's state);
 * `serverStorage(url)` a new database on that server, dropped on release. */
import { PGlite } from "@electric-sql/pglite"
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

/** What a freshly migrated database holds: every table, the rows of those the migrations filled, each sequence. */
interface Pristine {
  readonly tables: ReadonlyArray<{
    readonly name: string
    readonly columns: string
    readonly rows: string
    readonly count: number
  }>
  readonly sequences: ReadonlyArray<{ readonly name: string; readonly lastValue: string | null }>
}

/** The tables and sequences of the application's schemas, names quoted. */
async function pristineOf(db: PGlite): Promise<Pristine> {
  const schemas = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'"
  const tables = await db.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
            (SELECT string_agg(quote_ident(a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${schemas} ORDER BY 1`
  )
  const sequences = await db.query<{ name: string; lastValue: string | null }>(
    `SELECT format('%I.%I', schemaname, sequencename) AS name, last_value::text AS "lastValue" FROM pg_sequences
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`
  )
  return {
    tables: await Promise.all(
      tables.rows.map(async ({ name, columns }) => {
        const rows = await db.query<{ rows: string; count: number }>(
          `SELECT coalesce(json_agg(t), '[]')::text AS rows, count(*)::int AS count FROM ${name} t`
        )
        return { name, columns, rows: rows.rows[0]?.rows ?? "[]", count: rows.rows[0]?.count ?? 0 }
      })
    ),
    sequences: sequences.rows
  }
}

/** Returns `db` to `pristine`: a new session's settings (no transaction, prepared statement, lock, listener or temporary
 * table left), every table emptied and the migrations' rows written again, each sequence as it was; fails unless every
 * table then counts the rows it did. */
async function resetTo(db: PGlite, pristine: Pristine): Promise<void> {
  await db.exec("ROLLBACK")
  await db.exec("DISCARD ALL")
  await db.transaction(async (tx) => {
    await tx.exec("SET LOCAL session_replication_role = replica")
    await tx.exec(`TRUNCATE ${pristine.tables.map((table) => table.name).join(", ")} RESTART IDENTITY`)
    for (const table of pristine.tables.filter((table) => table.count > 0))
      await tx.query(
        `INSERT INTO ${table.name} (${table.columns}) SELECT ${table.columns} FROM json_populate_recordset(NULL::${table.name}, $1::json)`,
        [table.rows]
      )
    for (const sequence of pristine.sequences)
      await tx.exec(
        sequence.lastValue === null
          ? `ALTER SEQUENCE ${sequence.name} RESTART`
          : `SELECT setval('${sequence.name}', ${sequence.lastValue}, true)`
      )
  })
  for (const table of pristine.tables) {
    const counted = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table.name}`)
    if (counted.rows[0]?.count !== table.count)
      throw new Error(`reset left ${counted.rows[0]?.count} rows in ${table.name}, not ${table.count}`)
  }
}

let pristine: Promise<Pristine> | undefined
/** Embedded databases released by `reusedEmbedded`, waiting for the next build. */
const idle: Array<PGlite> = []

/** An embedded database as `freshEmbedded` gives it — migrated, empty, a new session — reset in place from one an
 * earlier build released rather than loaded anew (the load is most of an embedded test's time); served, returned to
 * the idle ones with the scope. Several builds at once each take their own. */
export const reusedEmbedded: Effect.Effect<Embedded.EmbeddedServer, Embedded.EmbeddedPostgresError, Scope.Scope> =
  Effect.gen(function* () {
    const db = yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          const dump = await migratedTemplate()
          const reused = idle.pop()
          if (reused === undefined) {
            const opened = await PGlite.create({ loadDataDir: dump })
            pristine ??= pristineOf(opened)
            await pristine
            return opened
          }
          if (pristine === undefined) throw new Error("an idle database before any was opened")
          await resetTo(reused, await pristine)
          return reused
        },
        catch: (cause) =>
          new Embedded.EmbeddedPostgresError({ message: `cannot reset an embedded database: ${String(cause)}`, cause })
      }),
      (db) => Effect.sync(() => (db.closed ? undefined : idle.push(db)))
    )
    const connection = yield* Embedded.serve(db)
    return { db, connection }
  })

/** Every storage port on an embedded database from `reusedEmbedded`: empty and migrated, as `embeddedStorage`'s. */
export const reusedEmbeddedStorage: Layer.Layer<StoragePorts, unknown> = Layer.unwrap(
  Effect.map(reusedEmbedded, (server) => sqlStorage({ connection: server.connection, templates: templateMaker }))
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
