/**
 * The PoolStore port on PostgreSQL: pool transactions by id and in the order they were added
 * (`seq`); the embedded token is joined at read time. Adding is `INSERT … ON CONFLICT (id) DO
 * NOTHING RETURNING`, committed (autocommit) before it returns; when the id is taken it reads
 * the stored record in a second statement (a fresh snapshot, so a concurrent insert that won the
 * race is visible), so of many concurrent adds of one id exactly one stores its record. Every
 * statement is one statement at the edge (the insert is idempotent): the insert through the
 * pool (`readPooled`: on a multiplexed read session the commits of concurrent inserts would
 * wait for each other's WAL flush, and the reads pipelined behind them too), the reads on the
 * read sessions (`read`). `pending` walks the partial index of pending transactions in `seq`
 * order.
 */
import { Effect, Layer, Option } from "effect"
import { poolTransaction } from "../../core/ledger/pool_record.ts"
import { type PoolAddOutcome, PoolStore } from "../../core/ports/pool_store.ts"
import { txIdBytes } from "./codecs.ts"
import { SqlDatabase } from "./database.ts"
import { INSERT_POOL, POOL_WIDTH, poolColumns, poolParams, poolRecordOf } from "./pool_rows.ts"
import type { Values } from "./row.ts"
import { tokenColumns, tokenOf } from "./token_rows.ts"

/** The select list of a pool transaction (`p`) and its token (`k`). */
const COLUMNS = `${poolColumns("p")}, ${tokenColumns("k", "tk_")}`

/** The pool transaction of a row selected with `COLUMNS`. */
const decode = (row: Values) => poolTransaction(poolRecordOf(row, 0), tokenOf(row, POOL_WIDTH))

/** The statement reading a stored record by id. */
const STORED_RECORD = `SELECT ${poolColumns("p")} FROM pool_tx p WHERE p.id = $1`

/** The statement reading a pool transaction by id, with its token. */
const GET = `SELECT ${COLUMNS} FROM pool_tx p JOIN token k ON k.token_id = p.token_id WHERE p.id = $1`

/** The statement reading the first pending transactions in the order they were added. */
const PENDING = `SELECT ${COLUMNS} FROM (SELECT seq FROM pool_tx WHERE state = 'pend' ORDER BY seq LIMIT $1) q ` +
  `JOIN pool_tx p ON p.seq = q.seq JOIN token k ON k.token_id = p.token_id ORDER BY p.seq`

/** The PoolStore port on the SQL database. */
export const layer: Layer.Layer<PoolStore, never, SqlDatabase> = Layer.effect(
  PoolStore,
  Effect.gen(function*() {
    const db = yield* SqlDatabase
    const added: PoolAddOutcome = { _tag: "Added" }
    return PoolStore.of({
      add: (record) =>
        Effect.flatMap(db.readPooled(INSERT_POOL, poolParams(record), (inserted) => inserted.length > 0), (isAdded) =>
          isAdded
            ? Effect.succeed(added)
            : db.read(STORED_RECORD, [txIdBytes(record.id)], (stored): PoolAddOutcome => {
              const row = stored[0]
              if (row === undefined) throw new Error(`sql adapter: pool transaction ${record.id} conflicts but cannot be read`)
              return { _tag: "Existing", record: poolRecordOf(row, 0) }
            })),
      get: (id) => db.read(GET, [txIdBytes(id)], (found) => Option.map(Option.fromNullishOr(found[0]), decode)),
      pending: (limit) => db.read(PENDING, [limit], (found) => found.map(decode))
    })
  })
)
