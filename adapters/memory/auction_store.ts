/** The AuctionStore port on the in-memory database: bids in itemId order, a slot's best bid its latest; coordinators
 * are each bidder's latest registration, found by any forger address their bidder has registered. */
import { Effect, Layer, Option } from "effect"
import type { Bid, Coordinator } from "../../core/domain/auction.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { paginate } from "../../core/pagination/page.ts"
import { AuctionStore, type BidFilter, type CoordinatorFilter, type SlotRange } from "../../core/ports/auction_store.ts"
import { lowerBound, MemoryDatabase, type MemoryState } from "./database.ts"

/** The bids matching `filter`, in itemId order (from the narrowest index). */
function matching(state: MemoryState, filter: BidFilter): ReadonlyArray<Bid> {
  const { slotNum, bidderAddr, forgerAddr } = filter
  const candidates =
    slotNum !== undefined
      ? state.bids.by.slot.get(slotNum)
      : bidderAddr !== undefined
        ? state.bids.by.bidder.get(bidderAddr)
        : forgerAddr !== undefined
          ? state.bids.by.forger.get(forgerAddr)
          : state.bids.all
  return candidates.filter(
    (b) =>
      (slotNum === undefined || b.slotNum === slotNum) &&
      (bidderAddr === undefined || b.bidderAddr === bidderAddr) &&
      (forgerAddr === undefined || b.forgerAddr === forgerAddr)
  )
}

/** The coordinators matching `filter`, in itemId order: from the forger's bidders, the bidder's registration, or all. */
function matchingCoordinators(state: MemoryState, filter: CoordinatorFilter): ReadonlyArray<Coordinator> {
  const { forgerAddr, bidderAddr } = filter
  const registrationOf = (bidder: EthAddress): ReadonlyArray<Coordinator> => {
    const coordinator = state.coordinators.get(bidder)
    return coordinator === undefined ? [] : [coordinator]
  }
  if (forgerAddr === undefined) return bidderAddr === undefined ? state.coordinatorOrder : registrationOf(bidderAddr)
  const bidders = [...(state.biddersByForger.get(forgerAddr) ?? [])].filter(
    (b) => bidderAddr === undefined || b === bidderAddr
  )
  return bidders.flatMap(registrationOf).sort((a, b) => a.itemId - b.itemId)
}

/** The best (latest) bid of each slot of `range` that has bids, in slot order. */
function bestBidsIn(state: MemoryState, range: SlotRange): Array<Bid> {
  const out: Array<Bid> = []
  for (let i = lowerBound(state.bidSlots, range.min, (s) => s); i < state.bidSlots.length; i++) {
    const slot = state.bidSlots[i]!
    if (slot > range.max) break
    const best = state.bids.by.slot.get(slot).at(-1)
    if (best !== undefined) out.push(best)
  }
  return out
}

/** The AuctionStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<AuctionStore, never, MemoryDatabase> = Layer.effect(
  AuctionStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return AuctionStore.of({
      listBids: (filter, page) => db.read((state) => paginate(matching(state, filter), page, (b) => b.itemId)),
      bestBids: (range) =>
        db.read((state): ReadonlyMap<number, Bid> => new Map(bestBidsIn(state, range).map((b) => [b.slotNum, b]))),
      listWonBids: (address, role, range, page) =>
        db.read((state) => {
          const won = bestBidsIn(state, range).filter(
            (b) => (role === "bidder" ? b.bidderAddr : b.forgerAddr) === address
          )
          return paginate(won, page, (b) => b.slotNum)
        }),
      listCoordinators: (filter, page) =>
        db.read((state) => paginate(matchingCoordinators(state, filter), page, (c) => c.itemId)),
      getCoordinator: (bidderAddr) => db.read((state) => Option.fromNullishOr(state.coordinators.get(bidderAddr)))
    })
  })
)
