/**
 * The fee an L2 transaction pays, in base units, as Hermez computes it: amount · ⌊factor·2^60⌋
 * >> 60 for selectors below 192 and amount · 2^(selector−192) above, with the fee table of
 * `core/ledger/fee_factor.ts` (the same table the ledger prices fees with).
 */
import { feeFactor } from "../../core/ledger/fee_factor.ts"

/** The fee, in base units, of an amount sent with a fee selector. */
export function feeAmount(amount: bigint, selector: number): bigint {
  if (selector <= 0) return 0n
  if (selector >= 192) return amount << BigInt(selector - 192)
  const factorLsh60 = BigInt(Math.floor(feeFactor(selector) * 2 ** 60))
  return (amount * factorLsh60) >> 60n
}
