/** `/state`'s pure parts (auction schedule, metrics, fees) and `Network.state`, `reading` and `config` on memory, over
 * the contract fixture and the wallets' stage. */
import { describe, it, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { expect } from "vitest"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import type { AuctionConstants } from "../../../core/domain/network_config.ts"
import { EthBlockNum } from "../../../core/domain/scalars.ts"
import {
  firstBlock,
  isAuctionOpen,
  lastBlock,
  lastClosedSlot,
  lastOpenSlot,
  makeSchedule
} from "../../../core/use_cases/auction_schedule.ts"
import { computeMetrics, recommendedFee } from "../../../core/use_cases/network.ts"
import { SlotNum, Url } from "../../../core/domain/scalars.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { Network } from "../../../core/use_cases/mod.ts"
import { address, BIDDER_B, blk, CONTRACT_VARIABLES, FORGER_B, time, WITHDRAW_ADDR } from "../../contract/fixture.ts"
import { addToPool, History, NOW, poolRecord, SETTINGS, Wallets } from "./fixture.ts"

const constants: AuctionConstants = {
  blocksPerSlot: 40,
  initialMinimalBidding: 10n,
  genesisBlockNum: EthBlockNum.make(1000n),
  tokenHEZ: ZERO_ADDRESS,
  hermezRollup: ZERO_ADDRESS,
  governanceAddress: ZERO_ADDRESS
}

describe("auction schedule", () => {
  it("derives the current slot, block ranges and the open window", () => {
    const schedule = makeSchedule(constants, {
      lastSyncedBlock: Option.some({ num: EthBlockNum.make(1000n + 40n * 7n + 3n), timestamp: new Date(0) }),
      contractVariables: Option.none()
    })
    expect(schedule.currentSlot).toBe(7)
    expect(firstBlock(schedule, 7)).toBe(1280n)
    expect(lastBlock(schedule, 7)).toBe(1319n)
    // Without contract variables nothing is open.
    expect(lastClosedSlot(schedule)).toBe(7)
    expect(lastOpenSlot(schedule)).toBe(7)
    const withWindow = { ...schedule, closedAuctionSlots: 2, openAuctionSlots: 5 }
    expect(isAuctionOpen(withWindow, 9)).toBe(false)
    expect(isAuctionOpen(withWindow, 10)).toBe(true)
    expect(isAuctionOpen(withWindow, 14)).toBe(true)
    expect(isAuctionOpen(withWindow, 15)).toBe(false)
  })

  it("puts blocks before genesis in slot 0", () => {
    const schedule = makeSchedule(constants, {
      lastSyncedBlock: Option.some({ num: EthBlockNum.make(10n), timestamp: new Date(0) }),
      contractVariables: Option.none()
    })
    expect(schedule.currentSlot).toBe(0)
  })
})

describe("metrics", () => {
  const t = (s: number) => new Date(s * 1000)
  const batches = [
    { batchNum: 1, timestamp: t(0), transactions: 10, l2Transactions: 4, feesUSD: 2 },
    { batchNum: 2, timestamp: t(60), transactions: 20, l2Transactions: 6, feesUSD: 3 },
    { batchNum: 3, timestamp: t(120), transactions: 30, l2Transactions: 10, feesUSD: 5 }
  ]

  it("averages over the window", () => {
    const metrics = computeMetrics(batches, [30, 90], { totalAccounts: 12, totalBJJs: 5 })
    expect(metrics).toEqual({
      transactionsPerBatch: 20,
      batchFrequency: 60,
      transactionsPerSecond: 0.5,
      totalAccounts: 12,
      totalBJJs: 5,
      avgTransactionFee: 0.5,
      estimatedTimeToForgeL1: 60
    })
  })

  it("is all zeros without batches", () => {
    const metrics = computeMetrics([], [], { totalAccounts: 0, totalBJJs: 0 })
    expect(Object.values(metrics).every((v) => v === 0)).toBe(true)
  })

  it("recommends at least the minimum fee, with account-creation multiples", () => {
    const metrics = computeMetrics(batches, [], { totalAccounts: 0, totalBJJs: 0 })
    const node = { forgeDelay: 10, secondsPerBlock: 15, minFeeUSD: 0.1 }
    expect(recommendedFee(metrics, node)).toEqual({
      existingAccount: 0.5,
      createAccount: 1.25,
      createAccountInternal: 1
    })
    expect(recommendedFee(metrics, { ...node, minFeeUSD: 2 }).existingAccount).toBe(2)
  })
})

/** The boot coordinator of the fixture's contract variables, as a next forger. */
const BOOT = {
  itemId: 0,
  bidderAddr: ZERO_ADDRESS,
  forgerAddr: address("b0"),
  URL: "https://boot.example",
  ethereumBlock: 0n
}

/** Runs a test on a fresh contract fixture. */
const fresh = <A, E>(effect: Effect.Effect<A, E, Layer.Success<typeof History>>) => Effect.provide(effect, History)

describe("Network", () => {
  layer(History)((it) => {
    it.effect(
      "Network.state() derives the chain's position from storage: last blocks, last batch, current slot, node settings",
      () =>
        Effect.gen(function* () {
          const state = yield* Network.state()
          expect(state.nodeConfig).toEqual({ forgeDelay: 10, poolLoad: 0 })
          expect(state.network).toMatchObject({
            lastEthereumBlock: 25n,
            lastSynchedBlock: 25n,
            currentSlot: 12,
            lastBatch: { batchNum: 3 }
          })
          expect([state.rollup, state.auction, state.withdrawalDelayer]).toEqual([
            CONTRACT_VARIABLES.rollup,
            CONTRACT_VARIABLES.auction,
            CONTRACT_VARIABLES.withdrawalDelayer
          ])
        })
    )

    it.effect("Network.state() averages over the batches of the last 24 hours and recommends fees from them", () =>
      Effect.gen(function* () {
        const { metrics, recommendedFee } = yield* Network.state()
        // 4 + 11 + 2 transactions in three batches forged at blocks 12, 16 and 18 (15 s a block).
        expect(metrics).toMatchObject({
          transactionsPerBatch: 17 / 3,
          batchFrequency: 45,
          transactionsPerSecond: 17 / 90,
          totalAccounts: 6,
          totalBJJs: 3
        })
        expect(metrics.avgTransactionFee).toBeGreaterThan(SETTINGS.node.minFeeUSD)
        expect(recommendedFee).toEqual({
          existingAccount: metrics.avgTransactionFee,
          createAccount: metrics.avgTransactionFee * 2.5,
          createAccountInternal: metrics.avgTransactionFee * 2
        })
      })
    )

    it.effect(
      "Network.state() names the forger of the current slot and of each closed one, with its blocks and their estimated times",
      () =>
        Effect.gen(function* () {
          const { network } = yield* Network.state()
          expect(network.nextForgers).toEqual([
            {
              coordinator: {
                itemId: 2,
                bidderAddr: BIDDER_B,
                forgerAddr: FORGER_B,
                URL: "https://b.example",
                ethereumBlock: 5n
              },
              period: { slotNum: 12, fromBlock: 25n, toBlock: 26n, fromTimestamp: time(25), toTimestamp: time(26) }
            },
            {
              coordinator: BOOT,
              period: { slotNum: 13, fromBlock: 27n, toBlock: 28n, fromTimestamp: time(27), toTimestamp: time(28) }
            },
            {
              coordinator: BOOT,
              period: { slotNum: 14, fromBlock: 29n, toBlock: 30n, fromTimestamp: time(29), toTimestamp: time(30) }
            }
          ])
        })
    )

    it.effect(
      "Network.config() is the configured constants, and reading() the state with the settings it was derived with",
      () =>
        Effect.gen(function* () {
          expect(yield* Network.config()).toBe(SETTINGS.config)
          const reading = yield* Network.reading()
          expect(reading.config).toBe(SETTINGS.config)
          expect(reading.node).toBe(SETTINGS.node)
          expect(reading.state).toEqual(yield* Network.state())
        })
    )
  })

  it.effect(
    "Network.state() keeps the boot coordinator for a bid below the slot's minimum, and shows an unregistered bidder from its bid",
    () =>
      fresh(
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const bid = (slot: number, value: bigint, bidder: string) =>
            ledger.recordBid({
              slotNum: SlotNum.make(slot),
              bidValue: value,
              ethereumBlockNum: blk(24),
              bidderAddr: address(bidder),
              forgerAddr: address("f9"),
              withdrawAddr: WITHDRAW_ADDR,
              URL: Url.make(`https://${bidder}.example`),
              timestamp: time(24)
            })
          yield* bid(13, 9n, "c9")
          yield* bid(14, 10n, "c8")
          const { network } = yield* Network.state()
          expect(network.nextForgers.map((f) => f.coordinator)).toEqual([
            expect.objectContaining({ bidderAddr: BIDDER_B }),
            BOOT,
            {
              itemId: 0,
              bidderAddr: address("c8"),
              forgerAddr: address("f9"),
              URL: "https://c8.example",
              ethereumBlock: 24n
            }
          ])
        })
      )
  )

  it.effect("Network.state() leaves batches older than 24 hours out of the metrics, not out of the last batch", () =>
    fresh(
      Effect.gen(function* () {
        const later = WallClock.of({ now: Effect.succeed(new Date(NOW.getTime() + 24 * 3600_000 + 1000)) })
        const state = yield* Network.state().pipe(Effect.provideService(WallClock, later))
        expect(state.metrics).toEqual({
          transactionsPerBatch: 0,
          batchFrequency: 0,
          transactionsPerSecond: 0,
          totalAccounts: 6,
          totalBJJs: 3,
          avgTransactionFee: 0,
          estimatedTimeToForgeL1: 0
        })
        expect(state.recommendedFee.existingAccount).toBe(SETTINGS.node.minFeeUSD)
        expect(state.network.lastBatch?.batchNum).toBe(3)
      })
    )
  )

  it.effect(
    "Network.state() before any contract variables: the configured constants and zeros, the slot of genesis, the pool's load",
    () =>
      Effect.gen(function* () {
        yield* addToPool([poolRecord({ from: 256, nonce: 3n }), poolRecord({ from: 257, nonce: 0n })])
        const state = yield* Network.state()
        expect(state.nodeConfig.poolLoad).toBe(2)
        expect(state.auction).toMatchObject({
          bootCoordinator: ZERO_ADDRESS,
          closedAuctionSlots: 0,
          openAuctionSlots: 0,
          defaultSlotSetBid: [0n, 0n, 0n, 0n, 0n, 0n]
        })
        expect(state.withdrawalDelayer.withdrawalDelay).toBe(SETTINGS.config.withdrawalDelayer.maxWithdrawalDelay)
        expect(state.network.currentSlot).toBe(0)
        expect(
          state.network.nextForgers.map((f) => [f.period.slotNum, f.coordinator.forgerAddr, f.coordinator.URL])
        ).toEqual([[0, ZERO_ADDRESS, "http://localhost"]])
      }).pipe(Effect.provide(Wallets))
  )
})
