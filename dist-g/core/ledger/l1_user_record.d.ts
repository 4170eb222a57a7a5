/**
 * History records of L1 user transactions. Queued: `batchNum` null, success flags false, the
 * sender fields as the transaction gave them, USD values at the price of the moment it is
 * queued. Forged: `fromAccountIndex` and the sender's address and key come from the effective
 * account (the created one for CreateAccount*), the success flags from the batch, a new itemId;
 * the USD values stay those of the queueing moment (anchor: `amount_usd` is set on insert).
 */
import { Result } from "effect";
import type { L1UserResult, NewL1UserTransaction } from "../ports/ledger.ts";
import type { LedgerView } from "./ledger_view.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** Largest position of an L1 transaction (2 bytes in its TxID). */
export declare const MAX_L1_POSITION = 65535;
/** The record of an L1 user transaction entering its queue, or why the ledger rejects it. */
export declare function queuedL1UserRecord(tx: NewL1UserTransaction, view: LedgerView, itemId: number): Result.Result<TransactionRecord, string>;
/** The record of a queued L1 user transaction once forged in `batchNum`, or why the ledger rejects it. */
export declare function forgedL1UserRecord(queued: TransactionRecord, result: L1UserResult, batchNum: number, view: LedgerView, itemId: number): Result.Result<TransactionRecord, string>;
