/** One writer per database: a session-level advisory lock held for the writer's whole life, a second writer refused at
 * start. Not the ledger's per-call lock (`WRITER_LOCK_KEY`). */
import { Effect, Schema, type Scope } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"

/** The advisory lock key the one writer process holds. */
export const WRITER_PROCESS_LOCK_KEY = 0x7a6b_0002

/** The backend holding the writer lock (`$1`) on the current database: pid, client address, start; no row when none does. */
export const WRITER_HOLDER_SQL = `SELECT a.pid, COALESCE(host(a.client_addr), 'a local socket'), a.backend_start
  FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  WHERE l.locktype = 'advisory' AND l.granted AND l.classid = 0 AND l.objid = $1 AND l.objsubid = 1
    AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
  LIMIT 1`

/** Another writer holds the database. */
export class WriterTaken extends Schema.TaggedError<WriterTaken>()("WriterTaken", {
  message: Schema.String
}) {}

/** Holds the writer's lock for the scope (`shared`: `sql` is one shared session), or fails when another process holds it. */
export function claimWriter(sql: SqlClient, shared: boolean): Effect.Effect<void, WriterTaken | SqlError, Scope.Scope> {
  return Effect.gen(function* () {
    // On a pool of one the lock is taken on the shared session: reserving the only session would leave every other
    // statement waiting for it.
    const values = shared
      ? (statement: string, params: ReadonlyArray<unknown>) => sql.unsafe(statement, params).values
      : yield* Effect.map(
          sql.reserve,
          (connection) => (statement: string, params: ReadonlyArray<unknown>) =>
            connection.executeValues(statement, params)
        )
    const granted = (yield* values("SELECT pg_try_advisory_lock($1)", [WRITER_PROCESS_LOCK_KEY]))[0]?.[0]
    if (granted === true) return
    const holder = (yield* values(WRITER_HOLDER_SQL, [WRITER_PROCESS_LOCK_KEY]))[0]
    const who =
      holder === undefined ? "another process" : `PostgreSQL backend ${String(holder[0])} (from ${String(holder[1])})`
    return yield* new WriterTaken({
      message:
        `another writer already runs against this database (${who} holds the writer lock): exactly one process ` +
        "may migrate, seed and forge (ROLE=writer or ROLE=all); start this one with ROLE=reader"
    })
  })
}
