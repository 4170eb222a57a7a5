/** The shared list query: a keyset page with both revisions' counts in one statement, its text built once per shape; a
 * count is F(hi) − F(lo − 1), F one index probe, or else one scan (`docs/storage.md`, exact counts). */
import type { Page, PageRequest } from "../../../core/pagination/page.ts"
import type { PageCounts } from "../../../core/pagination/shown_counts.ts"
import { Params } from "../rows/params.ts"
import { intAt, intOrNullAt, isNullAt, type Values } from "../rows/row.ts"

/** The largest int8, the open upper bound of an item range. */
const MAX_ITEM = "9223372036854775807"

/** Where a list's items are walked. */
export interface ListSource {
  /** The table (or side table) whose rows are the items. */
  readonly table: string
  /** Its item column, the page order (itemId, or slotNum for won slots). */
  readonly item: string
  /** Equality conditions defining the dimension, as column and placeholder. */
  readonly keys: ReadonlyArray<readonly [column: string, placeholder: string]>
  /** A key matching any value of an array placeholder (the dimension is the union of its values). */
  readonly anyOf?: readonly [column: string, arrayPlaceholder: string] | undefined
  /** The dimension's ordinal column, when the keys (and `anyOf`) are exactly an ordinal dimension. */
  readonly ordinal?: string | undefined
  /** F(at), the number of the dimension's items at or before item `at` (undefined: all), for an ordinal kept otherwise (the pool's). */
  readonly probe?: ((at: string | undefined) => string) | undefined
  /** Disjoint alternatives (conditions on alias `x`, each on its own index): the dimension's rows are those meeting one
   * of them besides the rest, walked and counted as the union of one walk per alternative (an either-side filter); they
   * mean counting. */
  readonly sides?: ReadonlyArray<ReadonlyArray<string>> | undefined
  /** Further conditions on the source's columns (alias `x`); any of them means counting. */
  readonly residual?: ReadonlyArray<string> | undefined
  /** Inclusive lower bound of the item, a scalar SQL expression (absent: none). */
  readonly lo?: string | undefined
  /** Inclusive upper bound of the item, a scalar SQL expression (absent: none). */
  readonly hi?: string | undefined
  /** The table is small by nature (tokens, coordinators: tens to hundreds of rows), so counting it costs as little as an ordinal. */
  readonly small?: boolean | undefined
}

/** A filter on a dimension's key: its column, value and the dimension's ordinal column. */
export type KeyFilter = readonly [column: string, value: unknown, ordinal: string]

/** The source of `table` driven by the first of `filters` (none: every row), the others residual conditions. */
export function drivenSource(table: string, filters: ReadonlyArray<KeyFilter>, params: Params) {
  const [driving, ...others] = filters
  return {
    table,
    item: "item_id",
    keys: driving === undefined ? [] : [[driving[0], params.add(driving[1])] as const],
    ordinal: driving === undefined ? "ord_all" : driving[2],
    residual: others.map(([column, value]) => `x.${column} = ${params.add(value)}`)
  }
}

/** The last itemId of the `kind` rows (`tx`, `exit`) batches up to `batch` (a placeholder) wrote; 0 without one. */
export function itemsUpToBatch(kind: string, batch: string): string {
  return `COALESCE((SELECT ${kind}_item_start + ${kind}_count - 1 FROM batch WHERE batch_num <= ${batch} ORDER BY batch_num DESC LIMIT 1), 0)`
}

/** The itemId range of the `kind` rows (`tx`, `exit`) batch `batch` (a placeholder) wrote, from its row's start and count; empty without one. */
export function batchItems(kind: string, batch: string): { readonly lo: string; readonly hi: string } {
  return {
    lo: `COALESCE((SELECT ${kind}_item_start FROM batch WHERE batch_num = ${batch}), 1)`,
    hi: `COALESCE((SELECT ${kind}_item_start + ${kind}_count - 1 FROM batch WHERE batch_num = ${batch}), 0)`
  }
}

/** How a store lists: the source of a request's items, the page rows built from them (`pageRows`), and their decoding (the item's columns from `at` on). */
export interface ListReader<Q, A> {
  readonly source: (request: Q, params: Params) => ListSource
  readonly rows: (driver: string) => string
  readonly decode: (row: Values, at: number) => A
}

