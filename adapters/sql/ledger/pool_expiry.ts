/** The pool's expiry on PostgreSQL after a reorg, as memory does it: once `lastBatchNum` is the last batch, the live
 * transactions the next batch is past become invl with the members that request them (`expiryMoves`). */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { PoolMove } from "../../../core/ledger/event_records.ts"
import { expiryMoves } from "../../../core/ledger/pool_moves.ts"
import { applyPoolChanges } from "./pool_changes.ts"
import { limitedPool } from "./pool_reads.ts"

/** Invalidates the live pool transactions the batch after `lastBatchNum` is past, and the members that request them,
 * with that batch; the moves, for their events. */
export function expirePool(sql: SqlClient, lastBatchNum: number): Effect.Effect<Array<PoolMove>, SqlError> {
  return Effect.gen(function* () {
    const read = yield* limitedPool(sql, lastBatchNum)
    return yield* applyPoolChanges(sql, expiryMoves(read.pool.limited, lastBatchNum, read.pool.view), read.statuses)
  })
}
