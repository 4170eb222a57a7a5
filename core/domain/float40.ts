/** Float40, the 40-bit amount encoding of TxIDs and signatures: m · 10^e (m < 2^35, e ≤ 31) encoded e · 2^35 + m. */
import { Result } from "effect"

const MANTISSA_LIMIT = 1n << 35n

/** The largest amount Float40 represents: (2^35 − 1) · 10^31. */
export const MAX_FLOAT40_AMOUNT = (MANTISSA_LIMIT - 1n) * 10n ** 31n

/** An amount for a message: its digits, or their count when there are too many to print ("a number of 60001 digits"). */
function describe(amount: bigint): string {
  const digits = amount.toString()
  return digits.length <= 80 ? digits : `a number of ${digits.length} digits`
}

/**
 * Float40 encoding of `amount`, or why it cannot be represented exactly: a sentence whose subject
 * is the amount (`99223344556573838487575 is not representable as Float40: …`), for the caller
 * to prefix with the field's name (`"amount": …`).
 */
export function encodeFloat40(amount: bigint): Result.Result<bigint, string> {
  if (amount < 0n) return Result.fail(`${describe(amount)} is negative`)
  if (amount > MAX_FLOAT40_AMOUNT) {
    return Result.fail(
      `${describe(amount)} is not representable as Float40: it is above the largest Float40 amount, ${MAX_FLOAT40_AMOUNT}`
    )
  }
  let m = amount
  let e = 0n
  while (m >= MANTISSA_LIMIT && m % 10n === 0n) {
    m /= 10n
    e += 1n
  }
  if (e > 31n)
    return Result.fail(`${describe(amount)} is not representable as Float40: its exponent of ten would be above 31`)
  if (m >= MANTISSA_LIMIT) {
    return Result.fail(
      `${describe(amount)} is not representable as Float40: its significant digits ${m} need more than 35 bits (at most ${MANTISSA_LIMIT - 1n} followed by zeros)`
    )
  }
  return Result.succeed(e * MANTISSA_LIMIT + m)
}

/** The amount a 40-bit Float40 value stands for. */
export function decodeFloat40(encoded: bigint): bigint {
  const e = encoded / MANTISSA_LIMIT
  const m = encoded % MANTISSA_LIMIT
  return m * 10n ** e
}
