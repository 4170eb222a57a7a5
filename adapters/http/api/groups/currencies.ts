/** The Currencies group: `GET /currencies` and `GET /currencies/{symbol}`, the fiat exchange rates the coordinator records
 * (the anchor's final dialect), later-revision extensions served with the Wallet group (the `walletExtensions` row). */
import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "effect/http-api"
import { CurrencyCode, FiatCurrency } from "../../../../core/domain/fiat_currency.ts"
import { EnvelopeFieldsOf } from "../../../../core/revision/revision_schemas.ts"
import { Currencies } from "../../../../core/use_cases/mod.ts"
import { extensionOperation } from "../openapi_extension.ts"
import { CHAIN_READ } from "../policy_annotations.ts"
import { getItem } from "../get_item.ts"
import { prose } from "../prose.ts"

/** What `GET /currencies` answers: the rates, in the later revision's envelope (every rate in one page, pendingItems 0). */
export const FiatCurrencies = Schema.Struct({
  currencies: Schema.Array(FiatCurrency),
  ...EnvelopeFieldsOf.later
}).annotate({ identifier: "FiatCurrencies" })

/** The Currencies group: the rates, and one rate. */
export const currencies = HttpApiGroup.make("currencies")
  .add(
    HttpApiEndpoint.get("listCurrencies", "/currencies", {
      query: Currencies.ListQuery,
      success: FiatCurrencies
    }).annotateMerge(
      extensionOperation(
        "List fiat exchange rates",
        prose`The price of each currency in the base currency (base, US dollars by default) as the coordinator last
          recorded it, in increasing currency code order, all in one answer (pendingItems 0); symbols keeps the
          currencies listed. A code that is not three upper-case letters is a 400; a currency with no rate recorded is
          not listed (an empty result is a 200 with an empty list). An extension of the contract (the anchor's final
          dialect).`
      )
    ),
    getItem(
      "getCurrency",
      "/currencies/:symbol",
      { symbol: CurrencyCode },
      FiatCurrency,
      extensionOperation(
        "Get a fiat exchange rate",
        prose`The price of this currency in the base currency (base, US dollars by default) as the coordinator last
          recorded it. 404 when no such rate is recorded; a code that is not three upper-case letters is a 400. An
          extension of the contract (the anchor's final dialect).`
      ),
      Currencies.GetQuery
    )
  )
  .annotateMerge(
    OpenApi.annotations({
      title: "Currencies",
      description: prose`Extensions of the contract for wallets: the fiat exchange rates the coordinator records, to
        show values in a user's currency; later revision only`
    })
  )
  .annotateMerge(CHAIN_READ)
