/** Contract: the PoolStore. A taken id returns the stored record and writes nothing, also under concurrency; `get`
 * joins the token; `pending` lists in add order (a reorged one keeps its place), at most `limit`. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { InvalidationReason } from "../../core/domain/invalidation_reason.ts"
import type { PoolL2Transaction } from "../../core/domain/pool_transaction.ts"
import type { Token } from "../../core/domain/token.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import { ETH, time } from "./fixture.ts"
import { poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** What `get` must show for `record` with `token` (and, for an invl one, why), written independently of the adapters' code. */
export function expectedView(
  record: PoolRecord,
  token: Token,
  invalidationReason: InvalidationReason | null = null
): PoolL2Transaction {
  const { tokenId: _tokenId, ...view } = record
  return { ...view, toBJJ: record.toBjj, invalidationReason, info: null, token }
}

/** The ETH token as the TokenStore shows it now. */
const ethToken = Effect.gen(function* () {
  return Option.getOrThrow(yield* (yield* TokenStore).get(ETH))
})

/** The ids of the first `limit` pending transactions. */
const pendingIds = (limit: number) =>
  Effect.gen(function* () {
    const txs = yield* (yield* PoolStore).pending(limit)
    return txs.map((tx) => tx.id)
  })

/** The ids of `records`. */
const ids = (records: ReadonlyArray<PoolRecord>): Array<TxId> => records.map((r) => r.id)

/** Registers the PoolStore tests of `storage`. */
export function describePoolStoreRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("pool store", () => {
    it.effect("add stores a pending transaction; get shows it with its token as it is now", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const record = poolTransfer({ from: 256, to: 257, nonce: 2 })
        assert.isTrue(Option.isNone(yield* pool.get(record.id)))
        assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
        assert.deepStrictEqual(yield* pool.get(record.id), Option.some(expectedView(record, yield* ethToken)))
        yield* (yield* Ledger).setTokenPrice(ETH, 3100, time(31))
        const token = yield* ethToken
        assert.strictEqual(token.USD, 3100)
        assert.deepStrictEqual(
          yield* pool.get(record.id),
          Option.some(expectedView(record, token)),
          "the token is joined when read"
        )
        assert.deepStrictEqual(yield* pool.pending(10), [expectedView(record, token)])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("adding a taken id writes nothing and returns the stored record as it is now", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const record = poolTransfer({ from: 256, to: 257, nonce: 2 })
        const other = poolTransfer({ from: 256, to: 257, nonce: 2, at: 31, signatureByte: "cd" })
        assert.strictEqual(other.id, record.id)
        assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
        assert.deepStrictEqual(yield* pool.add(record), { _tag: "Existing", record }, "an identical re-add")
        assert.deepStrictEqual(
          yield* pool.add(other),
          { _tag: "Existing", record },
          "a different record with the same id"
        )
        assert.deepStrictEqual(yield* pool.get(record.id), Option.some(expectedView(record, yield* ethToken)))
        assert.deepStrictEqual(yield* pendingIds(10), [record.id])
        yield* (yield* Ledger).selectForForging([record.id], BatchNum.make(4))
        assert.deepStrictEqual(
          yield* pool.add(record),
          { _tag: "Existing", record: { ...record, state: "fing", batchNum: BatchNum.make(4) } },
          "the stored record shows its current state"
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("pending lists pending transactions in the order they were added, at most limit", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const ledger = yield* Ledger
        const records = [
          poolTransfer({ from: 256, to: 257, nonce: 5 }),
          poolTransfer({ from: 256, to: 257, nonce: 2 }),
          poolTransfer({ from: 257, to: 256, nonce: 2 }),
          poolTransfer({ from: 259, to: 256, nonce: 0 }),
          poolTransfer({ from: 256, to: 257, nonce: 3 })
        ]
        assert.deepStrictEqual(yield* pool.pending(10), [])
        for (const record of records) yield* pool.add(record)
        assert.deepStrictEqual(yield* pendingIds(10), ids(records))
        assert.deepStrictEqual(yield* pendingIds(5), ids(records))
        assert.deepStrictEqual(yield* pendingIds(3), ids(records.slice(0, 3)))
        assert.deepStrictEqual(yield* pendingIds(1), ids(records.slice(0, 1)))
        assert.deepStrictEqual(yield* pendingIds(0), [])
        const token = yield* ethToken
        assert.deepStrictEqual(
          yield* pool.pending(2),
          records.slice(0, 2).map((r) => expectedView(r, token))
        )
        // Transactions that leave `pend` leave the list; the others keep their order.
        yield* ledger.selectForForging([records[1]!.id, records[3]!.id], BatchNum.make(4))
        assert.deepStrictEqual(yield* pendingIds(10), ids([records[0]!, records[2]!, records[4]!]))
        yield* ledger.invalidatePoolTransactions([{ id: records[0]!.id, reason: "nonce too low" }], BatchNum.make(4))
        assert.deepStrictEqual(yield* pendingIds(10), ids([records[2]!, records[4]!]))
        assert.deepStrictEqual(yield* pendingIds(1), ids([records[2]!]))
        // Back to `pend` on a reorg: each in its original place.
        yield* ledger.reorg(BatchNum.make(3))
        assert.deepStrictEqual(yield* pendingIds(10), ids(records))
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("of many concurrent adds of one id exactly one stores its record; the others get it back", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const variants = Array.from({ length: 64 }, (_, i) =>
          poolTransfer({
            from: 256,
            to: 257,
            nonce: 7,
            at: 30 + (i % 5),
            signatureByte: i.toString(16).padStart(2, "0")
          })
        )
        const outcomes = yield* Effect.forEach(variants, (record) => pool.add(record), { concurrency: "unbounded" })
        const added = outcomes.flatMap((outcome, i) => (outcome._tag === "Added" ? [variants[i]!] : []))
        assert.strictEqual(added.length, 1, "exactly one add stores its record")
        const winner = added[0]!
        for (const outcome of outcomes) {
          if (outcome._tag === "Existing") assert.deepStrictEqual(outcome.record, winner)
        }
        assert.deepStrictEqual(yield* pool.get(winner.id), Option.some(expectedView(winner, yield* ethToken)))
        assert.deepStrictEqual(yield* pendingIds(100), [winner.id])

        const distinct = Array.from({ length: 32 }, (_, i) => poolTransfer({ from: 257, to: 256, nonce: 10 + i }))
        const results = yield* Effect.forEach(distinct, (record) => pool.add(record), { concurrency: "unbounded" })
        assert.isTrue(
          results.every((outcome) => outcome._tag === "Added"),
          "concurrent adds of distinct ids all store"
        )
        const listed = yield* pendingIds(100)
        assert.strictEqual(listed.length, 33)
        assert.deepStrictEqual(new Set(listed), new Set([winner.id, ...ids(distinct)]))
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
