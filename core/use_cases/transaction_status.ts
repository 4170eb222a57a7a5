/** Use case of `GET /transactions/{id}/status` (an extension): the history first (forged or queued), then the pool. */
import { Effect, Option } from "effect"
import { batchFinality, confirmationsOf, finalAtBlock } from "../domain/finality.ts"
import { EthBlockNum } from "../domain/scalars.ts"
import { statusReason, type TransactionStage, type TransactionStatus } from "../domain/transaction_status.ts"
import type { TxId } from "../domain/tx_id.ts"
import { NotFound } from "../errors.ts"
import { BatchStore } from "../ports/batch_store.ts"
import { ChainFinalityReader } from "../ports/chain_finality.ts"
import { HistoryStore } from "../ports/history_store.ts"
import { PoolStore } from "../ports/pool_store.ts"

/** The status of the transaction `id`, wherever it is. */
export const get = Effect.fnUntraced(function* (
  id: TxId
): Effect.fn.Return<TransactionStatus, NotFound, HistoryStore | PoolStore | BatchStore | ChainFinalityReader> {
  const chain = yield* (yield* ChainFinalityReader).current
  const base = {
    id,
    finalityConfirmations: chain.required,
    lastSyncedBlock: chain.lastBlock === null ? null : EthBlockNum.make(chain.lastBlock)
  }
  const unforged = { ethereumBlockNum: null, confirmations: null, finalAtBlock: null }
  const history = yield* HistoryStore
  const forged = yield* history.get(id)
  if (Option.isSome(forged)) {
    const tx = forged.value
    if (tx.batchNum === null) {
      // Queued: an L1 user transaction, perhaps back in its queue after a reorg.
      const rolledBackFrom = Option.getOrNull(yield* history.rolledBackFrom(id))
      return {
        ...base,
        ...unforged,
        stage: "pending",
        L1orL2: tx.L1orL2,
        batchNum: null,
        rolledBackFromBatch: rolledBackFrom,
        reason: statusReason("pending", { invalidation: null, rolledBackFrom })
      }
    }
    const batch = yield* (yield* BatchStore).get(tx.batchNum)
    if (Option.isSome(batch)) {
      const block = batch.value.ethereumBlockNum
      return {
        ...base,
        stage: batchFinality(chain, tx.batchNum) === "finalized" ? "finalized" : "forged",
        L1orL2: tx.L1orL2,
        batchNum: tx.batchNum,
        ethereumBlockNum: block,
        confirmations: confirmationsOf(chain, block),
        finalAtBlock: EthBlockNum.make(finalAtBlock(chain, block)),
        rolledBackFromBatch: null,
        reason: null
      }
    }
  }
  const pooled = yield* (yield* PoolStore).status(id)
  if (Option.isNone(pooled))
    return yield* new NotFound({ message: `transaction ${id} is neither in the history nor in the pool` })
  const tx = pooled.value
  const stage: TransactionStage =
    tx.state === "pend" ? "pending" : tx.state === "fing" ? "forging" : tx.state === "invl" ? "invalid" : "forged"
  return {
    ...base,
    ...unforged,
    stage,
    L1orL2: "L2",
    batchNum: tx.batchNum,
    rolledBackFromBatch: tx.rolledBackFrom,
    reason: statusReason(stage, { invalidation: tx.reason, rolledBackFrom: tx.rolledBackFrom })
  }
})
