/** Events at a least finality (`minFinality`): for `finalized`, a batch's events wait for its `finalized` event and
 * come without cursors of their own (a cut group comes again); the event stream and the webhooks both use this. */
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

const decodeFinalized = Schema.decodeUnknownSync(BatchFinalized)

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
