import { describe, it } from "@effect/vitest"
import { Option } from "effect"
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
    expect(recommendedFee(metrics, node)).toEqual({ existingAccount: 0.5, createAccount: 1.25, createAccountInternal: 1 })
    expect(recommendedFee(metrics, { ...node, minFeeUSD: 2 }).existingAccount).toBe(2)
  })
})
