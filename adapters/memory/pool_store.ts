/** The PoolStore port on the in-memory database: pool transactions by id in itemId order, indexed by sender and nonce,
 * by the sender and nonce they request and by atomic group, the token joined at read time; an add, a group's add or a
 * replacement checks, pairs and writes in one write, so exactly one wins. */
import { Effect, Layer, Option, Result } from "effect"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import type { PoolL2Transaction, PoolL2TransactionItem } from "../../core/domain/pool_transaction.ts"
import { ItemId } from "../../core/domain/scalars.ts"
import { distinctAscending } from "../../core/domain/account_nonce.ts"
import { accountIndexOf } from "../../core/ledger/account_rendering.ts"
import { type PoolMove, poolEvent, replacementEvents } from "../../core/ledger/event_records.ts"
import { enteringRecord, type Match, matchLookups, pairingEvents, planMatch } from "../../core/ledger/pool_groups.ts"
import { PENDING } from "../../core/ledger/pool_lifecycle.ts"
import { poolTransaction, poolTransactionItem } from "../../core/ledger/pool_record.ts"
import { planReplacement } from "../../core/ledger/pool_replacement.ts"
import { mapPage, paginate } from "../../core/pagination/page.ts"
import {
  type AccountNonces,
  type PoolAddOutcome,
  type PoolFilter,
  type PoolGroupAddOutcome,
  type PoolRecord,
  type PoolReplaceOutcome,
  PoolStore
} from "../../core/ports/pool_store.ts"
import { currentNonce } from "./account_store.ts"
import {
  appendEvents,
  insertPoolRow,
  joinGroup,
  MemoryDatabase,
  type MemoryState,
  movePoolRow,
  type PoolRow,
  senderNonceKey,
  tokenOf
} from "./database.ts"

/** The pool transaction of `row` as the API shows it. */
function render(state: MemoryState, row: PoolRow): PoolL2Transaction {
  return poolTransaction(row.record, tokenOf(state, row.record.tokenId), row.reason)
}

/** The pool list item of `row` (the view of `render` with its itemId). */
function itemOf(state: MemoryState, row: PoolRow): PoolL2TransactionItem {
  return poolTransactionItem(row.itemId, row.record, tokenOf(state, row.record.tokenId), row.reason)
}

/** The pool rows of a sender account with a nonce, oldest first. */
function withNonce(state: MemoryState, record: Pick<PoolRecord, "fromAccountIndex" | "nonce">): ReadonlyArray<PoolRow> {
  return state.poolBySenderNonce.get(senderNonceKey(record.fromAccountIndex.idx, record.nonce))
}

/** The pending, ungrouped transactions `record` may pair with (`matchLookups`), in the order they entered the pool. */
function matchCandidates(state: MemoryState, record: PoolRecord): Array<PoolRecord> {
  const lookups = matchLookups(record)
  const requesters = state.poolByRequestedSenderNonce.get(
    senderNonceKey(lookups.requestedSenderNonce.idx, lookups.requestedSenderNonce.nonce)
  )
  const requested =
    lookups.senderNonce === undefined
      ? []
      : state.poolBySenderNonce.get(senderNonceKey(lookups.senderNonce.idx, lookups.senderNonce.nonce))
  return [...new Set([...requesters, ...requested])]
    .filter((row) => row.record.state === "pend" && row.record.atomicGroupId === null)
    .sort((a, b) => a.itemId - b.itemId)
    .map((row) => row.record)
}

/** Stores `record` (its id free) with `itemId`, forming the atomic group it pairs into (`planMatch`): the partner and
 * it take the group's id. The record as stored and the match, for their events. */
