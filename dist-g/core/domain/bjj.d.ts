/**
 * BabyJubJub public keys. In memory a key is its 32-byte compressed form (y little-endian, the
 * sign of x in the top bit of byte 31) written as 64 lowercase hex characters. On the wire it is
 * `zk:` + base64url (RFC 4648, no padding) of the 32 bytes followed by one checksum byte, the sum
 * of the 32 bytes mod 256 — 44 characters (`anchor-api.md` §1.2).
 */
import { Result, Schema } from "effect";
/** A compressed BabyJubJub public key: 64 lowercase hex characters (32 bytes, little-endian y). */
export declare const BjjKey: Schema.brand<Schema.String, "BjjKey">;
export type BjjKey = typeof BjjKey.Type;
/**
 * The 32 bytes of a compressed key. Decoded by hand: every response writes two keys per
 * transaction, and effect's `Hex.decode` (a TextEncoder pass and a pattern check) was a tenth of
 * the encoding time of a history page.
 */
export declare function bjjBytes(key: BjjKey): Uint8Array;
/** The key value of 32 compressed bytes. */
export declare function bjjFromBytes(bytes: Uint8Array): BjjKey;
/** The wire string `zk:` + base64url(key ‖ checksum) of a key. */
export declare function encodeBjj(key: BjjKey): string;
/** The key of a wire string, or a message naming what is wrong with it. */
export declare function decodeBjj(text: string): Result.Result<BjjKey, string>;
/** The all-zero key (accounts without a BabyJubJub key). */
export declare const EMPTY_BJJ: BjjKey;
/** A BabyJubJub public key on the wire: `^zk:[A-Za-z0-9_-]{44}$` with a valid checksum byte. */
export declare const Bjj: Schema.decodeTo<Schema.brand<Schema.String, "BjjKey">, Schema.String, never, never>;
