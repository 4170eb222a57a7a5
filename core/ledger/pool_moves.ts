/** The ledger's pool writes planned whole: each function reads what its adapter read (a view) and returns every change
 * the write makes, or why it is refused, with the lifecycle rules (`pool_lifecycle.ts`), the limit (`max_num_batch.ts`)
 * and the group rules (`pool_groups.ts`) already applied; the adapter applies the changes in one step. */
import { Effect, Result } from "effect"
import type { TxId } from "../domain/tx_id.ts"
import type { NewBatch, PoolInvalidation } from "../ports/ledger.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import { unsatisfiedRequest } from "./atomic_batch.ts"
import type { AtomicFields } from "./atomic_request.ts"
import { type BatchPlan, type ItemIdStart, planBatch } from "./batch_plan.ts"
import { type StateTreeBase, stateTreeKeys } from "./batch_state_tree.ts"
import type { BatchView } from "./ledger_view.ts"
import { forgedPastLimit } from "./max_num_batch.ts"
import { type GroupView, splitForging, splitSelection, withGroupInvalidations } from "./pool_groups.ts"
import {
  type PoolChange,
  type PoolView,
  planExpiry,
  planForged,
  planInvalidation,
  planReorg,
  planSelection
} from "./pool_lifecycle.ts"
import { statusOf, withStatus } from "./pool_record.ts"

/** What a pool write reads of the pool: statuses and limits (`PoolView`) and the atomic groups (`GroupView`). */
export type PoolMoveView = PoolView & GroupView

/** The changes of selecting `ids` for batch `batchNum`, or why the selection is refused (`planSelection`, then a group
 * it would split: `splitSelection`). */
export function selectionMoves(
  ids: ReadonlyArray<TxId>,
  batchNum: number,
  view: PoolMoveView
): Result.Result<ReadonlyArray<PoolChange>, string> {
  const changes = planSelection(ids, batchNum, view)
  if (Result.isFailure(changes)) return changes
  const split = splitSelection(ids, batchNum, view)
  return split === undefined ? changes : Result.fail(split)
}

/** The changes of discarding `invalidations` with the members that request them (`withGroupInvalidations`), or why
 * the ledger refuses them (`planInvalidation`). */
export function invalidationMoves(
  invalidations: ReadonlyArray<PoolInvalidation>,
  batchNum: number | null,
  view: PoolMoveView
): Result.Result<ReadonlyArray<PoolChange>, string> {
  return planInvalidation(withGroupInvalidations(invalidations, view), batchNum, view)
}

/** The changes once `lastBatchNum` is the last batch (forged, or left by a reorg): the live transactions among `limited`
 * the next batch is past (`planExpiry`) become invl with the members that request them, with that batch. `view` holds
 * at least their groups' members. */
export function expiryMoves(
  limited: Iterable<PoolRecord>,
  lastBatchNum: number,
  view: PoolMoveView
): ReadonlyArray<PoolChange> {
  const expired = planExpiry(limited, lastBatchNum)
  if (expired.length === 0) return []
  const changes = invalidationMoves(expired, lastBatchNum, view)
  if (Result.isFailure(changes))
    throw new Error(`ledger invariant broken: the pool's expiry is refused: ${changes.failure}`)
  return changes.success
}

/** `record` with the status `change` gives it. */
function moved(record: PoolRecord, change: PoolChange | undefined): PoolRecord {
  return change === undefined ? record : withStatus(record, change.status)
}

/** `view` and `records` as they read once `changes` are applied. */
function afterMoves(
  view: PoolMoveView,
  records: ReadonlyArray<PoolRecord>,
  changes: ReadonlyArray<PoolChange>
): { readonly view: PoolMoveView; readonly records: ReadonlyArray<PoolRecord> } {
  if (changes.length === 0) return { view, records }
  const byId = new Map(changes.map((change) => [change.id, change]))
  const recordOf = (record: PoolRecord) => moved(record, byId.get(record.id))
  return {
    view: {
      lastBatchNum: view.lastBatchNum,
      maxNumBatch: view.maxNumBatch,
      status: (id) => byId.get(id)?.status ?? view.status(id),
      record: (id) => {
        const record = view.record(id)
        return record === undefined ? undefined : recordOf(record)
      },
      members: (group) => view.members(group).map(recordOf)
    },
    records: records.map(recordOf)
  }
}

/** What forging a batch reads of the pool, once the batch's L2 transactions are known. */
export interface ForgingPool {
  /** The pool's rows of the batch's L2 transactions and their groups' members. */
  readonly view: PoolMoveView
  /** What the pool transaction with an id requests (undefined: none, or the pool does not hold it). */
  readonly requestOf: (id: TxId) => AtomicFields | undefined
}

/** The live pool transactions limited to the batch forged or below, and a view holding their groups' members. */
export interface LimitedPool {
  readonly limited: ReadonlyArray<PoolRecord>
  readonly view: PoolMoveView
}

/** What forging a batch reads, as its adapter answers: the batch's view, its numbering and tree, then (`E`: the
 * adapter's read failure) which TxIDs are recorded, the pool's rows of the batch, and the pool's limited rows. */
