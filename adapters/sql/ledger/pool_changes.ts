/** Pool status changes planned by `core/ledger`'s pool rules, in one statement returning the changed rows (their events
 * name each sender and receiver). */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { NewEvent } from "../../../core/domain/node_event.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { poolEvent, type PoolMove } from "../../../core/ledger/event_records.ts"
import type { PoolChange, PoolStatus } from "../../../core/ledger/pool_lifecycle.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { poolRecordOf, poolStatusParams, UPDATE_POOL_STATUS } from "../rows/pool_rows.ts"

/** `changes` with one change per transaction, in the order each first moves: its last status, and the last rollback
 * record any of its changes sets (a reorg returns a transaction to `pend`, then may expire it). */
function oneChangeEach(changes: ReadonlyArray<PoolChange>): ReadonlyArray<PoolChange> {
  const byId = new Map<TxId, PoolChange>()
  for (const change of changes) {
    const earlier = byId.get(change.id)
    const rolledBackFrom = change.rolledBackFrom !== undefined ? change.rolledBackFrom : earlier?.rolledBackFrom
    byId.set(
      change.id,
      rolledBackFrom === undefined ? { id: change.id, status: change.status } : { ...change, rolledBackFrom }
    )
  }
  return [...byId.values()]
}

/** Sets changed pool transactions' state, batch and reason in one statement (a transaction changed twice is written
 * once, with its last status); returns the moves in `changes` order, the first from `previous` (read and locked here),
 * a later one from the status before it. */
export function applyPoolChanges(
  sql: SqlClient,
  changes: ReadonlyArray<PoolChange>,
  previous: ReadonlyMap<TxId, PoolStatus>
): Effect.Effect<Array<PoolMove>, SqlError> {
  if (changes.length === 0) return Effect.succeed([])
  return Effect.map(sql.unsafe(UPDATE_POOL_STATUS, poolStatusParams(oneChangeEach(changes))).values, (rows) => {
    const updated = new Map<TxId, PoolRecord>(
      rows.map((row) => poolRecordOf(row, 0)).map((record) => [record.id, record])
    )
    const current = new Map(previous)
    return changes.map((change): PoolMove => {
      const tx = updated.get(change.id)
      const from = current.get(change.id)
      if (tx === undefined || from === undefined)
        throw new Error(`sql adapter: pool transaction ${change.id} changed but was not read`)
      current.set(change.id, change.status)
      return { tx, previous: from.state, next: change.status }
    })
  })
}

/** The events of pool moves, in order. */
export function poolEvents(moves: ReadonlyArray<PoolMove>): Array<NewEvent> {
  return moves.map((move) => poolEvent(move.tx, move.previous, move.next))
}
