/** `Coordinators.list` and `get` on the contract fixture: each at its latest registration, the later revision's boot
 * coordinator and address filters, the earlier's list without it; an unknown bidder NotFound, in lower case. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Exit, Layer, Schema } from "effect"
import { memoryStorage } from "../../adapters/memory/memory_storage.ts"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { EthBlockNum, Url } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { Coordinators } from "../../../core/use_cases/mod.ts"
import {
  address,
  BIDDER_A,
  BIDDER_B,
  CONTRACT_VARIABLES,
  FORGER_A,
  FORGER_A2,
  FORGER_B
} from "../../contract/fixture.ts"
import { decode, failure, FixedClock, History, Settings } from "./fixture.ts"

/** Lists with a wire query of the later revision. */
const list = (query: Readonly<Record<string, string>>) => Coordinators.list(decode(Coordinators.ListQuery, query))

/** The boot coordinator of the fixture's auction variables. */
const BOOT = address("b0")

/** The earlier revision's options. */
const EARLIER = { listsBootCoordinator: false }

/** A memory storage with one registered coordinator and no contract variables recorded. */
const WithoutVariables = Layer.mergeAll(
  Layer.effectDiscard(
    Effect.flatMap(Ledger, (ledger) =>
      ledger.registerCoordinator({
        bidderAddr: BIDDER_B,
        forgerAddr: FORGER_B,
        URL: Url.make("https://b.example"),
        ethereumBlock: EthBlockNum.make(5n)
      })
    )
  ).pipe(Layer.provideMerge(memoryStorage)),
  FixedClock,
  Settings
)

