/** What a pool write of the ledger reads on PostgreSQL, its rows locked until the call commits: the views core's
 * `pool_moves.ts` plans over, and each row's status the moves start from. */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { AtomicGroupId } from "../../../core/domain/atomic_group.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import type { AtomicFields } from "../../../core/ledger/atomic_request.ts"
import type { PoolStatus } from "../../../core/ledger/pool_lifecycle.ts"
import type { ForgingPool, LimitedPool, PoolMoveView } from "../../../core/ledger/pool_moves.ts"
import { statusOf } from "../../../core/ledger/pool_record.ts"
import type { PoolRecord } from "../../../core/ports/pool_store.ts"
import { txIdBytes } from "../rows/codecs.ts"
import { BYTEA } from "../rows/params.ts"
import { poolColumns, poolRecordOf } from "../rows/pool_rows.ts"
import { lockedGroups, poolRequests, poolStatuses, poolView } from "./ledger_reads.ts"

/** A view read for a pool write, with the status of each row it read. */
export interface ReadPool<View> {
  readonly pool: View
  readonly statuses: ReadonlyMap<TxId, PoolStatus>
}

/** The statuses the pool reads of one write answered, which its moves start from (`previous`), and `read`, which notes
 * a read's statuses there and gives its view. */
export function poolReadStatuses(): {
  readonly previous: ReadonlyMap<TxId, PoolStatus>
  readonly read: <View>(read: Effect.Effect<ReadPool<View>, SqlError>) => Effect.Effect<View, SqlError>
} {
  const previous = new Map<TxId, PoolStatus>()
  return {
    previous,
    read: (read) =>
      Effect.map(read, ({ pool, statuses }) => {
        for (const [id, status] of statuses) previous.set(id, status)
        return pool
      })
  }
}

/** The pool transactions `ids` and the members of their groups (locked after them), for a selection or an
 * invalidation; `lastBatch` the last forged batch. */
export function movablePool(
  sql: SqlClient,
  ids: ReadonlyArray<TxId>,
  lastBatch: number | undefined
): Effect.Effect<ReadPool<PoolMoveView>, SqlError> {
  return Effect.gen(function* () {
    const pool = yield* poolStatuses(sql, ids)
    const groups = yield* lockedGroups(sql, pool.groups)
    const statuses = new Map([...pool.statuses, ...groups.statuses])
    const view = poolView(statuses, [...ids, ...groups.statuses.keys()], lastBatch, pool.limits)
    return { pool: { ...view, ...groups.view }, statuses }
  })
}

/** The pool's rows of a batch's L2 transactions `ids`, their requests (read only when a row gives a request field) and
 * their groups' members, for forging batch `batchNum`. */
export function forgingPool(
  sql: SqlClient,
  ids: ReadonlyArray<TxId>,
  batchNum: number
): Effect.Effect<ReadPool<ForgingPool>, SqlError> {
  return Effect.gen(function* () {
    const pool = yield* poolStatuses(sql, ids)
    const requests: ReadonlyMap<TxId, AtomicFields> =
      pool.requesters.length === 0 ? new Map() : yield* poolRequests(sql, pool.requesters)
    const groups = yield* lockedGroups(sql, pool.groups)
    const statuses = new Map([...pool.statuses, ...groups.statuses])
    const view: PoolMoveView = {
      ...groups.view,
      ...poolView(statuses, [...ids, ...groups.statuses.keys()], batchNum, pool.limits),
      maxNumBatch: (id) => pool.limits.get(id)
    }
    return { pool: { view, requestOf: (id) => requests.get(id) }, statuses }
  })
}

/** The statement locking the pool transactions whose limit is set and at most $1 that are live (`pool_tx_live_limit`)
 * or among $2 (bytea[]: those a reorg returns to `pend`, by primary key). */
const LIMITED = `SELECT ${poolColumns("p")} FROM pool_tx p
WHERE p.max_num_batch > 0 AND p.max_num_batch <= $1 AND (p.state IN ('pend', 'fing') OR p.id = ANY($2))
ORDER BY p.seq FOR UPDATE`

/** What the expiry reads once `lastBatchNum` is the last batch (`LimitedRead`): the live pool transactions whose limit
 * is at most that, those of `returning` whose limit is, and the members of their groups. */
export function limitedPool(
  sql: SqlClient,
  lastBatchNum: number,
  returning: ReadonlyArray<TxId>
): Effect.Effect<ReadPool<LimitedPool>, SqlError> {
  return Effect.gen(function* () {
    const limited = (yield* sql.unsafe(LIMITED, [lastBatchNum, BYTEA.bind(returning.map(txIdBytes))]).values).map(
      (row) => poolRecordOf(row, 0)
    )
    const groups = new Set<AtomicGroupId>()
    for (const record of limited) if (record.atomicGroupId !== null) groups.add(record.atomicGroupId)
    const locked = yield* lockedGroups(sql, [...groups])
    // A member's status comes with its group.
    const statuses = new Map<TxId, PoolStatus>([
      ...limited.map((record): [TxId, PoolStatus] => [record.id, statusOf(record)]),
      ...locked.statuses
    ])
    const view = poolView(statuses, [...statuses.keys()], lastBatchNum, new Map())
    return { pool: { limited, view: { ...view, ...locked.view } }, statuses }
  })
}

/** The statement locking the pool transactions moved in a batch after $1, with their columns. */
const MOVED_AFTER = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.batch_num > $1 ORDER BY p.seq FOR UPDATE`

/** The pool transactions selected, forged or discarded in a batch after `batchNum`, for a reorg to it. */
export function movedAfter(
  sql: SqlClient,
  batchNum: number
): Effect.Effect<ReadPool<ReadonlyArray<PoolRecord>>, SqlError> {
  return Effect.map(sql.unsafe(MOVED_AFTER, [batchNum]).values, (rows) => {
    const moved = rows.map((row) => poolRecordOf(row, 0))
    return { pool: moved, statuses: new Map(moved.map((record) => [record.id, statusOf(record)])) }
  })
}
