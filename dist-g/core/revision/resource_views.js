/**
 * The wire views of the resources whose shape differs between the revisions, each keyed by the
 * value of the revision-table row that selects it (`revision.ts`): Exit by `exitShape`, Slot by
 * `slotBidKey`, HistoryTransaction by `l1Info`, Batch by `batchExtensions`, State by `stateShape`,
 * the pool transaction by `walletExtensions` (its `invalidationReason`); a FullBatch is written
 * with the batch and history transaction views of its revision (`fullBatchView`). The later values
 * are the domain schemas themselves; the earlier ones project the same domain values onto the
 * shapes of `core/domain/*_earlier.ts`. Every other resource is written alike by both.
 */
import { Schema } from "effect";
import { Slot } from "../domain/auction.js";
import { Batch, BATCH_EXTENSION_FIELDS } from "../domain/batch.js";
import { BatchEarlier, toBatchEarlier } from "../domain/batch_earlier.js";
import { Exit } from "../domain/exit.js";
import { ExitEarlier, toExitEarlier } from "../domain/exit_earlier.js";
import { HistoryTransaction } from "../domain/history_transaction.js";
import { HistoryTransactionEarlier, toHistoryTransactionEarlier } from "../domain/history_transaction_earlier.js";
import { NetworkState } from "../domain/network_state.js";
import { NetworkStateEarlier, toNetworkStateEarlier } from "../domain/network_state_earlier.js";
import { PoolL2Transaction } from "../domain/pool_transaction.js";
import { PoolL2TransactionEarlier, toPoolL2TransactionEarlier } from "../domain/pool_transaction_earlier.js";
import { SlotEarlier, toSlotEarlier } from "../domain/slot_earlier.js";
import { identityView, wireView } from "./wire_view.js";
/** Exits, by the `exitShape` row. */
export const ExitViews = {
    withdraw: identityView(Exit),
    withdrawn: wireView(ExitEarlier, toExitEarlier)
};
/** Slots, by the `slotBidKey` row. */
export const SlotViews = {
    bestBid: identityView(Slot),
    winnerBid: wireView(SlotEarlier, toSlotEarlier)
};
/** History transactions, by the `l1Info` row. */
export const HistoryTransactionViews = {
    deposit: identityView(HistoryTransaction),
    load: wireView(HistoryTransactionEarlier, toHistoryTransactionEarlier)
};
/** Batches, by the `batchExtensions` row. */
export const BatchViews = {
    true: identityView(Batch),
    false: wireView(BatchEarlier, toBatchEarlier)
};
/** The response fields each value of the `batchExtensions` row adds to the interface, by schema identifier (marked in the OpenAPI document). */
export const BatchExtensionFields = {
    true: { Batch: BATCH_EXTENSION_FIELDS },
    false: {}
};
/** The pool transaction's extension fields, by the `walletExtensions` row (marked in the OpenAPI document). */
export const PoolTransactionExtensionFields = {
    true: { PoolL2Transaction: ["invalidationReason"] },
    false: {}
};
/** The view of full batches written with `batch` and `transaction`, the views of one revision. */
export function fullBatchView(batch, transaction) {
    const schema = Schema.Struct({ batch: batch.schema, transactions: Schema.Array(transaction.schema) }).annotate({ identifier: "FullBatch" });
    // The projection has the struct's type by construction; TypeScript cannot compute a struct's type over generic fields.
    return wireView(schema, (full) => ({ batch: batch.project(full.batch), transactions: full.transactions.map(transaction.project) }));
}
/** The network state, by the `stateShape` row: both are written from the same reading. */
export const StateViews = {
    nodeConfig: wireView(NetworkState, (reading) => reading.state),
    pagination: wireView(NetworkStateEarlier, toNetworkStateEarlier)
};
/** Pool transactions, by the `walletExtensions` row: with why an `invl` one was dropped, or the contract's fields only. */
export const PoolTransactionViews = {
    true: identityView(PoolL2Transaction),
    false: wireView(PoolL2TransactionEarlier, toPoolL2TransactionEarlier)
};
