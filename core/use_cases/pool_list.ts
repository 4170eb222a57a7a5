/** Use case of `GET /transactions-pool` (an extension, later revision): the pool in entry order, filtered as the
 * anchor's final listing (an account, address or key on either side or on one side; state, type and token), or a bulk
 * lookup with `ids`. */
import { Effect, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { type PoolL2TransactionItem, PoolL2TransactionState } from "../domain/pool_transaction.ts"
import { TokenIdParam, UndefaultedPaginationQuery } from "../domain/query_params.ts"
import { TransactionTypeL2 } from "../domain/transaction_type.ts"
import { TransactionId, type TxId } from "../domain/tx_id.ts"
import type { BadRequest } from "../errors.ts"
import { alone, checkFilters, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { PoolStore } from "../ports/pool_store.ts"
import { checkAccountIndexFilter } from "./account_filter.ts"
import { type BulkLookup, bulkParam, lookUpIds, notFoundFields } from "./bulk_lookup.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /transactions-pool`. */
export const ListQuery = Schema.Struct({
  zkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({ description: "Sent from or to an account of this address (either side)" })
  ),
  BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from or to an account of this key (either side)" })),
  accountIndex: Schema.optionalKey(
    AccountIndex.annotate({ description: "Sent from or to this account (either side)" })
  ),
  fromZkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({ description: "Sent from an account of this address" })
  ),
  toZkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({ description: "Sent to this address (an account of it, or a TransferToEthAddr's)" })
  ),
  fromBJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from an account of this key" })),
  toBJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent to this key (an account of it, or a TransferToBJJ's)" })),
  fromAccountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from this account" })),
  toAccountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent to this account" })),
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

/** The address filters, the key filters and the account index filters: either side, then each side. */
const ADDRESS_FILTERS = ["zkEthereumAddress", "fromZkEthereumAddress", "toZkEthereumAddress"]
const KEY_FILTERS = ["BJJ", "fromBJJ", "toBJJ"]
const INDEX_FILTERS = ["accountIndex", "fromAccountIndex", "toAccountIndex"] as const

/**
 * Filter rules of `GET /transactions-pool`, the anchor's final listing's: an address filter never with a key filter, and
 * an account index filter (which fixes the token) with neither nor with `tokenId`; filters of one kind combine.
 */
export const Rules: FilterRules = {
  incompatible: [
    ...ADDRESS_FILTERS.flatMap((address) => KEY_FILTERS.map((key) => [address, key] as const)),
    ...INDEX_FILTERS.flatMap((index) => [
      ...[...ADDRESS_FILTERS, ...KEY_FILTERS].map((owner) => [owner, index] as const),
      [index, "tokenId"] as const
    ])
  ],
  atLeastOne: []
}

/** Rules of a bulk lookup: `ids` answers alone. */
export const BulkRules: FilterRules = alone("ids", Object.keys(ListQuery.fields))

/** Pool transactions matching the query, in the order they entered the pool (itemId). */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<Page<PoolL2TransactionItem>, BadRequest, PoolStore | AccountStore> {
  yield* checkFilters(Rules, query)
  for (const name of INDEX_FILTERS) yield* checkAccountIndexFilter(name, query[name])
  const store = yield* PoolStore
  return yield* store.list(
    {
      ethAddr: query.zkEthereumAddress,
      bjj: query.BJJ,
      accountIdx: query.accountIndex?.idx,
      fromEthAddr: query.fromZkEthereumAddress,
      toEthAddr: query.toZkEthereumAddress,
      fromBjj: query.fromBJJ,
      toBjj: query.toBJJ,
      fromAccountIdx: query.fromAccountIndex?.idx,
      toAccountIdx: query.toAccountIndex?.idx,
      tokenId: query.tokenId,
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
