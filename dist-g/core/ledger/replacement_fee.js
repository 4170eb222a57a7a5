/**
 * The replacement step: how much more a transaction replacing a pending one of the same sender and
 * nonce must pay. The fee compared is the one the protocol charges, in the token's units (the
 * amount times the fee selector's factor, `core/signing/fee_amount.ts`), so that a replacement
 * that lowers its amount cannot pay less; a wallet computes it with the same table it signs with.
 * The replacement pays at least 10 % more, rounded up, and always more (a fee of 0 is replaced by
 * any fee above 0). With the same amount that is a fee selector at least 3 higher in 32..191 (each
 * step multiplies the factor by 2^(1/20)) and 1 higher elsewhere (×2 from 192 on, about ×3 below 32).
 */
/** How many percent more than the replaced fee a replacement pays at least. */
export const REPLACEMENT_FEE_BUMP_PERCENT = 10n;
/** The least fee amount a transaction replacing one that pays `replaced` must pay. */
export function minimumReplacementFee(replaced) {
    const bumped = (replaced * (100n + REPLACEMENT_FEE_BUMP_PERCENT) + 99n) / 100n;
    return bumped > replaced ? bumped : replaced + 1n;
}
