/** The current network state served by `/state` (later revision), derived from stored data on each request. */
import { Schema } from "effect"
import { Coordinator } from "./auction.ts"
import { Batch } from "./batch.ts"
import { AuctionVariables, RollupVariables, WithdrawalDelayerVariables } from "./contract_variables.ts"
import { EthBlockNum, SlotNum, Timestamp, Usd } from "./scalars.ts"

/** The coordinator expected to forge a slot and the slot's block and time range. */
export const NextForger = Schema.Struct({
  coordinator: Coordinator,
  period: Schema.Struct({
    slotNum: SlotNum,
    fromBlock: EthBlockNum,
    toBlock: EthBlockNum,
    fromTimestamp: Timestamp,
    toTimestamp: Timestamp
  })
}).annotate({ identifier: "NextForger" })
export type NextForger = typeof NextForger.Type

/** Statistics over the last 24 hours of batches. */
export const Metrics = Schema.Struct({
  transactionsPerBatch: Schema.Finite,
  batchFrequency: Schema.Finite,
  transactionsPerSecond: Schema.Finite,
  totalAccounts: Schema.Int,
  totalBJJs: Schema.Int,
  avgTransactionFee: Schema.Finite,
  estimatedTimeToForgeL1: Schema.Finite
}).annotate({ identifier: "Metrics" })
export type Metrics = typeof Metrics.Type

/** Recommended fees in USD for a transfer to an existing account or one that creates an account. */
export const RecommendedFee = Schema.Struct({
  existingAccount: Usd,
  createAccount: Usd,
  createAccountInternal: Usd
}).annotate({ identifier: "RecommendedFee" })
export type RecommendedFee = typeof RecommendedFee.Type

/** The current network state. */
export const NetworkState = Schema.Struct({
  nodeConfig: Schema.Struct({
    forgeDelay: Schema.Finite,
    poolLoad: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
  }),
  network: Schema.Struct({
    lastEthereumBlock: EthBlockNum,
    lastSynchedBlock: EthBlockNum,
    lastBatch: Schema.NullOr(Batch),
    currentSlot: SlotNum,
    nextForgers: Schema.Array(NextForger)
  }),
  metrics: Metrics,
  rollup: RollupVariables,
  auction: AuctionVariables,
  withdrawalDelayer: WithdrawalDelayerVariables,
  recommendedFee: RecommendedFee
}).annotate({ identifier: "State" })
export type NetworkState = typeof NetworkState.Type
