/**
 * Float40, the 40-bit amount encoding used in TxIDs and signatures (`anchor-api.md` §5.3):
 * value = m · 10^e with m < 2^35 and e ≤ 31, encoded as e · 2^35 + m.
 */
import { Result } from "effect";
/** The largest amount Float40 represents: (2^35 − 1) · 10^31. */
export declare const MAX_FLOAT40_AMOUNT: bigint;
/**
 * Float40 encoding of `amount`, or why it cannot be represented exactly: a sentence whose subject
 * is the amount (`99223344556573838487575 is not representable as Float40: …`), for the caller
 * to prefix with the field's name (`"amount": …`).
 */
export declare function encodeFloat40(amount: bigint): Result.Result<bigint, string>;
/** The amount a 40-bit Float40 value stands for. */
export declare function decodeFloat40(encoded: bigint): bigint;
