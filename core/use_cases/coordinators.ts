/** Use cases of `/coordinators` and `/coordinators/{bidderAddr}`. */
import { Effect, Option, Schema } from "effect"
import type { Coordinator } from "../domain/auction.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import { PaginationQuery } from "../domain/query_params.ts"
import { NotFound } from "../errors.ts"
import type { Page } from "../pagination/page.ts"
import { AuctionStore } from "../ports/auction_store.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /coordinators`: pagination only. */
export const ListQuery = Schema.Struct({ ...PaginationQuery })
export type ListQuery = typeof ListQuery.Type

/** Coordinators in increasing (ethereumBlock, forgerAddr) order. */
export const list = Effect.fnUntraced(function*(
  query: ListQuery
): Effect.fn.Return<Page<Coordinator>, never, AuctionStore> {
  const store = yield* AuctionStore
  return yield* store.listCoordinators(pageRequest(query))
})

/** The coordinator registered by this bidder. */
export const get = Effect.fnUntraced(function*(
  bidderAddr: EthAddress
): Effect.fn.Return<Coordinator, NotFound, AuctionStore> {
  const store = yield* AuctionStore
  const coordinator = yield* store.getCoordinator(bidderAddr)
  if (Option.isNone(coordinator)) {
    return yield* new NotFound({ message: `no coordinator with bidder address ${bidderAddr.toLowerCase()}` })
  }
  return coordinator.value
})
