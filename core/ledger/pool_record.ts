/** The stored form of a pool transaction (its token by id, joined at read time) and how readers show it. */
import type { InvalidationReason } from "../domain/invalidation_reason.ts"
import type { PoolL2Transaction, PoolL2TransactionItem } from "../domain/pool_transaction.ts"
import type { ItemId } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import type { PoolStatus } from "./pool_lifecycle.ts"
import { waitingFor } from "./pool_groups.ts"

/** The pool transaction of `record` with its token as it is now and why it was dropped (`reason`, null unless `invl`). */
export function poolTransaction(
  record: PoolRecord,
  token: Token,
  reason: InvalidationReason | null
): PoolL2Transaction {
  return {
    id: record.id,
    type: record.type,
    fromAccountIndex: record.fromAccountIndex,
    fromZkEthereumAddress: record.fromZkEthereumAddress,
    fromBJJ: record.fromBJJ,
    toAccountIndex: record.toAccountIndex,
    toZkEthereumAddress: record.toZkEthereumAddress,
    toBjj: record.toBjj,
    toBJJ: record.toBjj,
    amount: record.amount,
    fee: record.fee,
    nonce: record.nonce,
    state: record.state,
    signature: record.signature,
    timestamp: record.timestamp,
    batchNum: record.batchNum,
    maxNumBatch: record.maxNumBatch,
    invalidationReason: record.state === "invl" ? reason : null,
    atomicGroupId: record.atomicGroupId,
    info: waitingFor(record),
    requestFromAccountIndex: record.requestFromAccountIndex,
    requestToAccountIndex: record.requestToAccountIndex,
    requestToZkEthereumAddress: record.requestToZkEthereumAddress,
    requestToBJJ: record.requestToBJJ,
    requestTokenId: record.requestTokenId,
    requestAmount: record.requestAmount,
    requestFee: record.requestFee,
    requestNonce: record.requestNonce,
    token
  }
}

/** The status the pool's moves read of `record`: its state and batch (the reason is kept beside the record, and no
 * move reads it). */
export function statusOf(record: PoolRecord): PoolStatus {
  return { state: record.state, batchNum: record.batchNum, reason: null }
}

/** `record` with the state and batch of `status` (the reason is kept beside the record, not in it). */
export function withStatus(record: PoolRecord, status: PoolStatus): PoolRecord {
  return { ...record, state: status.state, batchNum: status.batchNum }
}

/** The pool list item of `record` with `token` and `reason` (the view of `poolTransaction` after its itemId). */
export function poolTransactionItem(
  itemId: ItemId,
  record: PoolRecord,
  token: Token,
  reason: InvalidationReason | null
): PoolL2TransactionItem {
  return { itemId, ...poolTransaction(record, token, reason) }
}