export interface ForgingReads<E> {
  /** The batch's view; its `transactionExists` is not asked (`recorded` is). */
  readonly batch: BatchView
  readonly start: ItemIdStart
  /** The state tree the batch starts from, read at the account keys it touches (`stateTreeKeys`). */
  readonly tree: (keys: ReadonlyArray<number>) => Effect.Effect<StateTreeBase, E>
  /** Those of `ids` recorded already (forged or queued). */
  readonly recorded: (ids: ReadonlyArray<TxId>) => Effect.Effect<ReadonlySet<TxId>, E>
  /** The pool's rows of the L2 transactions `ids`, locked until the write ends. */
  readonly pool: (ids: ReadonlyArray<TxId>) => Effect.Effect<ForgingPool, E>
  /** The pool transactions whose limit is at most `batchNum`, with their groups, locked until the write ends (`LimitedRead`). */
  readonly limited: LimitedRead<E>
}

/** The pool transactions whose limit is set and at most `lastBatchNum` that are live or among `returning` (which a
 * reorg returns to `pend`), in the pool's order, with their groups' members: what the expiry reads (`E`: the adapter's
 * read failure). */
export type LimitedRead<E> = (lastBatchNum: number, returning: ReadonlyArray<TxId>) => Effect.Effect<LimitedPool, E>

/** A batch's forging planned whole: the batch (`planBatch`) and the pool's changes, the forged ones then the expired. */
export interface ForgingPlan {
  readonly batch: BatchPlan
  readonly pool: ReadonlyArray<PoolChange>
}

/**
 * The forging of `input` over what `reads` reads, or why it is refused: the batch planned (`planBatch`, asking which of
 * the TxIDs it looked up are recorded, then planned again with the truth when one is: it stops at the first), each
 * request satisfied (`unsatisfiedRequest`), no group split (`splitForging`), none past its limit (`forgedPastLimit`);
 * then its L2 transactions held in the pool become fged (`planForged`) and, with the batch forged last, those the next
 * batch is past become invl with the members that request them (`expiryMoves`).
 */
export function planForging<E>(
  input: NewBatch,
  reads: ForgingReads<E>
): Effect.Effect<Result.Result<ForgingPlan, string>, E> {
  return Effect.gen(function* () {
    const tree = yield* reads.tree(stateTreeKeys(input))
    const asked: Array<TxId> = []
    const first = planBatch(
      input,
      {
        ...reads.batch,
        transactionExists: (id) => {
          asked.push(id)
          return false
        }
      },
      reads.start,
      tree
    )
    const recorded = asked.length === 0 ? new Set<TxId>() : yield* reads.recorded(asked)
    const planned =
      recorded.size === 0
        ? first
        : planBatch(input, { ...reads.batch, transactionExists: (id) => recorded.has(id) }, reads.start, tree)
    if (Result.isFailure(planned)) return Result.fail(planned.failure)
    const batch = planned.success
    const pool = yield* reads.pool(batch.transactions.filter((r) => r.L1orL2 === "L2").map((r) => r.id))
    const refusal =
      unsatisfiedRequest(batch.transactions, pool.requestOf) ??
      splitForging(batch.transactions, pool.view) ??
      forgedPastLimit(batch.transactions, input.batchNum, pool.view.maxNumBatch)
    if (refusal !== undefined) return Result.fail(refusal)
    const forged = planForged(batch.transactions, input.batchNum, pool.view)
    const limited = yield* reads.limited(input.batchNum, [])
    const after = afterMoves(limited.view, limited.limited, forged)
    return Result.succeed({
      batch,
      pool: [...forged, ...expiryMoves(after.records, input.batchNum, after.view)]
    })
  })
}

/** What a reorg reads of the pool, as its adapter answers (`E`: its read failure). */
export interface ReorgReads<E> {
  /** The pool transactions selected, forged or discarded in a batch after the reorg's, locked until the write ends. */
  readonly moved: Effect.Effect<ReadonlyArray<PoolRecord>, E>
  /** The limited rows once the reorg's last batch is known, the ones it returns to `pend` included (`LimitedRead`). */
  readonly limited: LimitedRead<E>
}

/** Where a reorg leaves the chain: the last batch it keeps (undefined: none) and whether it removed any. */
export interface ReorgOutcome {
  readonly lastBatchNum: number | undefined
  readonly removed: boolean
}

/**
 * The pool's changes of a reorg to batch `batchNum`, in the order their events are recorded: the transactions that moved
 * in a later batch return to `pend` (`planReorg`); then, when the reorg changed anything, those the batch after the one it
 * leaves last is past become invl with the members that request them (`expiryMoves`), a transaction just returned
 * included (it then moves twice).
 */
export function planPoolReorg<E>(
  batchNum: number,
  outcome: ReorgOutcome,
  reads: ReorgReads<E>
): Effect.Effect<ReadonlyArray<PoolChange>, E> {
  return Effect.gen(function* () {
    const reverted: Array<PoolChange> = []
    for (const record of yield* reads.moved) {
      const change = planReorg({ id: record.id, status: statusOf(record) }, batchNum)
      if (change !== undefined) reverted.push(change)
    }
    const last = outcome.lastBatchNum
    if (last === undefined || (!outcome.removed && reverted.length === 0)) return reverted
    const limited = yield* reads.limited(
      last,
      reverted.map((change) => change.id)
    )
    const after = afterMoves(limited.view, limited.limited, reverted)
    return [...reverted, ...expiryMoves(after.records, last, after.view)]
  })
}
