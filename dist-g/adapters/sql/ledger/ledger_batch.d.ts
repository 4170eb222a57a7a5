/**
 * Writing a validated batch plan in set form, every row with its ordinals; the batch row keeps the itemId ranges (a
 * batch filter is a range; a reorg deletes from there), counts and L1 delays later reads need. Also queued L1 user transactions' insert.
 */
import { Effect } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import type { BatchPlan, ItemIdStart } from "../../../core/ledger/batch_plan.ts";
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts";
import { type SetInsert } from "./ordinals.ts";
/** The insert of forged transactions into `tx`, with its ordinals. */
export declare const INSERT_FORGED: SetInsert<TransactionRecord>;
/** The insert of queued L1 user transactions into `l1_user_tx` (not forged yet). */
export declare const INSERT_QUEUED: SetInsert<TransactionRecord>;
/** Writes a validated batch plan whose itemIds start at `start`. */
export declare function writeBatchPlan(sql: SqlClient, plan: BatchPlan, start: ItemIdStart): Effect.Effect<void, SqlError>;
