/**
 * The ExitStore port on the in-memory database: exits in (batchNum, account index) = itemId
 * order; the owner and token filters apply to the exit's account.
 */
import { Effect, Layer, Option } from "effect";
import { exitWithToken, isPendingWithdrawal } from "../../core/ledger/exit_record.js";
import { mapPage, paginate } from "../../core/pagination/page.js";
import { ExitStore } from "../../core/ports/exit_store.js";
import { exitKey, MemoryDatabase, tokenOf } from "./database.js";
import { narrowest } from "./narrowest_index.js";
/** The exits matching `filter`, in itemId order (from the narrowest index). */
function matching(state, filter) {
    const candidates = narrowest({
        all: state.exits,
        byIdx: state.exitsByIdx,
        byBatch: state.exitsByBatch,
        byEthAddr: state.exitsByEthAddr,
        byBjj: state.exitsByBjj,
        byToken: state.exitsByToken
    }, filter);
    const onlyPending = filter.onlyPendingWithdraws === true;
    return candidates.filter(({ record }) => (filter.accountIdx === undefined || record.accountIndex.idx === filter.accountIdx) &&
        (filter.batchNum === undefined || record.batchNum === filter.batchNum) &&
        (filter.ethAddr === undefined || record.zkEthereumAddress === filter.ethAddr) &&
        (filter.bjj === undefined || record.bjj === filter.bjj) &&
        (filter.tokenId === undefined || record.tokenId === filter.tokenId) &&
        (!onlyPending || isPendingWithdrawal(record)));
}
/** The ExitStore port backed by the shared in-memory database. */
export const layer = Layer.effect(ExitStore, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return ExitStore.of({
        list: (filter, page) => db.read((state) => mapPage(paginate(matching(state, filter), page, (row) => row.record.itemId), ({ record }) => exitWithToken(record, tokenOf(state, record.tokenId)))),
        get: (batchNum, idx) => db.read((state) => {
            const row = state.exitByKey.get(exitKey(batchNum, idx));
            return row === undefined ? Option.none() : Option.some(exitWithToken(row.record, tokenOf(state, row.record.tokenId)));
        })
    });
}));
