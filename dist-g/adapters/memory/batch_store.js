/** The BatchStore port on the in-memory database: batches in batchNum (= itemId) order. */
import { Effect, Layer, Option } from "effect";
import { paginate } from "../../core/pagination/page.js";
import { BatchStore } from "../../core/ports/batch_store.js";
import { batchAt, lowerBound, MemoryDatabase } from "./database.js";
/** The batches matching `filter`, in itemId order (from an index or the batchNum range). */
function matching(state, filter) {
    const { minBatchNum, maxBatchNum, slotNum, forgerAddr } = filter;
    const inRange = (b) => (minBatchNum === undefined || b.batchNum > minBatchNum) && (maxBatchNum === undefined || b.batchNum < maxBatchNum);
    const candidates = slotNum !== undefined
        ? state.batchesBySlot.get(slotNum)
        : forgerAddr !== undefined
            ? state.batchesByForger.get(forgerAddr)
            : undefined;
    if (candidates !== undefined) {
        return candidates.filter((b) => inRange(b) && (slotNum === undefined || b.slotNum === slotNum) && (forgerAddr === undefined || b.forgerAddr === forgerAddr));
    }
    const start = minBatchNum === undefined ? 0 : lowerBound(state.batches, minBatchNum + 1, (b) => b.batchNum);
    const end = maxBatchNum === undefined ? state.batches.length : lowerBound(state.batches, maxBatchNum, (b) => b.batchNum);
    return start === 0 && end === state.batches.length ? state.batches : state.batches.slice(start, Math.max(start, end));
}
/** The BatchStore port backed by the shared in-memory database. */
export const layer = Layer.effect(BatchStore, Effect.gen(function* () {
    const db = yield* MemoryDatabase;
    return BatchStore.of({
        list: (filter, page) => db.read((state) => paginate(matching(state, filter), page, (b) => b.itemId)),
        get: (batchNum) => db.read((state) => Option.fromNullishOr(batchAt(state, batchNum)))
    });
}));
