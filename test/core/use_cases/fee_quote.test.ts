/** The fee quote: `minimumFeeAmount` (exact rounding up, no price, zero fee), `quote` (fee per type, selectors, too
 * small, huge, beyond 128 bits) and `FeeQuotes.get` on the contract history (400, 404). */
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { MAX_FLOAT40_AMOUNT } from "../../../core/domain/float40.ts"
import { roundUsd, TokenId } from "../../../core/domain/scalars.ts"
import type { TransactionTypeL2 } from "../../../core/domain/transaction_type.ts"
import { feeAmount } from "../../../core/signing/fee_amount.ts"
import { minimumFeeAmount, quote, type QuoteInput, RECOMMENDED_FEE_OF } from "../../../core/use_cases/fee_quote.ts"
import { FeeQuotes, Network } from "../../../core/use_cases/mod.ts"
import { decode, failure, History } from "./fixture.ts"

const minimum = (feeUsd: number, priceUsd: number | null, decimals: number) =>
  Option.getOrNull(minimumFeeAmount(feeUsd, priceUsd, decimals))

const PRICED_AT = new Date("2026-01-01T00:01:00.000Z")
const ETHER: QuoteInput["token"] = { id: TokenId.make(0), decimals: 18, USD: 2000, fiatUpdate: PRICED_AT }
const FEES = { existingAccount: 0.1, createAccount: 0.25, createAccountInternal: 0.2 }
const input = (overrides: Partial<QuoteInput>): QuoteInput => ({
  type: "Transfer",
  token: ETHER,
  recommendedFee: FEES,
  amount: null,
  ...overrides
})

describe("minimumFeeAmount", () => {
  it("converts the recommended fee to base units exactly: 0.1 USD at 2000 USD is 0.00005 ETH", () => {
    expect(minimum(0.1, 2000, 18)).toBe(50_000_000_000_000n)
    expect(minimum(0.25, 2000, 18)).toBe(125_000_000_000_000n)
  })

  it("rounds a fraction of a base unit up, so the fee is worth at least the recommended one", () => {
    expect(minimum(0.1, 3, 6)).toBe(33_334n) // 33333.33…
    expect(minimum(1, 3, 0)).toBe(1n)
    expect(minimum(1e-9, 2000, 0)).toBe(1n)
  })

  it("works on the decimals as written, where binary floating point would round a whole result up", () => {
    // 0.07 / 0.01 is 7.000000000000001 in floating point, 7 exactly.
    expect(minimum(0.07, 0.01, 0)).toBe(7n)
    expect(minimum(1.1, 0.1, 18)).toBe(11n * 10n ** 18n)
    expect(minimum(4.35, 0.05, 0)).toBe(87n)
  })

  it("is none without a positive price, and 0 for a fee of 0 whatever the price", () => {
    expect(minimum(0.1, null, 18)).toBeNull()
    expect(minimum(0.1, 0, 18)).toBeNull()
    expect(minimum(0, null, 18)).toBe(0n)
    expect(minimum(0, 0, 18)).toBe(0n)
  })

  it("handles prices and decimals far from the usual ones", () => {
    expect(minimum(0.1, 1e-30, 18)).toBe(10n ** 47n)
    expect(minimum(0.1, 1.5e21, 0)).toBe(1n)
    expect(minimum(1e10, 1e-12, 77)).toBe(10n ** 99n)
  })
})

