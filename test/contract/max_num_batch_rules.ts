/** Contract: `maxNumBatch` (`core/ledger/max_num_batch.ts`): a pool transaction is stored and shown with its limit, never
 * selected nor forged in a batch past it (the whole call refused, nothing changed), and once the next batch is past it,
 * forged or left by a reorg, it becomes invl with code maxNumBatchExceeded and its pool event, taking along the members
 * of its atomic group that request it. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option, Schema } from "effect"
import type { InvalidationReason } from "../../core/domain/invalidation_reason.ts"
import { EventId, PoolStateChange, type StoredEvent } from "../../core/domain/node_event.ts"
import type { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum, MaxNumBatch } from "../../core/domain/scalars.ts"
import { atomicGroupId } from "../../core/ledger/atomic_group_id.ts"
import { FIRST_PAGE } from "../../core/pagination/page.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { batchForging, forgedAs, poolTransfer, requesting } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** `record` limited to batch `maxNumBatch`. */
const limitedTo = (record: PoolRecord, maxNumBatch: number): PoolRecord => ({
  ...record,
  maxNumBatch: MaxNumBatch.make(maxNumBatch)
})

/** The fixture's last batch is 3: batch 4 is the next. */
const AT_4 = limitedTo(poolTransfer({ from: 256, to: 257, nonce: 2 }), 4)
const AT_5 = limitedTo(poolTransfer({ from: 257, to: 256, nonce: 2 }), 5)
const AT_3 = limitedTo(poolTransfer({ from: 259, to: 256, nonce: 0 }), 3)
const NO_LIMIT = poolTransfer({ from: 256, to: 259, nonce: 3 })
const SELECTED_AT_4 = limitedTo(poolTransfer({ from: 257, to: 259, nonce: 3 }), 4)

/** A pool transaction's state, batch and reason as `get` shows them. */
type Shown = readonly [PoolL2TransactionState, number | null, InvalidationReason | null]

const shown = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    return yield* Effect.forEach(records, (record) =>
      Effect.map(pool.get(record.id), (tx): Shown => {
        const found = Option.getOrThrow(tx)
        return [found.state, found.batchNum, found.invalidationReason]
      })
    )
  })

/** The reason of a transaction limited to `limit` when the next batch is `next`. */
const expired = (limit: number, next: number): InvalidationReason => ({
  code: "maxNumBatchExceeded",
  message: `MaxNumBatch exceeded: its maxNumBatch is ${limit} and the next batch is ${next}`
})

const addAll = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
  })

/** The pool events `effect` records: id, previous state, state, batch and reason code. */
function poolEvents<A, E, R>(effect: Effect.Effect<A, E, R>) {
  return Effect.gen(function* () {
    const log = yield* EventLog
    const before = yield* log.horizon
    yield* effect
    const read = yield* log.read(before, EventId.make(Number.MAX_SAFE_INTEGER), 1000)
    return read.events
      .filter((event: StoredEvent) => event.type === "pool")
      .map((event): readonly [string, string | null, string, number | null, string | null] => {
        const data = Schema.decodeUnknownSync(PoolStateChange)(event.data)
        return [data.id, data.previousState, data.state, data.batchNum, data.reasonCode ?? null]
      })
  })
}

function rejects<A, R>(effect: Effect.Effect<A, LedgerRejected, R>, fragment: string): Effect.Effect<void, never, R> {
  return Effect.flip(effect).pipe(
    Effect.flatMap((error) =>
      Effect.sync(() => {
        assert.strictEqual(error._tag, "LedgerRejected")
        assert.include(error.message, fragment)
      })
    ),
    Effect.catch((value) => Effect.die(new Error(`expected a rejection, got success ${String(value)}`)))
  )
}

/** The number of the last batch stored. */
const lastBatch = Effect.gen(function* () {
  return (yield* (yield* BatchStore).list({}, { ...FIRST_PAGE, order: "DESC", limit: 1 })).items[0]?.batchNum
})

