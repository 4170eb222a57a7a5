/** The HistoryStore port on PostgreSQL (`get` also finds queued L1 transactions): unfiltered, the list walks `tx` by
 * ordinals; by owner, that owner's side table, counting when token or type is added. */
import { Effect } from "effect"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { historyTransaction } from "../../../core/ledger/transaction_record.ts"
import { type HistoryFilter, HistoryStore } from "../../../core/ports/history_store.ts"
import { addressBytes, keyBytes, txIdBytes } from "../rows/codecs.ts"
import { batchItems, itemsUpToBatch, type ListSource, pageRows } from "./keyset_page.ts"
import { BYTEA, type Params } from "../rows/params.ts"
import { intAt, type Values } from "../rows/row.ts"
import * as Stored from "../rows/stored_brands.ts"
import { TOKEN_WIDTH, tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { attachingTemplate, type TemplateMaker, templateJoin } from "../templates/item_templates.ts"
import { forgedColumns, queuedColumns, TRANSACTION_WIDTH, transactionRecordOf } from "../rows/transaction_rows.ts"
import { typeCode } from "../rows/type_codes.ts"
import { finalStoreLayer, readChunk, readFirst, readMany, readPage } from "./store_reads.ts"

/** An owner filter: its side table, key column and value. */
type Owner = readonly [table: string, column: string, value: unknown]

function source(filter: HistoryFilter, params: Params): ListSource {
  const owners: Array<Owner> = []
  if (filter.accountIdx !== undefined) owners.push(["account_tx", "account_idx", filter.accountIdx])
  if (filter.ethAddr !== undefined) owners.push(["addr_tx", "addr", addressBytes(filter.ethAddr)])
  if (filter.bjj !== undefined) owners.push(["bjj_tx", "bjj", keyBytes(filter.bjj)])
  const token = filter.tokenId === undefined ? undefined : params.add(filter.tokenId)
  const type = filter.type === undefined ? undefined : params.add(typeCode(filter.type))
  const batch = filter.batchNum === undefined ? undefined : batchItems("tx", params.add(filter.batchNum))
  const upTo = filter.upToBatch === undefined ? undefined : itemsUpToBatch("tx", params.add(filter.upToBatch))
  const hi = batch === undefined ? upTo : upTo === undefined ? batch.hi : `LEAST(${batch.hi}, ${upTo})`
  const range = { ...(batch === undefined ? {} : { lo: batch.lo }), ...(hi === undefined ? {} : { hi }) }
  const [driving, ...others] = owners
  if (driving === undefined) {
    const keys: Array<readonly [string, string]> = []
    if (token !== undefined) keys.push(["token_id", token])
    if (type !== undefined) keys.push(["type", type])
    // The dimension named by the keys: ord_token_type, ord_token, ord_type or ord_all.
    const ordinal = `ord_${keys.map(([column]) => column.replace("_id", "")).join("_") || "all"}`
    return { table: "tx", item: "item_id", keys, ordinal, ...range }
  }
  const residual = others.map(
    ([table, column, value]) =>
      `EXISTS (SELECT 1 FROM ${table} o WHERE o.${column} = ${params.add(value)} AND o.item_id = x.item_id)`
  )
  if (token !== undefined) residual.push(`x.token_id = ${token}`)
  if (type !== undefined) residual.push(`x.type = ${type}`)
  return {
    table: driving[0],
    item: "item_id",
    keys: [[driving[1], params.add(driving[2])]],
    ordinal: "ord",
    residual,
    ...range
  }
}

/** The select list of a transaction row (`t`, forged or queued) and its token (`k`). */
const TOKEN = tokenColumns("k")

/** The statements of a history store, each row with the transaction's template when `maker` keeps them. */
function statements(maker: TemplateMaker | undefined) {
  const forged = templateJoin(maker, "tx", "t")
  const findWhere = (condition: string) =>
    `SELECT t.*, ${TOKEN}, ${forged.column} FROM (` +
    `SELECT ${forgedColumns("f")} FROM tx f WHERE f.${condition} ` +
    `UNION ALL SELECT ${queuedColumns("q")} FROM l1_user_tx q WHERE q.${condition} AND NOT q.forged` +
    `) t JOIN token k ON k.token_id = t.token_id${forged.join}${maker === undefined ? "" : " AND t.batch_num IS NOT NULL"}`
  return {
    rows: pageRows(
      `${forgedColumns("t")}, ${TOKEN}, ${forged.column}`,
      `JOIN tx t ON t.item_id = d.item JOIN token k ON k.token_id = t.token_id${forged.join}`
    ),
    /** A transaction by id, forged or still queued. */
    get: `${findWhere("id = $1")} LIMIT 1`,
    /** The transactions of a set of ids ($1, bytea[]), forged or still queued. */
    getMany: findWhere("id = ANY($1)")
  }
}

/** The decoder of transaction rows with their finality on `chain`, giving each its template when it has one. */
const decoder = (maker: TemplateMaker | undefined) => (chain: ChainFinality) =>
  attachingTemplate(
    maker,
    (row: Values, at: number) =>
      historyTransaction(transactionRecordOf(row, at), tokenOf(row, at + TRANSACTION_WIDTH), chain),
    (at) => at + TRANSACTION_WIDTH + TOKEN_WIDTH
  )

/** The statement reading the rollback record of a queued L1 user transaction. */
const ROLLED_BACK_FROM =
  "SELECT rolled_back_from FROM l1_user_tx WHERE id = $1 AND NOT forged AND rolled_back_from IS NOT NULL"

/** The HistoryStore port on the SQL database. */
export const layer = finalStoreLayer(HistoryStore, (db, finality, maker) => {
  const { rows, get, getMany } = statements(maker)
  const decode = decoder(maker)
  return {
    list: (filter, page) =>
      Effect.flatMap(finality.current, (chain) => readPage(db, { source, rows, decode: decode(chain) }, filter, page)),
    listAfter: (filter, afterItem, limit) =>
      Effect.flatMap(finality.current, (chain) =>
        readChunk(db, { source, rows, decode: decode(chain) }, filter, afterItem, limit)
      ),
    get: (id) => Effect.flatMap(finality.current, (chain) => readFirst(db.read, get, [txIdBytes(id)], decode(chain))),
    rolledBackFrom: (id) =>
      readFirst(db.read, ROLLED_BACK_FROM, [txIdBytes(id)], (row, at) => Stored.BatchNum(intAt(row, at))),
    getMany: (ids) =>
      Effect.flatMap(finality.current, (chain) =>
        readMany(db.read, ids, {
          statement: getMany,
          values: [BYTEA.bind(ids.map(txIdBytes))],
          decode: decode(chain),
          keyOf: (tx) => tx.id
        })
      )
  }
})