describe("Coordinators", () => {
  layer(History)((it) => {
    it.effect(
      "Coordinators.list() returns the boot coordinator, then each coordinator's latest registration, in registration order",
      () =>
        Effect.gen(function* () {
          const page = yield* list({})
          expect(page.items.map((c) => [c.itemId, c.bidderAddr, c.forgerAddr, c.URL, c.ethereumBlock])).toEqual([
            [0, ZERO_ADDRESS, BOOT, CONTRACT_VARIABLES.auction.bootCoordinatorUrl, 0n],
            [page.items[1]!.itemId, BIDDER_B, FORGER_B, "https://b.example", 5n],
            [page.items[2]!.itemId, BIDDER_A, FORGER_A2, "https://a2.example", 6n]
          ])
          expect(page).toMatchObject({ pendingItems: 0, totalItems: 3, firstItem: 0 })
        })
    )

    it.effect("Coordinators.list() in the earlier revision lists the registered coordinators only", () =>
      Effect.gen(function* () {
        const page = yield* Coordinators.list(decode(Coordinators.ListQueryEarlier, {}), EARLIER)
        expect(page.items.map((c) => c.bidderAddr)).toEqual([BIDDER_B, BIDDER_A])
        expect(page).toMatchObject({ pendingItems: 0, totalItems: 2 })
      })
    )

    it.effect(
      "Coordinators.list() pages from an inclusive fromItem in either order, the boot coordinator counted",
      () =>
        Effect.gen(function* () {
          const all = (yield* list({})).items
          const desc = yield* list({ order: "DESC", limit: "1" })
          expect(desc.items.map((c) => c.bidderAddr)).toEqual([BIDDER_A])
          expect(desc.pendingItems).toBe(2)
          const last = yield* list({ order: "DESC", fromItem: String(all[1]!.itemId), limit: "5" })
          expect(last.items.map((c) => c.itemId)).toEqual([all[1]!.itemId, 0])
          const first = yield* list({ limit: "1" })
          expect(first.items.map((c) => c.itemId)).toEqual([0])
          expect(first.pendingItems).toBe(2)
          const from = yield* list({ fromItem: String(all[2]!.itemId) })
          expect(from.items.map((c) => c.bidderAddr)).toEqual([BIDDER_A])
          expect(from).toMatchObject({ pendingItems: 0, totalItems: 3, firstItem: 0 })
        })
    )

    it.effect(
      "Coordinators.list() finds coordinators by forgerAddr, in any case, the forger of an earlier registration and the boot coordinator's included",
      () =>
        Effect.gen(function* () {
          const bidders = (query: Readonly<Record<string, string>>) =>
            list(query).pipe(Effect.map((page) => page.items.map((c) => c.bidderAddr)))
          expect(yield* bidders({ forgerAddr: FORGER_A2.toLowerCase() })).toEqual([BIDDER_A])
          expect(yield* bidders({ forgerAddr: "0x" + FORGER_A.slice(2).toUpperCase() })).toEqual([BIDDER_A])
          expect(yield* bidders({ forgerAddr: FORGER_B })).toEqual([BIDDER_B])
          expect(yield* bidders({ forgerAddr: BOOT.toLowerCase() })).toEqual([ZERO_ADDRESS])
          expect(yield* bidders({ forgerAddr: BIDDER_A })).toEqual([])
          expect((yield* list({ forgerAddr: BOOT })).items[0]).toMatchObject({ itemId: 0, URL: "https://boot.example" })
        })
    )

    it.effect("Coordinators.list() finds a coordinator by bidderAddr, and by both filters only when both match", () =>
      Effect.gen(function* () {
        const bidders = (query: Readonly<Record<string, string>>) =>
          list(query).pipe(Effect.map((page) => page.items.map((c) => c.bidderAddr)))
        expect(yield* bidders({ bidderAddr: BIDDER_A.toUpperCase().replace("0X", "0x") })).toEqual([BIDDER_A])
        // The boot coordinator registers no bidder: it is found by the zero address it is listed with.
        expect(yield* bidders({ bidderAddr: ZERO_ADDRESS })).toEqual([ZERO_ADDRESS])
        expect(yield* bidders({ bidderAddr: BIDDER_A, forgerAddr: FORGER_A })).toEqual([BIDDER_A])
        expect(yield* bidders({ bidderAddr: BIDDER_A, forgerAddr: FORGER_B })).toEqual([])
        expect(yield* bidders({ bidderAddr: ZERO_ADDRESS, forgerAddr: BOOT })).toEqual([ZERO_ADDRESS])
        expect(yield* bidders({ bidderAddr: ZERO_ADDRESS, forgerAddr: FORGER_B })).toEqual([])
      })
    )

    it("Coordinators.ListQuery rejects a malformed address; the earlier query has no address filter", () => {
      const decoded = (schema: Schema.Top & { readonly DecodingServices: never }, input: unknown) =>
        Schema.decodeUnknownExit(schema, { onExcessProperty: "error" })(input)
      expect(Exit.isFailure(decoded(Coordinators.ListQuery, { forgerAddr: "0x1234" }))).toBe(true)
      expect(Exit.isFailure(decoded(Coordinators.ListQuery, { bidderAddr: "zk:" + BIDDER_A }))).toBe(true)
      expect(Exit.isFailure(decoded(Coordinators.ListQueryEarlier, { forgerAddr: FORGER_B }))).toBe(true)
      expect(Object.keys(Coordinators.ListQueries.true.fields)).toEqual(
        expect.arrayContaining(["forgerAddr", "bidderAddr"])
      )
      expect(Object.keys(Coordinators.ListQueries.false.fields).sort()).toEqual(["fromItem", "limit", "order"])
    })

    it.effect("Coordinators.get() returns the bidder's latest registration", () =>
      Effect.gen(function* () {
        expect(yield* Coordinators.get(BIDDER_A)).toMatchObject({
          bidderAddr: BIDDER_A,
          forgerAddr: FORGER_A2,
          URL: "https://a2.example"
        })
      })
    )

    it.effect("Coordinators.get() is NotFound for an address that registered none (named in lower case)", () =>
      Effect.gen(function* () {
        const unknown = address("cC")
        expect(yield* failure(Coordinators.get(unknown))).toMatchObject({
          _tag: "NotFound",
          message: `no coordinator with bidder address 0x${"cc".repeat(20)}`
        })
        // A forger address is not a bidder address, the boot coordinator's included.
        expect((yield* failure(Coordinators.get(FORGER_A2)))._tag).toBe("NotFound")
        expect((yield* failure(Coordinators.get(BOOT)))._tag).toBe("NotFound")
      })
    )

    it.effect(
      "Coordinators.get() finds the boot coordinator by the zero address in the later revision, as listed; not in the earlier",
      () =>
        Effect.gen(function* () {
          const listed = (yield* list({})).items[0]
          expect(listed).toMatchObject({ itemId: 0, bidderAddr: ZERO_ADDRESS, forgerAddr: BOOT })
          expect(yield* Coordinators.get(ZERO_ADDRESS)).toEqual(listed)
          expect(yield* failure(Coordinators.get(ZERO_ADDRESS, EARLIER))).toMatchObject({
            _tag: "NotFound",
            message: `no coordinator with bidder address 0x${"00".repeat(20)}`
          })
        })
    )
  })

  layer(WithoutVariables)((it) => {
    it.effect("Coordinators.list() has no boot coordinator before the auction variables are recorded", () =>
      Effect.gen(function* () {
        expect((yield* list({})).items.map((c) => c.bidderAddr)).toEqual([BIDDER_B])
        expect((yield* list({ forgerAddr: ZERO_ADDRESS })).items).toEqual([])
        expect((yield* list({ bidderAddr: ZERO_ADDRESS })).items).toEqual([])
        expect((yield* failure(Coordinators.get(ZERO_ADDRESS)))._tag).toBe("NotFound")
      })
    )
  })
})
