/** The HistoryStore port on PostgreSQL (`get` also finds queued L1 transactions): unfiltered, the list walks `tx` by
 * ordinals; by owner, that owner's side table, counting when token or type is added. */
import { Effect } from "effect"
import { batchFinality, type ChainFinality } from "../../../core/domain/finality.ts"
import { historyTransaction } from "../../../core/ledger/transaction_record.ts"
import {
  type HistoryFilter,
  type HistoryPageItem,
  HistoryStore,
  type TemplatedHistoryTransaction
} from "../../../core/ports/history_store.ts"
import type { Page, PageRequest } from "../../../core/pagination/page.ts"
import { addressBytes, keyBytes, txIdBytes } from "../rows/codecs.ts"
import { batchItems, itemsUpToBatch, type ListSource, pageRows } from "./keyset_page.ts"
import { BYTEA, type Params } from "../rows/params.ts"
import { intAt, intOrNullAt, textOrNullAt, type Values } from "../rows/row.ts"
import * as Stored from "../rows/stored_brands.ts"
import { TOKEN_WIDTH, TokenReads, tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { type TemplateMaker, templateJoin, withRendering } from "../templates/item_templates.ts"
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

/** The select list of a transaction row's token (`k`). */
const TOKEN = tokenColumns("k")

/** The joins of a page's rows: each transaction (`t`) and its token (`k`). */
const PAGE_JOINS = "JOIN tx t ON t.item_id = d.item JOIN token k ON k.token_id = t.token_id"

/** The statements of a history store, each row with the transaction's template when `maker` keeps them. */
function statements(maker: TemplateMaker | undefined) {
  const forged = templateJoin(maker, "tx", "t")
  const findWhere = (condition: string) =>
    `SELECT t.*, ${TOKEN}, ${forged.column} FROM (` +
    `SELECT ${forgedColumns("f")} FROM tx f WHERE f.${condition} ` +
    `UNION ALL SELECT ${queuedColumns("q")} FROM l1_user_tx q WHERE q.${condition} AND NOT q.forged` +
    `) t JOIN token k ON k.token_id = t.token_id${forged.join}${maker === undefined ? "" : " AND t.batch_num IS NOT NULL"}`
  return {
    /** A page's rows as a page of templated items needs them: the template, the item id, the batch and the token. */
    templatedRows: pageRows(
      `${forged.column}, t.item_id, t.batch_num, ${TOKEN}`,
      // Plain joins: the planner reads each row by its key and hashes the token table once a page (a lateral subquery
      // per row made it hash the tokens once a row; `bench:scale:load`).
      `${PAGE_JOINS}${forged.join}`
    ),
    /** A page's rows whole, each with its template (a walk's chunks, and a page meeting an item without one). */
    wholeRows: pageRows(`${forgedColumns("t")}, ${TOKEN}, ${forged.column}`, `${PAGE_JOINS}${forged.join}`),
    /** A transaction by id, forged or still queued. */
    get: `${findWhere("id = $1")} LIMIT 1`,
    /** The transactions of a set of ids ($1, bytea[]), forged or still queued. */
    getMany: findWhere("id = ANY($1)")
  }
}

/** The decoder of a transaction and its token from `at` on, with its finality on `chain`. */
const wholeDecoder = (chain: ChainFinality) => (row: Values, at: number) =>
  historyTransaction(transactionRecordOf(row, at), tokenOf(row, at + TRANSACTION_WIDTH), chain)

/** The decoder of whole rows with their finality on `chain`, each with its template as its rendering when it has one. */
const renderedDecoder = (maker: TemplateMaker | undefined) => (chain: ChainFinality) =>
  withRendering(maker, wholeDecoder(chain), (at) => at + TRANSACTION_WIDTH + TOKEN_WIDTH)

/**
 * The decoder of a templated page's rows (`templatedRows`) with their finality on `chain`: the item as its template and
 * the columns beside it, or null when it has no template (the page is then read whole).
 */
const templatedDecoder =
  (maker: TemplateMaker, tokens: TokenReads) =>
  (chain: ChainFinality) =>
  (row: Values, at: number): TemplatedHistoryTransaction | null => {
    const template = textOrNullAt(row, at)
    if (template === null) return null
    return {
      _tag: "TemplatedHistoryTransaction",
      rendering: maker.stored(template),
      itemId: Stored.ItemId(intAt(row, at + 1)),
      token: tokens.tokenAt(row, at + 3),
      finality: batchFinality(chain, intOrNullAt(row, at + 2))
    }
  }

/** Whether every item of a templated page was read from its template. */
function allTemplated(page: Page<TemplatedHistoryTransaction | null>): page is Page<TemplatedHistoryTransaction> {
  return page.items.every((item) => item !== null)
}

/** The statement reading the rollback record of a queued L1 user transaction. */
const ROLLED_BACK_FROM =
  "SELECT rolled_back_from FROM l1_user_tx WHERE id = $1 AND NOT forged AND rolled_back_from IS NOT NULL"

/** The HistoryStore port on the SQL database. */
export const layer = finalStoreLayer(HistoryStore, (db, finality, maker) => {
  const { templatedRows, wholeRows, get, getMany } = statements(maker)
  const decode = renderedDecoder(maker)
  const templated = maker === undefined ? undefined : templatedDecoder(maker, new TokenReads())
  const whole = (filter: HistoryFilter, page: PageRequest, chain: ChainFinality) =>
    readPage(db, { source, rows: wholeRows, decode: decode(chain) }, filter, page)
  return {
    list: (filter, page) => Effect.flatMap(finality.current, (chain) => whole(filter, page, chain)),
    listTemplated: (filter, page) =>
      Effect.flatMap(
        finality.current,
        (chain): Effect.Effect<Page<HistoryPageItem>> =>
          templated === undefined
            ? whole(filter, page, chain)
            : // A page asks only for what its templated items need; one without a template (a new shaping's templates
              // still being made) has the page read again whole, in one statement as every page.
              Effect.flatMap(
                readPage(db, { source, rows: templatedRows, decode: templated(chain) }, filter, page),
                (read): Effect.Effect<Page<HistoryPageItem>> =>
                  allTemplated(read) ? Effect.succeed(read) : whole(filter, page, chain)
              )
      ),
    listAfter: (filter, afterItem, limit) =>
      Effect.flatMap(finality.current, (chain) =>
        readChunk(db, { source, rows: wholeRows, decode: decode(chain) }, filter, afterItem, limit)
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
