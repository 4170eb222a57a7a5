/**
 * The wire views of the resources whose shape differs between the revisions, each keyed by the
 * value of the revision-table row that selects it (`revision.ts`): Exit by `exitShape`, Slot by
 * `slotBidKey`, HistoryTransaction and FullBatch by `l1Info`, State by `stateShape`, the pool
 * transaction by `walletExtensions` (its `invalidationReason`). The later
 * values are the domain schemas themselves; the earlier ones project the same domain values onto
 * the shapes of `core/domain/*_earlier.ts`. Every other resource is written alike by both.
 */
import { Slot } from "../domain/auction.ts"
import { FullBatch } from "../domain/batch.ts"
import { Exit } from "../domain/exit.ts"
import { ExitEarlier, toExitEarlier } from "../domain/exit_earlier.ts"
import { FullBatchEarlier, toFullBatchEarlier } from "../domain/full_batch_earlier.ts"
import { HistoryTransaction } from "../domain/history_transaction.ts"
import { HistoryTransactionEarlier, toHistoryTransactionEarlier } from "../domain/history_transaction_earlier.ts"
import type { NetworkReading } from "../domain/network_reading.ts"
import { NetworkState } from "../domain/network_state.ts"
import { NetworkStateEarlier, toNetworkStateEarlier } from "../domain/network_state_earlier.ts"
import { PoolL2Transaction } from "../domain/pool_transaction.ts"
import { PoolL2TransactionEarlier, toPoolL2TransactionEarlier } from "../domain/pool_transaction_earlier.ts"
import { SlotEarlier, toSlotEarlier } from "../domain/slot_earlier.ts"
import { identityView, wireView } from "./wire_view.ts"

/** Exits, by the `exitShape` row. */
export const ExitViews = {
  withdraw: identityView(Exit),
  withdrawn: wireView(ExitEarlier, toExitEarlier)
} as const

/** Slots, by the `slotBidKey` row. */
export const SlotViews = {
  bestBid: identityView(Slot),
  winnerBid: wireView(SlotEarlier, toSlotEarlier)
} as const

/** History transactions, by the `l1Info` row. */
export const HistoryTransactionViews = {
  deposit: identityView(HistoryTransaction),
  load: wireView(HistoryTransactionEarlier, toHistoryTransactionEarlier)
} as const

/** Full batches (their transactions), by the `l1Info` row. */
export const FullBatchViews = {
  deposit: identityView(FullBatch),
  load: wireView(FullBatchEarlier, toFullBatchEarlier)
} as const

/** The network state, by the `stateShape` row: both are written from the same reading. */
export const StateViews = {
  nodeConfig: wireView(NetworkState, (reading: NetworkReading) => reading.state),
  pagination: wireView(NetworkStateEarlier, toNetworkStateEarlier)
} as const

/** Pool transactions, by the `walletExtensions` row: with why an `invl` one was dropped, or the contract's fields only. */
export const PoolTransactionViews = {
  true: identityView(PoolL2Transaction),
  false: wireView(PoolL2TransactionEarlier, toPoolL2TransactionEarlier)
} as const
