/** `GET /currencies` and `GET /currencies/{symbol}` in the later revision: the rates an embedding coordinator records
 * (through the bound use case), listed by base and symbols, found by symbol, 400 for a bad code or parameter, 404 for a
 * rate not recorded, the typed client; the earlier revision does not route them. */
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { makeClient } from "../../../adapters/http/client/client.ts"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { CurrencyCode } from "../../../core/domain/fiat_currency.ts"
import { Currencies } from "../../../core/use_cases/mod.ts"
import { expect400, expectError } from "./expect_error.ts"
import { record } from "./web_client.ts"
import { startWriteNode, WALLET_ACCOUNTS, type WriteNode } from "./write_fixture.ts"

const AT = new Date(Date.UTC(2026, 4, 1, 12))

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode(WALLET_ACCOUNTS, DEFAULT_APP_SETTINGS, {
    laterBasePath: "/",
    earlierBasePath: "/earlier"
  })
  await node.run(
    Currencies.record([
      { currency: "JPY", baseCurrency: "USD", price: 156.3, lastUpdate: AT },
      { currency: "EUR", baseCurrency: "USD", price: 0.92, lastUpdate: AT },
      { currency: "GBP", baseCurrency: "USD", price: 0.79, lastUpdate: AT },
      { currency: "USD", baseCurrency: "EUR", price: 1.087, lastUpdate: AT }
    ])
  )
})
afterAll(() => node.dispose())

const EUR = { currency: "EUR", baseCurrency: "USD", price: 0.92, lastUpdate: "2026-05-01T12:00:00.000Z" }
const GBP = { currency: "GBP", baseCurrency: "USD", price: 0.79, lastUpdate: "2026-05-01T12:00:00.000Z" }
const JPY = { currency: "JPY", baseCurrency: "USD", price: 156.3, lastUpdate: "2026-05-01T12:00:00.000Z" }

describe("GET /currencies", () => {
  it("lists the US dollar's rates by currency code, in the anchor's shape", async () => {
    const response = await node.request("/currencies")
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({ currencies: [EUR, GBP, JPY], pendingItems: 0 })
  })

  it("takes the base and symbols the wallet sends; a currency not recorded is not listed", async () => {
    const response = await node.request("/currencies?base=USD&symbols=JPY,CNY,EUR")
    expect(response.status, response.text).toBe(200)
    expect(response.body).toEqual({ currencies: [EUR, JPY], pendingItems: 0 })
    const inEuros = await node.request("/currencies?base=EUR")
    expect(inEuros.body).toEqual({
      currencies: [{ currency: "USD", baseCurrency: "EUR", price: 1.087, lastUpdate: "2026-05-01T12:00:00.000Z" }],
      pendingItems: 0
    })
    expect((await node.request("/currencies?base=CHF")).body).toEqual({ currencies: [], pendingItems: 0 })
  })

  it("answers 400 for a code that is not three upper-case letters, an empty element or an unknown parameter", async () => {
    expect400(await node.request("/currencies?symbols=eur"), "ErrParamValidationFailed", 1, "symbols")
    expect400(await node.request("/currencies?symbols=EUR,,JPY"), "ErrParamValidationFailed", 1, "symbols")
    expect400(await node.request("/currencies?base=US"), "ErrParamValidationFailed", 1, "base")
    expect400(await node.request("/currencies?order=ASC"), "ErrParamValidationFailed", 1, "order")
  })
})

describe("GET /currencies/{symbol}", () => {
  it("answers the rate, in the base asked for; 404 for a rate not recorded; 400 for a bad code", async () => {
    const eur = await node.request("/currencies/EUR")
    expect(eur.status, eur.text).toBe(200)
    expect(eur.body).toEqual(EUR)
    expect(record((await node.request("/currencies/USD?base=EUR")).body)["price"]).toBe(1.087)
    expect(expectError(await node.request("/currencies/CNY"), 404, "ErrNotFound", 4)).toContain("CNY in USD")
    expect(expectError(await node.request("/currencies/EUR?base=EUR"), 404, "ErrNotFound", 4)).toContain("EUR in EUR")
    expect400(await node.request("/currencies/eur"), "ErrParamValidationFailed", 1)
  })

  it("the typed client reads both; a rate not recorded is Error404", async () => {
    const client = await Effect.runPromise(
      makeClient({ revision: "later", baseUrl: "http://node.test", fetch: node.handler, retryAfter: false })
    )
    const listed = await Effect.runPromise(
      client.currencies.listCurrencies({ query: { symbols: [CurrencyCode.make("GBP")] } })
    )
    expect(listed.currencies.map((rate) => [rate.currency, rate.price])).toEqual([["GBP", 0.79]])
    const one = await Effect.runPromise(
      client.currencies.getCurrency({ params: { symbol: CurrencyCode.make("JPY") }, query: {} })
    )
    expect(one.lastUpdate).toEqual(AT)
    const missing = await Effect.runPromise(
      Effect.flip(client.currencies.getCurrency({ params: { symbol: CurrencyCode.make("CNY") }, query: {} }))
    )
    expect(missing).toBeInstanceOf(Error404)
  })
})

describe("the earlier revision and the recording", () => {
  it("the earlier revision does not route /currencies", async () => {
    expectError(await node.request("/earlier/currencies"), 404, "ErrRouteNotFound", 26)
    expectError(await node.request("/earlier/currencies/EUR"), 404, "ErrRouteNotFound", 26)
  })

  it("recording refuses a bad code or price whole, and a later rate replaces the pair's", async () => {
    const refused = await node.run(
      Effect.flip(
        Currencies.record([
          { currency: "CHF", baseCurrency: "USD", price: 0.9, lastUpdate: AT },
          { currency: "EUR", baseCurrency: "USD", price: -1, lastUpdate: AT }
        ])
      )
    )
    expect(refused.message).toContain("rate 1 (EUR in USD)")
    expect((await node.request("/currencies/CHF")).status).toBe(404)
    await node.run(Currencies.record([{ currency: "CHF", baseCurrency: "USD", price: 0.88, lastUpdate: AT }]))
    await node.run(Currencies.record([{ currency: "CHF", baseCurrency: "USD", price: 0.89, lastUpdate: AT }]))
    expect(record((await node.request("/currencies/CHF")).body)["price"]).toBe(0.89)
  })
})
