/**
 * The Ledger port on PostgreSQL: one transaction per call under the writer lock, planned with `core/ledger`. Events are
 * appended last (the event log's horizon waits for transactions locking `event`), the doorbell rung once committed.
 */
import { Layer } from "effect";
import { Ledger } from "../../../core/ports/ledger.ts";
import { SqlDatabase } from "../connection/database.ts";
import { EventSignal } from "../events/event_signal.ts";
/** The Ledger port on the SQL database. */
export declare const layer: Layer.Layer<Ledger, never, SqlDatabase | EventSignal>;
