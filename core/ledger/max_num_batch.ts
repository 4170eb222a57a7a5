/** `maxNumBatch`, the last batch a pool transaction may be forged in (0: no limit), as pure rules every storage adapter
 * and the devnet's forger apply alike: never selected nor forged in a batch numbered above it, and invalid (code
 * `maxNumBatchExceeded`) once the next batch is above it (`planExpiry` in `pool_lifecycle.ts`). */
import type { TxId } from "../domain/tx_id.ts"
import type { PoolInvalidation } from "../ports/ledger.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** The anchor's text of its `ErrUnsupportedMaxNumBatch`, which an expiry's message begins with. */
const ANCHOR_MESSAGE = "MaxNumBatch exceeded"

/** Whether a transaction limited to `maxNumBatch` may not be forged in batch `batchNum`: it has a limit below it. */
export function isPastLimit(maxNumBatch: number, batchNum: number): boolean {
  return maxNumBatch !== 0 && batchNum > maxNumBatch
}

/** What a transaction limited to `maxNumBatch` is in batch `batchNum` (past its limit), for messages. */
export function pastLimitMessage(maxNumBatch: number, batchNum: number): string {
  return `${ANCHOR_MESSAGE}: its maxNumBatch is ${maxNumBatch} and the batch is ${batchNum}`
}

/** The invalidation of `record` when the next batch, `nextBatchNum`, is past its limit. */
export function expiry(record: Pick<PoolRecord, "id" | "maxNumBatch">, nextBatchNum: number): PoolInvalidation {
  return {
    id: record.id,
    code: "maxNumBatchExceeded",
    reason: `${ANCHOR_MESSAGE}: its maxNumBatch is ${record.maxNumBatch} and the next batch is ${nextBatchNum}`
  }
}

/**
 * Why forging `transactions` in batch `batchNum` is refused because one of them is a pool transaction past its limit
 * (`maxNumBatchOf` gives its limit, undefined for a transaction the pool does not hold), or undefined.
 */
export function forgedPastLimit(
  transactions: ReadonlyArray<Pick<TransactionRecord, "id" | "L1orL2">>,
  batchNum: number,
  maxNumBatchOf: (id: TxId) => number | undefined
): string | undefined {
  for (const tx of transactions) {
    if (tx.L1orL2 !== "L2") continue
    const limit = maxNumBatchOf(tx.id)
    if (limit !== undefined && isPastLimit(limit, batchNum)) {
      return `forging ${tx.id} in batch ${batchNum}: ${pastLimitMessage(limit, batchNum)}`
    }
  }
  return undefined
}
