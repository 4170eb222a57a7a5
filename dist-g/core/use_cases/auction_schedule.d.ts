import type { Bid, Slot } from "../domain/auction.ts";
import type { AuctionVariables } from "../domain/contract_variables.ts";
import type { AuctionConstants } from "../domain/network_config.ts";
import { EthBlockNum } from "../domain/scalars.ts";
import type { SyncStatus } from "../ports/network_store.ts";
/** What slot computations need to know. */
export interface AuctionSchedule {
    readonly genesisBlockNum: bigint;
    readonly blocksPerSlot: bigint;
    readonly closedAuctionSlots: number;
    readonly openAuctionSlots: number;
    /** The slot of the last synced block (0 before genesis or before any block). */
    readonly currentSlot: number;
}
/** The schedule in force given the constants and the synchronizer's status. */
export declare function makeSchedule(constants: AuctionConstants, status: SyncStatus): AuctionSchedule;
/** First block of a slot. */
export declare function firstBlock(schedule: AuctionSchedule, slotNum: number): EthBlockNum;
/** Last block of a slot. */
export declare function lastBlock(schedule: AuctionSchedule, slotNum: number): EthBlockNum;
/** The last slot whose auction has closed (its forger is decided). */
export declare function lastClosedSlot(schedule: AuctionSchedule): number;
/** The last slot whose auction is open. */
export declare function lastOpenSlot(schedule: AuctionSchedule): number;
/** Whether bids are accepted for the slot now. */
export declare function isAuctionOpen(schedule: AuctionSchedule, slotNum: number): boolean;
/** The minimum bid of a slot: the default slot set bid of its position in the 6-slot cycle. */
export declare function minimumBid(variables: AuctionVariables, slotNum: number): bigint;
/** The slot resource for a slot number and its best bid. */
export declare function toSlot(schedule: AuctionSchedule, slotNum: number, bestBid: Bid | undefined): Slot;
