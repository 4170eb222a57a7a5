/** The earlier revision's Slot: its best (latest) bid is named `winnerBid` instead of `bestBid`. */
import { Schema } from "effect"
import { Bid, type Slot } from "./auction.ts"
import { EthBlockNum, ItemId, SlotNum } from "./scalars.ts"

/** A slot as the earlier revision writes it. */
export const SlotEarlier = Schema.Struct({
  itemId: ItemId,
  slotNum: SlotNum,
  firstBlock: EthBlockNum,
  lastBlock: EthBlockNum,
  openAuction: Schema.Boolean,
  winnerBid: Schema.NullOr(Bid)
}).annotate({ identifier: "Slot" })
export type SlotEarlier = typeof SlotEarlier.Type

/** The earlier revision's form of a slot. */
export function toSlotEarlier(slot: Slot): SlotEarlier {
  return {
    itemId: slot.itemId,
    slotNum: slot.slotNum,
    firstBlock: slot.firstBlock,
    lastBlock: slot.lastBlock,
    openAuction: slot.openAuction,
    winnerBid: slot.bestBid
  }
}
