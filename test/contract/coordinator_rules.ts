/** Contract: coordinators by address. Each bidder's latest registration; forger and bidder filters (any registration's
 * forger), paged; through the use cases, each coordinator a revision lists is found by its `bidderAddr`. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import type { Coordinator } from "../../core/domain/auction.ts"
import { ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import type { PageRequest } from "../../core/pagination/page.ts"
import { EthBlockNum, Url } from "../../core/domain/scalars.ts"
import { AuctionStore, type CoordinatorFilter } from "../../core/ports/auction_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { REVISIONS } from "../../core/revision/revision.ts"
import { CoordinatorsListOptionsOf } from "../../core/revision/revision_schemas.ts"
import { Coordinators } from "../../core/use_cases/mod.ts"
import { address, BIDDER_A, BIDDER_B, FORGER_A, FORGER_A2, FORGER_B } from "./fixture.ts"
import { checkListAgainst } from "./page_walk.ts"
import { listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/** Bidders of the registrations below. */
const P = address("71")
const Q = address("72")
const R = address("73")
const S = address("74")
/** Forgers of the registrations below (F4 registered by nobody). */
const F1 = address("e1")
const F2 = address("e2")
const F3 = address("e3")
const F4 = address("e4")

/** Registrations in order: P moves from F1 to F3, Q registers F1 twice, R and S once each; F1 is shared. */
const REGISTRATIONS = [
  [P, F1],
  [Q, F1],
  [R, F2],
  [P, F3],
  [S, F1],
  [Q, F1]
] as const

/** Registers the coordinator-filter tests of `storage`. */
export function describeCoordinatorRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("coordinators by address", () => {
    it.effect(
      "AuctionStore.listCoordinators filters by forger (any registration) and bidder, alone and together, and pages",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const auction = yield* AuctionStore
          for (const [i, [bidderAddr, forgerAddr]] of REGISTRATIONS.entries()) {
            yield* ledger.registerCoordinator({
              bidderAddr,
              forgerAddr,
              URL: Url.make(`https://c${i}.example`),
              ethereumBlock: EthBlockNum.make(BigInt(10 + i))
            })
          }
          const all = yield* listAll(
            (p) => auction.listCoordinators({}, p),
            (c) => c.itemId
          )
          assert.deepStrictEqual(
            all.map((c) => [c.bidderAddr, c.forgerAddr, c.URL]),
            [
              [R, F2, "https://c2.example"],
              [P, F3, "https://c3.example"],
              [S, F1, "https://c4.example"],
              [Q, F1, "https://c5.example"]
            ]
          )
          const idOf = (bidder: string): number => all.find((c) => c.bidderAddr === bidder)!.itemId
          const cases: ReadonlyArray<readonly [CoordinatorFilter, ReadonlyArray<number>, string]> = [
            [{ forgerAddr: F1 }, [idOf(P), idOf(S), idOf(Q)], "a shared forger, and P's earlier one"],
            [{ forgerAddr: F2 }, [idOf(R)], "one coordinator's forger"],
            [{ forgerAddr: F3 }, [idOf(P)], "P's current forger"],
            [{ forgerAddr: F4 }, [], "a forger nobody registered"],
            [{ forgerAddr: P }, [], "a bidder address is not a forger address"],
            [{ bidderAddr: P }, [idOf(P)], "a bidder's latest registration"],
            [{ bidderAddr: F1 }, [], "a forger address is not a bidder address"],
            [{ forgerAddr: F1, bidderAddr: P }, [idOf(P)], "both match (P's earlier forger)"],
            [{ forgerAddr: F1, bidderAddr: Q }, [idOf(Q)], "both match"],
            [{ forgerAddr: F2, bidderAddr: P }, [], "both must match"],
            [{}, all.map((c) => c.itemId), "no filter"]
          ]
          for (const [filter, expected, what] of cases) {
            const list = (p: PageRequest) => auction.listCoordinators(filter, p)
            const found: ReadonlyArray<Coordinator> = yield* listAll(list, (c) => c.itemId)
            assert.deepStrictEqual(
              found.map((c) => c.itemId),
              [...expected],
              what
            )
            for (const coordinator of found)
              assert.deepStrictEqual(
                coordinator,
                all.find((c) => c.itemId === coordinator.itemId),
                what
              )
            for (const limit of [1, 2]) yield* checkListAgainst(list, expected, { limit, itemId: (c) => c.itemId })
          }
        }).pipe(Effect.provide(fresh))
    )

    it.effect(
      "AuctionStore.listCoordinators finds every forger of the fixture's batches, a re-registered one's earlier forger too",
      () =>
        Effect.gen(function* () {
          const auction = yield* AuctionStore
          const bidders = (filter: CoordinatorFilter) =>
            listAll(
              (p) => auction.listCoordinators(filter, p),
              (c) => c.itemId
            ).pipe(Effect.map((found) => found.map((c) => c.bidderAddr)))
          assert.deepStrictEqual(
            yield* bidders({ forgerAddr: FORGER_A }),
            [BIDDER_A],
            "batches 1 and 2 were forged under A's earlier forger"
          )
          assert.deepStrictEqual(yield* bidders({ forgerAddr: FORGER_A2 }), [BIDDER_A])
          assert.deepStrictEqual(yield* bidders({ forgerAddr: FORGER_B }), [BIDDER_B])
          assert.deepStrictEqual(yield* bidders({ forgerAddr: FORGER_A, bidderAddr: BIDDER_B }), [])
          assert.deepStrictEqual(
            yield* bidders({ forgerAddr: address("b0") }),
            [],
            "the boot coordinator registers no bidder"
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    for (const revision of REVISIONS) {
      const options = CoordinatorsListOptionsOf[revision]
      it.effect(`${revision}: every coordinator the list shows is found by its bidderAddr, and only those`, () =>
        Effect.gen(function* () {
          const listed = yield* listAll(
            (p) => Coordinators.list(p, options),
            (c) => c.itemId
          )
          assert.deepStrictEqual(
            listed.some((c) => c.bidderAddr === ZERO_ADDRESS),
            options.listsBootCoordinator,
            "the boot coordinator is listed where the revision lists it"
          )
          assert.isAbove(listed.length, 1)
          for (const coordinator of listed) {
            assert.deepStrictEqual(
              yield* Coordinators.get(coordinator.bidderAddr, options),
              coordinator,
              coordinator.bidderAddr
            )
            if (!options.listsBootCoordinator) continue
            const byBidder = yield* listAll(
              (p) => Coordinators.list({ ...p, bidderAddr: coordinator.bidderAddr }, options),
              (c) => c.itemId
            )
            assert.deepStrictEqual(byBidder, [coordinator], `bidderAddr=${coordinator.bidderAddr}`)
          }
          const unlisted = [ZERO_ADDRESS, FORGER_A, address("b0")].filter(
            (a) => !listed.some((c) => c.bidderAddr === a)
          )
          for (const bidderAddr of unlisted) {
            const found = yield* Effect.exit(Coordinators.get(bidderAddr, options))
            assert.isTrue(Exit.isFailure(found), `${bidderAddr} is not listed, so not found`)
          }
        }).pipe(Effect.provide(withFixture(storage)))
      )
    }
  })
}
