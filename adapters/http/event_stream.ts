/**
 * The wire form of a subscription (`GET /events`): Server-Sent Events, one frame per delivery —
 *
 *     id: 42
 *     event: transaction
 *     data: {"L1orL2":"L2","id":"0x02…",…}
 *
 * with the event's wire JSON as stored (one line: JSON text has no raw newline). An event's frame
 * is written once, however many subscribers it reaches (`frameOf` remembers it on the event
 * object, which every subscriber's delivery shares). A `resync` carries the id to resume after as
 * its `id` (so a browser's EventSource reconnects from there), but for `overflow`, whose stream
 * ends: the client's last id stays the last event it received. A heartbeat is an SSE comment.
 * The first bytes are a comment too, so the client has the response's head at once.
 *
 * No compression (the edge compresses only whole bodies) and no caching; `X-Accel-Buffering: no`
 * asks a proxy in front (nginx) not to buffer the stream.
 */
import { Schema, Stream } from "effect"
import { HttpServerResponse } from "effect/http"
import { Resync, type StoredEvent } from "../../core/domain/node_event.ts"
import type { Delivery } from "../../core/use_cases/event_hub.ts"

/** The media type of the stream. */
export const EVENT_STREAM_CONTENT_TYPE = "text/event-stream; charset=utf-8"

const encoder = new TextEncoder()
const encodeResync = Schema.encodeSync(Resync)

/** The first bytes of every stream. */
const OPENING = encoder.encode(": zk-node events\n\n")
/** A heartbeat. */
const HEARTBEAT = encoder.encode(": heartbeat\n\n")

/** Frames already written, by event (events are shared by every subscriber's delivery and dropped with them). */
const frames = new WeakMap<StoredEvent, Uint8Array>()

/** The frame of a stored event, written once. */
export function frameOf(event: StoredEvent): Uint8Array {
  let frame = frames.get(event)
  if (frame === undefined) {
    frame = encoder.encode(`id: ${event.id}\nevent: ${event.type}\ndata: ${event.data}\n\n`)
    frames.set(event, frame)
  }
  return frame
}

/** The frame of a delivery. */
export function deliveryFrame(delivery: Delivery): Uint8Array {
  switch (delivery._tag) {
    case "Event":
      return frameOf(delivery.event)
    case "Heartbeat":
      return HEARTBEAT
    case "Resync": {
      const resync = delivery.resync
      const id = resync.reason === "overflow" ? "" : `id: ${resync.resumeAfter}\n`
      return encoder.encode(`${id}event: resync\ndata: ${JSON.stringify(encodeResync(resync))}\n\n`)
    }
  }
}

/** The headers of a stream besides its content type. */
const STREAM_HEADERS = { "cache-control": "no-store", "x-accel-buffering": "no" }

/** The 200 streaming a subscription. */
export function eventStreamResponse(deliveries: Stream.Stream<Delivery>): HttpServerResponse.HttpServerResponse {
  const body = Stream.concat(Stream.succeed(OPENING), Stream.map(deliveries, deliveryFrame))
  return HttpServerResponse.stream(body, { contentType: EVENT_STREAM_CONTENT_TYPE, headers: STREAM_HEADERS })
}

/** The answer to a HEAD: a stream's head, with an empty body. */
export function eventStreamHead(): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.empty({ status: 200, headers: { ...STREAM_HEADERS, "content-type": EVENT_STREAM_CONTENT_TYPE } })
}
