/** Contract: the pool state machine the Ledger moves: selection, forging (from any state), invalidation with a reason,
 * reorg back to `pend`; illegal calls change nothing; `poolLoad` counts `pend`. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { FORGER_B, time } from "./fixture.ts"
import { batchForging, forgedAs, poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A pool transaction's state and batch as GET shows them. */
type Status = readonly [PoolL2TransactionState, number | null]

/** The state and batch of each of `records`. */
const statuses = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    return yield* Effect.forEach(records, (record) =>
      pool.get(record.id).pipe(
        Effect.map((tx): Status => {
          const found = Option.getOrThrow(tx)
          return [found.state, found.batchNum]
        })
      )
    )
  })

/** The pool load `/state` shows. */
const poolLoad = Effect.gen(function* () {
  return (yield* (yield* NetworkStore).summary(time(0))).poolLoad
})

/** Asserts that `effect` is rejected with a message containing `fragment`. */
function rejects<A, R>(effect: Effect.Effect<A, LedgerRejected, R>, fragment: string): Effect.Effect<void, never, R> {
  return Effect.flip(effect).pipe(
    Effect.flatMap((error) =>
      Effect.sync(() => {
        assert.strictEqual(error._tag, "LedgerRejected")
        assert.include(error.message, fragment)
      })
    ),
    Effect.catch((value) =>
      Effect.die(new Error(`expected a rejection containing "${fragment}", got success ${String(value)}`))
    )
  )
}

/** Adds `records` to the pool. */
const addAll = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
  })

/** Seven pool transfers on the fixture's ETH accounts, none forged yet. */
const [A, B, C, D, E, F, G] = [
  poolTransfer({ from: 256, to: 257, nonce: 2 }),
  poolTransfer({ from: 257, to: 256, nonce: 2 }),
  poolTransfer({ from: 256, to: 257, nonce: 3 }),
  poolTransfer({ from: 259, to: 256, nonce: 0 }),
  poolTransfer({ from: 257, to: 259, nonce: 3 }),
  poolTransfer({ from: 259, to: 257, nonce: 1 }),
  poolTransfer({ from: 256, to: 259, nonce: 4 })
] as const

