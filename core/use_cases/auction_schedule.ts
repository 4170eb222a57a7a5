/** Slot arithmetic of the forger auction: slots as fixed runs of blocks from genesis, and when each auction is open. */
import { Option } from "effect"
import type { Bid, Slot } from "../domain/auction.ts"
import type { AuctionVariables } from "../domain/contract_variables.ts"
import type { AuctionConstants } from "../domain/network_config.ts"
import { EthBlockNum, ItemId, MAX_UINT32, SlotNum } from "../domain/scalars.ts"
import type { SyncStatus } from "../ports/network_store.ts"

/** What slot computations need to know. */
export interface AuctionSchedule {
  readonly genesisBlockNum: bigint
  readonly blocksPerSlot: bigint
  readonly closedAuctionSlots: number
  readonly openAuctionSlots: number
  /** The slot of the last synced block (0 before genesis or before any block). */
  readonly currentSlot: number
}

/** The schedule in force given the constants and the synchronizer's status. */
export function makeSchedule(constants: AuctionConstants, status: SyncStatus): AuctionSchedule {
  const genesisBlockNum = constants.genesisBlockNum
  const blocksPerSlot = BigInt(constants.blocksPerSlot)
  const lastBlock = Option.match(status.lastSyncedBlock, { onNone: () => genesisBlockNum, onSome: (b) => b.num })
  const elapsed = lastBlock > genesisBlockNum ? lastBlock - genesisBlockNum : 0n
  const currentSlot = Math.min(Number(elapsed / blocksPerSlot), MAX_UINT32)
  const variables = Option.map(status.contractVariables, (v) => v.auction)
  return {
    genesisBlockNum,
    blocksPerSlot,
    closedAuctionSlots: Option.match(variables, { onNone: () => 0, onSome: (a) => a.closedAuctionSlots }),
    openAuctionSlots: Option.match(variables, { onNone: () => 0, onSome: (a) => a.openAuctionSlots }),
    currentSlot
  }
}

/** First block of a slot. */
export function firstBlock(schedule: AuctionSchedule, slotNum: number): EthBlockNum {
  return EthBlockNum.make(schedule.genesisBlockNum + BigInt(slotNum) * schedule.blocksPerSlot)
}

/** Last block of a slot. */
export function lastBlock(schedule: AuctionSchedule, slotNum: number): EthBlockNum {
  return EthBlockNum.make(firstBlock(schedule, slotNum) + schedule.blocksPerSlot - 1n)
}

/** The last slot whose auction has closed (its forger is decided). */
export function lastClosedSlot(schedule: AuctionSchedule): number {
  return Math.min(schedule.currentSlot + schedule.closedAuctionSlots, MAX_UINT32)
}

/** The last slot whose auction is open. */
export function lastOpenSlot(schedule: AuctionSchedule): number {
  return Math.min(lastClosedSlot(schedule) + schedule.openAuctionSlots, MAX_UINT32)
}

/** Whether bids are accepted for the slot now. */
export function isAuctionOpen(schedule: AuctionSchedule, slotNum: number): boolean {
  return slotNum > lastClosedSlot(schedule) && slotNum <= lastOpenSlot(schedule)
}

/** The minimum bid of a slot: the default slot set bid of its position in the 6-slot cycle. */
export function minimumBid(variables: AuctionVariables, slotNum: number): bigint {
  return variables.defaultSlotSetBid[slotNum % 6] ?? 0n
}

/** The slot resource for a slot number and its best bid. */
export function toSlot(schedule: AuctionSchedule, slotNum: number, bestBid: Bid | undefined): Slot {
  return {
    itemId: ItemId.make(slotNum),
    slotNum: SlotNum.make(slotNum),
    firstBlock: firstBlock(schedule, slotNum),
    lastBlock: lastBlock(schedule, slotNum),
    openAuction: isAuctionOpen(schedule, slotNum),
    bestBid: bestBid ?? null
  }
}