/** Registers the maxNumBatch tests of `storage`. */
export function describeMaxNumBatchRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("maxNumBatch", () => {
    it.effect("stores and shows each transaction's limit (0: none)", () =>
      Effect.gen(function* () {
        yield* addAll([AT_4, NO_LIMIT])
        const pool = yield* PoolStore
        assert.strictEqual(Option.getOrThrow(yield* pool.get(AT_4.id)).maxNumBatch, 4)
        assert.strictEqual(Option.getOrThrow(yield* pool.get(NO_LIMIT.id)).maxNumBatch, 0)
        const listed = yield* pool.list({}, FIRST_PAGE)
        assert.deepStrictEqual(
          listed.items.map((tx) => [tx.id, tx.maxNumBatch]),
          [
            [AT_4.id, 4],
            [NO_LIMIT.id, 0]
          ]
        )
        assert.deepStrictEqual(
          (yield* pool.pending(10)).map((tx) => tx.maxNumBatch),
          [4, 0]
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("never selects nor forges a transaction in a batch past its limit; up to it, it is forged", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([AT_4, AT_3, NO_LIMIT])
        yield* rejects(ledger.selectForForging([NO_LIMIT.id, AT_4.id], BatchNum.make(5)), "MaxNumBatch exceeded")
        // Posted once batch 3 was forged: batch 4 is past it.
        yield* rejects(
          ledger.forgeBatch(batchForging(4, [forgedAs(NO_LIMIT, 0), forgedAs(AT_3, 1)])),
          `forging ${AT_3.id} in batch 4: MaxNumBatch exceeded: its maxNumBatch is 3 and the batch is 4`
        )
        assert.deepStrictEqual(yield* shown([AT_4, AT_3, NO_LIMIT]), [
          ["pend", null, null],
          ["pend", null, null],
          ["pend", null, null]
        ])
        assert.strictEqual(yield* lastBatch, 3, "the refused batch is not stored")
        yield* ledger.selectForForging([AT_4.id], BatchNum.make(4))
        yield* ledger.forgeBatch(batchForging(4, [forgedAs(AT_4, 0), forgedAs(NO_LIMIT, 1)]))
        assert.deepStrictEqual(yield* shown([AT_4, NO_LIMIT]), [
          ["fged", 4, null],
          ["fged", 4, null]
        ])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "once the next batch is past its limit a live transaction becomes invl (maxNumBatchExceeded) with its pool event; a reorg reconsiders it",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* addAll([AT_4, AT_5, AT_3, NO_LIMIT, SELECTED_AT_4])
          yield* ledger.selectForForging([SELECTED_AT_4.id], BatchNum.make(4))
          // Batch 4 forges none of them: 5 is past AT_4's limit and SELECTED_AT_4's, and AT_3's.
          const events = yield* poolEvents(ledger.forgeBatch(batchForging(4, [])))
          assert.deepStrictEqual(yield* shown([AT_4, AT_5, AT_3, NO_LIMIT, SELECTED_AT_4]), [
            ["invl", 4, expired(4, 5)],
            ["pend", null, null],
            ["invl", 4, expired(3, 5)],
            ["pend", null, null],
            ["invl", 4, expired(4, 5)]
          ])
          assert.deepStrictEqual(events, [
            [AT_4.id, "pend", "invl", 4, "maxNumBatchExceeded"],
            [AT_3.id, "pend", "invl", 4, "maxNumBatchExceeded"],
            [SELECTED_AT_4.id, "fing", "invl", 4, "maxNumBatchExceeded"]
          ])
          // Back to batch 3: batch 4 may forge AT_4 and SELECTED_AT_4 again, never AT_3 (invalid again, with batch 3).
          const reverted = yield* poolEvents(ledger.reorg(BatchNum.make(3)))
          assert.deepStrictEqual(yield* shown([AT_4, AT_3, SELECTED_AT_4]), [
            ["pend", null, null],
            ["invl", 3, expired(3, 4)],
            ["pend", null, null]
          ])
          assert.deepStrictEqual(reverted, [
            [AT_4.id, "invl", "pend", null, null],
            [AT_3.id, "invl", "pend", null, null],
            [SELECTED_AT_4.id, "invl", "pend", null, null],
            [AT_3.id, "pend", "invl", 3, "maxNumBatchExceeded"]
          ])
          // Batch 5 (after 4 again) takes AT_5 past its limit too.
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(AT_4, 0)]))
          yield* ledger.forgeBatch(batchForging(5, []))
          assert.deepStrictEqual(yield* shown([AT_4, AT_5, NO_LIMIT]), [
            ["fged", 4, null],
            ["invl", 5, expired(5, 6)],
            ["pend", null, null]
          ])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("an atomic group with a member past its limit fails whole", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const plainA = poolTransfer({ from: 256, to: 257, nonce: 2 })
        const plainB = limitedTo(poolTransfer({ from: 257, to: 256, nonce: 2 }), 4)
        const id = atomicGroupId([plainA.id, plainB.id])
        const a = { ...requesting(plainA, plainB), atomicGroupId: id }
        const b = { ...requesting(plainB, plainA), atomicGroupId: id }
        assert.deepStrictEqual(yield* (yield* PoolStore).addGroup([a, b]), { _tag: "Added" })
        yield* ledger.forgeBatch(batchForging(4, []))
        const [shownA, shownB] = yield* shown([a, b])
        assert.deepStrictEqual(shownB, ["invl", 4, expired(4, 5)])
        assert.deepStrictEqual([shownA?.[0], shownA?.[1], shownA?.[2]?.code], ["invl", 4, "atomicGroup"])
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
