/** The fee selector of a `send`: `--fee`, or else the cheapest selector meeting the node's fee quote, saying so; a node
 * that cannot quote leaves selector 0, saying why. */
import { Effect, Result } from "effect"
import type { FeeQuote } from "../core/domain/fee_quote.ts"
import type { Token } from "../core/domain/token.ts"
import { type SendRequest, TRANSACTION_TYPES } from "./arguments.ts"
import { ClientError } from "./client_error.ts"
import { formatDecimalAmount } from "./decimal_amount.ts"
import type { NodeApi } from "./node_api.ts"

/** A fee selector and what to tell the user about how it was chosen (nothing when it was given). */
export interface ChosenFee {
  readonly fee: number
  readonly note: string | undefined
}

/** The USD basis of a quote, as people read it: `2.22 USD (existingAccount, for Transfer) at 1795.8 USD/ETH (price of …)`. */
function basisText(quote: FeeQuote, token: Token): string {
  const { basis } = quote
  const price = basis.tokenUSD === null ? "no USD price" : `${basis.tokenUSD} USD/${token.symbol}`
  const since = basis.fiatUpdate === null ? "" : ` (price of ${basis.fiatUpdate.toISOString()})`
  return `${basis.recommendedFeeUSD} USD (${basis.recommendedFee}, for ${quote.type}) at ${price}${since}`
}

/** The fee selector of `request`, sending `amount` base units of `token`: given, or quoted by the node. */
export const chooseFee = Effect.fnUntraced(function* (
  api: NodeApi,
  request: SendRequest,
  token: Token,
  amount: bigint
) {
  if (request.fee !== undefined) return { fee: request.fee, note: undefined } satisfies ChosenFee
  const units = (base: bigint) => `${formatDecimalAmount(base, token.decimals)} ${token.symbol}`
  const asked = yield* Effect.result(api.feeQuote({ tokenId: token.id, type: TRANSACTION_TYPES[request.kind], amount }))
  if (Result.isFailure(asked)) {
    // A node of before fee quotes answers an unknown route; other failures are the node's to report.
    if (asked.failure.status !== 404) return yield* asked.failure
    return {
      fee: 0,
      note: "fee: selector 0: the node gives no fee quote (GET /fee-quote answered 404); --fee <selector> pays one"
    } satisfies ChosenFee
  }
  const quote = asked.success
  switch (quote.status) {
    case "unpriced":
      return {
        fee: 0,
        note:
          `fee: selector 0: the node cannot price ${token.symbol} (it has no USD price) to meet its recommended fee of ` +
          `${quote.basis.recommendedFeeUSD} USD; --fee <selector> pays one`
      } satisfies ChosenFee
    case "amountTooSmall":
      return yield* new ClientError({
        message:
          `no fee selector meets the node's recommended fee of ${units(quote.minimumFeeAmount ?? 0n)} = ` +
          `${basisText(quote, token)} on an amount of ${units(amount)}: the amount is too small; --fee <selector> sends it anyway`
      })
    case "quoted": {
      const fee = quote.fee ?? 0
      return {
        fee,
        note:
          `fee: selector ${fee} (${units(quote.feeAmount ?? 0n)}), the node's quote: the cheapest that meets its ` +
          `recommended fee of ${units(quote.minimumFeeAmount ?? 0n)} = ${basisText(quote, token)}; --fee <selector> sets another`
      } satisfies ChosenFee
    }
  }
})
