/** `Currencies.record`, `list` and `get` on the in-memory FiatRateStore: US dollar rates by default, the base and
 * symbols a wallet sends, NotFound for a rate not recorded, and a list refused whole for one bad rate. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as FiatRateStoreMemory from "../../../adapters/memory/fiat_rate_store.ts"
import { CurrencyCode } from "../../../core/domain/fiat_currency.ts"
import { Currencies } from "../../../core/use_cases/mod.ts"
import { failure } from "./fixture.ts"

const AT = new Date(Date.UTC(2026, 4, 1))
const USD = CurrencyCode.make("USD")
const EUR = CurrencyCode.make("EUR")
const JPY = CurrencyCode.make("JPY")

/** A rate of `currency` in `base` at `price`. */
const rate = (currency: string, base: string, price: number) => ({
  currency,
  baseCurrency: base,
  price,
  lastUpdate: AT
})

describe("Currencies", () => {
  it.effect("lists and gets the rates in US dollars by default, in another base when asked", () =>
    Effect.gen(function* () {
      yield* Currencies.record([rate("JPY", "USD", 156.3), rate("EUR", "USD", 0.92), rate("USD", "EUR", 1.087)])
      expect((yield* Currencies.list({})).map((r) => r.currency)).toEqual(["EUR", "JPY"])
      expect((yield* Currencies.list({ base: EUR })).map((r) => [r.currency, r.price])).toEqual([["USD", 1.087]])
      expect((yield* Currencies.list({ symbols: [JPY, CurrencyCode.make("CNY")] })).map((r) => r.currency)).toEqual([
        "JPY"
      ])
      expect(yield* Currencies.get(EUR)).toEqual({ currency: "EUR", baseCurrency: "USD", price: 0.92, lastUpdate: AT })
      expect((yield* Currencies.get(USD, { base: EUR })).price).toBe(1.087)
      expect(yield* failure(Currencies.get(JPY, { base: EUR }))).toMatchObject({
        _tag: "NotFound",
        message: "no rate of JPY in EUR is recorded"
      })
    }).pipe(Effect.provide(FiatRateStoreMemory.layer))
  )

  it.effect("record refuses a list with a bad code, price or date whole, naming the rate", () =>
    Effect.gen(function* () {
      for (const bad of [
        rate("eur", "USD", 0.92),
        rate("EUR", "US", 0.92),
        rate("EUR", "USD", 0),
        rate("EUR", "USD", Number.NaN),
        rate("EUR", "USD", Number.POSITIVE_INFINITY),
        { ...rate("EUR", "USD", 0.92), lastUpdate: new Date(Number.NaN) }
      ]) {
        const refused = yield* failure(Currencies.record([rate("JPY", "USD", 156.3), bad]))
        expect(refused).toMatchObject({ _tag: "BadRequest", type: "ErrParamValidationFailed" })
        expect(refused.message).toContain("rate 1")
      }
      expect(yield* Currencies.list({})).toEqual([])
    }).pipe(Effect.provide(FiatRateStoreMemory.layer))
  )
})
