/**
 * The pool state machine (`decisions.md`, `anchor-api.md` §5.7) as pure rules every storage
 * adapter applies the same way: a transaction is added `pend`; the coordinator selects it for the
 * batch it builds (`pend` → `fing`, only for a batch after the last forged one) or discards it
 * with a reason (`pend`/`fing` → `invl`, with the batch that decided it, if any; a replacement posted
 * by its sender does it too, `pool_replacement.ts`); a forged batch
 * makes every pool transaction whose TxID it forges `fged` in that batch (forged batches are
 * facts of the chain, so this applies from `pend`, `fing` and `invl` alike); a reorg to batch n
 * returns every transaction selected, forged or invalidated in a batch after n to `pend`, with no
 * batch and no reason. Selections and invalidations are planned before anything is written: one
 * wrong id rejects the whole call.
 */
import { Result } from "effect";
import type { InvalidationReason } from "../domain/invalidation_reason.ts";
import type { PoolL2TransactionState } from "../domain/pool_transaction.ts";
import { BatchNum } from "../domain/scalars.ts";
import type { TxId } from "../domain/tx_id.ts";
import type { PoolInvalidation } from "../ports/ledger.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** The part of a pool transaction the ledger moves: its state, its batch and why it was discarded. */
export interface PoolStatus {
    readonly state: PoolL2TransactionState;
    /** The batch it is selected for, forged in, or that discarded it; null while pending. */
    readonly batchNum: BatchNum | null;
    /** Why it was discarded (`invl` only): its code and message; null in every other state. */
    readonly reason: InvalidationReason | null;
}
/** A new status for one pool transaction. */
export interface PoolChange {
    readonly id: TxId;
    readonly status: PoolStatus;
}
/** What the pool rules read from the store they validate against. */
export interface PoolView {
    /** The status of the pool transaction with this id, undefined when there is none. */
    readonly status: (id: TxId) => PoolStatus | undefined;
    /** The number of the last forged batch, undefined when there is none. */
    readonly lastBatchNum: number | undefined;
}
/** The status of a transaction just added to the pool. */
export declare const PENDING: PoolStatus;
/** The changes of selecting `ids` for batch `batchNum` (`pend` → `fing`), or why the ledger rejects the selection. */
export declare function planSelection(ids: ReadonlyArray<TxId>, batchNum: number, view: PoolView): Result.Result<ReadonlyArray<PoolChange>, string>;
/** The changes of discarding `invalidations` (`pend`/`fing` → `invl`), or why the ledger rejects them. */
export declare function planInvalidation(invalidations: ReadonlyArray<PoolInvalidation>, batchNum: number | null, view: PoolView): Result.Result<ReadonlyArray<PoolChange>, string>;
/** The changes forging `transactions` in batch `batchNum` makes to the pool: its L2 transactions held there become `fged`. */
export declare function planForged(transactions: ReadonlyArray<Pick<TransactionRecord, "id" | "L1orL2">>, batchNum: number, view: PoolView): ReadonlyArray<PoolChange>;
/** True when a reorg to batch `batchNum` returns a transaction in `status` to `pend`: it moved in a later batch. */
export declare function revertsOnReorg(status: PoolStatus, batchNum: number): boolean;
