/** Read port for accounts. */
import { Context, type Effect, type Option } from "effect"
import type { Account } from "../domain/account.ts"
import type { AccountBalance } from "../domain/account_balance.ts"
import type { AccountIdx } from "../domain/account_index.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { BatchNum, TokenId } from "../domain/scalars.ts"
import type { Page, PageRequest } from "../pagination/page.ts"

/** Which accounts a list returns; absent fields do not filter. */
export interface AccountFilter {
  readonly ethAddr?: EthAddress | undefined
  readonly bjj?: BjjKey | undefined
  readonly tokenIds?: ReadonlyArray<TokenId> | undefined
}

/** Which states of an account's balance history a list returns; absent fields do not filter. */
export interface BalanceFilter {
  /** Only the states after batches numbered at most this (inclusive). */
  readonly asOfBatchNum?: BatchNum | undefined
}

/** Accounts with their latest nonce and balance, in increasing account index (= itemId) order. */
export class AccountStore extends Context.Service<
  AccountStore,
  {
    readonly list: (filter: AccountFilter, page: PageRequest) => Effect.Effect<Page<Account>>
    readonly get: (idx: AccountIdx) => Effect.Effect<Option.Option<Account>>
    /** What `get` finds for each index, in the order given (repeats included), read at once (one round trip, one snapshot). */
    readonly getMany: (idxs: ReadonlyArray<AccountIdx>) => Effect.Effect<ReadonlyArray<Option.Option<Account>>>
    /** The account's state after each batch that changed it, in batch (= itemId, the batch's) order; empty for an unknown account. */
    readonly balances: (
      idx: AccountIdx,
      filter: BalanceFilter,
      page: PageRequest
    ) => Effect.Effect<Page<AccountBalance>>
  }
>()("zk-api/ports/AccountStore") {}
