/** `queueOutbox` as a Stream: live pushes never wait, `full` at `limit`, a replay's `send` waits for room, `end` closes
 * after the final delivery (on the live clock: `send` polls). */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Stream } from "effect"
import { EventId } from "../../../core/domain/node_event.ts"
import { type Delivery, HEARTBEAT, queueOutbox } from "../../../core/use_cases/event_outbox.ts"

/** The event delivery of id `n`. */
function event(n: number): Delivery {
  return {
    _tag: "Event",
    event: {
      id: EventId.make(n),
      type: "batch",
      keys: { accounts: [], addresses: [], keys: [], tokenId: null, txId: null },
      data: {}
    }
  }
}

/** A delivery as a short label. */
const label = (d: Delivery) =>
  d._tag === "Event" ? `e${d.event.id}` : d._tag === "Resync" ? `resync ${d.resync.reason}` : "heartbeat"

describe("event outbox", () => {
  it.live(
    "queueOutbox() is full at its limit; pushes still go in; the stream reads everything in order until end",
    () =>
      Effect.gen(function* () {
        const outbox = yield* queueOutbox(2)
        outbox.push([event(1)])
        expect(outbox.full()).toBe(false)
        outbox.push([event(2), event(3)])
        expect(outbox.full()).toBe(true)
        outbox.end({ _tag: "Resync", resync: { reason: "overflow", resumeAfter: EventId.make(3) } })
        expect((yield* Stream.runCollect(outbox.stream)).map(label)).toEqual(["e1", "e2", "e3", "resync overflow"])
      })
  )

  it.live("queueOutbox().send() waits while the outbox is full and appends once the reader made room", () =>
    Effect.gen(function* () {
      const outbox = yield* queueOutbox(1)
      outbox.push([HEARTBEAT])
      const sending = yield* Effect.forkChild(outbox.send([event(7), event(8)]))
      yield* Effect.sleep("30 millis")
      expect(fiberDone(sending)).toBe(false)
      const firstRead = yield* outbox.stream.pipe(Stream.take(1), Stream.runCollect)
      expect(firstRead.map(label)).toEqual(["heartbeat"])
      yield* Fiber.join(sending)
      outbox.end(undefined)
      expect((yield* Stream.runCollect(outbox.stream)).map(label)).toEqual(["e7", "e8"])
    })
  )
})

/** Whether a fiber has ended. */
function fiberDone(fiber: Fiber.Fiber<unknown, unknown>): boolean {
  return fiber.pollUnsafe() !== undefined
}
