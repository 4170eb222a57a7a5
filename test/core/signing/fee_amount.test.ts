import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { feeFactor } from "../../../core/ledger/fee_factor.ts"
import { FEE_AMOUNT_LIMIT, feeAmount, feeFactorLsh60 } from "../../../core/signing/fee_amount.ts"

const factor = (selector: number) => Result.getOrThrow(feeFactorLsh60(selector))
const fee = (amount: bigint, selector: number) => Result.getOrThrow(feeAmount(amount, selector))

describe("fee table (FeeFactorLsh60)", () => {
  it("matches hermez-node's TestCalcFeeAmount on an amount of 1000", () => {
    expect(fee(1000n, 195)).toBe(8000n) // 800%
    expect(fee(1000n, 192)).toBe(1000n) // 100%
    expect(fee(1000n, 172)).toBe(500n) // 50%
    expect(fee(1000n, 126)).toBe(101n) // 10.2%
    expect(fee(1000n, 60)).toBe(10n) // 1.03%
    expect(fee(1000n, 31)).toBe(1n) // 0.127%
  })

  it("has the protocol's exact entries at the segment boundaries", () => {
    expect([0, 1, 2, 31, 32, 33, 191].map(factor)).toEqual([
      0n,
      3n,
      9n,
      1460111533771401n,
      2n ** 52n,
      4662418725241772n,
      1113648765698447360n
    ])
    // From 32 on, every 20 selectors double the factor exactly: 2^(52 + (i − 32)/20).
    for (let i = 32; i < 192; i += 20) expect(factor(i)).toBe(2n ** BigInt(52 + (i - 32) / 20))
    for (let i = 192; i <= 255; i++) expect(factor(i)).toBe(2n ** BigInt(i - 192))
  })

  it("is 2^60 times the float fee percentage, rounded down (to float precision)", () => {
    for (let i = 1; i < 192; i++) {
      const exact = feeFactor(i) * 2 ** 60
      expect(Math.abs(Number(factor(i)) - exact)).toBeLessThan(1 + exact * 1e-12)
    }
  })

  it("increases strictly from selector 1 to 191", () => {
    for (let i = 1; i < 191; i++) expect(factor(i + 1) > factor(i)).toBe(true)
  })

  it("rejects selectors outside 0..255", () => {
    for (const selector of [-1, 256, 1.5]) expect(Result.isFailure(feeFactorLsh60(selector))).toBe(true)
    expect(Result.isFailure(feeAmount(1n, 256))).toBe(true)
  })
})

describe("feeAmount (fee overflow)", () => {
  it("is zero for selector 0 whatever the amount", () => {
    expect(fee(2n ** 200n, 0)).toBe(0n)
  })

  it("accepts a fee just below 2^128 and rejects one of 2^128", () => {
    expect(fee(FEE_AMOUNT_LIMIT - 1n, 192)).toBe(FEE_AMOUNT_LIMIT - 1n)
    expect(Result.isFailure(feeAmount(FEE_AMOUNT_LIMIT, 192))).toBe(true)
    expect(fee(2n ** 65n - 1n, 255)).toBe((2n ** 65n - 1n) * 2n ** 63n)
    const overflow = feeAmount(2n ** 65n, 255)
    expect(Result.isFailure(overflow) && overflow.failure).toMatch(/does not fit in 128 bits/)
  })

  it("shifts right by 60 below selector 192", () => {
    // 2^128 · 2^52 >> 60 = 2^120: fits, although the product does not.
    expect(fee(2n ** 128n, 32)).toBe(2n ** 120n)
    expect(Result.isFailure(feeAmount(2n ** 136n, 32))).toBe(true)
  })

  it("rejects a negative amount", () => {
    expect(Result.isFailure(feeAmount(-1n, 1))).toBe(true)
  })

  it.prop(
    "succeeds exactly when the shifted product fits in 128 bits",
    [
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 192n })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
    ],
    ([amount, selector]) => {
      const product = amount * factor(selector)
      const expected = selector < 192 ? product / 2n ** 60n : product
      const result = feeAmount(amount, selector)
      if (expected < 2n ** 128n) expect(Result.getOrThrow(result)).toBe(expected)
      else expect(Result.isFailure(result)).toBe(true)
    }
  )
})