/** Registers the pool state machine tests of `storage`. */
export function describePoolLifecycleRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("pool state machine", () => {
    it.effect(
      "pend → fing → fged: selection for the batch being built, then forging it (a pending one is forged directly)",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* addAll([A, B, C])
          assert.deepStrictEqual(yield* statuses([A, B, C]), [
            ["pend", null],
            ["pend", null],
            ["pend", null]
          ])
          assert.strictEqual(yield* poolLoad, 3)
          yield* ledger.selectForForging([A.id, B.id], BatchNum.make(4))
          assert.deepStrictEqual(yield* statuses([A, B, C]), [
            ["fing", 4],
            ["fing", 4],
            ["pend", null]
          ])
          assert.strictEqual(yield* poolLoad, 1)
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(A, 0), forgedAs(C, 1)]))
          assert.deepStrictEqual(yield* statuses([A, B, C]), [
            ["fged", 4],
            ["fing", 4],
            ["fged", 4]
          ])
          assert.strictEqual(yield* poolLoad, 0)
          const history = yield* HistoryStore
          assert.deepStrictEqual(
            Option.map(yield* history.get(A.id), (t) => t.batchNum),
            Option.some(BatchNum.make(4)),
            "the pool id is the forged TxID"
          )
          // Selecting ahead of the last forged batch is allowed (a pipelining coordinator).
          yield* addAll([D])
          yield* ledger.selectForForging([D.id], BatchNum.make(6))
          assert.deepStrictEqual(yield* statuses([D]), [["fing", 6]])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("pend → invl and fing → invl, with the deciding batch or none", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B, C, D])
        yield* ledger.selectForForging([B.id], BatchNum.make(4))
        yield* ledger.invalidatePoolTransactions(
          [
            { id: A.id, reason: "Nonce is smaller than account nonce" },
            { id: B.id, reason: "not enough balance" }
          ],
          BatchNum.make(4)
        )
        assert.deepStrictEqual(yield* statuses([A, B, C, D]), [
          ["invl", 4],
          ["invl", 4],
          ["pend", null],
          ["pend", null]
        ])
        assert.strictEqual(yield* poolLoad, 2)
        yield* ledger.invalidatePoolTransactions([{ id: C.id, reason: "expired" }], null)
        assert.deepStrictEqual(yield* statuses([C]), [["invl", null]])
        assert.strictEqual(yield* poolLoad, 1)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a forged batch makes an invalidated transaction it forges fged", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B])
        yield* ledger.invalidatePoolTransactions([{ id: A.id, reason: "not enough balance" }], null)
        yield* ledger.forgeBatch(batchForging(4, [forgedAs(A, 0)]))
        assert.deepStrictEqual(yield* statuses([A, B]), [
          ["fged", 4],
          ["pend", null]
        ])
        assert.strictEqual(yield* poolLoad, 1)
        yield* ledger.reorg(BatchNum.make(3))
        assert.deepStrictEqual(yield* statuses([A, B]), [
          ["pend", null],
          ["pend", null]
        ])
        assert.strictEqual(yield* poolLoad, 2)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("illegal transitions are rejected as a whole and change nothing", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B, C, D, E])
        yield* ledger.forgeBatch(batchForging(4, [forgedAs(E, 0)]))
        yield* ledger.selectForForging([C.id], BatchNum.make(5))
        yield* ledger.invalidatePoolTransactions([{ id: D.id, reason: "expired" }], null)
        const all = [A, B, C, D, E]
        const before = yield* statuses(all)
        assert.deepStrictEqual(before, [
          ["pend", null],
          ["pend", null],
          ["fing", 5],
          ["invl", null],
          ["fged", 4]
        ])
        assert.strictEqual(yield* poolLoad, 2)
        // Selection: only pend, each id once, for a batch after the last forged one.
        yield* rejects(ledger.selectForForging([A.id, F.id], BatchNum.make(5)), `unknown pool transaction ${F.id}`)
        yield* rejects(ledger.selectForForging([A.id, C.id], BatchNum.make(5)), "is fing, not pend")
        yield* rejects(ledger.selectForForging([A.id, D.id], BatchNum.make(5)), "is invl, not pend")
        yield* rejects(ledger.selectForForging([A.id, E.id], BatchNum.make(5)), "is fged, not pend")
        yield* rejects(ledger.selectForForging([A.id, B.id, A.id], BatchNum.make(5)), "listed twice")
        yield* rejects(ledger.selectForForging([A.id], BatchNum.make(4)), "already forged")
        yield* rejects(ledger.selectForForging([A.id], BatchNum.make(2)), "already forged")
        // Invalidation: only pend or fing, each id once, with a reason a storage can hold (no NUL).
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: A.id, reason: "x" },
              { id: F.id, reason: "x" }
            ],
            null
          ),
          `unknown pool transaction ${F.id}`
        )
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: A.id, reason: "x" },
              { id: D.id, reason: "x" }
            ],
            null
          ),
          "is invl, not pend or fing"
        )
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: B.id, reason: "x" },
              { id: E.id, reason: "x" }
            ],
            BatchNum.make(5)
          ),
          "is fged, not pend or fing"
        )
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: C.id, reason: "x" },
              { id: C.id, reason: "y" }
            ],
            null
          ),
          "listed twice"
        )
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: A.id, reason: "x" },
              { id: B.id, reason: " " }
            ],
            null
          ),
          "has no reason"
        )
        yield* rejects(
          ledger.invalidatePoolTransactions(
            [
              { id: A.id, reason: "x" },
              { id: B.id, reason: "bad\u0000reason" }
            ],
            null
          ),
          "NUL"
        )
        assert.deepStrictEqual(yield* statuses(all), before, "rejected calls change nothing")
        assert.strictEqual(yield* poolLoad, 2)
        // Empty calls are accepted and change nothing.
        yield* ledger.selectForForging([], BatchNum.make(5))
        yield* ledger.invalidatePoolTransactions([], null)
        assert.deepStrictEqual(yield* statuses(all), before)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a reorg to batch n returns what was selected, forged or invalidated after n to pend", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const history = yield* HistoryStore
        const all = [A, B, C, D, E, F, G]
        yield* addAll(all)
        yield* ledger.forgeBatch(batchForging(4, [forgedAs(A, 0)]))
        yield* ledger.invalidatePoolTransactions([{ id: B.id, reason: "not enough balance" }], BatchNum.make(4))
        yield* ledger.selectForForging([C.id, D.id], BatchNum.make(5))
        yield* ledger.forgeBatch(batchForging(5, [forgedAs(C, 0)]))
        yield* ledger.invalidatePoolTransactions([{ id: E.id, reason: "expired" }], null)
        yield* ledger.invalidatePoolTransactions([{ id: F.id, reason: "not enough balance" }], BatchNum.make(5))
        yield* ledger.selectForForging([G.id], BatchNum.make(6))
        assert.deepStrictEqual(yield* statuses(all), [
          ["fged", 4],
          ["invl", 4],
          ["fged", 5],
          ["fing", 5],
          ["invl", null],
          ["invl", 5],
          ["fing", 6]
        ])
        assert.strictEqual(yield* poolLoad, 0)

        // To the last batch: only the batch being built is undone (a failed batch).
        yield* ledger.reorg(BatchNum.make(5))
        assert.deepStrictEqual(yield* statuses(all), [
          ["fged", 4],
          ["invl", 4],
          ["fged", 5],
          ["fing", 5],
          ["invl", null],
          ["invl", 5],
          ["pend", null]
        ])
        assert.strictEqual(yield* poolLoad, 1)

        yield* ledger.reorg(BatchNum.make(4))
        assert.deepStrictEqual(yield* statuses(all), [
          ["fged", 4],
          ["invl", 4],
          ["pend", null],
          ["pend", null],
          ["invl", null],
          ["pend", null],
          ["pend", null]
        ])
        assert.strictEqual(yield* poolLoad, 4)
        assert.isTrue(Option.isNone(yield* history.get(C.id)), "the reorged L2 transaction left the history")
        const pending = (yield* (yield* PoolStore).pending(10)).map((tx) => tx.id)
        assert.deepStrictEqual(pending, [C.id, D.id, F.id, G.id], "back in the order they were added")

        // Back in pend, they move again; batch 5 is forged anew by another forger.
        yield* ledger.selectForForging([C.id, D.id], BatchNum.make(5))
        yield* ledger.forgeBatch(batchForging(5, [forgedAs(D, 0)], FORGER_B))
        assert.deepStrictEqual(yield* statuses([C, D]), [
          ["fing", 5],
          ["fged", 5]
        ])
        yield* ledger.invalidatePoolTransactions([{ id: C.id, reason: "not enough balance" }], BatchNum.make(5))
        assert.deepStrictEqual(yield* statuses([C]), [["invl", 5]])

        yield* ledger.reorg(BatchNum.make(3))
        assert.deepStrictEqual(
          yield* statuses(all),
          [
            ["pend", null],
            ["pend", null],
            ["pend", null],
            ["pend", null],
            ["invl", null],
            ["pend", null],
            ["pend", null]
          ],
          "an invalidation without a batch survives every reorg"
        )
        assert.strictEqual(yield* poolLoad, 6)
        yield* ledger.invalidatePoolTransactions([{ id: A.id, reason: "expired" }], null)
        assert.strictEqual(yield* poolLoad, 5)
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
