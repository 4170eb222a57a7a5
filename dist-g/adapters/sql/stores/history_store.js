/**
 * The HistoryStore port on PostgreSQL (`get` also finds queued L1 transactions): without an owner filter the
 * list walks `tx` by ordinals; with one, that owner's side table, counting when token or type is added.
 */
import { historyTransaction } from "../../../core/ledger/transaction_record.js";
import { HistoryStore } from "../../../core/ports/history_store.js";
import { addressBytes, keyBytes, txIdBytes } from "../rows/codecs.js";
import { batchItems, pageRows } from "./keyset_page.js";
import { tokenColumns, tokenOf } from "../rows/token_rows.js";
import { forgedColumns, queuedColumns, TRANSACTION_WIDTH, transactionRecordOf } from "../rows/transaction_rows.js";
import { typeCode } from "../rows/type_codes.js";
import { readFirst, readPage, storeLayer } from "./store_reads.js";
function source(filter, params) {
    const owners = [];
    if (filter.accountIdx !== undefined)
        owners.push(["account_tx", "account_idx", filter.accountIdx]);
    if (filter.ethAddr !== undefined)
        owners.push(["addr_tx", "addr", addressBytes(filter.ethAddr)]);
    if (filter.bjj !== undefined)
        owners.push(["bjj_tx", "bjj", keyBytes(filter.bjj)]);
    const token = filter.tokenId === undefined ? undefined : params.add(filter.tokenId);
    const type = filter.type === undefined ? undefined : params.add(typeCode(filter.type));
    const range = filter.batchNum === undefined ? {} : batchItems("tx", params.add(filter.batchNum));
    const [driving, ...others] = owners;
    if (driving === undefined) {
        const keys = [];
        if (token !== undefined)
            keys.push(["token_id", token]);
        if (type !== undefined)
            keys.push(["type", type]);
        // The dimension named by the keys: ord_token_type, ord_token, ord_type or ord_all.
        const ordinal = `ord_${keys.map(([column]) => column.replace("_id", "")).join("_") || "all"}`;
        return { table: "tx", item: "item_id", keys, ordinal, ...range };
    }
    const residual = others.map(([table, column, value]) => `EXISTS (SELECT 1 FROM ${table} o WHERE o.${column} = ${params.add(value)} AND o.item_id = x.item_id)`);
    if (token !== undefined)
        residual.push(`x.token_id = ${token}`);
    if (type !== undefined)
        residual.push(`x.type = ${type}`);
    return {
        table: driving[0],
        item: "item_id",
        keys: [[driving[1], params.add(driving[2])]],
        ordinal: "ord",
        residual,
        ...range
    };
}
/** The select list of a transaction row (`t`, forged or queued) and its token (`k`). */
const TOKEN = tokenColumns("k");
/** The history transaction of a row whose transaction columns start at `at` (its token's follow). */
const decode = (row, at) => historyTransaction(transactionRecordOf(row, at), tokenOf(row, at + TRANSACTION_WIDTH));
const TRANSACTIONS = { source, rows: pageRows(`${forgedColumns("t")}, ${TOKEN}`, "JOIN tx t ON t.item_id = d.item JOIN token k ON k.token_id = t.token_id"), decode };
/** The statement finding a transaction by id, forged or still queued. */
const GET = `SELECT t.*, ${TOKEN} FROM (` +
    `SELECT ${forgedColumns("f")} FROM tx f WHERE f.id = $1 ` +
    `UNION ALL SELECT ${queuedColumns("q")} FROM l1_user_tx q WHERE q.id = $1 AND NOT q.forged` +
    `) t JOIN token k ON k.token_id = t.token_id LIMIT 1`;
/** The HistoryStore port on the SQL database. */
export const layer = storeLayer(HistoryStore, (db) => ({
    list: (filter, page) => readPage(db, TRANSACTIONS, filter, page),
    get: (id) => readFirst(db.read, GET, [txIdBytes(id)], decode)
}));
