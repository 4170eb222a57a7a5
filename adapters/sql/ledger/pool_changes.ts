/** Pool status changes planned by `core/ledger`'s pool rules, in one statement returning the changed rows (their events name each sender and receiver). */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { NewEvent } from "../../../core/domain/node_event.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { poolEvent, type PoolMove } from "../../../core/ledger/event_records.ts"
import type { PoolChange, PoolStatus } from "../../../core/ledger/pool_lifecycle.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { txIdBytes } from "../rows/codecs.ts"
import { BYTEA, INT8, TEXT } from "../rows/params.ts"
import { poolColumns, poolRecordOf } from "../rows/pool_rows.ts"

/** The statement setting each changed pool transaction's state, batch and reason, returning the changed rows. */
const UPDATE_POOL = `UPDATE pool_tx p SET state = c.state, batch_num = c.batch_num, reason = c.reason
FROM unnest($1::bytea[], $2::text[], $3::int8[], $4::text[]) AS c(id, state, batch_num, reason)
WHERE p.id = c.id
RETURNING ${poolColumns("p")}`

/** Sets changed pool transactions' state, batch and reason; returns the moves in `changes` order, from `previous` (read and locked here). */
export function applyPoolChanges(
  sql: SqlClient,
  changes: ReadonlyArray<PoolChange>,
  previous: ReadonlyMap<TxId, PoolStatus>
): Effect.Effect<Array<PoolMove>, SqlError> {
  if (changes.length === 0) return Effect.succeed([])
  const params = [
    BYTEA.bind(changes.map((c) => txIdBytes(c.id))),
    TEXT.bind(changes.map((c) => c.status.state)),
    INT8.bind(changes.map((c) => c.status.batchNum)),
    TEXT.bind(changes.map((c) => c.status.reason))
  ]
  return Effect.map(sql.unsafe(UPDATE_POOL, params).values, (rows) => {
    const updated = new Map<TxId, PoolRecord>(rows.map((row) => poolRecordOf(row, 0)).map((record) => [record.id, record]))
    return changes.map((change): PoolMove => {
      const tx = updated.get(change.id)
      const from = previous.get(change.id)
      if (tx === undefined || from === undefined) throw new Error(`sql adapter: pool transaction ${change.id} changed but was not read`)
      return { tx, previous: from.state, next: change.status }
    })
  })
}

/** The events of pool moves, in order. */
export function poolEvents(moves: ReadonlyArray<PoolMove>): Array<NewEvent> {
  return moves.map((move) => poolEvent(move.tx, move.previous, move.next))
}
