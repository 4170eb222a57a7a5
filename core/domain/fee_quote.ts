/** A fee quote (`GET /fee-quote`, an extension): the fee in a token's units meeting the recommended fee for a
 * transaction type, the fee selector paying it for an amount, and the USD figures behind it. */
import { Schema } from "effect"
import { TransactionTypeL2 } from "./transaction_type.ts"
import { BigIntString, FeeSelector, Timestamp, TokenId, Usd } from "./scalars.ts"

/** The field of `/state`'s `recommendedFee` a quote meets. */
export const RecommendedFeeKind = Schema.Literals([
  "existingAccount",
  "createAccount",
  "createAccountInternal"
]).annotate({
  description:
    "The field of /state's recommendedFee the quote meets: existingAccount for a Transfer (to an existing account) " +
    "and an Exit, createAccount for a TransferToEthAddr (the coordinator may create the address's account), " +
    "createAccountInternal for a TransferToBJJ (it may create an internal account for the key)"
})
export type RecommendedFeeKind = typeof RecommendedFeeKind.Type

/** What the quote could answer. */
export const FeeQuoteStatus = Schema.Literals(["quoted", "amountTooSmall", "unpriced"]).annotate({
  description:
    "quoted: minimumFeeAmount is set, and with an amount so are fee and feeAmount; amountTooSmall: no fee selector's " +
    "fee for this amount (one that fits 128 bits, as the pool requires) reaches minimumFeeAmount; unpriced: the token has no " +
    "positive USD price, so no fee in its units can be worked out (unless the recommended fee is 0)"
})
export type FeeQuoteStatus = typeof FeeQuoteStatus.Type

/** The USD figures a quote was worked out from. */
export const FeeQuoteBasis = Schema.Struct({
  recommendedFee: RecommendedFeeKind,
  recommendedFeeUSD: Usd.annotate({ description: "That recommended fee in USD, as /state shows it now" }),
  tokenUSD: Schema.NullOr(Usd).annotate({
    description: "The token's USD price (its USD field); null when it has none"
  }),
  fiatUpdate: Schema.NullOr(Timestamp).annotate({
    description:
      "When the token's price was set (its fiatUpdate); null when it has none. The node serves a price however old it is: " +
      "the quote holds until the price or the recommended fee changes"
  })
}).annotate({ identifier: "FeeQuoteBasis" })
export type FeeQuoteBasis = typeof FeeQuoteBasis.Type

/** The fee that meets the node's recommended fee for a token, a type and optionally an amount. */
export const FeeQuote = Schema.Struct({
  tokenId: TokenId,
  type: TransactionTypeL2,
  amount: Schema.NullOr(BigIntString).annotate({
    description: "The amount asked about, in the token's base units; null when none was"
  }),
  status: FeeQuoteStatus,
  minimumFeeAmount: Schema.NullOr(BigIntString).annotate({
    description:
      "The smallest fee, in the token's base units, worth at least the recommended fee: " +
      "⌈recommendedFeeUSD × 10^decimals / tokenUSD⌉ (0 when the recommended fee is 0); null when unpriced"
  }),
  fee: Schema.NullOr(FeeSelector).annotate({
    description:
      "The smallest fee selector whose fee for the amount is at least minimumFeeAmount: the `fee` to sign; " +
      "null without an amount or unless quoted"
  }),
  feeAmount: Schema.NullOr(BigIntString).annotate({
    description: "The fee that selector takes from the amount, in the token's base units; null when fee is"
  }),
  basis: FeeQuoteBasis
}).annotate({ identifier: "FeeQuote" })
export type FeeQuote = typeof FeeQuote.Type
