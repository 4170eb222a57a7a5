/**
 * The ExitStore port on PostgreSQL: driven by the narrowest filter by ordinal, counting when combined; a batch
 * bounds the itemId range; `onlyPendingWithdraws` changes with withdrawals, so it counts.
 */
import { exitWithToken } from "../../../core/ledger/exit_record.js";
import { ExitStore } from "../../../core/ports/exit_store.js";
import { addressBytes, keyBytes } from "../rows/codecs.js";
import { EXIT_WIDTH, exitColumns, exitRecordOf } from "../rows/exit_rows.js";
import { batchItems, drivenSource, pageRows } from "./keyset_page.js";
import { tokenColumns, tokenOf } from "../rows/token_rows.js";
import { readFirst, readPage, storeLayer } from "./store_reads.js";
/** The condition on pending withdrawals, as the partial index `exit_pending` states it. */
const PENDING = "x.instant_withdraw IS NULL AND x.delayed_withdraw IS NULL";
function source(filter, params) {
    const filters = [];
    if (filter.accountIdx !== undefined)
        filters.push(["idx", filter.accountIdx, "ord_account"]);
    if (filter.ethAddr !== undefined)
        filters.push(["eth_addr", addressBytes(filter.ethAddr), "ord_addr"]);
    if (filter.bjj !== undefined)
        filters.push(["bjj", keyBytes(filter.bjj), "ord_bjj"]);
    if (filter.tokenId !== undefined)
        filters.push(["token_id", filter.tokenId, "ord_token"]);
    const driven = drivenSource("exit", filters, params);
    return {
        ...driven,
        residual: filter.onlyPendingWithdraws === true ? [...driven.residual, PENDING] : driven.residual,
        ...(filter.batchNum === undefined ? {} : batchItems("exit", params.add(filter.batchNum)))
    };
}
const COLUMNS = `${exitColumns("e", "k.symbol")}, ${tokenColumns("k")}`;
/** The exit of a row whose columns from `at` on were selected with `COLUMNS`. */
const decode = (row, at) => exitWithToken(exitRecordOf(row, at), tokenOf(row, at + EXIT_WIDTH));
const EXITS = { source, rows: pageRows(COLUMNS, "JOIN exit e ON e.item_id = d.item JOIN token k ON k.token_id = e.token_id"), decode };
const GET_EXIT = `SELECT ${COLUMNS} FROM exit e JOIN token k ON k.token_id = e.token_id WHERE e.batch_num = $1 AND e.idx = $2`;
/** The ExitStore port on the SQL database. */
export const layer = storeLayer(ExitStore, (db) => ({
    list: (filter, page) => readPage(db, EXITS, filter, page),
    get: (batchNum, idx) => readFirst(db.read, GET_EXIT, [batchNum, idx], decode)
}));