describe("quote", () => {
  it("pays existingAccount for a Transfer and an Exit, createAccount for a TransferToEthAddr, createAccountInternal for a TransferToBJJ", () => {
    const expected: Record<TransactionTypeL2, [string, bigint]> = {
      Transfer: ["existingAccount", 50_000_000_000_000n],
      Exit: ["existingAccount", 50_000_000_000_000n],
      TransferToEthAddr: ["createAccount", 125_000_000_000_000n],
      TransferToBJJ: ["createAccountInternal", 100_000_000_000_000n]
    }
    for (const [type, [kind, fee]] of Object.entries(expected) as Array<[TransactionTypeL2, [string, bigint]]>) {
      expect(RECOMMENDED_FEE_OF[type]).toBe(kind)
      expect(quote(input({ type }))).toEqual({
        tokenId: 0,
        type,
        amount: null,
        status: "quoted",
        minimumFeeAmount: fee,
        fee: null,
        feeAmount: null,
        basis: {
          recommendedFee: kind,
          recommendedFeeUSD: FEES[kind as keyof typeof FEES],
          tokenUSD: 2000,
          fiatUpdate: PRICED_AT
        }
      })
    }
  })

  it("names the cheapest selector for an amount and the fee it takes", () => {
    const answer = quote(input({ amount: 1_500_000_000_000_000_000n }))
    expect(answer).toMatchObject({
      status: "quoted",
      minimumFeeAmount: 50_000_000_000_000n,
      fee: 28,
      feeAmount: 64_737_559_312_732n
    })
    expect(Result.getOrThrow(feeAmount(1_500_000_000_000_000_000n, 27)) < 50_000_000_000_000n).toBe(true)
  })

  it("says the amount is too small when no selector's fee for it reaches the minimum", () => {
    expect(quote(input({ amount: 0n }))).toMatchObject({
      status: "amountTooSmall",
      minimumFeeAmount: 50_000_000_000_000n,
      fee: null,
      feeAmount: null
    })
    // 1 wei pays at most 2^63 wei (selector 255); a price of 1e-6 USD makes the minimum 10^23.
    expect(quote(input({ amount: 1n, token: { ...ETHER, USD: 1e-6 } }))).toMatchObject({
      status: "amountTooSmall",
      minimumFeeAmount: 10n ** 23n
    })
  })

  it("quotes the largest Float40 amount, and finds no selector when the minimum needs more than 128 bits", () => {
    expect(quote(input({ amount: MAX_FLOAT40_AMOUNT }))).toMatchObject({ status: "quoted", fee: 1 })
    const dust = quote(input({ amount: MAX_FLOAT40_AMOUNT, token: { ...ETHER, USD: 1e-30 } }))
    expect(dust).toMatchObject({ status: "amountTooSmall", minimumFeeAmount: 10n ** 47n, fee: null })
  })

  it("cannot price a token without a positive price (a quote says so), unless the recommended fee is 0", () => {
    for (const USD of [null, 0]) {
      expect(
        quote(input({ amount: 10n, token: { ...ETHER, USD, fiatUpdate: USD === null ? null : PRICED_AT } }))
      ).toMatchObject({
        status: "unpriced",
        minimumFeeAmount: null,
        fee: null,
        feeAmount: null,
        basis: { tokenUSD: USD }
      })
    }
    const free = { existingAccount: 0, createAccount: 0, createAccountInternal: 0 }
    expect(quote(input({ amount: 10n, token: { ...ETHER, USD: null }, recommendedFee: free }))).toMatchObject({
      status: "quoted",
      minimumFeeAmount: 0n,
      fee: 0,
      feeAmount: 0n
    })
  })

  it("works on the USD figures as every answer writes them (12 significant digits)", () => {
    const noisy = quote(
      input({ recommendedFee: { ...FEES, existingAccount: 0.1 + 1e-17 }, token: { ...ETHER, USD: 2693.7000000000003 } })
    )
    expect(noisy.basis).toMatchObject({ recommendedFeeUSD: 0.1, tokenUSD: 2693.7 })
    expect(noisy.minimumFeeAmount).toBe(minimum(0.1, 2693.7, 18))
  })
})

describe("FeeQuotes.get", () => {
  layer(History)((it) => {
    it.effect("FeeQuotes.get() meets /state's recommended fee at the token's current price", () =>
      Effect.gen(function* () {
        const { recommendedFee } = yield* Network.state()
        const answer = yield* FeeQuotes.get(
          decode(FeeQuotes.Query, { tokenId: "0", type: "TransferToEthAddr", amount: "1000000000000000000" })
        )
        expect(answer.basis).toEqual({
          recommendedFee: "createAccount",
          recommendedFeeUSD: roundUsd(recommendedFee.createAccount),
          tokenUSD: 2500,
          fiatUpdate: expect.any(Date)
        })
        expect(answer.minimumFeeAmount).toBe(minimum(answer.basis.recommendedFeeUSD, 2500, 18))
        expect(answer.status).toBe("quoted")
        expect(answer.feeAmount! >= answer.minimumFeeAmount!).toBe(true)
      })
    )

    it.effect("FeeQuotes.get() of a token without a price says it cannot price it", () =>
      Effect.gen(function* () {
        const answer = yield* FeeQuotes.get(decode(FeeQuotes.Query, { tokenId: "5", type: "Exit" }))
        expect(answer).toMatchObject({
          tokenId: 5,
          status: "unpriced",
          minimumFeeAmount: null,
          basis: { tokenUSD: null, fiatUpdate: null }
        })
      })
    )

    it.effect("FeeQuotes.get() rejects an amount Float40 cannot represent, and an unknown token", () =>
      Effect.gen(function* () {
        expect(
          yield* failure(
            FeeQuotes.get(decode(FeeQuotes.Query, { tokenId: "0", type: "Exit", amount: "123456789012345678901" }))
          )
        ).toMatchObject({
          _tag: "BadRequest",
          type: "ErrInvalidFloat40Amount",
          message: expect.stringMatching(/^"amount": 123456789012345678901 is not representable as Float40/)
        })
        expect(yield* failure(FeeQuotes.get(decode(FeeQuotes.Query, { tokenId: "99", type: "Exit" })))).toMatchObject({
          _tag: "NotFound",
          message: "token 99 not found"
        })
      })
    )
  })
})
