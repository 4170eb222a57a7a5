/** A reader's check instead of migrating: exactly the known migrations are applied. An older schema is waited for while
 * the writer holds its lock, or briefly (`WRITER_GRACE`) while none does yet; otherwise the reader is refused. */
import { Clock, Duration, Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { MIGRATIONS, MIGRATIONS_TABLE } from "./migrator.ts"
import { intAt } from "../rows/row.ts"
import { WRITER_HOLDER_SQL, WRITER_PROCESS_LOCK_KEY } from "./writer_claim.ts"

/** The database's schema is not the one this node expects. */
export class SchemaMismatch extends Schema.TaggedError<SchemaMismatch>()("SchemaMismatch", {
  message: Schema.String
}) {}

/** The id of the newest migration this node's code knows. */
export const EXPECTED_MIGRATION = Math.max(...Object.keys(MIGRATIONS).map((key) => Number(key.slice(0, 4))))

/** How long a reader finding an old schema and no writer yet looks for one before it is refused. */
export const WRITER_GRACE = Duration.seconds(10)

/** How often a waiting reader looks at the schema again. */
const POLL_INTERVAL = Duration.millis(250)

/** The newest migration applied (0 when the migrations table does not exist yet). */
function appliedMigration(sql: SqlClient): Effect.Effect<number, SqlError> {
  return Effect.gen(function* () {
    const exists = yield* sql.unsafe("SELECT to_regclass($1) IS NOT NULL AS present", [MIGRATIONS_TABLE]).values
    if (exists[0]?.[0] !== true) return 0
    return intAt(
      (yield* sql.unsafe(`SELECT COALESCE(max(migration_id), 0)::int8 FROM ${MIGRATIONS_TABLE}`).values)[0] ?? [0],
      0
    )
  })
}

function writerHoldsLock(sql: SqlClient): Effect.Effect<boolean, SqlError> {
  return Effect.map(sql.unsafe(WRITER_HOLDER_SQL, [WRITER_PROCESS_LOCK_KEY]).values, (rows) => rows.length > 0)
}

function olderSchema(applied: number, note: string): SchemaMismatch {
  return new SchemaMismatch({
    message:
      `the database's schema is at migration ${applied}, this node needs ${EXPECTED_MIGRATION}: ` +
      `a reader (ROLE=reader) never migrates; start the writer (ROLE=writer or ROLE=all) on this database first${note}`
  })
}

/** Succeeds once the applied migrations are exactly those this node knows, waiting as the module says (on the wall clock) up to `waitForWriter` for a writer holding the lock. */
export function requireCurrentSchema(
  sql: SqlClient,
  options: { readonly waitForWriter: Duration.Input }
): Effect.Effect<void, SchemaMismatch | SqlError> {
  const waitMillis = Duration.toMillis(Duration.fromInputUnsafe(options.waitForWriter))
  const graceMillis = Math.min(waitMillis, Duration.toMillis(WRITER_GRACE))
  return Effect.gen(function* () {
    const start = yield* Clock.currentTimeMillis
    let logged = false
    while (true) {
      const applied = yield* appliedMigration(sql)
      if (applied > EXPECTED_MIGRATION) {
        return yield* new SchemaMismatch({
          message: `the database's schema is at migration ${applied}, newer than this node's ${EXPECTED_MIGRATION}: upgrade this node`
        })
      }
      if (applied === EXPECTED_MIGRATION) return
      const writer = yield* writerHoldsLock(sql)
      const elapsed = (yield* Clock.currentTimeMillis) - start
      if (elapsed >= waitMillis) {
        return yield* olderSchema(
          applied,
          writer
            ? ` (a writer holds the lock but did not finish migrating within ${Math.round(waitMillis / 1000)} s)`
            : ""
        )
      }
      if (!writer && elapsed >= graceMillis) return yield* olderSchema(applied, "")
      if (writer && !logged) {
        logged = true
        yield* Effect.logInfo(
          `storage: the schema is at migration ${applied}, this node needs ${EXPECTED_MIGRATION}; waiting for the writer's migration (it holds the writer lock)`
        )
      }
      yield* Effect.sleep(POLL_INTERVAL)
    }
  }).pipe(Effect.provideService(Clock.Clock, Clock.Clock.defaultValue()))
}
