/**
 * What every port implementation of this adapter shares: the SQL client and the three ways to run
 * work at the adapter's edge (SQL failures mapped once by `storage_failure.ts`, each operation
 * bounded by a timeout):
 * - `run`: one statement, itself a consistent snapshot (lists read page and counts in one);
 * - `snapshot`: several reads in one REPEATABLE READ READ ONLY transaction;
 * - `write`: one ledger call — one READ COMMITTED transaction that first takes the writer's
 *   transaction-scoped advisory lock, so ledger calls from any number of processes apply one at
 *   a time and each sees everything committed before it (ordinals and itemIds are assigned from
 *   the current last values). A failed call rolls back entirely.
 */
import { Context, type Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { atEdge, DEFAULT_OPERATION_TIMEOUT, type WithoutSqlError } from "./storage_failure.ts"

/** The advisory lock key the single writer holds for the duration of a ledger call. */
export const WRITER_LOCK_KEY = 0x7a6b_0001

/** The SQL database of the storage ports. */
export class SqlDatabase extends Context.Service<SqlDatabase, {
  readonly sql: SqlClient
  /** Runs reads at the edge. */
  readonly run: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
  /** Runs reads at the edge on one snapshot. */
  readonly snapshot: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
  /** Runs one ledger call at the edge: a transaction holding the writer lock. */
  readonly write: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
}>()("zk-api/adapters/sql/SqlDatabase") {}

/** Settings of the edge. */
export interface DatabaseOptions {
  /** Longest a storage operation may take before it counts as an outage (default 30 s). */
  readonly operationTimeout?: Duration.Input | undefined
}

/** The database over the provided SQL client. */
export function layer(options: DatabaseOptions = {}): Layer.Layer<SqlDatabase, never, SqlClient> {
  return Layer.effect(
    SqlDatabase,
    Effect.gen(function*() {
      const sql = yield* SqlClient
      const edge = atEdge(options.operationTimeout ?? DEFAULT_OPERATION_TIMEOUT)
      /** One transaction starting with `first`; the SQL failures of its own statements (BEGIN, COMMIT) are mapped too. */
      const transactional = <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>, first: string) =>
        edge(sql.withTransaction(Effect.andThen(sql.unsafe(first), edge(effect))))
      return SqlDatabase.of({
        sql,
        run: (effect) => edge(effect),
        snapshot: (effect) => transactional(effect, "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"),
        write: (effect) => transactional(effect, `SELECT pg_advisory_xact_lock(${WRITER_LOCK_KEY})`)
      })
    })
  )
}
