/** Use case of `GET /accounts/{accountIndex}/balance-history` (an extension, later revision): the balance and nonce
 * after each batch that changed them, as recorded at forging; `asOfBatchNum` keeps the batches up to it. */
import { Effect, Schema } from "effect"
import type { AccountBalance } from "../domain/account_balance.ts"
import type { AccountIndexValue } from "../domain/account_index.ts"
import { BatchNumParam, PaginationQuery } from "../domain/query_params.ts"
import type { BadRequest, NotFound } from "../errors.ts"
import type { Page } from "../pagination/page.ts"
import { AccountStore } from "../ports/account_store.ts"
import { get as getAccount } from "./accounts.ts"
import { pageRequest } from "./page_request.ts"

/** Query parameters of `GET /accounts/{accountIndex}/balance-history`. */
export const ListQuery = Schema.Struct({
  asOfBatchNum: Schema.optionalKey(
    BatchNumParam.annotate({
      description:
        "Only the states after batches with batchNum ≤ asOfBatchNum (inclusive): with order=DESC&limit=1, the balance " +
        "as of that batch (none when the account was created after it)"
    })
  ),
  ...PaginationQuery
})
export type ListQuery = typeof ListQuery.Type

/** The states of the account with this index (404 and 400 as `GET /accounts/{accountIndex}`), in increasing batchNum order. */
export const list = Effect.fnUntraced(function* (
  accountIndex: AccountIndexValue,
  query: ListQuery
): Effect.fn.Return<Page<AccountBalance>, NotFound | BadRequest, AccountStore> {
  yield* getAccount(accountIndex)
  const store = yield* AccountStore
  return yield* store.balances(accountIndex.idx, { asOfBatchNum: query.asOfBatchNum }, pageRequest(query))
})
