/** Choosing a fee selector: the smallest whose protocol fee on an amount reaches a minimum (fees grow with it). */
import { Option, Result } from "effect"
import { feeAmount, MAX_FEE_SELECTOR_VALUE } from "./fee_amount.ts"

/** A fee selector and the fee it takes from an amount. */
export interface SelectedFee {
  readonly fee: number
  readonly feeAmount: bigint
}

/**
 * The smallest selector whose fee for `amount` is at least `minimum`, with that fee; none when
 * even the largest selector whose fee fits 128 bits pays less (the amount is too small for it).
 */
export function smallestFeeSelector(amount: bigint, minimum: bigint): Option.Option<SelectedFee> {
  for (let fee = 0; fee <= MAX_FEE_SELECTOR_VALUE; fee++) {
    const paid = feeAmount(amount, fee)
    // Fees only grow with the selector: once one overflows, every larger one does.
    if (Result.isFailure(paid)) return Option.none()
    if (paid.success >= minimum) return Option.some({ fee, feeAmount: paid.success })
  }
  return Option.none()
}
