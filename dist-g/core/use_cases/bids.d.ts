/**
 * Use case of `/bids`. The revisions name the address filter differently (`bidderAddr` later,
 * `forgerAddr` earlier) and only the later one requires a filter; both queries map onto the same
 * input, and the rules are chosen by the revision table (`filterRules`).
 */
import { Effect, Schema } from "effect";
import { type EthAddress } from "../domain/eth_address.ts";
import type { SlotNum } from "../domain/scalars.ts";
import type { BadRequest } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import { AuctionStore } from "../ports/auction_store.ts";
import { type PaginationFields } from "./page_request.ts";
/** Query parameters of `GET /bids` (later revision). */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly slotNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly bidderAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Query parameters of `GET /bids` in the earlier revision: the address filter is the forger's. */
export declare const ListQueryEarlier: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly slotNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly forgerAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
}>;
export type ListQueryEarlier = typeof ListQueryEarlier.Type;
/** The query of each revision, keyed by the revision table's `bidsAddressParam` row. */
export declare const ListQueries: {
    readonly bidderAddr: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
        readonly slotNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
        readonly bidderAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    }>;
    readonly forgerAddr: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
        readonly slotNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "SlotNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
        readonly forgerAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    }>;
};
/** What `list` takes: the decoded query of either revision. */
export interface ListInput extends PaginationFields {
    readonly slotNum?: SlotNum | undefined;
    readonly bidderAddr?: EthAddress | undefined;
    readonly forgerAddr?: EthAddress | undefined;
}
/** Filter rules of `GET /bids` (later revision): slotNum or bidderAddr is required. */
export declare const Rules: FilterRules;
/** The filter rules of a revision: slotNum or the address filter required, or no rule. */
export declare function filterRules(atLeastOne: boolean, addressParam: "bidderAddr" | "forgerAddr"): FilterRules;
/** Bids matching the query, in increasing (slotNum, bidValue) order, checked against `rules` (default: the later revision's). */
export declare const list: (query: ListInput, rules?: FilterRules | undefined) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
    readonly bidValue: bigint;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly withdrawAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly URL: string & import("effect/Brand").Brand<"Url">;
    readonly timestamp: Date;
}>, BadRequest, AuctionStore>;