/** The page rows' SELECT from `driver` (a subquery of the page's `item`s): `page_item`, then `columns` of `joins` on alias `d`. */
export function pageRows(columns: string, joins: string): (driver: string) => string {
  return (driver) => `SELECT d.item AS page_item, ${columns} FROM (${driver}) d ${joins}`
}

/** The source's conditions on alias `x`, with `k.v` standing for the current value of `anyOf`. */
function keyConditions(source: ListSource, perValue: boolean): Array<string> {
  const conditions = source.keys.map(([column, placeholder]) => `x.${column} = ${placeholder}`)
  if (source.anyOf !== undefined) {
    const [column, placeholder] = source.anyOf
    conditions.push(perValue ? `x.${column} = k.v` : `x.${column} = ANY(${placeholder})`)
  }
  return conditions
}

function where(conditions: ReadonlyArray<string>): string {
  return conditions.length === 0 ? "" : `WHERE ${conditions.join(" AND ")} `
}

/** Whether a source's statement counts its rows (the count strategy) rather than subtracting ordinals. */
export function counts(source: ListSource): boolean {
  return (
    (source.residual ?? []).length > 0 ||
    source.sides !== undefined ||
    (source.ordinal === undefined && source.probe === undefined)
  )
}

/** The items of `source` meeting `conditions` (alias `x`) as `item`, one subquery per side of its `sides` (disjoint) in a
 * `UNION ALL`, each ended by `tail` (an ORDER BY and LIMIT, or nothing). */
function sideRows(source: ListSource, conditions: ReadonlyArray<string>, tail: string): string {
  const select = (side: ReadonlyArray<string>) =>
    `SELECT x.${source.item} AS item FROM ${source.table} x ${where([...side, ...conditions])}${tail}`
  const sides = source.sides ?? [[]]
  return sides.length === 1 ? select(sides[0]!) : sides.map((side) => `(${select(side)})`).join(" UNION ALL ")
}

/** Whether a source's statement may cost in proportion to the data: it counts rows of a table that is not small. */
export function growsWithData(source: ListSource): boolean {
  return counts(source) && source.small !== true
}

/** The `b` CTE of a list statement: the source's item range, `b.lo` and `b.hi`. */
function rangeCte(source: ListSource): string {
  return `WITH b AS MATERIALIZED (SELECT (${source.lo ?? "0"})::int8 AS lo, (${source.hi ?? MAX_ITEM})::int8 AS hi)`
}

/** The keyset driver of a page: the subquery of its items (`item`), in the page's order, within the range `b`, at most its limit. */
function pageDriver(source: ListSource, params: Params, request: PageRequest, perValue: boolean) {
  const item = `x.${source.item}`
  const asc = request.order === "ASC"
  const from = request.fromItem === undefined ? undefined : params.add(request.fromItem)
  // The limit is written into the text, not bound: planning a statement once for every limit (a generic plan) must
  // see how few rows it reads, or it plans for a tenth of the table.
  if (!Number.isSafeInteger(request.limit) || request.limit < 0)
    throw new Error(`sql adapter: a page limit must be a whole number, not ${request.limit}`)
  const limit = String(request.limit)
  const residual = source.residual ?? []
  const keys = keyConditions(source, perValue)
  const lo = "(SELECT b.lo FROM b)"
  const hi = "(SELECT b.hi FROM b)"
  const hasLo = source.lo !== undefined
  const hasHi = source.hi !== undefined
  const pageLow = asc && from !== undefined ? (hasLo ? `GREATEST(${lo}, ${from})` : from) : hasLo ? lo : undefined
  const pageHigh = !asc && from !== undefined ? (hasHi ? `LEAST(${hi}, ${from})` : from) : hasHi ? hi : undefined
  const pageConditions = [
    ...keys,
    ...residual,
    ...(pageLow === undefined ? [] : [`${item} >= ${pageLow}`]),
    ...(pageHigh === undefined ? [] : [`${item} <= ${pageHigh}`])
  ]
  const direction = asc ? "ASC" : "DESC"
  const pageQuery = sideRows(source, pageConditions, `ORDER BY ${item} ${direction} LIMIT ${limit}`)
  const driver =
    perValue && source.anyOf !== undefined
      ? `SELECT y.item FROM unnest(${source.anyOf[1]}) AS k(v) CROSS JOIN LATERAL (${pageQuery}) y ORDER BY y.item ${direction} LIMIT ${limit}`
      : source.sides !== undefined
        ? `SELECT u.item FROM (${pageQuery}) u ORDER BY u.item ${direction} LIMIT ${limit}`
        : pageQuery
  return { driver, from, direction, keys }
}

