/** The kit's arbitraries: Float40 amounts numbered in order, and amounts and keys that shrink to the smallest failing
 * value (a filter over a mantissa and an exponent drawn apart did not: the docs' earlier pattern kept its first
 * counterexample in most runs). */
import { Arbitrary, Effect, Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { DomainValues, feeOf } from "../../../app/testing/mod.ts"
import { float40AmountNumbered, float40NumberAtMost, LAST_FLOAT40_NUMBER } from "../../../app/testing/float40_order.ts"
import { encodeFloat40, MAX_FLOAT40_AMOUNT } from "../../../core/domain/float40.ts"
import { feeAmount } from "../../../core/signing/fee_amount.ts"

/** The seeds each shrinking claim is checked under. */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

/** What `checkEffect` shrank a failure of `property` over `arbitrary` to, under `seed`. */
function shrunk<A>(arbitrary: Arbitrary.Arbitrary<A>, property: (value: A) => boolean, seed: number): A {
  const result = Effect.runSync(Arbitrary.checkEffect(arbitrary, property, { seed }))
  if (result._tag !== "Falsified") throw new Error(`seed ${seed}: ${result._tag}`)
  return result.shrunkInput
}

/** Boundaries of the numbering: the ends of the exponents' bands and their neighbours. */
const BOUNDARY_NUMBERS = [0n, 1n, 2n, (1n << 35n) - 2n, (1n << 35n) - 1n, 1n << 35n, (1n << 35n) + 1n].concat(
  Array.from({ length: 31 }, (_, i) => float40NumberAtMost((1n << 35n) * 10n ** BigInt(i))).flatMap((n) => [
    n - 1n,
    n,
    n + 1n
  ]),
  [LAST_FLOAT40_NUMBER - 1n, LAST_FLOAT40_NUMBER]
)

describe("Float40 amounts numbered in order", () => {
  const samples = Effect.runSync(
    Arbitrary.sampleEffect(
      Arbitrary.schema(Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: LAST_FLOAT40_NUMBER - 1n }))),
      { count: 2000, seed: 7 }
    )
  )
  // Numbers drawn anywhere, with the boundaries beside them.
  const numbers = [...BOUNDARY_NUMBERS.filter((n) => n >= 0n && n < LAST_FLOAT40_NUMBER), ...samples]

  it("each number is an amount Float40 represents, the next number the next amount, none skipped between", () => {
    for (const number of numbers) {
      const amount = float40AmountNumbered(number)
      const next = float40AmountNumbered(number + 1n)
      expect(Result.isSuccess(encodeFloat40(amount)), String(amount)).toBe(true)
      expect(next > amount, String(number)).toBe(true)
      expect(float40NumberAtMost(amount)).toBe(number)
      // Every amount from this one up to the next is numbered at most this one: nothing between is representable.
      expect(float40NumberAtMost(next - 1n)).toBe(number)
      if (next - amount > 1n) expect(Result.isFailure(encodeFloat40(next - 1n)), String(next - 1n)).toBe(true)
    }
  })

  it("numbers 0 to the last: 0 and the largest amount at the ends, anything above the largest at the last", () => {
    expect(float40AmountNumbered(0n)).toBe(0n)
    expect(float40AmountNumbered(LAST_FLOAT40_NUMBER)).toBe(MAX_FLOAT40_AMOUNT)
    expect(float40NumberAtMost(MAX_FLOAT40_AMOUNT + 1n)).toBe(LAST_FLOAT40_NUMBER)
    expect(() => float40AmountNumbered(LAST_FLOAT40_NUMBER + 1n)).toThrow(RangeError)
  })
})

describe("DomainValues.positiveAmount", () => {
  it("draws amounts above 0, at most the bound, each one Float40 represents", () => {
    for (const max of [undefined, 1n, 1000n, 10n ** 19n, 10n ** 45n]) {
      const values = Effect.runSync(Arbitrary.sampleEffect(DomainValues.positiveAmount(max), { count: 500, seed: 3 }))
      for (const value of values) {
        expect(value > 0n && (max === undefined || value <= max), String(value)).toBe(true)
        expect(Result.isSuccess(encodeFloat40(value))).toBe(true)
      }
    }
    expect(() => DomainValues.positiveAmount(0n)).toThrow(RangeError)
  })

  // A property failing above a threshold: every seed shrinks to the first Float40 amount above it.
  for (const [threshold, max] of [
    [1000n, undefined],
    [10n ** 20n + 7n, 10n ** 45n],
    [123_456_789_012_345_678n, 10n ** 19n],
    [(1n << 35n) - 1n, undefined]
  ] as const) {
    it(`shrinks a failure above ${threshold} to the smallest failing amount under every seed`, () => {
      const smallest = float40AmountNumbered(float40NumberAtMost(threshold) + 1n)
      for (const seed of SEEDS) {
        expect(
          shrunk(DomainValues.positiveAmount(max), (sent) => sent <= threshold, seed),
          `seed ${seed}`
        ).toBe(smallest)
      }
    })
  }

  it("float40Amount (0 included) shrinks alike, to 0 when every amount fails", () => {
    for (const seed of SEEDS) {
      expect(shrunk(DomainValues.float40Amount, (amount) => amount <= 5000n, seed)).toBe(5001n)
      expect(shrunk(DomainValues.float40Amount, () => false, seed)).toBe(0n)
    }
  })
})

describe("DomainValues.privateKey", () => {
  it("draws keys in [1, n) of secp256k1, and shrinks to key 1", () => {
    const keys = Effect.runSync(Arbitrary.sampleEffect(DomainValues.privateKey, { count: 300, seed: 5 }))
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    for (const key of keys) {
      const value = BigInt(`0x${Buffer.from(key).toString("hex")}`)
      expect(key.length).toBe(32)
      expect(value > 0n && value < order).toBe(true)
    }
    for (const seed of SEEDS.slice(0, 3)) {
      expect(Buffer.from(shrunk(DomainValues.privateKey, (key) => key[31] === 0, seed)).toString("hex")).toBe(
        `${"00".repeat(31)}01`
      )
    }
  })
})

describe("feeOf", () => {
  it("is the protocol's fee (core's feeAmount) as a bigint", () => {
    for (const [amount, selector] of [
      [10n ** 18n, 126],
      [1500000000000000000n, 31],
      [7n, 0],
      [10n ** 19n, 255]
    ] as const) {
      expect(feeOf(amount, selector)).toBe(Result.getOrThrow(feeAmount(amount, selector)))
    }
    expect(feeOf(10n ** 18n, 0)).toBe(0n)
  })

  it("throws a RangeError naming the amount and selector when the fee does not fit 128 bits, or the selector is not one", () => {
    expect(() => feeOf(MAX_FLOAT40_AMOUNT, 255)).toThrow(/does not fit in 128 bits/u)
    expect(() => feeOf(MAX_FLOAT40_AMOUNT, 255)).toThrow(RangeError)
    expect(() => feeOf(1n, 256)).toThrow(/fee selector 256 is not in 0\.\.255/u)
    expect(() => feeOf(-1n, 0)).toThrow(/negative/u)
  })
})
