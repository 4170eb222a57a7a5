/**
 * Use cases of `/slots` and `/slots/{slotNum}`. Slots are not stored: they are derived from the
 * auction constants and the last synced block, with the best bid of each from the store. The
 * revisions name the upper bound differently (`maxSlotNum` later, `maxSlothNum` earlier) and
 * match `wonByEthereumAddress` against the best bid's bidder (later) or forger (earlier): both
 * queries map onto the same input, and `list` takes the bound's name and the winner's role as
 * options chosen by the revision table.
 */
import { Effect, Schema } from "effect";
import { type EthAddress } from "../domain/eth_address.ts";
import type { SlotNum } from "../domain/scalars.ts";
import { type BadRequest } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import { type Page, type PageRequest } from "../pagination/page.ts";
import { AuctionStore, type WinnerRole } from "../ports/auction_store.ts";
import { NetworkSettings } from "../ports/network_settings.ts";
import { NetworkStore } from "../ports/network_store.ts";
import { type PaginationFields } from "./page_request.ts";
/** Query parameters of `GET /slots` with the later revision's bound `maxSlotNum`. */
export declare function listQueryMaxSlotNum(wonBy: WinnerRole): Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    readonly maxSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
/** Query parameters of `GET /slots` with the earlier revision's bound `maxSlothNum`. */
export declare function listQueryMaxSlothNum(wonBy: WinnerRole): Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    readonly maxSlothNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
/** Query parameters of `GET /slots` (later revision). */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    readonly maxSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Query parameters of `GET /slots` in the earlier revision. */
export declare const ListQueryEarlier: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    readonly maxSlothNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
export type ListQueryEarlier = typeof ListQueryEarlier.Type;
/** The queries, keyed by the revision table's `slotsMaxParam` row, then by its `slotsWonBy` row. */
export declare const ListQueries: {
    readonly maxSlotNum: {
        readonly bidder: Schema.Struct<{
            readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
            readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
            readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        }>;
        readonly forger: Schema.Struct<{
            readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
            readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
            readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        }>;
    };
    readonly maxSlothNum: {
        readonly bidder: Schema.Struct<{
            readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
            readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
            readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlothNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        }>;
        readonly forger: Schema.Struct<{
            readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
            readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
            readonly minSlotNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
            readonly wonByEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
            readonly finishedAuction: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
            readonly maxSlothNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        }>;
    };
};
/** What `list` takes: the decoded query of either revision. */
export type ListInput = PaginationFields & {
    readonly minSlotNum?: SlotNum | undefined;
    readonly maxSlotNum?: SlotNum | undefined;
    readonly maxSlothNum?: SlotNum | undefined;
    readonly wonByEthereumAddress?: EthAddress | undefined;
    readonly finishedAuction?: boolean | undefined;
};
/** The revision-dependent choices of `list`. */
export interface ListOptions {
    /** The name of the upper bound parameter (read from the input, named in messages). */
    readonly maxParam: "maxSlotNum" | "maxSlothNum";
    /** Whose address `wonByEthereumAddress` matches: the best bid's bidder or forger. */
    readonly wonBy: WinnerRole;
}
/** The later revision's choices. */
export declare const LATER_LIST_OPTIONS: ListOptions;
/** Filter rules of `GET /slots`: none beyond minSlotNum ≤ maxSlotNum. */
export declare const Rules: FilterRules;
/** The page of slot numbers in [min, max] selected by `request`; slot numbers are the itemIds. */
export declare function pageOfSlotNumbers(min: number, max: number, request: PageRequest): Page<number>;
/** Slots matching the query, in increasing slotNum order (`options`: the revision's bound name and winner role; default later). */
export declare const list: (query: ListInput, options?: ListOptions | undefined) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly openAuction: boolean;
    readonly bestBid: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly bidValue: bigint;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly URL: string & import("effect/Brand").Brand<"Url">;
        readonly timestamp: Date;
    } | null;
}>, BadRequest, AuctionStore | NetworkSettings | NetworkStore>;
/** The slot with this number (every slot exists; bestBid is null when nobody bid). */
export declare const get: (slotNum: number & import("effect/Brand").Brand<"SlotNum">) => Effect.Effect<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    readonly firstBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly lastBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly openAuction: boolean;
    readonly bestBid: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly bidValue: bigint;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
        readonly URL: string & import("effect/Brand").Brand<"Url">;
        readonly timestamp: Date;
    } | null;
}, never, AuctionStore | NetworkSettings | NetworkStore>;
