/** The forger auction: coordinators, bids and slots (`anchor-api.md` §2.9). */
import { Schema } from "effect";
/** A registered coordinator (the latest registration of its bidder). */
export declare const Coordinator: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly URL: Schema.brand<Schema.String, "Url">;
    readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
}>;
export type Coordinator = typeof Coordinator.Type;
/** A bid for the right to forge in a slot. */
export declare const Bid: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
    readonly bidValue: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly withdrawAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly URL: Schema.brand<Schema.String, "Url">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
}>;
export type Bid = typeof Bid.Type;
/** A slot of the auction with its block range and its best (latest) bid, if any. */
export declare const Slot: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
    readonly firstBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly openAuction: Schema.Boolean;
    readonly bestBid: Schema.NullOr<Schema.Struct<{
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
export type Slot = typeof Slot.Type;
