/** Read port for the forger auction: bids, best bids per slot, coordinators. */
import { Context, type Effect, type Option } from "effect"
import type { Bid, Coordinator } from "../domain/auction.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { SlotNum } from "../domain/scalars.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** Which bids a list returns; absent fields do not filter. */
export interface BidFilter {
  readonly slotNum?: SlotNum | undefined
  readonly bidderAddr?: EthAddress | undefined
  /** Earlier revision's filter. */
  readonly forgerAddr?: EthAddress | undefined
}

/** Which coordinators a list returns; absent fields do not filter, given ones must all match. */
export interface CoordinatorFilter {
  /** Coordinators whose current or an earlier registration names this forger address (batches keep the forger they were forged by). */
  readonly forgerAddr?: EthAddress | undefined
  readonly bidderAddr?: EthAddress | undefined
}

/** An inclusive range of slots. */
export interface SlotRange {
  readonly min: number
  readonly max: number
}

/** Who "won" a slot: the best bid's bidder (later revision) or forger (earlier revision). */
export type WinnerRole = "bidder" | "forger"

/** Bids (chronological = itemId order), best bids per slot, and coordinators. */
export class AuctionStore extends Context.Service<
  AuctionStore,
  {
    readonly listBids: (filter: BidFilter, page: PageRequest) => Effect.Effect<Page<Bid>>
    /** The best (latest) bid of each slot in the range that has one. */
    readonly bestBids: (range: SlotRange) => Effect.Effect<ReadonlyMap<number, Bid>>
    /** Best bids in the range won by `address` in `role`, paginated by slotNum (the slot's itemId). */
    readonly listWonBids: (
      address: EthAddress,
      role: WinnerRole,
      range: SlotRange,
      page: PageRequest
    ) => Effect.Effect<Page<Bid>>
    /** The latest registration of every coordinator matching the filter, in registration (= itemId) order. */
    readonly listCoordinators: (filter: CoordinatorFilter, page: PageRequest) => Effect.Effect<Page<Coordinator>>
    readonly getCoordinator: (bidderAddr: EthAddress) => Effect.Effect<Option.Option<Coordinator>>
  }
>()("zk-api/ports/AuctionStore") {}
