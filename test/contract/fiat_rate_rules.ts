/** Contract: the FiatRateStore. A rate is found by its currency and base and listed by currency code in its base;
 * recording a pair again replaces its rate (the last of a list winning); an unknown pair is none. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { CurrencyCode, type FiatCurrency } from "../../core/domain/fiat_currency.ts"
import { FiatRateStore } from "../../core/ports/fiat_rate_store.ts"
import type { StoragePorts } from "./storage_ports.ts"

/** The rate of `currency` in `base` at `price`, recorded at second `at` of 2026-05-01 12:00. */
function rate(currency: string, base: string, price: number, at = 0): FiatCurrency {
  return {
    currency: CurrencyCode.make(currency),
    baseCurrency: CurrencyCode.make(base),
    price,
    lastUpdate: new Date(Date.UTC(2026, 4, 1, 12, 0, at))
  }
}

const USD = CurrencyCode.make("USD")
const EUR = CurrencyCode.make("EUR")
const JPY = CurrencyCode.make("JPY")
const GBP = CurrencyCode.make("GBP")

/** Registers the FiatRateStore tests of `storage`. */
export function describeFiatRateRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("fiat rate store", () => {
    it.effect("lists the rates of a base in currency code order, those named only when named; gets a pair", () =>
      Effect.gen(function* () {
        const store = yield* FiatRateStore
        assert.deepStrictEqual(yield* store.list({ base: USD }), [])
        const jpy = rate("JPY", "USD", 156.25)
        const eur = rate("EUR", "USD", 0.8234)
        const gbp = rate("GBP", "USD", 0.7712345678901233)
        const usdInEur = rate("USD", "EUR", 1.2144)
        yield* store.record([jpy, eur, gbp, usdInEur])
        assert.deepStrictEqual(yield* store.list({ base: USD }), [eur, gbp, jpy])
        assert.deepStrictEqual(yield* store.list({ base: USD, currencies: [JPY, EUR] }), [eur, jpy])
        assert.deepStrictEqual(yield* store.list({ base: USD, currencies: [CurrencyCode.make("CNY")] }), [])
        assert.deepStrictEqual(yield* store.list({ base: USD, currencies: [] }), [])
        assert.deepStrictEqual(yield* store.list({ base: EUR }), [usdInEur])
        assert.deepStrictEqual(yield* store.list({ base: GBP }), [])
        assert.deepStrictEqual(yield* store.get(GBP, USD), Option.some(gbp), "a price's every digit kept")
        assert.deepStrictEqual(yield* store.get(USD, EUR), Option.some(usdInEur))
        assert.isTrue(Option.isNone(yield* store.get(EUR, EUR)))
        assert.isTrue(Option.isNone(yield* store.get(CurrencyCode.make("CNY"), USD)))
      }).pipe(Effect.provide(fresh))
    )

    it.effect("recording a pair again replaces its rate, the last of one list winning; other pairs untouched", () =>
      Effect.gen(function* () {
        const store = yield* FiatRateStore
        const eur = rate("EUR", "USD", 0.82)
        const jpy = rate("JPY", "USD", 150)
        yield* store.record([eur, jpy])
        const later = rate("EUR", "USD", 0.85, 30)
        const last = rate("EUR", "USD", 0.86, 40)
        yield* store.record([later, last])
        assert.deepStrictEqual(yield* store.get(EUR, USD), Option.some(last))
        assert.deepStrictEqual(yield* store.list({ base: USD }), [last, jpy])
        yield* store.record([])
        assert.deepStrictEqual(yield* store.list({ base: USD }), [last, jpy], "an empty list records nothing")
      }).pipe(Effect.provide(fresh))
    )
  })
}
