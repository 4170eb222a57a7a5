/** Use cases of `/exits` and `/exits/{batchNum}/{accountIndex}`. */
import { Effect, Option, Schema } from "effect"
import { AccountIndex, type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import type { Exit } from "../domain/exit.ts"
import type { Rendered } from "../ports/stored_rendering.ts"
import { BatchNumParam, BooleanParam, PaginationQuery, TokenIdParam } from "../domain/query_params.ts"
import type { BatchNum } from "../domain/scalars.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import type { FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { ExitStore } from "../ports/exit_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { pageRequest } from "./page_request.ts"

/** The owner, token and batch filters of `GET /exits`, alike in both revisions. */
const FilterFields = {
  tokenId: Schema.optionalKey(TokenIdParam),
  zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress),
  BJJ: Schema.optionalKey(Bjj),
  accountIndex: Schema.optionalKey(AccountIndex),
  batchNum: Schema.optionalKey(BatchNumParam)
}

/** Query parameters of `GET /exits` (later revision). */
export const ListQuery = Schema.Struct({
  ...FilterFields,
  onlyPendingWithdraws: Schema.optionalKey(
    BooleanParam.annotate({
      description: "true: only exits not withdrawn yet (neither instantly nor delayed)"
    })
  ),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /exits` in the earlier revision: no `onlyPendingWithdraws`. */
export const ListQueryEarlier = Schema.Struct({ ...FilterFields, ...PaginationQuery })
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The query of each revision, keyed by the revision table's `exitsOnlyPendingWithdraws` row. */
export const ListQueries = { true: ListQuery, false: ListQueryEarlier } as const

/** Filter rules of `GET /exits`. */
export const Rules: FilterRules = OwnerFilterRules

/** Exits matching the query (of either revision), in increasing (batchNum, accountIndex) order. */
export const list = Effect.fnUntraced(function* (
  query: ListQuery
): Effect.fn.Return<Page<Rendered<Exit>>, BadRequest, ExitStore | AccountStore> {
  const owner = yield* ownerFilter(query)
  const store = yield* ExitStore
  return yield* store.list({ ...owner, onlyPendingWithdraws: query.onlyPendingWithdraws }, pageRequest(query))
})

/** The exit of this account in this batch's exit tree. */
export const get = Effect.fnUntraced(function* (
  batchNum: BatchNum,
  accountIndex: AccountIndexValue
): Effect.fn.Return<Rendered<Exit>, NotFound, ExitStore> {
  const store = yield* ExitStore
  const exit = yield* store.get(batchNum, accountIndex.idx)
  if (Option.isNone(exit) || exit.value.token.symbol !== accountIndex.symbol) {
    return yield* new NotFound({ message: `no exit of ${formatAccountIndex(accountIndex)} in batch ${batchNum}` })
  }
  return exit.value
})
