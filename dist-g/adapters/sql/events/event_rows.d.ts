/** Event rows: the set-form append of a call's events (ids follow their order), and the decoding of a row read back. */
import { Effect } from "effect";
import type { SqlClient } from "effect/sql/SqlClient";
import type { SqlError } from "effect/sql/SqlError";
import { EventKeys, type NewEvent, type StoredEvent } from "../../../core/domain/node_event.ts";
import { type Values } from "../rows/row.ts";
/** The text stored in `keys` for an event's keys. */
export declare function keysText(keys: EventKeys): string;
/** Appends `events` (none: nothing), inside the caller's transaction. */
export declare function appendEvents(sql: SqlClient, events: ReadonlyArray<NewEvent>): Effect.Effect<void, SqlError>;
/** The select list of an event row of `event` aliased `alias`: id, type, keys, data. */
export declare function eventColumns(alias: string): string;
/** The event of a row whose columns from `at` on were selected with `eventColumns`. */
export declare function storedEventOf(row: Values, at: number): StoredEvent;
