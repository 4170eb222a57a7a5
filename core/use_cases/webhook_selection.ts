/**
 * The one seam deciding which events of a read of the log an endpoint gets, and the cursor each delivery
 * stores once acknowledged. Today it selects with `matches(filter, event)` and the cursor is the event's id;
 * `minFinality` is carried for the finality work (`event_finality.ts`), which replaces this body.
 */
import type { StoredEvent } from "../domain/node_event.ts"
import type { MinFinality } from "../domain/webhook.ts"
import type { EventId } from "../domain/node_event.ts"
import { type EventFilter, matches } from "./event_filter.ts"

/** An event to deliver, and the cursor to store once it is acknowledged. */
export interface SelectedDelivery {
  readonly event: StoredEvent
  readonly cursor: EventId
}

/** The deliveries an endpoint with `filter` and `minFinality` gets from `events` (a read of the log after its cursor), in order. */
export function selectDeliveries(filter: EventFilter, _minFinality: MinFinality, events: ReadonlyArray<StoredEvent>): ReadonlyArray<SelectedDelivery> {
  const selected: Array<SelectedDelivery> = []
  for (const event of events) if (matches(filter, event)) selected.push({ event, cursor: event.id })
  return selected
}
