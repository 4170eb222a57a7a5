/** Migrations: each applied once, in order; a second run applies nothing; concurrent starters on a server (with
 * DATABASE_URL) apply each exactly once. */
import { Effect, Redacted } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { describe, expect, it } from "vitest"
import * as Embedded from "../../../../adapters/sql/connection/embedded_postgres.ts"
import { MIGRATIONS, migrate } from "../../../../adapters/sql/schema/migrator.ts"
import * as SqlStorage from "../../../../adapters/sql/sql_storage.ts"
import { DATABASE_URL, freshServerDatabase } from "../test_databases.ts"
import { POSTGRES_SERVER, itWith } from "../../../real_parts.ts"

/** A few of the schema's tables and indexes. */
const SOME_OBJECTS = [
  "tx",
  "account_tx",
  "addr_tx",
  "bjj_tx",
  "tx_token_type",
  "exit_pending",
  "pool_tx_seq",
  "pool_tx_sender_idx"
]

/** The tables and indexes of the public schema, sorted. */
const schemaObjects = Effect.gen(function* () {
  const sql = yield* SqlClient
  const rows = yield* sql.unsafe<{ readonly name: string }>(
    "SELECT relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'i') ORDER BY 1"
  )
  return rows.map((row) => row.name)
})

/** Migrates twice on a client: the first run applies everything, the second nothing; the schema is unchanged. */
const migrateTwice = Effect.gen(function* () {
  const first = yield* migrate
  const objects = yield* schemaObjects
  const second = yield* migrate
  expect(first.map(([id, name]) => `${String(id).padStart(4, "0")}_${name}`)).toEqual(Object.keys(MIGRATIONS))
  expect(second).toEqual([])
  expect(yield* schemaObjects).toEqual(objects)
  expect(objects).toEqual(expect.arrayContaining(SOME_OBJECTS))
})

describe("migrations", () => {
  it("embedded: a new database is migrated once; again, nothing happens", async () => {
    await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const db = yield* Embedded.openDatabase()
          const connection = yield* Embedded.serve(db)
          yield* migrateTwice.pipe(Effect.provide(SqlStorage.clientLayer(connection)))
        })
      )
    )
  }, 120_000)

  itWith(POSTGRES_SERVER)(
    "server: migrated once; concurrent starters apply each migration once",
    async () => {
      await Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const url = Redacted.make(yield* freshServerDatabase(DATABASE_URL ?? ""))
            const applied = yield* Effect.all(
              Array.from({ length: 4 }, () =>
                migrate.pipe(Effect.provide(SqlStorage.clientLayer({ url, maxConnections: 1 })))
              ),
              { concurrency: "unbounded" }
            )
            expect(applied.flat().length).toBe(Object.keys(MIGRATIONS).length)
            const [again, objects] = yield* Effect.all([migrate, schemaObjects]).pipe(
              Effect.provide(SqlStorage.clientLayer({ url }))
            )
            expect(again).toEqual([])
            expect(objects).toEqual(expect.arrayContaining(SOME_OBJECTS))
          })
        )
      )
    },
    60_000
  )
})
