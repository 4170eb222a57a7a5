/**
 * Use case of `GET /transactions-pool` (an extension of the contract, served in the later
 * revision): the pool's transactions in the order they entered it, filtered by sender (address,
 * key or account, as the history's owner filters and under the same compatibility rules), state,
 * type and token.
 */
import { Effect, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { type PoolL2TransactionItem, PoolL2TransactionState } from "../domain/pool_transaction.ts"
import { PaginationQuery, TokenIdParam } from "../domain/query_params.ts"
import { TransactionTypeL2 } from "../domain/transaction_type.ts"
import type { BadRequest } from "../errors.ts"
import type { FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /transactions-pool`. */
export const ListQuery = Schema.Struct({
  zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress.annotate({ description: "Sent from an account of this address" })),
  BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from an account of this key" })),
  accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from this account" })),
  state: Schema.optionalKey(PoolL2TransactionState.annotate({
    description: "Only transactions in this state: pend (pending), fing (being forged), fged (forged), invl (invalid); default all"
  })),
  type: Schema.optionalKey(TransactionTypeL2),
  tokenId: Schema.optionalKey(TokenIdParam),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /transactions-pool`: the owner rules of the history (one owner filter; an account index fixes the token). */
export const Rules: FilterRules = OwnerFilterRules

/** Pool transactions matching the query, in the order they entered the pool (itemId). */
export const list = Effect.fnUntraced(function*(
  query: ListQuery
): Effect.fn.Return<Page<PoolL2TransactionItem>, BadRequest, PoolStore | AccountStore> {
  const owner = yield* ownerFilter(query)
  const store = yield* PoolStore
  return yield* store.list(
    { ethAddr: owner.ethAddr, bjj: owner.bjj, accountIdx: owner.accountIdx, tokenId: owner.tokenId, state: query.state, type: query.type },
    pageRequest(query)
  )
})
