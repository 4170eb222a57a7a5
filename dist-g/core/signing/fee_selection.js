/**
 * Choosing a fee selector: the smallest one whose fee for an amount reaches a minimum, by the
 * protocol's own fee rule (`fee_amount.ts`: the integer table, rounded down, and a fee that does
 * not fit 128 bits rejected as the pool rejects it). A fee never falls as the selector grows, so
 * the first selector that reaches the minimum is the cheapest one that does.
 */
import { Option, Result } from "effect";
import { feeAmount, MAX_FEE_SELECTOR_VALUE } from "./fee_amount.js";
/**
 * The smallest selector whose fee for `amount` is at least `minimum`, with that fee; none when
 * even the largest selector whose fee fits 128 bits pays less (the amount is too small for it).
 */
export function smallestFeeSelector(amount, minimum) {
    for (let fee = 0; fee <= MAX_FEE_SELECTOR_VALUE; fee++) {
        const paid = feeAmount(amount, fee);
        // Fees only grow with the selector: once one overflows, every larger one does.
        if (Result.isFailure(paid))
            return Option.none();
        if (paid.success >= minimum)
            return Option.some({ fee, feeAmount: paid.success });
    }
    return Option.none();
}
