/**
 * The integer fee table of the protocol and the fee-overflow rule (`anchor-api.md` §5.5 step 4).
 *
 * A fee selector i (0..255) names a factor: for i < 192 the fee is amount × factor(i) / 2^60, for
 * i ≥ 192 it is amount × 2^(i − 192). The factors below 192 are the Hermez table `FeeFactorLsh60`
 * (hermez-node common/fee.go, the same table the circuits use), i.e. 2^60 × the float fee
 * percentage of `core/ledger/fee_factor.ts`, as fixed integers: they are protocol constants, not
 * re-derivable bit for bit from the float formula, so they are listed. A fee amount must fit in
 * 128 bits.
 */
import { Result } from "effect";
/** The first selector whose factor is a whole power of two (2^(i − 192)) applied without the 2^60 shift. */
export declare const FIRST_WHOLE_FACTOR_SELECTOR = 192;
/** The largest fee selector. */
export declare const MAX_FEE_SELECTOR_VALUE = 255;
/** 2^128: fee amounts must be below it. */
export declare const FEE_AMOUNT_LIMIT: bigint;
/**
 * The table entry `FeeFactorLsh60[selector]`: 2^60 × factor for selectors below 192, and the
 * plain factor 2^(selector − 192) from 192 on (the fee is then not shifted); fails outside 0..255.
 */
export declare function feeFactorLsh60(selector: number): Result.Result<bigint, string>;
/**
 * The fee paid by a transaction of `amount` with fee `selector`: amount × factor, shifted right by
 * 60 for selectors below 192. Fails when the selector is outside 0..255 or the fee amount does not
 * fit in 128 bits (the anchor's `FeeAmount overflow`); a negative amount fails too.
 */
export declare function feeAmount(amount: bigint, selector: number): Result.Result<bigint, string>;
