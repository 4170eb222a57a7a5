/** The Hermez fee table as fractions: a fee selector (0..255) names the share of the amount paid as a fee. */

/** The largest fee selector of the table. */
export const MAX_FEE_SELECTOR = 255

/** The fraction of the amount paid as a fee for `selector` (0..255). */
export function feeFactor(selector: number): number {
  if (selector <= 0) return 0
  if (selector < 32) return 2 ** (-60 + (selector * 52) / 32)
  if (selector < 192) return 2 ** (-8 + ((selector - 32) * 8) / 160)
  return 2 ** (selector - 192)
}

/**
 * The fee in USD of an L2 transaction whose amount is worth `amountUsd`: null when the amount has
 * no USD value or the fee selector is 0 (the anchor's `set_tx` sets `fee_usd` only for a fee > 0).
 */
export function feeUsd(amountUsd: number | null, selector: number): number | null {
  if (amountUsd === null || selector <= 0) return null
  return amountUsd * feeFactor(selector)
}
