/**
 * `GET /events` (an extension): the subscription's query, its rules (the history's owner rules,
 * the same 400s, an accountIndex's symbol checked against its account) and the subscription
 * (`attach`), through the process's hub (`event_hub.ts`; what matches is `event_filter.ts`).
 */
import { Effect, Schema } from "effect"
import { AccountIndex } from "../domain/account_index.ts"
import { MinFinality } from "../domain/finality.ts"
import { Bjj } from "../domain/bjj.ts"
import { ZkEthereumAddress } from "../domain/eth_address.ts"
import { EVENT_TYPES, type EventId, EventType } from "../domain/node_event.ts"
import { commaList, EventIdParam, TokenIdParam } from "../domain/query_params.ts"
import { TransactionId } from "../domain/tx_id.ts"
import type { BadRequest, TooManySubscribers } from "../errors.ts"
import type { FilterRules } from "../filters/rules.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { EventHub, type Outbox, type Subscription } from "./event_hub.ts"
import type { EventFilter } from "./event_filter.ts"

/** Query parameters of `GET /events`. */
export const SubscribeQuery = Schema.Struct({
  types: Schema.optionalKey(
    commaList(EventType, "event types").annotate({
      description: "Comma-separated kinds of event to receive (default: all)"
    })
  ),
  accountIndex: Schema.optionalKey(
    AccountIndex.annotate({ description: "Only transactions from or to this account (and batches, reorgs)" })
  ),
  zkEthereumAddress: Schema.optionalKey(
    ZkEthereumAddress.annotate({
      description: "Only transactions from or to an account of this address (and batches, reorgs)"
    })
  ),
  BJJ: Schema.optionalKey(
    Bjj.annotate({ description: "Only transactions from or to an account of this key (and batches, reorgs)" })
  ),
  tokenId: Schema.optionalKey(
    TokenIdParam.annotate({ description: "Only transactions of this token (and batches, reorgs)" })
  ),
  txId: Schema.optionalKey(
    TransactionId.annotate({ description: "Only this transaction's life: pool states, forging (and batches, reorgs)" })
  ),
  minFinality: Schema.optionalKey(
    MinFinality.annotate({
      description:
        "finalized: what a batch did (its batch, transaction and pool events) is held back until the batch is final, " +
        "then delivered just before its finalized event; other events come as they happen (default: everything as it happens)"
    })
  ),
  after: Schema.optionalKey(
    EventIdParam.annotate({
      description: "Replay the events after this id, then go live (the Last-Event-ID header wins when both are given)"
    })
  )
})
export type SubscribeQuery = typeof SubscribeQuery.Type

/** Filter rules of `GET /events`: the history's. */
export const Rules: FilterRules = OwnerFilterRules

/** The checked filter of a query (the rules, and an accountIndex's symbol against its account). */
export const filterOf = Effect.fnUntraced(function* (
  query: SubscribeQuery
): Effect.fn.Return<EventFilter, BadRequest, AccountStore> {
  const owner = yield* ownerFilter(query)
  return {
    types: new Set(query.types ?? EVENT_TYPES),
    accountIdx: owner.accountIdx,
    ethAddr: owner.ethAddr,
    bjj: owner.bjj,
    tokenId: owner.tokenId,
    txId: query.txId,
    minFinality: query.minFinality
  }
})

/**
 * Subscribes to the events the query selects, their deliveries going to a transport's own
 * `outbox`, replaying those after `lastEventId` (the `Last-Event-ID` header, which wins) or the
 * query's `after`; live from now when neither is given.
 */
export const attach = Effect.fnUntraced(function* (
  query: SubscribeQuery,
  lastEventId: EventId | undefined,
  outbox: Outbox
): Effect.fn.Return<Subscription, BadRequest | TooManySubscribers, AccountStore | EventHub> {
  const filter = yield* filterOf(query)
  const hub = yield* EventHub
  return yield* hub.attach(filter, lastEventId ?? query.after, outbox)
})
