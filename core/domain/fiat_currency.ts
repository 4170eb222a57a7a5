/** Fiat exchange rates (`GET /currencies`, an extension of the contract in the anchor's final dialect): how much of a
 * currency one unit of a base currency buys, as the coordinator's price updater last recorded it. */
import { Schema } from "effect"
import { Timestamp, Usd } from "./scalars.ts"

/** An ISO 4217 alphabetic currency code: three upper-case letters (`EUR`). */
export const CurrencyCode = Schema.String.check(
  Schema.isPattern(/^[A-Z]{3}$/u, { expected: "an ISO 4217 currency code of three upper-case letters" })
).pipe(Schema.brand("CurrencyCode"))
export type CurrencyCode = typeof CurrencyCode.Type

/** The base of the rates when a request names none (the anchor kept US dollar rates only). */
export const DEFAULT_BASE_CURRENCY = CurrencyCode.make("USD")

/** A price: a positive finite number (written with the USD fields' significant digits). */
const Price = Usd.check(Schema.isGreaterThan(0))

/** The rate of `currency` in `baseCurrency` (what one `baseCurrency` buys of it: 0.92 for EUR in USD), as last recorded. */
export const FiatCurrency = Schema.Struct({
  currency: CurrencyCode,
  baseCurrency: CurrencyCode,
  price: Price.annotate({
    description:
      "The exchange rate: how much of currency one unit of baseCurrency buys (a value in baseCurrency times price is the value in currency)"
  }),
  lastUpdate: Timestamp.annotate({ description: "When the rate was recorded" })
}).annotate({ identifier: "FiatCurrency" })
export type FiatCurrency = typeof FiatCurrency.Type
