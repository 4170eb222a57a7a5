/** Pool status changes planned by `core/ledger`'s pool rules, in one statement returning the changed rows (their events name each sender and receiver). */
import { Effect } from "effect";
import { poolEvent } from "../../../core/ledger/event_records.js";
import { poolRecordOf, poolStatusParams, UPDATE_POOL_STATUS } from "../rows/pool_rows.js";
/** Sets changed pool transactions' state, batch and reason; returns the moves in `changes` order, from `previous` (read and locked here). */
export function applyPoolChanges(sql, changes, previous) {
    if (changes.length === 0)
        return Effect.succeed([]);
    return Effect.map(sql.unsafe(UPDATE_POOL_STATUS, poolStatusParams(changes)).values, (rows) => {
        const updated = new Map(rows.map((row) => poolRecordOf(row, 0)).map((record) => [record.id, record]));
        return changes.map((change) => {
            const tx = updated.get(change.id);
            const from = previous.get(change.id);
            if (tx === undefined || from === undefined)
                throw new Error(`sql adapter: pool transaction ${change.id} changed but was not read`);
            return { tx, previous: from.state, next: change.status };
        });
    });
}
/** The events of pool moves, in order. */
export function poolEvents(moves) {
    return moves.map((move) => poolEvent(move.tx, move.previous, move.next));
}
