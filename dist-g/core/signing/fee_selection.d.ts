/**
 * Choosing a fee selector: the smallest one whose fee for an amount reaches a minimum, by the
 * protocol's own fee rule (`fee_amount.ts`: the integer table, rounded down, and a fee that does
 * not fit 128 bits rejected as the pool rejects it). A fee never falls as the selector grows, so
 * the first selector that reaches the minimum is the cheapest one that does.
 */
import { Option } from "effect";
/** A fee selector and the fee it takes from an amount. */
export interface SelectedFee {
    readonly fee: number;
    readonly feeAmount: bigint;
}
/**
 * The smallest selector whose fee for `amount` is at least `minimum`, with that fee; none when
 * even the largest selector whose fee fits 128 bits pays less (the amount is too small for it).
 */
export declare function smallestFeeSelector(amount: bigint, minimum: bigint): Option.Option<SelectedFee>;
