/**
 * An account's balance over time (`GET /accounts/{accountIndex}/balance-history`, an extension of
 * the contract): its balance and nonce after each batch that changed it, written by the ledger when
 * the batch is forged. The item's itemId is its batch's, so a reorg gives re-forged states new ones.
 */
import { Schema } from "effect";
/** An account's state after one batch that changed it. */
export declare const AccountBalance: Schema.Struct<{
    readonly itemId: Schema.brand<Schema.Int, "ItemId">;
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
    readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly balance: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "Nonce">;
}>;
export type AccountBalance = typeof AccountBalance.Type;
