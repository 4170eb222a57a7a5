/** What a ledger call loads in its transaction before planning, and the synchronous views core validates against.
 * Asking a view what was not loaded is a defect (a missed load would otherwise answer "unknown"). */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import type { AtomicGroupId } from "../../../core/domain/atomic_group.ts"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import type { NewEvent } from "../../../core/domain/node_event.ts"
import { finalizedEvents } from "../../../core/ledger/event_records.ts"
import { type EthBlockNum, type EthHash, TokenId } from "../../../core/domain/scalars.ts"
import type { Token } from "../../../core/domain/token.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { type AtomicFields, requestOf } from "../../../core/ledger/atomic_request.ts"
import type { BatchView, LedgerView } from "../../../core/ledger/ledger_view.ts"
import type { GroupView } from "../../../core/ledger/pool_groups.ts"
import type { PoolStatus, PoolView } from "../../../core/ledger/pool_lifecycle.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { NewAccount } from "../../../core/ports/ledger.ts"
import { addressOf, decimal, groupIdBytes, groupIdOf, hashOf, keyOf, txIdBytes, txIdOf } from "../rows/codecs.ts"
import { BYTEA, INT8 } from "../rows/params.ts"
import { BATCHES_FINALIZED, CHAIN_FINALITY, chainFinalityOf } from "../rows/finality_rows.ts"
import { bigAt, boolAt, bytesAt, bytesOrNullAt, intAt, textAt, type Values } from "../rows/row.ts"
import {
  POOL_RECORDS,
  POOL_STATUS_COLUMNS,
  poolColumns,
  poolReasonOf,
  poolRecordOf,
  poolStatusOf
} from "../rows/pool_rows.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { queuedColumns, transactionRecordOf } from "../rows/transaction_rows.ts"

/** The kinds of items numbered by `item_counter`. */
const COUNTER_KINDS = ["token", "account", "batch", "transaction", "exit", "bid", "coordinator"] as const

/** A kind of item numbered by `item_counter`. */
export type CounterKind = (typeof COUNTER_KINDS)[number]

/** The next itemId of each kind. */
export type Counters = Readonly<Record<CounterKind, number>>

/** The current itemId counters. */
export function readCounters(sql: SqlClient): Effect.Effect<Counters, SqlError> {
  return Effect.map(sql.unsafe("SELECT kind, next_item FROM item_counter").values, (rows) => {
    const next = new Map(rows.map((row) => [textAt(row, 0), intAt(row, 1)]))
    const of = (kind: CounterKind) => {
      const value = next.get(kind)
      if (value === undefined) throw new Error(`sql adapter: no item counter ${kind}`)
      return [kind, value] as const
    }
    return Object.fromEntries(COUNTER_KINDS.map(of)) as Counters
  })
}

/** Moves the counter of `kind` on by `count` (the itemIds a call used). */
export function advanceCounter(sql: SqlClient, kind: CounterKind, count: number): Effect.Effect<void, SqlError> {
  return count === 0
    ? Effect.void
    : Effect.asVoid(sql.unsafe("UPDATE item_counter SET next_item = next_item + $1 WHERE kind = $2", [count, kind]))
}

/** Every token by id (the rollup has few). */
function loadTokens(sql: SqlClient): Effect.Effect<ReadonlyMap<number, Token>, SqlError> {
  return Effect.map(
    sql.unsafe(`SELECT ${tokenColumns("k")} FROM token k`).values,
    (rows) => new Map(rows.map((row) => tokenOf(row, 0)).map((token) => [token.id, token]))
  )
}

/** The accounts among `idxs`, by index. */
function loadAccounts(
  sql: SqlClient,
  idxs: ReadonlyArray<number>
): Effect.Effect<ReadonlyMap<number, NewAccount>, SqlError> {
  const wanted = [...new Set(idxs)]
  if (wanted.length === 0) return Effect.succeed(new Map())
  return Effect.map(
    sql.unsafe("SELECT idx, token_id, eth_addr, bjj FROM account WHERE idx = ANY($1)", [INT8.bind(wanted)]).values,
    (rows) =>
      new Map(
        rows.map((row): readonly [number, NewAccount] => {
          const idx = AccountIdx.make(intAt(row, 0))
          return [
            idx,
            {
              idx,
              tokenId: TokenId.make(intAt(row, 1)),
              ethAddr: addressOf(bytesAt(row, 2)),
              bjj: keyOf(bytesAt(row, 3))
            }
          ]
        })
      )
  )
}

