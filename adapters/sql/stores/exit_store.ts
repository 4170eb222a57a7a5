/** The ExitStore port on PostgreSQL: driven by the narrowest filter by ordinal, counting when combined; a batch bounds
 * the itemId range; `onlyPendingWithdraws` changes with withdrawals, so it counts. */
import { Effect } from "effect"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { exitWithToken } from "../../../core/ledger/exit_record.ts"
import { type ExitFilter, ExitStore } from "../../../core/ports/exit_store.ts"
import { addressBytes, keyBytes } from "../rows/codecs.ts"
import { EXIT_WIDTH, exitBatchBlockAt, exitColumns, exitRecordOf } from "../rows/exit_rows.ts"
import { batchItems, drivenSource, type KeyFilter, type ListSource, pageRows } from "./keyset_page.ts"
import type { Params } from "../rows/params.ts"
import type { Values } from "../rows/row.ts"
import { TOKEN_WIDTH, tokenColumns, tokenOf } from "../rows/token_rows.ts"
import { withRendering, type TemplateMaker, templateJoin } from "../templates/item_templates.ts"
import { finalStoreLayer, readFirst, readPage } from "./store_reads.ts"

/** The condition on pending withdrawals, as the partial index `exit_pending` states it. */
const PENDING = "x.instant_withdraw IS NULL AND x.delayed_withdraw IS NULL"

function source(filter: ExitFilter, params: Params): ListSource {
  const filters: Array<KeyFilter> = []
  if (filter.accountIdx !== undefined) filters.push(["idx", filter.accountIdx, "ord_account"])
  if (filter.ethAddr !== undefined) filters.push(["eth_addr", addressBytes(filter.ethAddr), "ord_addr"])
  if (filter.bjj !== undefined) filters.push(["bjj", keyBytes(filter.bjj), "ord_bjj"])
  if (filter.tokenId !== undefined) filters.push(["token_id", filter.tokenId, "ord_token"])
  const driven = drivenSource("exit", filters, params)
  return {
    ...driven,
    residual: filter.onlyPendingWithdraws === true ? [...driven.residual, PENDING] : driven.residual,
    ...(filter.batchNum === undefined ? {} : batchItems("exit", params.add(filter.batchNum)))
  }
}

const COLUMNS = `${exitColumns("e", "k.symbol")}, ${tokenColumns("k")}`

/** The statements of an exit store, each row with the exit's template when `maker` keeps them. */
function statements(maker: TemplateMaker | undefined) {
  const template = templateJoin(maker, "exit", "e")
  const columns = `${COLUMNS}, ${template.column}`
  return {
    rows: pageRows(
      columns,
      `JOIN exit e ON e.item_id = d.item JOIN token k ON k.token_id = e.token_id${template.join}`
    ),
    /** An exit by batch and account. */
    get: `SELECT ${columns} FROM exit e JOIN token k ON k.token_id = e.token_id${template.join} WHERE e.batch_num = $1 AND e.idx = $2`
  }
}

/** The decoder of exit rows with their finality on `chain`, giving each its template as its rendering when it has one. */
const decoder = (maker: TemplateMaker | undefined) => (chain: ChainFinality) =>
  withRendering(
    maker,
    (row: Values, at: number) =>
      exitWithToken(exitRecordOf(row, at), tokenOf(row, at + EXIT_WIDTH), chain, exitBatchBlockAt(row, at)),
    (at) => at + EXIT_WIDTH + TOKEN_WIDTH
  )

/** The ExitStore port on the SQL database. */
export const layer = finalStoreLayer(ExitStore, (db, finality, maker) => {
  const { rows, get } = statements(maker)
  const decode = decoder(maker)
  return {
    list: (filter, page) =>
      Effect.flatMap(finality.current, (chain) => readPage(db, { source, rows, decode: decode(chain) }, filter, page)),
    get: (batchNum, idx) =>
      Effect.flatMap(finality.current, (chain) => readFirst(db.read, get, [batchNum, idx], decode(chain)))
  }
})
