/**
 * Events at a least finality (`minFinality`, an extension): for `finalized`, what forging a batch recorded (its
 * `batch`, `transaction` and `pool` events, whose keys name the batch) is held back and delivered when the batch's
 * `finalized` event comes, just before it; every other event comes as it happens. A held-back event is delivered
 * without a cursor of its own: the `finalized` event closing its group carries it, so a subscriber cut inside a group
 * resumes before it and receives the whole group again (at least once). Lower finalities deliver every event as it is.
 * The event stream's hub and the webhooks' deliveries both select with this, so they agree.
 */
import { Effect, Schema } from "effect"
import { BatchFinalized, type EventId, type StoredEvent } from "../domain/node_event.ts"
import { EventLog } from "../ports/event_log.ts"
import { type EventFilter, matches } from "./event_filter.ts"

/** An event to deliver, and the cursor a subscriber resumes after once it is delivered (none inside a held-back group). */
export interface FinalityDelivery {
  readonly event: StoredEvent
  readonly cursor: EventId | undefined
}

/** The events each `finalized` event of a read releases, by its id. */
export type Releases = ReadonlyMap<number, ReadonlyArray<StoredEvent>>

const NO_RELEASES: Releases = new Map()

const decodeFinalized = Schema.decodeUnknownSync(Schema.fromJsonString(BatchFinalized))

/** Whether `filter` holds back what a batch did until it is final. */
export function holdsBack(filter: EventFilter): boolean {
  return filter.minFinality === "finalized"
}

/** The events the `finalized` events among `events` release (read from the log), for filters that hold back. */
export const releasesOf = Effect.fnUntraced(function* (
  events: ReadonlyArray<StoredEvent>
): Effect.fn.Return<Releases, never, EventLog> {
  const log = yield* EventLog
  let releases: Map<number, ReadonlyArray<StoredEvent>> | undefined
  for (const event of events) {
    if (event.type !== "finalized") continue
    releases ??= new Map()
    releases.set(event.id, yield* log.batchEvents(decodeFinalized(event.data).batchNum, event.id))
  }
  return releases ?? NO_RELEASES
})

/** What `filter` delivers of a read of the log, in order, with `releases` the held-back events each `finalized` one releases. */
export function gatedDeliveries(
  filter: EventFilter,
  events: ReadonlyArray<StoredEvent>,
  releases: Releases
): Array<FinalityDelivery> {
  const out: Array<FinalityDelivery> = []
  if (!holdsBack(filter)) {
    for (const event of events) if (matches(filter, event)) out.push({ event, cursor: event.id })
    return out
  }
  for (const event of events) {
    if (event.keys.batchNum !== undefined) continue
    if (event.type === "finalized") {
      for (const held of releases.get(event.id) ?? [])
        if (matches(filter, held)) out.push({ event: held, cursor: undefined })
    }
    if (matches(filter, event)) out.push({ event, cursor: event.id })
  }
  return out
}

/** What `filter` delivers of a read of the log (reading the held-back events its `finalized` events release). */
export const deliveriesOf = Effect.fnUntraced(function* (
  filter: EventFilter,
  events: ReadonlyArray<StoredEvent>
): Effect.fn.Return<Array<FinalityDelivery>, never, EventLog> {
  const releases = holdsBack(filter) ? yield* releasesOf(events) : NO_RELEASES
  return gatedDeliveries(filter, events, releases)
})
