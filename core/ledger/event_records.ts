/** The events each ledger call and pool addition records, built once here so every storage adapter records the same
 * ones, in the same order, with the same data. */
import { Schema } from "effect"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import { HistoryTransaction as HistoryTransactionSchema } from "../domain/history_transaction.ts"
import {
  BatchFinalized,
  BatchForged,
  CHAIN_WIDE,
  type EventKeys,
  type EventType,
  type NewEvent,
  PoolStateChange,
  Reorg
} from "../domain/node_event.ts"
import type { PoolL2TransactionState } from "../domain/pool_transaction.ts"
import { BatchNum, EthBlockNum } from "../domain/scalars.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import type { BatchPlan } from "./batch_plan.ts"
import { PENDING, type PoolStatus } from "./pool_lifecycle.ts"
import type { TransactionRecord } from "./transaction_record.ts"

const encodeBatch = Schema.encodeSync(BatchForged)
const encodeTransaction = Schema.encodeSync(HistoryTransactionSchema)
const encodePoolChange = Schema.encodeSync(PoolStateChange)
const encodeReorg = Schema.encodeSync(Reorg)
const encodeFinalized = Schema.encodeSync(BatchFinalized)

/** The distinct non-null values of `values`. */
function distinct<A>(values: ReadonlyArray<A | null | undefined>): Array<A> {
  const out: Array<A> = []
  for (const value of values) if (value !== null && value !== undefined && !out.includes(value)) out.push(value)
  return out
}

/** The keys of a history transaction: its accounts, addresses and keys on either side, token and id. */
export function transactionKeys(tx: TransactionRecord): EventKeys {
  return {
    accounts: distinct([tx.fromAccountIndex?.idx, tx.toAccountIndex.idx]),
    addresses: distinct([tx.fromZkEthereumAddress, tx.toZkEthereumAddress]),
    keys: distinct([tx.fromBJJ, tx.toBJJ]),
    tokenId: tx.tokenId,
    txId: tx.id
  }
}

/** The fields of a pool transaction its event's keys (and its group) come from. */
export type PoolKeySource = Pick<
  PoolRecord,
  | "id"
  | "atomicGroupId"
  | "fromAccountIndex"
  | "fromZkEthereumAddress"
  | "fromBJJ"
  | "toAccountIndex"
  | "toZkEthereumAddress"
  | "toBjj"
  | "tokenId"
>

/** The keys of a pool transaction: sender and receiver accounts, addresses and keys, token and id. */
export function poolKeys(tx: PoolKeySource): EventKeys {
  return {
    accounts: distinct([tx.fromAccountIndex.idx, tx.toAccountIndex?.idx]),
    addresses: distinct([tx.fromZkEthereumAddress, tx.toZkEthereumAddress]),
    keys: distinct([tx.fromBJJ, tx.toBjj]),
    tokenId: tx.tokenId,
    txId: tx.id
  }
}

/** A `transaction` (forged) or `l1` (queued) event of a history transaction. */
export function historyEvent(
  type: Extract<EventType, "transaction" | "l1">,
  record: TransactionRecord,
  tx: HistoryTransaction
): NewEvent {
  return { type, keys: transactionKeys(record), data: encodeTransaction(tx) }
}

/** A `pool` event: the transaction moved from `previous` (null: it entered the pool) to `next`. */
export function poolEvent(tx: PoolKeySource, previous: PoolL2TransactionState | null, next: PoolStatus): NewEvent {
  const data = encodePoolChange({
    id: tx.id,
    previousState: previous,
    state: next.state,
    batchNum: next.batchNum,
    reason: next.reason?.message ?? null,
    reasonCode: next.reason?.code ?? null,
    atomicGroupId: tx.atomicGroupId
  })
  return { type: "pool", keys: poolKeys(tx), data }
}

/** The events of a replacement: `record` entering the pool, then each replaced transaction invalidated (`replaced`). */
export function replacementEvents(record: PoolKeySource, replaced: ReadonlyArray<PoolMove>): Array<NewEvent> {
  return [poolEvent(record, null, PENDING), ...replaced.map((move) => poolEvent(move.tx, move.previous, move.next))]
}

/** The `batch` event of a forged batch. */
export function batchEvent(plan: BatchPlan): NewEvent {
  const data = encodeBatch({
    batch: plan.batch,
    transactions: plan.transactions.length,
    createdAccounts: plan.accounts.length,
    exits: plan.exits.length
  })
  return { type: "batch", keys: CHAIN_WIDE, data }
}

/** The `reorg` event of rolling the chain back to `batchNum`. */
export function reorgEvent(batchNum: number): NewEvent {
  return { type: "reorg", keys: CHAIN_WIDE, data: encodeReorg({ batchNum: BatchNum.make(batchNum) }) }
}

/** A pool transaction whose state a ledger call changes: what its event needs. */
export interface PoolMove {
  readonly tx: PoolKeySource
  readonly previous: PoolL2TransactionState
  readonly next: PoolStatus
}

/**
 * The events of forging a batch: `batch`, each forged transaction (its record rendered by
 * `render`, with its token as the ledger has it now), then each pool transaction it forged.
 */
export function forgedBatchEvents(
  plan: BatchPlan,
  render: (record: TransactionRecord) => HistoryTransaction,
  poolMoves: ReadonlyArray<PoolMove>
): Array<NewEvent> {
  const events = [batchEvent(plan)]
  for (const record of plan.transactions) events.push(historyEvent("transaction", record, render(record)))
  for (const move of poolMoves) events.push(poolEvent(move.tx, move.previous, move.next))
  const batchNum = plan.batch.batchNum
  return events.map((event) => ({ ...event, keys: { ...event.keys, batchNum } }))
}

/** A batch as a `finalized` event needs it: its number and L1 block. */
export interface FinalizedBatch {
  readonly batchNum: number
  readonly ethereumBlockNum: bigint
}

/** The `finalized` events of `batches` (ascending), final now that the last synced block is `lastBlock`. */
export function finalizedEvents(batches: ReadonlyArray<FinalizedBatch>, lastBlock: bigint): Array<NewEvent> {
  return batches.map((batch) => ({
    type: "finalized",
    keys: CHAIN_WIDE,
    data: encodeFinalized({
      batchNum: BatchNum.make(batch.batchNum),
      ethereumBlockNum: EthBlockNum.make(batch.ethereumBlockNum),
      confirmations: Number(lastBlock - batch.ethereumBlockNum)
    })
  }))
}
