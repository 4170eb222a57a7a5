/** `Tokens.list` and `get` on the contract fixture: id and symbol lists, a case-insensitive name substring, pagination
 * by id, an unknown id. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Schema } from "effect"
import { TokenId } from "../../../core/domain/scalars.ts"
import type { Token } from "../../../core/domain/token.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Tokens } from "../../../core/use_cases/mod.ts"
import { decode, failure, History } from "./fixture.ts"

/** The symbols of a page. */
const symbols = (page: Page<Token>) => page.items.map((t) => t.symbol)

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => Tokens.list(decode(Tokens.ListQuery, query))

describe("Tokens", () => {
  layer(History)((it) => {
    it.effect("Tokens.list() returns every token in id order", () =>
      Effect.gen(function* () {
        expect(symbols(yield* list({}))).toEqual(["ETH", "USDT", "DAI"])
      })
    )

    it.effect("Tokens.list() by ids and by symbols", () =>
      Effect.gen(function* () {
        expect(symbols(yield* list({ ids: "5,0" }))).toEqual(["ETH", "DAI"])
        expect(symbols(yield* list({ ids: "2" }))).toEqual([])
        expect(symbols(yield* list({ symbols: "DAI,USDT" }))).toEqual(["USDT", "DAI"])
        expect(symbols(yield* list({ ids: "0,1", symbols: "USDT,DAI" }))).toEqual(["USDT"])
      })
    )

    it.effect(
      "Tokens.list() takes '|' as well as ',' between a list's elements (the later revision's lists), ',' alone in the interface's",
      () =>
        Effect.gen(function* () {
          expect(symbols(yield* list({ ids: "5|0" }))).toEqual(["ETH", "DAI"])
          expect(symbols(yield* list({ symbols: "DAI|USDT" }))).toEqual(["USDT", "DAI"])
          expect(symbols(yield* list({ ids: "0|1,5", symbols: "USDT|DAI" }))).toEqual(["USDT", "DAI"])
          for (const ids of ["0||1", "0|", "|0", "0,|1"]) {
            expect(Schema.decodeUnknownExit(Tokens.ListQuery)({ ids })._tag, ids).toBe("Failure")
          }
          expect(Schema.decodeUnknownExit(Tokens.ListQueries.comma)({ ids: "0|1" })._tag).toBe("Failure")
          expect(Schema.decodeUnknownSync(Tokens.ListQueries.comma)({ ids: "0,1" })).toMatchObject({ ids: [0, 1] })
        })
    )

    it.effect("Tokens.list() by name is a case-insensitive substring, not a pattern", () =>
      Effect.gen(function* () {
        expect(symbols(yield* list({ name: "ETHER" }))).toEqual(["ETH", "USDT"])
        expect(symbols(yield* list({ name: "coin" }))).toEqual(["DAI"])
        expect(symbols(yield* list({ name: "e.h" }))).toEqual([])
        expect(symbols(yield* list({ name: "usd" }))).toEqual(["USDT"])
      })
    )

    it.effect("Tokens.list() pages by id from an inclusive fromItem", () =>
      Effect.gen(function* () {
        const all = (yield* list({})).items
        const desc = yield* list({ order: "DESC", limit: "2" })
        expect(symbols(desc)).toEqual(["DAI", "USDT"])
        expect(desc).toMatchObject({
          pendingItems: 1,
          totalItems: 3,
          firstItem: all[0]!.itemId,
          lastItem: all[2]!.itemId
        })
        expect(symbols(yield* list({ fromItem: String(all[1]!.itemId), order: "DESC" }))).toEqual(["USDT", "ETH"])
      })
    )

    it.effect("Tokens.get() returns the token with its price, null when never priced", () =>
      Effect.gen(function* () {
        expect(yield* Tokens.get(TokenId.make(0))).toMatchObject({ symbol: "ETH", decimals: 18, USD: 2500 })
        expect(yield* Tokens.get(TokenId.make(5))).toMatchObject({
          symbol: "DAI",
          name: "Dai Stablecoin",
          USD: null,
          fiatUpdate: null
        })
      })
    )

    it.effect("Tokens.get() is NotFound for an id no token has", () =>
      Effect.gen(function* () {
        expect(yield* failure(Tokens.get(TokenId.make(2)))).toMatchObject({
          _tag: "NotFound",
          message: "token 2 not found"
        })
      })
    )
  })
})
