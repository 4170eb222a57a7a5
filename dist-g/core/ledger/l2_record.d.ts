/**
 * History records of forged L2 transactions: the TxID from (fromIdx, the sender's token, amount,
 * nonce, fee); sender fields from the sender account; receiver fields from the receiver account
 * (exits go to `zk:EXIT:1` and have none); USD values at the price of the forging moment; the
 * batch's timestamp.
 */
import { Result } from "effect";
import type { NewL2Transaction } from "../ports/ledger.ts";
import type { BatchContext } from "./l1_coordinator_record.ts";
import type { LedgerView } from "./ledger_view.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** The record of an L2 transaction forged in `batch`, or why the ledger rejects it. */
export declare function l2Record(tx: NewL2Transaction, batch: BatchContext, view: LedgerView, itemId: number): Result.Result<TransactionRecord, string>;
