/** The EventLog port on the in-memory database: events are appended inside the writes that report them, so each is
 * visible the moment its id is taken and the horizon is simply the last id. */
import { Effect, Layer, Queue, Stream } from "effect"
import { EventId, type StoredEvent } from "../../core/domain/node_event.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { lowerBound, MemoryDatabase, type MemoryState } from "./database.ts"

/** Events with `after` < id ≤ `upTo`, at most `limit`. */
function eventsAfter(state: MemoryState, after: number, upTo: number, limit: number): Array<StoredEvent> {
  const out: Array<StoredEvent> = []
  for (
    let i = lowerBound(state.events, after + 1, (row) => row.event.id);
    i < state.events.length && out.length < limit;
    i++
  ) {
    const event = state.events[i]!.event
    if (event.id > upTo) break
    out.push(event)
  }
  return out
}

/** The events batch `batchNum`'s last forging before event `before` recorded, in id order. */
function batchEventsBefore(state: MemoryState, batchNum: number, before: number): Array<StoredEvent> {
  let i = lowerBound(state.events, before, (row) => row.event.id) - 1
  while (i >= 0 && !(state.events[i]!.event.type === "batch" && state.events[i]!.event.keys.batchNum === batchNum)) i--
  const out: Array<StoredEvent> = []
  for (; i >= 0 && i < state.events.length && state.events[i]!.event.id < before; i++) {
    const event = state.events[i]!.event
    if (event.keys.batchNum === batchNum) out.push(event)
  }
  return out
}

/** Removes the events recorded before `before` (ms), raising the pruning point. */
function pruneBefore(state: MemoryState, before: number): void {
  let count = 0
  while (count < state.events.length && state.events[count]!.at < before) count++
  if (count === 0) return
  state.prunedThrough = Math.max(state.prunedThrough, state.events[count - 1]!.event.id)
  state.events = state.events.slice(count)
}

/** The EventLog port backed by the shared in-memory database. */
export const layer: Layer.Layer<EventLog, never, MemoryDatabase> = Layer.effect(
  EventLog,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    return EventLog.of({
      horizon: db.read((state) => EventId.make(state.next.event - 1)),
      read: (after, upTo, limit) =>
        db.read((state) => ({
          events: eventsAfter(state, after, upTo, limit),
          prunedThrough: EventId.make(state.prunedThrough)
        })),
      batchEvents: (batchNum, before) => db.read((state) => batchEventsBefore(state, batchNum, before)),
      appended: Stream.callback<void>(
        (queue) =>
          Effect.acquireRelease(
            db.read((state) => {
              const listener = () => void Queue.offerUnsafe(queue, undefined)
              state.eventListeners.add(listener)
              return listener
            }),
            (listener) => db.read((state) => void state.eventListeners.delete(listener))
          ),
        { bufferSize: 1, strategy: "sliding" }
      ),
      prune: (before) => db.write((state) => pruneBefore(state, before.getTime()))
    })
  })
)
