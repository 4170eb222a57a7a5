/**
 * Forging a batch, planned before anything is written: every contradiction with the stored data
 * is found first (so an adapter applies the plan all or nothing), then every derived value is
 * computed the way the anchor does. Numbering: a batch follows the last one (the first is 0 or
 * 1); account indexes only grow; every transaction forged in the batch — the queued L1 user ones
 * (which get a new itemId), the coordinator's and the L2 ones — gets the next itemIds in position
 * order; exits the next exit itemIds in account index order.
 */
import { Result } from "effect";
import type { Batch } from "../domain/batch.ts";
import { ItemId } from "../domain/scalars.ts";
import type { AccountUpdate, NewAccount, NewBatch } from "../ports/ledger.ts";
import { type ExitRecord } from "./exit_record.ts";
import type { BatchView } from "./ledger_view.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** Largest number of tokens in a batch's collected fees. */
export declare const MAX_COLLECTED_FEE_TOKENS = 64;
/** The first free itemId of each kind of item a batch adds. */
export interface ItemIdStart {
    readonly batch: number;
    readonly account: number;
    readonly transaction: number;
    readonly exit: number;
}
/** An account created by the batch, with its itemId. */
export interface CreatedAccount {
    readonly itemId: ItemId;
    readonly account: NewAccount;
}
/** Everything a batch writes, derived and checked. */
export interface BatchPlan {
    readonly batch: Batch;
    /** Accounts created, in itemId (= index) order. */
    readonly accounts: ReadonlyArray<CreatedAccount>;
    /** Every transaction forged in the batch, in itemId (= position) order; the L1 user ones replace their queued records. */
    readonly transactions: ReadonlyArray<TransactionRecord>;
    /** Account states after the batch, one per account. */
    readonly accountUpdates: ReadonlyArray<AccountUpdate>;
    /** Exit leaves, in itemId (= account index) order. */
    readonly exits: ReadonlyArray<ExitRecord>;
}
/** The plan of forging `input`, or why the ledger rejects it. */
export declare function planBatch(input: NewBatch, view: BatchView, start: ItemIdStart): Result.Result<BatchPlan, string>;
