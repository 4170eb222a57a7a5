/** The replacement step: how much more a transaction replacing a pending one must pay, compared on the protocol's fee
 * in the token's units, so a replacement that lowers its amount cannot pay less. */

/** How many percent more than the replaced fee a replacement pays at least. */
export const REPLACEMENT_FEE_BUMP_PERCENT = 10n

/** The least fee amount a transaction replacing one that pays `replaced` must pay. */
export function minimumReplacementFee(replaced: bigint): bigint {
  const bumped = (replaced * (100n + REPLACEMENT_FEE_BUMP_PERCENT) + 99n) / 100n
  return bumped > replaced ? bumped : replaced + 1n
}
