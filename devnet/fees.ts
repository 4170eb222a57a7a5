/** The fee an L2 transaction of the devnet scenario pays, in base units, by the protocol's integer fee table; an
 * overflow is a bug in the scenario. */
import { Result } from "effect"
import { feeAmount as protocolFeeAmount } from "../core/signing/fee_amount.ts"

/** The fee, in base units, of an amount sent with a fee selector. */
export function feeAmount(amount: bigint, selector: number): bigint {
  const fee = protocolFeeAmount(amount, selector)
  if (Result.isFailure(fee)) throw new Error(`devnet scenario: ${fee.failure}`)
  return fee.success
}
