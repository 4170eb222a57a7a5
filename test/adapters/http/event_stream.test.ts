/** The SSE wire and the response outbox: frames as written (a resync without id), one shared chunk per hand-over, full
 * at its byte limit, nothing pushed after its end. */
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { chunkOf, deliveryFrame, responseOutbox } from "../../../adapters/http/server/event_stream.ts"
import { CHAIN_WIDE, EventId, type StoredEvent } from "../../../core/domain/node_event.ts"
import { type Delivery, HEARTBEAT } from "../../../core/use_cases/event_hub.ts"

const event = (id: number): Delivery => {
  const stored: StoredEvent = { id: EventId.make(id), type: "reorg", keys: CHAIN_WIDE, data: { batchNum: id } }
  return { _tag: "Event", event: stored }
}
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

/** Everything a body yields until it ends. */
async function drained(body: AsyncIterable<unknown>): Promise<string> {
  let out = ""
  for await (const chunk of body) out += text(chunk as Uint8Array)
  return out
}

describe("the event stream's wire", () => {
  it("writes id, event and data; a heartbeat as a comment; an overflow resync without an id", () => {
    expect(text(deliveryFrame(event(7)))).toBe('id: 7\nevent: reorg\ndata: {"batchNum":7}\n\n')
    expect(text(deliveryFrame(HEARTBEAT))).toBe(": heartbeat\n\n")
    const resync = (reason: "expired" | "overflow"): Delivery => ({
      _tag: "Resync",
      resync: { reason, resumeAfter: EventId.make(9) }
    })
    expect(text(deliveryFrame(resync("expired")))).toBe(
      'id: 9\nevent: resync\ndata: {"reason":"expired","resumeAfter":9}\n\n'
    )
    expect(text(deliveryFrame(resync("overflow")))).toBe(
      'event: resync\ndata: {"reason":"overflow","resumeAfter":9}\n\n'
    )
    const held = event(5)
    if (held._tag !== "Event") throw new Error("an event")
    expect(text(deliveryFrame({ ...held, held: true })), "held back till final: no id of its own").toBe(
      'event: reorg\ndata: {"batchNum":5}\n\n'
    )
  })

  it("joins a hand-over's frames once, however many outboxes it reaches", () => {
    const handOver = [event(1), event(2)]
    expect(chunkOf(handOver)).toBe(chunkOf(handOver))
    expect(text(chunkOf(handOver))).toBe(text(deliveryFrame(event(1))) + text(deliveryFrame(event(2))))
  })
})

describe("the response outbox", () => {
  it("streams the opening comment, what it is handed, then the final delivery, and ends", async () => {
    const { body, outbox } = responseOutbox(1 << 20)
    outbox.push([event(1), event(2)])
    await Effect.runPromise(outbox.send([event(3)]))
    outbox.end({ _tag: "Resync", resync: { reason: "overflow", resumeAfter: EventId.make(3) } })
    const all = await drained(body)
    expect(all.startsWith(": zk-node events\n\n")).toBe(true)
    expect(all.match(/^id: \d+$/gmu)).toEqual(["id: 1", "id: 2", "id: 3"])
    expect(all.endsWith('event: resync\ndata: {"reason":"overflow","resumeAfter":3}\n\n')).toBe(true)
  })

  it("is full at its byte limit", () => {
    const { body, outbox } = responseOutbox(200)
    expect(outbox.full()).toBe(false)
    for (let id = 1; id <= 10; id++) outbox.push([event(id)])
    expect(outbox.full()).toBe(true)
    body.destroy()
  })

  it("drops what comes after its end, and a replay waiting for room when the client goes away", async () => {
    const { body, outbox } = responseOutbox(1 << 20)
    const errors: Array<unknown> = []
    body.on("error", (error) => errors.push(error))
    outbox.end(undefined)
    outbox.push([event(1)])
    await Effect.runPromise(outbox.send([event(2)]))
    expect(await drained(body)).toBe(": zk-node events\n\n")
    expect(errors).toEqual([])

    const second = responseOutbox(1 << 20)
    // Fill past the high-water mark so a replay page waits, then close the body.
    for (let id = 1; id <= 2000; id++) second.outbox.push([event(id)])
    const waiting = Effect.runPromise(second.outbox.send([event(2001)]))
    second.body.destroy()
    await waiting
  })
})