/** `loaded`'s lookup, a key outside `asked` a defect (`what` names the view and the key's kind). */
function onlyLoaded<K, V>(loaded: ReadonlyMap<K, V>, asked: Iterable<K>, what: string): (key: K) => V | undefined {
  const known = new Set(asked)
  return (key) => {
    if (!known.has(key)) throw new Error(`sql adapter: ${what} ${String(key)}, which was not loaded`)
    return loaded.get(key)
  }
}

/** What a ledger write reads to check its records: every token, the item counters, and the view core's rules read
 * the tokens and the accounts `named` through (asking for another account is a bug). */
export interface LedgerRead {
  readonly tokens: ReadonlyMap<number, Token>
  readonly counters: Counters
  readonly view: LedgerView
}

/** Reads every token, the accounts `named` and the counters (`LedgerRead`). */
export function readLedger(sql: SqlClient, named: ReadonlyArray<number>): Effect.Effect<LedgerRead, SqlError> {
  return Effect.gen(function* () {
    const tokens = yield* loadTokens(sql)
    const accounts = yield* loadAccounts(sql, named)
    const counters = yield* readCounters(sql)
    return {
      tokens,
      counters,
      view: { token: (id) => tokens.get(id), account: onlyLoaded(accounts, named, "ledger view asked for account") }
    }
  })
}

function first<A>(
  sql: SqlClient,
  statement: string,
  values: ReadonlyArray<unknown>,
  decode: (row: Values) => A
): Effect.Effect<A | undefined, SqlError> {
  return Effect.map(sql.unsafe(statement, values).values, (rows) =>
    rows[0] === undefined ? undefined : decode(rows[0])
  )
}

/** The number of the last batch, if any. */
export function lastBatchNum(sql: SqlClient): Effect.Effect<number | undefined, SqlError> {
  return first(sql, "SELECT batch_num FROM batch ORDER BY batch_num DESC LIMIT 1", [], (row) => intAt(row, 0))
}

/** The highest account index, if any. */
export function lastAccountIdx(sql: SqlClient): Effect.Effect<number | undefined, SqlError> {
  return first(sql, "SELECT idx FROM account ORDER BY idx DESC LIMIT 1", [], (row) => intAt(row, 0))
}

/** The unforged L1 user transactions of a queue, in position order. */
export function queuedRecords(
  sql: SqlClient,
  queue: number
): Effect.Effect<ReadonlyArray<TransactionRecord>, SqlError> {
  return Effect.map(
    sql.unsafe(
      `SELECT ${queuedColumns("q")} FROM l1_user_tx q WHERE q.queue_num = $1 AND NOT q.forged ORDER BY q.position`,
      [queue]
    ).values,
    (rows) => rows.map((row) => transactionRecordOf(row, 0))
  )
}

/** Whether a batch forged the queue. */
export function isQueueForged(sql: SqlClient, queue: number): Effect.Effect<boolean, SqlError> {
  return Effect.map(sql.unsafe("SELECT 1 FROM batch WHERE forge_l1_txs_num = $1", [queue]), (rows) => rows.length > 0)
}

/** The ids among `ids` recorded as transactions (forged, or L1 user ones queued). */
export function recordedTransactions(
  sql: SqlClient,
  ids: ReadonlyArray<TxId>
): Effect.Effect<ReadonlySet<TxId>, SqlError> {
  if (ids.length === 0) return Effect.succeed(new Set())
  const param = BYTEA.bind(ids.map(txIdBytes))
  return Effect.map(
    sql.unsafe("SELECT id FROM tx WHERE id = ANY($1) UNION SELECT id FROM l1_user_tx WHERE id = ANY($1)", [param])
      .values,
    (rows) => new Set(rows.map((row) => txIdOf(bytesAt(row, 0))))
  )
}

