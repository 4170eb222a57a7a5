/** History rows: forged ones in `tx`, queued L1 ones in `l1_user_tx`, selected with the same columns so one decoder rebuilds them. */
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts";
import { type Values } from "./row.ts";
/** How many columns `forgedColumns` and `queuedColumns` select. */
export declare const TRANSACTION_WIDTH: number;
/** The select list of a forged transaction of `tx` aliased `alias`. */
export declare function forgedColumns(alias: string): string;
/** The select list of a queued L1 user transaction of `l1_user_tx` aliased `alias`, shaped like a forged one. */
export declare function queuedColumns(alias: string): string;
/** The record of a row whose columns from `at` on were selected with `forgedColumns` or `queuedColumns`. */
export declare function transactionRecordOf(row: Values, at: number): TransactionRecord;
