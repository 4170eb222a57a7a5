/** The fiat exchange rates the devnet records (`GET /currencies`): the US dollar's, in the currencies the anchor's wallet
 * app asks for, as a coordinator's price updater would record them. */
import type { FiatRateInput } from "../core/use_cases/currencies.ts"

/** What one US dollar buys of each currency (illustrative figures). */
const PER_US_DOLLAR: ReadonlyArray<readonly [currency: string, price: number]> = [
  ["CNY", 7.24],
  ["EUR", 0.92],
  ["GBP", 0.79],
  ["JPY", 156.3]
]

/** The devnet's rates in US dollars, recorded at `at`. */
export function devnetFiatRates(at: Date): ReadonlyArray<FiatRateInput> {
  return PER_US_DOLLAR.map(([currency, perDollar]) => ({
    currency,
    baseCurrency: "USD",
    price: perDollar,
    lastUpdate: at
  }))
}
