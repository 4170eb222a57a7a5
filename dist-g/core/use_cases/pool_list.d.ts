/**
 * Use case of `GET /transactions-pool` (an extension of the contract, served in the later
 * revision): the pool's transactions in the order they entered it, filtered by sender (address,
 * key or account, as the history's owner filters and under the same compatibility rules), state,
 * type and token.
 */
import { Effect, Schema } from "effect";
import type { BadRequest } from "../errors.ts";
import type { FilterRules } from "../filters/rules.ts";
import type { Page } from "../pagination/page.ts";
import type { AccountStore } from "../ports/account_store.ts";
import { PoolStore } from "../ports/pool_store.ts";
/** Query parameters of `GET /transactions-pool`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly zkEthereumAddress: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>>;
    readonly BJJ: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>>;
    readonly accountIndex: Schema.optionalKey<Schema.decodeTo<Schema.Struct<{
        readonly symbol: Schema.brand<Schema.String, "TokenSymbol">;
        readonly idx: Schema.brand<Schema.Int, "AccountIdx">;
    }>, Schema.String, never, never>>;
    readonly state: Schema.optionalKey<Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>>;
    readonly type: Schema.optionalKey<Schema.Literals<readonly ["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"]>>;
    readonly tokenId: Schema.optionalKey<Schema.compose<Schema.brand<Schema.Int, "TokenId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** Filter rules of `GET /transactions-pool`: the owner rules of the history (one owner filter; an account index fixes the token). */
export declare const Rules: FilterRules;
/** Pool transactions matching the query, in the order they entered the pool (itemId). */
export declare const list: (query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly zkEthereumAddress?: string & import("effect/Brand").Brand<"EthAddress">;
    readonly BJJ?: string & import("effect/Brand").Brand<"BjjKey">;
    readonly accountIndex?: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly state?: "fged" | "fing" | "invl" | "pend";
    readonly type?: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly tokenId?: number & import("effect/Brand").Brand<"TokenId">;
}) => Effect.Effect<Page<{
    readonly id: string & import("effect/Brand").Brand<"TxId">;
    readonly type: "Exit" | "Transfer" | "TransferToBJJ" | "TransferToEthAddr";
    readonly fromAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    };
    readonly fromZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly fromBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly toAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    } | null;
    readonly toZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly toBjj: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly amount: bigint;
    readonly fee: number & import("effect/Brand").Brand<"FeeSelector">;
    readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
    readonly state: "fged" | "fing" | "invl" | "pend";
    readonly signature: string & import("effect/Brand").Brand<"BjjSignature">;
    readonly timestamp: Date;
    readonly batchNum: (number & import("effect/Brand").Brand<"BatchNum">) | null;
    readonly invalidationReason: {
        readonly code: "insufficientBalance" | "invalidTransaction" | "nonceTooLow" | "other" | "receiverNotFound" | "replaced";
        readonly message: string;
    } | null;
    readonly requestFromAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    } | null;
    readonly requestToAccountIndex: {
        readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
        readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
    } | null;
    readonly requestToZkEthereumAddress: (string & import("effect/Brand").Brand<"EthAddress">) | null;
    readonly requestToBJJ: (string & import("effect/Brand").Brand<"BjjKey">) | null;
    readonly requestTokenId: (number & import("effect/Brand").Brand<"TokenId">) | null;
    readonly requestAmount: bigint | null;
    readonly requestFee: (number & import("effect/Brand").Brand<"FeeSelector">) | null;
    readonly requestNonce: (bigint & import("effect/Brand").Brand<"Nonce">) | null;
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
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
}>, BadRequest, AccountStore | PoolStore>;
