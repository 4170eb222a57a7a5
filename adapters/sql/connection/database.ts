/** The SQL client and bounded, timed runs with SQL failures mapped once: `read` (multiplexed), `readPooled`,
 * `run`/`snapshot` (REPEATABLE READ), each retried once on a lost connection; `write` (writer lock) never retried. */
import { PgClient } from "@effect/sql-pg"
import { Context, Duration, Effect, Layer, Option } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { intAt } from "../rows/row.ts"
import { operationMetrics, poolMaxConnections, readSessions } from "./operation_metrics.ts"
import { makeReader, type Reader } from "./read_lane.ts"
import { ReadSessions } from "./read_sessions.ts"
import { SharedSessions } from "./session_client.ts"
import { atEdge, DEFAULT_OPERATION_TIMEOUT, isConnectionLoss, type WithoutSqlError } from "./storage_failure.ts"

/** The advisory lock key the single writer holds for the duration of a ledger call. */
export const WRITER_LOCK_KEY = 0x7a6b_0001

/** Runs `effect` once more on a lost connection (the pool hands out dropped idle ones); not for writes: a COMMIT may have succeeded unacknowledged. */
function retryOnStaleConnection<A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> {
  return Effect.catchIf(effect, isConnectionLoss, () => effect)
}

/**
 * The greatest `column` of `table` below which no insert in flight can still add a row: `LOCK TABLE … IN
 * SHARE MODE` waits for the inserting transactions (each took its id holding ROW EXCLUSIVE), then reads the
 * max. A short `lock_timeout` bounds the delay it adds to queued inserts (a `LockTimeoutError`).
 */
export function insertHorizon(sql: SqlClient, table: string, column: string): Effect.Effect<number, SqlError> {
  return sql.withTransaction(
    Effect.gen(function* () {
      yield* sql.unsafe("SET LOCAL lock_timeout = '100ms'")
      yield* sql.unsafe(`LOCK TABLE ${table} IN SHARE MODE`)
      const rows = yield* sql.unsafe(`SELECT COALESCE(max(${column}), 0)::int8 FROM ${table}`).values
      return intAt(rows[0] ?? [0], 0)
    })
  )
}

/** `@effect/sql-pg`'s default pool size, when the configuration names none. */
const DEFAULT_POOL_SIZE = 10

/** Read sessions on a server whose pool may hold two connections or more (the embedded database's holds one). */
export const DEFAULT_READ_SESSIONS = 2

/** The pool size of a `@effect/sql-pg` client's configuration (its pool options are not in the declared type). */
export function poolSizeOf(config: PgClient.PgClientConfig): number {
  return "maxConnections" in config && typeof config.maxConnections === "number"
    ? config.maxConnections
    : DEFAULT_POOL_SIZE
}

/** The SQL database of the storage ports. */
export class SqlDatabase extends Context.Service<
  SqlDatabase,
  {
    readonly sql: SqlClient
    /** Runs one read statement (or idempotent insert) at the edge; its rows, as value arrays in select-list order, decoded by `decode`. */
    readonly read: Reader
    /** Like `read`, through the client's pool: a statement whose cost grows with the data, or an insert (its commit waits for the WAL flush), kept off the shared read sessions. */
    readonly readPooled: Reader
    /** Runs reads at the edge. */
    readonly run: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
    /** Runs reads at the edge on one snapshot. */
    readonly snapshot: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
    /** Runs one ledger call at the edge: a transaction holding the writer lock. */
    readonly write: <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) => Effect.Effect<A, WithoutSqlError<E>, R>
  }
>()("zk-api/adapters/sql/SqlDatabase") {}

/** Settings of the edge. */
export interface DatabaseOptions {
  /** Longest a storage operation may take before it counts as an outage (default 30 s). */
  readonly operationTimeout?: Duration.Input | undefined
  /** Sessions for `read` beside the client's pool (default 2 when the pool may hold two connections or more, else 0). */
  readonly readSessions?: number | undefined
  /** Whether this database reports the pool gauges (default true; false for a replica's, beside the primary's). */
  readonly gauges?: boolean | undefined
}

/** The database over the provided SQL client. */
export function layer(options: DatabaseOptions = {}): Layer.Layer<SqlDatabase, never, SqlClient> {
  return Layer.effect(
    SqlDatabase,
    Effect.gen(function* () {
      const sql = yield* SqlClient
      const pg = yield* Effect.serviceOption(PgClient.PgClient)
      const shared = yield* Effect.serviceOption(SharedSessions)
      const poolSize = Option.isSome(shared) ? shared.value.size : Option.isSome(pg) ? poolSizeOf(pg.value.config) : 1
      const gauges = options.gauges !== false
      if (gauges && (Option.isSome(pg) || Option.isSome(shared))) {
        poolMaxConnections().set(poolSize)
      }
      const timeout = options.operationTimeout ?? DEFAULT_OPERATION_TIMEOUT
      const edge = atEdge(timeout)
      const read = operationMetrics("read")
      const snapshot = operationMetrics("snapshot")
      const write = operationMetrics("write")
      const run = <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>) =>
        read.measure(edge(retryOnStaleConnection(effect)))
      const sessionCount = Option.isSome(pg) ? (options.readSessions ?? (poolSize >= 2 ? DEFAULT_READ_SESSIONS : 0)) : 0
      const pooled: Reader = (statement, params, decode) =>
        run(Effect.map(sql.unsafe(statement, params).values, decode))
      let reader = pooled
      const timeoutMillis = Duration.toMillis(Duration.fromInputUnsafe(timeout))
      if (Option.isSome(shared)) {
        reader = makeReader(shared.value, { timeoutMillis, metrics: read })
      } else if (Option.isSome(pg) && sessionCount > 0) {
        const sessions = new ReadSessions(sessionCount, pg.value.config)
        yield* Effect.addFinalizer(() => sessions.close)
        reader = makeReader(sessions, { timeoutMillis, metrics: read })
      }
      const outsidePool = Option.isSome(pg) && Option.isNone(shared) ? sessionCount : 0
      if (gauges) readSessions().set(outsidePool)
      /** One transaction whose first statement is `first`. */
      const transaction = <A, E, R>(effect: Effect.Effect<A, E | SqlError, R>, first: string) =>
        sql.withTransaction(Effect.andThen(sql.unsafe(first), effect))
      return SqlDatabase.of({
        sql,
        read: reader,
        readPooled: Option.isSome(shared) ? reader : pooled,
        run,
        snapshot: (effect) =>
          snapshot.measure(
            edge(
              retryOnStaleConnection(transaction(effect, "SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"))
            )
          ),
        write: (effect) => write.measure(edge(transaction(effect, `SELECT pg_advisory_xact_lock(${WRITER_LOCK_KEY})`)))
      })
    })
  )
}
