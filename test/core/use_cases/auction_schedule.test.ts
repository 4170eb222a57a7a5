/** Slot arithmetic beyond `network.test.ts`: minimum bids over the 6-slot cycle, a slot's resource and best bid, the
 * schedule's bounds at the top of uint32. */
import { describe, expect, it } from "@effect/vitest"
import { Option } from "effect"
import type { Bid } from "../../../core/domain/auction.ts"
import type { ContractVariables } from "../../../core/domain/contract_variables.ts"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import type { AuctionConstants } from "../../../core/domain/network_config.ts"
import { EthBlockNum, ItemId, MAX_UINT32, SlotNum, Url } from "../../../core/domain/scalars.ts"
import {
  isAuctionOpen,
  lastClosedSlot,
  lastOpenSlot,
  makeSchedule,
  minimumBid,
  toSlot
} from "../../../core/use_cases/auction_schedule.ts"
import { CONTRACT_VARIABLES } from "../../contract/fixture.ts"

const constants: AuctionConstants = {
  blocksPerSlot: 10,
  initialMinimalBidding: 10n,
  genesisBlockNum: EthBlockNum.make(100n),
  tokenHEZ: ZERO_ADDRESS,
  hermezRollup: ZERO_ADDRESS,
  governanceAddress: ZERO_ADDRESS
}

const variables: ContractVariables = {
  ...CONTRACT_VARIABLES,
  auction: {
    ...CONTRACT_VARIABLES.auction,
    defaultSlotSetBid: [1n, 2n, 3n, 4n, 5n, 6n],
    closedAuctionSlots: 2,
    openAuctionSlots: 3
  }
}

/** The schedule with the last synced block `block`. */
function at(block: bigint) {
  return makeSchedule(constants, {
    lastSyncedBlock: Option.some({ num: EthBlockNum.make(block), timestamp: new Date(0) }),
    contractVariables: Option.some(variables)
  })
}

describe("auction schedule", () => {
  it("minimumBid() is the default slot set bid of the slot's place in the 6-slot cycle", () => {
    expect([0, 1, 5, 6, 7, 11, 12].map((slot) => minimumBid(variables.auction, slot))).toEqual([
      1n,
      2n,
      6n,
      1n,
      2n,
      6n,
      1n
    ])
  })

  it("makeSchedule() takes the closed and open windows from the contract variables", () => {
    const schedule = at(100n + 10n * 4n + 9n)
    expect(schedule).toEqual({
      genesisBlockNum: 100n,
      blocksPerSlot: 10n,
      closedAuctionSlots: 2,
      openAuctionSlots: 3,
      currentSlot: 4
    })
    expect([lastClosedSlot(schedule), lastOpenSlot(schedule)]).toEqual([6, 9])
    expect([6, 7, 9, 10].map((slot) => isAuctionOpen(schedule, slot))).toEqual([false, true, true, false])
  })

  it("makeSchedule() before any block puts the chain at genesis, slot 0", () => {
    const schedule = makeSchedule(constants, { lastSyncedBlock: Option.none(), contractVariables: Option.none() })
    expect(schedule.currentSlot).toBe(0)
    expect(lastOpenSlot(schedule)).toBe(0)
  })

  it("the schedule's slots stop at the largest uint32", () => {
    const far = at(100n + 10n * BigInt(MAX_UINT32) * 2n)
    expect(far.currentSlot).toBe(MAX_UINT32)
    expect(lastClosedSlot(far)).toBe(MAX_UINT32)
    expect(lastOpenSlot(far)).toBe(MAX_UINT32)
  })

  it("toSlot() numbers the slot by itself, with its blocks, auction state and best bid", () => {
    const schedule = at(145n)
    const bid: Bid = {
      itemId: ItemId.make(3),
      slotNum: SlotNum.make(8),
      bidValue: 99n,
      ethereumBlockNum: EthBlockNum.make(140n),
      bidderAddr: ZERO_ADDRESS,
      forgerAddr: ZERO_ADDRESS,
      withdrawAddr: ZERO_ADDRESS,
      URL: Url.make("https://bid.example"),
      timestamp: new Date(0)
    }
    expect(toSlot(schedule, 8, bid)).toEqual({
      itemId: 8,
      slotNum: 8,
      firstBlock: 180n,
      lastBlock: 189n,
      openAuction: true,
      bestBid: bid
    })
    expect(toSlot(schedule, 6, undefined)).toEqual({
      itemId: 6,
      slotNum: 6,
      firstBlock: 160n,
      lastBlock: 169n,
      openAuction: false,
      bestBid: null
    })
  })
})
