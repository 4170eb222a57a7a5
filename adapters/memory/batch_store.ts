/** The BatchStore port on the in-memory database: batches in batchNum (= itemId) order. */
import { Effect, Layer, Option } from "effect"
import type { Batch } from "../../core/domain/batch.ts"
import { batchWithFinality } from "../../core/ledger/chain_finality.ts"
import { mapPage, paginate } from "../../core/pagination/page.ts"
import { FinalityDepth } from "../../core/ports/chain_finality.ts"
import { type BatchFilter, BatchStore } from "../../core/ports/batch_store.ts"
import { batchAt, finalityOf, lowerBound, MemoryDatabase, type MemoryState } from "./database.ts"

/** The batches matching `filter`, in itemId order (from an index or the batchNum range). */
function matching(state: MemoryState, filter: BatchFilter): ReadonlyArray<Batch> {
  const { minBatchNum, maxBatchNum, slotNum, forgerAddr } = filter
  const inRange = (b: Batch) =>
    (minBatchNum === undefined || b.batchNum > minBatchNum) && (maxBatchNum === undefined || b.batchNum < maxBatchNum)
  const candidates =
    slotNum !== undefined
      ? state.batches.by.slot.get(slotNum)
      : forgerAddr !== undefined
        ? state.batches.by.forger.get(forgerAddr)
        : undefined
  if (candidates !== undefined) {
    return candidates.filter(
      (b) =>
        inRange(b) &&
        (slotNum === undefined || b.slotNum === slotNum) &&
        (forgerAddr === undefined || b.forgerAddr === forgerAddr)
    )
  }
  const start = minBatchNum === undefined ? 0 : lowerBound(state.batches.all, minBatchNum + 1, (b) => b.batchNum)
  const end =
    maxBatchNum === undefined ? state.batches.all.length : lowerBound(state.batches.all, maxBatchNum, (b) => b.batchNum)
  return start === 0 && end === state.batches.all.length
    ? state.batches.all
    : state.batches.all.slice(start, Math.max(start, end))
}

/** The BatchStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<BatchStore, never, MemoryDatabase> = Layer.effect(
  BatchStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    return BatchStore.of({
      list: (filter, page) =>
        db.read((state) => {
          const chain = finalityOf(state, required)
          return mapPage(
            paginate(matching(state, filter), page, (b) => b.itemId),
            (b) => batchWithFinality(b, chain)
          )
        }),
      get: (batchNum) =>
        db.read((state) =>
          Option.map(Option.fromNullishOr(batchAt(state, batchNum)), (b) =>
            batchWithFinality(b, finalityOf(state, required))
          )
        )
    })
  })
)
