/** Use cases of `/accounts` and `/accounts/{accountIndex}`. */
import { Effect, Option, Schema } from "effect"
import type { Account } from "../domain/account.ts"
import { type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { PaginationQuery, TokenIdListParam } from "../domain/query_params.ts"
import { type BadRequest, NotFound } from "../errors.ts"
import { checkFilters, type FilterRules } from "../filters/rules.ts"
import type { Page } from "../pagination/page.ts"
import { AccountStore } from "../ports/account_store.ts"
import { symbolMismatch } from "./account_filter.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /accounts`. */
export const ListQuery = Schema.Struct({
  zkEthereumAddress: Schema.optionalKey(ZkEthereumAddress),
  BJJ: Schema.optionalKey(Bjj),
  tokenIds: Schema.optionalKey(TokenIdListParam.annotate({ description: "Comma-separated token ids" })),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** Filter rules of `GET /accounts`. */
export const Rules: FilterRules = { incompatible: [["zkEthereumAddress", "BJJ"]], atLeastOne: [] }

/** Accounts matching the query, in increasing account index order. */
export const list = Effect.fnUntraced(function*(
  query: ListQuery
): Effect.fn.Return<Page<Account>, BadRequest, AccountStore> {
  yield* checkFilters(Rules, query)
  const store = yield* AccountStore
  return yield* store.list(
    { ethAddr: query.zkEthereumAddress, bjj: query.BJJ, tokenIds: query.tokenIds },
    pageRequest(query)
  )
})

/** The account with this index; its token symbol must match. */
export const get = Effect.fnUntraced(function*(
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
