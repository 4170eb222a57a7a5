/** The background forger on the test clock: a first step at once, then each interval, none when off, stopped with its
 * scope; a batch is never older than what it forges; the chain follows the wall clock. */
import { assert, describe, it } from "@effect/vitest"
import { Clock, Effect, Exit, Layer, Option, Scope } from "effect"
import { TestClock } from "effect/testing"
import { devnetForgerLayer } from "../../devnet/forger_live.ts"
import { DEFAULT_DEVNET_SETTINGS } from "../../devnet/settings.ts"
import { batchBlock, blocksSince, MAX_CATCH_UP_BLOCKS, slotOfBlock } from "../../devnet/forger_chain.ts"
import { blockHash } from "../../devnet/chain.ts"
import { BatchNum, EthBlockNum, TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import { ChainFinalityReader } from "../../core/ports/chain_finality.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { DEFAULT_FINALITY_CONFIRMATIONS } from "../../core/domain/finality.ts"
import { EventId } from "../../core/domain/node_event.ts"
import { poolRecord, seededDevnet, walletAccount } from "./forger_fixture.ts"

const ETH = TokenId.make(0)

/** The forger of the devnet's default settings with its interval (and the devnet switch) replaced. */
function forger(forgeIntervalSeconds: number, enabled = true) {
  return devnetForgerLayer({ ...DEFAULT_DEVNET_SETTINGS, enabled, forgeIntervalSeconds })
}

/** The state of a pool transaction after letting other fibers run. */
const settledState = Effect.fnUntraced(function* (id: TxId) {
  for (let i = 0; i < 50; i++) yield* Effect.yieldNow
  const tx = yield* (yield* PoolStore).get(id)
  return Option.getOrThrow(tx).state
})

/** Adds a transfer of wallet 1's ETH account at `nonceOffset` past its nonce, submitted now (the wall clock, as a POST stamps it); returns its id. */
const addTransfer = Effect.fnUntraced(function* (nonceOffset: bigint) {
  const from = yield* walletAccount(1, ETH)
  const to = yield* walletAccount(2, ETH)
  const record = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce + nonceOffset })
  yield* (yield* PoolStore).add({ ...record, timestamp: new Date(yield* Clock.currentTimeMillis) })
  return record.id
})

describe("devnetForgerLayer", () => {
  it.effect("forges at once, then every interval, and stops with its scope", () =>
    Effect.gen(function* () {
      const first = yield* addTransfer(0n)
      const scope = yield* Scope.make()
      yield* Layer.buildWithScope(forger(5), scope)
      assert.strictEqual(yield* settledState(first), "fged")

      const second = yield* addTransfer(0n)
      yield* TestClock.adjust("4 seconds")
      assert.strictEqual(yield* settledState(second), "pend")
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* settledState(second), "fged")

      yield* Scope.close(scope, Exit.void)
      const third = yield* addTransfer(0n)
      yield* TestClock.adjust("1 minute")
      assert.strictEqual(yield* settledState(third), "pend")
    }).pipe(Effect.provide(seededDevnet()))
  )

  for (const [what, layer] of [
    ["the interval is 0", forger(0)],
    ["the devnet is off", forger(5, false)]
  ] as const) {
    it.effect(`does nothing when ${what}`, () =>
      Effect.gen(function* () {
        const id = yield* addTransfer(0n)
        const scope = yield* Scope.make()
        yield* Layer.buildWithScope(layer, scope)
        yield* TestClock.adjust("1 minute")
        assert.strictEqual(yield* settledState(id), "pend")
        yield* Scope.close(scope, Exit.void)
      }).pipe(Effect.provide(seededDevnet()))
    )
  }
})

describe("a batch is never older than what it forges", () => {
  it.effect("every forged L2 transaction's batch is stamped at or after its pool timestamp", () =>
    Effect.gen(function* () {
      const head = Option.getOrThrow((yield* (yield* NetworkStore).syncStatus).lastSyncedBlock)
      // Between two blocks: before the fix, the batch took the newest block, 9 s older than the transfer.
      yield* TestClock.setTime(head.timestamp.getTime() + 9_000)
      const submitted = [yield* addTransfer(0n)]
      const scope = yield* Scope.make()
      yield* Layer.buildWithScope(forger(5), scope)
      assert.strictEqual(yield* settledState(submitted[0]!), "fged")
      // Transfers submitted at every point of the block interval, each forged by the next step.
      for (let round = 0; round < 8; round++) {
        yield* TestClock.adjust(`${1 + (round % 4)} seconds`)
        const id = yield* addTransfer(0n)
        submitted.push(id)
        yield* TestClock.adjust("5 seconds")
        assert.strictEqual(yield* settledState(id), "fged", `round ${round}`)
      }
      yield* Scope.close(scope, Exit.void)

      // Every L2 transaction of the batches forged after the devnet's against its pool timestamp.
      const pool = yield* PoolStore
      const batches = yield* BatchStore
      const history = yield* HistoryStore
      const all = { fromItem: undefined, order: "ASC", limit: 100 } as const
      const forgedBatches = (yield* batches.list({ minBatchNum: BatchNum.make(48) }, all)).items
      const checked: Array<TxId> = []
      for (const batch of forgedBatches) {
        for (const tx of (yield* history.list({ batchNum: batch.batchNum }, all)).items) {
          if (tx.L1orL2 !== "L2") continue
          const submission = Option.getOrThrow(yield* pool.get(tx.id)).timestamp
          assert.isAtLeast(batch.timestamp.getTime(), submission.getTime(), `${tx.id}: batch ${batch.batchNum}`)
          checked.push(tx.id)
        }
      }
      assert.deepStrictEqual(checked, submitted)
      const first = Option.getOrThrow(yield* pool.get(submitted[0]!))
      const firstBatch = Option.getOrThrow(yield* batches.get(BatchNum.make(first.batchNum ?? 0)))
      assert.strictEqual(
        firstBatch.ethereumBlockNum,
        EthBlockNum.make(head.num + 1n),
        "a new block after the newest one"
      )
      assert.deepStrictEqual(firstBatch.timestamp, first.timestamp, "stamped at the wall clock")
    }).pipe(Effect.provide(seededDevnet()))
  )
})