/** The statement of a list page with the counts `shown` (undefined: all), each other count 0 or null. */
function listStatement(
  source: ListSource,
  rows: (driver: string) => string,
  params: Params,
  request: PageRequest,
  shown: PageCounts | undefined
): string {
  const item = `x.${source.item}`
  const asc = request.order === "ASC"
  const residual = source.residual ?? []
  const counting = residual.length > 0 || source.sides !== undefined
  const ordinal = counting ? undefined : source.ordinal
  const custom = counting ? undefined : source.probe
  const perValue = ordinal !== undefined && source.anyOf !== undefined
  const { driver, from, direction, keys } = pageDriver(source, params, request, perValue)
  const hasLo = source.lo !== undefined
  const hasHi = source.hi !== undefined
  const inRange = [...(hasLo ? [`${item} >= b.lo`] : []), ...(hasHi ? [`${item} <= b.hi`] : [])]

  let stats: string
  if (ordinal !== undefined || custom !== undefined) {
    const probe =
      custom ??
      ((at: string | undefined) =>
        `COALESCE((SELECT x.${ordinal} FROM ${source.table} x ${where([...keys, ...(at === undefined ? [] : [`${item} <= ${at}`])])}ORDER BY ${item} DESC LIMIT 1), 0)`)
    const end = probe(hasHi ? "b.hi" : undefined)
    const before = hasLo ? probe("b.lo - 1") : "0"
    const remaining =
      from === undefined
        ? `${end} - ${before}`
        : asc
          ? `${end} - ${probe(hasLo ? `GREATEST(b.lo, ${from}) - 1` : `${from} - 1`)}`
          : `${probe(hasHi ? `LEAST(b.hi, ${from})` : from)} - ${before}`
    const edge = (dir: string) =>
      `(SELECT ${item} FROM ${source.table} x ${where([...keys, ...inRange])}ORDER BY ${item} ${dir} LIMIT 1)`
    // Each count costs its own probes here, so only the envelope's are read.
    const totals = shown !== "pendingItems"
    const pending = shown !== "pagination"
    const columns: ReadonlyArray<readonly [string, string]> = [
      ["total", totals ? `GREATEST(${end} - ${before}, 0)` : "0::int8"],
      ["first", totals ? edge("ASC") : "NULL::int8"],
      ["last", totals ? edge("DESC") : "NULL::int8"],
      ["remaining", pending ? `GREATEST(${remaining}, 0)` : "0::int8"]
    ]
    stats =
      perValue && source.anyOf !== undefined
        ? `SELECT COALESCE(sum(c.total), 0)::int8 AS stat_total, min(c.first) AS stat_first, max(c.last) AS stat_last, ` +
          `COALESCE(sum(c.remaining), 0)::int8 AS stat_remaining ` +
          `FROM b CROSS JOIN unnest(${source.anyOf[1]}) AS k(v) CROSS JOIN LATERAL (SELECT ${columns.map(([name, e]) => `${e} AS ${name}`).join(", ")}) c`
        : `SELECT ${columns.map(([name, e]) => `${e} AS stat_${name}`).join(", ")} FROM b`
  } else if (source.sides !== undefined) {
    const remaining = from === undefined ? "count(*)" : `count(*) FILTER (WHERE u.item ${asc ? ">=" : "<="} ${from})`
    stats =
      `SELECT count(*) AS stat_total, min(u.item) AS stat_first, max(u.item) AS stat_last, ${remaining} AS stat_remaining ` +
      `FROM b CROSS JOIN LATERAL (${sideRows(source, [...keys, ...residual, ...inRange], "")}) u`
  } else {
    const remaining = from === undefined ? "count(*)" : `count(*) FILTER (WHERE ${item} ${asc ? ">=" : "<="} ${from})`
    stats =
      `SELECT count(*) AS stat_total, min(${item}) AS stat_first, max(${item}) AS stat_last, ${remaining} AS stat_remaining ` +
      `FROM b CROSS JOIN ${source.table} x ${where([...keys, ...residual, ...inRange])}`
  }
  return (
    `${rangeCte(source)},\n` +
    `st AS MATERIALIZED (${stats})\n` +
    `SELECT st.stat_total, st.stat_first, st.stat_last, st.stat_remaining, pg.*\n` +
    `FROM st LEFT JOIN LATERAL (${rows(driver)}) pg ON true\n` +
    `ORDER BY pg.page_item ${direction}`
  )
}

