/**
 * The HistoryStore port on the in-memory database: forged transactions in (batchNum, position)
 * = itemId order; the address, key and account filters match the sender or the receiver. `get`
 * also finds L1 user transactions still in their queue.
 */
import { Effect, Layer, Option } from "effect";
import { historyTransaction } from "../../core/ledger/transaction_record.js";
import { mapPage, paginate } from "../../core/pagination/page.js";
import { HistoryStore } from "../../core/ports/history_store.js";
import { MemoryDatabase, tokenOf } from "./database.js";
import { narrowest } from "./narrowest_index.js";
/** Whether `record` passes every filter. */
function matches(record, filter) {
    return (filter.tokenId === undefined || record.tokenId === filter.tokenId) &&
        (filter.ethAddr === undefined ||
            record.fromZkEthereumAddress === filter.ethAddr || record.toZkEthereumAddress === filter.ethAddr) &&
        (filter.bjj === undefined || record.fromBJJ === filter.bjj || record.toBJJ === filter.bjj) &&
        (filter.accountIdx === undefined ||
            record.fromAccountIndex?.idx === filter.accountIdx || record.toAccountIndex.idx === filter.accountIdx) &&
        (filter.batchNum === undefined || record.batchNum === filter.batchNum) &&
        (filter.type === undefined || record.type === filter.type);
}
/** The forged transactions matching `filter`, in itemId order (from the narrowest index). */
function matching(state, filter) {
    const candidates = narrowest({
        all: state.forged,
        byIdx: state.forgedByIdx,
        byBatch: state.forgedByBatch,
        byEthAddr: state.forgedByEthAddr,
        byBjj: state.forgedByBjj,
        byToken: state.forgedByToken
    }, filter);
    const noFilter = Object.values(filter).every((v) => v === undefined);
    return noFilter ? candidates : candidates.filter((record) => matches(record, filter));
}
/** The HistoryStore port backed by the shared in-memory database. */
export const layer = Layer.effect(HistoryStore, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return HistoryStore.of({
        list: (filter, page) => db.read((state) => mapPage(paginate(matching(state, filter), page, (record) => record.itemId), (record) => historyTransaction(record, tokenOf(state, record.tokenId)))),
        get: (id) => db.read((state) => {
            const row = state.transactions.get(id);
            return row === undefined
                ? Option.none()
                : Option.some(historyTransaction(row.current, tokenOf(state, row.current.tokenId)));
        })
    });
}));
