/** Event rows: the set-form append of a call's events (ids follow their order), and the decoding of a row read back. */
import { Effect, Schema } from "effect";
import { EventId, EventKeys, EventType } from "../../../core/domain/node_event.js";
import { TEXT } from "../rows/params.js";
import { intAt, textAt } from "../rows/row.js";
const encodeKeys = Schema.encodeSync(EventKeys);
const decodeKeys = Schema.decodeUnknownSync(EventKeys);
const decodeType = Schema.decodeUnknownSync(EventType);
/** The text stored in `keys` for an event's keys. */
export function keysText(keys) {
    return JSON.stringify(encodeKeys(keys));
}
/** The statement appending events given as three text arrays (type, keys, data), ids in array order. */
const INSERT_EVENTS = `INSERT INTO event (type, keys, data)
SELECT e.type, e.keys, e.data FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS e(type, keys, data, n) ORDER BY e.n`;
/** Appends `events` (none: nothing), inside the caller's transaction. */
export function appendEvents(sql, events) {
    if (events.length === 0)
        return Effect.void;
    const column = (f) => TEXT.bind(events.map(f));
    return Effect.asVoid(sql.unsafe(INSERT_EVENTS, [column((e) => e.type), column((e) => keysText(e.keys)), column((e) => e.data)]));
}
/** The select list of an event row of `event` aliased `alias`: id, type, keys, data. */
export function eventColumns(alias) {
    return `${alias}.id, ${alias}.type, ${alias}.keys, ${alias}.data`;
}
/** The event of a row whose columns from `at` on were selected with `eventColumns`. */
export function storedEventOf(row, at) {
    return {
        id: EventId.make(intAt(row, at)),
        type: decodeType(textAt(row, at + 1)),
        keys: decodeKeys(JSON.parse(textAt(row, at + 2))),
        data: textAt(row, at + 3)
    };
}
