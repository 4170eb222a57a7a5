/**
 * What a reader checks instead of migrating (`ROLE=reader`): the database's schema is the one this
 * node's code expects — every migration it knows applied (the writer applies them), none it does
 * not know. A reader started before the writer, or an older reader against a newer schema, is
 * refused at start with the reason, rather than failing on its first query.
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { MIGRATIONS, MIGRATIONS_TABLE } from "./migrator.ts"
import { intAt } from "./row.ts"

/** The database's schema is not the one this node expects. */
export class SchemaMismatch extends Schema.TaggedError<SchemaMismatch>()("SchemaMismatch", {
  message: Schema.String
}) {}

/** The id of the newest migration this node's code knows. */
export const EXPECTED_MIGRATION = Math.max(...Object.keys(MIGRATIONS).map((key) => Number(key.slice(0, 4))))

/** Succeeds when the applied migrations are exactly those this node knows. */
export function requireCurrentSchema(sql: SqlClient): Effect.Effect<void, SchemaMismatch | SqlError> {
  return Effect.gen(function*() {
    const exists = yield* sql.unsafe("SELECT to_regclass($1) IS NOT NULL AS present", [MIGRATIONS_TABLE]).values
    const applied = exists[0]?.[0] === true
      ? intAt((yield* sql.unsafe(`SELECT COALESCE(max(migration_id), 0)::int8 FROM ${MIGRATIONS_TABLE}`).values)[0] ?? [0], 0)
      : 0
    if (applied < EXPECTED_MIGRATION) {
      return yield* new SchemaMismatch({
        message: `the database's schema is at migration ${applied}, this node needs ${EXPECTED_MIGRATION}: ` +
          "a reader (ROLE=reader) never migrates; start the writer (ROLE=writer or ROLE=all) on this database first"
      })
    }
    if (applied > EXPECTED_MIGRATION) {
      return yield* new SchemaMismatch({
        message: `the database's schema is at migration ${applied}, newer than this node's ${EXPECTED_MIGRATION}: upgrade this node`
      })
    }
  })
}
