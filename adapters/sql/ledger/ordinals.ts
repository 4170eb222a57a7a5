/**
 * Ordinal dimensions and their set-form insert (`reference/exact-counts.md` §2, §4). A table's
 * rows are numbered 1..n within each dimension (the rows sharing the dimension's key columns) in
 * item order, gap-free because rows are only appended and a reorg deletes only a tail. New rows
 * are inserted in one statement: each dimension's current last ordinal is read once per distinct
 * key with a max-by-index probe (`ORDER BY item DESC LIMIT 1` on the dimension's index), in a
 * MATERIALIZED CTE so the planner does not repeat it per row, and each new row gets that base plus
 * its rank among the new rows of its key. Only the single writer inserts (ledger calls hold an
 * advisory lock), so the bases cannot move under it.
 */

/** The rows sharing `keys` (none: every row), numbered in `ord`. */
export interface Dimension {
  readonly ord: string
  readonly keys: ReadonlyArray<string>
}

/** A table whose rows carry ordinals, ordered by `item`. */
export interface OrdinalTable {
  readonly table: string
  readonly item: string
  readonly dimensions: ReadonlyArray<Dimension>
}

/** The SQL element type of an insert column's array parameter. */
export type ColumnType = "int8" | "int4" | "int2" | "text" | "numeric" | "bytea" | "float8" | "bool" | "timestamptz"

/** A column of a set-form insert. */
export interface InsertColumn {
  readonly name: string
  readonly type: ColumnType
}

/** A column computed from the ordinal-bearing rows `o` (window functions allowed). */
export interface ComputedColumn {
  readonly name: string
  readonly expression: string
}

/** The `unnest` argument of a column's array parameter `$n`. */
function arrayArgument(column: InsertColumn, index: number): string {
  const placeholder = `$${index + 1}`
  return column.type === "numeric" ? `${placeholder}::text[]::numeric[]` : `${placeholder}::${column.type}[]`
}

/** The max-by-index probe of a dimension's last ordinal (for the key values of `k`, if any). */
function lastOrdinal(table: OrdinalTable, dimension: Dimension): string {
  const where = dimension.keys.length === 0 ? "" : `WHERE ${dimension.keys.map((key) => `t.${key} = k.${key}`).join(" AND ")} `
  return `COALESCE((SELECT t.${dimension.ord} FROM ${table.table} t ${where}ORDER BY t.${table.item} DESC LIMIT 1), 0)`
}

/**
 * The statement inserting rows given as one array parameter per column (`$1…$n` in `columns`
 * order, all of one length) into `table`, with every dimension's ordinal, then `computed`
 * columns evaluated over the numbered rows (alias `o`).
 */
export function insertWithOrdinals(
  table: OrdinalTable,
  columns: ReadonlyArray<InsertColumn>,
  computed: ReadonlyArray<ComputedColumn> = []
): string {
  const names = columns.map((c) => c.name)
  const ctes = [
    `s AS MATERIALIZED (SELECT * FROM unnest(${columns.map(arrayArgument).join(", ")}) AS s(${names.join(", ")}))`
  ]
  const joins: Array<string> = []
  const ordinals: Array<string> = []
  table.dimensions.forEach((dimension, i) => {
    const cte = `d${i}`
    if (dimension.keys.length === 0) {
      ctes.push(`${cte} AS MATERIALIZED (SELECT ${lastOrdinal(table, dimension)} AS base)`)
      joins.push(`CROSS JOIN ${cte}`)
    } else {
      const keys = dimension.keys.join(", ")
      ctes.push(
        `${cte} AS MATERIALIZED (SELECT ${dimension.keys.map((key) => `k.${key}`).join(", ")}, ${lastOrdinal(table, dimension)} AS base ` +
          `FROM (SELECT DISTINCT ${keys} FROM s) k)`
      )
      joins.push(`JOIN ${cte} ON ${dimension.keys.map((key) => `${cte}.${key} = s.${key}`).join(" AND ")}`)
    }
    const partition = dimension.keys.length === 0 ? "" : `PARTITION BY ${dimension.keys.map((key) => `s.${key}`).join(", ")} `
    ordinals.push(`${cte}.base + row_number() OVER (${partition}ORDER BY s.${table.item}) AS ${dimension.ord}`)
  })
  ctes.push(`o AS (SELECT ${names.map((n) => `s.${n}`).join(", ")}, ${ordinals.join(", ")} FROM s ${joins.join(" ")})`)
  const targets = [...names, ...table.dimensions.map((d) => d.ord), ...computed.map((c) => c.name)]
  const values = [...names.map((n) => `o.${n}`), ...table.dimensions.map((d) => `o.${d.ord}`), ...computed.map((c) => c.expression)]
  return `WITH ${ctes.join(",\n")}\nINSERT INTO ${table.table} (${targets.join(", ")})\nSELECT ${values.join(", ")} FROM o`
}

/** Forged transactions: every one, by token, by type, by token and type. */
export const TX: OrdinalTable = {
  table: "tx",
  item: "item_id",
  dimensions: [
    { ord: "ord_all", keys: [] },
    { ord: "ord_token", keys: ["token_id"] },
    { ord: "ord_type", keys: ["type"] },
    { ord: "ord_token_type", keys: ["token_id", "type"] }
  ]
}

/** Transactions by account on either side (one row per distinct account of a transaction). */
export const ACCOUNT_TX: OrdinalTable = { table: "account_tx", item: "item_id", dimensions: [{ ord: "ord", keys: ["account_idx"] }] }

/** Transactions by Ethereum address on either side. */
export const ADDR_TX: OrdinalTable = { table: "addr_tx", item: "item_id", dimensions: [{ ord: "ord", keys: ["addr"] }] }

/** Transactions by BabyJubJub key on either side. */
export const BJJ_TX: OrdinalTable = { table: "bjj_tx", item: "item_id", dimensions: [{ ord: "ord", keys: ["bjj"] }] }

/** Accounts: every one, by token, by owner address, by owner key. */
export const ACCOUNT: OrdinalTable = {
  table: "account",
  item: "item_id",
  dimensions: [
    { ord: "ord_all", keys: [] },
    { ord: "ord_token", keys: ["token_id"] },
    { ord: "ord_addr", keys: ["eth_addr"] },
    { ord: "ord_bjj", keys: ["bjj"] }
  ]
}

/** Exits: every one, by token, by owner address, by owner key, by account. */
export const EXIT: OrdinalTable = {
  table: "exit",
  item: "item_id",
  dimensions: [
    { ord: "ord_all", keys: [] },
    { ord: "ord_token", keys: ["token_id"] },
    { ord: "ord_addr", keys: ["eth_addr"] },
    { ord: "ord_bjj", keys: ["bjj"] },
    { ord: "ord_account", keys: ["idx"] }
  ]
}

/** Batches: every one, by slot, by forger. */
export const BATCH: OrdinalTable = {
  table: "batch",
  item: "item_id",
  dimensions: [
    { ord: "ord_all", keys: [] },
    { ord: "ord_slot", keys: ["slot_num"] },
    { ord: "ord_forger", keys: ["forger_addr"] }
  ]
}

/** Bids: every one, by slot, by bidder, by forger. */
export const BID: OrdinalTable = {
  table: "bid",
  item: "item_id",
  dimensions: [
    { ord: "ord_all", keys: [] },
    { ord: "ord_slot", keys: ["slot_num"] },
    { ord: "ord_bidder", keys: ["bidder_addr"] },
    { ord: "ord_forger", keys: ["forger_addr"] }
  ]
}
