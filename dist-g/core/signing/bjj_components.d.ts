/**
 * The parts of a compressed BabyJubJub key that signed messages use (`clients-and-crypto.md` §1.9):
 * the 32 packed bytes read as a little-endian integer carry Y in bits 0..254 and the sign of X in
 * bit 255. The same 32 bytes reversed (big-endian) are what EIP-712 authorizations sign and what
 * the JS client calls `publicKeyCompressedHex`.
 */
import { type BjjKey } from "../domain/bjj.ts";
/** The packed key as a little-endian 256-bit integer. */
export declare function bjjPackedValue(key: BjjKey): bigint;
/** Whether the sign bit (X > (p − 1)/2) of the packed key is set. */
export declare function bjjSign(key: BjjKey): boolean;
/** Y of the packed key: the little-endian value with the sign bit cleared (not checked against the field). */
export declare function bjjY(key: BjjKey): bigint;
/** The packed key with the given sign and Y (Y must be below 2^255). */
export declare function bjjFromSignAndY(sign: boolean, y: bigint): BjjKey;
/** The 32 packed bytes in reverse order (big-endian): the `BJJKey` of EIP-712 authorizations. */
export declare function bjjBigEndianBytes(key: BjjKey): Uint8Array;
