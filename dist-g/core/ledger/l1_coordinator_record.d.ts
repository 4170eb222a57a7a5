/**
 * History records of L1 coordinator transactions: the account creations a coordinator adds to
 * its batch. As the anchor records them: type CreateAccountDeposit, userOrigin false, no queue
 * (toForgeL1TransactionsNum null), amount and deposit 0 (so no USD values), both success flags
 * true, sender = the created account and its owner, receiver index 0, timestamp and Ethereum
 * block of the batch.
 */
import { Result } from "effect";
import type { NewBatch, NewL1CoordinatorTransaction } from "../ports/ledger.ts";
import type { LedgerView } from "./ledger_view.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** The batch fields a forged transaction record takes. */
export type BatchContext = Pick<NewBatch, "batchNum" | "timestamp" | "ethereumBlockNum">;
/** The record of an L1 coordinator transaction forged in `batch`, or why the ledger rejects it. */
export declare function l1CoordinatorRecord(tx: NewL1CoordinatorTransaction, batch: BatchContext, view: LedgerView, itemId: number): Result.Result<TransactionRecord, string>;
