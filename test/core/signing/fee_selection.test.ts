/** `smallestFeeSelector`: the cheapest selector whose fee reaches a minimum, at each boundary, across the 191 → 192
 * rule change, at 128 bits, for amounts too small; and the selector before always pays less. */
import { describe, it } from "@effect/vitest"
import { Option, Result, Schema } from "effect"
import { expect } from "vitest"
import { MAX_FLOAT40_AMOUNT } from "../../../core/domain/float40.ts"
import { FEE_AMOUNT_LIMIT, feeAmount } from "../../../core/signing/fee_amount.ts"
import { smallestFeeSelector } from "../../../core/signing/fee_selection.ts"

const fee = (amount: bigint, selector: number) => Result.getOrThrow(feeAmount(amount, selector))
const selected = (amount: bigint, minimum: bigint) => Option.getOrNull(smallestFeeSelector(amount, minimum))
const ETHER = 10n ** 18n

describe("smallestFeeSelector", () => {
  it("is selector 0 (no fee) when the minimum is 0, whatever the amount", () => {
    for (const amount of [0n, 1n, ETHER, MAX_FLOAT40_AMOUNT])
      expect(selected(amount, 0n)).toEqual({ fee: 0, feeAmount: 0n })
  })

  it("takes a selector whose fee is exactly the minimum, and the next one for a unit more", () => {
    for (const selector of [1, 2, 31, 32, 33, 100, 191, 192, 193, 254]) {
      const exact = fee(ETHER, selector)
      expect(selected(ETHER, exact), `selector ${selector}`).toEqual({ fee: selector, feeAmount: exact })
      expect(selected(ETHER, exact + 1n), `selector ${selector} + 1`).toEqual({
        fee: selector + 1,
        feeAmount: fee(ETHER, selector + 1)
      })
    }
  })

  it("crosses from the shifted table (191) to whole multiples (192: the amount itself)", () => {
    // 1000 × 1113648765698447360 >> 60 = 965 (96.6 %, rounded down); 192 takes the whole 1000.
    expect(selected(1000n, 965n)).toEqual({ fee: 191, feeAmount: 965n })
    expect(selected(1000n, 966n)).toEqual({ fee: 192, feeAmount: 1000n })
  })

  it("finds none for an amount of 0 or one whose largest fee is still below the minimum", () => {
    expect(selected(0n, 1n)).toBeNull()
    expect(selected(1n, 2n ** 63n)).toEqual({ fee: 255, feeAmount: 2n ** 63n })
    expect(selected(1n, 2n ** 63n + 1n)).toBeNull()
  })

  it("never picks a selector whose fee does not fit 128 bits, as the pool rejects it", () => {
    // 2^65 × 2^63 = 2^128 overflows at 255; 254 pays 2^127.
    expect(selected(2n ** 65n, 2n ** 127n)).toEqual({ fee: 254, feeAmount: 2n ** 127n })
    expect(selected(2n ** 65n, 2n ** 127n + 1n)).toBeNull()
    expect(selected(MAX_FLOAT40_AMOUNT, FEE_AMOUNT_LIMIT)).toBeNull()
  })

  it("quotes a small selector for the largest Float40 amount", () => {
    const answer = selected(MAX_FLOAT40_AMOUNT, 10n ** 20n)
    expect(answer?.fee).toBe(1)
    expect(answer?.feeAmount).toBe(fee(MAX_FLOAT40_AMOUNT, 1))
  })

  it.prop(
    "answers the cheapest selector reaching the minimum, or none when no fee that fits does",
    [
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: MAX_FLOAT40_AMOUNT })),
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 130n }))
    ],
    ([amount, minimum]) => {
      const answer = smallestFeeSelector(amount, minimum)
      const fits = Array.from({ length: 256 }, (_, s) => feeAmount(amount, s))
        .filter(Result.isSuccess)
        .map((r) => r.success)
      if (Option.isNone(answer)) {
        expect(fits.every((paid) => paid < minimum)).toBe(true)
      } else {
        expect(answer.value.feeAmount).toBe(fee(amount, answer.value.fee))
        expect(answer.value.feeAmount >= minimum).toBe(true)
        if (answer.value.fee > 0) expect(fee(amount, answer.value.fee - 1) < minimum).toBe(true)
      }
    }
  )
})
