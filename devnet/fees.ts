/**
 * The fee an L2 transaction of the devnet scenario pays, in base units: the protocol's integer
 * fee table (`core/signing/fee_amount.ts`, the one the forger and the circuits use). The
 * scenario only sends amounts whose fee fits in 128 bits, so an overflow is a bug in the scenario.
 */
import { Result } from "effect"
import { feeAmount as protocolFeeAmount } from "../core/signing/fee_amount.ts"

/** The fee, in base units, of an amount sent with a fee selector. */
export function feeAmount(amount: bigint, selector: number): bigint {
  const fee = protocolFeeAmount(amount, selector)
  if (Result.isFailure(fee)) throw new Error(`devnet scenario: ${fee.failure}`)
  return fee.success
}
