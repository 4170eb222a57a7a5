/** The event hub: one per process, one fiber following the event log and handing each new event, in id order, to every
 * subscriber whose filter it matches; replay then live, no gap and no duplicate; a full outbox is cut with `resync`. */
import { Context, Duration, Effect, Layer, Queue, Schedule, type Scope, Stream } from "effect"
import { EventId, type ResyncReason, type StoredEvent } from "../domain/node_event.ts"
import { ClientShareFull, TooManySubscribers } from "../errors.ts"
import { EventLog } from "../ports/event_log.ts"
import { clientShare, DEFAULT_CLIENT_SHARE_PERCENT } from "./client_share.ts"
import { type EventFilter, matches } from "./event_filter.ts"
import {
  deliveriesOf,
  type FinalityDelivery,
  gatedDeliveries,
  holdsBack,
  type Releases,
  releasesOf
} from "./event_finality.ts"
import { type Delivery, HEARTBEAT, type Outbox, queueOutbox } from "./event_outbox.ts"

export { type Delivery, HEARTBEAT, type Outbox } from "./event_outbox.ts"

/** How the hub serves its subscribers. */
export interface HubOptions {
  /** Subscribers served at once (default 1000). */
  readonly maxSubscribers?: number | undefined
  /** The share (percent, 1–100) of `maxSubscribers` one client may hold, at least one (default `DEFAULT_CLIENT_SHARE_PERCENT`). */
  readonly clientSharePercent?: number | undefined
  /** Deliveries a `subscribe` stream may have waiting before it is cut with `resync` (default 10 000; a transport's outbox has its own limit). */
  readonly bufferLimit?: number | undefined
  /** How often every subscriber gets a heartbeat (default 15 s). */
  readonly heartbeat?: Duration.Input | undefined
  /** How often the log is read without a wake-up (default 5 s). */
  readonly pollInterval?: Duration.Input | undefined
  /** How long events are kept for replay; absent: the hub does not prune (another process does). */
  readonly retention?: Duration.Input | undefined
  /** Events read from the log at once (default 1000). */
  readonly readPage?: number | undefined
}

/** Default number of subscribers served at once. */
export const DEFAULT_MAX_SUBSCRIBERS = 1000
/**
 * Default number of deliveries a subscriber may have waiting: well above the largest burst one
 * ledger call makes (a batch of 2048 transactions records ≈ 4100 events at once), so only a
 * consumer that falls behind for longer than that is cut. The events are shared by every
 * subscriber; a waiting delivery costs a reference.
 */
export const DEFAULT_BUFFER_LIMIT = 10_000
/** Default heartbeat interval. */
export const DEFAULT_HEARTBEAT = Duration.seconds(15)

/** The delivery of an event selected at a least finality. */
function deliveryOf(selected: FinalityDelivery): Delivery {
  return selected.cursor === undefined
    ? { _tag: "Event", event: selected.event, held: true }
    : { _tag: "Event", event: selected.event }
}

/** One subscriber's state. */
interface Subscriber {
  readonly filter: EventFilter
  /** Who holds it, for its share (undefined: counted against no client's share). */
  readonly client: string | undefined
  readonly outbox: Outbox
  /** Live events are handed out only above this id (an `after` the hub has not reached yet). */
  readonly floor: number
  /** While replaying: the live deliveries waiting for the replay to end; null once live. */
  backlog: Array<Delivery> | null
  /** The id of the last event handed to its outbox. */
  handed: number
}

/** A registered subscriber, as its transport holds it. */
export interface Subscription {
  /** Forgets the subscriber (its connection closed); idempotent. */
  readonly detach: () => void
}

