/** Event rows: the set-form append of a call's events (ids follow their order, data written as JSON text), and the
 * decoding of a row read back (the text parsed to the value it was written from). */
import { Effect, Schema } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import {
  type EventData,
  EventId,
  EventKeys,
  EventType,
  type NewEvent,
  type StoredEvent
} from "../../../core/domain/node_event.ts"
import { INT8, TEXT } from "../rows/params.ts"
import { intAt, textAt, type Values } from "../rows/row.ts"

const encodeKeys = Schema.encodeSync(EventKeys)
const decodeKeys = Schema.decodeUnknownSync(EventKeys)
const decodeType = Schema.decodeUnknownSync(EventType)

/** The text stored in `keys` for an event's keys. */
export function keysText(keys: EventKeys): string {
  return JSON.stringify(encodeKeys(keys))
}

/** The text stored in `data` for an event's data: its JSON. */
export function dataText(data: EventData): string {
  return JSON.stringify(data)
}

/** A number token of 16 digits or more (compact JSON puts one right after `:`, `,` or `[`): perhaps beyond 2^53. */
const LONG_NUMBER = /[:,[]\d{16}/u

/** A parsed value, but an integer beyond 2^53 as a `JSON.rawJSON` of its digits (so it is written again as read). */
function exactInteger(_key: string, value: unknown, context?: { readonly source?: string }): unknown {
  return typeof value === "number" &&
    !Number.isSafeInteger(value) &&
    context?.source !== undefined &&
    /^\d+$/u.test(context.source)
    ? JSON.rawJSON(context.source)
    : value
}

/** The data stored as `text`: its JSON parsed, integers beyond 2^53 kept exact (written again, the same text). */
export function eventDataOf(text: string): EventData {
  const parsed: unknown = LONG_NUMBER.test(text) ? JSON.parse(text, exactInteger) : JSON.parse(text)
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
    throw new Error(`sql adapter: stored event data is not a JSON object: ${text.slice(0, 200)}`)
  return parsed as EventData
}

/** The statement appending events given as three text arrays (type, keys, data) and their batches (int8[]) from
 * parameter `$first` on (`eventParams`), ids in array order; only when `condition` (SQL) holds, if one is given. */
export function insertEvents(first: number, condition?: string): string {
  const [type, keys, data, batch] = [0, 1, 2, 3].map((n) => `$${first + n}`)
  return `INSERT INTO event (type, keys, data, batch_num)
SELECT e.type, e.keys, e.data, e.batch_num FROM unnest(${type}::text[], ${keys}::text[], ${data}::text[], ${batch}::int8[]) WITH ORDINALITY AS e(type, keys, data, batch_num, n)${condition === undefined ? "" : ` WHERE ${condition}`} ORDER BY e.n`
}

/** The number of parameters `insertEvents` takes. */
export const EVENT_PARAMS = 4

/** The parameters of `insertEvents` for `events`. */
export function eventParams(events: ReadonlyArray<NewEvent>): ReadonlyArray<unknown> {
  const column = (f: (event: NewEvent) => string) => TEXT.bind(events.map(f))
  return [
    column((e) => e.type),
    column((e) => keysText(e.keys)),
    column((e) => dataText(e.data)),
    INT8.bind(events.map((e) => e.keys.batchNum ?? null))
  ]
}

const INSERT_EVENTS = insertEvents(1)

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
    data: eventDataOf(textAt(row, at + 3))
  }
}
