/**
 * Use case of `GET /accounts/{accountIndex}/balance-history` (an extension of the contract, served
 * in the later revision): the account's balance and nonce after each batch that changed it, as the
 * ledger recorded them when it forged the batch, paged like every list. `asOfBatchNum` keeps the
 * states of batches up to that one, inclusive, so `order=DESC&limit=1` is the balance as of a batch.
 */
import { Effect, Schema } from "effect";
import type { BadRequest, NotFound } from "../errors.ts";
import type { Page } from "../pagination/page.ts";
import { AccountStore } from "../ports/account_store.ts";
/** Query parameters of `GET /accounts/{accountIndex}/balance-history`. */
export declare const ListQuery: Schema.Struct<{
    readonly fromItem: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "ItemId">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
    readonly order: Schema.withDecodingDefaultTypeKey<Schema.Literals<readonly ["ASC", "DESC"]>, never>;
    readonly limit: Schema.withDecodingDefaultTypeKey<Schema.decodeTo<Schema.Int, Schema.String, never, never>, never>;
    readonly asOfBatchNum: Schema.optionalKey<Schema.decodeTo<Schema.brand<Schema.Int, "BatchNum">, Schema.decodeTo<Schema.Int, Schema.String, never, never>, never, never>>;
}>;
export type ListQuery = typeof ListQuery.Type;
/** The states of the account with this index (404 and 400 as `GET /accounts/{accountIndex}`), in increasing batchNum order. */
export declare const list: (accountIndex: {
    readonly symbol: string & import("effect/Brand").Brand<"TokenSymbol">;
    readonly idx: number & import("effect/Brand").Brand<"AccountIdx">;
}, query: {
    readonly fromItem?: number & import("effect/Brand").Brand<"ItemId">;
    readonly order: "ASC" | "DESC";
    readonly limit: number;
    readonly asOfBatchNum?: number & import("effect/Brand").Brand<"BatchNum">;
}) => Effect.Effect<Page<{
    readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
    readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
    readonly timestamp: Date;
    readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
    readonly balance: bigint;
    readonly nonce: bigint & import("effect/Brand").Brand<"Nonce">;
}>, BadRequest | NotFound, AccountStore>;
