/**
 * The BatchStore port on PostgreSQL: batchNum bounds become an itemId range, and slot, forger or all are
 * ordinal subtractions within it (slot and forger together count the slot's few batches).
 */
import { BatchStore } from "../../../core/ports/batch_store.js";
import { batchColumns, batchOf } from "../rows/batch_rows.js";
import { addressBytes } from "../rows/codecs.js";
import { drivenSource, pageRows } from "./keyset_page.js";
import { readFirst, readPage, storeLayer } from "./store_reads.js";
/** An itemId above every stored one (an empty range's lower bound). */
const NO_ITEM_ABOVE = "9223372036854775807";
function source(filter, params) {
    // batch_num < max ⇔ batch_num < ⌈max⌉ for integral batch numbers (the port's bound is any number).
    const max = filter.maxBatchNum === undefined ? undefined : Math.ceil(filter.maxBatchNum);
    const range = {
        ...(filter.minBatchNum === undefined ? {} : {
            lo: `COALESCE((SELECT item_id FROM batch WHERE batch_num > ${params.add(filter.minBatchNum)} ORDER BY batch_num ASC LIMIT 1), ${NO_ITEM_ABOVE})`
        }),
        ...(max === undefined || max > Number.MAX_SAFE_INTEGER ? {} : {
            hi: Number.isSafeInteger(max)
                ? `COALESCE((SELECT item_id FROM batch WHERE batch_num < ${params.add(max)} ORDER BY batch_num DESC LIMIT 1), 0)`
                : "0"
        })
    };
    const filters = [];
    if (filter.slotNum !== undefined)
        filters.push(["slot_num", filter.slotNum, "ord_slot"]);
    if (filter.forgerAddr !== undefined)
        filters.push(["forger_addr", addressBytes(filter.forgerAddr), "ord_forger"]);
    return { ...drivenSource("batch", filters, params), ...range };
}
const BATCHES = { source, rows: pageRows(batchColumns("bt"), "JOIN batch bt ON bt.item_id = d.item"), decode: batchOf };
const GET_BATCH = `SELECT ${batchColumns("bt")} FROM batch bt WHERE bt.batch_num = $1`;
/** The BatchStore port on the SQL database. */
export const layer = storeLayer(BatchStore, (db) => ({
    list: (filter, page) => readPage(db, BATCHES, filter, page),
    get: (batchNum) => readFirst(db.read, GET_BATCH, [batchNum], batchOf)
}));
