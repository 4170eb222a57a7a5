/**
 * Ordinals of the pool, so the exact counts of the unfiltered pool list cost a few index probes
 * instead of a scan of every pool transaction. Pool transactions are inserted by concurrent POSTs
 * (each takes its `seq` from an identity column, and a conflicting or failed insert leaves a gap),
 * so no insert can know its ordinal; they are never deleted, so an ordinal once known holds. The
 * ledger writer assigns them after the fact, to every transaction up to a *horizon*:
 *
 * 1. `poolHorizon`, a transaction of its own: `LOCK TABLE pool_tx IN SHARE MODE` waits for the
 *    inserts in flight (an insert holds ROW EXCLUSIVE until it commits, and takes its `seq` while
 *    holding it), then reads the greatest `seq`. Every insert that took a `seq` up to it has then
 *    committed or failed, and every later one takes a greater `seq`; the lock is released at once
 *    (inserts wait for it at most the time that read takes). Under a lock timeout it gives up,
 *    and the horizon stays where it was.
 * 2. `absorbPoolOrdinals`, inside the writer's transaction: numbers the transactions between the
 *    previous horizon and the new one in `seq` order (`ord`, from the previous count on) and
 *    records the new horizon and count in `pool_ordinal`, in the same transaction, so every
 *    snapshot sees ordinals and horizon that agree.
 *
 * F(x), the number of pool transactions with `seq` ≤ x, is then the `ord` of the last one at or
 * before x when that one is numbered, and the horizon's count plus the transactions after it
 * (those added since the writer last ran) otherwise (`poolOrdinalProbe`).
 */
import { Effect, Option } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { SqlDatabase } from "../connection/database.ts"
import { intAt } from "../rows/row.ts"

/**
 * How long `poolHorizon` waits for the lock before giving up (the horizon then waits for the next
 * ledger call). Inserts that come while it waits queue behind it, so this bounds the delay it can
 * add to a POST; an insert holds its lock for its statement and commit, a few milliseconds, while
 * an autovacuum of the table holds a conflicting one for longer (the wait is then given up).
 */
const LOCK_TIMEOUT = "100ms"

/** The horizon now (the greatest `seq` no insert in flight can still fill below), or none when the lock was not granted in time. */
export function poolHorizon(db: SqlDatabase["Service"]): Effect.Effect<Option.Option<number>> {
  const sql = db.sql
  const read = sql.withTransaction(Effect.gen(function*() {
    yield* sql.unsafe(`SET LOCAL lock_timeout = '${LOCK_TIMEOUT}'`)
    yield* sql.unsafe("LOCK TABLE pool_tx IN SHARE MODE")
    const rows = yield* sql.unsafe("SELECT COALESCE(max(seq), 0)::int8 AS horizon FROM pool_tx").values
    return intAt(rows[0] ?? [0], 0)
  }))
  // A lock timeout (or any failure) is caught here, before the storage's edge would make it a 503.
  return db.run(read.pipe(Effect.map(Option.some), Effect.orElseSucceed(() => Option.none())))
}

/**
 * The statement numbering the pool transactions after the recorded horizon up to `horizon` (an SQL
 * expression; every insert that can take a `seq` up to it must have ended) and recording it.
 */
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
