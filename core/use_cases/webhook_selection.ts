/** Which events of a read of the log an endpoint gets, and the cursor each delivery stores once acknowledged: the event
 * stream's own selection (`deliveriesOf`) with the endpoint's `minFinality`. */
import { Effect } from "effect"
import type { MinFinality } from "../domain/finality.ts"
import type { StoredEvent } from "../domain/node_event.ts"
import type { EventLog } from "../ports/event_log.ts"
import type { EventFilter } from "./event_filter.ts"
import { deliveriesOf, type FinalityDelivery } from "./event_finality.ts"

/** The deliveries an endpoint with `filter` and `minFinality` gets from `events` (a read of the log after its cursor), in order. */
export function selectDeliveries(
  filter: EventFilter,
  minFinality: MinFinality,
  events: ReadonlyArray<StoredEvent>
): Effect.Effect<ReadonlyArray<FinalityDelivery>, never, EventLog> {
  return events.length === 0 ? Effect.succeed([]) : deliveriesOf({ ...filter, minFinality }, events)
}
