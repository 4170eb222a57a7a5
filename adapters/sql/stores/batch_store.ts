/** The BatchStore port on PostgreSQL: batchNum bounds become an itemId range, and slot, forger or all are ordinal
 * subtractions within it (slot and forger together count the slot's few batches). */
import { Effect } from "effect"
import type { ChainFinality } from "../../../core/domain/finality.ts"
import { BatchStore, type BatchFilter } from "../../../core/ports/batch_store.ts"
import { batchColumns, batchOf } from "../rows/batch_rows.ts"
import { addressBytes } from "../rows/codecs.ts"
import { drivenSource, type KeyFilter, type ListSource, pageRows } from "./keyset_page.ts"
import type { Params } from "../rows/params.ts"
import type { Values } from "../rows/row.ts"
import { finalStoreLayer, readFirst, readPage } from "./store_reads.ts"

/** An itemId above every stored one (an empty range's lower bound). */
const NO_ITEM_ABOVE = "9223372036854775807"

function source(filter: BatchFilter, params: Params): ListSource {
  // batch_num < max ⇔ batch_num < ⌈max⌉ for integral batch numbers (the port's bound is any number).
  const max = filter.maxBatchNum === undefined ? undefined : Math.ceil(filter.maxBatchNum)
  const range = {
    ...(filter.minBatchNum === undefined
      ? {}
      : {
          lo: `COALESCE((SELECT item_id FROM batch WHERE batch_num > ${params.add(filter.minBatchNum)} ORDER BY batch_num ASC LIMIT 1), ${NO_ITEM_ABOVE})`
        }),
    ...(max === undefined || max > Number.MAX_SAFE_INTEGER
      ? {}
      : {
          hi: Number.isSafeInteger(max)
            ? `COALESCE((SELECT item_id FROM batch WHERE batch_num < ${params.add(max)} ORDER BY batch_num DESC LIMIT 1), 0)`
            : "0"
        })
  }
  const filters: Array<KeyFilter> = []
  if (filter.slotNum !== undefined) filters.push(["slot_num", filter.slotNum, "ord_slot"])
  if (filter.forgerAddr !== undefined) filters.push(["forger_addr", addressBytes(filter.forgerAddr), "ord_forger"])
  return { ...drivenSource("batch", filters, params), ...range }
}

const ROWS = pageRows(batchColumns("bt"), "JOIN batch bt ON bt.item_id = d.item")

/** The decoder of batch rows with their finality on `chain`. */
const decoder = (chain: ChainFinality) => (row: Values, at: number) => batchOf(row, at, chain)

const GET_BATCH = `SELECT ${batchColumns("bt")} FROM batch bt WHERE bt.batch_num = $1`

/** The BatchStore port on the SQL database. */
export const layer = finalStoreLayer(BatchStore, (db, finality) => ({
  list: (filter, page) =>
    Effect.flatMap(finality.current, (chain) =>
      readPage(db, { source, rows: ROWS, decode: decoder(chain) }, filter, page)
    ),
  get: (batchNum) =>
    Effect.flatMap(finality.current, (chain) => readFirst(db.read, GET_BATCH, [batchNum], decoder(chain)))
}))