function enter(
  state: MemoryState,
  record: PoolRecord,
  itemId: ItemId
): { readonly stored: PoolRecord; readonly match: Match | undefined } {
  const match = planMatch(record, matchCandidates(state, record))
  if (match !== undefined) {
    const partner = state.pool.get(match.partner.id)
    if (partner === undefined) throw new Error(`memory pool invariant broken: partner ${match.partner.id} is missing`)
    joinGroup(state, partner, match.groupId)
  }
  const stored = enteringRecord(record, match)
  insertPoolRow(state, stored, itemId)
  return { stored, match }
}

/** Adds the members of an atomic group in its order with their events (`PoolStore.addGroup`), in one write. */
function addGroup(state: MemoryState, records: ReadonlyArray<PoolRecord>): PoolGroupAddOutcome {
  const taken = records.flatMap((record) => state.pool.get(record.id)?.record ?? [])
  if (taken.length > 0) return { _tag: "Existing", records: taken }
  if (new Set(records.map((record) => record.id)).size !== records.length) {
    throw new Error("memory pool: an atomic group lists a transaction twice")
  }
  for (const record of records) insertPoolRow(state, record, ItemId.make(state.next.pool++))
  appendEvents(
    state,
    records.map((record) => poolEvent(record, null, PENDING))
  )
  return { _tag: "Added" }
}

/** The members of atomic group `id` as `get` shows each, in the group's order. */
function group(state: MemoryState, id: AtomicGroupId): Array<PoolL2Transaction> {
  return state.poolByGroup.get(id).map((row) => render(state, row))
}

/** Adds `record` in place of its sender's pending transactions with its nonce (`PoolStore.replace`), in one write. */
function replace(state: MemoryState, record: PoolRecord): PoolReplaceOutcome {
  // Every add and replacement takes an itemId, stored or not, as PostgreSQL's identity column does: both storages
  // number a sequence of submissions alike.
  const itemId = ItemId.make(state.next.pool++)
  const existing = state.pool.get(record.id)
  if (existing !== undefined) return { _tag: "Existing", record: existing.record }
  const sameNonce = withNonce(state, record)
  const plan = planReplacement(
    record,
    sameNonce.map((row) => row.record)
  )
  if (Result.isFailure(plan)) return { _tag: "Refused", refusal: plan.failure }
  const moves: Array<PoolMove> = []
  for (const change of plan.success) {
    const row = state.pool.get(change.id)
    if (row === undefined) throw new Error(`memory pool invariant broken: replaced transaction ${change.id} is missing`)
    moves.push({ tx: row.record, previous: row.record.state, next: change.status })
    movePoolRow(state, row, change)
  }
  // After the replaced ones left `pend`, so none of them is a partner.
  const { stored, match } = enter(state, record, itemId)
  appendEvents(state, [...replacementEvents(stored, moves), ...pairingEvents(match)])
  return { _tag: "Replaced", replaced: plan.success.map((change) => change.id) }
}

/** The first `limit` pending transactions, oldest first. */
function pending(state: MemoryState, limit: number): Array<PoolL2Transaction> {
  const out: Array<PoolL2Transaction> = []
  for (const row of state.poolOrder) {
    if (out.length >= limit) break
    if (row.record.state === "pend") out.push(render(state, row))
  }
  return out
}

/** Whether `value` is undefined (no filter) or `a` or `b` (either side). */
function eitherSide<A>(value: A | undefined, a: A | null, b: A | null): boolean {
  return value === undefined || a === value || b === value
}

/** Whether `value` is undefined (no filter) or `side`. */
function oneSide<A>(value: A | undefined, side: A | null): boolean {
  return value === undefined || side === value
}

