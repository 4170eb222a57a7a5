/** The earlier revision's `/state` (pagination-era shape), projected from the reading the later one is written from. */
import { Schema } from "effect"
import { Coordinator } from "./auction.ts"
import { BatchEarlier, toBatchEarlier } from "./batch_earlier.ts"
import type { WithdrawalDelayerVariables } from "./contract_variables.ts"
import { EthereumAddress } from "./eth_address.ts"
import type { NetworkReading } from "./network_reading.ts"
import { RecommendedFee, type NextForger } from "./network_state.ts"
import { BigIntString, EthBlockNum, SlotNum } from "./scalars.ts"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** A withdrawal-rate-limit bucket of the rollup contract, with the block it was last stamped. */
export const BucketEarlier = Schema.Struct({
  ceilUSD: BigIntString,
  blockStamp: BigIntString,
  withdrawals: BigIntString,
  blockWithdrawalRate: BigIntString,
  maxWithdrawals: BigIntString
}).annotate({ identifier: "Bucket" })
export type BucketEarlier = typeof BucketEarlier.Type

/** The earlier revision's state. */
export const NetworkStateEarlier = Schema.Struct({
  network: Schema.Struct({
    lastBlock: EthBlockNum,
    lastBatch: Schema.NullOr(BatchEarlier),
    currentSlot: SlotNum,
    nextForgers: Schema.Array(Coordinator)
  }),
  metrics: Schema.Struct({
    transactionsPerBatch: Schema.Finite,
    batchFrequency: Schema.Finite,
    transactionsPerSecond: Schema.Finite,
    totalAccounts: Schema.Int,
    totalBJJs: Schema.Int,
    avgTransactionFee: Schema.Finite
  }).annotate({ identifier: "Metrics" }),
  rollup: Schema.Struct({
    ethereumBlockNum: EthBlockNum,
    forgeL1L2BatchTimeout: Count,
    feeAddToken: BigIntString,
    withdrawalDelay: Count,
    buckets: Schema.Array(BucketEarlier)
  }).annotate({ identifier: "RollupVariables" }),
  auction: Schema.Struct({
    ethereumBlockNum: EthBlockNum,
    donationAddress: EthereumAddress,
    bootCoordinator: EthereumAddress,
    defaultSlotSetBid: Schema.Array(BigIntString).check(Schema.isMinLength(6), Schema.isMaxLength(6)),
    closedAuctionSlots: Count,
    openAuctionSlots: Count,
    allocationRatio: Schema.Array(Count).check(Schema.isMinLength(3), Schema.isMaxLength(3)),
    outbidding: Count,
    slotDeadline: Count
  }).annotate({ identifier: "AuctionVariables" }),
  withdrawalDelayer: Schema.Struct({
    hermezRollupAddress: EthereumAddress,
    hermezGovernanceDAOAddress: EthereumAddress,
    whiteHackGroupAddress: EthereumAddress,
    hermezKeeperAddress: EthereumAddress,
    withdrawalDelay: Count,
    emergencyModeStartingTime: Count.annotate({
      description: "Unix time (seconds) emergency mode started; 0 when never"
    }),
    emergencyMode: Schema.Boolean
  }).annotate({ identifier: "WithdrawalDelayerVariables" }),
  recommendedFee: RecommendedFee
}).annotate({ identifier: "State" })
export type NetworkStateEarlier = typeof NetworkStateEarlier.Type

/** The estimated Unix time (seconds) emergency mode started, 0 when it never did. */
export function emergencyModeStartingTime(
  variables: WithdrawalDelayerVariables,
  currentSlot: NextForger["period"] | undefined,
  secondsPerBlock: number
): number {
  if (variables.emergencyModeStartingBlock === 0n || currentSlot === undefined) return 0
  const blocks = Number(variables.emergencyModeStartingBlock - currentSlot.fromBlock)
  const millis = currentSlot.fromTimestamp.getTime() + blocks * secondsPerBlock * 1000
  return Math.max(0, Math.floor(millis / 1000))
}

/**
 * The earlier revision's state, projected from the reading the later `/state` is written from. Facts it lacks: the
 * keeper role was folded into governance, the white hack group is the emergency council, and `lastBlock` is the
 * last synced block (`lastSynchedBlock`).
 */
export function toNetworkStateEarlier(reading: NetworkReading): NetworkStateEarlier {
  const { config, node, state } = reading
  const { auction, rollup, withdrawalDelayer } = state
  const metrics = state.metrics
  return {
    network: {
      lastBlock: state.network.lastSynchedBlock,
      lastBatch: state.network.lastBatch === null ? null : toBatchEarlier(state.network.lastBatch),
      currentSlot: state.network.currentSlot,
      nextForgers: state.network.nextForgers.map((forger) => forger.coordinator)
    },
    metrics: {
      transactionsPerBatch: metrics.transactionsPerBatch,
      batchFrequency: metrics.batchFrequency,
      transactionsPerSecond: metrics.transactionsPerSecond,
      totalAccounts: metrics.totalAccounts,
      totalBJJs: metrics.totalBJJs,
      avgTransactionFee: metrics.avgTransactionFee
    },
    rollup: {
      ethereumBlockNum: rollup.ethereumBlockNum,
      forgeL1L2BatchTimeout: rollup.forgeL1L2BatchTimeout,
      feeAddToken: rollup.feeAddToken,
      withdrawalDelay: rollup.withdrawalDelay,
      buckets: rollup.buckets.map((bucket) => ({
        ceilUSD: bucket.ceilUSD,
        blockStamp: rollup.ethereumBlockNum,
        withdrawals: bucket.withdrawals,
        blockWithdrawalRate: bucket.blockWithdrawalRate,
        maxWithdrawals: bucket.maxWithdrawals
      }))
    },
    auction: {
      ethereumBlockNum: auction.ethereumBlockNum,
      donationAddress: auction.donationAddress,
      bootCoordinator: auction.bootCoordinator,
      defaultSlotSetBid: auction.defaultSlotSetBid,
      closedAuctionSlots: auction.closedAuctionSlots,
      openAuctionSlots: auction.openAuctionSlots,
      allocationRatio: auction.allocationRatio,
      outbidding: auction.outbidding,
      slotDeadline: auction.slotDeadline
    },
    withdrawalDelayer: {
      hermezRollupAddress: config.withdrawalDelayer.hermezRollup,
      hermezGovernanceDAOAddress: withdrawalDelayer.hermezGovernanceAddress,
      whiteHackGroupAddress: withdrawalDelayer.emergencyCouncilAddress,
      hermezKeeperAddress: withdrawalDelayer.hermezGovernanceAddress,
      withdrawalDelay: withdrawalDelayer.withdrawalDelay,
      emergencyModeStartingTime: emergencyModeStartingTime(
        withdrawalDelayer,
        state.network.nextForgers[0]?.period,
        node.secondsPerBlock
      ),
      emergencyMode: withdrawalDelayer.emergencyMode
    },
    recommendedFee: state.recommendedFee
  }
}
