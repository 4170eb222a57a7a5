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
 * **Cheap fan-out.** Each read of the log is handed to each subscriber's outbox
 * (`event_outbox.ts`) in one call — the very same array for every subscriber whose filter takes
 * all of it — with no fiber per subscriber: an HTTP subscriber's outbox is its response's buffer.
 *
 * **Bounded.** An outbox that is full when a read is handed out (too much waits for its
 * connection: its own limit) gets a final `resync` (`overflow`, after the last event it was
 * handed) and its stream ends; others are not held up. A heartbeat is handed to every subscriber
 * each `heartbeat`; at most `maxSubscribers` are served at once (`TooManySubscribers` past it).
 * Closing the hub ends every subscription.
 */
import { Context, Duration, Effect, Layer, type Scope, Stream } from "effect";
import { EventId } from "../domain/node_event.ts";
import { TooManySubscribers } from "../errors.ts";
import { EventLog } from "../ports/event_log.ts";
import { type EventFilter } from "./event_filter.ts";
import { type Delivery, type Outbox } from "./event_outbox.ts";
export { type Delivery, HEARTBEAT, type Outbox } from "./event_outbox.ts";
/** How the hub serves its subscribers. */
export interface HubOptions {
    /** Subscribers served at once (default 1000). */
    readonly maxSubscribers?: number | undefined;
    /** Deliveries a `subscribe` stream may have waiting before it is cut with `resync` (default 10 000; a transport's outbox has its own limit). */
    readonly bufferLimit?: number | undefined;
    /** How often every subscriber gets a heartbeat (default 15 s). */
    readonly heartbeat?: Duration.Input | undefined;
    /** How often the log is read without a wake-up (default 5 s). */
    readonly pollInterval?: Duration.Input | undefined;
    /** How long events are kept for replay; absent: the hub does not prune (another process does). */
    readonly retention?: Duration.Input | undefined;
    /** Events read from the log at once (default 1000). */
    readonly readPage?: number | undefined;
}
/** Default number of subscribers served at once. */
export declare const DEFAULT_MAX_SUBSCRIBERS = 1000;
/**
 * Default number of deliveries a subscriber may have waiting: well above the largest burst one
 * ledger call makes (a batch of 2048 transactions records ≈ 4100 events at once), so only a
 * consumer that falls behind for longer than that is cut. The events are shared by every
 * subscriber; a waiting delivery costs a reference.
 */
export declare const DEFAULT_BUFFER_LIMIT = 10000;
/** Default heartbeat interval. */
export declare const DEFAULT_HEARTBEAT: Duration.Duration;
/** A registered subscriber, as its transport holds it. */
export interface Subscription {
    /** Forgets the subscriber (its connection closed); idempotent. */
    readonly detach: () => void;
}
declare const EventHub_base: Context.ServiceClass<EventHub, "zk-api/use_cases/EventHub", {
    /**
     * Registers a subscriber to the events matching `filter`, replaying those after `after`
     * (absent: live from now), for the current scope. The stream ends on overflow (after its
     * `resync`) or when the hub closes; stopping it, or closing the scope, unregisters the subscriber.
     */
    readonly subscribe: (filter: EventFilter, after: EventId | undefined) => Effect.Effect<Stream.Stream<Delivery>, TooManySubscribers, Scope.Scope>;
    /**
     * Registers a subscriber whose deliveries go to `outbox` (a transport's own buffer), replaying
     * those after `after`; the transport detaches it when its connection closes.
     */
    readonly attach: (filter: EventFilter, after: EventId | undefined, outbox: Outbox) => Effect.Effect<Subscription, TooManySubscribers>;
    /** Subscribers now. */
    readonly subscribers: Effect.Effect<number>;
    /** Subscribers cut with `resync` (overflow) for reading too slowly, since the hub started. */
    readonly overflows: Effect.Effect<number>;
    /** Ends every subscription (the server is shutting down: clients reconnect elsewhere); later ones still work. */
    readonly endAll: Effect.Effect<void>;
}>;
/** The hub's service: subscribe, and how many are subscribed. */
export declare class EventHub extends EventHub_base {
}
/** The hub over the event log. */
export declare function layer(options?: HubOptions): Layer.Layer<EventHub, never, EventLog>;
