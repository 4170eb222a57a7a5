/** Use cases of `/tokens` and `/tokens/{id}`. */
import { Effect, Schema } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import { type FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import { TokenStore } from "../ports/token_store.ts";
/** Query parameters of `GET /tokens`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly ids: Schema.optionalKey<Schema.decodeTo<Schema.$Array<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>, Schema.String, never, never>>;
    readonly symbols: Schema.optionalKey<Schema.decodeTo<Schema.$Array<Schema.brand<Schema.String, "TokenSymbol">>, Schema.String, never, never>>;
    readonly name: Schema.optionalKey<Schema.String>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Filter rules of `GET /tokens`: none. */
export declare const Rules: FilterRules;
/** Tokens matching the query, in increasing token id order. */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly ids?: readonly (number & import("effect/Brand").Brand<"TokenId">)[];
    readonly symbols?: readonly (string & import("effect/Brand").Brand<"TokenSymbol">)[];
    readonly name?: string;
}) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly id: number & import("effect/Brand").Brand<"TokenId">;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly name: string & import("effect/Brand").Brand<"TokenName">;
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly decimals: number;
    readonly USD: number | null;
    readonly fiatUpdate: Date | null;
}>, BadRequest, TokenStore>;
/** The token with this id. */
export declare const get: (id: number & import("effect/Brand").Brand<"TokenId">) => Effect.Effect<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly id: number & import("effect/Brand").Brand<"TokenId">;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly ethereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly name: string & import("effect/Brand").Brand<"TokenName">;
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly decimals: number;
    readonly USD: number | null;
    readonly fiatUpdate: Date | null;
}, NotFound, TokenStore>;
