/** The PoolStore port on the in-memory database: pool transactions by id in itemId order, indexed by sender and nonce,
 * by the sender and nonce they request and by atomic group, the token joined at read time; an add, a group's add or a
 * replacement checks, pairs and writes in one write, so exactly one wins. */
import { Effect, Layer, Option } from "effect"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import type { PoolL2Transaction, PoolL2TransactionItem } from "../../core/domain/pool_transaction.ts"
import { ItemId } from "../../core/domain/scalars.ts"
import { distinctAscending } from "../../core/domain/account_nonce.ts"
import { accountIndexOf } from "../../core/ledger/account_rendering.ts"
import { poolEvent } from "../../core/ledger/event_records.ts"
import {
  type EntryPlan,
  type EntryReads,
  planEntry,
  planReplacingEntry,
  type ReplacementReads,
  type SameNonce
} from "../../core/ledger/pool_entry.ts"
import { PENDING } from "../../core/ledger/pool_lifecycle.ts"
import { poolTransaction, poolTransactionItem } from "../../core/ledger/pool_record.ts"
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

/** What an entering transaction reads, answered from `state` (`EntryReads`): the pending, ungrouped transactions at
 * the lookups, in the order they entered the pool. */
function entryReads(state: MemoryState): EntryReads<never> {
  return {
    // A write runs alone: there is nothing to wait for.
    lockPairing: () => Effect.void,
    candidates: (lookups) => {
      const requesters = state.poolByRequestedSenderNonce.get(
        senderNonceKey(lookups.requestedSenderNonce.idx, lookups.requestedSenderNonce.nonce)
      )
      const requested =
        lookups.senderNonce === undefined
          ? []
          : state.poolBySenderNonce.get(senderNonceKey(lookups.senderNonce.idx, lookups.senderNonce.nonce))
      return Effect.succeed(
        [...new Set([...requesters, ...requested])]
          .filter((row) => row.record.state === "pend" && row.record.atomicGroupId === null)
          .sort((a, b) => a.itemId - b.itemId)
          .map((row) => row.record)
      )
    }
  }
}

/** Stores an entry's record with `itemId`, its partner in the group, and its events. */
function applyEntry(state: MemoryState, plan: EntryPlan, itemId: ItemId): void {
  if (plan.match !== undefined) {
    const partner = state.pool.get(plan.match.partner.id)
    if (partner === undefined)
      throw new Error(`memory pool invariant broken: partner ${plan.match.partner.id} is missing`)
    joinGroup(state, partner, plan.match.groupId)
  }
  insertPoolRow(state, plan.stored, itemId)
  appendEvents(state, plan.events)
}

/** Adds `record` (`PoolStore.add`), planned whole by `planEntry`, in one write. */
function add(state: MemoryState, record: PoolRecord): PoolAddOutcome {
  const itemId = ItemId.make(state.next.pool++)
  const existing = state.pool.get(record.id)
  if (existing !== undefined) return { _tag: "Existing", record: existing.record }
  applyEntry(state, Effect.runSync(planEntry(record, entryReads(state))), itemId)
  return { _tag: "Added" }
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
  const reads: ReplacementReads<never> = {
    ...entryReads(state),
    sameNonce: Effect.sync((): SameNonce => {
      const existing = state.pool.get(record.id)
      return existing !== undefined
        ? { _tag: "Taken", record: existing.record }
        : { _tag: "Claimed", records: withNonce(state, record).map((row) => row.record) }
    })
  }
  const decided = Effect.runSync(planReplacingEntry(record, reads))
  if (decided._tag === "Existing") return decided
  if (decided._tag === "Refused") return decided
  const plan = decided.plan
  for (const change of plan.replaced) {
    const row = state.pool.get(change.id)
    if (row === undefined) throw new Error(`memory pool invariant broken: replaced transaction ${change.id} is missing`)
    movePoolRow(state, row, change)
  }
  applyEntry(state, plan, itemId)
  return { _tag: "Replaced", replaced: plan.replaced.map((change) => change.id) }
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
      add: (record) => db.write((state) => add(state, record)),
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
