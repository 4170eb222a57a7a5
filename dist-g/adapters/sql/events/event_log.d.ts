import { Layer } from "effect";
import { EventLog } from "../../../core/ports/event_log.ts";
import { SqlDatabase } from "../connection/database.ts";
import { EventSignal } from "./event_signal.ts";
/** The channel the `event` trigger notifies. */
export declare const EVENTS_CHANNEL = "zk_events";
/** The EventLog port on the SQL database. */
export declare const layer: Layer.Layer<EventLog, never, SqlDatabase | EventSignal>;
