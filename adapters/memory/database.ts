/** The in-memory storage's one database, shared by every port of this adapter, touched only in `read`/`write`: each one
 * `Effect.sync` run to completion, so every read sees one snapshot and every ledger call applies at once. */
import { Context, Effect, Layer } from "effect"
import type { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import type { Bid, Coordinator } from "../../core/domain/auction.ts"
import type { Batch } from "../../core/domain/batch.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import { EventId, type NewEvent, type StoredEvent } from "../../core/domain/node_event.ts"
import type { ContractVariables } from "../../core/domain/contract_variables.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import type { InvalidationReason } from "../../core/domain/invalidation_reason.ts"
import type { BatchNum, EthBlockNum, ItemId, Nonce, TokenId } from "../../core/domain/scalars.ts"
import type { Token } from "../../core/domain/token.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import type { BatchView } from "../../core/ledger/ledger_view.ts"
import type { ExitRecord } from "../../core/ledger/exit_record.ts"
import { requestOf } from "../../core/ledger/atomic_request.ts"
import type { PoolChange, PoolStatus, PoolView } from "../../core/ledger/pool_lifecycle.ts"
import type { GroupView } from "../../core/ledger/pool_groups.ts"
import { withStatus } from "../../core/ledger/pool_record.ts"
import type { TransactionRecord } from "../../core/ledger/transaction_record.ts"
import type { ChainFinality } from "../../core/domain/finality.ts"
import { chainFinalityOf } from "../../core/ledger/chain_finality.ts"
import type { NewAccount, NewBlock } from "../../core/ports/ledger.ts"
import type { PoolRecord } from "../../core/ports/pool_store.ts"
import { IndexedRows } from "./indexed_rows.ts"
import { distinctKeys, MultiIndex } from "./multi_index.ts"
import { OwnerIndexes, type OwnerKeys } from "./owner_indexes.ts"
import { StateNodes } from "./state_nodes.ts"

/** The state of an account after a batch that changed it, with that batch's itemId (its own in the balance history). */
export interface AccountState {
  readonly batchNum: number
  readonly itemId: ItemId
  readonly nonce: Nonce
  readonly balance: bigint
}

/** An account: its creation, and its states oldest first (none yet: nonce 0, balance 0). */
export interface AccountRow {
  readonly itemId: ItemId
  readonly account: NewAccount
  readonly batchNum: number
  readonly states: Array<AccountState>
}

/** A recorded transaction: its current record, and for an L1 user transaction its record as queued. */
export interface TransactionRow {
  current: TransactionRecord
  readonly queued: TransactionRecord | null
  /** For an L1 user transaction queued again by a reorg: the batch it was forged in, until it is forged again; else null. */
  rolledBackFrom: BatchNum | null
}

/** An exit; its record changes with each withdrawal step. */
export interface ExitRow {
  record: ExitRecord
}

/** A pool transaction: its record (state and batch included), why it was discarded, if it was, and its rollback record. */
export interface PoolRow {
  /** The order the transaction entered the pool. */
  readonly itemId: ItemId
  record: PoolRecord
  reason: InvalidationReason | null
  /** The batch the last reorg undid its forging in, until it is forged again (`PoolChange.rolledBackFrom`); else null. */
  rolledBackFrom: BatchNum | null
}

/** The next itemId of each kind of item. */
export interface Counters {
  token: number
  account: number
  batch: number
  transaction: number
  exit: number
  bid: number
  coordinator: number
  /** Taken by every add to the pool, stored or not, as PostgreSQL's identity column does. */
  pool: number
  /** The next event id. */
  event: number
}

/** A recorded event with the time it was recorded (ms since the epoch), for pruning. */
export interface EventRow {
  readonly event: StoredEvent
  readonly at: number
}

/** Everything the in-memory storage holds. */
export interface MemoryState {
  readonly next: Counters
  // Tokens, in id (= itemId) order.
  readonly tokens: Map<TokenId, Token>
  readonly tokenOrder: Array<TokenId>
  readonly tokensByAddress: Map<EthAddress, TokenId>
  // Ethereum blocks and contract variables.
  readonly blocks: Map<EthBlockNum, NewBlock>
  lastBlock: NewBlock | undefined
  highestBlockNum: EthBlockNum | undefined
  contractVariables: ContractVariables | undefined
  // Auction.
  readonly coordinators: Map<EthAddress, Coordinator>
  coordinatorOrder: Array<Coordinator>
  /** The bidders whose current or an earlier registration named each forger address. */
  readonly biddersByForger: Map<EthAddress, Set<EthAddress>>
  readonly bids: IndexedRows<Bid, { slot: number; bidder: EthAddress; forger: EthAddress }>
  readonly bidSlots: Array<number>
  // Accounts, in index (= itemId) order.
  readonly accounts: Map<AccountIdx, AccountRow>
  readonly accountRows: IndexedRows<AccountRow, { ethAddr: EthAddress; bjj: BjjKey; token: TokenId }>
  readonly updatedByBatch: Map<number, Array<AccountIdx>>
  // Batches, in batchNum (= itemId) order; numbers are consecutive.
  readonly batches: IndexedRows<Batch, { slot: number; forger: EthAddress }>
  // Transactions: every recorded one by id; forged ones in itemId order with indexes.
  readonly transactions: Map<TxId, TransactionRow>
  readonly forged: OwnerIndexes<TransactionRecord>
  // L1 user queues: unforged transactions by queue and position; forged queues → batch.
  readonly queues: Map<number, Map<number, TransactionRow>>
  readonly forgedQueues: Map<number, number>
  // Exits, in itemId = (batchNum, account index) order.
  readonly exits: OwnerIndexes<ExitRow>
  readonly exitByKey: Map<string, ExitRow>
  // The pool: transactions by id and in insertion order, and how many are pending.
  readonly pool: Map<TxId, PoolRow>
  readonly poolOrder: Array<PoolRow>
  readonly poolBySenderIdx: MultiIndex<AccountIdx, PoolRow>
  readonly poolBySenderEthAddr: MultiIndex<EthAddress, PoolRow>
  readonly poolBySenderBjj: MultiIndex<BjjKey, PoolRow>
  /** By sender and nonce (`senderNonceKey`): what a replacement reads. */
  readonly poolBySenderNonce: MultiIndex<string, PoolRow>
  /** By the sender and nonce a transaction requests (`senderNonceKey`): where a transaction entering finds its requesters. */
  readonly poolByRequestedSenderNonce: MultiIndex<string, PoolRow>
  /** By atomic group, each group's members in the group's order. */
  readonly poolByGroup: MultiIndex<AtomicGroupId, PoolRow>
  /** Those with a `maxNumBatch` (not 0), in insertion order: where a batch finds the ones it takes past their limit. */
  readonly poolLimited: Array<PoolRow>
  poolPending: number
  // Account-creation authorizations by address.
  readonly authorizations: Map<EthAddress, AccountCreationAuthorization>
  // Events in id order (the oldest pruned), how far they were pruned, and who is told of new ones.
  events: Array<EventRow>
  prunedThrough: number
  readonly eventListeners: Set<() => void>
  // The state tree's nodes, versioned by batch, and the oldest batch whose tree is kept whole (undefined: every one).
  stateNodes: StateNodes
  stateTreeSince: number | undefined
}

/** An empty database; itemIds start at 1, as SQL serials do. */
/** The owner keys of a forged transaction: its batch and token, and the accounts, addresses and keys on either side. */
function forgedKeys(record: TransactionRecord): OwnerKeys {
  if (record.batchNum === null) throw new Error(`memory database invariant broken: forged ${record.id} has no batch`)
  return {
    batchNum: record.batchNum,
    tokenId: record.tokenId,
    idx: distinctKeys([record.fromAccountIndex?.idx ?? null, record.toAccountIndex.idx]),
    ethAddr: distinctKeys([record.fromZkEthereumAddress, record.toZkEthereumAddress]),
    bjj: distinctKeys([record.fromBJJ, record.toBJJ])
  }
}

/** The owner keys of an exit: its batch, token, account, address and key. */
function exitKeys({ record }: ExitRow): OwnerKeys {
  return {
    batchNum: record.batchNum,
    tokenId: record.tokenId,
    idx: [record.accountIndex.idx],
    ethAddr: [record.zkEthereumAddress],
    bjj: [record.bjj]
  }
}

export function emptyState(): MemoryState {
  return {
    next: { token: 1, account: 1, batch: 1, transaction: 1, exit: 1, bid: 1, coordinator: 1, pool: 1, event: 1 },
    tokens: new Map(),
    tokenOrder: [],
    tokensByAddress: new Map(),
    blocks: new Map(),
    lastBlock: undefined,
    highestBlockNum: undefined,
    contractVariables: undefined,
    coordinators: new Map(),
    coordinatorOrder: [],
    biddersByForger: new Map(),
    bids: new IndexedRows({
      slot: (bid) => bid.slotNum,
      bidder: (bid) => bid.bidderAddr,
      forger: (bid) => bid.forgerAddr
    }),
    bidSlots: [],
    accounts: new Map(),
    accountRows: new IndexedRows({
      ethAddr: (row) => row.account.ethAddr,
      bjj: (row) => row.account.bjj,
      token: (row) => row.account.tokenId
    }),
    updatedByBatch: new Map(),
    batches: new IndexedRows({ slot: (batch) => batch.slotNum, forger: (batch) => batch.forgerAddr }),
    transactions: new Map(),
    forged: new OwnerIndexes(forgedKeys),
    queues: new Map(),
    forgedQueues: new Map(),
    exits: new OwnerIndexes(exitKeys),
    exitByKey: new Map(),
    pool: new Map(),
    poolOrder: [],
    poolBySenderIdx: new MultiIndex(),
    poolBySenderEthAddr: new MultiIndex(),
    poolBySenderBjj: new MultiIndex(),
    poolBySenderNonce: new MultiIndex(),
    poolByRequestedSenderNonce: new MultiIndex(),
    poolByGroup: new MultiIndex(),
    poolLimited: [],
    poolPending: 0,
    authorizations: new Map(),
    events: [],
    prunedThrough: 0,
    eventListeners: new Set(),
    stateNodes: new StateNodes(),
    stateTreeSince: undefined
  }
}

/** Records `events` with the next ids, then tells every listener (inside the write that reports them). */
export function appendEvents(state: MemoryState, events: ReadonlyArray<NewEvent>): void {
  if (events.length === 0) return
  const at = Date.now()
  for (const event of events) state.events.push({ event: { ...event, id: EventId.make(state.next.event++) }, at })
  for (const listener of state.eventListeners) listener()
}

/** The key of an exit in `exitByKey`. */
export function exitKey(batchNum: number, idx: number): string {
  return `${batchNum}:${idx}`
}

/** The token with this id; every stored row refers to a registered token (tokens are never removed). */
export function tokenOf(state: MemoryState, id: TokenId): Token {
  const token = state.tokens.get(id)
  if (token === undefined)
    throw new Error(`memory database invariant broken: token ${id} is referenced but not registered`)
  return token
}

/** The batches of `state` from the last one down. */
function* batchesFromLast(state: MemoryState): Generator<Batch> {
  for (let i = state.batches.all.length - 1; i >= 0; i--) yield state.batches.all[i]!
}

/** The chain's finality on `state` at `required` confirmations. */
export function finalityOf(state: MemoryState, required: number): ChainFinality {
  return chainFinalityOf(state.lastBlock?.num ?? null, required, batchesFromLast(state))
}

/** The batch with this number, if any. */
export function batchAt(state: MemoryState, batchNum: number): Batch | undefined {
  const first = state.batches.all[0]
  if (first === undefined) return undefined
  const batch = state.batches.all[batchNum - first.batchNum]
  return batch !== undefined && batch.batchNum === batchNum ? batch : undefined
}

/** The view the core ledger functions validate against. */
export function batchView(state: MemoryState): BatchView {
  return {
    token: (id) => state.tokens.get(id),
    account: (idx) => state.accounts.get(idx)?.account,
    lastBatchNum: state.batches.all[state.batches.all.length - 1]?.batchNum,
    lastAccountIdx: state.accountRows.all.at(-1)?.account.idx,
    queuedTransactions: (queue) => [...(state.queues.get(queue)?.values() ?? [])].map((row) => row.current),
    isQueueForged: (queue) => state.forgedQueues.has(queue),
    transactionExists: (id) => state.transactions.has(id)
  }
}

/** The status the pool rules see of a stored pool transaction. */
export function poolStatus(row: PoolRow): PoolStatus {
  return { state: row.record.state, batchNum: row.record.batchNum, reason: row.reason }
}

/** The view the core pool rules validate against. */
export function poolView(state: MemoryState): PoolView {
  return {
    status: (id) => {
      const row = state.pool.get(id)
      return row === undefined ? undefined : poolStatus(row)
    },
    lastBatchNum: state.batches.all[state.batches.all.length - 1]?.batchNum,
    maxNumBatch: (id) => state.pool.get(id)?.record.maxNumBatch
  }
}

/** The key of a sender account and a nonce in `poolBySenderNonce` and `poolByRequestedSenderNonce`. */
export function senderNonceKey(idx: number, nonce: bigint): string {
  return `${idx}:${nonce}`
}

/** Stores a new pool transaction (its id must be free) with the itemId its add took. */
export function insertPoolRow(state: MemoryState, record: PoolRecord, itemId: ItemId): void {
  const row: PoolRow = { itemId, record, reason: null, rolledBackFrom: null }
  state.pool.set(record.id, row)
  state.poolOrder.push(row)
  state.poolBySenderIdx.add(record.fromAccountIndex.idx, row)
  if (record.fromZkEthereumAddress !== null) state.poolBySenderEthAddr.add(record.fromZkEthereumAddress, row)
  if (record.fromBJJ !== null) state.poolBySenderBjj.add(record.fromBJJ, row)
  state.poolBySenderNonce.add(senderNonceKey(record.fromAccountIndex.idx, record.nonce), row)
  const request = requestOf(record)
  if (request !== undefined) state.poolByRequestedSenderNonce.add(senderNonceKey(request.fromIdx, request.nonce), row)
  if (record.atomicGroupId !== null) state.poolByGroup.add(record.atomicGroupId, row)
  if (record.maxNumBatch !== 0) state.poolLimited.push(row)
  if (record.state === "pend") state.poolPending += 1
}

/** Puts a stored, ungrouped pool transaction in atomic group `id` (after every member stored before it). */
export function joinGroup(state: MemoryState, row: PoolRow, id: AtomicGroupId): void {
  row.record = { ...row.record, atomicGroupId: id }
  state.poolByGroup.add(id, row)
}

/** The view the core group rules read. */
export function groupView(state: MemoryState): GroupView {
  return {
    record: (id) => state.pool.get(id)?.record,
    members: (id) => state.poolByGroup.get(id).map((row) => row.record)
  }
}

/** Moves a stored pool transaction as `change` says (its status, and its rollback record when given), keeping the pending count. */
export function movePoolRow(state: MemoryState, row: PoolRow, change: PoolChange): void {
  const status = change.status
  if (row.record.state === "pend") state.poolPending -= 1
  if (status.state === "pend") state.poolPending += 1
  row.record = withStatus(row.record, status)
  row.reason = status.reason
  if (change.rolledBackFrom !== undefined) row.rolledBackFrom = change.rolledBackFrom
}

/** The first index of `sorted` (ascending by `key`) whose key is ≥ `target`. */
export function lowerBound<A>(sorted: ReadonlyArray<A>, target: number, key: (a: A) => number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (key(sorted[mid]!) < target) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The in-memory database shared by the memory adapter's port implementations. */
export class MemoryDatabase extends Context.Service<
  MemoryDatabase,
  {
    /** Runs `f` on one consistent snapshot. */
    readonly read: <A>(f: (state: MemoryState) => A) => Effect.Effect<A>
    /** Runs `f`, which must validate before it changes anything, as one uninterrupted step. */
    readonly write: <A>(f: (state: MemoryState) => A) => Effect.Effect<A>
  }
>()("zk-api/adapters/memory/MemoryDatabase") {}

/** A fresh, empty database. */
export const layer: Layer.Layer<MemoryDatabase> = Layer.sync(MemoryDatabase, () => {
  const state = emptyState()
  return MemoryDatabase.of({
    read: (f) => Effect.sync(() => f(state)),
    write: (f) => Effect.sync(() => f(state))
  })
})