/** Whether `row` passes every filter. */
function matches(row: PoolRow, filter: PoolFilter): boolean {
  const record = row.record
  const from = record.fromAccountIndex.idx
  const to = record.toAccountIndex?.idx ?? null
  return (
    eitherSide(filter.accountIdx, from, to) &&
    eitherSide(filter.ethAddr, record.fromZkEthereumAddress, record.toZkEthereumAddress) &&
    eitherSide(filter.bjj, record.fromBJJ, record.toBjj) &&
    oneSide(filter.fromAccountIdx, from) &&
    oneSide(filter.toAccountIdx, to) &&
    oneSide(filter.fromEthAddr, record.fromZkEthereumAddress) &&
    oneSide(filter.toEthAddr, record.toZkEthereumAddress) &&
    oneSide(filter.fromBjj, record.fromBJJ) &&
    oneSide(filter.toBjj, record.toBjj) &&
    oneSide(filter.state, record.state) &&
    oneSide(filter.type, record.type) &&
    oneSide(filter.tokenId, record.tokenId)
  )
}

/** The pool transactions matching `filter`, in itemId order (from the sender's index when a sender is named). */
function matching(state: MemoryState, filter: PoolFilter): ReadonlyArray<PoolRow> {
  const candidates =
    filter.fromAccountIdx !== undefined
      ? state.poolBySenderIdx.get(filter.fromAccountIdx)
      : filter.fromEthAddr !== undefined
        ? state.poolBySenderEthAddr.get(filter.fromEthAddr)
        : filter.fromBjj !== undefined
          ? state.poolBySenderBjj.get(filter.fromBjj)
          : state.poolOrder
  const noFilter = Object.values(filter).every((v) => v === undefined)
  return noFilter ? candidates : candidates.filter((row) => matches(row, filter))
}

/** The nonces of account `idx`: its latest nonce and those of its pend and fing pool transactions. */
function accountNonces(state: MemoryState, idx: AccountIdx): Option.Option<AccountNonces> {
  const account = state.accounts.get(idx)
  if (account === undefined) return Option.none()
  const taken = state.poolBySenderIdx
    .get(idx)
    .filter((row) => row.record.state === "pend" || row.record.state === "fing")
    .map((row) => row.record.nonce)
  return Option.some({
    accountIndex: accountIndexOf(idx, tokenOf(state, account.account.tokenId)),
    forgedNonce: currentNonce(account),
    poolNonces: distinctAscending(taken)
  })
}

/** The PoolStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<PoolStore, never, MemoryDatabase> = Layer.effect(
  PoolStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return PoolStore.of({
      add: (record) =>
        db.write((state): PoolAddOutcome => {
          const itemId = ItemId.make(state.next.pool++)
          const existing = state.pool.get(record.id)
          if (existing !== undefined) return { _tag: "Existing", record: existing.record }
          const { stored, match } = enter(state, record, itemId)
          appendEvents(state, [poolEvent(stored, null, PENDING), ...pairingEvents(match)])
          return { _tag: "Added" }
        }),
      addGroup: (records) => db.write((state) => addGroup(state, records)),
      group: (id) => db.read((state) => group(state, id)),
      replace: (record) => db.write((state) => replace(state, record)),
      withNonce: (idx, nonce) =>
        db.read((state) => state.poolBySenderNonce.get(senderNonceKey(idx, nonce)).map((row) => row.record)),
      get: (id) =>
        db.read((state) => Option.map(Option.fromUndefinedOr(state.pool.get(id)), (row) => render(state, row))),
      status: (id) =>
        db.read((state) =>
          Option.map(Option.fromUndefinedOr(state.pool.get(id)), (row) => ({
            state: row.record.state,
            batchNum: row.record.batchNum,
            reason: row.reason,
            rolledBackFrom: row.rolledBackFrom
          }))
        ),
      getMany: (ids) =>
        db.read((state) =>
          ids.map((id) => Option.map(Option.fromUndefinedOr(state.pool.get(id)), (row) => itemOf(state, row)))
        ),
      pending: (limit) => db.read((state) => pending(state, limit)),
      list: (filter, page) =>
        db.read((state) =>
          mapPage(
            paginate(matching(state, filter), page, (row) => row.itemId),
            (row) => itemOf(state, row)
          )
        ),
      accountNonces: (idx) => db.read((state) => accountNonces(state, idx))
    })
  })
)
