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

/** The metrics' figures, in the interface's order. */
const METRICS_FIELDS = {
  transactionsPerBatch: Schema.Finite,
  batchFrequency: Schema.Finite,
  transactionsPerSecond: Schema.Finite,
  totalAccounts: Schema.Int,
  totalBJJs: Schema.Int,
  avgTransactionFee: Schema.Finite,
  estimatedTimeToForgeL1: Schema.Finite
}

/** Statistics over the last 24 hours of batches. */
export const Metrics = Schema.Struct(METRICS_FIELDS).annotate({ identifier: "Metrics" })
export type Metrics = typeof Metrics.Type

/** Recommended fees in USD for a transfer to an existing account or one that creates an account. */
export const RecommendedFee = Schema.Struct({
  existingAccount: Usd,
  createAccount: Usd,
  createAccountInternal: Usd
}).annotate({ identifier: "RecommendedFee" })
export type RecommendedFee = typeof RecommendedFee.Type

/** The node's figures: its forge delay in seconds and its pool load, the number of pending (`pend`) pool transactions. */
const NodeFigures = Schema.Struct({
  forgeDelay: Schema.Finite,
  poolLoad: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))
})

/** The current network state. */
export const NetworkState = Schema.Struct({
  nodeConfig: NodeFigures,
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

/**
 * The network state in both spellings: the interface's `nodeConfig`, `metrics.totalAccounts` and `metrics.totalBJJs`,
 * and beside them the anchor's final dialect's `node` and `metrics.tokenAccounts`, `metrics.wallets` (renamed by the
 * anchor in March 2021; its wallet app decodes only those), each the same figure as its interface twin.
 */
export const NetworkStateBothSpellings = Schema.Struct({
  nodeConfig: NodeFigures,
  node: NodeFigures,
  network: NetworkState.fields.network,
  metrics: Schema.Struct({
    ...METRICS_FIELDS,
    tokenAccounts: Schema.Int,
    wallets: Schema.Int
  }).annotate({ identifier: "Metrics" }),
  rollup: RollupVariables,
  auction: AuctionVariables,
  withdrawalDelayer: WithdrawalDelayerVariables,
  recommendedFee: RecommendedFee
}).annotate({ identifier: "State" })
export type NetworkStateBothSpellings = typeof NetworkStateBothSpellings.Type

/** The fields of the final dialect in `NetworkStateBothSpellings`, by schema identifier (extension fields). */
export const FINAL_STATE_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  State: ["node"],
  Metrics: ["tokenAccounts", "wallets"]
}

/** The network state in both spellings: the final dialect's fields carry their interface twins' figures. */
export function withBothSpellings(state: NetworkState): NetworkStateBothSpellings {
  return {
    nodeConfig: state.nodeConfig,
    node: state.nodeConfig,
    network: state.network,
    metrics: { ...state.metrics, tokenAccounts: state.metrics.totalAccounts, wallets: state.metrics.totalBJJs },
    rollup: state.rollup,
    auction: state.auction,
    withdrawalDelayer: state.withdrawalDelayer,
    recommendedFee: state.recommendedFee
  }
}
