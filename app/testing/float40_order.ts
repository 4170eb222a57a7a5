/** The amounts Float40 represents exactly, numbered in increasing order: the k-th amount and, for any amount, the
 * number of the largest one not above it. An arbitrary over the numbers shrinks toward the smallest amount as an
 * integer does, which a mantissa and an exponent drawn apart (or a filter over them) cannot. */
import { MAX_FLOAT40_AMOUNT } from "../../core/domain/float40.ts"

/** 2^35: every mantissa is below it. */
const MANTISSA_LIMIT = 1n << 35n

/** The smallest mantissa m with m · 10 ≥ 2^35: from exponent 1 on, an amount is numbered once, by the exponent at which
 * its mantissa is at least this (below it, the amount has a mantissa under 2^35 at the exponent below). */
const SMALLEST_SCALED_MANTISSA = (MANTISSA_LIMIT + 9n) / 10n

/** How many amounts each exponent from 1 to 31 adds. */
const PER_EXPONENT = MANTISSA_LIMIT - SMALLEST_SCALED_MANTISSA

/** The number of the largest amount, `MAX_FLOAT40_AMOUNT` (amount 0 is number 0). */
export const LAST_FLOAT40_NUMBER = MANTISSA_LIMIT - 1n + 31n * PER_EXPONENT

/** The amount numbered `number` (0 to `LAST_FLOAT40_NUMBER`): 0, 1, …, 2^35 − 1, then m · 10^e for e from 1 to 31,
 * m from ⌈2^35 / 10⌉ to 2^35 − 1. */
export function float40AmountNumbered(number: bigint): bigint {
  if (number < 0n || number > LAST_FLOAT40_NUMBER) throw new RangeError(`no Float40 amount is numbered ${number}`)
  if (number < MANTISSA_LIMIT) return number
  const scaled = number - MANTISSA_LIMIT
  const exponent = 1n + scaled / PER_EXPONENT
  return (SMALLEST_SCALED_MANTISSA + (scaled % PER_EXPONENT)) * 10n ** exponent
}

/** The number of the largest Float40 amount at most `amount` (≥ 0). */
export function float40NumberAtMost(amount: bigint): bigint {
  if (amount < 0n) throw new RangeError(`no Float40 amount is at most ${amount}`)
  if (amount >= MAX_FLOAT40_AMOUNT) return LAST_FLOAT40_NUMBER
  if (amount < MANTISSA_LIMIT) return amount
  let exponent = 1n
  while (amount / 10n ** exponent >= MANTISSA_LIMIT) exponent += 1n
  const mantissa = amount / 10n ** exponent
  const bandStart = MANTISSA_LIMIT + (exponent - 1n) * PER_EXPONENT
  // A mantissa below the band's smallest: the largest amount at most `amount` is the band below's last.
  return mantissa < SMALLEST_SCALED_MANTISSA ? bandStart - 1n : bandStart + (mantissa - SMALLEST_SCALED_MANTISSA)
}
