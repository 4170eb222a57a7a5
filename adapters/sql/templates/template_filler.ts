/** Makes the templates the rendering cache lacks — items stored before it, by a process without a maker, or under
 * another shaping — a chunk at a time in the background when a writer starts, from where the last run checked. */
import { Duration, Effect } from "effect"
import type { SqlDatabase } from "../connection/database.ts"
import { exitColumns, exitRecordOf } from "../rows/exit_rows.ts"
import { intAt, intOrNullAt, type Values } from "../rows/row.ts"
import { forgedColumns, transactionRecordOf } from "../rows/transaction_rows.ts"
import { storeTemplates, type TemplatedTable, type TemplateMaker } from "./item_templates.ts"

/** Items read and templated per statement. */
const CHUNK = 1000

/** The statement noting that a table was checked up to an item ($1 name, $2 shaping, $3 item id). */
const MARK = `INSERT INTO template_watermark (items, shaping, through) VALUES ($1, $2, $3)
  ON CONFLICT (items) DO UPDATE SET shaping = EXCLUDED.shaping, through = EXCLUDED.through`

/** A table whose items lack templates: the statement reading a chunk of them ($1 after, $2 shaping, $3 limit), and how
 * each row's record is read and templated. */
interface Lacking<R extends { readonly itemId: number }> {
  readonly table: TemplatedTable
  readonly select: string
  readonly record: (row: Values) => R
  readonly make: (maker: TemplateMaker) => (record: R) => string | undefined
}

/** The condition on `alias`'s row of `table`: no template of the current shaping ($2). */
const lacking = (table: TemplatedTable, alias: string) =>
  `NOT EXISTS (SELECT 1 FROM ${table}_template w WHERE w.item_id = ${alias}.item_id AND w.shaping = $2)`

const TRANSACTIONS: Lacking<ReturnType<typeof transactionRecordOf>> = {
  table: "tx",
  select: `SELECT ${forgedColumns("t")} FROM tx t WHERE t.item_id > $1 AND ${lacking("tx", "t")} ORDER BY t.item_id LIMIT $3`,
  record: (row) => transactionRecordOf(row, 0),
  make: (maker) => maker.history
}

const EXITS: Lacking<ReturnType<typeof exitRecordOf>> = {
  table: "exit",
  select: `SELECT ${exitColumns("e", "k.symbol")} FROM exit e JOIN token k ON k.token_id = e.token_id
    WHERE e.item_id > $1 AND ${lacking("exit", "e")} ORDER BY e.item_id LIMIT $3`,
  record: (row) => exitRecordOf(row, 0),
  make: (maker) => maker.exit
}

/** Makes the templates `table` lacks; how many it made. Nothing is written when nothing lacks one. */
function fill<R extends { readonly itemId: number }>(
  db: SqlDatabase["Service"],
  maker: TemplateMaker,
  table: Lacking<R>
): Effect.Effect<number> {
  // Items up to the watermark of the same shaping were checked by an earlier run; later ones are made as they are
  // recorded, but for those another writer recorded without a maker, or a reorg put back (it lowers the watermark).
  const start = db.read(
    `SELECT w.through, (SELECT coalesce(max(item_id), 0) FROM ${table.table}) ` +
      `FROM (SELECT 1) o LEFT JOIN template_watermark w ON w.items = $1 AND w.shaping = $2`,
    [table.table, maker.shaping],
    ([row]) => ({
      through: row === undefined ? undefined : (intOrNullAt(row, 0) ?? undefined),
      top: row === undefined ? 0 : intAt(row, 1)
    })
  )
  const lacks = (after: number) => db.read(table.select, [after, maker.shaping, 1], (rows) => rows.length > 0)
  // Each chunk under the writer's lock: a reorg may reuse item ids, and must not fall between a read and its store.
  const chunk = (after: number) =>
    db.write(
      Effect.gen(function* () {
        const rows = yield* db.sql.unsafe(table.select, [after, maker.shaping, CHUNK]).values
        const records = rows.map(table.record)
        yield* storeTemplates(db.sql, maker, table.table, records, (r) => r.itemId, table.make(maker))
        return records
      })
    )
  return Effect.gen(function* () {
    const { through, top } = yield* start
    let after = through ?? 0
    let made = 0
    if (yield* lacks(after)) {
      for (;;) {
        const records = yield* chunk(after)
        if (records.length === 0) break
        made += records.length
        after = records[records.length - 1]?.itemId ?? after
      }
    }
    if (top > 0 && top !== through) yield* db.write(db.sql.unsafe(MARK, [table.table, maker.shaping, top]))
    return made
  })
}

/** Makes every template the cache lacks, logging what it made; a failure (a reorg removing a chunk's item) is logged
 * and ends the run, which the next start takes up again. */
export function fillTemplates(db: SqlDatabase["Service"], maker: TemplateMaker): Effect.Effect<void> {
  return Effect.gen(function* () {
    const [transactions, exits] = [yield* fill(db, maker, TRANSACTIONS), yield* fill(db, maker, EXITS)]
    if (transactions + exits > 0)
      yield* Effect.logInfo(`storage: made ${transactions} transaction and ${exits} exit templates`)
  }).pipe(
    Effect.timed,
    Effect.flatMap(([elapsed]) => Effect.logDebug(`storage: templates checked in ${Duration.format(elapsed)}`)),
    Effect.catchCause((cause) => Effect.logWarning("storage: making templates stopped", cause))
  )
}
