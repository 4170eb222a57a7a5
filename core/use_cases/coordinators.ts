/** Use cases of `/coordinators` and `/coordinators/{bidderAddr}`: the later revision also finds by forger address and
 * lists the boot coordinator (at the zero address), so every batch's forger leads to an entry. */
import { Effect, Option, Schema } from "effect"
import type { Coordinator } from "../domain/auction.ts"
import { type EthAddress, EthereumAddress, ZERO_ADDRESS } from "../domain/eth_address.ts"
import { PaginationQuery } from "../domain/query_params.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import { withLeadingItem } from "../pagination/leading_item.ts"
import type { Page } from "../pagination/page.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { NetworkStore } from "../ports/network_store.ts"
import { bootCoordinator } from "./boot_coordinator.ts"
import { type PaginationFields, pageRequest } from "./page_request.ts"

/** Query parameters of `GET /coordinators` (later revision): the address filters, each optional, and pagination. */
export const ListQuery = Schema.Struct({
  forgerAddr: Schema.optionalKey(
    EthereumAddress.annotate({
      description:
        "Coordinators that forge, or have forged, under this address (their current or an earlier " +
        "registration names it; the boot coordinator when it is its address): what a batch's forgerAddr leads to"
    })
  ),
  bidderAddr: Schema.optionalKey(
    EthereumAddress.annotate({
      description:
        "The coordinator registered by this bidder (the boot coordinator, which registers none, by the zero address " +
        "it is listed with)"
    })
  ),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /coordinators` in the earlier revision: pagination only. */
export const ListQueryEarlier = Schema.Struct({ ...PaginationQuery })
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The query of each revision, keyed by the revision table's `coordinatorExtensions` row. */
export const ListQueries = { true: ListQuery, false: ListQueryEarlier } as const

/** What `list` takes: the decoded query of either revision. */
export interface ListInput extends PaginationFields {
  readonly forgerAddr?: EthAddress | undefined
  readonly bidderAddr?: EthAddress | undefined
}

/** Filter rules of `GET /coordinators`: both filters optional; given together, a coordinator must match both. */
export const Rules: FilterRules = NO_RULES

/** How a revision lists coordinators (`coordinatorExtensions` row). */
export interface ListOptions {
  /** The boot coordinator is listed, before every registered coordinator (later revision). */
  readonly listsBootCoordinator: boolean
}

/** The later revision's options, the default of `list`. */
export const LATER_LIST_OPTIONS: ListOptions = { listsBootCoordinator: true }

/**
 * The boot coordinator when the contract variables are recorded and it matches the filters: it registers no bidder, so
 * its key is the zero address it is listed with (`boot_coordinator.ts`).
 */
const bootMatching = Effect.fnUntraced(function* (
  query: ListInput
): Effect.fn.Return<Option.Option<Coordinator>, never, NetworkStore> {
  if (query.bidderAddr !== undefined && query.bidderAddr !== ZERO_ADDRESS) return Option.none()
  const { contractVariables } = yield* (yield* NetworkStore).syncStatus
  return Option.filter(
    Option.map(contractVariables, bootCoordinator),
    (boot) => query.forgerAddr === undefined || boot.forgerAddr === query.forgerAddr
  )
})

/**
 * Coordinators matching the query, each its latest registration, in registration (itemId) order: in the later
 * revision (`options`) the boot coordinator first. Its entry comes from the contract variables, read beside the page.
 */
export const list = Effect.fnUntraced(function* (
  query: ListInput,
  options: ListOptions = LATER_LIST_OPTIONS
): Effect.fn.Return<Page<Coordinator>, BadRequest, AuctionStore | NetworkStore> {
  yield* checkFilters(Rules, { forgerAddr: query.forgerAddr, bidderAddr: query.bidderAddr })
  const store = yield* AuctionStore
  const request = pageRequest(query)
  const registered = yield* store.listCoordinators(
    { forgerAddr: query.forgerAddr, bidderAddr: query.bidderAddr },
    request
  )
  if (!options.listsBootCoordinator) return registered
  const boot = yield* bootMatching(query)
  return Option.isSome(boot) ? withLeadingItem(registered, boot.value, request, (c) => c.itemId) : registered
})

/**
 * The coordinator registered by this bidder; where the revision (`options`) lists the boot coordinator, the zero address
 * finds it, as the list shows it, so every listed coordinator is found by its `bidderAddr`.
 */
export const get = Effect.fnUntraced(function* (
  bidderAddr: EthAddress,
  options: ListOptions = LATER_LIST_OPTIONS
): Effect.fn.Return<Coordinator, NotFound, AuctionStore | NetworkStore> {
  const store = yield* AuctionStore
  let coordinator = yield* store.getCoordinator(bidderAddr)
  if (Option.isNone(coordinator) && options.listsBootCoordinator && bidderAddr === ZERO_ADDRESS) {
    coordinator = yield* bootMatching({ bidderAddr })
  }
  if (Option.isNone(coordinator)) {
    return yield* new NotFound({ message: `no coordinator with bidder address ${bidderAddr.toLowerCase()}` })
  }
  return coordinator.value
})
