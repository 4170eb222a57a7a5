/**
 * The EventLog port on the in-memory database: events are appended by the ledger and the pool
 * inside the writes that report them (`database.ts` `appendEvents`), so every event is visible
 * the moment its id is taken and the horizon is simply the last id.
 */
import { Layer } from "effect";
import { EventLog } from "../../core/ports/event_log.ts";
import { MemoryDatabase } from "./database.ts";
/** The EventLog port backed by the shared in-memory database. */
export declare const layer: Layer.Layer<EventLog, never, MemoryDatabase>;
