/**
 * The earlier revision's `/state` (`docs/api.md`, Resource fields: "State §2.10, earlier:
 * pagination-era shape"; `docs/api.md` and the hermez-node source before 2020-11-09):
 *
 * - `network`: `lastBlock`, `lastBatch` (the interface's Batch, without the later extension fields),
 *   `currentSlot`, and `nextForgers` as the list of the coordinators expected to forge (no periods,
 *   no `lastEthereumBlock`/`lastSynchedBlock`);
 * - `metrics`: without `estimatedTimeToForgeL1`;
 * - `rollup`: buckets `{ceilUSD, blockStamp, withdrawals, blockWithdrawalRate, maxWithdrawals}`;
 * - `auction`: without `bootCoordinatorUrl` and `defaultSlotSetBidSlotNum`;
 * - `withdrawalDelayer`: `hermezRollupAddress`, `hermezGovernanceDAOAddress`,
 *   `whiteHackGroupAddress`, `hermezKeeperAddress`, `withdrawalDelay`,
 *   `emergencyModeStartingTime`, `emergencyMode`;
 * - `recommendedFee` and no `nodeConfig`.
 * Big integers are decimal strings, as everywhere (`docs/api.md`).
 *
 * Every value comes from the same reading the later `/state` is written from
 * (`NetworkReading`); the facts we do not store are mapped as follows (`toNetworkStateEarlier`):
 * `lastBlock` = the last synced block (`lastSynchedBlock`); a bucket's `blockStamp` = the block of
 * the rollup variables in force (`rollup.ethereumBlockNum`, when the buckets were last set);
 * `hermezRollupAddress` = the rollup contract of `/config` (`withdrawalDelayer.hermezRollup`);
 * `hermezGovernanceDAOAddress` and `hermezKeeperAddress` = `hermezGovernanceAddress` (the keeper
 * role was folded into governance); `whiteHackGroupAddress` = `emergencyCouncilAddress` (its later
 * name); `emergencyModeStartingTime` = 0 while `emergencyModeStartingBlock` is 0, else the Unix
 * time of that block estimated like the later State's slot times (the current slot's first block
 * and time, `secondsPerBlock` per block).
 */
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

/** The earlier revision's state, projected from the reading the later `/state` is written from. */
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
