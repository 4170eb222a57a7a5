/** The Hermez fee table and USD values (core/ledger/fee_factor.ts, usd.ts). */
import { assert, describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { feeFactor, feeUsd, MAX_FEE_SELECTOR } from "../../../core/ledger/fee_factor.ts"
import { historicUsd, totalFeesUsd } from "../../../core/ledger/usd.ts"

/** Entries of the anchor's SQL `fee_percentage` (hermez-node migration 0001), 7 significant digits. */
const ANCHOR_TABLE: ReadonlyArray<readonly [number, number]> = [
  [0, 0],
  [1, 2.675309e-18],
  [8, 7.105427e-15],
  [31, 1.266445e-3],
  [32, 3.90625e-3],
  [33, 4.044004e-3],
  [100, 4.123462e-2],
  [126, 1.015315e-1],
  [172, 5.0e-1],
  [191, 9.659363e-1],
  [192, 1],
  [193, 2],
  [224, 4.294967e9],
  [255, 9.223372e18]
]

describe("feeFactor", () => {
  it("matches the anchor's fee_percentage table", () => {
    for (const [selector, expected] of ANCHOR_TABLE) {
      const actual = feeFactor(selector)
      if (expected === 0) assert.strictEqual(actual, 0)
      else assert.closeTo(actual / expected, 1, 1e-6, `selector ${selector}`)
    }
  })

  it.prop(
    "increases with the selector",
    [Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: MAX_FEE_SELECTOR - 1 }))],
    ([i]) => {
      assert.isBelow(feeFactor(i), feeFactor(i + 1))
    }
  )

  it("prices a fee only for a priced amount and a fee above 0", () => {
    assert.strictEqual(feeUsd(400, 192), 400)
    assert.closeTo(feeUsd(400, 126) ?? 0, 40.6126, 1e-4)
    assert.isNull(feeUsd(400, 0))
    assert.isNull(feeUsd(null, 126))
  })
})

describe("historicUsd", () => {
  const eth = { USD: 2000, decimals: 18 }
  it("is amount / 10^decimals × price", () => {
    assert.closeTo(historicUsd(10n ** 17n, eth) ?? 0, 200, 1e-9)
    assert.closeTo(historicUsd(1_500_000n, { USD: 1, decimals: 6 }) ?? 0, 1.5, 1e-12)
  })
  it("is null without a positive price or for a zero amount, as the anchor's set_tx", () => {
    assert.isNull(historicUsd(1n, { USD: null, decimals: 18 }))
    assert.isNull(historicUsd(1n, { USD: 0, decimals: 18 }))
    assert.isNull(historicUsd(0n, eth))
  })
  it("sums a batch's collected fees, unpriced tokens counting 0, unknown tokens rejected", () => {
    const lookup = (id: number) => (id === 0 ? eth : id === 1 ? { USD: null, decimals: 6 } : undefined)
    assert.deepStrictEqual(
      Result.map(totalFeesUsd({ "0": 10n ** 15n, "1": 5n }, lookup), (x) => Number(x.toFixed(9))),
      Result.succeed(2)
    )
    assert.isTrue(Result.isFailure(totalFeesUsd({ "7": 1n }, lookup)))
  })
})
