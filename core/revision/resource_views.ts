/** The wire views of the resources whose shape differs between the revisions, each keyed by the row value selecting it;
 * the later ones are the domain schemas, the earlier ones project the domain values onto the `*_earlier` shapes. */
import { Schema } from "effect"
import { Slot } from "../domain/auction.ts"
import { Batch, BATCH_EXTENSION_FIELDS, type FullBatch } from "../domain/batch.ts"
import { BatchEarlier, toBatchEarlier } from "../domain/batch_earlier.ts"
import { Exit } from "../domain/exit.ts"
import { ExitEarlier, toExitEarlier } from "../domain/exit_earlier.ts"
import { HistoryTransaction } from "../domain/history_transaction.ts"
import { HistoryTransactionEarlier, toHistoryTransactionEarlier } from "../domain/history_transaction_earlier.ts"
import type { NetworkReading } from "../domain/network_reading.ts"
import { FINAL_STATE_FIELDS, NetworkStateBothSpellings, withBothSpellings } from "../domain/network_state.ts"
import { NetworkStateEarlier, toNetworkStateEarlier } from "../domain/network_state_earlier.ts"
import { PoolL2Transaction, PostPoolL2Transaction } from "../domain/pool_transaction.ts"
import {
  PoolL2TransactionEarlier,
  PostPoolL2TransactionEarlier,
  toPoolL2TransactionEarlier
} from "../domain/pool_transaction_earlier.ts"
import { SlotEarlier, toSlotEarlier } from "../domain/slot_earlier.ts"
import { identityView, type WireView, wireView } from "./wire_view.ts"

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

/** Batches, by the `batchExtensions` row. */
export const BatchViews = {
  true: identityView(Batch),
  false: wireView(BatchEarlier, toBatchEarlier)
} as const

/** The response fields each value of the `batchExtensions` row adds to the interface, by schema identifier (marked in the OpenAPI document). */
export const BatchExtensionFields: {
  readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>
} = {
  true: { Batch: BATCH_EXTENSION_FIELDS },
  false: {}
}

/** The finality fields of history transactions and exits, by the `finality` row (marked in the OpenAPI document; the Batch's are its extension fields). */
export const FinalityExtensionFields: {
  readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>
} = {
  true: { HistoryTransaction: ["finality"], Exit: ["finality", "withdrawableAtBlock"] },
  false: {}
}

/** The pool transaction's extension fields and its body's, by the `walletExtensions` row (marked in the OpenAPI document). */
export const PoolTransactionExtensionFields: {
  readonly [K in "true" | "false"]: Readonly<Record<string, ReadonlyArray<string>>>
} = {
  true: {
    PoolL2Transaction: ["toBJJ", "maxNumBatch", "invalidationReason", "atomicGroupId", "info"],
    PostPoolL2Transaction: ["maxNumBatch"]
  },
  false: {}
}

/** A wire schema a view may write with (no services to encode or decode). */
type ViewSchema = Schema.Codec<unknown, unknown, never, never>

/** The view of full batches written with `batch` and `transaction`, the views of one revision. */
export function fullBatchView<B extends ViewSchema, T extends ViewSchema>(
  batch: WireView<Batch, B>,
  transaction: WireView<HistoryTransaction, T>
): WireView<FullBatch, Schema.Struct<{ readonly batch: B; readonly transactions: Schema.$Array<T> }>> {
  const schema = Schema.Struct({ batch: batch.schema, transactions: Schema.Array(transaction.schema) }).annotate({
    identifier: "FullBatch"
  })
  // The projection has the struct's type by construction; TypeScript cannot compute a struct's type over generic fields.
  return wireView(
    schema,
    (full: FullBatch) =>
      ({
        batch: batch.project(full.batch),
        transactions: full.transactions.map(transaction.project)
      }) as typeof schema.Type
  )
}

/**
 * The network state, by the `stateShape` row: both are written from the same reading, the later in both spellings (the
 * interface's `nodeConfig`, `totalAccounts`, `totalBJJs` and the final dialect's `node`, `tokenAccounts`, `wallets`).
 */
export const StateViews = {
  nodeConfigAndNode: wireView(NetworkStateBothSpellings, (reading: NetworkReading) => withBothSpellings(reading.state)),
  pagination: wireView(NetworkStateEarlier, toNetworkStateEarlier)
} as const

/** The body of `POST /transactions-pool`, by the `walletExtensions` row: with `maxNumBatch`, or the contract's fields only. */
export const PoolPostBodies = {
  true: PostPoolL2Transaction,
  false: PostPoolL2TransactionEarlier
} as const

/** The State's extension fields, by the `stateShape` row (marked in the OpenAPI document). */
export const StateExtensionFields: {
  readonly [K in keyof typeof StateViews]: Readonly<Record<string, ReadonlyArray<string>>>
} = {
  nodeConfigAndNode: FINAL_STATE_FIELDS,
  pagination: {}
}

/** Pool transactions, by the `walletExtensions` row: with `maxNumBatch` and why an `invl` one was dropped, or the
 * contract's fields only. */
export const PoolTransactionViews = {
  true: identityView(PoolL2Transaction),
  false: wireView(PoolL2TransactionEarlier, toPoolL2TransactionEarlier)
} as const
