/**
 * `Coordinators.list` and `Coordinators.get` on the memory storage holding the contract fixture
 * (coordinator A registered twice, B once): each coordinator once, with its latest registration,
 * in registration order; an unknown bidder is NotFound, named in lower case.
 */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { Coordinators } from "../../../core/use_cases/mod.ts"
import { address, BIDDER_A, BIDDER_B, FORGER_A2, FORGER_B } from "../../contract/fixture.ts"
import { decode, failure, History } from "./fixture.ts"

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => Coordinators.list(decode(Coordinators.ListQuery, query))

describe("Coordinators", () => {
  layer(History)((it) => {
    it.effect("Coordinators.list() returns each coordinator's latest registration, in registration order", () =>
      Effect.gen(function*() {
        const page = yield* list({})
        expect(page.items.map((c) => [c.bidderAddr, c.forgerAddr, c.URL, c.ethereumBlock])).toEqual([
          [BIDDER_B, FORGER_B, "https://b.example", 5n],
          [BIDDER_A, FORGER_A2, "https://a2.example", 6n]
        ])
        expect(page).toMatchObject({ pendingItems: 0, totalItems: 2 })
      }))

    it.effect("Coordinators.list() pages from an inclusive fromItem in either order", () =>
      Effect.gen(function*() {
        const all = (yield* list({})).items
        const desc = yield* list({ order: "DESC", limit: "1" })
        expect(desc.items.map((c) => c.bidderAddr)).toEqual([BIDDER_A])
        expect(desc.pendingItems).toBe(1)
        const from = yield* list({ fromItem: String(all[1]!.itemId) })
        expect(from.items.map((c) => c.bidderAddr)).toEqual([BIDDER_A])
        expect(from).toMatchObject({ pendingItems: 0, totalItems: 2, firstItem: all[0]!.itemId })
      }))

    it.effect("Coordinators.get() returns the bidder's latest registration", () =>
      Effect.gen(function*() {
        expect(yield* Coordinators.get(BIDDER_A)).toMatchObject({ bidderAddr: BIDDER_A, forgerAddr: FORGER_A2, URL: "https://a2.example" })
      }))

    it.effect("Coordinators.get() is NotFound for an address that registered none (named in lower case)", () =>
      Effect.gen(function*() {
        const unknown = address("cC")
        expect(yield* failure(Coordinators.get(unknown))).toMatchObject({
          _tag: "NotFound",
          message: `no coordinator with bidder address 0x${"cc".repeat(20)}`
        })
        // A forger address is not a bidder address.
        expect((yield* failure(Coordinators.get(FORGER_A2)))._tag).toBe("NotFound")
      }))
  })
})
