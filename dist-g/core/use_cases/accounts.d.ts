/** Use cases of `/accounts` and `/accounts/{accountIndex}`. */
import { Effect, Schema } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import { AccountStore } from "../ports/account_store.ts";
/** Query parameters of `GET /accounts`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly tokenIds: Schema.optionalKey<Schema.decodeTo<Schema.$Array<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>, Schema.String, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Filter rules of `GET /accounts`. */
export declare const Rules: FilterRules;
/** Accounts matching the query, in increasing account index order. */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly tokenIds?: readonly (number & import("effect/Brand").Brand<"TokenId">)[];
}) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly accountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
    readonly balance: bigint;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
}>, BadRequest, AccountStore>;
/** The account with this index; its token symbol must match. */
export declare const get: (accountIndex: {
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
}) => Effect.Effect<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly accountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
    readonly balance: bigint;
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly token: {
        readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
        readonly id: number & import("effect/Brand").Brand<"TokenId">;
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly name: string & import("effect/Brand").Brand<"TokenName">;
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly decimals: number;
        readonly USD: number | null;
        readonly fiatUpdate: Date | null;
    };
}, BadRequest | NotFound, AccountStore>;
