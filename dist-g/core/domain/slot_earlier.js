/**
 * The earlier revision's Slot (`decisions.md`, Resource fields; `anchor-api.md` §0 and §2.9): the
 * slot's best (latest) bid is named `winnerBid` instead of `bestBid`; every other field, and the
 * Bid itself, are the later revision's.
 */
import { Schema } from "effect";
import { Bid } from "./auction.js";
import { EthBlockNum, ItemId, SlotNum } from "./scalars.js";
/** A slot as the earlier revision writes it. */
export const SlotEarlier = Schema.Struct({
    itemId: ItemId,
    slotNum: SlotNum,
    firstBlock: EthBlockNum,
    lastBlock: EthBlockNum,
    openAuction: Schema.Boolean,
    winnerBid: Schema.NullOr(Bid)
}).annotate({ identifier: "Slot" });
/** The earlier revision's form of a slot. */
export function toSlotEarlier(slot) {
    return {
        itemId: slot.itemId,
        slotNum: slot.slotNum,
        firstBlock: slot.firstBlock,
        lastBlock: slot.lastBlock,
        openAuction: slot.openAuction,
        winnerBid: slot.bestBid
    };
}
