/** The ExitStore port on the in-memory database: exits in (batchNum, account index) = itemId order; the owner and token
 * filters apply to the exit's account. */
import { Effect, Layer, Option } from "effect"
import type { ChainFinality } from "../../core/domain/finality.ts"
import { type ExitRecord, exitWithToken, isPendingWithdrawal } from "../../core/ledger/exit_record.ts"
import { mapPage, paginate } from "../../core/pagination/page.ts"
import { FinalityDepth } from "../../core/ports/chain_finality.ts"
import { type ExitFilter, ExitStore } from "../../core/ports/exit_store.ts"
import { batchAt, type ExitRow, exitKey, finalityOf, MemoryDatabase, type MemoryState, tokenOf } from "./database.ts"

/** The exits matching `filter`, in itemId order (from the narrowest index). */
function matching(state: MemoryState, filter: ExitFilter): ReadonlyArray<ExitRow> {
  const candidates = state.exits.narrowest(filter)
  const onlyPending = filter.onlyPendingWithdraws === true
  return candidates.filter(
    ({ record }) =>
      (filter.accountIdx === undefined || record.accountIndex.idx === filter.accountIdx) &&
      (filter.batchNum === undefined || record.batchNum === filter.batchNum) &&
      (filter.ethAddr === undefined || record.zkEthereumAddress === filter.ethAddr) &&
      (filter.bjj === undefined || record.bjj === filter.bjj) &&
      (filter.tokenId === undefined || record.tokenId === filter.tokenId) &&
      (!onlyPending || isPendingWithdrawal(record))
  )
}

/** The ExitStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<ExitStore, never, MemoryDatabase> = Layer.effect(
  ExitStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    /** The exit of `record` as read on `state`, with its finality on `chain`. */
    const render = (state: MemoryState, record: ExitRecord, chain: ChainFinality) =>
      exitWithToken(
        record,
        tokenOf(state, record.tokenId),
        chain,
        batchAt(state, record.batchNum)?.ethereumBlockNum ?? 0n
      )
    return ExitStore.of({
      list: (filter, page) =>
        db.read((state) => {
          const chain = finalityOf(state, required)
          return mapPage(
            paginate(matching(state, filter), page, (row) => row.record.itemId),
            ({ record }) => render(state, record, chain)
          )
        }),
      get: (batchNum, idx) =>
        db.read((state) => {
          const row = state.exitByKey.get(exitKey(batchNum, idx))
          return row === undefined ? Option.none() : Option.some(render(state, row.record, finalityOf(state, required)))
        })
    })
  })
)
