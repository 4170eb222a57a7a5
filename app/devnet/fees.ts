/**
 * The fee an L2 transaction pays: amount × feeFactor(selector), computed as Hermez does, with the
 * factor scaled by 2^60 (`amount · ⌊factor·2^60⌋ >> 60` for selectors below 192). The factor table
 * is Hermez's `FeeSelector.Percentage()`: 0 → 0; 1..31 → 2^(−60 + i·52/32);
 * 32..191 → 2^(−8 + (i−32)·8/160); 192..255 → 2^(i−192).
 */

/** The fraction of the amount a fee selector charges. */
export function feeFactor(selector: number): number {
  if (selector <= 0) return 0
  if (selector < 32) return Math.pow(2, -60 + (selector * 52) / 32)
  if (selector < 192) return Math.pow(2, -8 + ((selector - 32) * 8) / 160)
  return Math.pow(2, selector - 192)
}

/** The fee, in base units, of an amount sent with a fee selector. */
export function feeAmount(amount: bigint, selector: number): bigint {
  if (selector >= 192) return amount * BigInt(Math.pow(2, selector - 192))
  const factorLsh60 = BigInt(Math.floor(feeFactor(selector) * 2 ** 60))
  return (amount * factorLsh60) >> 60n
}
