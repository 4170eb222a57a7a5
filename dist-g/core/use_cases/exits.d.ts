/** Use cases of `/exits` and `/exits/{batchNum}/{accountIndex}`. */
import { Effect, Schema } from "effect";
import { type BadRequest, NotFound } from "../errors.ts";
import type { FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import type { AccountStore } from "../ports/account_store.ts";
import { ExitStore } from "../ports/exit_store.ts";
/** Query parameters of `GET /exits` (later revision). */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly batchNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly onlyPendingWithdraws: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Query parameters of `GET /exits` in the earlier revision: no `onlyPendingWithdraws`. */
export declare const ListQueryEarlier: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly batchNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
}>;
export type ListQueryEarlier = typeof ListQueryEarlier.Type;
/** The query of each revision, keyed by the revision table's `exitsOnlyPendingWithdraws` row. */
export declare const ListQueries: {
    readonly true: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
        readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
        readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly batchNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
        readonly onlyPendingWithdraws: Schema.optionalKey<Schema.decodeTo<Schema.Boolean, Schema.Literals<readonly ["true", "false"]>, never, never>>;
    }>;
    readonly false: Schema.Struct<{
        readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
        readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
        readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
        readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
        readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
        readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
        readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
            readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
            readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
        }>, Schema.String, never, never>>;
        readonly batchNum: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
    }>;
};
/** Filter rules of `GET /exits`. */
export declare const Rules: FilterRules;
/** Exits matching the query (of either revision), in increasing (batchNum, accountIndex) order. */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly accountIndex?: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly batchNum?: number & import("effect/Brand").Brand<"BatchNum">;
    readonly onlyPendingWithdraws?: boolean;
}) => Effect.Effect<Page<{
    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    readonly accountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly merkleProof: {
        readonly root: bigint;
        readonly siblings: readonly bigint[];
        readonly oldKey: bigint;
        readonly oldValue: bigint;
        readonly isOld0: boolean;
        readonly key: bigint;
        readonly value: bigint;
        readonly fnc: number;
    };
    readonly balance: bigint;
    readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
    readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
    readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
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
}>, BadRequest, AccountStore | ExitStore>;
/** The exit of this account in this batch's exit tree. */
export declare const get: (batchNum: number & import("effect/Brand").Brand<"BatchNum">, accountIndex: {
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
}) => Effect.Effect<{
    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    readonly accountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly bjj: string & import("effect/Brand").Brand<"BjjKey">;
    readonly zkEthereumAddress: string & import("effect/Brand").Brand<"EthAddress">;
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly merkleProof: {
        readonly root: bigint;
        readonly siblings: readonly bigint[];
        readonly oldKey: bigint;
        readonly oldValue: bigint;
        readonly isOld0: boolean;
        readonly key: bigint;
        readonly value: bigint;
        readonly fnc: number;
    };
    readonly balance: bigint;
    readonly instantWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
    readonly delayedWithdrawRequest: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
    readonly delayedWithdraw: (bigint & import("effect/Brand").Brand<"EthBlockNum">) | null;
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
}, NotFound, ExitStore>;
