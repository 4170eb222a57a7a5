/**
 * A reorg to batch n inside the ledger call's transaction, as the memory adapter does it:
 * everything the batches after n created is a tail in itemId order (their transactions,
 * side-table rows, exits, accounts) and is deleted from the first removed batch's starting
 * itemIds (BRIN on the side tables' item_id makes these range deletes cheap), which keeps every
 * ordinal gap-free; account states of those batches go; their L1 user transactions return to
 * their queue with new itemIds, in (queue, position) order; pool transactions the core's
 * `revertsOnReorg` selects return to `pend`.
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { PENDING, revertsOnReorg } from "../../core/ledger/pool_lifecycle.ts"
import { txIdOf } from "./codecs.ts"
import { advanceCounter, readCounters } from "./ledger_reads.ts"
import { byteaArray } from "./params.ts"
import { applyPoolChanges } from "./pool_changes.ts"
import { poolStatusOf } from "./pool_rows.ts"
import { bytes, int, type Row } from "./row.ts"

/** Undoes every batch after `batchNum`. */
export function reorgTo(sql: SqlClient, batchNum: number): Effect.Effect<void, SqlError> {
  return Effect.gen(function*() {
    const first = (yield* sql.unsafe<Row>(
      "SELECT tx_item_start, account_item_start, exit_item_start FROM batch WHERE batch_num > $1 ORDER BY batch_num LIMIT 1",
      [batchNum]
    ))[0]
    if (first !== undefined) {
      const txStart = int(first, "tx_item_start")
      // L1 user transactions of the removed batches return to their queue with new itemIds.
      const requeued = yield* sql.unsafe<Row>("SELECT id FROM tx WHERE item_id >= $1 AND user_origin", [txStart])
      if (requeued.length > 0) {
        const counters = yield* readCounters(sql)
        yield* sql.unsafe(
          `UPDATE l1_user_tx q SET forged = false, item_id = $2 + r.rank - 1
           FROM (SELECT id, row_number() OVER (ORDER BY queue_num, position) AS rank FROM l1_user_tx WHERE id = ANY($1)) r
           WHERE q.id = r.id`,
          [byteaArray(requeued.map((row) => bytes(row, "id"))), counters.transaction]
        )
        yield* advanceCounter(sql, "transaction", requeued.length)
      }
      for (const table of ["account_tx", "addr_tx", "bjj_tx", "tx"]) {
        yield* sql.unsafe(`DELETE FROM ${table} WHERE item_id >= $1`, [txStart])
      }
      yield* sql.unsafe("DELETE FROM exit WHERE item_id >= $1", [int(first, "exit_item_start")])
      yield* sql.unsafe("DELETE FROM account_update WHERE batch_num > $1", [batchNum])
      yield* sql.unsafe("DELETE FROM account WHERE item_id >= $1", [int(first, "account_item_start")])
      yield* sql.unsafe("DELETE FROM batch WHERE batch_num > $1", [batchNum])
    }
    // Pool transactions selected, forged or invalidated in a removed batch return to pend.
    const moved = yield* sql.unsafe<Row>(
      "SELECT id, state AS p_state, batch_num AS p_batch_num, reason AS p_reason FROM pool_tx WHERE batch_num > $1 FOR UPDATE",
      [batchNum]
    )
    yield* applyPoolChanges(
      sql,
      moved.filter((row) => revertsOnReorg(poolStatusOf(row), batchNum)).map((row) => ({ id: txIdOf(bytes(row, "id")), status: PENDING }))
    )
  })
}
