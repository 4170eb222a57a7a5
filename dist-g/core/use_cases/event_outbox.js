/**
 * Where a subscriber's deliveries go: its connection's send buffer, owned by the transport (an
 * HTTP response writes straight into one, `adapters/http/event_stream.ts`), or a queue read as an
 * Effect `Stream` (`queueOutbox`, for code that consumes events in-process). The hub hands each
 * read of the log to an outbox in one call, so a subscriber costs one hand-over per read, not one
 * per event.
 */
import { Effect, Queue, Stream } from "effect";
/** The heartbeat delivery (one value for all). */
export const HEARTBEAT = { _tag: "Heartbeat" };
/** An outbox over a queue: the stream takes what waits in it, all at once. */
export const queueOutbox = Effect.fnUntraced(function* (limit) {
    const queue = yield* Queue.unbounded();
    const outbox = {
        push: (deliveries) => {
            for (const delivery of deliveries)
                Queue.offerUnsafe(queue, delivery);
        },
        full: () => Queue.sizeUnsafe(queue) >= limit,
        send: (deliveries) => Effect.suspend(function wait() {
            // Polled: a replay is rare and short; the live path never waits.
            if (Queue.sizeUnsafe(queue) < limit)
                return Effect.sync(() => outbox.push(deliveries));
            return Effect.andThen(Effect.sleep("5 millis"), Effect.suspend(wait));
        }),
        end: (final) => {
            if (final !== undefined)
                Queue.offerUnsafe(queue, final);
            Queue.endUnsafe(queue);
        },
        stream: Stream.fromQueue(queue)
    };
    return outbox;
});
