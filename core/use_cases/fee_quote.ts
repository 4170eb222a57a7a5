/** Use case of `GET /fee-quote` (an extension, later revision): the fee in a token's units meeting the recommended fee
 * for a transaction type, and for an amount the cheapest fee selector paying it. */
import { Effect, Option, Result, Schema } from "effect"
import { encodeFloat40 } from "../domain/float40.ts"
import type { FeeQuote, RecommendedFeeKind } from "../domain/fee_quote.ts"
import type { RecommendedFee } from "../domain/network_state.ts"
import { TokenIdParam } from "../domain/query_params.ts"
import { BigIntString, FeeSelector, roundUsd } from "../domain/scalars.ts"
import type { Token } from "../domain/token.ts"
import { TransactionTypeL2 } from "../domain/transaction_type.ts"
import { BadRequest, type NotFound } from "../errors.ts"
import type { WallClock } from "../ports/clock.ts"
import type { NetworkSettings } from "../ports/network_settings.ts"
import type { NetworkStore } from "../ports/network_store.ts"
import type { TokenStore } from "../ports/token_store.ts"
import { smallestFeeSelector } from "../signing/fee_selection.ts"
import { currentRecommendedFee } from "./network.ts"
import * as Tokens from "./tokens.ts"

/** Query parameters of `GET /fee-quote`. */
export const Query = Schema.Struct({
  tokenId: TokenIdParam.annotate({ description: "The token the fee is paid in" }),
  type: TransactionTypeL2.annotate({
    description: "The type of the L2 transaction that pays the fee; it decides which recommended fee applies"
  }),
  amount: Schema.optionalKey(
    BigIntString.annotate({
      description:
        "The amount to send, in the token's base units (representable as Float40, as the pool requires): " +
        "with it the quote names the fee selector to sign"
    })
  )
})
export type Query = typeof Query.Type

/** The recommended fee each L2 transaction type pays. */
export const RECOMMENDED_FEE_OF: Readonly<Record<TransactionTypeL2, RecommendedFeeKind>> = {
  Transfer: "existingAccount",
  Exit: "existingAccount",
  TransferToEthAddr: "createAccount",
  TransferToBJJ: "createAccountInternal"
}

/** A finite non-negative number as the exact fraction its shortest decimal text (`0.1`, `2.5e-7`) writes. */
function decimalFraction(value: number): { readonly numerator: bigint; readonly denominator: bigint } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/u.exec(String(value))
  if (match === null) throw new Error(`fee quote: ${value} is not a finite non-negative number`)
  const fraction = match[2] ?? ""
  const exponent = Number(match[3] ?? "0") - fraction.length
  const digits = BigInt((match[1] ?? "0") + fraction)
  return exponent >= 0
    ? { numerator: digits * 10n ** BigInt(exponent), denominator: 1n }
    : { numerator: digits, denominator: 10n ** BigInt(-exponent) }
}

/**
 * The smallest fee in base units of a token with `decimals` and USD price `priceUsd` worth at least
 * `feeUsd`: ⌈feeUsd × 10^decimals / priceUsd⌉ on the exact decimals of both figures; 0 when the fee
 * is 0, none when the token has no positive (finite) price to convert a positive fee with, or the
 * fee is not finite.
 */
export function minimumFeeAmount(feeUsd: number, priceUsd: number | null, decimals: number): Option.Option<bigint> {
  if (!(feeUsd > 0)) return Option.some(0n)
  if (!Number.isFinite(feeUsd) || priceUsd === null || !(priceUsd > 0) || !Number.isFinite(priceUsd))
    return Option.none()
  const fee = decimalFraction(feeUsd)
  const price = decimalFraction(priceUsd)
  const numerator = fee.numerator * price.denominator * 10n ** BigInt(decimals)
  const denominator = fee.denominator * price.numerator
  return Option.some((numerator + denominator - 1n) / denominator)
}

/** What a quote is worked out from: the transaction type, the token, the recommended fees now and the amount, if any. */
export interface QuoteInput {
  readonly type: TransactionTypeL2
  readonly token: Pick<Token, "id" | "decimals" | "USD" | "fiatUpdate">
  readonly recommendedFee: RecommendedFee
  readonly amount: bigint | null
}

/** The fee quote of `input`, on its USD figures as they are written (rounded to 12 significant digits). */
export function quote(input: QuoteInput): FeeQuote {
  const { amount, token, type } = input
  const kind = RECOMMENDED_FEE_OF[type]
  const recommendedFeeUSD = roundUsd(input.recommendedFee[kind])
  const tokenUSD = token.USD === null ? null : roundUsd(token.USD)
  const minimum = minimumFeeAmount(recommendedFeeUSD, tokenUSD, token.decimals)
  const selected =
    Option.isNone(minimum) || amount === null ? Option.none() : smallestFeeSelector(amount, minimum.value)
  const status = Option.isNone(minimum)
    ? "unpriced"
    : amount !== null && Option.isNone(selected)
      ? "amountTooSmall"
      : "quoted"
  return {
    tokenId: token.id,
    type,
    amount,
    status,
    minimumFeeAmount: Option.getOrNull(minimum),
    fee: Option.match(selected, { onNone: () => null, onSome: (s) => FeeSelector.make(s.fee) }),
    feeAmount: Option.match(selected, { onNone: () => null, onSome: (s) => s.feeAmount }),
    basis: { recommendedFee: kind, recommendedFeeUSD, tokenUSD, fiatUpdate: token.fiatUpdate }
  }
}

/**
 * The fee quote the query asks for. An amount Float40 cannot represent is the pool's 400
 * (`ErrInvalidFloat40Amount`, naming `amount`): no transaction could carry it. An unknown token is a 404.
 */
export const get = Effect.fnUntraced(function* (
  query: Query
): Effect.fn.Return<FeeQuote, BadRequest | NotFound, TokenStore | NetworkStore | NetworkSettings | WallClock> {
  const amount = query.amount ?? null
  if (amount !== null) {
    const encoded = encodeFloat40(amount)
    if (Result.isFailure(encoded))
      return yield* new BadRequest({ type: "ErrInvalidFloat40Amount", message: `"amount": ${encoded.failure}` })
  }
  const token = yield* Tokens.get(query.tokenId)
  const recommendedFee = yield* currentRecommendedFee()
  return quote({ type: query.type, token, recommendedFee, amount })
})
