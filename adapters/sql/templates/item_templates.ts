/** The templates of items' JSON text kept beside forged transactions and exits (`tx_template`, `exit_template`): made
 * by the renderer the composition hands over, read in a page's one statement, stale under another shaping. */
import { Context, Effect } from "effect"
import type { SqlClient } from "effect/sql/SqlClient"
import type { SqlError } from "effect/sql/SqlError"
import type { ExitRecord } from "../../../core/ledger/exit_record.ts"
import type { TransactionRecord } from "../../../core/ledger/transaction_record.ts"
import type { Rendered, StoredRendering } from "../../../core/ports/stored_rendering.ts"
import { INT8, TEXT } from "../rows/params.ts"
import { textOrNullAt, type Values } from "../rows/row.ts"

/** What makes and reads the templates: the HTTP adapter's rendering, handed over by the composition. */
export interface TemplateMaker {
  /** The digest of the shaping templates are made under; a stored one of another digest is not read. */
  readonly shaping: number
  /** The template of a forged transaction (undefined: none, it is written from its fields). */
  readonly history: (record: TransactionRecord) => string | undefined
  /** The template of an exit (undefined: none). */
  readonly exit: (record: ExitRecord) => string | undefined
  /** The rendering of a template of the current shaping read with an item: what its `rendering` field carries. */
  readonly stored: (template: string) => StoredRendering
}

/** The template maker of the storage (optional: without one nothing is stored or joined). */
export class ItemTemplates extends Context.Service<ItemTemplates, TemplateMaker>()("zk-api/sql/ItemTemplates") {}

/** The tables templates are kept in, by the table of the items. */
export type TemplatedTable = "tx" | "exit"

/** The select item and the join reading the current template of `alias`'s row of `table` (none: a NULL column). */
export function templateJoin(
  maker: TemplateMaker | undefined,
  table: TemplatedTable,
  alias: string
): { readonly column: string; readonly join: string } {
  if (maker === undefined) return { column: "NULL::text", join: "" }
  const shaping = Math.trunc(maker.shaping)
  return {
    column: "w.template",
    join: ` LEFT JOIN ${table}_template w ON w.item_id = ${alias}.item_id AND w.shaping = ${shaping}`
  }
}

/** `decode` giving its item, as its `rendering`, the template in the row's column `templateAt(at)` when it has one. */
export function withRendering<A extends object>(
  maker: TemplateMaker | undefined,
  decode: (row: Values, at: number) => A,
  templateAt: (at: number) => number
): (row: Values, at: number) => Rendered<A> {
  if (maker === undefined) return decode
  return (row, at) => {
    const item: Rendered<A> = decode(row, at)
    const template = textOrNullAt(row, templateAt(at))
    if (template !== null) (item as { rendering?: StoredRendering }).rendering = maker.stored(template)
    return item
  }
}

/** The statement storing templates ($1 itemIds, $2 shaping, $3 texts), replacing a stale one. */
const upsert = (table: TemplatedTable) =>
  `INSERT INTO ${table}_template (item_id, shaping, template) SELECT u.item_id, $2::int4, u.template
   FROM unnest($1::int8[], $3::text[]) AS u(item_id, template)
   ON CONFLICT (item_id) DO UPDATE SET shaping = EXCLUDED.shaping, template = EXCLUDED.template`

/** Stores the templates `make` gives `records` (whose item ids `itemId` reads) in `table`'s template table. */
export function storeTemplates<R>(
  sql: SqlClient,
  maker: TemplateMaker,
  table: TemplatedTable,
  records: ReadonlyArray<R>,
  itemId: (record: R) => number,
  make: (record: R) => string | undefined
): Effect.Effect<void, SqlError> {
  const ids: Array<number> = []
  const templates: Array<string> = []
  for (const record of records) {
    const template = make(record)
    if (template === undefined) continue
    ids.push(itemId(record))
    templates.push(template)
  }
  if (ids.length === 0) return Effect.void
  return Effect.asVoid(sql.unsafe(upsert(table), [INT8.bind(ids), maker.shaping, TEXT.bind(templates)]))
}
