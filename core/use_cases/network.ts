/** Use cases of `/state` and `/config`: the state derived from stored data on each request, the config as configured;
 * `reading` is the state with the settings it was derived with, what every revision's `/state` is written from. */
import { Effect, Option } from "effect"
import type { ContractVariables } from "../domain/contract_variables.ts"
import { ZERO_ADDRESS } from "../domain/eth_address.ts"
import type { NetworkConfig } from "../domain/network_config.ts"
import type { NetworkReading } from "../domain/network_reading.ts"
import type { Metrics, NetworkState, NextForger, RecommendedFee } from "../domain/network_state.ts"
import { EthBlockNum, ItemId, SlotNum, Url } from "../domain/scalars.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { WallClock } from "../ports/clock.ts"
import { NetworkSettings } from "../ports/network_settings.ts"
import type { NodeSettings } from "../domain/network_reading.ts"
import { type BatchFigures, NetworkStore, type NetworkSummary } from "../ports/network_store.ts"
import { type AuctionSchedule, firstBlock, lastBlock, makeSchedule, minimumBid } from "./auction_schedule.ts"
import { bootCoordinator } from "./boot_coordinator.ts"

/** The window of the metrics. */
const METRICS_WINDOW_MS = 24 * 60 * 60 * 1000

/** Recommended fee multiplier for a transfer that creates an account through an L1 coordinator tx. */
const CREATE_ACCOUNT_FACTOR = 2.5
/** Recommended fee multiplier for a transfer that creates an internal account. */
const CREATE_ACCOUNT_INTERNAL_FACTOR = 2

/** Contract variables before the synchronizer recorded any: the configured constants and zeros. */
export function initialContractVariables(config: NetworkConfig): ContractVariables {
  return {
    rollup: {
      ethereumBlockNum: EthBlockNum.make(0n),
      forgeL1L2BatchTimeout: 0,
      feeAddToken: 0n,
      withdrawalDelay: 0,
      buckets: []
    },
    auction: {
      ethereumBlockNum: EthBlockNum.make(0n),
      donationAddress: ZERO_ADDRESS,
      bootCoordinator: ZERO_ADDRESS,
      bootCoordinatorUrl: Url.make("http://localhost"),
      defaultSlotSetBid: [0n, 0n, 0n, 0n, 0n, 0n],
      defaultSlotSetBidSlotNum: SlotNum.make(0),
      closedAuctionSlots: 0,
      openAuctionSlots: 0,
      allocationRatio: [0, 0, 0],
      outbidding: 0,
      slotDeadline: 0
    },
    withdrawalDelayer: {
      ethereumBlockNum: EthBlockNum.make(0n),
      hermezGovernanceAddress: ZERO_ADDRESS,
      emergencyCouncilAddress: ZERO_ADDRESS,
      withdrawalDelay: config.withdrawalDelayer.maxWithdrawalDelay,
      emergencyModeStartingBlock: EthBlockNum.make(0n),
      emergencyMode: false
    }
  }
}

/** Metrics over the batches of the window. */
export function computeMetrics(
  batches: ReadonlyArray<BatchFigures>,
  l1Delays: ReadonlyArray<number>,
  accounts: { readonly totalAccounts: number; readonly totalBJJs: number }
): Metrics {
  const transactions = batches.reduce((n, b) => n + b.transactions, 0)
  const l2Transactions = batches.reduce((n, b) => n + b.l2Transactions, 0)
  const fees = batches.reduce((n, b) => n + b.feesUSD, 0)
  const first = batches[0]
  const last = batches[batches.length - 1]
  const spanSeconds =
    first !== undefined && last !== undefined ? (last.timestamp.getTime() - first.timestamp.getTime()) / 1000 : 0
  return {
    transactionsPerBatch: batches.length === 0 ? 0 : transactions / batches.length,
    batchFrequency: batches.length < 2 ? 0 : spanSeconds / (batches.length - 1),
    transactionsPerSecond: spanSeconds === 0 ? 0 : transactions / spanSeconds,
    totalAccounts: accounts.totalAccounts,
    totalBJJs: accounts.totalBJJs,
    avgTransactionFee: l2Transactions === 0 ? 0 : fees / l2Transactions,
    estimatedTimeToForgeL1: l1Delays.length === 0 ? 0 : l1Delays.reduce((a, b) => a + b, 0) / l1Delays.length
  }
}

/** Recommended fees: the average fee paid, at least the configured minimum, and its account-creation multiples. */
export function recommendedFee(metrics: Metrics, node: NodeSettings): RecommendedFee {
  const existingAccount = Math.max(metrics.avgTransactionFee, node.minFeeUSD)
  return {
    existingAccount,
    createAccount: existingAccount * CREATE_ACCOUNT_FACTOR,
    createAccountInternal: existingAccount * CREATE_ACCOUNT_INTERNAL_FACTOR
  }
}

