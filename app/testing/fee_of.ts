/** The fee a transaction pays, as a test wants it: a plain `bigint`, or a thrown error naming what cannot be a fee. */
import { Result } from "effect"
import { feeAmount } from "../../core/signing/fee_amount.ts"

/** The fee a transaction of `amount` with fee selector `feeSelector` pays: `amount × FeeFactorLsh60[fee] >> 60` below
 * selector 192, `amount × 2^(fee − 192)` from 192 on (`docs/api.md`, core's `feeAmount`); throws a `RangeError` when the selector is not 0–255,
 * the amount is negative or the fee does not fit in 128 bits (a transaction the node refuses with a 400). */
export function feeOf(amount: bigint, feeSelector: number): bigint {
  const fee = feeAmount(amount, feeSelector)
  if (Result.isFailure(fee)) throw new RangeError(`no fee: ${fee.failure}`)
  return fee.success
}
