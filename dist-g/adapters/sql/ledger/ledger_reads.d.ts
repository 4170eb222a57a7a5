/**
 * What a ledger call loads in its transaction before planning, and the synchronous views core validates
 * against. Asking a view what was not loaded is a defect (a missed load would otherwise answer "unknown").
 */
import { Effect } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import { type EthBlockNum, type EthHash } from "../../../core/domain/scalars.ts";
import type { Token } from "../../../core/domain/token.ts";
import type { TxId } from "../../../core/domain/tx_id.ts";
import type { BatchView, LedgerView } from "../../../core/ledger/ledger_view.ts";
import type { PoolStatus, PoolView } from "../../../core/ledger/pool_lifecycle.ts";
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts";
import type { NewAccount } from "../../../core/ports/ledger.ts";
/** The kinds of items numbered by `item_counter`. */
declare const COUNTER_KINDS: readonly ["token", "account", "batch", "transaction", "exit", "bid", "coordinator"];
/** A kind of item numbered by `item_counter`. */
export type CounterKind = typeof COUNTER_KINDS[number];
/** The next itemId of each kind. */
export type Counters = Readonly<Record<CounterKind, number>>;
/** The current itemId counters. */
export declare function readCounters(sql: SqlClient): Effect.Effect<Counters, SqlError>;
/** Moves the counter of `kind` on by `count` (the itemIds a call used). */
export declare function advanceCounter(sql: SqlClient, kind: CounterKind, count: number): Effect.Effect<void, SqlError>;
/** Every token by id (the rollup has few). */
export declare function loadTokens(sql: SqlClient): Effect.Effect<ReadonlyMap<number, Token>, SqlError>;
/** The accounts among `idxs`, by index. */
export declare function loadAccounts(sql: SqlClient, idxs: ReadonlyArray<number>): Effect.Effect<ReadonlyMap<number, NewAccount>, SqlError>;
/** A view over loaded tokens and accounts; `accountsAsked` are the indexes that were looked up. */
export declare function ledgerView(tokens: ReadonlyMap<number, Token>, accounts: ReadonlyMap<number, NewAccount>, accountsAsked: ReadonlyArray<number>): LedgerView;
/** The number of the last batch, if any. */
export declare function lastBatchNum(sql: SqlClient): Effect.Effect<number | undefined, SqlError>;
/** The highest account index, if any. */
export declare function lastAccountIdx(sql: SqlClient): Effect.Effect<number | undefined, SqlError>;
/** The unforged L1 user transactions of a queue, in position order. */
export declare function queuedRecords(sql: SqlClient, queue: number): Effect.Effect<ReadonlyArray<TransactionRecord>, SqlError>;
/** Whether a batch forged the queue. */
export declare function isQueueForged(sql: SqlClient, queue: number): Effect.Effect<boolean, SqlError>;
/** The ids among `ids` recorded as transactions (forged, or L1 user ones queued). */
export declare function recordedTransactions(sql: SqlClient, ids: ReadonlyArray<TxId>): Effect.Effect<ReadonlySet<TxId>, SqlError>;
/** The statuses of the pool transactions among `ids`, their rows locked until the call commits. */
export declare function poolStatuses(sql: SqlClient, ids: ReadonlyArray<TxId>): Effect.Effect<ReadonlyMap<TxId, PoolStatus>, SqlError>;
/** A pool view over loaded statuses; `asked` are the ids that were looked up. */
export declare function poolView(statuses: ReadonlyMap<TxId, PoolStatus>, asked: ReadonlyArray<TxId>, lastBatch: number | undefined): PoolView;
/** A batch view over loaded rows: the queue given (and only it: its number, unforged transactions, whether forged) and the recorded ids given. */
export declare function batchView(ledger: LedgerView, last: Pick<BatchView, "lastBatchNum" | "lastAccountIdx">, queue: {
    readonly num: number | null;
    readonly queued: ReadonlyArray<TransactionRecord>;
    readonly forged: boolean;
}, recorded: ReadonlySet<TxId>): BatchView;
/** The hash a block number is recorded with, if it is. */
export declare function recordedBlockHash(sql: SqlClient, num: EthBlockNum): Effect.Effect<EthHash | undefined, SqlError>;
/** Remembers the highest Ethereum block number seen in any record. */
export declare function noteBlock(sql: SqlClient, num: EthBlockNum): Effect.Effect<void, SqlError>;
export {};
