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
import { tokenColumns, tokenOf } from "../rows/token_rows.ts"
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

/** The exit of a row whose columns from `at` on were selected with `COLUMNS`. */
/** The decoder of exit rows with their finality on `chain`. */
const decoder = (chain: ChainFinality) => (row: Values, at: number) =>
  exitWithToken(exitRecordOf(row, at), tokenOf(row, at + EXIT_WIDTH), chain, exitBatchBlockAt(row, at))

const ROWS = pageRows(COLUMNS, "JOIN exit e ON e.item_id = d.item JOIN token k ON k.token_id = e.token_id")

const GET_EXIT = `SELECT ${COLUMNS} FROM exit e JOIN token k ON k.token_id = e.token_id WHERE e.batch_num = $1 AND e.idx = $2`

/** The ExitStore port on the SQL database. */
export const layer = finalStoreLayer(ExitStore, (db, finality) => ({
  list: (filter, page) =>
    Effect.flatMap(finality.current, (chain) =>
      readPage(db, { source, rows: ROWS, decode: decoder(chain) }, filter, page)
    ),
  get: (batchNum, idx) =>
    Effect.flatMap(finality.current, (chain) => readFirst(db.read, GET_EXIT, [batchNum, idx], decoder(chain)))
}))
