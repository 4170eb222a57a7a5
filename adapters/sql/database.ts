/**
 * What every port implementation of this adapter shares: the SQL client and the three ways to run
 * work at the adapter's edge (SQL failures mapped once by `storage_failure.ts`, each operation
 * bounded by a timeout):
 * - `run`: reads, or an idempotent insert; one statement is itself a consistent snapshot (lists
 *   read page and counts in one); retried once on a lost connection;
 * - `snapshot`: several reads in one REPEATABLE READ READ ONLY transaction; retried likewise;
 * - `write`: one ledger call — one READ COMMITTED transaction that first takes the writer's
 *   transaction-scoped advisory lock, so ledger calls from any number of processes apply one at
 *   a time and each sees everything committed before it (ordinals and itemIds are assigned from
 *   the current last values). A failed call rolls back entirely.
 */
import { Context, type Duration, Effect, Layer } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { isSqlError, type SqlError } from "effect/sql/SqlError"
import { atEdge, DEFAULT_OPERATION_TIMEOUT, type WithoutSqlError } from "./storage_failure.ts"

/** The advisory lock key the single writer holds for the duration of a ledger call. */
export const WRITER_LOCK_KEY = 0x7a6b_0001

/** Whether a failure is a lost connection (a pooled connection the server dropped while it was idle, typically). */
function isConnectionLoss(error: unknown): boolean {
  return isSqlError(error) && error.reason._tag === "ConnectionError"
}

/**
 * Runs `effect` once more on a lost connection: the pool hands out idle connections the server
 * may have dropped (a restart, a network cut) and replaces them only once they fail, so the first
 * read after an outage would otherwise fail although the server is back. Only for reads and the
 * idempotent inserts (`ON CONFLICT DO NOTHING`, whose retry returns the row just stored); a ledger
 * transaction is never retried (its COMMIT may have succeeded unacknowledged).
 */
function retryOnStaleConnection<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
  return Effect.retry(effect, { times: 1, while: isConnectionLoss })
}

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
      /** One transaction whose first statement is `first`. */
      const transaction = <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>, first: string) =>
        sql.withTransaction(Effect.andThen(sql.unsafe(first), effect))
      return SqlDatabase.of({
        sql,
        run: (effect) => edge(retryOnStaleConnection(effect)),
        snapshot: (effect) => edge(retryOnStaleConnection(transaction(effect, "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"))),
        write: (effect) => edge(transaction(effect, `SELECT pg_advisory_xact_lock(${WRITER_LOCK_KEY})`))
      })
    })
  )
}
