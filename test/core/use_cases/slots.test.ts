/** `Slots.list` and `get` on the contract fixture: bounds, the revisions' bound name and winner role, each slot's best
 * bid, pagination over synthesised slots. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { Slot } from "../../../core/domain/auction.ts"
import { SlotNum } from "../../../core/domain/scalars.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Slots } from "../../../core/use_cases/mod.ts"
import { BIDDER_A, BIDDER_B, FORGER_A, FORGER_A2, FORGER_B } from "../../contract/fixture.ts"
import { decode, failure, History } from "./fixture.ts"

/** The slot numbers of a page. */
const nums = (page: Page<Slot>) => page.items.map((s) => s.slotNum)

/** Lists with a wire query of the later revision. */
const list = (query: Readonly<Record<string, string>>) => Slots.list(decode(Slots.ListQuery, query))

/** The earlier revision's choices. */
const EARLIER: Slots.ListOptions = { maxParam: "maxSlothNum", wonBy: "forger" }

/** Lists with a wire query of the earlier revision under its options. */
const listEarlier = (query: Readonly<Record<string, string>>) =>
  Slots.list(decode(Slots.ListQueryEarlier, query), EARLIER)

describe("Slots", () => {
  layer(History)((it) => {
    it.effect("Slots.list() runs by default from slot 0 to the last slot whose auction is open", () =>
      Effect.gen(function* () {
        const page = yield* list({})
        expect(nums(page)).toEqual(Array.from({ length: 20 }, (_, n) => n))
        expect(page).toMatchObject({ pendingItems: 95, totalItems: 115, firstItem: 0, lastItem: 114 })
        expect(page.items[0]).toMatchObject({
          itemId: 0,
          firstBlock: 1n,
          lastBlock: 2n,
          openAuction: false,
          bestBid: null
        })
      })
    )

    it.effect("Slots.list() gives each slot its best (latest) bid, blocks and auction state", () =>
      Effect.gen(function* () {
        const page = yield* list({ minSlotNum: "10", maxSlotNum: "15" })
        expect(
          page.items.map((s) => [s.slotNum, s.firstBlock, s.lastBlock, s.openAuction, s.bestBid?.bidValue ?? null])
        ).toEqual([
          [10, 21n, 22n, false, 200n],
          [11, 23n, 24n, false, 120n],
          [12, 25n, 26n, false, 130n],
          [13, 27n, 28n, false, null],
          [14, 29n, 30n, false, null],
          [15, 31n, 32n, true, null]
        ])
        expect(page.items[0]!.bestBid).toMatchObject({ bidderAddr: BIDDER_A, forgerAddr: FORGER_A2 })
      })
    )

    it.effect(
      "Slots.list() with finishedAuction=true stops at the last closed slot, even past a larger maxSlotNum",
      () =>
        Effect.gen(function* () {
          const finished = yield* list({ finishedAuction: "true", limit: "100" })
          expect(nums(finished)).toEqual(Array.from({ length: 15 }, (_, n) => n))
          expect(finished.pendingItems).toBe(0)
          expect(nums(yield* list({ finishedAuction: "true", minSlotNum: "12", maxSlotNum: "50" }))).toEqual([
            12, 13, 14
          ])
          expect(nums(yield* list({ finishedAuction: "true", minSlotNum: "10", maxSlotNum: "11" }))).toEqual([10, 11])
          expect(nums(yield* list({ finishedAuction: "false", minSlotNum: "113" }))).toEqual([113, 114])
        })
    )

    it.effect("Slots.list() goes past the open window when maxSlotNum says so", () =>
      Effect.gen(function* () {
        const page = yield* list({ minSlotNum: "199", maxSlotNum: "200" })
        expect(page.items.map((s) => [s.slotNum, s.openAuction])).toEqual([
          [199, false],
          [200, false]
        ])
      })
    )

    it.effect("Slots.list() rejects minSlotNum above maxSlotNum, naming the revision's bound", () =>
      Effect.gen(function* () {
        expect(yield* failure(list({ minSlotNum: "12", maxSlotNum: "10" }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"minSlotNum" (12) must not exceed "maxSlotNum" (10)`
        })
        expect(yield* failure(listEarlier({ minSlotNum: "12", maxSlothNum: "10" }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"minSlotNum" (12) must not exceed "maxSlothNum" (10)`
        })
      })
    )

    it.effect("Slots.list() with minSlotNum above the default bound is an empty page, not an error", () =>
      Effect.gen(function* () {
        expect(yield* list({ minSlotNum: "115" })).toEqual({
          items: [],
          pendingItems: 0,
          totalItems: 0,
          firstItem: null,
          lastItem: null
        })
        expect(nums(yield* list({ minSlotNum: "20", finishedAuction: "true" }))).toEqual([])
      })
    )

    it.effect("Slots.list() reads the bound the options name: the earlier revision's maxSlothNum", () =>
      Effect.gen(function* () {
        expect(nums(yield* listEarlier({ minSlotNum: "10", maxSlothNum: "11" }))).toEqual([10, 11])
        // The later revision's name means nothing to the earlier options (the default bound applies).
        const ignored = yield* Slots.list(
          { ...decode(Slots.ListQuery, { minSlotNum: "100", maxSlotNum: "101" }) },
          EARLIER
        )
        expect(ignored.totalItems).toBe(15)
      })
    )

    it("Slots.ListQueries holds a query for each bound name and winner role of the revision table", () => {
      const keys = (schema: { readonly fields: object }) =>
        Object.keys(schema.fields).filter((k) => k.startsWith("max"))
      expect(keys(Slots.ListQueries.maxSlotNum.bidder)).toEqual(["maxSlotNum"])
      expect(keys(Slots.ListQueries.maxSlotNum.forger)).toEqual(["maxSlotNum"])
      expect(keys(Slots.ListQueries.maxSlothNum.bidder)).toEqual(["maxSlothNum"])
      expect(Slots.ListQueries.maxSlothNum.forger).toBe(Slots.ListQueryEarlier)
      expect(Slots.ListQueries.maxSlotNum.bidder).toBe(Slots.ListQuery)
    })

    it.effect("Slots.list() by wonByEthereumAddress matches the best bid's bidder (later revision)", () =>
      Effect.gen(function* () {
        expect(nums(yield* list({ wonByEthereumAddress: BIDDER_A }))).toEqual([10, 11])
        expect(nums(yield* list({ wonByEthereumAddress: BIDDER_B }))).toEqual([12])
        expect(nums(yield* list({ wonByEthereumAddress: BIDDER_A, maxSlotNum: "10" }))).toEqual([10])
        expect(nums(yield* list({ wonByEthereumAddress: FORGER_A }))).toEqual([])
        const won = yield* list({ wonByEthereumAddress: BIDDER_A.toLowerCase() })
        expect(won.items.map((s) => s.bestBid?.bidValue)).toEqual([200n, 120n])
      })
    )

    it.effect("Slots.list() by wonByEthereumAddress matches the best bid's forger (earlier revision)", () =>
      Effect.gen(function* () {
        expect(nums(yield* listEarlier({ wonByEthereumAddress: FORGER_A }))).toEqual([11])
        expect(nums(yield* listEarlier({ wonByEthereumAddress: FORGER_A2 }))).toEqual([10])
        expect(nums(yield* listEarlier({ wonByEthereumAddress: FORGER_B }))).toEqual([12])
        expect(nums(yield* listEarlier({ wonByEthereumAddress: BIDDER_A }))).toEqual([])
      })
    )

    it.effect("Slots.list() pages synthesised slots by number in either order", () =>
      Effect.gen(function* () {
        const desc = yield* list({ minSlotNum: "10", maxSlotNum: "12", order: "DESC", limit: "2" })
        expect(nums(desc)).toEqual([12, 11])
        expect(desc).toMatchObject({ pendingItems: 1, totalItems: 3, firstItem: 10, lastItem: 12 })
        expect(nums(yield* list({ minSlotNum: "10", maxSlotNum: "12", order: "DESC", fromItem: "11" }))).toEqual([
          11, 10
        ])
        const asc = yield* list({ fromItem: "113" })
        expect(nums(asc)).toEqual([113, 114])
        expect(asc.items[1]!.bestBid).toBeNull()
      })
    )

    it.effect("Slots.get() returns any slot, with its best bid or none", () =>
      Effect.gen(function* () {
        expect(yield* Slots.get(SlotNum.make(12))).toMatchObject({
          slotNum: 12,
          openAuction: false,
          bestBid: { bidValue: 130n, bidderAddr: BIDDER_B }
        })
        expect(yield* Slots.get(SlotNum.make(15))).toMatchObject({
          slotNum: 15,
          firstBlock: 31n,
          openAuction: true,
          bestBid: null
        })
        expect(yield* Slots.get(SlotNum.make(1000))).toMatchObject({ slotNum: 1000, openAuction: false, bestBid: null })
      })
    )
  })
})
