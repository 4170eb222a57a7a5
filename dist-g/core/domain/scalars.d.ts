/**
 * The numeric and string scalars of the interface (`interface.md`, "Scalar types"), each branded
 * once and reused by every resource, query and path parameter.
 *
 * Integers that may exceed 2^53 (Nonce, EthBlockNum) are `bigint` in memory and plain JSON
 * integers on the wire, written digit for digit (see `uint64`).
 */
import { Schema } from "effect";
/** 2^32 − 1: the upper bound of TokenId, BatchNum, SlotNum and ToForgeL1TransactionsNum. */
export declare const MAX_UINT32 = 4294967295;
/** 2^64 − 1: the upper bound of Nonce and EthBlockNum. */
export declare const MAX_UINT64 = 18446744073709551615n;
/** Position of an item in storage; used only for pagination. */
export declare const ItemId: Schema.brand<Schema.Int, "ItemId">;
export type ItemId = typeof ItemId.Type;
/** Token identifier, 0..4294967295. */
export declare const TokenId: Schema.brand<Schema.Int, "TokenId">;
export type TokenId = typeof TokenId.Type;
/** Batch number, 0..4294967295; incremented by one for each forged batch. */
export declare const BatchNum: Schema.brand<Schema.Int, "BatchNum">;
export type BatchNum = typeof BatchNum.Type;
/** Auction slot number, 0..4294967295. */
export declare const SlotNum: Schema.brand<Schema.Int, "SlotNum">;
export type SlotNum = typeof SlotNum.Type;
/** Identifies in which batch an L1 transaction was or will be forged, 0..4294967295. */
export declare const ToForgeL1TransactionsNum: Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">;
export type ToForgeL1TransactionsNum = typeof ToForgeL1TransactionsNum.Type;
/** Position of a transaction in a batch (or in its L1 queue). */
export declare const TransactionPosition: Schema.brand<Schema.Int, "TransactionPosition">;
export type TransactionPosition = typeof TransactionPosition.Type;
/** Index into the transaction fee table, 0..256. */
export declare const FeeSelector: Schema.brand<Schema.Int, "FeeSelector">;
export type FeeSelector = typeof FeeSelector.Type;
declare global {
    interface JSON {
        /** ES2025 `JSON.rawJSON` (Node ≥ 21): a value that `JSON.stringify` writes verbatim. */
        rawJSON(text: string): RawJsonNumber;
        /** ES2025 `JSON.isRawJSON`. */
        isRawJSON(value: unknown): boolean;
    }
}
/** An integer too large for a JS number, already rendered as JSON digits by `JSON.rawJSON`. */
export interface RawJsonNumber {
    readonly rawJSON: string;
}
/** Used once per account; increments by one per transaction; 0..2^64−1. */
export declare const Nonce: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | RawJsonNumber, number | RawJsonNumber>, never, never>, "Nonce">;
export type Nonce = typeof Nonce.Type;
/** Ethereum block number, 0..2^64−1. */
export declare const EthBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | RawJsonNumber, number | RawJsonNumber>, never, never>, "EthBlockNum">;
export type EthBlockNum = typeof EthBlockNum.Type;
/** A non-negative integer of any size: `bigint` in memory, a decimal string (`^\d+$`) on the wire. */
export declare const BigIntString: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
export type BigIntString = typeof BigIntString.Type;
/** A moment in time: `Date` in memory, RFC 3339 UTC on the wire. */
export declare const Timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
export type Timestamp = typeof Timestamp.Type;
/** A 32-byte hash written as `0x` + 64 lowercase hex characters (Ethereum block and tx hashes). */
export declare const EthHash: Schema.brand<Schema.String, "EthHash">;
export type EthHash = typeof EthHash.Type;
/** A field element (Merkle roots, proof elements) written as a decimal string. */
export declare const Hash: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
/** An HTTP(S) URL. */
export declare const Url: Schema.brand<Schema.String, "Url">;
export type Url = typeof Url.Type;
/** Abbreviation of a token name. */
export declare const TokenSymbol: Schema.brand<Schema.String, "TokenSymbol">;
export type TokenSymbol = typeof TokenSymbol.Type;
/** A token name. */
export declare const TokenName: Schema.brand<Schema.String, "TokenName">;
export type TokenName = typeof TokenName.Type;
/**
 * Significant digits a USD amount is written with: enough for every cent below ten billion dollars and for the
 * digits of the smallest token prices, few enough to drop binary floating-point noise (`2693.7`, not
 * `2693.7000000000003`), which a product or a sum of floats leaves far below the 12th digit.
 */
export declare const USD_SIGNIFICANT_DIGITS = 12;
/** `usd` rounded to `USD_SIGNIFICANT_DIGITS` significant digits (0 stays 0). */
export declare function roundUsd(usd: number): number;
/**
 * A USD amount (price or value), a JSON number rounded to `USD_SIGNIFICANT_DIGITS` significant digits when
 * encoded: every USD field of every answer and event, whatever the storage, is written alike. Decoding keeps
 * the number as it is.
 */
export declare const Usd: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
