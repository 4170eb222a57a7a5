/**
 * The event log's in-process doorbell, rung after commits that appended events. Sliding: a slow listener sees
 * at least the last ring (a wake-up means "read the log", not "one more event").
 */
import { Context, Effect, Layer, PubSub, Stream } from "effect";
/** The doorbell rung after every commit of this process that appended events. */
export class EventSignal extends Context.Service()("zk-api/adapters/sql/EventSignal") {
}
/** A fresh doorbell, closed with the layer. */
export const layer = Layer.effect(EventSignal, Effect.gen(function* () {
    const pubsub = yield* PubSub.sliding(1);
    yield* Effect.addFinalizer(() => PubSub.shutdown(pubsub));
    return EventSignal.of({
        ring: Effect.asVoid(PubSub.publish(pubsub, undefined)),
        rung: Stream.fromPubSub(pubsub)
    });
}));
