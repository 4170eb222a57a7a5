/**
 * The EventLog port on the in-memory database: events are appended by the ledger and the pool
 * inside the writes that report them (`database.ts` `appendEvents`), so every event is visible
 * the moment its id is taken and the horizon is simply the last id.
 */
import { Effect, Layer, Queue, Stream } from "effect";
import { EventId } from "../../core/domain/node_event.js";
import { EventLog } from "../../core/ports/event_log.js";
import { lowerBound, MemoryDatabase } from "./database.js";
/** Events with `after` < id ≤ `upTo`, at most `limit`. */
function eventsAfter(state, after, upTo, limit) {
    const out = [];
    for (let i = lowerBound(state.events, after + 1, (row) => row.event.id); i < state.events.length && out.length < limit; i++) {
        const event = state.events[i].event;
        if (event.id > upTo)
            break;
        out.push(event);
    }
    return out;
}
/** Removes the events recorded before `before` (ms), raising the pruning point. */
function pruneBefore(state, before) {
    let count = 0;
    while (count < state.events.length && state.events[count].at < before)
        count++;
    if (count === 0)
        return;
    state.prunedThrough = Math.max(state.prunedThrough, state.events[count - 1].event.id);
    state.events = state.events.slice(count);
}
/** The EventLog port backed by the shared in-memory database. */
export const layer = Layer.effect(EventLog, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return EventLog.of({
        horizon: db.read((state) => EventId.make(state.next.event - 1)),
        read: (after, upTo, limit) => db.read((state) => ({ events: eventsAfter(state, after, upTo, limit), prunedThrough: EventId.make(state.prunedThrough) })),
        appended: Stream.callback((queue) => Effect.acquireRelease(db.read((state) => {
            const listener = () => void Queue.offerUnsafe(queue, undefined);
            state.eventListeners.add(listener);
            return listener;
        }), (listener) => db.read((state) => void state.eventListeners.delete(listener))), { bufferSize: 1, strategy: "sliding" }),
        prune: (before) => db.write((state) => pruneBefore(state, before.getTime()))
    });
}));
