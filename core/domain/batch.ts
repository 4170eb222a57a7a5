/** Forged batches (`interface.md` Batch, FullBatch). */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
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
).check(Schema.isMaxProperties(64)).annotate({ description: "Map tokenId -> amount; at most 64 different tokens" })
export type CollectedFees = typeof CollectedFees.Type

/** A forged batch. */
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
  slotNum: SlotNum
}).annotate({ identifier: "Batch" })
export type Batch = typeof Batch.Type

/** A batch with every transaction forged in it, in position order. */
export const FullBatch = Schema.Struct({
  batch: Batch,
  transactions: Schema.Array(HistoryTransaction)
}).annotate({ identifier: "FullBatch" })
export type FullBatch = typeof FullBatch.Type
