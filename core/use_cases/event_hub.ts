/**
 * The event hub: one per process, between the event log (`ports/event_log.ts`) and the
 * subscribers of `GET /events`. One fiber follows the log — woken by `appended`, and every
 * `pollInterval` in case a wake-up was lost — reads each new event once and hands it to every
 * subscriber whose filter it matches (`event_filter.ts`), in id order.
 *
 * **No gap, no duplicate.** The hub has handed out every event up to `last`. A subscriber is
 * registered in one synchronous step (nothing is handed out meanwhile): from then on it gets
 * every live event after `last`; the events it asked for before that, `(after, last]`, are read
 * back from the log (replay) while its live events wait behind them (`backlog`); once the
 * replay is done the backlog follows, then live events directly. An `after` older than the log's
 * pruning point gets `resync` (`expired`) and continues from `last`; an `after` newer than the
 * whole log (a reset storage) gets `resync` (`unknown`).
 *
 * **Bounded.** Each subscriber holds at most `bufferLimit` deliveries not yet taken by its
 * connection (the transport takes them only as fast as the socket drains). A live event that
 * would pass the limit replaces the buffer with a final `resync` (`overflow`) and ends the
 * subscription; others are not held up. A heartbeat is offered to every subscriber each
 * `heartbeat`; at most `maxSubscribers` are served at once (`TooManySubscribers` past it).
 * Closing the hub ends every subscription.
 */
import { Cause, Context, Duration, Effect, Layer, Queue, Schedule, Stream } from "effect"
import { EventId, type Resync, type ResyncReason, type StoredEvent } from "../domain/node_event.ts"
import { TooManySubscribers } from "../errors.ts"
import { EventLog } from "../ports/event_log.ts"
import { type EventFilter, matches } from "./event_filter.ts"

/** What a subscription delivers: an event, a resync notice, or a heartbeat. */
export type Delivery =
  | { readonly _tag: "Event"; readonly event: StoredEvent }
  | { readonly _tag: "Resync"; readonly resync: Resync }
  | { readonly _tag: "Heartbeat" }

/** The heartbeat delivery (one value for all). */
export const HEARTBEAT: Delivery = { _tag: "Heartbeat" }

