/** A reader's schema check on a server (needs DATABASE_URL, skipped otherwise): current passes, newer is refused, older
 * is refused without a writer and waited for while a writer holds its lock. */
import { assert, it } from "@effect/vitest"
import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Fiber, Layer, Logger, Redacted, Result, type Scope } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { migrate, MIGRATIONS_TABLE } from "../../../../adapters/sql/schema/migrator.ts"
import { EXPECTED_MIGRATION, requireCurrentSchema, WRITER_GRACE } from "../../../../adapters/sql/schema/schema_check.ts"
import { claimWriter } from "../../../../adapters/sql/schema/writer_claim.ts"
import { DATABASE_URL, freshServerDatabase } from "../test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../../real_parts.ts"

/** A client of `url` for the scope. */
function clientOf(url: string): Effect.Effect<SqlClient, unknown, Scope.Scope> {
  return Effect.map(Layer.build(PgClient.layer({ url: Redacted.make(url), maxConnections: 2 })), (context) =>
    Context.get(context, SqlClient)
  )
}

/** The check on `sql`, its outcome and the messages it logged. */
function check(sql: SqlClient, waitForWriter: Duration.Input) {
  const logged: Array<string> = []
  const collect = Logger.make<unknown, void>((options) => void logged.push(String(options.message)))
  return Effect.map(
    Effect.result(requireCurrentSchema(sql, { waitForWriter }).pipe(Effect.provide(Logger.layer([collect])))),
    (outcome) => ({ outcome, logged })
  )
}

/** The refusal's message, or "passed". */
function messageOf(outcome: Result.Result<void, { readonly message: string }>): string {
  return Result.isSuccess(outcome) ? "passed" : outcome.failure.message
}

describeWith(POSTGRES_SERVER)("requireCurrentSchema on a PostgreSQL server", () => {
  const server = DATABASE_URL ?? ""

  it.live(
    "passes on a migrated database and refuses a newer schema at once",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const sql = yield* clientOf(yield* freshServerDatabase(server))
          yield* migrate.pipe(Effect.provideService(SqlClient, sql))
          assert.strictEqual(messageOf((yield* check(sql, "60 seconds")).outcome), "passed")
          yield* sql.unsafe(
            `INSERT INTO ${MIGRATIONS_TABLE} (migration_id, name) VALUES (${EXPECTED_MIGRATION + 1}, 'from_the_future')`
          )
          const newer = yield* check(sql, "60 seconds")
          assert.include(messageOf(newer.outcome), `newer than this node's ${EXPECTED_MIGRATION}: upgrade this node`)
          assert.deepStrictEqual(newer.logged, [], "no waiting")
        })
      ),
    60_000
  )

  it.live(
    "refuses an unmigrated database when no writer holds the lock (after the grace)",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const sql = yield* clientOf(yield* freshServerDatabase(server))
          const { outcome, logged } = yield* check(sql, "60 seconds")
          assert.include(
            messageOf(outcome),
            `the database's schema is at migration 0, this node needs ${EXPECTED_MIGRATION}`
          )
          assert.notInclude(messageOf(outcome), "did not finish migrating")
          assert.deepStrictEqual(logged, [])
        })
      ),
    30_000 + Duration.toMillis(WRITER_GRACE)
  )

  it.live(
    "waits while a writer holds the lock, logging once, and passes once the writer migrated",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const database = yield* freshServerDatabase(server)
          const writer = yield* clientOf(database)
          const reader = yield* clientOf(database)
          yield* claimWriter(writer, false)
          const checking = yield* Effect.forkChild(check(reader, "60 seconds"))
          yield* Effect.sleep("1500 millis")
          assert.isUndefined(checking.pollUnsafe(), "still waiting for the writer")
          yield* migrate.pipe(Effect.provideService(SqlClient, writer))
          const { outcome, logged } = yield* Fiber.join(checking)
          assert.strictEqual(messageOf(outcome), "passed")
          assert.strictEqual(logged.length, 1)
          assert.include(logged[0], "waiting for the writer's migration")
        })
      ),
    60_000
  )

  it.live(
    "is refused when the writer holding the lock does not migrate within the wait",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const database = yield* freshServerDatabase(server)
          const writer = yield* clientOf(database)
          yield* claimWriter(writer, false)
          const { outcome } = yield* check(yield* clientOf(database), "2 seconds")
          assert.include(messageOf(outcome), "the database's schema is at migration 0")
          assert.include(messageOf(outcome), "a writer holds the lock but did not finish migrating within 2 s")
        })
      ),
    60_000
  )

  it.live(
    "does not take another database's writer for this one's",
    () =>
      Effect.scoped(
        Effect.gen(function* () {
          const elsewhere = yield* clientOf(yield* freshServerDatabase(server))
          yield* claimWriter(elsewhere, false)
          const { outcome, logged } = yield* check(yield* clientOf(yield* freshServerDatabase(server)), "60 seconds")
          assert.notInclude(messageOf(outcome), "did not finish migrating")
          assert.include(messageOf(outcome), "the database's schema is at migration 0")
          assert.deepStrictEqual(logged, [], "no writer of its own database to wait for")
        })
      ),
    30_000 + Duration.toMillis(WRITER_GRACE)
  )
})
