/**
 * Use cases of `/coordinators` and `/coordinators/{bidderAddr}`. The later revision (revision table row
 * `coordinatorExtensions`) finds coordinators by forger or bidder address and lists the boot coordinator, so that
 * every forger address a batch carries leads to a coordinator entry; the earlier revision lists the registered
 * coordinators only, with no filter.
 */
import { Effect, Schema } from "effect";
import { type EthAddress } from "../domain/eth_address.ts";
import { type BadRequest, NotFound } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import { AuctionStore } from "../ports/auction_store.ts";
import { NetworkStore } from "../ports/network_store.ts";
import { type PaginationFields } from "./page_request.ts";
/** Query parameters of `GET /coordinators` (later revision): the address filters, each optional, and pagination. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly forgerAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly bidderAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Query parameters of `GET /coordinators` in the earlier revision: pagination only. */
export declare const ListQueryEarlier: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
}>;
export type ListQueryEarlier = typeof ListQueryEarlier.Type;
/** The query of each revision, keyed by the revision table's `coordinatorExtensions` row. */
export declare const ListQueries: {
    readonly true: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
        readonly forgerAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly bidderAddr: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    }>;
    readonly false: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    }>;
};
/** What `list` takes: the decoded query of either revision. */
export interface ListInput extends PaginationFields {
    readonly forgerAddr?: EthAddress | undefined;
    readonly bidderAddr?: EthAddress | undefined;
}
/** Filter rules of `GET /coordinators`: both filters optional; given together, a coordinator must match both. */
export declare const Rules: FilterRules;
/** How a revision lists coordinators (`coordinatorExtensions` row). */
export interface ListOptions {
    /** The boot coordinator is listed, before every registered coordinator (later revision). */
    readonly listsBootCoordinator: boolean;
}
/** The later revision's options, the default of `list`. */
export declare const LATER_LIST_OPTIONS: ListOptions;
/**
 * Coordinators matching the query, each its latest registration, in registration (itemId) order: in the later
 * revision (`options`) the boot coordinator first. Its entry comes from the contract variables, read beside the page.
 */
export declare const list: (query: ListInput, options?: ListOptions | undefined) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly URL: string & import("effect/Brand").Brand<"Url">;
    readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
}>, BadRequest, AuctionStore | NetworkStore>;
/** The coordinator registered by this bidder. */
export declare const get: (bidderAddr: string & import("effect/Brand").Brand<"EthAddress">) => Effect.Effect<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
    readonly URL: string & import("effect/Brand").Brand<"Url">;
    readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
}, NotFound, AuctionStore>;