/** How the hub serves its subscribers. */
export interface HubOptions {
  /** Subscribers served at once (default 1000). */
  readonly maxSubscribers?: number | undefined
  /** Deliveries a subscriber may have waiting before it is cut with `resync` (default 10 000). */
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

/** One subscriber's state. */
interface Subscriber {
  readonly filter: EventFilter
  readonly queue: Queue.Queue<Delivery, Cause.Done>
  /** Live events are handed out only above this id (an `after` the hub has not reached yet). */
  readonly floor: number
  /** While replaying: the live deliveries waiting for the replay to end; null once live. */
  backlog: Array<Delivery> | null
  /** The id of the last event its connection took. */
  taken: number
  /** Whether its connection has started taking (a subscription never taken is dropped at the next heartbeat). */
  started: boolean
}

/** The hub's service: subscribe, and how many are subscribed. */
export class EventHub extends Context.Service<EventHub, {
  /**
   * Registers a subscriber to the events matching `filter`, replaying those after `after`
   * (absent: live from now). The stream ends on overflow (after its `resync`) or when the hub
   * closes; stopping it unregisters the subscriber.
   */
  readonly subscribe: (
    filter: EventFilter,
    after: EventId | undefined
  ) => Effect.Effect<Stream.Stream<Delivery>, TooManySubscribers>
  /** Subscribers now. */
  readonly subscribers: Effect.Effect<number>
  /** Ends every subscription (the server is shutting down: clients reconnect elsewhere); later ones still work. */
  readonly endAll: Effect.Effect<void>
}>()("zk-api/use_cases/EventHub") {}

/** The hub over the event log. */
export function layer(options: HubOptions = {}): Layer.Layer<EventHub, never, EventLog> {
  return Layer.effect(EventHub, make(options))
}

/** Builds the hub in the current scope (its fibers end, and its subscriptions with them, when the scope closes). */
const make = Effect.fnUntraced(function*(options: HubOptions) {
  const log = yield* EventLog
  const maxSubscribers = options.maxSubscribers ?? DEFAULT_MAX_SUBSCRIBERS
  const bufferLimit = Math.max(1, options.bufferLimit ?? DEFAULT_BUFFER_LIMIT)
  const readPage = options.readPage ?? 1000
  const subscribers = new Set<Subscriber>()
  let last: number = yield* log.horizon

  /** Ends `sub` with a final delivery (its buffer dropped), and forgets it. */
  const cut = (sub: Subscriber, final: Delivery | undefined): void => {
    subscribers.delete(sub)
    while (Queue.sizeUnsafe(sub.queue) > 0) Queue.takeUnsafe(sub.queue)
    if (final !== undefined) Queue.offerUnsafe(sub.queue, final)
    Queue.endUnsafe(sub.queue)
  }
  const resyncOf = (reason: ResyncReason, resumeAfter: number): Delivery => ({
    _tag: "Resync",
    resync: { reason, resumeAfter: EventId.make(resumeAfter) }
  })

  /** Offers a live delivery; past the limit, the subscriber is cut with `resync` (`overflow`). */
  const offer = (sub: Subscriber, delivery: Delivery): void => {
    // While replaying, the replay waits for the connection; only the live backlog counts.
    const waiting = sub.backlog === null ? Queue.sizeUnsafe(sub.queue) : sub.backlog.length
    if (waiting >= bufferLimit) return cut(sub, resyncOf("overflow", sub.taken))
    if (sub.backlog !== null) sub.backlog.push(delivery)
    else Queue.offerUnsafe(sub.queue, delivery)
  }

  /** Hands events out to the subscribers whose filter they match. */
  const fanOut = (events: ReadonlyArray<StoredEvent>): void => {
    for (const event of events) {
      const delivery: Delivery = { _tag: "Event", event }
      for (const sub of subscribers) if (event.id > sub.floor && matches(sub.filter, event)) offer(sub, delivery)
    }
  }

  /** Reads and hands out every event up to the log's horizon now. */
  const catchUp = Effect.gen(function*() {
    const horizon = yield* log.horizon
    while (last < horizon) {
      const read = yield* log.read(EventId.make(last), horizon, readPage)
      fanOut(read.events)
      last = read.events.length < readPage ? horizon : read.events[read.events.length - 1]!.id
    }
  })

  /** Replays `(after, upTo]` to `sub`, then its backlog, then makes it live. */
  const replay = (sub: Subscriber, after: number, upTo: number) =>
    Effect.gen(function*() {
      let cursor = after
      while (cursor < upTo && subscribers.has(sub)) {
        const read = yield* log.read(EventId.make(cursor), EventId.make(upTo), readPage)
        if (read.prunedThrough > cursor) {
          yield* Queue.offer(sub.queue, resyncOf("expired", upTo))
          break
        }
        for (const event of read.events) {
          // The queue is bounded: a replay waits for the connection instead of overflowing it.
          if (matches(sub.filter, event)) yield* Queue.offer(sub.queue, { _tag: "Event", event })
        }
        cursor = read.events.length < readPage ? upTo : read.events[read.events.length - 1]!.id
      }
      // The backlog follows, paced by the connection too; what arrives meanwhile joins it.
      for (;;) {
        const backlog = sub.backlog ?? []
        if (backlog.length === 0) break
        sub.backlog = []
        for (const delivery of backlog) yield* Queue.offer(sub.queue, delivery)
      }
      sub.backlog = null
    }).pipe(Effect.catchCause((cause) => Effect.sync(() => cut(sub, undefined)).pipe(Effect.andThen(Effect.logWarning("event replay failed", cause)))))

  const tooMany = () => new TooManySubscribers({ message: `the node already streams events to ${maxSubscribers} subscribers; retry later` })

  const subscribe = (filter: EventFilter, after: EventId | undefined) =>
    Effect.gen(function*() {
      if (subscribers.size >= maxSubscribers) return yield* tooMany()
      const queue = yield* Queue.bounded<Delivery, Cause.Done>(bufferLimit + 1)
      // The log's horizon now: "live from now" starts there, and a cursor beyond it is unknown (a reset storage).
      // The hub may not have read that far yet; the subscriber then skips what it has not asked for.
      const horizon = yield* log.horizon
      // One synchronous step from here: no event is handed out while the subscriber is registered.
      const sub = yield* Effect.sync(() => {
        if (subscribers.size >= maxSubscribers) return undefined
        const unknown = after !== undefined && after > horizon && after > last
        const from = after === undefined || unknown ? Math.max(horizon, last) : after
        const start = Math.min(from, last)
        const sub: Subscriber = {
          filter,
          queue,
          floor: Math.max(from, last),
          backlog: start < last ? [] : null,
          taken: from,
          started: false
        }
        subscribers.add(sub)
        if (unknown) Queue.offerUnsafe(queue, resyncOf("unknown", from))
        return { sub, start, upTo: last }
      })
      if (sub === undefined) return yield* tooMany()
      if (sub.sub.backlog !== null) yield* Effect.forkIn(replay(sub.sub, sub.start, sub.upTo), hubScope)
      const registered = sub.sub
      return Stream.fromQueue(queue).pipe(
        Stream.tap((delivery) =>
          Effect.sync(() => {
            registered.started = true
            if (delivery._tag === "Event") registered.taken = delivery.event.id
          })
        ),
        Stream.ensuring(Effect.sync(() => {
          subscribers.delete(registered)
          Queue.endUnsafe(queue)
        }))
      )
    })

  const hubScope = yield* Effect.scope
  const doorbell = yield* Queue.sliding<void>(1)
  const ring = Effect.asVoid(Queue.offer(doorbell, undefined))
  yield* Effect.forkScoped(Stream.runForEach(log.appended, () => ring))
  yield* Effect.forkScoped(Effect.schedule(ring, Schedule.spaced(options.pollInterval ?? Duration.seconds(5))))
  yield* Effect.forkScoped(Effect.forever(
    Effect.andThen(Queue.take(doorbell), catchUp).pipe(
      Effect.catchCause((cause) =>
        Effect.logWarning("reading the event log failed; retrying", cause).pipe(Effect.andThen(Effect.sleep(Duration.seconds(1))))
      )
    )
  ))
  yield* Effect.forkScoped(Effect.schedule(
    Effect.sync(() => {
      for (const sub of subscribers) {
        if (!sub.started && Queue.sizeUnsafe(sub.queue) > 0) cut(sub, undefined)
        else offer(sub, HEARTBEAT)
      }
    }),
    Schedule.spaced(options.heartbeat ?? DEFAULT_HEARTBEAT)
  ))
  if (options.retention !== undefined) {
    const retention = Duration.toMillis(Duration.fromInputUnsafe(options.retention))
    const prune = Effect.suspend(() => log.prune(new Date(Date.now() - retention)))
    yield* Effect.forkScoped(Effect.schedule(
      prune.pipe(Effect.catchCause((cause) => Effect.logWarning("pruning the event log failed", cause))),
      Schedule.spaced(Duration.millis(Math.max(1000, Math.min(retention / 10, 60_000))))
    ))
  }
  const endAll = Effect.sync(() => {
    for (const sub of subscribers) cut(sub, undefined)
  })
  yield* Effect.addFinalizer(() => endAll)

  return EventHub.of({
    subscribe,
    subscribers: Effect.sync(() => subscribers.size),
    endAll
  })
})
