/** Use case of `GET /transactions-pool` (an extension, later revision): the pool in entry order, filtered by sender,
 * state, type and token, or a bulk lookup with `ids`. */
import { Effect, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { type PoolL2TransactionItem, PoolL2TransactionState } from "../domain/pool_transaction.ts"
import { TokenIdParam, UndefaultedPaginationQuery } from "../domain/query_params.ts"
import { TransactionTypeL2 } from "../domain/transaction_type.ts"
import { TransactionId, type TxId } from "../domain/tx_id.ts"
import type { BadRequest } from "../errors.ts"
import { alone, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { type BulkLookup, bulkParam, lookUpIds, notFoundFields } from "./bulk_lookup.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /transactions-pool`. */
export const ListQuery = Schema.Struct({
  zkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({ description: "Sent from an account of this address" })
  ),
  BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from an account of this key" })),
  accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from this account" })),
  state: Schema.optionalKey(
    PoolL2TransactionState.annotate({
      description:
        "Only transactions in this state: pend (pending), fing (being forged), fged (forged), invl (invalid); default all"
    })
  ),
  type: Schema.optionalKey(TransactionTypeL2),
  tokenId: Schema.optionalKey(TokenIdParam),
  ids: Schema.optionalKey(
    bulkParam(
      TransactionId,
      "transaction ids",
      "The pool transactions with these ids, each as the list shows it (GET /transactions-pool/{id}'s view with its itemId)"
    )
  ),
  ...UndefaultedPaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** The list answer's `notFound` field: the ids a bulk lookup did not find. */
export const BulkFields = notFoundFields(TransactionId).true

/** Filter rules of `GET /transactions-pool`: the owner rules of the history (one owner filter; an account index fixes the token). */
export const Rules: FilterRules = OwnerFilterRules

/** Rules of a bulk lookup: `ids` answers alone. */
export const BulkRules: FilterRules = alone("ids", Object.keys(ListQuery.fields))

/** Pool transactions matching the query, in the order they entered the pool (itemId). */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<Page<PoolL2TransactionItem>, BadRequest, PoolStore | AccountStore> {
  const owner = yield* ownerFilter(query)
  const store = yield* PoolStore
  return yield* store.list(
    {
      ethAddr: owner.ethAddr,
      bjj: owner.bjj,
      accountIdx: owner.accountIdx,
      tokenId: owner.tokenId,
      state: query.state,
      type: query.type
    },
    pageRequest(query)
  )
})

/** The pool transactions with `ids` (of `query`), each as the list shows it, in one read (`bulk_lookup.ts`). */
export const getMany = Effect.fnUntraced(function* (
  ids: ReadonlyArray<TxId>,
  query: ListQuery
): Effect.fn.Return<BulkLookup<PoolL2TransactionItem, TxId>, BadRequest, PoolStore> {
  const store = yield* PoolStore
  return yield* lookUpIds(ids, query, BulkRules, store.getMany)
})
