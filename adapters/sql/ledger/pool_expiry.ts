/** The pool's expiry on PostgreSQL, as memory does it: once `lastBatchNum` is the last batch (forged, or left by a reorg),
 * the live transactions the next batch is past (`planExpiry`) become invl with the members that request them. */
import { Effect, Result } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { AtomicGroupId } from "../../../core/domain/atomic_group.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import type { PoolMove } from "../../../core/ledger/event_records.ts"
import { withGroupInvalidations } from "../../../core/ledger/pool_groups.ts"
import { planExpiry, planInvalidation, type PoolStatus } from "../../../core/ledger/pool_lifecycle.ts"
import { lockedGroups, poolView } from "./ledger_reads.ts"
import { applyPoolChanges } from "./pool_changes.ts"
import { poolColumns, poolRecordOf } from "../rows/pool_rows.ts"

/** The statement locking the live pool transactions whose limit is set and at most $1 (`pool_tx_live_limit`). */
const LIVE_PAST = `SELECT ${poolColumns("p")} FROM pool_tx p
WHERE p.max_num_batch > 0 AND p.max_num_batch <= $1 AND p.state IN ('pend', 'fing') ORDER BY p.seq FOR UPDATE`

/** Invalidates the live pool transactions the batch after `lastBatchNum` is past, and the members that request them,
 * with that batch; the moves, for their events. */
export function expirePool(sql: SqlClient, lastBatchNum: number): Effect.Effect<Array<PoolMove>, SqlError> {
  return Effect.gen(function* () {
    const records = (yield* sql.unsafe(LIVE_PAST, [lastBatchNum]).values).map((row) => poolRecordOf(row, 0))
    const expired = planExpiry(records, lastBatchNum)
    if (expired.length === 0) return []
    const groups = new Set<AtomicGroupId>()
    for (const record of records) if (record.atomicGroupId !== null) groups.add(record.atomicGroupId)
    const locked = yield* lockedGroups(sql, [...groups])
    // Live rows have no reason; a member's status comes with its group.
    const statuses = new Map<TxId, PoolStatus>([
      ...records.map((record): [TxId, PoolStatus] => [
        record.id,
        { state: record.state, batchNum: record.batchNum, reason: null }
      ]),
      ...locked.statuses
    ])
    const view = poolView(statuses, [...statuses.keys()], lastBatchNum, new Map())
    const changes = planInvalidation(withGroupInvalidations(expired, locked.view), lastBatchNum, view)
    if (Result.isFailure(changes)) throw new Error(`sql adapter: the pool's expiry is refused: ${changes.failure}`)
    return yield* applyPoolChanges(sql, changes.success, statuses)
  })
}
