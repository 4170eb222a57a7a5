/** Use cases of `/transactions-history` and `/transactions-history/{id}`. */
import { Effect, Option, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import type { HistoryTransaction } from "../domain/history_transaction.ts"
import { BatchNumParam, PaginationQuery, TokenIdParam } from "../domain/query_params.ts"
import { TransactionType } from "../domain/transaction_type.ts"
import type { TxId } from "../domain/tx_id.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import type { FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { HistoryStore } from "../ports/history_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /transactions-history`. */
export const ListQuery = Schema.Struct({
  tokenId: Schema.optionalKey(TokenIdParam),
  zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress.annotate({ description: "Sent from or to this address" })),
  BJJ: Schema.optionalKey(Bjj.annotate({ description: "Sent from or to this key" })),
  accountIndex: Schema.optionalKey(AccountIndex.annotate({ description: "Sent from or to this account" })),
  batchNum: Schema.optionalKey(BatchNumParam),
  type: Schema.optionalKey(TransactionType),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /transactions-history`. */
export const Rules: FilterRules = OwnerFilterRules

/** Forged transactions matching the query, in (batchNum, position) order. */
export const list = Effect.fnUntraced(function*(
  query: ListQuery
): Effect.fn.Return<Page<HistoryTransaction>, BadRequest, HistoryStore | AccountStore> {
  const owner = yield* ownerFilter(query)
  const store = yield* HistoryStore
  return yield* store.list({ ...owner, type: query.type }, pageRequest(query))
})

/** The transaction with this id: forged, or an L1 user transaction not forged yet. */
export const get = Effect.fnUntraced(function*(
  id: TxId
): Effect.fn.Return<HistoryTransaction, NotFound, HistoryStore> {
  const store = yield* HistoryStore
  const tx = yield* store.get(id)
  if (Option.isNone(tx)) return yield* new NotFound({ message: `transaction ${id} not found in the history` })
  return tx.value
})
