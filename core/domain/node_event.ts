/** Live events (`GET /events`, an extension): what the ledger and the pool report as it happens, each with a durable,
 * strictly increasing id; their data uses the REST responses' wire schemas. */
import { Schema } from "effect"
import { AccountIdx } from "./account_index.ts"
import { Batch } from "./batch.ts"
import { BjjKey } from "./bjj.ts"
import { EthAddress } from "./eth_address.ts"
import { InvalidationCode } from "./invalidation_reason.ts"
import { AtomicGroupIdSchema } from "./atomic_group.ts"
import { PoolL2TransactionState } from "./pool_transaction.ts"
import { BatchNum, EthBlockNum, type RawJsonNumber, TokenId } from "./scalars.ts"
import { TransactionId, TxIdValue } from "./tx_id.ts"

/** The kinds of event. */
export const EventType = Schema.Literals(["batch", "transaction", "pool", "reorg", "l1", "finalized"])
export type EventType = typeof EventType.Type

/** Every kind of event, in the order the documentation lists them. */
export const EVENT_TYPES: ReadonlyArray<EventType> = EventType.literals

/** An event's id: durable and strictly increasing (not gap-free: an insert rolled back leaves a gap). */
export const EventId = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }))
  .pipe(Schema.brand("EventId"))
  .annotate({ description: "Durable, strictly increasing event id (ids may skip values)" })
export type EventId = typeof EventId.Type

/** `batch`: a forged batch, as `GET /batches/{batchNum}` shows it, with what it forged. */
export const BatchForged = Schema.Struct({
  batch: Batch,
  transactions: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "Transactions forged in the batch (L1 and L2)"
  }),
  createdAccounts: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "Accounts the batch created"
  }),
  exits: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({ description: "Exits the batch recorded" })
}).annotate({ identifier: "BatchForgedEvent" })
export type BatchForged = typeof BatchForged.Type

/** `pool`: a pool transaction changed state (`previousState` null: it entered the pool). */
export const PoolStateChange = Schema.Struct({
  id: TransactionId,
  previousState: Schema.NullOr(PoolL2TransactionState),
  state: PoolL2TransactionState,
  batchNum: Schema.NullOr(BatchNum).annotate({
    description: "The batch it is selected for, forged in or discarded by; null while pending"
  }),
  reason: Schema.NullOr(Schema.String).annotate({
    description: "Why it was discarded (state invl), for people; null otherwise"
  }),
  reasonCode: Schema.optionalKey(
    Schema.NullOr(InvalidationCode).annotate({
      description:
        "Why it was discarded (state invl), as the stable code of the pool view's invalidationReason; null otherwise " +
        "(absent from events recorded before the node had codes)"
    })
  ),
  atomicGroupId: Schema.optionalKey(
    Schema.NullOr(AtomicGroupIdSchema).annotate({
      description:
        "The atomic group the transaction is forged with, whose members move together (the pool view's " +
        "atomicGroupId); null when it belongs to none (absent from events recorded before the node had groups)"
    })
  )
}).annotate({ identifier: "PoolStateChangeEvent" })
export type PoolStateChange = typeof PoolStateChange.Type

/** `reorg`: the chain was rolled back to `batchNum`; every batch after it, and what it did, is void. */
export const Reorg = Schema.Struct({
  batchNum: BatchNum.annotate({ description: "The last batch that stays; everything after it is void" })
}).annotate({ identifier: "ReorgEvent" })
export type Reorg = typeof Reorg.Type

/** `finalized`: a batch's L1 block is now deep enough (`FINALITY_CONFIRMATIONS`) for the batch to be final. */
export const BatchFinalized = Schema.Struct({
  batchNum: BatchNum,
  ethereumBlockNum: EthBlockNum.annotate({ description: "The L1 block the batch was forged in" }),
  confirmations: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({
    description: "L1 blocks on top of that block when it became final (at least the node's FINALITY_CONFIRMATIONS)"
  })
}).annotate({ identifier: "BatchFinalizedEvent" })
export type BatchFinalized = typeof BatchFinalized.Type

/** Why a stream says `resync`. */
export const ResyncReason = Schema.Literals(["expired", "overflow", "unknown"]).annotate({
  description:
    "expired: the events after the given id are no longer kept; overflow: the subscriber read too slowly " +
    "and is disconnected; unknown: the given id is newer than every event (the node's storage was reset)"
})
export type ResyncReason = typeof ResyncReason.Type

/**
 * `resync`: the stream cannot continue without a gap. Re-read what you follow from the REST
 * resources, then continue after `resumeAfter` (the stream itself does, except on overflow,
 * where it ends: reconnect with `Last-Event-ID: resumeAfter`).
 */
export const Resync = Schema.Struct({
  reason: ResyncReason,
  resumeAfter: EventId
}).annotate({ identifier: "ResyncEvent" })
export type Resync = typeof Resync.Type

/** What an event is about, for the subscribers' filters: accounts, addresses and keys on either side, its token and transaction. */
export const EventKeys = Schema.Struct({
  accounts: Schema.Array(AccountIdx),
  addresses: Schema.Array(EthAddress),
  keys: Schema.Array(BjjKey),
  tokenId: Schema.NullOr(TokenId),
  txId: Schema.NullOr(TxIdValue),
  /** The batch whose forging recorded the event (its `batch`, `transaction` and `pool` events): held back until it is final for `minFinality=finalized`. */
  batchNum: Schema.optionalKey(BatchNum)
})
export type EventKeys = typeof EventKeys.Type

/** An event about the chain as a whole (a batch, a reorg): no filter on accounts, tokens or transactions excludes it. */
export const CHAIN_WIDE: EventKeys = { accounts: [], addresses: [], keys: [], tokenId: null, txId: null }

/** A JSON value as the wire schemas encode it: integers beyond 2^53 are `JSON.rawJSON` values, written as digits. */
export type JsonValue = null | boolean | number | string | RawJsonNumber | ReadonlyArray<JsonValue> | EventData

/** An event's data: its wire schema's encoded value, a JSON object (the adapters alone write it as text). */
export interface EventData {
  readonly [key: string]: JsonValue
}

/** An event as the ledger records it: its kind, what it is about, and its data as its wire schema encodes it. */
export interface NewEvent {
  readonly type: EventType
  readonly keys: EventKeys
  /** The data, encoded with its wire schema (once, when recorded): a JSON value, never text. */
  readonly data: EventData
}

/** A recorded event. */
export interface StoredEvent extends NewEvent {
  readonly id: EventId
}
