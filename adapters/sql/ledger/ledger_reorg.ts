/** A reorg to batch n, as memory does it: later batches deleted as an itemId tail (with the tree's later versions),
 * their L1 transactions requeued with the batch that forged them, pool ones back to `pend` (then those past their
 * `maxNumBatch` invalid again); a no-op records nothing. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { NewEvent } from "../../../core/domain/node_event.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"
import { historyEvent, reorgEvent } from "../../../core/ledger/event_records.ts"
import { planPoolReorg, type ReorgReads } from "../../../core/ledger/pool_moves.ts"
import { JUST_FORGED } from "../../../core/ledger/chain_finality.ts"
import { historyTransaction } from "../../../core/ledger/transaction_record.ts"
import { advanceCounter, lastBatchNum, readCounters } from "./ledger_reads.ts"
import { BYTEA } from "../rows/params.ts"
import { applyPoolChanges, poolEvents } from "./pool_changes.ts"
import { limitedPool, movedAfter, poolReadStatuses } from "./pool_reads.ts"
import { bigOrNullAt, bytesAt, intAt } from "../rows/row.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { queuedColumns, TRANSACTION_WIDTH, transactionRecordOf } from "../rows/transaction_rows.ts"
import { logLeftOut, rebuildStateTree } from "./state_tree_rebuild.ts"

/** The statement reading requeued L1 user transactions (by id) as the history shows them, with their tokens, in itemId order. */
const REQUEUED = `SELECT ${queuedColumns("q")}, ${tokenColumns("k")} FROM l1_user_tx q JOIN token k ON k.token_id = q.token_id
WHERE q.id = ANY($1) ORDER BY q.item_id`

/**
 * Undoes the state tree's batches after `batchNum`: their versions are deleted. When the tree of `batchNum` is no longer
 * kept (pruned, or built later from the accounts' states), it is built again from the accounts' states, which the reorg
 * has already taken back to that batch.
 */
function revertStateNodes(sql: SqlClient, batchNum: number, poseidon: Poseidon): Effect.Effect<void, SqlError> {
  return Effect.gen(function* () {
    yield* sql.unsafe("DELETE FROM state_node WHERE batch_num > $1", [batchNum])
    const row = (yield* sql.unsafe("SELECT state_tree_since FROM chain_state WHERE id = 1").values)[0]
    const oldest = row === undefined ? null : bigOrNullAt(row, 0)
    if (oldest === null || BigInt(batchNum) >= oldest) return
    const built = yield* rebuildStateTree(sql, poseidon, batchNum)
    yield* Effect.logInfo(
      `storage: reorg to batch ${batchNum}, before the oldest state tree kept (batch ${oldest}): ` +
        `built again from ${built.accounts} accounts' states, root ${built.root}`
    )
    if (built.left.length > 0) yield* logLeftOut(built.left)
  })
}

/** Undoes every batch after `batchNum`; the events it records (none when it changed nothing). */
export function reorgTo(
  sql: SqlClient,
  batchNum: number,
  poseidon: Poseidon
): Effect.Effect<ReadonlyArray<NewEvent>, SqlError> {
  return Effect.gen(function* () {
    const requeuedEvents: Array<NewEvent> = []
    const first = (yield* sql.unsafe(
      "SELECT tx_item_start, account_item_start, exit_item_start FROM batch WHERE batch_num > $1 ORDER BY batch_num LIMIT 1",
      [batchNum]
    ).values)[0]
    if (first !== undefined) {
      const txStart = intAt(first, 0)
      // L1 user transactions of the removed batches return to their queue with new itemIds, remembering the batch.
      const requeued = (yield* sql.unsafe("SELECT id FROM tx WHERE item_id >= $1 AND user_origin", [txStart])
        .values).map((row) => bytesAt(row, 0))
      if (requeued.length > 0) {
        const counters = yield* readCounters(sql)
        yield* sql.unsafe(
          `UPDATE l1_user_tx q SET forged = false, item_id = $2 + r.rank - 1, rolled_back_from = r.batch_num
           FROM (SELECT u.id, t.batch_num, row_number() OVER (ORDER BY u.queue_num, u.position) AS rank
                 FROM l1_user_tx u JOIN tx t ON t.id = u.id AND t.item_id >= $3 WHERE u.id = ANY($1)) r
           WHERE q.id = r.id`,
          [BYTEA.bind(requeued), counters.transaction, txStart]
        )
        yield* advanceCounter(sql, "transaction", requeued.length)
        const rows = yield* sql.unsafe(REQUEUED, [BYTEA.bind(requeued)]).values
        for (const row of rows) {
          const record = transactionRecordOf(row, 0)
          requeuedEvents.push(
            historyEvent("l1", record, historyTransaction(record, tokenOf(row, TRANSACTION_WIDTH), JUST_FORGED))
          )
        }
      }
      for (const table of ["account_tx", "addr_tx", "bjj_tx", "tx"]) {
        yield* sql.unsafe(`DELETE FROM ${table} WHERE item_id >= $1`, [txStart])
      }
      yield* sql.unsafe("DELETE FROM exit WHERE item_id >= $1", [intAt(first, 2)])
      // Items forged again may reuse these ids: the rendering cache's next check starts below them.
      yield* sql.unsafe(
        "UPDATE template_watermark SET through = LEAST(through, CASE items WHEN 'tx' THEN $1::int8 ELSE $2::int8 END - 1)",
        [txStart, intAt(first, 2)]
      )
      yield* sql.unsafe("DELETE FROM account_update WHERE batch_num > $1", [batchNum])
      yield* sql.unsafe("DELETE FROM account WHERE item_id >= $1", [intAt(first, 1)])
      yield* sql.unsafe("DELETE FROM batch WHERE batch_num > $1", [batchNum])
      yield* revertStateNodes(sql, batchNum, poseidon)
    }
    // The pool's changes planned whole (`planPoolReorg`) over the rows read and locked here, applied in one statement.
    const pool = poolReadStatuses()
    const reads: ReorgReads<SqlError> = {
      moved: pool.read(movedAfter(sql, batchNum)),
      limited: (last, returning) => pool.read(limitedPool(sql, last, returning))
    }
    const outcome = { lastBatchNum: yield* lastBatchNum(sql), removed: first !== undefined }
    const changes = yield* planPoolReorg(batchNum, outcome, reads)
    if (first === undefined && changes.length === 0) return []
    const moves = yield* applyPoolChanges(sql, changes, pool.previous)
    return [reorgEvent(batchNum), ...requeuedEvents, ...poolEvents(moves)]
  })
}
