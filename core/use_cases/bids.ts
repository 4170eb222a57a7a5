/** Use case of `/bids`: both revisions' queries (`bidderAddr` later, `forgerAddr` earlier) map onto one input, and the
 * revision table chooses the rules (`filterRules`). */
import { Effect, Schema } from "effect"
import type { Bid } from "../domain/auction.ts"
import { type EthAddress, EthereumAddress } from "../domain/eth_address.ts"
import { PaginationQuery, SlotNumParam } from "../domain/query_params.ts"
import type { SlotNum } from "../domain/scalars.ts"
import type { BadRequest } from "../errors.ts"
import { checkFilters, type FilterRules, NO_RULES } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { type PaginationFields, pageRequest } from "./page_request.ts"

/** Query parameters of `GET /bids` (later revision). */
export const ListQuery = Schema.Struct({
  slotNum: Schema.optionalKey(SlotNumParam),
  bidderAddr: Schema.optionalKey(
    EthereumAddress.annotate({
      description: "Bids of this coordinator, in the order it made them"
    })
  ),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /bids` in the earlier revision: the address filter is the forger's. */
export const ListQueryEarlier = Schema.Struct({
  slotNum: Schema.optionalKey(SlotNumParam),
  forgerAddr: Schema.optionalKey(
    EthereumAddress.annotate({
      description: "Bids whose forger address is this one, in the order they were made"
    })
  ),
  ...PaginationQuery
})
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The query of each revision, keyed by the revision table's `bidsAddressParam` row. */
export const ListQueries = { bidderAddr: ListQuery, forgerAddr: ListQueryEarlier } as const

/** What `list` takes: the decoded query of either revision. */
export interface ListInput extends PaginationFields {
  readonly slotNum?: SlotNum | undefined
  readonly bidderAddr?: EthAddress | undefined
  readonly forgerAddr?: EthAddress | undefined
}

/** Filter rules of `GET /bids` (later revision): slotNum or bidderAddr is required. */
export const Rules: FilterRules = { incompatible: [], atLeastOne: ["slotNum", "bidderAddr"] }

/** The filter rules of a revision: slotNum or the address filter required, or no rule. */
export function filterRules(atLeastOne: boolean, addressParam: "bidderAddr" | "forgerAddr"): FilterRules {
  return atLeastOne ? { incompatible: [], atLeastOne: ["slotNum", addressParam] } : NO_RULES
}

/** Bids matching the query, in increasing (slotNum, bidValue) order, checked against `rules` (default: the later revision's). */
export const list = Effect.fnUntraced(function* (
  query: ListInput,
  rules: FilterRules = Rules
): Effect.fn.Return<Page<Bid>, BadRequest, AuctionStore> {
  yield* checkFilters(rules, { slotNum: query.slotNum, bidderAddr: query.bidderAddr, forgerAddr: query.forgerAddr })
  const store = yield* AuctionStore
  return yield* store.listBids(
    { slotNum: query.slotNum, bidderAddr: query.bidderAddr, forgerAddr: query.forgerAddr },
    pageRequest(query)
  )
})
