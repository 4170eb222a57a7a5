/** Fiat exchange rates: what the coordinator's price updater records (through the embedding API, or the devnet's seed)
 * and `GET /currencies` shows; one rate per currency and base, recording it again replaces it. */
import { Context, type Effect, type Option } from "effect"
import type { CurrencyCode, FiatCurrency } from "../domain/fiat_currency.ts"

/** Which rates a list returns: those in `base`, of the `currencies` given (all when absent). */
export interface FiatRateFilter {
  readonly base: CurrencyCode
  readonly currencies?: ReadonlyArray<CurrencyCode> | undefined
}

/** The fiat exchange rates; recording is atomic and durable before it returns. */
export class FiatRateStore extends Context.Service<
  FiatRateStore,
  {
    /** Stores each rate in place of the one of its currency and base, all at once (a later rate of a pair in the list wins). */
    readonly record: (rates: ReadonlyArray<FiatCurrency>) => Effect.Effect<void>
    /** The rates matching `filter`, in increasing currency code order. */
    readonly list: (filter: FiatRateFilter) => Effect.Effect<ReadonlyArray<FiatCurrency>>
    /** The rate of `currency` in `base`, or none. */
    readonly get: (currency: CurrencyCode, base: CurrencyCode) => Effect.Effect<Option.Option<FiatCurrency>>
  }
>()("zk-api/ports/FiatRateStore") {}
