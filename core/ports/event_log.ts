/** The log of live events, appended atomically with what each event reports; concurrent appends may become visible out
 * of id order, so reads stop at a *horizon* below which nothing can still appear. */
import { Context, type Effect, type Stream } from "effect"
import type { EventId, StoredEvent } from "../domain/node_event.ts"

/** Events read after an id, and how far the log has been pruned, from one snapshot. */
export interface EventRead {
  /** Events with `after` < id ≤ `upTo`, in id order, at most the limit asked. */
  readonly events: ReadonlyArray<StoredEvent>
  /** Every event with an id up to this one was pruned (0: none was). */
  readonly prunedThrough: EventId
}

/** The log of events: read by id, woken when events are appended, pruned by age. */
export class EventLog extends Context.Service<
  EventLog,
  {
    /** The greatest id such that every event up to it that will ever be visible is visible now. */
    readonly horizon: Effect.Effect<EventId>
    /** Events with `after` < id ≤ `upTo` (at most `limit`), with the pruning point of the same snapshot. */
    readonly read: (after: EventId, upTo: EventId, limit: number) => Effect.Effect<EventRead>
    /**
     * The events that forging batch `batchNum` recorded (those whose keys name it), as its last forging before event
     * `before` recorded them, in id order; none when they were pruned.
     */
    readonly batchEvents: (batchNum: number, before: EventId) => Effect.Effect<ReadonlyArray<StoredEvent>>
    /**
     * Emits whenever events may have been appended since the last emission: by this process, or by
     * another one sharing the storage. Spurious emissions are allowed; a missed one is not.
     */
    readonly appended: Stream.Stream<void>
    /** Deletes the events recorded before `before` (and records how far it pruned). */
    readonly prune: (before: Date) => Effect.Effect<void>
  }
>()("zk-api/ports/EventLog") {}
