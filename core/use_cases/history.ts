/** Use cases of `/transactions-history` (a page, or a bulk lookup by `ids`) and `/transactions-history/{id}`. */
import { Effect, Option, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { MinFinality } from "../domain/finality.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import type { Rendered } from "../ports/stored_rendering.ts"
import { BatchNumParam, PaginationQuery, TokenIdParam, UndefaultedPaginationQuery } from "../domain/query_params.ts"
import { BatchNum } from "../domain/scalars.ts"
import { TransactionType } from "../domain/transaction_type.ts"
import { TransactionId, type TxId } from "../domain/tx_id.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { alone, type FilterRules } from "../filters/rules.ts"
import type { Page, PageRequest } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { ChainFinalityReader } from "../ports/chain_finality.ts"
import { type HistoryFilter, HistoryStore } from "../ports/history_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { type BulkLookup, bulkParam, lookUpIds, notFoundFields } from "./bulk_lookup.ts"
import { pageRequest } from "./page_request.ts"

/** The filters of `GET /transactions-history` (and of its export). */
export const Filters = {
  tokenId: Schema.optionalKey(TokenIdParam),
  zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress.annotate({ description: "Sent from or to this address" })),
  BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from or to this key" })),
  accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from or to this account" })),
  batchNum: Schema.optionalKey(BatchNumParam),
  type: Schema.optionalKey(TransactionType)
}

/** Query parameters of `GET /transactions-history`: the filters or a bulk lookup by `ids`, and pagination. */
export const ListQuery = Schema.Struct({
  ...Filters,
  ids: Schema.optionalKey(
    bulkParam(
      TransactionId,
      "transaction ids",
      "The transactions with these ids, as GET /transactions-history/{id} finds each (queued L1 transactions included)"
    )
  ),
  minFinality: Schema.optionalKey(
    MinFinality.annotate({
      description:
        "finalized: only transactions of finalized batches (the history lists forged transactions only, so pending " +
        "and forged list them all)"
    })
  ),
  ...UndefaultedPaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /transactions-history` in the earlier revision: the filters and pagination (no bulk lookup). */
export const ListQueryEarlier = Schema.Struct({ ...Filters, ...PaginationQuery })
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The query of each revision, keyed by the revision table's `bulkLookups` row. */
export const ListQueries = { true: ListQuery, false: ListQueryEarlier } as const

/** The list answer's extension field of each revision (`bulkLookups` row): the ids a bulk lookup did not find. */
export const BulkFields = notFoundFields(TransactionId)

/** Filter rules of `GET /transactions-history`. */
export const Rules: FilterRules = OwnerFilterRules

/** Rules of a bulk lookup: `ids` answers alone. */
export const BulkRules: FilterRules = alone("ids", Object.keys(ListQuery.fields))

/** The filters of a decoded query (`Filters`), checked by `Rules` and against the named account, as the store's filter. */
export const filterOf = Effect.fnUntraced(function* (
  query: FilterQuery
): Effect.fn.Return<HistoryFilter, BadRequest, AccountStore> {
  const owner = yield* ownerFilter(query)
  return { ...owner, type: query.type }
})

/** The last batch a `minFinality` admits: the last final batch for `finalized`; none (no bound) otherwise. */
export const finalityBound = Effect.fnUntraced(function* (
  minFinality: MinFinality | undefined
): Effect.fn.Return<BatchNum | undefined, never, ChainFinalityReader> {
  if (minFinality !== "finalized") return undefined
  return BatchNum.make((yield* (yield* ChainFinalityReader).current).finalizedThrough)
})

/** A decoded query carrying the history's filters. */
export type FilterQuery = Schema.Struct.Type<typeof Filters> & Readonly<Record<string, unknown>>

/** A use case reading the page of a query (of either revision; `ids` is not read here) with the store's `read`. */
function listedBy<A>(
  read: (store: HistoryStore["Service"]) => (filter: HistoryFilter, page: PageRequest) => Effect.Effect<Page<A>>
) {
  return Effect.fnUntraced(function* (
    query: ListQuery | ListQueryEarlier
  ): Effect.fn.Return<Page<A>, BadRequest, HistoryStore | AccountStore | ChainFinalityReader> {
    const filter = yield* filterOf(query)
    const store = yield* HistoryStore
    const upToBatch = "minFinality" in query ? yield* finalityBound(query.minFinality) : undefined
    return yield* read(store)({ ...filter, upToBatch }, pageRequest(query))
  })
}

/** Forged transactions matching the query, in (batchNum, position) order. */
export const list = listedBy((store) => store.list)

/** The page `list` gives, for writing as text: an item may come as the rendering its storage keeps beside it. */
export const listTemplated = listedBy((store) => store.listTemplated)

/** The transactions with `ids` (of `query`), each as `get` finds it, in one read (`bulk_lookup.ts`). */
export const getMany = Effect.fnUntraced(function* (
  ids: ReadonlyArray<TxId>,
  query: ListQuery
): Effect.fn.Return<BulkLookup<Rendered<HistoryTransaction>, TxId>, BadRequest, HistoryStore> {
  const store = yield* HistoryStore
  return yield* lookUpIds(ids, query, BulkRules, store.getMany)
})

/** The transaction with this id: forged, or an L1 user transaction not forged yet. */
export const get = Effect.fnUntraced(function* (
  id: TxId
): Effect.fn.Return<Rendered<HistoryTransaction>, NotFound, HistoryStore> {
  const store = yield* HistoryStore
  const tx = yield* store.get(id)
  if (Option.isNone(tx)) return yield* new NotFound({ message: `transaction ${id} not found in the history` })
  return tx.value
})
