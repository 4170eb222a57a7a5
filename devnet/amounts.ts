/** Token amounts for the devnet: whole-token quantities in base units, and the rounding that keeps every amount
 * representable as Float40, as L1 and L2 amounts must be. */
import { Result } from "effect"
import { encodeFloat40 } from "../core/domain/float40.ts"

/** `units · 10^decimals / 10^fractionDigits`: e.g. `tokenAmount(15, 18, 1)` is 1.5 tokens of 18 decimals. */
export function tokenAmount(units: number, decimals: number, fractionDigits = 0): bigint {
  return (BigInt(units) * 10n ** BigInt(decimals)) / 10n ** BigInt(fractionDigits)
}

/** `value` rounded down to its three most significant decimal digits (always Float40-representable). */
export function roundAmount(value: bigint): bigint {
  if (value < 1000n) return value
  const scale = 10n ** BigInt(value.toString().length - 3)
  return (value / scale) * scale
}

/** Whether `amount` can be written as Float40. */
export function isFloat40(amount: bigint): boolean {
  return Result.isSuccess(encodeFloat40(amount))
}
