/**
 * The AccountStore port on the in-memory database: accounts in index (= itemId) order with their
 * latest nonce and balance (nonce 0 and balance 0 until a batch updates them).
 */
import { Effect, Layer, Option } from "effect"
import type { Account } from "../../core/domain/account.ts"
import { Nonce } from "../../core/domain/scalars.ts"
import { accountIndexOf } from "../../core/ledger/account_rendering.ts"
import { paginate } from "../../core/pagination/page.ts"
import { type AccountFilter, AccountStore } from "../../core/ports/account_store.ts"
import { type AccountRow, MemoryDatabase, type MemoryState, tokenOf } from "./database.ts"

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
  const candidates = filter.ethAddr !== undefined
    ? state.accountsByEthAddr.get(filter.ethAddr)
    : filter.bjj !== undefined
    ? state.accountsByBjj.get(filter.bjj)
    : filter.tokenIds?.length === 1 && filter.tokenIds[0] !== undefined
    ? state.accountsByToken.get(filter.tokenIds[0])
    : state.accountOrder
  if (filter.ethAddr === undefined && filter.bjj === undefined && tokenIds === undefined) return candidates
  return candidates.filter((row) =>
    (filter.ethAddr === undefined || row.account.ethAddr === filter.ethAddr) &&
    (filter.bjj === undefined || row.account.bjj === filter.bjj) &&
    (tokenIds === undefined || tokenIds.has(row.account.tokenId))
  )
}

/** The AccountStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<AccountStore, never, MemoryDatabase> = Layer.effect(
  AccountStore,
  Effect.gen(function*() {
    const db = yield* MemoryDatabase
    return AccountStore.of({
      list: (filter, page) =>
        db.read((state) => {
          const rows = paginate(matching(state, filter), page, (row) => row.itemId)
          return { ...rows, items: rows.items.map((row) => render(state, row)) }
        }),
      get: (idx) =>
        db.read((state) => {
          const row = state.accounts.get(idx)
          return row === undefined ? Option.none() : Option.some(render(state, row))
        })
    })
  })
)
