/** Owner filters: resolving an `accountIndex` (its symbol must be the account's token symbol), and the owner, token and
 * batch filters `/exits` and `/transactions-history` share. */
import { Effect, Option } from "effect"
import type { Account } from "../domain/account.ts"
import { type AccountIdx, type AccountIndexValue, formatAccountIndex } from "../domain/account_index.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { BatchNum, TokenId, TokenSymbol } from "../domain/scalars.ts"
import { type BadRequest, invalidParam } from "../errors.ts"
import { checkFilters, type FilterRules } from "../filters/rules.ts"
import { AccountStore } from "../ports/account_store.ts"

/** Fails when `accountIndex` names an existing account with another token's symbol. */
export function symbolMismatch(
  param: string,
  accountIndex: AccountIndexValue,
  account: Account
): Option.Option<BadRequest> {
  return heldSymbolMismatch(param, accountIndex, account.token.symbol)
}

/** Fails when `accountIndex` names an existing account holding the token of symbol `held`, another symbol. */
export function heldSymbolMismatch(
  param: string,
  accountIndex: AccountIndexValue,
  held: TokenSymbol
): Option.Option<BadRequest> {
  return held === accountIndex.symbol
    ? Option.none()
    : Option.some(
        invalidParam(
          `"${param}" ${formatAccountIndex(accountIndex)} names token ${accountIndex.symbol}, but account ${accountIndex.idx} holds ${held}`
        )
      )
}

/** Checks the symbol of an `accountIndex` filter against its account, when that account exists. */
export const checkAccountIndexFilter = Effect.fnUntraced(function* (
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

/**
 * Filter rules shared by `/exits` and `/transactions-history`: an owner is named by one of
 * zkEthereumAddress, BJJ or accountIndex, and an account index already fixes the token.
 */
export const OwnerFilterRules: FilterRules = {
  incompatible: [
    ["zkEthereumAddress", "BJJ"],
    ["zkEthereumAddress", "accountIndex"],
    ["BJJ", "accountIndex"],
    ["accountIndex", "tokenId"]
  ],
  atLeastOne: []
}

/** The owner, token and batch filters of `/exits` and `/transactions-history`, as decoded. */
export interface OwnerQuery {
  readonly tokenId?: TokenId | undefined
  readonly zkEthereumAddress?: EthAddress | undefined
  readonly BJJ?: BjjKey | undefined
  readonly accountIndex?: AccountIndexValue | undefined
  readonly batchNum?: BatchNum | undefined
}

/** The checked owner, token and batch part of a store filter. */
export interface OwnerFilter {
  readonly tokenId: TokenId | undefined
  readonly ethAddr: EthAddress | undefined
  readonly bjj: BjjKey | undefined
  readonly accountIdx: AccountIdx | undefined
  readonly batchNum: BatchNum | undefined
}

/** Checks the owner filters of a query against the rules and the named account, and maps them to a store filter. */
export const ownerFilter = Effect.fnUntraced(function* (
  query: OwnerQuery & Readonly<Record<string, unknown>>
): Effect.fn.Return<OwnerFilter, BadRequest, AccountStore> {
  yield* checkFilters(OwnerFilterRules, query)
  yield* checkAccountIndexFilter("accountIndex", query.accountIndex)
  return {
    tokenId: query.tokenId,
    ethAddr: query.zkEthereumAddress,
    bjj: query.BJJ,
    accountIdx: query.accountIndex?.idx,
    batchNum: query.batchNum
  }
})
