/** The repository's patch of `@effect/sql-pg` (`patches/`, applied by `patch-package` at install): a multiplexed
 * connection lets go of each finished statement, and a statement's prepared entry is found without hashing a new copy
 * of its text. Run on a server when DATABASE_URL names one. */
import { PgConnection } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { DATABASE_URL } from "../test_databases.ts"

/** The statements in flight at once: more than a connection pipelines (128), so its pipeline never drains. */
const IN_FLIGHT = 300

/** Statements run on one multiplexed connection. */
const STATEMENTS = 6000

/** The driver's fields the patch changes, read as the running code holds them. */
interface Internals {
  readonly pipelineInFlight: ReadonlyArray<unknown>
  readonly prepared: { readonly statements: ReadonlyMap<string, unknown> }
}

describe.skipIf(DATABASE_URL === undefined)("the patched PostgreSQL driver", () => {
  it(
    "holds no finished statement on a pipeline that never drains, and each answer is its own",
    () =>
      Effect.runPromise(
        Effect.scoped(
          Effect.gen(function* () {
            const connection = yield* PgConnection.make({ url: Redacted.make(DATABASE_URL ?? ""), multiplex: true })
            const internals = connection as unknown as Internals
            let held = 0
            const answers = yield* Effect.forEach(
              Array.from({ length: STATEMENTS }, (_, i) => i),
              (i) =>
                Effect.map(connection.queryValues("SELECT $1::int4 AS n, repeat('x', 1000) AS filler", [i]), (rows) => {
                  held = Math.max(held, internals.pipelineInFlight.length)
                  return rows[0]?.[0]
                }),
              { concurrency: IN_FLIGHT }
            )
            expect(answers).toEqual(Array.from({ length: STATEMENTS }, (_, i) => i))
            // Without the patch the queue keeps every statement since it last drained: thousands here.
            expect(held).toBeLessThanOrEqual(2 * 128)
            // One text with one parameter type is one prepared statement, however often it runs.
            expect(internals.prepared.statements.size).toBe(1)
          })
        )
      ),
    60_000
  )
})
