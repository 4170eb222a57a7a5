/**
 * The log of live events, as the subscribers' hub (`use_cases/event_hub.ts`) reads it. The
 * ledger and the pool append to it in the same atomic step as what each event reports, so a
 * crash loses none; ids grow strictly but concurrent appends (pool POSTs) may become visible out
 * of id order, so reads stop at a *horizon* below which nothing can still appear.
 */
import { Context } from "effect";
/** The log of events: read by id, woken when events are appended, pruned by age. */
export class EventLog extends Context.Service()("zk-api/ports/EventLog") {
}
