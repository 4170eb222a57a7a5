/**
 * Pool transaction rows: the columns of `pool_tx`, their decoding by position into the stored record and why it was
 * dropped, its insert, and the update of statuses (state, batch and reason).
 */
import type { InvalidationReason } from "../../../core/domain/invalidation_reason.ts";
import type { PoolChange } from "../../../core/ledger/pool_lifecycle.ts";
import type { PoolRecord } from "../../../core/ports/pool_store.ts";
import { type Values } from "./row.ts";
/** How many columns `poolColumns` selects. */
export declare const POOL_WIDTH: number;
/** Every column of a pool row, as selected from `pool_tx` aliased `alias`. */
export declare const poolColumns: (alias: string) => string;
/** The stored record of a row whose columns from `at` on were selected with `poolColumns`. */
export declare function poolRecordOf(row: Values, at: number): PoolRecord;
/** Why a pool transaction was dropped, from its `reason` and `reason_code` columns at positions `message` and `code`, or null. */
export declare function invalidationReasonAt(row: Values, message: number, code: number): InvalidationReason | null;
/** Why the transaction of a row whose columns from `at` on were selected with `poolColumns` was dropped, or null. */
export declare function poolReasonOf(row: Values, at: number): InvalidationReason | null;
/** The statement inserting a pool record ($1 … $28, as `poolParams` gives them) unless its id is taken, returning whether it did. */
export declare const INSERT_POOL: string;
/** The parameters of `INSERT_POOL` for a record. */
export declare function poolParams(record: PoolRecord): ReadonlyArray<unknown>;
/** The statement setting pool transactions' state, batch and reason ($1 ids, $2 states, $3 batches, $4 messages, $5 codes), returning the changed rows. */
export declare const UPDATE_POOL_STATUS: string;
/** The parameters of `UPDATE_POOL_STATUS` for `changes`. */
export declare function poolStatusParams(changes: ReadonlyArray<PoolChange>): ReadonlyArray<unknown>;
