/** Contract: finality at 8 confirmations on the fixture: batches 1 and 2 final wherever they show, `upToBatch`, batch 3
 * finalized with one `finalized` event, and finality again after a reorg. */
import { assert, describe, it } from "@effect/vitest"
import { Context, Effect, Layer, Option, Schema } from "effect"
import { BatchFinalized, EventId, type StoredEvent } from "../../core/domain/node_event.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { ChainFinalityReader, FinalityDepth } from "../../core/ports/chain_finality.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { EMPTY_BATCH_4 } from "./batch_extension_rules.ts"
import { BATCH_3, blk, block, hash, LAST_BLOCK, time } from "./fixture.ts"
import { listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/** The confirmations the suite's storage computes finality at. */
const DEPTH = 8

const decodeFinalized = Schema.decodeUnknownSync(BatchFinalized)

/** Every event of the log, in id order. */
const allEvents = Effect.gen(function* () {
  const log = yield* EventLog
  return (yield* log.read(EventId.make(0), yield* log.horizon, 100_000)).events
})

/** What every store shows of each batch's finality: batches, history transactions and exits, by batch number. */
const shownFinality = Effect.gen(function* () {
  const shown = new Map<number, Set<string>>()
  const note = (batchNum: number | null, finality: string) => {
    if (batchNum === null) return
    const set = shown.get(batchNum) ?? new Set()
    set.add(finality)
    shown.set(batchNum, set)
  }
  const batches = yield* BatchStore
  const history = yield* HistoryStore
  const exits = yield* ExitStore
  for (const batch of yield* listAll(
    (p) => batches.list({}, p),
    (b) => b.itemId
  ))
    note(batch.batchNum, batch.finality)
  for (const tx of yield* listAll(
    (p) => history.list({}, p),
    (t) => t.itemId
  ))
    note(tx.batchNum, tx.finality)
  for (const exit of yield* listAll(
    (p) => exits.list({}, p),
    (x) => x.itemId
  ))
    note(exit.batchNum, exit.finality)
  return new Map([...shown].map(([batchNum, set]) => [batchNum, [...set].join(",")]))
})

/** Registers the finality rules for a storage layer. */
export function describeFinalityRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const deep = withFixture(storage).pipe(Layer.provide(Layer.succeedContext(Context.make(FinalityDepth, DEPTH))))
  describe("finality", () => {
    it.effect(
      "stores show finality from one reading; blocks finalize with one finalized event per batch; a reorg undoes it",
      () =>
        Effect.gen(function* () {
          const reader = yield* ChainFinalityReader
          const ledger = yield* Ledger
          const log = yield* EventLog
          assert.deepStrictEqual(yield* reader.current, {
            lastBlock: BigInt(LAST_BLOCK),
            required: DEPTH,
            finalizedThrough: 2
          })
          assert.deepStrictEqual(
            yield* shownFinality,
            new Map([
              [1, "finalized"],
              [2, "finalized"],
              [3, "forged"]
            ])
          )
          const exits = yield* ExitStore
          const batches = yield* BatchStore
          const history = yield* HistoryStore
          for (const exit of yield* listAll(
            (p) => exits.list({}, p),
            (x) => x.itemId
          )) {
            const batch = Option.getOrThrow(yield* batches.get(exit.batchNum))
            assert.strictEqual(exit.withdrawableAtBlock, batch.ethereumBlockNum + BigInt(DEPTH))
          }
          const finalOnly = yield* listAll(
            (p) => history.list({ upToBatch: BatchNum.make(2) }, p),
            (t) => t.itemId
          )
          const all = yield* listAll(
            (p) => history.list({}, p),
            (t) => t.itemId
          )
          assert.deepStrictEqual(
            finalOnly,
            all.filter((tx) => tx.finality === "finalized")
          )

          // Block 26 makes block 18 (batch 3) final: one finalized event, after which everything says so.
          const before = (yield* allEvents).length
          yield* ledger.recordBlock(block(LAST_BLOCK + 1))
          const finalized = (yield* allEvents).slice(before)
          assert.deepStrictEqual(
            finalized.map((event) => event.type),
            ["finalized"]
          )
          assert.deepStrictEqual(decodeFinalized(finalized[0]!.data), {
            batchNum: BatchNum.make(3),
            ethereumBlockNum: blk(18),
            confirmations: DEPTH
          })
          assert.deepStrictEqual(
            yield* shownFinality,
            new Map([
              [1, "finalized"],
              [2, "finalized"],
              [3, "finalized"]
            ])
          )
          const released = yield* log.batchEvents(3, finalized[0]!.id)
          assert.strictEqual(released[0]?.type, "batch", "batch 3's events, its batch event first")
          assert.isTrue(released.every((event: StoredEvent) => event.keys.batchNum === 3))
          assert.deepStrictEqual(
            released.filter((e) => e.type === "transaction").length,
            BATCH_3.l2Transactions.length + BATCH_3.l1CoordinatorTransactions.length
          )

          // A reorg to batch 2 and batch 3 forged again in block 40: forged, then final once block 48 is recorded.
          yield* ledger.reorg(BatchNum.make(2))
          const again = {
            ...EMPTY_BATCH_4,
            batchNum: BatchNum.make(3),
            ethereumBlockNum: blk(40),
            ethereumBlockHash: hash(40),
            timestamp: time(40)
          }
          yield* ledger.forgeBatch(again)
          assert.deepStrictEqual((yield* shownFinality).get(3), "forged")
          assert.deepStrictEqual((yield* reader.current).finalizedThrough, 2)
          const mark = (yield* allEvents).length
          yield* ledger.recordBlock(block(47))
          assert.deepStrictEqual(
            (yield* allEvents).slice(mark).map((e) => e.type),
            [],
            "block 47: 7 confirmations"
          )
          yield* ledger.recordBlock(block(48))
          const final = (yield* allEvents).slice(mark)
          assert.deepStrictEqual(
            final.map((e) => decodeFinalized(e.data).batchNum),
            [3]
          )
          assert.deepStrictEqual((yield* shownFinality).get(3), "finalized")
          const reforged = yield* log.batchEvents(3, final[0]!.id)
          assert.deepStrictEqual(
            reforged.map((e) => e.type),
            ["batch"],
            "the events of the last forging only"
          )
        }).pipe(Effect.provide(deep))
    )

    it.effect("a block recorded without an event moves this process's reading of the chain at once", () =>
      Effect.gen(function* () {
        const reader = yield* ChainFinalityReader
        const ledger = yield* Ledger
        yield* ledger.recordBlock(block(LAST_BLOCK + 1)) // finalizes batch 3
        assert.strictEqual((yield* reader.current).lastBlock, BigInt(LAST_BLOCK + 1))
        const mark = (yield* allEvents).length
        yield* ledger.recordBlock(block(LAST_BLOCK + 2))
        assert.deepStrictEqual((yield* allEvents).slice(mark), [], "the block finalizes nothing")
        assert.strictEqual((yield* reader.current).lastBlock, BigInt(LAST_BLOCK + 2))
      }).pipe(Effect.provide(deep))
    )
  })
}
