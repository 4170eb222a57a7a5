/** `GET /events` as Server-Sent Events in a Node `Readable` the hub's outbox pushes into (no fiber per subscriber),
 * each frame encoded once; not compressed or cached, `X-Accel-Buffering: no` against proxy buffering. */
import { Effect, Schema } from "effect"
import { HttpServerResponse } from "effect/http"
import { Readable } from "node:stream"
import { Resync, type StoredEvent } from "../../../core/domain/node_event.ts"
import type { Delivery, Outbox } from "../../../core/use_cases/event_hub.ts"

/** The media type of the stream. */
export const EVENT_STREAM_CONTENT_TYPE = "text/event-stream; charset=utf-8"

const encoder = new TextEncoder()
const encodeResync = Schema.encodeSync(Resync)

/** The first bytes of every stream: a comment, so the client has the response's head at once. */
const OPENING = encoder.encode(": zk-node events\n\n")
const HEARTBEAT = encoder.encode(": heartbeat\n\n")

/** Frames already written, by event (events are shared by every subscriber's delivery and dropped with them). */
const frames = new WeakMap<StoredEvent, Uint8Array>()
/** Frames of events held back till final, without their resume point, likewise written once per event. */
const heldFrames = new WeakMap<StoredEvent, Uint8Array>()

/** The frame of `event` from `cache`, written once: with its resume point `id` unless `held`. */
function frameOf(cache: WeakMap<StoredEvent, Uint8Array>, event: StoredEvent, held: boolean): Uint8Array {
  let frame = cache.get(event)
  if (frame === undefined) {
    const id = held ? "" : `id: ${event.id}\n`
    frame = encoder.encode(`${id}event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`)
    cache.set(event, frame)
  }
  return frame
}

/** The frame of a delivery; a `resync` names its resume point as `id` (for EventSource), but for `overflow`, which ends the stream. */
export function deliveryFrame(delivery: Delivery): Uint8Array {
  switch (delivery._tag) {
    case "Event": {
      // Held back till its batch was final: no resume point of its own (the closing `finalized` event has it).
      return delivery.held === true ? frameOf(heldFrames, delivery.event, true) : frameOf(frames, delivery.event, false)
    }
    case "Heartbeat":
      return HEARTBEAT
    case "Resync": {
      const resync = delivery.resync
      const id = resync.reason === "overflow" ? "" : `id: ${resync.resumeAfter}\n`
      return encoder.encode(`${id}event: resync\ndata: ${JSON.stringify(encodeResync(resync))}\n\n`)
    }
  }
}

/** Chunks already written, by hand-over (one array is handed to every subscriber that takes all of a read). */
const chunks = new WeakMap<ReadonlyArray<Delivery>, Uint8Array>()

/** The bytes of one hand-over: its frames, joined once however many subscribers it reaches. */
export function chunkOf(deliveries: ReadonlyArray<Delivery>): Uint8Array {
  if (deliveries.length === 1) return deliveryFrame(deliveries[0]!)
  let chunk = chunks.get(deliveries)
  if (chunk === undefined) {
    chunk = Buffer.concat(deliveries.map(deliveryFrame))
    chunks.set(deliveries, chunk)
  }
  return chunk
}

/** How long a cut stream may take to be read to its end before its connection is destroyed (ms). */
const CUT_GRACE_MILLIS = 30_000

/** Default bytes a subscriber may have waiting before it is cut (`EVENTS_BUFFER_BYTES`). */
export const DEFAULT_BUFFER_BYTES = 16 * 1024 * 1024

/** A `Readable` whose iteration ends at once when its reader stops (a plain one's `return` waits for the next chunk). */
class EventBody extends Readable {
  override [Symbol.asyncIterator](): NodeJS.AsyncIterator<unknown> {
    const inner = super[Symbol.asyncIterator]()
    const iterator: NodeJS.AsyncIterator<unknown> = {
      next: () => inner.next(),
      return: () => {
        this.destroy()
        return Promise.resolve({ done: true, value: undefined })
      },
      throw: (error: unknown) => {
        this.destroy()
        return Promise.reject(error)
      },
      [Symbol.asyncIterator]: () => iterator,
      [Symbol.asyncDispose]: () => {
        this.destroy()
        return Promise.resolve()
      }
    }
    return iterator
  }
}

/**
 * An outbox writing into a `Readable` body, full when `maxBytes` wait in it (the hub then cuts the subscriber with a
 * `resync`); `replayed` is told the bytes of each replayed hand-over (`send`: the replay and what waited behind it).
 */
export function responseOutbox(
  maxBytes: number,
  replayed?: (bytes: number) => void
): { readonly outbox: Outbox; readonly body: Readable } {
  // Waiting replays, resumed when the reader asks for more or goes away.
  const waiting: Array<() => void> = []
  const release = () => {
    for (const resume of waiting.splice(0)) resume()
  }
  const body = new EventBody({ highWaterMark: 64 * 1024, read: release })
  body.once("close", release)
  body.push(OPENING)
  // Nothing may be pushed after the end (a Readable emits an error for it): a late replay page is dropped.
  let ended = false
  const open = () => !ended && !body.destroyed
  /** Pushes the chunk of `deliveries` when the body is open; its bytes (0 when not pushed). */
  const push = (deliveries: ReadonlyArray<Delivery>): number => {
    if (!open()) return 0
    const chunk = chunkOf(deliveries)
    body.push(chunk)
    return chunk.byteLength
  }
  const outbox: Outbox = {
    push: (deliveries) => void push(deliveries),
    full: () => body.readableLength >= maxBytes,
    send: (deliveries) =>
      Effect.callback<void>((resume) => {
        const attempt = () => {
          if (!open() || body.readableLength < body.readableHighWaterMark) {
            const bytes = push(deliveries)
            if (bytes > 0) replayed?.(bytes)
            resume(Effect.void)
          } else {
            waiting.push(attempt)
          }
        }
        attempt()
      }),
    end: (final) => {
      if (!open()) return
      ended = true
      if (final !== undefined) body.push(deliveryFrame(final))
      body.push(null)
      const timer = setTimeout(() => body.destroy(), CUT_GRACE_MILLIS)
      timer.unref()
      body.once("close", () => clearTimeout(timer))
    }
  }
  return { outbox, body }
}

const STREAM_HEADERS = { "cache-control": "no-store", "x-accel-buffering": "no" }

/** The 200 streaming a subscription whose outbox writes `body`. */
export function outboxResponse(body: Readable): HttpServerResponse.HttpServerResponse {
  return HttpServerResponse.raw(body, { contentType: EVENT_STREAM_CONTENT_TYPE, headers: STREAM_HEADERS })
}
