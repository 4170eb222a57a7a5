/**
 * Event rows (`migrations/0003_events.ts`): the insert of the events a ledger call or pool
 * addition records, in set form, in the order given (their ids follow it); keys stored as the
 * JSON of their `EventKeys` encoding, data as the wire JSON text the core built; and the decoding
 * of a row read back.
 */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { EventId, EventKeys, EventType, type NewEvent, type StoredEvent } from "../../../core/domain/node_event.ts"
import { textArray } from "../rows/params.ts"
import { intAt, textAt, type Values } from "../rows/row.ts"

const encodeKeys = Schema.encodeSync(EventKeys)
const decodeKeys = Schema.decodeUnknownSync(EventKeys)
const decodeType = Schema.decodeUnknownSync(EventType)

/** The text stored in `keys` for an event's keys. */
export function keysText(keys: EventKeys): string {
  return JSON.stringify(encodeKeys(keys))
}

/** The statement appending events given as three text arrays (type, keys, data), ids in array order. */
export const INSERT_EVENTS = `INSERT INTO event (type, keys, data)
SELECT e.type, e.keys, e.data FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS e(type, keys, data, n) ORDER BY e.n`

/** The parameters of `INSERT_EVENTS` for `events`. */
export function eventParams(events: ReadonlyArray<NewEvent>): ReadonlyArray<unknown> {
  return [
    textArray(events.map((event) => event.type)),
    textArray(events.map((event) => keysText(event.keys))),
    textArray(events.map((event) => event.data))
  ]
}

/** Appends `events` (none: nothing), inside the caller's transaction. */
export function appendEvents(sql: SqlClient, events: ReadonlyArray<NewEvent>): Effect.Effect<void, SqlError> {
  if (events.length === 0) return Effect.void
  return Effect.asVoid(sql.unsafe(INSERT_EVENTS, eventParams(events)))
}

/** The select list of an event row of `event` aliased `alias`: id, type, keys, data. */
export function eventColumns(alias: string): string {
  return `${alias}.id, ${alias}.type, ${alias}.keys, ${alias}.data`
}

/** The event of a row whose columns from `at` on were selected with `eventColumns`. */
export function storedEventOf(row: Values, at: number): StoredEvent {
  return {
    id: EventId.make(intAt(row, at)),
    type: decodeType(textAt(row, at + 1)),
    keys: decodeKeys(JSON.parse(textAt(row, at + 2))),
    data: textAt(row, at + 3)
  }
}
