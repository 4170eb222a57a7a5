/**
 * Transaction identifiers (`anchor-api.md` §5.1): 33 bytes, a type prefix (0x00 L1 user, 0x01 L1
 * coordinator, 0x02 L2) followed by a Keccak-256 of the fields that make the transaction unique,
 * written `0x` + 66 lowercase hex characters.
 */
import { Result, Schema } from "effect";
/** A transaction id in memory: `0x` + 66 lowercase hex characters. */
export declare const TxIdValue: Schema.brand<Schema.String, "TxId">;
export type TxId = typeof TxIdValue.Type;
/** A transaction id on the wire: `0x` + 66 hex characters in any case, emitted lowercase. */
export declare const TransactionId: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
/** TxID of an L1 user transaction: 0x00 ‖ keccak(toForgeL1TxsNum 8 B ‖ position 2 B). */
export declare function l1UserTxId(toForgeL1TransactionsNum: number, position: number): TxId;
/** TxID of an L1 coordinator transaction: 0x01 ‖ keccak(batchNum 8 B ‖ position 2 B). */
export declare function l1CoordinatorTxId(batchNum: number, position: number): TxId;
/** The fields of an L2 transaction that determine its TxID. */
export interface L2TxIdFields {
    readonly fromIdx: number;
    readonly tokenId: number;
    readonly amount: bigint;
    readonly nonce: bigint;
    readonly fee: number;
}
/** 2^40: nonces are 5 bytes in TxIDs and signatures. */
export declare const NONCE_LIMIT: bigint;
/**
 * Why a field of an L2 TxID other than the amount does not fit its width (fromIdx 48 bits, tokenId
 * 32, nonce 40, fee 8), or undefined when they all fit. The amount's own rule is Float40's.
 */
export declare function l2TxIdWidthProblem(tx: Omit<L2TxIdFields, "amount">): string | undefined;
/**
 * TxID of an L2 transaction: 0x02 ‖ keccak(fromIdx 6 B ‖ tokenId 4 B ‖ Float40(amount) 5 B ‖
 * nonce 5 B ‖ fee 1 B); fails when a field does not fit its width (`l2TxIdWidthProblem`) or,
 * after that, when the amount is not representable as Float40 (`amount: …`).
 */
export declare function l2TxId(tx: L2TxIdFields): Result.Result<TxId, string>;
