/** The event log's in-process doorbell, rung after commits that appended events or recorded a block. Sliding: a slow listener sees at least
 * the last ring (a wake-up means "read the log", not "one more event"). */
import { Context, Effect, Layer, PubSub, Stream } from "effect"

/** The doorbell rung after every commit of this process that appended events or recorded a block (the chain's reading
 * changed even when no event did). */
export class EventSignal extends Context.Service<
  EventSignal,
  {
    /** Rings the doorbell (after the commit). */
    readonly ring: Effect.Effect<void>
    /** A ring per wake-up, from the moment the stream is run. */
    readonly rung: Stream.Stream<void>
    /** How many times it was rung so far (counted as it rings, before any listener wakes). */
    readonly rings: () => number
  }
>()("zk-api/adapters/sql/EventSignal") {}

/** A fresh doorbell, closed with the layer. */
export const layer: Layer.Layer<EventSignal> = Layer.effect(
  EventSignal,
  Effect.gen(function* () {
    const pubsub = yield* PubSub.sliding<void>(1)
    yield* Effect.addFinalizer(() => PubSub.shutdown(pubsub))
    let rings = 0
    const publish = Effect.asVoid(PubSub.publish(pubsub, undefined))
    return EventSignal.of({
      ring: Effect.suspend(() => {
        rings++
        return publish
      }),
      rung: Stream.fromPubSub(pubsub),
      rings: () => rings
    })
  })
)
