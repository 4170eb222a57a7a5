/** The memory adapter keeps why a pool transaction was discarded (code, `other` by default, message); a reorg back to
 * `pend` clears it. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { memoryStorageOnDatabase } from "./memory_storage.ts"
import { poolView } from "../../../adapters/memory/database.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import type { PoolStatus } from "../../../core/ledger/pool_lifecycle.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { buildFixture } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"

/** The fixture on memory storage, with its database exposed. */
const storage = Layer.effectDiscard(buildFixture).pipe(
  Layer.provideMerge(memoryStorageOnDatabase),
  Layer.provideMerge(MemoryDatabase.layer)
)

/** The stored status of `id`, reason included. */
const stored = (id: TxId) =>
  Effect.gen(function* () {
    const db = yield* MemoryDatabase.MemoryDatabase
    return yield* db.read((state): PoolStatus | undefined => poolView(state).status(id))
  })

describe("memory pool reasons", () => {
  it.effect("an invalidation stores its reason; a reorg back to pend clears it; other moves have none", () =>
    Effect.gen(function* () {
      const ledger = yield* Ledger
      const pool = yield* PoolStore
      const a = poolTransfer({ from: 256, to: 257, nonce: 2 })
      const b = poolTransfer({ from: 257, to: 256, nonce: 2 })
      const c = poolTransfer({ from: 259, to: 256, nonce: 0 })
      for (const record of [a, b, c]) yield* pool.add(record)
      yield* ledger.invalidatePoolTransactions(
        [{ id: a.id, reason: "Nonce is smaller than account nonce", code: "nonceTooLow" }],
        null
      )
      yield* ledger.selectForForging([b.id], BatchNum.make(4))
      yield* ledger.invalidatePoolTransactions([{ id: b.id, reason: "not enough balance" }], BatchNum.make(4))
      yield* ledger.selectForForging([c.id], BatchNum.make(4))
      const nonceTooLow = { code: "nonceTooLow", message: "Nonce is smaller than account nonce" } as const
      assert.deepStrictEqual(yield* stored(a.id), { state: "invl", batchNum: null, reason: nonceTooLow })
      assert.deepStrictEqual(yield* stored(b.id), {
        state: "invl",
        batchNum: BatchNum.make(4),
        reason: { code: "other", message: "not enough balance" }
      })
      assert.deepStrictEqual(yield* stored(c.id), { state: "fing", batchNum: BatchNum.make(4), reason: null })
      yield* ledger.reorg(BatchNum.make(3))
      assert.deepStrictEqual(yield* stored(a.id), { state: "invl", batchNum: null, reason: nonceTooLow })
      assert.deepStrictEqual(yield* stored(b.id), { state: "pend", batchNum: null, reason: null })
      assert.deepStrictEqual(yield* stored(c.id), { state: "pend", batchNum: null, reason: null })
    }).pipe(Effect.provide(storage))
  )
})