/** Whether a pool row gives a request field (a requester, unless every one is 0: `requestOf`). */
const GIVES_REQUEST = `(rq_from_idx IS NOT NULL OR rq_to_idx IS NOT NULL OR rq_to_eth_addr IS NOT NULL
  OR rq_to_bjj IS NOT NULL OR rq_token_id IS NOT NULL OR rq_amount IS NOT NULL OR rq_fee IS NOT NULL
  OR rq_nonce IS NOT NULL)`

/** Pool transactions as a ledger call reads them: their statuses and limits, those whose rows give a request field, and
 * the atomic groups they belong to. */
export interface LockedPool {
  readonly statuses: ReadonlyMap<TxId, PoolStatus>
  /** Their `maxNumBatch` (0: no limit). */
  readonly limits: ReadonlyMap<TxId, number>
  /** The ids whose rows give a request field, for `poolRequests` (none: nothing requests). */
  readonly requesters: ReadonlyArray<TxId>
  /** The groups of their rows, for `lockedGroups` (none: no group rule applies). */
  readonly groups: ReadonlyArray<AtomicGroupId>
}

/** The pool transactions among `ids`, their rows locked until the call commits. */
export function poolStatuses(sql: SqlClient, ids: ReadonlyArray<TxId>): Effect.Effect<LockedPool, SqlError> {
  if (ids.length === 0) return Effect.succeed({ statuses: new Map(), limits: new Map(), requesters: [], groups: [] })
  return Effect.map(
    sql.unsafe(
      `SELECT id, ${POOL_STATUS_COLUMNS}, ${GIVES_REQUEST}, atomic_group_id, max_num_batch FROM pool_tx WHERE id = ANY($1) FOR UPDATE`,
      [BYTEA.bind(ids.map(txIdBytes))]
    ).values,
    (rows) => {
      const statuses = new Map<TxId, PoolStatus>()
      const limits = new Map<TxId, number>()
      const requesters: Array<TxId> = []
      const groups = new Set<AtomicGroupId>()
      for (const row of rows) {
        const id = txIdOf(bytesAt(row, 0))
        statuses.set(id, poolStatusOf(row, 1))
        if (boolAt(row, 6)) requesters.push(id)
        const group = bytesOrNullAt(row, 7)
        if (group !== null) groups.add(groupIdOf(group))
        limits.set(id, intAt(row, 8))
      }
      return { statuses, limits, requesters, groups: [...groups] }
    }
  )
}

/** The members of some atomic groups as a ledger call reads them: the group rules' view, and each member's status. */
export interface LockedGroups {
  /** The members by group in the group's order; a transaction of none of these groups reads as undefined (to the
   * group rules, ungrouped). */
  readonly view: GroupView
  readonly statuses: ReadonlyMap<TxId, PoolStatus>
}

