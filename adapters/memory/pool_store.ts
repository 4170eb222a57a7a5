/**
 * The PoolStore port on the in-memory database: pool transactions by id and in the order they
 * were added; the embedded token is joined at read time. Adding checks and inserts in one
 * uninterrupted write, so of many concurrent adds of one id exactly one stores its record.
 */
import { Effect, Layer, Option } from "effect"
import type { PoolL2Transaction } from "../../core/domain/pool_transaction.ts"
import { poolTransaction } from "../../core/ledger/pool_record.ts"
import { type PoolAddOutcome, PoolStore } from "../../core/ports/pool_store.ts"
import { insertPoolRow, MemoryDatabase, type MemoryState, type PoolRow, tokenOf } from "./database.ts"

/** The pool transaction of `row` as the API shows it. */
function render(state: MemoryState, row: PoolRow): PoolL2Transaction {
  return poolTransaction(row.record, tokenOf(state, row.record.tokenId))
}

/** The first `limit` pending transactions, oldest first. */
function pending(state: MemoryState, limit: number): Array<PoolL2Transaction> {
  const out: Array<PoolL2Transaction> = []
  for (const row of state.poolOrder) {
    if (out.length >= limit) break
    if (row.record.state === "pend") out.push(render(state, row))
  }
  return out
}

/** The PoolStore port backed by the shared in-memory database. */
export const layer: Layer.Layer<PoolStore, never, MemoryDatabase> = Layer.effect(
  PoolStore,
  Effect.gen(function*() {
    const db = yield* MemoryDatabase
    return PoolStore.of({
      add: (record) =>
        db.write((state): PoolAddOutcome => {
          const existing = state.pool.get(record.id)
          if (existing !== undefined) return { _tag: "Existing", record: existing.record }
          insertPoolRow(state, record)
          return { _tag: "Added" }
        }),
      get: (id) =>
        db.read((state) => {
          const row = state.pool.get(id)
          return row === undefined ? Option.none() : Option.some(render(state, row))
        }),
      pending: (limit) => db.read((state) => pending(state, limit))
    })
  })
)
