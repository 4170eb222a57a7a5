/**
 * Live events (`GET /events`, an extension): what the ledger and the pool report as it happens,
 * each with a durable, strictly increasing id stored with what it reports. Event data uses the
 * REST responses' wire schemas: a forged batch is the `Batch` of `GET /batches/{batchNum}` with
 * its counts, a forged or queued transaction the `HistoryTransaction` of
 * `GET /transactions-history/{id}`, a pool transaction's move its id, states and batch.
 */
import { Schema } from "effect";
/** The kinds of event. */
export declare const EventType: Schema.Literals<readonly ["batch", "transaction", "pool", "reorg", "l1"]>;
export type EventType = typeof EventType.Type;
/** Every kind of event, in the order the documentation lists them. */
export declare const EVENT_TYPES: ReadonlyArray<EventType>;
/** An event's id: durable and strictly increasing (not gap-free: an insert rolled back leaves a gap). */
export declare const EventId: Schema.brand<Schema.Int, "EventId">;
export type EventId = typeof EventId.Type;
/** `batch`: a forged batch, as `GET /batches/{batchNum}` shows it, with what it forged. */
export declare const BatchForged: Schema.Struct<{
    readonly batch: Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly ethereumBlockHash: Schema.brand<Schema.String, "EthHash">;
        readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly collectedFees: Schema.$Record<Schema.String, Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly historicTotalCollectedFeesUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly stateRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly numAccounts: Schema.Int;
        readonly exitRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly forgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly forgedTransactions: Schema.Int;
        readonly ethereumTxHash: Schema.NullOr<Schema.brand<Schema.String, "EthHash">>;
    }>;
    readonly transactions: Schema.Int;
    readonly createdAccounts: Schema.Int;
    readonly exits: Schema.Int;
}>;
export type BatchForged = typeof BatchForged.Type;
/** `pool`: a pool transaction changed state (`previousState` null: it entered the pool). */
export declare const PoolStateChange: Schema.Struct<{
    readonly id: Schema.decodeTo<Schema.brand<Schema.String, "TxId">, Schema.String, never, never>;
    readonly previousState: Schema.NullOr<Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>>;
    readonly state: Schema.Literals<readonly ["pend", "fing", "fged", "invl"]>;
    readonly batchNum: Schema.NullOr<Schema.brand<Schema.Int, "BatchNum">>;
    readonly reason: Schema.NullOr<Schema.String>;
    readonly reasonCode: Schema.optionalKey<Schema.NullOr<Schema.Literals<readonly ["replaced", "nonceTooLow", "insufficientBalance", "receiverNotFound", "invalidTransaction", "other"]>>>;
}>;
export type PoolStateChange = typeof PoolStateChange.Type;
/** `reorg`: the chain was rolled back to `batchNum`; every batch after it, and what it did, is void. */
export declare const Reorg: Schema.Struct<{
    readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
}>;
export type Reorg = typeof Reorg.Type;
/** Why a stream says `resync`. */
export declare const ResyncReason: Schema.Literals<readonly ["expired", "overflow", "unknown"]>;
export type ResyncReason = typeof ResyncReason.Type;
/**
 * `resync`: the stream cannot continue without a gap. Re-read what you follow from the REST
 * resources, then continue after `resumeAfter` (the stream itself does, except on overflow,
 * where it ends: reconnect with `Last-Event-ID: resumeAfter`).
 */
export declare const Resync: Schema.Struct<{
    readonly reason: Schema.Literals<readonly ["expired", "overflow", "unknown"]>;
    readonly resumeAfter: Schema.brand<Schema.Int, "EventId">;
}>;
export type Resync = typeof Resync.Type;
/** What an event is about, for the subscribers' filters: accounts, addresses and keys on either side, its token and transaction. */
export declare const EventKeys: Schema.Struct<{
    readonly accounts: Schema.$Array<Schema.brand<Schema.Int, "AccountIdx">>;
    readonly addresses: Schema.$Array<Schema.brand<Schema.String, "EthAddress">>;
    readonly keys: Schema.$Array<Schema.brand<Schema.String, "BjjKey">>;
    readonly tokenId: Schema.NullOr<Schema.brand<Schema.Int, "TokenId">>;
    readonly txId: Schema.NullOr<Schema.brand<Schema.String, "TxId">>;
}>;
export type EventKeys = typeof EventKeys.Type;
/** An event about the chain as a whole (a batch, a reorg): no filter on accounts, tokens or transactions excludes it. */
export declare const CHAIN_WIDE: EventKeys;
/** An event as the ledger records it: its kind, what it is about, and its data as wire JSON text. */
export interface NewEvent {
    readonly type: EventType;
    readonly keys: EventKeys;
    /** The data, encoded with its wire schema and written as JSON (once, when recorded). */
    readonly data: string;
}
/** A recorded event. */
export interface StoredEvent extends NewEvent {
    readonly id: EventId;
}
