/**
 * How domain values are stored: fixed-size ids as bytea, big integers as numeric (decimal strings), nested
 * values as JSON with tagged bigints; decoded through the domain schema (checked, never cast).
 */
import { Schema } from "effect";
import type { EthSignature } from "../../../core/domain/account_authorization.ts";
import type { AccountIndexValue } from "../../../core/domain/account_index.ts";
import { type BjjKey } from "../../../core/domain/bjj.ts";
import { type EthAddress } from "../../../core/domain/eth_address.ts";
import type { BjjSignature } from "../../../core/domain/pool_transaction.ts";
import type { EthHash } from "../../../core/domain/scalars.ts";
import type { TxId } from "../../../core/domain/tx_id.ts";
import { type Values } from "./row.ts";
/** `f` lifted over null: null stays null. */
export declare function nullable<A, B>(f: (value: A) => B): (value: A | null) => B | null;
/** The 20 bytes of an address. */
export declare const addressBytes: (address: EthAddress) => Uint8Array;
/** The checksummed address of 20 stored bytes. */
export declare const addressOf: (bytes: Uint8Array) => EthAddress;
/** The 32 bytes of a BabyJubJub key. */
export declare const keyBytes: (key: BjjKey) => Uint8Array;
/** The key of 32 stored bytes. */
export declare const keyOf: (bytes: Uint8Array) => BjjKey;
/** The 33 bytes of a TxID. */
export declare const txIdBytes: (id: TxId) => Uint8Array;
/** The TxID of 33 stored bytes. */
export declare const txIdOf: (bytes: Uint8Array) => TxId;
/** The 32 bytes of an Ethereum hash. */
export declare const hashBytes: (hash: EthHash) => Uint8Array;
/** The Ethereum hash of 32 stored bytes. */
export declare const hashOf: (bytes: Uint8Array) => EthHash;
/** The 64 bytes of a BabyJubJub signature (hex without a prefix). */
export declare const bjjSignatureBytes: (signature: BjjSignature) => Uint8Array;
/** The BabyJubJub signature of 64 stored bytes. */
export declare const bjjSignatureOf: (bytes: Uint8Array) => BjjSignature;
/** The 65 bytes of an Ethereum signature. */
export declare const ethSignatureBytes: (signature: EthSignature) => Uint8Array;
/** The Ethereum signature of 65 stored bytes. */
export declare const ethSignatureOf: (bytes: Uint8Array) => EthSignature;
/** The account index of a row's `<side>_idx` and `<side>_symbol` columns (positions `idx`, `symbol`), or null when `idx` is. */
export declare function accountIndexOrNullAt(row: Values, idx: number, symbol: number): AccountIndexValue | null;
/** `addressOf` of a nullable column's bytes. */
export declare const addressOrNull: (value: Uint8Array<ArrayBufferLike> | null) => (string & import("effect/Brand").Brand<"EthAddress">) | null;
/** `keyOf` of a nullable column's bytes. */
export declare const keyOrNull: (value: Uint8Array<ArrayBufferLike> | null) => (string & import("effect/Brand").Brand<"BjjKey">) | null;
/** An integer of any size as the decimal text a numeric column is bound with. */
export declare function decimal(value: bigint): string;
/** JSON text of a value whose bigints are written as `{"$bigint": "<digits>"}`. */
export declare function jsonText(value: unknown): string;
/** Decodes JSON text written by `jsonText` into the type side of `schema` (checked, so a bad row is a defect). */
export declare function fromJsonText<S extends Schema.Top>(schema: S, text: string): S["Type"];
