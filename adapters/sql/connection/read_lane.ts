/** One read at the edge in one `Effect.callback`: a lost connection retires every session and retries; past the
 * deadline it dies Unavailable, its session retired (a multiplexed statement cannot be cancelled). */
import type { PgConnection } from "@effect/sql-pg"
import { Cause, Context, Effect, Exit, type Fiber, References, Result } from "effect"
import type { SqlError } from "effect/sql/SqlError"
import { Unavailable } from "../../../core/errors.ts"
import type { OperationMetrics } from "./operation_metrics.ts"
import type { ReadSessions } from "./read_sessions.ts"
import type { Values } from "../rows/row.ts"
import { defectOf, isConnectionLoss } from "./storage_failure.ts"

/** Runs one read statement with `params` and returns `decode` of its rows. */
export type Reader = <A>(
  statement: string,
  params: ReadonlyArray<unknown>,
  decode: (rows: ReadonlyArray<Values>) => A
) => Effect.Effect<A>

/** The reader on `sessions`, each read bounded by `timeoutMillis` and timed by `metrics`. */
export function makeReader(
  sessions: ReadSessions,
  options: { readonly timeoutMillis: number; readonly metrics: OperationMetrics }
): Reader {
  const { timeoutMillis, metrics } = options
  return <A>(statement: string, params: ReadonlyArray<unknown>, decode: (rows: ReadonlyArray<Values>) => A) =>
    // One `Effect.callback` per read: kept for the read path `npm run bench:http` measures.
    Effect.withFiber<A>((parent) =>
      Effect.callback<A>((resume) => {
        const context = parent.context
        const end = metrics.start()
        let settled = false
        let retried = false
        let child: Fiber.Fiber<ReadonlyArray<Values>, SqlError> | undefined
        let slotUsed = 0
        let sessionUsed: PgConnection.PgConnection | undefined
        const finish = (outcome: Effect.Effect<A>) => {
          settled = true
          clearTimeout(timer)
          end()
          resume(outcome)
        }
        const attempt = () => {
          const { slot, session } = sessions.nextOpen()
          slotUsed = slot
          sessionUsed = session
          const query =
            session !== undefined
              ? session.queryValues(statement, params)
              : Effect.flatMap(sessions.open(slot), (opened) => {
                  sessionUsed = opened
                  return opened.queryValues(statement, params)
                })
          // With tracing on, each statement is a client span under the request's (a session's statements are never Effect SQL's own).
          const traced = Context.get(context, References.TracerEnabled)
            ? Effect.withSpan(query, "sql.read", {
                kind: "client",
                captureStackTrace: false,
                attributes: { "db.system.name": "postgresql", "db.query.text": statement }
              })
            : query
          const fiber = Effect.runForkWith(context)(traced)
          child = fiber
          fiber.addObserver((exit) => {
            if (settled || child !== fiber) return
            if (Exit.isSuccess(exit)) {
              let decoded: A
              try {
                decoded = decode(exit.value)
              } catch (defect) {
                return finish(Effect.die(defect))
              }
              return finish(Effect.succeed(decoded))
            }
            const found = Cause.findError(exit.cause)
            if (Result.isFailure(found)) return finish(Effect.failCause(found.failure))
            if (isConnectionLoss(found.success)) {
              sessions.retireAll()
              if (!retried) {
                retried = true
                return attempt()
              }
            }
            finish(Effect.die(defectOf(found.success)))
          })
        }
        const timer = setTimeout(() => {
          if (settled) return
          finish(Effect.die(new Unavailable({ message: "storage did not answer in time; retry later" })))
          child?.interruptUnsafe()
          if (sessionUsed !== undefined) sessions.retire(slotUsed, sessionUsed)
        }, timeoutMillis)
        attempt()
        return Effect.sync(() => {
          if (settled) return
          settled = true
          clearTimeout(timer)
          end()
          child?.interruptUnsafe()
        })
      })
    )
}