/** The statement locking the members of groups $1 (bytea[]), in the order they entered the pool. */
const GROUP_MEMBERS = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.atomic_group_id = ANY($1) ORDER BY p.seq FOR UPDATE`

/** The members of `groups`, their rows locked until the call commits (none asked: no statement). */
export function lockedGroups(
  sql: SqlClient,
  groups: ReadonlyArray<AtomicGroupId>
): Effect.Effect<LockedGroups, SqlError> {
  const members = new Map<AtomicGroupId, Array<PoolRecord>>(groups.map((group) => [group, []]))
  const records = new Map<TxId, PoolRecord>()
  const statuses = new Map<TxId, PoolStatus>()
  const view: GroupView = {
    record: (id) => records.get(id),
    members: (group) => {
      const found = members.get(group)
      if (found === undefined) throw new Error(`sql adapter: group view asked for ${group}, which was not loaded`)
      return found
    }
  }
  if (groups.length === 0) return Effect.succeed({ view, statuses })
  return Effect.map(sql.unsafe(GROUP_MEMBERS, [BYTEA.bind(groups.map(groupIdBytes))]).values, (rows) => {
    for (const row of rows) {
      const record = poolRecordOf(row, 0)
      if (record.atomicGroupId === null) continue
      members.get(record.atomicGroupId)?.push(record)
      records.set(record.id, record)
      statuses.set(record.id, { state: record.state, batchNum: record.batchNum, reason: poolReasonOf(row, 0) })
    }
    return { view, statuses }
  })
}

/** What each pool transaction among `ids` requests (`requestOf`); ids the pool does not hold or that request nothing are absent. */
export function poolRequests(
  sql: SqlClient,
  ids: ReadonlyArray<TxId>
): Effect.Effect<ReadonlyMap<TxId, AtomicFields>, SqlError> {
  if (ids.length === 0) return Effect.succeed(new Map())
  return Effect.map(sql.unsafe(POOL_RECORDS, [BYTEA.bind(ids.map(txIdBytes))]).values, (rows) => {
    const requests = new Map<TxId, AtomicFields>()
    for (const row of rows) {
      const record = poolRecordOf(row, 0)
      const request = requestOf(record)
      if (request !== undefined) requests.set(record.id, request)
    }
    return requests
  })
}

/** A pool view over loaded statuses and limits; `asked` are the ids whose statuses were looked up, the keys of `limits`
 * those whose limits were. */
export function poolView(
  statuses: ReadonlyMap<TxId, PoolStatus>,
  asked: ReadonlyArray<TxId>,
  lastBatch: number | undefined,
  limits: ReadonlyMap<TxId, number>
): PoolView {
  return {
    status: onlyLoaded(statuses, asked, "pool view asked for"),
    lastBatchNum: lastBatch,
    maxNumBatch: onlyLoaded(limits, limits.keys(), "pool view asked for the limit of")
  }
}

/** A batch view over loaded rows: the queue given (and only it: its number, unforged transactions, whether forged) and the recorded ids given. */
export function batchView(
  ledger: LedgerView,
  last: Pick<BatchView, "lastBatchNum" | "lastAccountIdx">,
  queue: { readonly num: number | null; readonly queued: ReadonlyArray<TransactionRecord>; readonly forged: boolean },
  recorded: ReadonlySet<TxId>
): BatchView {
  const ofQueue =
    <A>(value: A) =>
    (num: number): A => {
      if (num !== queue.num) throw new Error(`sql adapter: batch view asked about queue ${num}, which was not loaded`)
      return value
    }
  return {
    ...ledger,
    ...last,
    queuedTransactions: ofQueue(queue.queued),
    isQueueForged: ofQueue(queue.forged),
    transactionExists: (id) => recorded.has(id)
  }
}

/** The hash a block number is recorded with, if it is. */
export function recordedBlockHash(sql: SqlClient, num: EthBlockNum): Effect.Effect<EthHash | undefined, SqlError> {
  return first(sql, "SELECT hash FROM eth_block WHERE num = $1::numeric", [decimal(num)], (row) =>
    hashOf(bytesAt(row, 0))
  )
}

/** Remembers the highest Ethereum block number seen in any record. */
export function noteBlock(sql: SqlClient, num: EthBlockNum): Effect.Effect<void, SqlError> {
  const statement =
    "UPDATE chain_state SET highest_block_num = GREATEST(COALESCE(highest_block_num, $1::numeric), $1::numeric) WHERE id = 1"
  return Effect.asVoid(sql.unsafe(statement, [decimal(num)]))
}

/** The chain's finality at `required` confirmations, as the caller's transaction sees it. */
export function chainFinality(sql: SqlClient, required: number): Effect.Effect<ChainFinality, SqlError> {
  return Effect.map(sql.unsafe(CHAIN_FINALITY, [required]).values, (rows) => chainFinalityOf(rows, required))
}

/** The `finalized` events of the batches final now (at `required` confirmations) that were not `before`. */
export function newlyFinalized(
  sql: SqlClient,
  required: number,
  before: ChainFinality
): Effect.Effect<Array<NewEvent>, SqlError> {
  return Effect.gen(function* () {
    const after = yield* chainFinality(sql, required)
    if (after.lastBlock === null || after.finalizedThrough <= before.finalizedThrough) return []
    const rows = yield* sql.unsafe(BATCHES_FINALIZED, [before.finalizedThrough, after.finalizedThrough]).values
    return finalizedEvents(
      rows.map((row) => ({ batchNum: intAt(row, 0), ethereumBlockNum: bigAt(row, 1) })),
      after.lastBlock
    )
  })
}
