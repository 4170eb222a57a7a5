/** The repository's patch of `@effect/sql-pg` (`patches/`, applied by `patch-package` at install): a multiplexed
 * connection lets go of each finished statement, finds a statement's prepared entry without hashing a new copy of its
 * text, and writes the statements of one event-loop turn at once. Run on a server when DATABASE_URL names one. */
import { PgConnection } from "@effect/sql-pg"
import { Effect, Redacted } from "effect"
import { expect, it } from "vitest"
import { DATABASE_URL } from "../test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../../real_parts.ts"

/** The statements in flight at once: more than a connection pipelines (128), so its pipeline never drains. */
const IN_FLIGHT = 300

/** Statements run on one multiplexed connection. */
const STATEMENTS = 6000

/** The driver's fields the patch changes, read as the running code holds them. */
interface Internals {
  readonly pipelineInFlight: ReadonlyArray<unknown>
  readonly prepared: { readonly statements: ReadonlyMap<string, unknown> }
  readonly session: { readonly socket: { write: (chunk: Uint8Array) => boolean } }
}

/** Statements submitted each from a callback of its own in one event-loop turn, as requests read from separate sockets are. */
const CALLBACKS = 20

describeWith(POSTGRES_SERVER)("the patched PostgreSQL driver", () => {
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

  it("writes the statements submitted by the callbacks of one event-loop turn in one write", () =>
    Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const connection = yield* PgConnection.make({ url: Redacted.make(DATABASE_URL ?? ""), multiplex: true })
          yield* connection.queryValues("SELECT 1", [])
          const socket = (connection as unknown as Internals).session.socket
          const write = socket.write.bind(socket)
          let writes = 0
          socket.write = (chunk) => {
            writes++
            return write(chunk)
          }
          const answers = yield* Effect.promise(() =>
            Promise.all(
              Array.from(
                { length: CALLBACKS },
                (_, i) =>
                  new Promise<unknown>((resolve, reject) =>
                    // Callbacks of one check phase, each followed by its own microtask checkpoint.
                    setImmediate(() =>
                      Effect.runPromise(connection.queryValues("SELECT $1::int4 AS n", [i])).then(
                        (rows) => resolve(rows[0]?.[0]),
                        reject
                      )
                    )
                  )
              )
            )
          )
          expect(answers).toEqual(Array.from({ length: CALLBACKS }, (_, i) => i))
          // Flushed from a microtask, each callback's statement is a write of its own.
          expect(writes).toBeLessThanOrEqual(2)
        })
      )
    ))
})
