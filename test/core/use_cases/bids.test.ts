/** `Bids.list` on the contract fixture: the later revision requires slotNum or bidderAddr, the earlier filters by
 * forgerAddr freely; filters combine; bids in the order made. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { Bid } from "../../../core/domain/auction.ts"
import { NO_RULES } from "../../../core/filters/rules.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Bids } from "../../../core/use_cases/mod.ts"
import { BIDDER_A, BIDDER_B, FORGER_A, FORGER_A2 } from "../../contract/fixture.ts"
import { decode, failure, History } from "./fixture.ts"

/** The bids of a page as `slot:value`. */
const bids = (page: Page<Bid>) => page.items.map((b) => `${b.slotNum}:${b.bidValue}`)

/** Lists with a wire query of the later revision. */
const list = (query: Readonly<Record<string, string>>) => Bids.list(decode(Bids.ListQuery, query))

/** Lists with a wire query of the earlier revision under its rules. */
const listEarlier = (query: Readonly<Record<string, string>>) =>
  Bids.list(decode(Bids.ListQueryEarlier, query), Bids.filterRules(false, "forgerAddr"))

describe("Bids", () => {
  layer(History)((it) => {
    it.effect("Bids.list() requires slotNum or bidderAddr (later revision)", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ limit: "5" }))
        expect(error).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: `at least one of "slotNum", "bidderAddr" must be provided`
        })
      })
    )

    it.effect("Bids.list() by slot, by bidder, and by both, in the order the bids were made", () =>
      Effect.gen(function* () {
        expect(bids(yield* list({ slotNum: "10" }))).toEqual(["10:100", "10:150", "10:200"])
        expect(bids(yield* list({ bidderAddr: BIDDER_A.toLowerCase() }))).toEqual(["10:100", "11:120", "10:200"])
        expect(bids(yield* list({ bidderAddr: BIDDER_B, slotNum: "12" }))).toEqual(["12:130"])
        expect(bids(yield* list({ bidderAddr: BIDDER_B, slotNum: "11" }))).toEqual([])
        expect(bids(yield* list({ slotNum: "13" }))).toEqual([])
      })
    )

    it.effect("Bids.list() pages from an inclusive fromItem in either order", () =>
      Effect.gen(function* () {
        const all = (yield* list({ slotNum: "10" })).items
        const desc = yield* list({ slotNum: "10", order: "DESC", limit: "2" })
        expect(bids(desc)).toEqual(["10:200", "10:150"])
        expect(desc).toMatchObject({ pendingItems: 1, totalItems: 3 })
        expect(bids(yield* list({ slotNum: "10", fromItem: String(all[1]!.itemId) }))).toEqual(["10:150", "10:200"])
      })
    )

    it.effect("Bids.list() in the earlier revision needs no filter and filters by the forger", () =>
      Effect.gen(function* () {
        expect(bids(yield* listEarlier({}))).toEqual(["10:100", "10:150", "11:120", "12:130", "10:200"])
        expect(bids(yield* listEarlier({ forgerAddr: FORGER_A }))).toEqual(["10:100", "11:120"])
        expect(bids(yield* listEarlier({ forgerAddr: FORGER_A2, slotNum: "10" }))).toEqual(["10:200"])
      })
    )

    it("Bids.ListQueries holds each revision's address parameter", () => {
      expect(Object.keys(Bids.ListQueries.bidderAddr.fields)).toContain("bidderAddr")
      expect(Object.keys(Bids.ListQueries.bidderAddr.fields)).not.toContain("forgerAddr")
      expect(Object.keys(Bids.ListQueries.forgerAddr.fields)).toContain("forgerAddr")
      expect(Object.keys(Bids.ListQueries.forgerAddr.fields)).not.toContain("bidderAddr")
    })

    it("Bids.filterRules() names the revision's address parameter, or sets no rule", () => {
      expect(Bids.filterRules(true, "bidderAddr")).toEqual(Bids.Rules)
      expect(Bids.filterRules(true, "forgerAddr")).toEqual({ incompatible: [], atLeastOne: ["slotNum", "forgerAddr"] })
      expect(Bids.filterRules(false, "bidderAddr")).toEqual(NO_RULES)
    })

    it.effect(
      "Bids.list() with the at-least-one rule on forgerAddr accepts forgerAddr alone and names it when missing",
      () =>
        Effect.gen(function* () {
          const rules = Bids.filterRules(true, "forgerAddr")
          expect(bids(yield* Bids.list(decode(Bids.ListQueryEarlier, { forgerAddr: FORGER_A2 }), rules))).toEqual([
            "10:200"
          ])
          const error = yield* failure(Bids.list(decode(Bids.ListQueryEarlier, {}), rules))
          expect(error.message).toBe(`at least one of "slotNum", "forgerAddr" must be provided`)
        })
    )
  })
})
