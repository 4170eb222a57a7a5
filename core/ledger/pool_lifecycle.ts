/** The pool state machine as pure rules every storage adapter applies alike (`pend` → `fing` → `fged`, or `invl`);
 * moves are planned before anything is written, so one wrong id rejects the whole call. */
import { Result } from "effect"
import type { InvalidationReason } from "../domain/invalidation_reason.ts"
import { storableTextProblem } from "../domain/plain_text.ts"
import type { PoolL2TransactionState } from "../domain/pool_transaction.ts"
import { BatchNum } from "../domain/scalars.ts"
import type { TxId } from "../domain/tx_id.ts"
import type { PoolInvalidation } from "../ports/ledger.ts"
import type { PoolRecord } from "../ports/pool_store.ts"
import { expiry, isPastLimit, pastLimitMessage } from "./max_num_batch.ts"
import type { TransactionRecord } from "./transaction_record.ts"

/** The part of a pool transaction the ledger moves: its state, its batch and why it was discarded. */
export interface PoolStatus {
  readonly state: PoolL2TransactionState
  /** The batch it is selected for, forged in, or that discarded it; null while pending. */
  readonly batchNum: BatchNum | null
  /** Why it was discarded (`invl` only): its code and message; null in every other state. */
  readonly reason: InvalidationReason | null
}

/** A new status for one pool transaction. */
export interface PoolChange {
  readonly id: TxId
  readonly status: PoolStatus
  /** Its new rollback record: the batch a reorg undid its forging in, null (forged again: cleared); absent: kept as it is. */
  readonly rolledBackFrom?: BatchNum | null
}

/** What the pool rules read from the store they validate against. */
export interface PoolView {
  /** The status of the pool transaction with this id, undefined when there is none. */
  readonly status: (id: TxId) => PoolStatus | undefined
  /** The number of the last forged batch, undefined when there is none. */
  readonly lastBatchNum: number | undefined
  /** The `maxNumBatch` of the pool transaction with this id (0: no limit), undefined when there is none. */
  readonly maxNumBatch: (id: TxId) => number | undefined
}

/** Whether a pool transaction is live: pending or being forged (a forged or invalid one is not; a live member still
 * moves with its group). */
export function isLive(member: { readonly state: PoolL2TransactionState }): boolean {
  return member.state === "pend" || member.state === "fing"
}

/** The status of a transaction just added to the pool. */
export const PENDING: PoolStatus = { state: "pend", batchNum: null, reason: null }

/** The current status of `id`, or why it cannot move: unknown, listed twice, or in a state other than `from`. */
function movable(
  id: TxId,
  view: PoolView,
  seen: Set<TxId>,
  from: ReadonlyArray<PoolL2TransactionState>
): Result.Result<PoolStatus, string> {
  const status = view.status(id)
  if (status === undefined) return Result.fail(`unknown pool transaction ${id}`)
  if (seen.has(id)) return Result.fail(`pool transaction ${id} is listed twice`)
  seen.add(id)
  if (!from.includes(status.state)) {
    return Result.fail(`pool transaction ${id} is ${status.state}, not ${from.join(" or ")}`)
  }
  return Result.succeed(status)
}

/** The changes of selecting `ids` for batch `batchNum` (`pend` → `fing`), or why the ledger rejects the selection (one
 * past its `maxNumBatch` included). */
export function planSelection(
  ids: ReadonlyArray<TxId>,
  batchNum: number,
  view: PoolView
): Result.Result<ReadonlyArray<PoolChange>, string> {
  if (view.lastBatchNum !== undefined && batchNum <= view.lastBatchNum) {
    return Result.fail(`cannot select for batch ${batchNum}: batch ${view.lastBatchNum} is already forged`)
  }
  const seen = new Set<TxId>()
  const changes: Array<PoolChange> = []
  for (const id of ids) {
    const current = movable(id, view, seen, ["pend"])
    if (Result.isFailure(current)) return Result.fail(current.failure)
    const limit = view.maxNumBatch(id) ?? 0
    if (isPastLimit(limit, batchNum)) return Result.fail(`selecting ${id}: ${pastLimitMessage(limit, batchNum)}`)
    changes.push({ id, status: { state: "fing", batchNum: BatchNum.make(batchNum), reason: null } })
  }
  return Result.succeed(changes)
}

/** The changes of discarding `invalidations` (`pend`/`fing` → `invl`), or why the ledger rejects them. */
export function planInvalidation(
  invalidations: ReadonlyArray<PoolInvalidation>,
  batchNum: number | null,
  view: PoolView
): Result.Result<ReadonlyArray<PoolChange>, string> {
  const seen = new Set<TxId>()
  const changes: Array<PoolChange> = []
  for (const { id, reason, code } of invalidations) {
    const current = movable(id, view, seen, ["pend", "fing"])
    if (Result.isFailure(current)) return Result.fail(current.failure)
    if (reason.trim() === "") return Result.fail(`invalidation of pool transaction ${id} has no reason`)
    const unstorable = storableTextProblem(reason)
    if (unstorable !== undefined) return Result.fail(`invalidation of pool transaction ${id}: ${unstorable}`)
    changes.push({
      id,
      status: {
        state: "invl",
        batchNum: batchNum === null ? null : BatchNum.make(batchNum),
        reason: { code: code ?? "other", message: reason }
      }
    })
  }
  return Result.succeed(changes)
}

/**
 * The invalidations of the live transactions among `limited` that the next batch, `lastBatchNum` + 1, is past (code
 * `maxNumBatchExceeded`): what a forged batch or a reorg leaving `lastBatchNum` the last one invalidates, with that
 * batch, through `planInvalidation` once the group rules add the members that request them (`withGroupInvalidations`).
 */
export function planExpiry(limited: Iterable<PoolRecord>, lastBatchNum: number): ReadonlyArray<PoolInvalidation> {
  const next = lastBatchNum + 1
  const expired: Array<PoolInvalidation> = []
  for (const record of limited) {
    if (isLive(record) && isPastLimit(record.maxNumBatch, next)) expired.push(expiry(record, next))
  }
  return expired
}

/** The changes forging `transactions` in batch `batchNum` makes to the pool: its L2 transactions held there become `fged`. */
export function planForged(
  transactions: ReadonlyArray<Pick<TransactionRecord, "id" | "L1orL2">>,
  batchNum: number,
  view: PoolView
): ReadonlyArray<PoolChange> {
  const changes: Array<PoolChange> = []
  for (const tx of transactions) {
    if (tx.L1orL2 !== "L2") continue
    const current = view.status(tx.id)
    if (current === undefined || current.state === "fged") continue
    changes.push({
      id: tx.id,
      status: { state: "fged", batchNum: BatchNum.make(batchNum), reason: null },
      rolledBackFrom: null
    })
  }
  return changes
}

/** True when a reorg to batch `batchNum` returns a transaction in `status` to `pend`: it moved in a later batch. */
export function revertsOnReorg(status: PoolStatus, batchNum: number): boolean {
  return status.state !== "pend" && status.batchNum !== null && status.batchNum > batchNum
}

/**
 * The change a reorg to batch `batchNum` makes to the pool transaction `current` describes (its id and status): back to
 * `pend`, recording the batch when the reorg undid its forging there; undefined when the reorg leaves it as it is.
 */
export function planReorg(current: PoolChange, batchNum: number): PoolChange | undefined {
  const { id, status } = current
  if (!revertsOnReorg(status, batchNum)) return undefined
  return status.state === "fged" ? { id, status: PENDING, rolledBackFrom: status.batchNum } : { id, status: PENDING }
}
