/** Pool ordinals: POSTs insert concurrently, so the ledger writer numbers them later up to a horizon, recorded in
 * `pool_ordinal` in the same transaction so every snapshot sees ordinals and horizon agree. */
import { Effect, Option } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { insertHorizon, type SqlDatabase } from "../connection/database.ts"

/** The horizon now, or none when the lock was not granted in time (the horizon then waits for the next ledger call). */
export function poolHorizon(db: SqlDatabase["Service"]): Effect.Effect<Option.Option<number>> {
  // Any failure is caught here, before the storage's edge would make it a 503.
  return db.run(
    insertHorizon(db.sql, "pool_tx", "seq").pipe(
      Effect.map(Option.some),
      Effect.orElseSucceed(() => Option.none())
    )
  )
}

/** Numbers the pool after the recorded horizon up to `horizon` (SQL; every insert that can take a `seq` up to it has ended) and records it. */
export function numberPoolStatement(horizon: string): string {
  return `WITH o AS (SELECT horizon, ord FROM pool_ordinal FOR UPDATE),
     n AS (SELECT p.seq, o.ord + row_number() OVER (ORDER BY p.seq) AS ord FROM pool_tx p, o WHERE p.seq > o.horizon AND p.seq <= ${horizon}),
     u AS (UPDATE pool_tx p SET ord = n.ord FROM n WHERE p.seq = n.seq RETURNING n.ord)
     UPDATE pool_ordinal SET horizon = GREATEST(pool_ordinal.horizon, ${horizon}), ord = COALESCE((SELECT max(u.ord) FROM u), pool_ordinal.ord)`
}

/** The statement of `absorbPoolOrdinals`, built once. */
const NUMBER_POOL = numberPoolStatement("$1::int8")

/** Numbers the pool transactions up to `horizon` not numbered yet and records the horizon (inside the writer's transaction). */
export function absorbPoolOrdinals(sql: SqlClient, horizon: Option.Option<number>): Effect.Effect<void, SqlError> {
  if (Option.isNone(horizon)) return Effect.void
  return Effect.asVoid(sql.unsafe(NUMBER_POOL, [horizon.value]))
}