/** The hub's service: subscribe, and how many are subscribed. */
export class EventHub extends Context.Service<
  EventHub,
  {
    /**
     * Registers a subscriber to the events matching `filter`, replaying those after `after`
     * (absent: live from now), for the current scope. The stream ends on overflow (after its
     * `resync`) or when the hub closes; stopping it, or closing the scope, unregisters the subscriber.
     */
    readonly subscribe: (
      filter: EventFilter,
      after: EventId | undefined
    ) => Effect.Effect<Stream.Stream<Delivery>, TooManySubscribers | ClientShareFull, Scope.Scope>
    /**
     * Registers a subscriber whose deliveries go to `outbox` (a transport's own buffer), replaying
     * those after `after`, held by `client` (who asked, for its share; undefined: no share counted);
     * the transport detaches it when its connection closes.
     */
    readonly attach: (
      filter: EventFilter,
      after: EventId | undefined,
      outbox: Outbox,
      client?: string | undefined
    ) => Effect.Effect<Subscription, TooManySubscribers | ClientShareFull>
    /** Subscribers now. */
    readonly subscribers: Effect.Effect<number>
    /** Subscribers cut with `resync` (overflow) for reading too slowly, since the hub started. */
    readonly overflows: Effect.Effect<number>
    /** Ends every subscription (the server is shutting down: clients reconnect elsewhere); later ones still work. */
    readonly endAll: Effect.Effect<void>
  }
>()("zk-api/use_cases/EventHub") {}

/** The hub over the event log. */
export function layer(options: HubOptions = {}): Layer.Layer<EventHub, never, EventLog> {
  return Layer.effect(EventHub, make(options))
}