/** Where the page item is in a list statement's row (after the four counts); the item's own columns follow. */
const PAGE_ITEM_AT = 4

/** Statement texts by shape, per page-row builder (the stores' `rows` functions are module constants). */
const statements = new WeakMap<(driver: string) => string, Map<string, string>>()

/** Shapes remembered per page-row builder before its cache starts over (the real shapes stay far below). */
const MAX_SHAPES = 512

/** What a statement answers: a page with its counts, or a walk's chunk. */
type StatementKind = "page" | "chunk"

/** The key of a statement's shape: its kind, its source's SQL fragments (a `probe` only by its presence), the order, whether a cursor is given, the limit and the counts shown. */
function shapeKey(
  kind: StatementKind,
  source: ListSource,
  request: PageRequest,
  shown: PageCounts | undefined
): string {
  return JSON.stringify([
    kind,
    source,
    source.probe !== undefined,
    request.order,
    request.fromItem === undefined,
    request.limit,
    shown
  ])
}

/** The statement and parameters of the page `page` of `request` listed by `reader` with the counts `shown` (undefined: all; its text built once per shape), and its source. */
export function pageStatement<Q>(reader: ListReader<Q, unknown>, request: Q, page: PageRequest, shown?: PageCounts) {
  return statementOf(reader, request, page, "page", shown)
}

/** The statement of `kind` for `page` of `request` listed by `reader`, its text built once per shape. */
function statementOf<Q>(
  reader: ListReader<Q, unknown>,
  request: Q,
  page: PageRequest,
  kind: StatementKind,
  shown?: PageCounts
) {
  const params = new Params()
  const source = reader.source(request, params)
  let byShape = statements.get(reader.rows)
  if (byShape === undefined) {
    byShape = new Map()
    statements.set(reader.rows, byShape)
  }
  const key = shapeKey(kind, source, page, shown)
  let text = byShape.get(key)
  if (text !== undefined) {
    if (page.fromItem !== undefined) params.add(page.fromItem)
  } else {
    text =
      kind === "page"
        ? listStatement(source, reader.rows, params, page, shown)
        : chunkStatement(source, reader.rows, params, page)
    if (byShape.size >= MAX_SHAPES) byShape.clear()
    byShape.set(key, text)
  }
  return { source, text, values: params.values }
}

/** The statement of a chunk of a walk: the page rows alone (no counts), ascending; a `residual` is a filter here, not a count. */
function chunkStatement(
  source: ListSource,
  rows: (driver: string) => string,
  params: Params,
  request: PageRequest
): string {
  const { driver } = pageDriver(source, params, request, source.anyOf !== undefined && source.ordinal !== undefined)
  return `${rangeCte(source)}\nSELECT pg.* FROM (${rows(driver)}) pg ORDER BY pg.page_item ASC`
}

/** The statement and parameters of the chunk of `request` after item `afterItem` (undefined: from the first), at most `limit` items, listed by `reader` (its text built once per shape). */
export function walkStatement<Q>(
  reader: ListReader<Q, unknown>,
  request: Q,
  afterItem: number | undefined,
  limit: number
) {
  return statementOf(
    reader,
    request,
    { fromItem: afterItem === undefined ? undefined : afterItem + 1, order: "ASC", limit },
    "chunk"
  )
}

/** The items of a walk statement's rows (`walkStatement`), each decoded by `decode` from its own columns on. */
export function chunkOf<A>(rows: ReadonlyArray<Values>, decode: (row: Values, at: number) => A): Array<A> {
  const items: Array<A> = []
  for (const row of rows) items.push(decode(row, 1))
  return items
}

/** The page of a list statement's rows, each item decoded by `decode` from its own columns on. */
export function pageOf<A>(rows: ReadonlyArray<Values>, decode: (row: Values, at: number) => A): Page<A> {
  const stats = rows[0]
  if (stats === undefined) throw new Error("sql adapter: a list statement returned no row")
  const items: Array<A> = []
  for (const row of rows) {
    if (!isNullAt(row, PAGE_ITEM_AT)) items.push(decode(row, PAGE_ITEM_AT + 1))
  }
  const remaining = intAt(stats, 3)
  return {
    items,
    pendingItems: Math.max(0, remaining - items.length),
    totalItems: intAt(stats, 0),
    firstItem: intOrNullAt(stats, 1),
    lastItem: intOrNullAt(stats, 2)
  }
}
