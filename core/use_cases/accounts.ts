/** Use cases of `/accounts` (a page, or a bulk lookup by `accountIndexes`) and `/accounts/{accountIndex}`. */
import { Effect, Option, Schema } from "effect"
import type { Account } from "../domain/account.ts"
import { AccountIndex, type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import {
  type ListSeparators,
  listDescription,
  PaginationQuery,
  TokenIdListParams,
  UndefaultedPaginationQuery
} from "../domain/query_params.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { alone, checkFilters, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { AccountStore } from "../ports/account_store.ts"
import { symbolMismatch } from "./account_filter.ts"
import { type BulkLookup, bulkParam, checkKeys, inRequestOrder, notFoundFields } from "./bulk_lookup.ts"
import { pageRequest } from "./page_request.ts"

/** The filters of `GET /accounts`, `tokenIds` separated as `separators` says. */
function filters(separators: ListSeparators) {
  return {
    zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress),
    BJJ: Schema.optionalKey(Bjj),
    tokenIds: Schema.optionalKey(
      TokenIdListParams[separators].annotate({ description: listDescription("token ids", separators) })
    )
  }
}

/** Query parameters of `GET /accounts` with bulk lookups: the filters or a bulk lookup by `accountIndexes`, and pagination. */
function lookupQuery(separators: ListSeparators) {
  return Schema.Struct({
    ...filters(separators),
    accountIndexes: Schema.optionalKey(
      bulkParam(
        AccountIndex,
        "account indexes",
        "The accounts with these indexes, as GET /accounts/{accountIndex} finds each (an index naming another token's symbol is a 400)"
      )
    ),
    ...UndefaultedPaginationQuery
  })
}

/** Query parameters of `GET /accounts` without bulk lookups: the filters and pagination. */
function filtersQuery(separators: ListSeparators) {
  return Schema.Struct({ ...filters(separators), ...PaginationQuery })
}

/** Query parameters of `GET /accounts` in the later revision: the filters or a bulk lookup by `accountIndexes`, and pagination. */
export const ListQuery = lookupQuery("commaOrPipe")
export type ListQuery = typeof ListQuery.Type

/** Query parameters of `GET /accounts` in the earlier revision: the filters and pagination (no bulk lookup). */
export const ListQueryEarlier = filtersQuery("comma")
export type ListQueryEarlier = typeof ListQueryEarlier.Type

/** The query of each revision, keyed by the revision table's `bulkLookups` row, then its `listSeparators` row. */
export const ListQueries = {
  true: { commaOrPipe: ListQuery, comma: lookupQuery("comma") },
  false: { comma: ListQueryEarlier, commaOrPipe: filtersQuery("commaOrPipe") }
} as const

/** The list answer's extension field of each revision (`bulkLookups` row): the account indexes a bulk lookup did not find. */
export const BulkFields = notFoundFields(AccountIndex)

/** Filter rules of `GET /accounts`. */
export const Rules: FilterRules = { incompatible: [["zkEthereumAddress", "BJJ"]], atLeastOne: [] }

/** Rules of a bulk lookup: `accountIndexes` answers alone. */
export const BulkRules: FilterRules = alone("accountIndexes", Object.keys(ListQuery.fields))

/** Accounts matching the query (of either revision; `accountIndexes` is not read here), in increasing account index order. */
export const list = Effect.fnUntraced(function* (
  query: ListQuery | ListQueryEarlier
): Effect.fn.Return<Page<Account>, BadRequest, AccountStore> {
  yield* checkFilters(Rules, query)
  const store = yield* AccountStore
  return yield* store.list(
    { ethAddr: query.zkEthereumAddress, bjj: query.BJJ, tokenIds: query.tokenIds },
    pageRequest(query)
  )
})

/**
 * The accounts with `accountIndexes` (of `query`), each as `get` finds it, in one read
 * (`bulk_lookup.ts`): an index naming another token's symbol is a 400, as `get` answers it.
 */
export const getMany = Effect.fnUntraced(function* (
  accountIndexes: ReadonlyArray<AccountIndexValue>,
  query: ListQuery
): Effect.fn.Return<BulkLookup<Account, AccountIndexValue>, BadRequest, AccountStore> {
  yield* checkKeys("accountIndexes", accountIndexes, {
    query,
    rules: BulkRules,
    identity: (index) => index.idx,
    format: formatAccountIndex
  })
  const store = yield* AccountStore
  const found = yield* store.getMany(accountIndexes.map((index) => index.idx))
  for (let i = 0; i < accountIndexes.length; i++) {
    const account = found[i]
    const mismatch =
      account === undefined || Option.isNone(account)
        ? Option.none<BadRequest>()
        : symbolMismatch("accountIndexes", accountIndexes[i]!, account.value)
    if (Option.isSome(mismatch)) return yield* mismatch.value
  }
  return inRequestOrder(accountIndexes, found)
})

/** The account with this index; its token symbol must match. */
export const get = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue
): Effect.fn.Return<Account, NotFound | BadRequest, AccountStore> {
  const store = yield* AccountStore
  const account = yield* store.get(accountIndex.idx)
  if (Option.isNone(account)) {
    return yield* new NotFound({ message: `account ${formatAccountIndex(accountIndex)} not found` })
  }
  const mismatch = symbolMismatch("accountIndex", accountIndex, account.value)
  if (Option.isSome(mismatch)) return yield* mismatch.value
  return account.value
})
