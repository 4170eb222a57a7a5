/** `GET /events` (an extension): the subscription's query, its rules (the history's owner rules), the subscription. */
import { Effect } from "effect"
import { EVENT_TYPES, type EventId } from "../domain/node_event.ts"
import type { BadRequest, ClientShareFull, TooManySubscribers } from "../errors.ts"
import type { FilterRules } from "../filters/rules.ts"
import type { AccountStore } from "../ports/account_store.ts"
import { OwnerFilterRules, ownerFilter } from "./account_filter.ts"
import { EventHub, type Outbox, type Subscription } from "./event_hub.ts"
import type { EventFilter } from "./event_filter.ts"
import type { SubscribeQuery } from "../domain/event_subscription.ts"

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
 * query's `after`; live from now when neither is given. The subscription counts against the share
 * of `client` (who asked; undefined: no one's).
 */
export const attach = Effect.fnUntraced(function* (
  query: SubscribeQuery,
  lastEventId: EventId | undefined,
  outbox: Outbox,
  client?: string | undefined
): Effect.fn.Return<Subscription, BadRequest | TooManySubscribers | ClientShareFull, AccountStore | EventHub> {
  const filter = yield* filterOf(query)
  const hub = yield* EventHub
  return yield* hub.attach(filter, lastEventId ?? query.after, outbox, client)
})
