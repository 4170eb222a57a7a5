/** The StateTreeStore port on PostgreSQL: on one snapshot, the batch asked with the last and the oldest tree kept and the
 * account at the index after it, in one statement, then the nodes on the index's path (`state_tree_reads.ts`). */
import { Effect } from "effect"
import { STATE_TREE_LEVELS } from "../../../core/ledger/batch_state_tree.ts"
import { type StateTreeAnswer, StateTreeStore } from "../../../core/ports/state_tree_store.ts"
import { addressOf, keyOf } from "../rows/codecs.ts"
import { bigAt, bigOrNullAt, bytesAt, intAt, isNullAt, textAt } from "../rows/row.ts"
import * as Stored from "../rows/stored_brands.ts"
import { statePathAt } from "./state_tree_reads.ts"
import { finalStoreLayer } from "./store_reads.ts"

/**
 * The batch $2 (NULL: the last) with the last batch's number, the account at index $1 if a batch up to it created it,
 * with its state after that batch (none: created with nonce and balance 0), and the oldest batch whose tree is kept
 * whole (NULL: every one). One row; the batch columns are NULL when there is no such batch.
 */
const READING = `SELECT l.batch_num AS last_batch, b.batch_num, b.state_root,
    a.token_id, a.eth_addr, a.bjj, k.symbol, u.nonce, u.balance,
    (SELECT state_tree_since FROM chain_state WHERE id = 1) AS since
  FROM (SELECT max(batch_num) AS batch_num FROM batch) l
  LEFT JOIN batch b ON b.batch_num = COALESCE($2::int8, l.batch_num)
  LEFT JOIN account a ON a.idx = $1 AND a.batch_num <= b.batch_num
  LEFT JOIN token k ON k.token_id = a.token_id
  LEFT JOIN LATERAL (SELECT s.nonce, s.balance FROM account_update s
    WHERE s.idx = a.idx AND s.batch_num <= b.batch_num ORDER BY s.batch_num DESC LIMIT 1) u ON true`

/** The StateTreeStore port on the SQL database. */
export const layer = finalStoreLayer(StateTreeStore, (db) => ({
  read: (idx, batchNum) =>
    db.snapshot(
      Effect.gen(function* () {
        const row = (yield* db.sql.unsafe(READING, [idx, batchNum ?? null]).values)[0]
        const last = row === undefined ? null : bigOrNullAt(row, 0)
        if (row === undefined || isNullAt(row, 1)) {
          return {
            _tag: "NoBatch",
            lastBatchNum: last === null ? undefined : Stored.BatchNum(Number(last))
          } satisfies StateTreeAnswer
        }
        const batch = intAt(row, 1)
        const oldest = bigOrNullAt(row, 9)
        if (oldest !== null && batch < oldest) {
          return { _tag: "NotKept", oldestKept: Stored.BatchNum(Number(oldest)) } satisfies StateTreeAnswer
        }
        const path = yield* statePathAt(db.sql, BigInt(idx), batch, STATE_TREE_LEVELS)
        const account = isNullAt(row, 3)
          ? undefined
          : {
              account: {
                idx,
                tokenId: Stored.TokenId(intAt(row, 3)),
                ethAddr: addressOf(bytesAt(row, 4)),
                bjj: keyOf(bytesAt(row, 5))
              },
              symbol: Stored.TokenSymbol(textAt(row, 6)),
              nonce: Stored.Nonce(isNullAt(row, 7) ? 0n : bigAt(row, 7)),
              balance: isNullAt(row, 8) ? 0n : bigAt(row, 8)
            }
        return {
          _tag: "Read",
          reading: { batchNum: Stored.BatchNum(batch), stateRoot: bigAt(row, 2), path, account }
        } satisfies StateTreeAnswer
      })
    )
}))
