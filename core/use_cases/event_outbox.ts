/** Where a subscriber's deliveries go: its connection's send buffer, owned by the transport, or a queue read as a
 * `Stream`; the hub hands each read of the log to an outbox in one call. */
import { type Cause, Effect, Queue, Stream } from "effect"
import type { Resync, StoredEvent } from "../domain/node_event.ts"

/** What a subscription delivers: an event (`held`: released by its batch's `finalized` event, no resume point of its own), a resync notice, or a heartbeat. */
export type Delivery =
  | { readonly _tag: "Event"; readonly event: StoredEvent; readonly held?: true }
  | { readonly _tag: "Resync"; readonly resync: Resync }
  | { readonly _tag: "Heartbeat" }

/** The heartbeat delivery (one value for all). */
export const HEARTBEAT: Delivery = { _tag: "Heartbeat" }

/** A subscriber's outlet. */
export interface Outbox {
  /** Appends live deliveries, in order, without waiting (the same array may be handed to many outboxes: read it, keep it). */
  readonly push: (deliveries: ReadonlyArray<Delivery>) => void
  /** Whether so much waits to be sent that the subscriber must be cut (its own limit, in its own unit). */
  readonly full: () => boolean
  /** Appends replayed deliveries once there is room: a replay goes at the connection's pace. */
  readonly send: (deliveries: ReadonlyArray<Delivery>) => Effect.Effect<void>
  /** Ends the stream once what was appended (and `final`, if given) is sent. */
  readonly end: (final: Delivery | undefined) => void
}

/** An outbox read as a stream (`stream`), holding at most `limit` deliveries before it is full. */
export interface QueueOutbox extends Outbox {
  readonly stream: Stream.Stream<Delivery>
}

/** An outbox over a queue: the stream takes what waits in it, all at once. */
export const queueOutbox = Effect.fnUntraced(function* (limit: number) {
  const queue = yield* Queue.unbounded<Delivery, Cause.Done>()
  const outbox: QueueOutbox = {
    push: (deliveries) => {
      for (const delivery of deliveries) Queue.offerUnsafe(queue, delivery)
    },
    full: () => Queue.sizeUnsafe(queue) >= limit,
    send: (deliveries) =>
      Effect.suspend(function wait(): Effect.Effect<void> {
        // Polled: a replay is rare and short; the live path never waits.
        if (Queue.sizeUnsafe(queue) < limit) return Effect.sync(() => outbox.push(deliveries))
        return Effect.andThen(Effect.sleep("5 millis"), Effect.suspend(wait))
      }),
    end: (final) => {
      if (final !== undefined) Queue.offerUnsafe(queue, final)
      Queue.endUnsafe(queue)
    },
    stream: Stream.fromQueue(queue)
  }
  return outbox
})
