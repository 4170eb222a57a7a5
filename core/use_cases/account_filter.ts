/**
 * Resolution of an `accountIndex` filter or path parameter: the index identifies the account, and
 * the token symbol written in it must be the account's token symbol.
 */
import { Effect, Option } from "effect"
import type { Account } from "../domain/account.ts"
import { type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import { type BadRequest, invalidParam } from "../errors.ts"
import { AccountStore } from "../ports/account_store.ts"

/** Fails when `accountIndex` names an existing account with another token's symbol. */
export function symbolMismatch(
  param: string,
  accountIndex: AccountIndexValue,
  account: Account
): Option.Option<BadRequest> {
  return account.token.symbol === accountIndex.symbol
    ? Option.none()
    : Option.some(invalidParam(
      `"${param}" ${formatAccountIndex(accountIndex)} names token ${accountIndex.symbol}, but account ${accountIndex.idx} holds ${account.token.symbol}`
    ))
}

/** Checks the symbol of an `accountIndex` filter against its account, when that account exists. */
export const checkAccountIndexFilter = Effect.fnUntraced(function*(
  param: string,
  accountIndex: AccountIndexValue | undefined
): Effect.fn.Return<void, BadRequest, AccountStore> {
  if (accountIndex === undefined) return
  const accounts = yield* AccountStore
  const account = yield* accounts.get(accountIndex.idx)
  if (Option.isNone(account)) return
  const mismatch = symbolMismatch(param, accountIndex, account.value)
  if (Option.isSome(mismatch)) return yield* mismatch.value
})
