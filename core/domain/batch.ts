/** Forged batches (`docs/api.md` Batch, FullBatch). */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
import { Finality } from "./finality.ts"
import { HistoryTransaction } from "./history_transaction.ts"
import {
  BatchNum,
  BigIntString,
  EthBlockNum,
  EthHash,
  Hash,
  ItemId,
  SlotNum,
  Timestamp,
  ToForgeL1TransactionsNum,
  Usd
} from "./scalars.ts"

/** Fees collected by the forger: token id (as a string key) → amount; at most 64 tokens. */
export const CollectedFees = Schema.Record(
  Schema.String.check(Schema.isPattern(/^\d+$/u, { expected: "a token id" })),
  BigIntString
)
  .check(Schema.isMaxProperties(64))
  .annotate({ description: "Map tokenId -> amount; at most 64 different tokens" })
export type CollectedFees = typeof CollectedFees.Type

/** The fields this node adds to the interface's Batch (extensions, `docs/api.md`): the earlier revision's Batch has none of them. */
export const BATCH_EXTENSION_FIELDS = ["forgedTransactions", "ethereumTxHash", "finality"] as const

/** A forged batch, with the extension fields (`BATCH_EXTENSION_FIELDS`). */
export const Batch = Schema.Struct({
  itemId: ItemId,
  batchNum: BatchNum,
  ethereumBlockNum: EthBlockNum,
  ethereumBlockHash: EthHash,
  timestamp: Timestamp,
  forgerAddr: EthereumAddress,
  collectedFees: CollectedFees,
  historicTotalCollectedFeesUSD: Usd,
  stateRoot: Hash,
  numAccounts: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
  exitRoot: Hash,
  forgeL1TransactionsNum: Schema.NullOr(ToForgeL1TransactionsNum),
  slotNum: SlotNum,
  forgedTransactions: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "Transactions forged in the batch, L1 (user and coordinator) and L2 (an extension of the interface)"
  }),
  ethereumTxHash: Schema.NullOr(EthHash).annotate({
    description:
      "The Ethereum transaction that forged the batch; null for batches stored before the node recorded it " +
      "(an extension of the interface)"
  }),
  finality: Finality
}).annotate({ identifier: "Batch" })
export type Batch = typeof Batch.Type

/** A batch with every transaction forged in it, in position order. */
export const FullBatch = Schema.Struct({
  batch: Batch,
  transactions: Schema.Array(HistoryTransaction)
}).annotate({ identifier: "FullBatch" })
export type FullBatch = typeof FullBatch.Type
