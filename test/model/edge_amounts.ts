/** Amounts that land a transaction exactly on an edge of a rule — a fee exactly the replacement step's floor, an amount
 * and fee exactly a balance — found with the model's own fee table (`model_fees.ts`) among the amounts a transaction
 * can carry (Float40: a 35-bit mantissa times a power of ten). */
import { modelFee } from "./model_fees.ts"

/** Below this every integer is an amount Float40 represents (a 35-bit mantissa times 10^0). */
export const EXACT_AMOUNTS = 1n << 35n

/** The largest power of ten Float40 multiplies a mantissa by. */
const MAX_EXPONENT = 31

/** The selector from which the fee is the amount times a power of two (192: the amount itself). */
const WHOLE_SELECTOR = 192

/** Whether Float40 represents `amount` exactly. */
export function isFloat40(amount: bigint): boolean {
  let mantissa = amount
  let exponent = 0
  while (mantissa >= EXACT_AMOUNTS && mantissa % 10n === 0n && exponent < MAX_EXPONENT) {
    mantissa /= 10n
    exponent++
  }
  return mantissa < EXACT_AMOUNTS
}

/** The least amount from 1 up to `limit` for which `f` is at least `target` (`f` not decreasing), or undefined. */
function leastReaching(target: bigint, limit: bigint, f: (amount: bigint) => bigint): bigint | undefined {
  let low = 1n
  let high = limit
  if (f(high) < target) return undefined
  while (low < high) {
    const middle = (low + high) / 2n
    if (f(middle) >= target) high = middle
    else low = middle + 1n
  }
  return low
}

/**
 * An amount and fee selector whose fee is exactly `fee` units: at `selector` when an amount Float40 represents gets
 * it there, else at selector 192 (the fee is the amount) when `fee` is an exact amount; undefined when neither does.
 */
export function amountForFee(
  fee: bigint,
  selector: number
): { readonly amount: bigint; readonly fee: number } | undefined {
  if (fee === 0n) return { amount: 1n, fee: Math.min(selector, WHOLE_SELECTOR - 1) }
  if (selector < WHOLE_SELECTOR) {
    const amount = leastReaching(fee, 1n << 128n, (a) => modelFee(a, selector))
    if (amount !== undefined && modelFee(amount, selector) === fee && isFloat40(amount))
      return { amount, fee: selector }
  }
  return fee < EXACT_AMOUNTS ? { amount: fee, fee: WHOLE_SELECTOR } : undefined
}

/**
 * An amount, below `EXACT_AMOUNTS`, that with its fee at `selector` (or, where no amount does, a lower selector; at
 * 0 the fee is nothing) costs exactly `total`; undefined when `total` is not an exact amount above 0.
 */
export function amountCosting(
  total: bigint,
  selector: number
): { readonly amount: bigint; readonly fee: number } | undefined {
  if (total <= 0n || total >= EXACT_AMOUNTS) return undefined
  for (let fee = Math.min(selector, WHOLE_SELECTOR - 1); fee > 0; fee--) {
    const amount = leastReaching(total, total, (a) => a + modelFee(a, fee))
    if (amount !== undefined && amount + modelFee(amount, fee) === total) return { amount, fee }
  }
  return { amount: total, fee: 0 }
}
