/** Event rows: the set-form append of a call's events (ids follow their order), and the decoding of a row read back. */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import { EventId, EventKeys, EventType, type NewEvent, type StoredEvent } from "../../../core/domain/node_event.ts"
import { INT8, TEXT } from "../rows/params.ts"
import { intAt, textAt, type Values } from "../rows/row.ts"

const encodeKeys = Schema.encodeSync(EventKeys)
const decodeKeys = Schema.decodeUnknownSync(EventKeys)
const decodeType = Schema.decodeUnknownSync(EventType)

/** The text stored in `keys` for an event's keys. */
export function keysText(keys: EventKeys): string {
  return JSON.stringify(encodeKeys(keys))
}

/** The statement appending events given as three text arrays (type, keys, data) and their batches (int8[]), ids in array order. */
const INSERT_EVENTS = `INSERT INTO event (type, keys, data, batch_num)
SELECT e.type, e.keys, e.data, e.batch_num FROM unnest($1::text[], $2::text[], $3::text[], $4::int8[]) WITH ORDINALITY AS e(type, keys, data, batch_num, n) ORDER BY e.n`

/** Appends `events` (none: nothing), inside the caller's transaction. */
export function appendEvents(sql: SqlClient, events: ReadonlyArray<NewEvent>): Effect.Effect<void, SqlError> {
  if (events.length === 0) return Effect.void
  const column = (f: (event: NewEvent) => string) => TEXT.bind(events.map(f))
  const batches = INT8.bind(events.map((e) => e.keys.batchNum ?? null))
  return Effect.asVoid(
    sql.unsafe(INSERT_EVENTS, [column((e) => e.type), column((e) => keysText(e.keys)), column((e) => e.data), batches])
  )
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
