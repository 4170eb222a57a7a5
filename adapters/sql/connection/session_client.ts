/** A `SqlClient` on one `ReadSessions`, for a pool of one connection (the embedded database must never see two
 * connections' messages interleaved). Unlike `PgClient.makeClient`, it reopens a lost connection. */
import { PgClient, type PgConnection } from "@effect/sql-pg"
import { Context, Effect, Layer, Stream } from "effect"
import * as Reactivity from "effect/reactivity/Reactivity"
import * as SqlClient from "effect/sql/SqlClient"
import type { Connection } from "effect/sql/SqlConnection"
import { SqlError, UnknownError } from "effect/sql/SqlError"
import { isConnectionLoss } from "./storage_failure.ts"
import { ReadSessions } from "./read_sessions.ts"

/** The sessions every statement of the client runs on. */
export class SharedSessions extends Context.Service<SharedSessions, ReadSessions>()(
  "zk-api/adapters/sql/SharedSessions"
) {}

/** Rows transformed by the client's row transform, if any. */
type TransformRows = (<A extends object>(rows: ReadonlyArray<A>) => ReadonlyArray<A>) | undefined

/** The client's view of one session: every statement through it, a lost connection closing the sessions. */
function connectionOf(session: PgConnection.PgConnection, sessions: ReadSessions): Connection {
  const watched = <A>(effect: Effect.Effect<A, SqlError>) =>
    Effect.tapError(effect, (error) =>
      isConnectionLoss(error) ? Effect.sync(() => sessions.retireAll()) : Effect.void
    )
  const rows = (prepare: boolean) => (sql: string, params: ReadonlyArray<unknown>, transformRows: TransformRows) =>
    watched(
      Effect.map(session.query(sql, params, prepare), (result) =>
        transformRows === undefined ? result.rows : transformRows(result.rows)
      )
    )
  return {
    execute: rows(true),
    executeUnprepared: rows(false),
    executeRaw: (sql, params) => watched(session.query(sql, params)),
    executeValues: (sql, params) => watched(session.queryValues(sql, params)),
    executeValuesUnprepared: (sql, params) => watched(session.queryValues(sql, params, false)),
    executeStream: (sql, params, transformRows) =>
      // The client sets no row transform; were one given, it would see each row on its own.
      transformRows === undefined
        ? session.stream(sql, params)
        : Stream.flatMap(session.stream(sql, params), (row) => Stream.fromIterable(transformRows([row])))
  }
}

/** PostgreSQL answers `COMMIT` with `ROLLBACK` when the transaction had already failed: that commit failed. */
function commit(connection: Connection): Effect.Effect<void, SqlError> {
  return Effect.flatMap(connection.executeRaw("COMMIT", []), (result) =>
    typeof result === "object" && result !== null && "command" in result && result.command === "ROLLBACK"
      ? Effect.fail(
          new SqlError({
            reason: new UnknownError({
              message: "COMMIT rolled back an aborted transaction",
              operation: "commit",
              cause: result
            })
          })
        )
      : Effect.void
  )
}

/** The client and its sessions on the server of `config` (`size` sessions, 1 for the embedded database). */
export function layer(config: PgConnection.Config, size = 1): Layer.Layer<SqlClient.SqlClient | SharedSessions> {
  return Layer.effectContext(
    Effect.gen(function* () {
      const sessions = new ReadSessions(size, config)
      yield* Effect.addFinalizer(() => sessions.close)
      const open = Effect.suspend(() => {
        const { slot, session } = sessions.nextOpen()
        return session !== undefined ? Effect.succeed(session) : sessions.open(slot)
      })
      const client = yield* SqlClient.make({
        acquirer: Effect.map(open, (session) => connectionOf(session, sessions)),
        transactionAcquirer: Effect.flatMap(open, (session) =>
          Effect.map(session.pin, (pinned) => connectionOf(pinned, sessions))
        ),
        compiler: PgClient.makeCompiler(),
        driver: "pg",
        spanAttributes: [["db.system.name", "postgresql"]],
        prepareTransactionControls: true,
        commit,
        releaseSavepoint: (name) => `RELEASE SAVEPOINT ${name}`
      })
      return Context.make(SqlClient.SqlClient, client).pipe(Context.add(SharedSessions, sessions))
    })
  ).pipe(Layer.provide(Reactivity.layer))
}
