/** Forging a batch on PostgreSQL: what the batch names read (tokens, the queue, the accounts, the counters, the state
 * tree's base, the pool's rows through `ForgingReads`), the whole batch planned by core's `planForging` in one call, then
 * the plan written: the block, the batch's rows, the state tree's nodes, the counters and the pool's moves in one
 * statement. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { Batch } from "../../../core/domain/batch.ts"
import type { NewEvent } from "../../../core/domain/node_event.ts"
import { JUST_FORGED } from "../../../core/ledger/chain_finality.ts"
import { forgedBatchEvents } from "../../../core/ledger/event_records.ts"
import { type ForgingReads, planForging } from "../../../core/ledger/pool_moves.ts"
import { historyTransaction, type TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import {
  type LedgerRejected,
  type NewBatch,
  type NewBlock,
  orReject,
  rejectLedgerCall
} from "../../../core/ports/ledger.ts"
import type { Poseidon } from "../../../core/ports/poseidon_hasher.ts"
import { decimal, hashBytes } from "../rows/codecs.ts"
import type { TemplateMaker } from "../templates/item_templates.ts"
import { writeBatchPlan } from "./ledger_batch.ts"
import {
  advanceCounter,
  batchView,
  chainFinality,
  isQueueForged,
  lastAccountIdx,
  lastBatchNum,
  newlyFinalized,
  noteBlock,
  queuedRecords,
  readLedger,
  recordedBlockHash,
  recordedTransactions
} from "./ledger_reads.ts"
import { applyPoolChanges } from "./pool_changes.ts"
import { forgingPool, limitedPool, poolReadStatuses } from "./pool_reads.ts"
import { pruneStateNodes, stateTreeBase, writeStateNodes } from "./state_tree_nodes.ts"

/** What forging reads beside its input: the state tree's hash, the rendering cache's templates, how many batches' trees
 * are kept, and the confirmations a batch needs to be final. */
export interface ForgingSettings {
  readonly poseidon: Poseidon
  readonly templates: TemplateMaker | undefined
  readonly retention: number | undefined
  readonly required: number
}

/** A ledger call's work: its result and the events it records. */
export interface Recorded<A> {
  readonly value: A
  readonly events: ReadonlyArray<NewEvent>
}

/** Why `block` cannot be recorded (another hash recorded at its number), or undefined. */
export function blockConflict(sql: SqlClient, block: NewBlock): Effect.Effect<string | undefined, SqlError> {
  return Effect.map(recordedBlockHash(sql, block.num), (known) =>
    known !== undefined && known !== block.hash
      ? `block ${block.num} is already recorded with hash ${known}`
      : undefined
  )
}

/** Records `block` unless its number is recorded (with the same hash: `blockConflict` first). */
export function storeBlock(sql: SqlClient, block: NewBlock): Effect.Effect<void, SqlError> {
  return Effect.andThen(
    sql.unsafe(
      "INSERT INTO eth_block (num, hash, timestamp) VALUES ($1::numeric, $2, $3) ON CONFLICT (num) DO NOTHING",
      [decimal(block.num), hashBytes(block.hash), block.timestamp]
    ),
    noteBlock(sql, block.num)
  )
}

/** The accounts a batch input names (every index `planBatch` may look up). */
function accountsNamed(input: NewBatch, queuedReceivers: ReadonlyArray<number>): Array<number> {
  return [
    ...input.createdAccounts.map((a) => a.idx),
    ...input.accountUpdates.map((u) => u.idx),
    ...input.l1UserResults.map((r) => r.effectiveFromIdx),
    ...queuedReceivers,
    ...input.l1CoordinatorTransactions.map((t) => t.createdIdx),
    ...input.l2Transactions.flatMap((t) => [t.fromIdx, t.toIdx]),
    ...input.exits.map((x) => x.idx)
  ]
}

/** Forges the batch `input` in the transaction the caller holds: read, planned whole by core, written; the batch and
 * its events (forged, the pool's moves, the batches final now). */
export function forgeBatch(
  sql: SqlClient,
  input: NewBatch,
  { poseidon, templates, retention, required }: ForgingSettings
): Effect.Effect<Recorded<Batch>, LedgerRejected | SqlError> {
  return Effect.gen(function* () {
    const block: NewBlock = {
      num: input.ethereumBlockNum,
      hash: input.ethereumBlockHash,
      timestamp: input.timestamp
    }
    const conflict = yield* blockConflict(sql, block)
    if (conflict !== undefined) return yield* rejectLedgerCall(`batch ${input.batchNum}: ${conflict}`)
    const queue = input.forgeL1TransactionsNum
    const queued = queue === null ? [] : yield* queuedRecords(sql, queue)
    const queueForged = queue === null ? false : yield* isQueueForged(sql, queue)
    const { tokens, counters, view } = yield* readLedger(
      sql,
      accountsNamed(
        input,
        queued.map((r) => r.toAccountIndex.idx)
      )
    )
    const start = {
      batch: counters.batch,
      account: counters.account,
      transaction: counters.transaction,
      exit: counters.exit
    }
    const last = { lastBatchNum: yield* lastBatchNum(sql), lastAccountIdx: yield* lastAccountIdx(sql) }
    // The pool's rows read for the plan (locked): their statuses are where the pool's moves start.
    const pool = poolReadStatuses()
    const reads: ForgingReads<SqlError> = {
      batch: batchView(view, last, { num: queue, queued, forged: queueForged }, new Set()),
      start,
      tree: (keys) => stateTreeBase(sql, keys, last.lastBatchNum, poseidon),
      recorded: (ids) => recordedTransactions(sql, ids),
      pool: (ids) => pool.read(forgingPool(sql, ids, input.batchNum)),
      limited: (batchNum, returning) => pool.read(limitedPool(sql, batchNum, returning))
    }
    const planned = yield* planForging(input, reads)
    const { batch: plan, pool: changes } = yield* orReject(planned)
    const before = yield* chainFinality(sql, required)
    yield* storeBlock(sql, block)
    yield* writeBatchPlan(sql, plan, start, templates)
    yield* writeStateNodes(sql, input.batchNum, plan.stateTree.nodes)
    if (retention !== undefined) yield* pruneStateNodes(sql, input.batchNum - retention)
    yield* advanceCounter(sql, "batch", 1)
    yield* advanceCounter(sql, "account", plan.accounts.length)
    yield* advanceCounter(sql, "transaction", plan.transactions.length)
    yield* advanceCounter(sql, "exit", plan.exits.length)
    const moves = yield* applyPoolChanges(sql, changes, pool.previous)
    const render = (record: TransactionRecord) => {
      const token = tokens.get(record.tokenId)
      if (token === undefined)
        throw new Error(`sql adapter: token ${record.tokenId} of a forged transaction was not loaded`)
      return historyTransaction(record, token, JUST_FORGED)
    }
    return {
      value: plan.batch,
      events: [...forgedBatchEvents(plan, render, moves), ...(yield* newlyFinalized(sql, required, before))]
    }
  })
}
