/** Token amounts as people write them (`1.5`) and as the rollup holds them (base units), and the Float40 rule L2
 * amounts follow: a failing amount comes with the nearest smaller representable one. */
import { Result } from "effect"
import { encodeFloat40 } from "../core/domain/float40.ts"

/** 2^35: a Float40 mantissa is below it. */
const MANTISSA_LIMIT = 1n << 35n

/** Base units of a decimal text with at most `decimals` fraction digits (`1.5` with 18 decimals → 1500000000000000000). */
export function parseDecimalAmount(text: string, decimals: number): Result.Result<bigint, string> {
  const match = /^(\d+)(?:\.(\d+))?$/u.exec(text.trim())
  if (match === null) return Result.fail(`amount "${text}" is not a decimal number like 1.5`)
  const whole = match[1] ?? "0"
  const fraction = match[2] ?? ""
  if (fraction.length > decimals) {
    return Result.fail(`amount "${text}" has ${fraction.length} decimals; the token has ${decimals}`)
  }
  return Result.succeed(BigInt(whole + fraction.padEnd(decimals, "0")))
}

/** The decimal text of an amount in base units (`1500000000000000000` with 18 decimals → `1.5`). */
export function formatDecimalAmount(amount: bigint, decimals: number): string {
  const digits = amount.toString().padStart(decimals + 1, "0")
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/u, "")
  return fraction === "" ? whole : `${whole}.${fraction}`
}

/** The largest Float40-representable amount not above `amount`. */
export function float40Floor(amount: bigint): bigint {
  let m = amount
  let scale = 1n
  while (m >= MANTISSA_LIMIT) {
    m /= 10n
    scale *= 10n
  }
  return m * scale
}

/** `amount` when it is representable as Float40; otherwise why not, with the nearest smaller representable amount. */
export function requireFloat40(amount: bigint, decimals: number): Result.Result<bigint, string> {
  if (Result.isSuccess(encodeFloat40(amount))) return Result.succeed(amount)
  const floor = float40Floor(amount)
  return Result.fail(
    `amount ${formatDecimalAmount(amount, decimals)} cannot be sent: L2 amounts must be representable as Float40 ` +
      `(at most 35 bits of significant digits); the nearest smaller amount is ${formatDecimalAmount(floor, decimals)}`
  )
}
