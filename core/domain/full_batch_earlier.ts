/**
 * The earlier revision's FullBatch: the same batch with its transactions written as the earlier
 * revision writes history transactions (the earlier L1Info).
 */
import { Schema } from "effect"
import { Batch, type FullBatch } from "./batch.ts"
import { HistoryTransactionEarlier, toHistoryTransactionEarlier } from "./history_transaction_earlier.ts"

/** A batch with its transactions as the earlier revision writes it. */
export const FullBatchEarlier = Schema.Struct({
  batch: Batch,
  transactions: Schema.Array(HistoryTransactionEarlier)
}).annotate({ identifier: "FullBatch" })
export type FullBatchEarlier = typeof FullBatchEarlier.Type

/** The earlier revision's form of a full batch. */
export function toFullBatchEarlier(full: FullBatch): FullBatchEarlier {
  return { batch: full.batch, transactions: full.transactions.map(toHistoryTransactionEarlier) }
}
