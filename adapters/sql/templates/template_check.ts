/**
 * The rendering cache checked against its columns: every stored template of the current shaping made again from its
 * item's columns — the record a node with `RENDERING_CACHE=off` reads, through the same maker — and compared with the
 * stored text, a page of items at a time.
 *
 * Checked rather than derived: a template cannot be derived from its columns without rendering the item from them,
 * which is what the cache exists to spare a page, and one made again from the columns it was just written to would
 * still be a second copy a later write (by hand, by a restore, by another build's writer) can leave behind. So the two
 * truths stay two, and this check is what finds them apart: `zk-node check` on a database, a test node after its moves.
 */
import { Context, Effect, Layer, Option } from "effect"
import { SqlDatabase } from "../connection/database.ts"
import { exitColumns, exitRecordOf } from "../rows/exit_rows.ts"
import { intAt, textAt, type Values } from "../rows/row.ts"
import { forgedColumns, transactionRecordOf } from "../rows/transaction_rows.ts"
import { ItemTemplates, type TemplatedTable, type TemplateMaker } from "./item_templates.ts"

/** A stored template that differs from the one its item's columns make. */
export interface TemplateMismatch {
  /** The table of the item (`tx`: a forged transaction, `exit`: an exit); its template is in `<table>_template`. */
  readonly table: TemplatedTable
  /** The item's `item_id`, the key of both rows. */
  readonly itemId: number
  /** The stored template (what a node with the cache answers from). */
  readonly stored: string
  /** The template the item's columns make (what a node without the cache answers from); undefined when none. */
  readonly fromColumns: string | undefined
}

/** What one check found, besides its mismatches. */
export interface TemplateCheckSummary {
  /** Templates of the current shaping compared with their columns, by table. */
  readonly checked: Readonly<Record<TemplatedTable, number>>
  /** How many of them differed. */
  readonly mismatches: number
  /** Stored templates of another shaping: never read by this build, so not compared. */
  readonly otherShaping: number
  /** Items without a template of the current shaping: read from their columns alone. */
  readonly untemplated: number
}

/** Items compared per statement. */
const DEFAULT_CHUNK = 1000

/** A table of templated items: the statement reading a chunk of them with their templates ($1 after, $2 shaping, $3
 * limit; the item id and template first, the columns after them) and how the columns make a template. */
interface Templated {
  readonly table: TemplatedTable
  readonly select: string
  readonly template: (maker: TemplateMaker, row: Values) => string | undefined
}

const TRANSACTIONS: Templated = {
  table: "tx",
  select: `SELECT w.item_id, w.template, ${forgedColumns("t")} FROM tx_template w JOIN tx t ON t.item_id = w.item_id
    WHERE w.item_id > $1 AND w.shaping = $2 ORDER BY w.item_id LIMIT $3`,
  template: (maker, row) => maker.history(transactionRecordOf(row, 2))
}

const EXITS: Templated = {
  table: "exit",
  select: `SELECT w.item_id, w.template, ${exitColumns("e", "k.symbol")} FROM exit_template w
    JOIN exit e ON e.item_id = w.item_id JOIN token k ON k.token_id = e.token_id
    WHERE w.item_id > $1 AND w.shaping = $2 ORDER BY w.item_id LIMIT $3`,
  template: (maker, row) => maker.exit(exitRecordOf(row, 2))
}

/** The statement counting stored templates of another shaping than $1 and items without one of it. */
const COUNTS = `SELECT
  (SELECT count(*) FROM tx_template WHERE shaping <> $1) + (SELECT count(*) FROM exit_template WHERE shaping <> $1),
  (SELECT count(*) FROM tx t WHERE NOT EXISTS (SELECT 1 FROM tx_template w WHERE w.item_id = t.item_id AND w.shaping = $1))
  + (SELECT count(*) FROM exit e WHERE NOT EXISTS
      (SELECT 1 FROM exit_template w WHERE w.item_id = e.item_id AND w.shaping = $1))`

/** How a check runs. */
export interface TemplateCheckOptions {
  /** Items compared per statement (default 1,000): what the check holds in memory at once. */
  readonly chunk?: number | undefined
}

/** Compares `table`'s templates with their columns chunk by chunk, handing each mismatch to `onMismatch`; how many it
 * compared and how many differed. */
function checkTable(
  db: SqlDatabase["Service"],
  maker: TemplateMaker,
  table: Templated,
  chunk: number,
  onMismatch: (mismatch: TemplateMismatch) => Effect.Effect<void>
): Effect.Effect<{ readonly checked: number; readonly mismatches: number }> {
  return Effect.gen(function* () {
    let after = 0
    let checked = 0
    let mismatches = 0
    for (;;) {
      const rows = yield* db.read(table.select, [after, maker.shaping, chunk], (rows) => rows)
      for (const row of rows) {
        const itemId = intAt(row, 0)
        const stored = textAt(row, 1)
        const fromColumns = table.template(maker, row)
        checked++
        if (fromColumns !== stored) {
          mismatches++
          yield* onMismatch({ table: table.table, itemId, stored, fromColumns })
        }
        after = itemId
      }
      if (rows.length < chunk) return { checked, mismatches }
    }
  })
}

/** Every stored template of `maker`'s shaping compared with the one its item's columns make, each mismatch handed to
 * `onMismatch` as it is found (none are kept: the memory held is one chunk's, whatever the database's size). */
export function checkTemplates(
  db: SqlDatabase["Service"],
  maker: TemplateMaker,
  onMismatch: (mismatch: TemplateMismatch) => Effect.Effect<void>,
  options: TemplateCheckOptions = {}
): Effect.Effect<TemplateCheckSummary> {
  const chunk = Math.max(1, Math.trunc(options.chunk ?? DEFAULT_CHUNK))
  return Effect.gen(function* () {
    const tx = yield* checkTable(db, maker, TRANSACTIONS, chunk, onMismatch)
    const exit = yield* checkTable(db, maker, EXITS, chunk, onMismatch)
    const { otherShaping, untemplated } = yield* db.read(COUNTS, [maker.shaping], ([row]) => ({
      otherShaping: row === undefined ? 0 : intAt(row, 0),
      untemplated: row === undefined ? 0 : intAt(row, 1)
    }))
    return {
      checked: { tx: tx.checked, exit: exit.checked },
      mismatches: tx.mismatches + exit.mismatches,
      otherShaping,
      untemplated
    }
  })
}

/** The check of a storage that keeps the rendering cache, beside its ports (an optional service, typed out of them:
 * whoever runs on the storage — a test node — finds it with `Effect.serviceOption`). */
export class TemplateCheck extends Context.Service<
  TemplateCheck,
  {
    /** `checkTemplates` on the storage's database with its maker. */
    readonly check: (
      onMismatch: (mismatch: TemplateMismatch) => Effect.Effect<void>,
      options?: TemplateCheckOptions
    ) => Effect.Effect<TemplateCheckSummary>
  }
>()("zk-api/sql/TemplateCheck") {}

/** The storage's `TemplateCheck` when it keeps templates (none without a maker). */
export const layer: Layer.Layer<never, never, SqlDatabase> = Layer.effectContext(
  Effect.gen(function* () {
    const db = yield* SqlDatabase
    const maker = yield* Effect.serviceOption(ItemTemplates)
    if (Option.isNone(maker)) return Context.empty()
    return Context.make(
      TemplateCheck,
      TemplateCheck.of({ check: (onMismatch, options) => checkTemplates(db, maker.value, onMismatch, options) })
    ) as Context.Context<never>
  })
)
