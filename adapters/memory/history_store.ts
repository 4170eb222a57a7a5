/** The HistoryStore port on the in-memory database: forged transactions in itemId order, address, key and account
 * matching sender or receiver; `get` and `getMany` also find L1 user transactions still queued. */
import { Effect, Layer, Option } from "effect"
import type { ChainFinality } from "../../core/domain/finality.ts"
import type { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { FinalityDepth } from "../../core/ports/chain_finality.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { historyTransaction, type TransactionRecord } from "../../core/ledger/transaction_record.ts"
import { mapPage, paginate } from "../../core/pagination/page.ts"
import { type HistoryFilter, HistoryStore } from "../../core/ports/history_store.ts"
import { finalityOf, MemoryDatabase, type MemoryState, tokenOf } from "./database.ts"

/** Whether `record` passes every filter. */
function matches(record: TransactionRecord, filter: HistoryFilter): boolean {
  return (
    (filter.tokenId === undefined || record.tokenId === filter.tokenId) &&
    (filter.ethAddr === undefined ||
      record.fromZkEthereumAddress === filter.ethAddr ||
      record.toZkEthereumAddress === filter.ethAddr) &&
    (filter.bjj === undefined || record.fromBJJ === filter.bjj || record.toBJJ === filter.bjj) &&
    (filter.accountIdx === undefined ||
      record.fromAccountIndex?.idx === filter.accountIdx ||
      record.toAccountIndex.idx === filter.accountIdx) &&
    (filter.batchNum === undefined || record.batchNum === filter.batchNum) &&
    (filter.upToBatch === undefined || (record.batchNum !== null && record.batchNum <= filter.upToBatch)) &&
    (filter.type === undefined || record.type === filter.type)
  )
}

/** The forged transactions matching `filter`, in itemId order (from the narrowest index). */
function matching(state: MemoryState, filter: HistoryFilter): ReadonlyArray<TransactionRecord> {
  const candidates = state.forged.narrowest(filter)
  const noFilter = Object.values(filter).every((v) => v === undefined)
  return noFilter ? candidates : candidates.filter((record) => matches(record, filter))
}

/** The transaction of `id` as `get` finds it on `state`. */
function lookUp(state: MemoryState, id: TxId, chain: ChainFinality): Option.Option<HistoryTransaction> {
  const row = state.transactions.get(id)
  return row === undefined
    ? Option.none()
    : Option.some(historyTransaction(row.current, tokenOf(state, row.current.tokenId), chain))
}

/** The HistoryStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<HistoryStore, never, MemoryDatabase> = Layer.effect(
  HistoryStore,
  Effect.gen(function* () {
    const db = yield* MemoryDatabase
    const required = yield* FinalityDepth
    const list: HistoryStore["Service"]["list"] = (filter, page) =>
      db.read((state) => {
        const chain = finalityOf(state, required)
        return mapPage(
          paginate(matching(state, filter), page, (record) => record.itemId),
          (record) => historyTransaction(record, tokenOf(state, record.tokenId), chain)
        )
      })
    return HistoryStore.of({
      list,
      // Memory keeps no renderings: every item decoded.
      listTemplated: list,
      listAfter: (filter, afterItem, limit) =>
        db.read((state) => {
          const chain = finalityOf(state, required)
          return paginate(
            matching(state, filter),
            { fromItem: afterItem === undefined ? undefined : afterItem + 1, order: "ASC", limit },
            (record) => record.itemId
          ).items.map((record) => historyTransaction(record, tokenOf(state, record.tokenId), chain))
        }),
      get: (id) => db.read((state) => lookUp(state, id, finalityOf(state, required))),
      rolledBackFrom: (id) => db.read((state) => Option.fromNullishOr(state.transactions.get(id)?.rolledBackFrom)),
      getMany: (ids) =>
        db.read((state) => {
          const chain = finalityOf(state, required)
          return ids.map((id) => lookUp(state, id, chain))
        })
    })
  })
)
