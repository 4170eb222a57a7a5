/**
 * The earlier revision's Slot (`decisions.md`, Resource fields; `anchor-api.md` §0 and §2.9): the
 * slot's best (latest) bid is named `winnerBid` instead of `bestBid`; every other field, and the
 * Bid itself, are the later revision's.
 */
import { Schema } from "effect";
import { type Slot } from "./auction.ts";
/** A slot as the earlier revision writes it. */
export declare const SlotEarlier: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
    readonly firstBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly openAuction: Schema.Boolean;
    readonly winnerBid: Schema.NullOr<Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly bidValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly withdrawAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly URL: Schema.brand<Schema.String, "Url">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    }>>;
}>;
export type SlotEarlier = typeof SlotEarlier.Type;
/** The earlier revision's form of a slot. */
export declare function toSlotEarlier(slot: Slot): SlotEarlier;
