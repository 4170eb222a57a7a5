/** Ordinal dimensions and their set-form insert: rows numbered gap-free per dimension in item order, each new row the
 * key's last ordinal plus its rank (`docs/storage.md`, exact counts). Only the single writer inserts. */
import type { ArrayType } from "../rows/params.ts"

/** The rows sharing `keys` (none: every row), numbered in `ord`. */
interface Dimension {
  readonly ord: string
  readonly keys: ReadonlyArray<string>
}

/** A table whose rows carry ordinals, numbered in item_id order. */
interface OrdinalTable {
  readonly table: string
  readonly dimensions: ReadonlyArray<Dimension>
}

/** A column of a set-form insert: its name, its placeholder's cast, and its array parameter for rows `R`. */
export interface InsertColumn<R> {
  readonly name: string
  readonly cast: string
  readonly bind: (rows: ReadonlyArray<R>) => unknown
}

/** The insert column `name` of array type `type`, its value in a row `R` given by `value`. */
export function column<R, A>(name: string, type: ArrayType<A>, value: (row: R) => A | null): InsertColumn<R> {
  return { name, cast: type.cast, bind: (rows) => type.bind(rows.map(value)) }
}

/** A set-form insert: its statement, and its parameters for rows `R` (one array per column). */
export interface SetInsert<R> {
  readonly statement: string
  readonly params: (rows: ReadonlyArray<R>) => Array<unknown>
}

/** The max-by-index probe of a dimension's last ordinal (for the key values of `k`, if any). */
function lastOrdinal(table: OrdinalTable, dimension: Dimension): string {
  const where =
    dimension.keys.length === 0 ? "" : `WHERE ${dimension.keys.map((key) => `t.${key} = k.${key}`).join(" AND ")} `
  return `COALESCE((SELECT t.${dimension.ord} FROM ${table.table} t ${where}ORDER BY t.item_id DESC LIMIT 1), 0)`
}

/** The insert into `table` of one array parameter per column (`$1…$n`), with every ordinal, then `computed` columns: expressions over the rows `o` (window functions allowed). */
export function insertWithOrdinals<R>(
  table: OrdinalTable,
  columns: ReadonlyArray<InsertColumn<R>>,
  computed: ReadonlyArray<{ readonly name: string; readonly expression: string }> = []
): SetInsert<R> {
  const names = columns.map((c) => c.name)
  const arrays = columns.map((c, i) => `$${i + 1}::${c.cast}`)
  const ctes = [`s AS MATERIALIZED (SELECT * FROM unnest(${arrays.join(", ")}) AS s(${names.join(", ")}))`]
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
    const partition =
      dimension.keys.length === 0 ? "" : `PARTITION BY ${dimension.keys.map((key) => `s.${key}`).join(", ")} `
    ordinals.push(`${cte}.base + row_number() OVER (${partition}ORDER BY s.item_id) AS ${dimension.ord}`)
  })
  ctes.push(`o AS (SELECT ${[...names.map((n) => `s.${n}`), ...ordinals].join(", ")} FROM s ${joins.join(" ")})`)
  const targets = [...names, ...table.dimensions.map((d) => d.ord), ...computed.map((c) => c.name)]
  const values = [
    ...names.map((n) => `o.${n}`),
    ...table.dimensions.map((d) => `o.${d.ord}`),
    ...computed.map((c) => c.expression)
  ]
  return {
    statement: `WITH ${ctes.join(",\n")}\nINSERT INTO ${table.table} (${targets.join(", ")})\nSELECT ${values.join(", ")} FROM o`,
    params: (rows) => columns.map((c) => c.bind(rows))
  }
}

/** The table `table`, with a dimension per ordinal column (by its key columns). */
export function ordinalTable(
  table: string,
  dimensions: Readonly<Record<string, ReadonlyArray<string>>> = {}
): OrdinalTable {
  return { table, dimensions: Object.entries(dimensions).map(([ord, keys]) => ({ ord, keys })) }
}

/** Forged transactions: every one, by token, by type, by token and type. */
export const TX = ordinalTable("tx", {
  ord_all: [],
  ord_token: ["token_id"],
  ord_type: ["type"],
  ord_token_type: ["token_id", "type"]
})
/** Transactions by account on either side (one row per distinct account of a transaction). */
export const ACCOUNT_TX = ordinalTable("account_tx", { ord: ["account_idx"] })
/** Transactions by Ethereum address on either side. */
export const ADDR_TX = ordinalTable("addr_tx", { ord: ["addr"] })
/** Transactions by BabyJubJub key on either side. */
export const BJJ_TX = ordinalTable("bjj_tx", { ord: ["bjj"] })
/** Account states after each batch (item_id: the batch's), by account: its balance history. */
export const ACCOUNT_UPDATE = ordinalTable("account_update", { ord: ["idx"] })
/** Accounts: every one, by token, by owner address, by owner key. */
export const ACCOUNT = ordinalTable("account", {
  ord_all: [],
  ord_token: ["token_id"],
  ord_addr: ["eth_addr"],
  ord_bjj: ["bjj"]
})
/** Exits: every one, by token, by owner address, by owner key, by account. */
export const EXIT = ordinalTable("exit", {
  ord_all: [],
  ord_token: ["token_id"],
  ord_addr: ["eth_addr"],
  ord_bjj: ["bjj"],
  ord_account: ["idx"]
})
/** Batches: every one, by slot, by forger. */
export const BATCH = ordinalTable("batch", { ord_all: [], ord_slot: ["slot_num"], ord_forger: ["forger_addr"] })
/** Bids: every one, by slot, by bidder, by forger. */
export const BID = ordinalTable("bid", {
  ord_all: [],
  ord_slot: ["slot_num"],
  ord_bidder: ["bidder_addr"],
  ord_forger: ["forger_addr"]
})
