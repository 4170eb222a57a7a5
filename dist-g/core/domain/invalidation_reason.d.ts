/**
 * Why a pool transaction was dropped (`invl`, an extension of the contract): a stable code from a
 * small enum a client can branch on, and a message for people. The codes are what the pool and the
 * forger decide: a replacement by the same sender and nonce with a higher fee (the pool), or what
 * the batch being built found (the forger); a coordinator that embeds the node and gives no code
 * gets `other`.
 */
import { Schema } from "effect";
/** The codes, in the order the documentation lists them. */
declare const CODES: Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
/** What each code means (the documentation lists them from here). */
export declare const INVALIDATION_CODE_MEANINGS: Readonly<Record<typeof CODES.Type, string>>;
/** A stable invalidation code. */
export declare const InvalidationCode: Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
export type InvalidationCode = typeof InvalidationCode.Type;
/** Why a pool transaction is `invl`: its code and a message naming the cause. */
export declare const InvalidationReason: Schema.Struct<{
    readonly code: Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>;
    readonly message: Schema.String;
}>;
export type InvalidationReason = typeof InvalidationReason.Type;
export {};
