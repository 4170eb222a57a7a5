/** The FiatRateStore port in memory: one process's rates, lost when it ends; each operation one `Effect.sync`. */
import { Effect, Layer, Option } from "effect"
import type { FiatCurrency } from "../../core/domain/fiat_currency.ts"
import { FiatRateStore } from "../../core/ports/fiat_rate_store.ts"

/** The key of a rate: its currency and base. */
function keyOf(currency: string, base: string): string {
  return `${currency}/${base}`
}

/** The FiatRateStore port on a fresh, empty set of rates (each build its own). */
export const layer: Layer.Layer<FiatRateStore> = Layer.sync(FiatRateStore, () => {
  const rates = new Map<string, FiatCurrency>()
  return FiatRateStore.of({
    record: (recorded) =>
      Effect.sync(() => {
        for (const rate of recorded) rates.set(keyOf(rate.currency, rate.baseCurrency), rate)
      }),
    list: (filter) =>
      Effect.sync(() =>
        [...rates.values()]
          .filter(
            (rate) =>
              rate.baseCurrency === filter.base &&
              (filter.currencies === undefined || filter.currencies.includes(rate.currency))
          )
          .sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0))
      ),
    get: (currency, base) => Effect.sync(() => Option.fromUndefinedOr(rates.get(keyOf(currency, base))))
  })
})
