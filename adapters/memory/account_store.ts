/** The AccountStore port on the in-memory database: accounts in index (= itemId) order with their latest nonce and
 * balance (0 until a batch updates them), and each account's states after every batch that changed it. */
import { Effect, Layer, Option } from "effect"
import type { Account } from "../../core/domain/account.ts"
import type { AccountBalance } from "../../core/domain/account_balance.ts"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import { Nonce } from "../../core/domain/scalars.ts"
import { accountIndexOf } from "../../core/ledger/account_rendering.ts"
import { mapPage, paginate } from "../../core/pagination/page.ts"
import { type AccountFilter, AccountStore, type BalanceFilter } from "../../core/ports/account_store.ts"
import {
  type AccountRow,
  type AccountState,
  batchAt,
  lowerBound,
  MemoryDatabase,
  type MemoryState,
  tokenOf
} from "./database.ts"

const ZERO_NONCE = Nonce.make(0n)

/** An account's nonce after the last batch that updated it (0 before any). */
export function currentNonce(row: AccountRow): Nonce {
  return row.states.at(-1)?.nonce ?? ZERO_NONCE
}

/** The account of `row` as the API shows it. */
function render(state: MemoryState, row: AccountRow): Account {
  const token = tokenOf(state, row.account.tokenId)
  const latest = row.states.at(-1)
  return {
    itemId: row.itemId,
    accountIndex: accountIndexOf(row.account.idx, token),
    nonce: currentNonce(row),
    balance: latest?.balance ?? 0n,
    bjj: row.account.bjj,
    zkEthereumAddress: row.account.ethAddr,
    token
  }
}

/** The accounts matching `filter`, in itemId order (from the narrowest index). */
function matching(state: MemoryState, filter: AccountFilter): ReadonlyArray<AccountRow> {
  const tokenIds = filter.tokenIds === undefined ? undefined : new Set<number>(filter.tokenIds)
  const candidates =
    filter.ethAddr !== undefined
      ? state.accountRows.by.ethAddr.get(filter.ethAddr)
      : filter.bjj !== undefined
        ? state.accountRows.by.bjj.get(filter.bjj)
        : filter.tokenIds?.length === 1 && filter.tokenIds[0] !== undefined
          ? state.accountRows.by.token.get(filter.tokenIds[0])
          : state.accountRows.all
  if (filter.ethAddr === undefined && filter.bjj === undefined && tokenIds === undefined) return candidates
  return candidates.filter(
    (row) =>
      (filter.ethAddr === undefined || row.account.ethAddr === filter.ethAddr) &&
      (filter.bjj === undefined || row.account.bjj === filter.bjj) &&
      (tokenIds === undefined || tokenIds.has(row.account.tokenId))
  )
}

/** The states of `row` (none for an unknown account) after batches up to `asOfBatchNum` (all when absent), oldest first. */
function statesOf(row: AccountRow | undefined, filter: BalanceFilter): ReadonlyArray<AccountState> {
  if (row === undefined) return []
  if (filter.asOfBatchNum === undefined) return row.states
  const end = lowerBound(row.states, filter.asOfBatchNum + 1, (s) => s.batchNum)
  return end === row.states.length ? row.states : row.states.slice(0, end)
}

/** The balance history item of an account state, with its batch's time and block. */
function balanceOf(state: MemoryState, s: AccountState): AccountBalance {
  const batch = batchAt(state, s.batchNum)
  if (batch === undefined)
    throw new Error(`memory database invariant broken: an account state of missing batch ${s.batchNum}`)
  return {
    itemId: s.itemId,
    batchNum: batch.batchNum,
    timestamp: batch.timestamp,
    ethereumBlockNum: batch.ethereumBlockNum,
    balance: s.balance,
    nonce: s.nonce
  }
}

/** The account of `idx` as `get` finds it on `state`. */
function lookUp(state: MemoryState, idx: AccountIdx): Option.Option<Account> {
  const row = state.accounts.get(idx)
  return row === undefined ? Option.none() : Option.some(render(state, row))
}

/** The AccountStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<AccountStore, never, MemoryDatabase> = Layer.effect(
  AccountStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return AccountStore.of({
      list: (filter, page) =>
        db.read((state) => {
          const rows = paginate(matching(state, filter), page, (row) => row.itemId)
          return { ...rows, items: rows.items.map((row) => render(state, row)) }
        }),
      get: (idx) => db.read((state) => lookUp(state, idx)),
      getMany: (idxs) => db.read((state) => idxs.map((idx) => lookUp(state, idx))),
      balances: (idx, filter, page) =>
        db.read((state) =>
          mapPage(
            paginate(statesOf(state.accounts.get(idx), filter), page, (s) => s.itemId),
            (s) => balanceOf(state, s)
          )
        )
    })
  })
)
