/**
 * The state of the in-memory storage: one database shared by every port implementation of this
 * adapter, with the rows the ledger writes and the secondary indexes the read ports use.
 *
 * Effect safety: the state is a mutable structure owned by the `MemoryDatabase` service and
 * touched only inside `read`/`write`, each a single `Effect.sync` that runs to completion without
 * yielding; so every read sees one consistent snapshot and every ledger call is applied all at
 * once (ledger calls validate everything before changing anything, see `core/ledger`). In
 * particular the pool's insert-if-absent and the authorizations' are atomic under concurrency.
 */
import { Context, Effect, Layer } from "effect";
import type { AccountCreationAuthorization } from "../../core/domain/account_authorization.ts";
import type { AccountIdx } from "../../core/domain/account_index.ts";
import type { Bid, Coordinator } from "../../core/domain/auction.ts";
import type { Batch } from "../../core/domain/batch.ts";
import type { BjjKey } from "../../core/domain/bjj.ts";
import { type NewEvent, type StoredEvent } from "../../core/domain/node_event.ts";
import type { ContractVariables } from "../../core/domain/contract_variables.ts";
import type { EthAddress } from "../../core/domain/eth_address.ts";
import type { InvalidationReason } from "../../core/domain/invalidation_reason.ts";
import type { EthBlockNum, ItemId, Nonce, TokenId } from "../../core/domain/scalars.ts";
import type { Token } from "../../core/domain/token.ts";
import type { TxId } from "../../core/domain/tx_id.ts";
import type { BatchView } from "../../core/ledger/ledger_view.ts";
import type { ExitRecord } from "../../core/ledger/exit_record.ts";
import type { PoolStatus, PoolView } from "../../core/ledger/pool_lifecycle.ts";
import type { TransactionRecord } from "../../core/ledger/transaction_record.ts";
import type { NewAccount, NewBlock } from "../../core/ports/ledger.ts";
import type { PoolRecord } from "../../core/ports/pool_store.ts";
import { MultiIndex } from "./multi_index.ts";
/** The state of an account after a batch that changed it, with that batch's itemId (its own in the balance history). */
export interface AccountState {
    readonly batchNum: number;
    readonly itemId: ItemId;
    readonly nonce: Nonce;
    readonly balance: bigint;
}
/** An account: its creation, and its states oldest first (none yet: nonce 0, balance 0). */
export interface AccountRow {
    readonly itemId: ItemId;
    readonly account: NewAccount;
    readonly batchNum: number;
    readonly states: Array<AccountState>;
}
/** A recorded transaction: its current record, and for an L1 user transaction its record as queued. */
export interface TransactionRow {
    current: TransactionRecord;
    readonly queued: TransactionRecord | null;
}
/** An exit; its record changes with each withdrawal step. */
export interface ExitRow {
    record: ExitRecord;
}
/** A pool transaction: its record (state and batch included) and why it was discarded, if it was. */
export interface PoolRow {
    /** The order the transaction entered the pool. */
    readonly itemId: ItemId;
    record: PoolRecord;
    reason: InvalidationReason | null;
}
/** The next itemId of each kind of item. */
export interface Counters {
    token: number;
    account: number;
    batch: number;
    transaction: number;
    exit: number;
    bid: number;
    coordinator: number;
    /** Taken by every add to the pool, stored or not, as PostgreSQL's identity column does. */
    pool: number;
    /** The next event id. */
    event: number;
}
/** A recorded event with the time it was recorded (ms since the epoch), for pruning. */
export interface EventRow {
    readonly event: StoredEvent;
    readonly at: number;
}
/** Everything the in-memory storage holds. */
export interface MemoryState {
    readonly next: Counters;
    readonly tokens: Map<TokenId, Token>;
    readonly tokenOrder: Array<TokenId>;
    readonly tokensByAddress: Map<EthAddress, TokenId>;
    readonly blocks: Map<EthBlockNum, NewBlock>;
    lastBlock: NewBlock | undefined;
    highestBlockNum: EthBlockNum | undefined;
    contractVariables: ContractVariables | undefined;
    readonly coordinators: Map<EthAddress, Coordinator>;
    coordinatorOrder: Array<Coordinator>;
    /** The bidders whose current or an earlier registration named each forger address. */
    readonly biddersByForger: Map<EthAddress, Set<EthAddress>>;
    readonly bids: Array<Bid>;
    readonly bidsBySlot: MultiIndex<number, Bid>;
    readonly bidsByBidder: MultiIndex<EthAddress, Bid>;
    readonly bidsByForger: MultiIndex<EthAddress, Bid>;
    readonly bidSlots: Array<number>;
    readonly accounts: Map<AccountIdx, AccountRow>;
    readonly accountOrder: Array<AccountRow>;
    readonly accountsByEthAddr: MultiIndex<EthAddress, AccountRow>;
    readonly accountsByBjj: MultiIndex<BjjKey, AccountRow>;
    readonly accountsByToken: MultiIndex<TokenId, AccountRow>;
    readonly updatedByBatch: Map<number, Array<AccountIdx>>;
    readonly batches: Array<Batch>;
    readonly batchesBySlot: MultiIndex<number, Batch>;
    readonly batchesByForger: MultiIndex<EthAddress, Batch>;
    readonly transactions: Map<TxId, TransactionRow>;
    readonly forged: Array<TransactionRecord>;
    readonly forgedByBatch: MultiIndex<number, TransactionRecord>;
    readonly forgedByIdx: MultiIndex<number, TransactionRecord>;
    readonly forgedByEthAddr: MultiIndex<EthAddress, TransactionRecord>;
    readonly forgedByBjj: MultiIndex<BjjKey, TransactionRecord>;
    readonly forgedByToken: MultiIndex<TokenId, TransactionRecord>;
    readonly queues: Map<number, Map<number, TransactionRow>>;
    readonly forgedQueues: Map<number, number>;
    readonly exits: Array<ExitRow>;
    readonly exitByKey: Map<string, ExitRow>;
    readonly exitsByBatch: MultiIndex<number, ExitRow>;
    readonly exitsByIdx: MultiIndex<number, ExitRow>;
    readonly exitsByEthAddr: MultiIndex<EthAddress, ExitRow>;
    readonly exitsByBjj: MultiIndex<BjjKey, ExitRow>;
    readonly exitsByToken: MultiIndex<TokenId, ExitRow>;
    readonly pool: Map<TxId, PoolRow>;
    readonly poolOrder: Array<PoolRow>;
    readonly poolBySenderIdx: MultiIndex<AccountIdx, PoolRow>;
    readonly poolBySenderEthAddr: MultiIndex<EthAddress, PoolRow>;
    readonly poolBySenderBjj: MultiIndex<BjjKey, PoolRow>;
    /** By sender and nonce (`senderNonceKey`): what a replacement reads. */
    readonly poolBySenderNonce: MultiIndex<string, PoolRow>;
    poolPending: number;
    readonly authorizations: Map<EthAddress, AccountCreationAuthorization>;
    events: Array<EventRow>;
    prunedThrough: number;
    readonly eventListeners: Set<() => void>;
}
/** An empty database; itemIds start at 1, as SQL serials do. */
export declare function emptyState(): MemoryState;
/** Records `events` with the next ids, then tells every listener (inside the write that reports them). */
export declare function appendEvents(state: MemoryState, events: ReadonlyArray<NewEvent>): void;
/** The key of an exit in `exitByKey`. */
export declare function exitKey(batchNum: number, idx: number): string;
/** The token with this id; every stored row refers to a registered token (tokens are never removed). */
export declare function tokenOf(state: MemoryState, id: TokenId): Token;
/** The batch with this number, if any. */
export declare function batchAt(state: MemoryState, batchNum: number): Batch | undefined;
/** The view the core ledger functions validate against. */
export declare function batchView(state: MemoryState): BatchView;
/** The status the pool rules see of a stored pool transaction. */
export declare function poolStatus(row: PoolRow): PoolStatus;
/** The view the core pool rules validate against. */
export declare function poolView(state: MemoryState): PoolView;
/** The key of a sender account and a nonce in `poolBySenderNonce`. */
export declare function senderNonceKey(idx: AccountIdx, nonce: Nonce): string;
/** Stores a new pool transaction (its id must be free) with the itemId its add took. */
export declare function insertPoolRow(state: MemoryState, record: PoolRecord, itemId: ItemId): void;
/** Moves a stored pool transaction to `status`, keeping the pending count. */
export declare function setPoolStatus(state: MemoryState, row: PoolRow, status: PoolStatus): void;
/** The first index of `sorted` (ascending by `key`) whose key is ≥ `target`. */
export declare function lowerBound<A>(sorted: ReadonlyArray<A>, target: number, key: (a: A) => number): number;
declare const MemoryDatabase_base: Context.ServiceClass<MemoryDatabase, "zk-api/adapters/memory/MemoryDatabase", {
    /** Runs `f` on one consistent snapshot. */
    readonly read: <A>(f: (state: MemoryState) => A) => Effect.Effect<A>;
    /** Runs `f`, which must validate before it changes anything, as one uninterrupted step. */
    readonly write: <A>(f: (state: MemoryState) => A) => Effect.Effect<A>;
}>;
/** The in-memory database shared by the memory adapter's port implementations. */
export declare class MemoryDatabase extends MemoryDatabase_base {
}
/** A fresh, empty database. */
export declare const layer: Layer.Layer<MemoryDatabase>;
export {};
