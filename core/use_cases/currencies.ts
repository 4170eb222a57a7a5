/** Use cases of `GET /currencies` and `GET /currencies/{symbol}` (the fiat exchange rates the coordinator records), and
 * the recording of rates an embedding coordinator (or the devnet's seed) feeds. */
import { Effect, Option, Schema } from "effect"
import { CurrencyCode, DEFAULT_BASE_CURRENCY, FiatCurrency } from "../domain/fiat_currency.ts"
import { listParam } from "../domain/query_params.ts"
import { type BadRequest, invalidParam, NotFound } from "../errors.ts"
import { FiatRateStore } from "../ports/fiat_rate_store.ts"

/** The `base` query parameter: the currency the prices are in. */
const BaseQuery = Schema.optionalKey(
  CurrencyCode.annotate({ description: "The currency the prices are in", default: DEFAULT_BASE_CURRENCY })
)

/** Query parameters of `GET /currencies`. */
export const ListQuery = Schema.Struct({
  base: BaseQuery,
  // Served in the later revision only, whose lists take `|` or `,` (the wallet sends `symbols=EUR|CNY|JPY|GBP`).
  symbols: Schema.optionalKey(
    listParam(CurrencyCode, "currency codes", "commaOrPipe").annotate({
      description: "The currencies to list (all when absent)"
    })
  )
})
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /currencies/{symbol}`. */
export const GetQuery = Schema.Struct({ base: BaseQuery })
export type GetQuery = typeof GetQuery.Type

/** The rates in the query's base (US dollars by default) of the currencies it names (all when none), by currency code. */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<ReadonlyArray<FiatCurrency>, never, FiatRateStore> {
  const store = yield* FiatRateStore
  return yield* store.list({ base: query.base ?? DEFAULT_BASE_CURRENCY, currencies: query.symbols })
})

/** The rate of `symbol` in the query's base (US dollars by default). */
export const get = Effect.fnUntraced(function* (
  symbol: CurrencyCode,
  query: GetQuery = {}
): Effect.fn.Return<FiatCurrency, NotFound, FiatRateStore> {
  const store = yield* FiatRateStore
  const base = query.base ?? DEFAULT_BASE_CURRENCY
  const rate = yield* store.get(symbol, base)
  if (Option.isNone(rate)) return yield* new NotFound({ message: `no rate of ${symbol} in ${base} is recorded` })
  return rate.value
})

/** A rate as a coordinator brings it: the codes as text, the price as a number, when it was read. */
export interface FiatRateInput {
  readonly currency: string
  readonly baseCurrency: string
  readonly price: number
  readonly lastUpdate: Date
}

const decodeRate = Schema.decodeUnknownOption(Schema.toType(FiatCurrency))

/** Records `rates` (each in place of the one of its currency and base), all or none: a code that is not three upper-case letters, a price that is not a positive finite number or an invalid date is a 400 naming the rate. */
export const record = Effect.fnUntraced(function* (
  rates: ReadonlyArray<FiatRateInput>
): Effect.fn.Return<void, BadRequest, FiatRateStore> {
  const checked: Array<FiatCurrency> = []
  for (const [at, rate] of rates.entries()) {
    const decoded = decodeRate(rate)
    if (Option.isNone(decoded) || Number.isNaN(rate.lastUpdate.getTime())) {
      return yield* invalidParam(
        `rate ${at} (${rate.currency} in ${rate.baseCurrency}): the codes must be three upper-case letters, the price a ` +
          "positive finite number and lastUpdate a valid date"
      )
    }
    checked.push(decoded.value)
  }
  const store = yield* FiatRateStore
  yield* store.record(checked)
})
