/** Use case of `/bids`. */
import { Effect, Schema } from "effect"
import type { Bid } from "../domain/auction.ts"
import { EthereumAddress } from "../domain/eth_address.ts"
import { PaginationQuery, SlotNumParam } from "../domain/query_params.ts"
import type { BadRequest } from "../errors.ts"
import { checkFilters, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /bids`. */
export const ListQuery = Schema.Struct({
  slotNum: Schema.optionalKey(SlotNumParam),
  bidderAddr: Schema.optionalKey(EthereumAddress.annotate({
    description: "Bids of this coordinator, in the order it made them"
  })),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /bids`: slotNum or bidderAddr is required. */
export const Rules: FilterRules = { incompatible: [], atLeastOne: ["slotNum", "bidderAddr"] }

/** Bids matching the query, in increasing (slotNum, bidValue) order. */
export const list = Effect.fn("Bids.list")(function*(
  query: ListQuery
): Effect.fn.Return<Page<Bid>, BadRequest, AuctionStore> {
  yield* checkFilters(Rules, query)
  const store = yield* AuctionStore
  return yield* store.listBids({ slotNum: query.slotNum, bidderAddr: query.bidderAddr }, pageRequest(query))
})
