import type { HistoryTransaction } from "../domain/history_transaction.ts";
import { type EventKeys, type EventType, type NewEvent } from "../domain/node_event.ts";
import type { PoolL2TransactionState } from "../domain/pool_transaction.ts";
import type { PoolRecord } from "../ports/pool_store.ts";
import type { BatchPlan } from "./batch_plan.ts";
import { type PoolStatus } from "./pool_lifecycle.ts";
import type { TransactionRecord } from "./transaction_record.ts";
/** The keys of a history transaction: its accounts, addresses and keys on either side, token and id. */
export declare function transactionKeys(tx: TransactionRecord): EventKeys;
/** The fields of a pool transaction its event's keys come from. */
export type PoolKeySource = Pick<PoolRecord, "id" | "fromAccountIndex" | "fromZkEthereumAddress" | "fromBJJ" | "toAccountIndex" | "toZkEthereumAddress" | "toBjj" | "tokenId">;
/** The keys of a pool transaction: sender and receiver accounts, addresses and keys, token and id. */
export declare function poolKeys(tx: PoolKeySource): EventKeys;
/** A `transaction` (forged) or `l1` (queued) event of a history transaction. */
export declare function historyEvent(type: Extract<EventType, "transaction" | "l1">, record: TransactionRecord, tx: HistoryTransaction): NewEvent;
/** A `pool` event: the transaction moved from `previous` (null: it entered the pool) to `next`. */
export declare function poolEvent(tx: PoolKeySource, previous: PoolL2TransactionState | null, next: PoolStatus): NewEvent;
/** The events of a replacement: `record` entering the pool, then each replaced transaction invalidated (`replaced`). */
export declare function replacementEvents(record: PoolKeySource, replaced: ReadonlyArray<PoolMove>): Array<NewEvent>;
/** The `batch` event of a forged batch. */
export declare function batchEvent(plan: BatchPlan): NewEvent;
/** The `reorg` event of rolling the chain back to `batchNum`. */
export declare function reorgEvent(batchNum: number): NewEvent;
/** A pool transaction whose state a ledger call changes: what its event needs. */
export interface PoolMove {
    readonly tx: PoolKeySource;
    readonly previous: PoolL2TransactionState;
    readonly next: PoolStatus;
}
/**
 * The events of forging a batch: `batch`, each forged transaction (its record rendered by
 * `render`, with its token as the ledger has it now), then each pool transaction it forged.
 */
export declare function forgedBatchEvents(plan: BatchPlan, render: (record: TransactionRecord) => HistoryTransaction, poolMoves: ReadonlyArray<PoolMove>): Array<NewEvent>;