describe("the devnet's chain finalizes", () => {
  it.effect(
    "a batch the forger forges is forged, then finalized once FINALITY_CONFIRMATIONS blocks follow, with its finalized event",
    () =>
      Effect.gen(function* () {
        const head = Option.getOrThrow((yield* (yield* NetworkStore).syncStatus).lastSyncedBlock)
        yield* TestClock.setTime(head.timestamp.getTime())
        const id = yield* addTransfer(0n)
        const scope = yield* Scope.make()
        yield* Layer.buildWithScope(forger(5), scope)
        assert.strictEqual(yield* settledState(id), "fged")
        const history = yield* HistoryStore
        const forged = Option.getOrThrow(yield* history.get(id))
        assert.strictEqual(forged.finality, "forged")
        const required = (yield* (yield* ChainFinalityReader).current).required
        assert.strictEqual(required, DEFAULT_FINALITY_CONFIRMATIONS)
        // The chain follows the wall clock: a block every SECONDS_PER_BLOCK (15 s), recorded by each step.
        yield* TestClock.adjust(`${(required - 1) * 15} seconds`)
        for (let i = 0; i < 50; i++) yield* Effect.yieldNow
        assert.strictEqual(Option.getOrThrow(yield* history.get(id)).finality, "forged", "one confirmation short")
        yield* TestClock.adjust("20 seconds")
        for (let i = 0; i < 50; i++) yield* Effect.yieldNow
        assert.strictEqual(Option.getOrThrow(yield* history.get(id)).finality, "finalized")
        const log = yield* EventLog
        const events = (yield* log.read(EventId.make(0), yield* log.horizon, 100_000)).events
        const finalized = events.filter((event) => event.type === "finalized").map((event) => event.data["batchNum"])
        assert.include(finalized, forged.batchNum)
        yield* Scope.close(scope, Exit.void)
      }).pipe(Effect.provide(seededDevnet()))
  )
})

describe("forger chain", () => {
  const head = { num: 1418n, timestamp: new Date("2026-01-01T01:44:30.000Z") }
  const at = (seconds: number) => new Date(head.timestamp.getTime() + seconds * 1000)

  it("forges in the newest block unless a transaction is newer: then in the next block, at the clock or at that transaction", () => {
    const newest = { num: EthBlockNum.make(head.num), hash: blockHash(head.num), timestamp: head.timestamp }
    assert.strictEqual(batchBlock(newest, at(0), at(9)), newest)
    assert.strictEqual(batchBlock(newest, at(-3), at(9)), newest)
    const next = { num: EthBlockNum.make(head.num + 1n), hash: blockHash(head.num + 1n) }
    assert.deepStrictEqual(batchBlock(newest, at(8), at(9)), { ...next, timestamp: at(9) })
    assert.deepStrictEqual(batchBlock(newest, at(10), at(9)), { ...next, timestamp: at(10) })
  })

  it("records no block before one interval has passed, or when the clock is behind the chain", () => {
    assert.deepStrictEqual(blocksSince(head, at(14.9), 15), [])
    assert.deepStrictEqual(blocksSince(head, new Date(0), 15), [])
  })

  it("records every block mined since the head, on the block schedule, with the devnet's hashes", () => {
    const blocks = blocksSince(head, at(47), 15)
    assert.deepStrictEqual(
      blocks.map((b) => b.num),
      [1419n, 1420n, 1421n]
    )
    assert.deepStrictEqual(
      blocks.map((b) => b.timestamp),
      [at(15), at(30), at(45)]
    )
    assert.deepStrictEqual(
      blocks.map((b) => b.hash),
      [blockHash(1419n), blockHash(1420n), blockHash(1421n)]
    )
  })

  it("jumps over all but the last blocks after a long pause", () => {
    const blocks = blocksSince(head, at(15 * 10_000), 15)
    assert.strictEqual(blocks.length, MAX_CATCH_UP_BLOCKS)
    assert.strictEqual(blocks[blocks.length - 1]?.num, head.num + 10_000n)
    assert.strictEqual(blocks[0]?.num, head.num + 10_000n - BigInt(MAX_CATCH_UP_BLOCKS) + 1n)
  })

  it("numbers slots from the auction's genesis block", () => {
    assert.strictEqual(slotOfBlock(1000n, 1000n, 40), 0)
    assert.strictEqual(slotOfBlock(1418n, 1000n, 40), 10)
    assert.strictEqual(slotOfBlock(999n, 1000n, 40), 0)
  })
})
