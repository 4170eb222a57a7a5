import { type BjjKey } from "../../core/domain/bjj.ts";
import { type BjjSignature } from "../../core/domain/pool_transaction.ts";
/** circomlib's secret scalar s of a raw private key: BLAKE-512's first half, pruned, little-endian (a multiple of 8). */
export declare function secretScalar(privateKey: Uint8Array): bigint;
/** The packed public key (s >> 3)·B8 of a raw 32-byte BabyJubJub private key. */
export declare function bjjPublicKeyOf(privateKey: Uint8Array): BjjKey;
/** The compressed signature (packed R8 ‖ S little-endian, 128 hex) of the message `message` (a field element). */
export declare function signMessage(privateKey: Uint8Array, message: bigint): BjjSignature;
/**
 * The compressed signature of Poseidon(elements) — for an L2 transaction, the six elements of
 * `l2TransactionMessage` — with a raw 32-byte private key. Throws a RangeError for a key that is
 * not 32 bytes or elements that are not 1..6 field elements.
 */
export declare function signElements(privateKey: Uint8Array, elements: ReadonlyArray<bigint>): BjjSignature;