/** Builds the hub in the current scope (its fibers end, and its subscriptions with them, when the scope closes). */
const make = Effect.fnUntraced(function* (options: HubOptions) {
  const log = yield* EventLog
  const maxSubscribers = options.maxSubscribers ?? DEFAULT_MAX_SUBSCRIBERS
  const share = clientShare(maxSubscribers, options.clientSharePercent ?? DEFAULT_CLIENT_SHARE_PERCENT)
  const bufferLimit = Math.max(1, options.bufferLimit ?? DEFAULT_BUFFER_LIMIT)
  const readPage = options.readPage ?? 1000
  const subscribers = new Set<Subscriber>()
  /** Subscribers held by each client that holds any. */
  const held = new Map<string, number>()
  let last: number = yield* log.horizon

  // Subscribers cut for reading too slowly since the hub started (the fan-out is synchronous).
  let overflows = 0

  /** Forgets `sub` (once), giving its slot back to its client's share. */
  const forget = (sub: Subscriber): void => {
    if (!subscribers.delete(sub) || sub.client === undefined) return
    const left = (held.get(sub.client) ?? 1) - 1
    if (left > 0) held.set(sub.client, left)
    else held.delete(sub.client)
  }

  /** Ends `sub` after a final delivery, and forgets it. */
  const cut = (sub: Subscriber, final: Delivery | undefined): void => {
    forget(sub)
    if (final?._tag === "Resync" && final.resync.reason === "overflow") overflows++
    sub.outbox.end(final)
  }
  const resyncOf = (reason: ResyncReason, resumeAfter: number): Delivery => ({
    _tag: "Resync",
    resync: { reason, resumeAfter: EventId.make(resumeAfter) }
  })

  /** Hands live deliveries to `sub`; when its outbox is full, it is cut with `resync` (`overflow`). */
  const hand = (sub: Subscriber, deliveries: ReadonlyArray<Delivery>, lastId: number | undefined): void => {
    if (sub.backlog !== null) {
      // While replaying, the replay waits for the connection; only the live backlog counts.
      if (sub.backlog.length >= bufferLimit) cut(sub, resyncOf("overflow", sub.handed))
      else for (const delivery of deliveries) sub.backlog.push(delivery)
      return
    }
    if (sub.outbox.full()) {
      cut(sub, resyncOf("overflow", sub.handed))
      return
    }
    sub.outbox.push(deliveries)
    if (lastId !== undefined) sub.handed = lastId
  }

  /** Hands a read of the log to the subscribers whose filter takes its events, in one call each (`releases`: what its `finalized` events release). */
  const fanOut = (events: ReadonlyArray<StoredEvent>, releases: Releases): void => {
    if (events.length === 0) return
    const all: Array<Delivery> = events.map((event) => ({ _tag: "Event", event }))
    for (const sub of subscribers) {
      if (holdsBack(sub.filter)) {
        const gated = gatedDeliveries(sub.filter, events, releases)
        const cursor = gated.findLast((delivery) => delivery.cursor !== undefined)?.cursor
        if (gated.length > 0) hand(sub, gated.map(deliveryOf), cursor)
        continue
      }
      let taken: Array<Delivery> | undefined
      let lastId: number | undefined
      for (let i = 0; i < events.length; i++) {
        const event = events[i]!
        const takes = event.id > sub.floor && matches(sub.filter, event)
        if (takes) lastId = event.id
        if (takes && taken !== undefined) taken.push(all[i]!)
        else if (!takes && taken === undefined) taken = all.slice(0, i)
      }
      // Every event taken: the very array every such subscriber gets (a transport may write it once for all).
      const deliveries = taken ?? all
      if (deliveries.length > 0) hand(sub, deliveries, lastId)
    }
  }

  /** Reads and hands out every event up to the log's horizon now. */
  const catchUp = Effect.gen(function* () {
    const horizon = yield* log.horizon
    while (last < horizon) {
      const read = yield* log.read(EventId.make(last), horizon, readPage)
      let holding = false
      for (const sub of subscribers) holding ||= holdsBack(sub.filter)
      fanOut(read.events, holding ? yield* releasesOf(read.events) : new Map())
      last = read.events.length < readPage ? horizon : read.events[read.events.length - 1]!.id
    }
  })

  /** Replays `(after, upTo]` to `sub`, then its backlog, then makes it live. */
  const replay = (sub: Subscriber, after: number, upTo: number) =>
    Effect.gen(function* () {
      let cursor = after
      while (cursor < upTo && subscribers.has(sub)) {
        const read = yield* log.read(EventId.make(cursor), EventId.make(upTo), readPage)
        if (read.prunedThrough > cursor) {
          yield* sub.outbox.send([resyncOf("expired", upTo)])
          sub.handed = upTo
          break
        }
        const taken = (yield* deliveriesOf(sub.filter, read.events)).map(deliveryOf)
        if (taken.length > 0) yield* sub.outbox.send(taken)
        cursor = read.events.length < readPage ? upTo : read.events[read.events.length - 1]!.id
        sub.handed = Math.max(sub.handed, cursor)
      }
      // The backlog follows, at the connection's pace too; what arrives meanwhile joins it.
      for (;;) {
        const backlog = sub.backlog ?? []
        if (backlog.length === 0) break
        sub.backlog = []
        yield* sub.outbox.send(backlog)
        for (const delivery of backlog)
          if (delivery._tag === "Event" && delivery.held !== true) sub.handed = delivery.event.id
      }
      sub.backlog = null
    }).pipe(
      Effect.provideService(EventLog, log),
      Effect.catchCause((cause) =>
        Effect.sync(() => cut(sub, undefined)).pipe(Effect.andThen(Effect.logWarning("event replay failed", cause)))
      )
    )

  const tooMany = () =>
    new TooManySubscribers({ message: `the node already streams events to ${maxSubscribers} subscribers; retry later` })

  const overShare = (client: string | undefined) => client !== undefined && (held.get(client) ?? 0) >= share
  const shareFull = () =>
    new ClientShareFull({
      message: `this client already holds its share of the node's event streams (${share} of ${maxSubscribers}); close one or retry later`
    })

  const attach = (filter: EventFilter, after: EventId | undefined, outbox: Outbox, client?: string | undefined) =>
    Effect.gen(function* () {
      if (overShare(client)) return yield* shareFull()
      if (subscribers.size >= maxSubscribers) return yield* tooMany()
      // The log's horizon now: "live from now" starts there, and a cursor beyond it is unknown (a reset storage).
      // The hub may not have read that far yet; the subscriber then skips what it has not asked for.
      const horizon = yield* log.horizon
      // One synchronous step from here: no event is handed out while the subscriber is registered.
      const registered = yield* Effect.sync(() => {
        if (subscribers.size >= maxSubscribers || overShare(client)) return undefined
        const unknown = after !== undefined && after > horizon && after > last
        const from = after === undefined || unknown ? Math.max(horizon, last) : after
        const start = Math.min(from, last)
        const sub: Subscriber = {
          filter,
          client,
          outbox,
          floor: Math.max(from, last),
          backlog: start < last ? [] : null,
          handed: from
        }
        subscribers.add(sub)
        if (client !== undefined) held.set(client, (held.get(client) ?? 0) + 1)
        if (unknown) outbox.push([resyncOf("unknown", from)])
        return { sub, start, upTo: last }
      })
      if (registered === undefined) return yield* overShare(client) ? shareFull() : tooMany()
      const { start, sub, upTo } = registered
      if (sub.backlog !== null) yield* Effect.forkIn(replay(sub, start, upTo), hubScope)
      const subscription: Subscription = { detach: () => forget(sub) }
      return subscription
    })

  const subscribe = (filter: EventFilter, after: EventId | undefined) =>
    Effect.gen(function* () {
      const outbox = yield* queueOutbox(bufferLimit)
      const stop = (subscription: Subscription) =>
        Effect.sync(() => {
          subscription.detach()
          outbox.end(undefined)
        })
      // Registered for the caller's scope, and until the stream stops, whichever ends first.
      const subscription = yield* Effect.acquireRelease(attach(filter, after, outbox), stop)
      return outbox.stream.pipe(Stream.ensuring(stop(subscription)))
    })

  const hubScope = yield* Effect.scope
  const doorbell = yield* Queue.sliding<void>(1)
  const ring = Effect.asVoid(Queue.offer(doorbell, undefined))
  yield* Effect.forkScoped(Stream.runForEach(log.appended, () => ring))
  yield* Effect.forkScoped(Effect.schedule(ring, Schedule.spaced(options.pollInterval ?? Duration.seconds(5))))
  yield* Effect.forkScoped(
    Effect.forever(
      Effect.andThen(Queue.take(doorbell), catchUp).pipe(
        Effect.catchCause((cause) =>
          Effect.logWarning("reading the event log failed; retrying", cause).pipe(
            Effect.andThen(Effect.sleep(Duration.seconds(1)))
          )
        )
      )
    )
  )
  yield* Effect.forkScoped(
    Effect.schedule(
      Effect.sync(() => {
        const beat = [HEARTBEAT]
        for (const sub of subscribers) hand(sub, beat, undefined)
      }),
      Schedule.spaced(options.heartbeat ?? DEFAULT_HEARTBEAT)
    )
  )
  if (options.retention !== undefined) {
    const retention = Duration.toMillis(Duration.fromInputUnsafe(options.retention))
    const prune = Effect.suspend(() => log.prune(new Date(Date.now() - retention)))
    yield* Effect.forkScoped(
      Effect.schedule(
        prune.pipe(Effect.catchCause((cause) => Effect.logWarning("pruning the event log failed", cause))),
        Schedule.spaced(Duration.millis(Math.max(1000, Math.min(retention / 10, 60_000))))
      )
    )
  }
  const endAll = Effect.sync(() => {
    for (const sub of subscribers) cut(sub, undefined)
  })
  yield* Effect.addFinalizer(() => endAll)

  return EventHub.of({
    subscribe,
    attach,
    subscribers: Effect.sync(() => subscribers.size),
    overflows: Effect.sync(() => overflows),
    endAll
  })
})
