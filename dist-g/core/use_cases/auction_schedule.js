/**
 * Slot arithmetic of the forger auction (`anchor-api.md` §2.9): slots are fixed runs of blocks
 * from the genesis block; a slot's auction is open while it lies between `closedAuctionSlots` and
 * `closedAuctionSlots + openAuctionSlots` slots ahead of the current one.
 */
import { Option } from "effect";
import { EthBlockNum, ItemId, MAX_UINT32, SlotNum } from "../domain/scalars.js";
/** The schedule in force given the constants and the synchronizer's status. */
export function makeSchedule(constants, status) {
    const genesisBlockNum = constants.genesisBlockNum;
    const blocksPerSlot = BigInt(constants.blocksPerSlot);
    const lastBlock = Option.match(status.lastSyncedBlock, { onNone: () => genesisBlockNum, onSome: (b) => b.num });
    const elapsed = lastBlock > genesisBlockNum ? lastBlock - genesisBlockNum : 0n;
    const currentSlot = Math.min(Number(elapsed / blocksPerSlot), MAX_UINT32);
    const variables = Option.map(status.contractVariables, (v) => v.auction);
    return {
        genesisBlockNum,
        blocksPerSlot,
        closedAuctionSlots: Option.match(variables, { onNone: () => 0, onSome: (a) => a.closedAuctionSlots }),
        openAuctionSlots: Option.match(variables, { onNone: () => 0, onSome: (a) => a.openAuctionSlots }),
        currentSlot
    };
}
/** First block of a slot. */
export function firstBlock(schedule, slotNum) {
    return EthBlockNum.make(schedule.genesisBlockNum + BigInt(slotNum) * schedule.blocksPerSlot);
}
/** Last block of a slot. */
export function lastBlock(schedule, slotNum) {
    return EthBlockNum.make(firstBlock(schedule, slotNum) + schedule.blocksPerSlot - 1n);
}
/** The last slot whose auction has closed (its forger is decided). */
export function lastClosedSlot(schedule) {
    return Math.min(schedule.currentSlot + schedule.closedAuctionSlots, MAX_UINT32);
}
/** The last slot whose auction is open. */
export function lastOpenSlot(schedule) {
    return Math.min(lastClosedSlot(schedule) + schedule.openAuctionSlots, MAX_UINT32);
}
/** Whether bids are accepted for the slot now. */
export function isAuctionOpen(schedule, slotNum) {
    return slotNum > lastClosedSlot(schedule) && slotNum <= lastOpenSlot(schedule);
}
/** The minimum bid of a slot: the default slot set bid of its position in the 6-slot cycle. */
export function minimumBid(variables, slotNum) {
    return variables.defaultSlotSetBid[slotNum % 6] ?? 0n;
}
/** The slot resource for a slot number and its best bid. */
export function toSlot(schedule, slotNum, bestBid) {
    return {
        itemId: ItemId.make(slotNum),
        slotNum: SlotNum.make(slotNum),
        firstBlock: firstBlock(schedule, slotNum),
        lastBlock: lastBlock(schedule, slotNum),
        openAuction: isAuctionOpen(schedule, slotNum),
        bestBid: bestBid ?? null
    };
}