/** The estimated moment a block is mined, from the last synced block and the block time. */
function blockTime(block: bigint, last: { readonly num: bigint; readonly timestamp: Date }, node: NodeSettings): Date {
  return new Date(last.timestamp.getTime() + Number(block - last.num) * node.secondsPerBlock * 1000)
}

/** The forgers of the current slot and of every slot whose auction has closed. */
const nextForgers = Effect.fnUntraced(function* (
  schedule: AuctionSchedule,
  variables: ContractVariables,
  last: { readonly num: bigint; readonly timestamp: Date },
  node: NodeSettings
): Effect.fn.Return<ReadonlyArray<NextForger>, never, AuctionStore> {
  const store = yield* AuctionStore
  const from = schedule.currentSlot
  const to = from + schedule.closedAuctionSlots
  const best = yield* store.bestBids({ min: from, max: to })
  const forgers: Array<NextForger> = []
  for (let slotNum = from; slotNum <= to; slotNum++) {
    const bid = best.get(slotNum)
    let coordinator = bootCoordinator(variables)
    if (bid !== undefined && bid.bidValue >= minimumBid(variables.auction, slotNum)) {
      const registered = yield* store.getCoordinator(bid.bidderAddr)
      coordinator = Option.getOrElse(registered, () => ({
        itemId: ItemId.make(0),
        bidderAddr: bid.bidderAddr,
        forgerAddr: bid.forgerAddr,
        URL: bid.URL,
        ethereumBlock: bid.ethereumBlockNum
      }))
    }
    const fromBlock = firstBlock(schedule, slotNum)
    const toBlock = lastBlock(schedule, slotNum)
    forgers.push({
      coordinator,
      period: {
        slotNum: SlotNum.make(slotNum),
        fromBlock,
        toBlock,
        fromTimestamp: blockTime(fromBlock, last, node),
        toTimestamp: blockTime(toBlock, last, node)
      }
    })
  }
  return forgers
})

/** The moment of reading and the summary of the metrics window that ends then. */
const windowSummary = Effect.fnUntraced(function* (): Effect.fn.Return<
  { readonly now: Date; readonly summary: NetworkSummary },
  never,
  NetworkStore | WallClock
> {
  const clock = yield* WallClock
  const network = yield* NetworkStore
  const now = yield* clock.now
  return { now, summary: yield* network.summary(new Date(now.getTime() - METRICS_WINDOW_MS)) }
})

/** The recommended fees now: what `/state`'s `recommendedFee` says at this moment. */
export const currentRecommendedFee = Effect.fnUntraced(function* (): Effect.fn.Return<
  RecommendedFee,
  never,
  NetworkStore | NetworkSettings | WallClock
> {
  const settings = yield* NetworkSettings
  const { summary } = yield* windowSummary()
  return recommendedFee(computeMetrics(summary.recentBatches, summary.recentL1Delays, summary), settings.node)
})

/** The current network state. */
export const state = Effect.fnUntraced(function* (): Effect.fn.Return<
  NetworkState,
  never,
  NetworkStore | AuctionStore | NetworkSettings | WallClock
> {
  const settings = yield* NetworkSettings
  const { now, summary } = yield* windowSummary()
  const variables = Option.getOrElse(summary.contractVariables, () => initialContractVariables(settings.config))
  const schedule = makeSchedule(settings.config.auction, {
    lastSyncedBlock: summary.lastSyncedBlock,
    contractVariables: Option.some(variables)
  })
  const last = Option.getOrElse(summary.lastSyncedBlock, () => ({
    num: EthBlockNum.make(settings.config.auction.genesisBlockNum),
    timestamp: now
  }))
  const metrics = computeMetrics(summary.recentBatches, summary.recentL1Delays, summary)
  return {
    nodeConfig: { forgeDelay: settings.node.forgeDelay, poolLoad: summary.poolLoad },
    network: {
      lastEthereumBlock: Option.getOrElse(summary.lastEthereumBlock, () => last.num),
      lastSynchedBlock: last.num,
      lastBatch: Option.getOrNull(summary.lastBatch),
      currentSlot: SlotNum.make(schedule.currentSlot),
      nextForgers: yield* nextForgers(schedule, variables, last, settings.node)
    },
    metrics,
    rollup: variables.rollup,
    auction: variables.auction,
    withdrawalDelayer: variables.withdrawalDelayer,
    recommendedFee: recommendedFee(metrics, settings.node)
  }
})

/** The current network state with the constants and node settings it was derived with. */
export const reading = Effect.fnUntraced(function* (): Effect.fn.Return<
  NetworkReading,
  never,
  NetworkStore | AuctionStore | NetworkSettings | WallClock
> {
  const current = yield* state()
  const settings = yield* NetworkSettings
  return { state: current, config: settings.config, node: settings.node }
})

/** The constant network configuration. */
export const config = Effect.fnUntraced(function* (): Effect.fn.Return<NetworkConfig, never, NetworkSettings> {
  const settings = yield* NetworkSettings
  return settings.config
})
