/** Contract: a batch's `forgedTransactions` (its history transactions) and `ethereumTxHash` (its forge call's) wherever
 * the store shows it: on the fixture, after a reorg, after re-forging, after a new batch. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { BatchNum, type EthHash } from "../../core/domain/scalars.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger, type NewBatch } from "../../core/ports/ledger.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { BATCH_1, BATCH_2, BATCH_3, blk, FORGER_B, forgeTxHash, hash, time } from "./fixture.ts"
import { listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/**
 * Checks every batch the store shows against the history (its transactions, counted by a walk of
 * `/transactions-history?batchNum=n`) and `hashes` (batch number → the hash its forge call gave); returns the
 * batches' (batchNum, forgedTransactions).
 */
const checkBatches = Effect.fnUntraced(function* (hashes: ReadonlyMap<number, EthHash>) {
  const batches = yield* BatchStore
  const history = yield* HistoryStore
  const listed = yield* listAll(
    (p) => batches.list({}, p),
    (b) => b.itemId
  )
  assert.deepStrictEqual(
    listed.map((b) => b.batchNum),
    [...hashes.keys()],
    "the batches forged"
  )
  for (const batch of listed) {
    const forged = yield* listAll(
      (p) => history.list({ batchNum: batch.batchNum }, p),
      (t) => t.itemId
    )
    assert.strictEqual(batch.forgedTransactions, forged.length, `batch ${batch.batchNum}: forgedTransactions`)
    assert.strictEqual(batch.ethereumTxHash, hashes.get(batch.batchNum), `batch ${batch.batchNum}: ethereumTxHash`)
    assert.deepStrictEqual(yield* batches.get(batch.batchNum), Option.some(batch), `batch ${batch.batchNum}: get`)
    const byForger = yield* listAll(
      (p) => batches.list({ forgerAddr: batch.forgerAddr, slotNum: batch.slotNum }, p),
      (b) => b.itemId
    )
    assert.deepStrictEqual(
      byForger.find((b) => b.batchNum === batch.batchNum),
      batch,
      `batch ${batch.batchNum}: filtered list`
    )
  }
  const last = (yield* (yield* NetworkStore).summary(time(0))).lastBatch
  assert.deepStrictEqual(last, Option.fromNullishOr(listed.at(-1)), "the network's last batch")
  return listed.map((b) => [b.batchNum, b.forgedTransactions])
})

/** A batch 4 at block 23 forging nothing (after the fixture's batch 3). */
export const EMPTY_BATCH_4: NewBatch = {
  ...BATCH_3,
  batchNum: BatchNum.make(4),
  ethereumBlockNum: blk(23),
  ethereumBlockHash: hash(23),
  ethereumTxHash: forgeTxHash(94),
  timestamp: time(23),
  collectedFees: {},
  l2Transactions: [],
  accountUpdates: [],
  exits: []
}

/** Registers the batch extension rules for a storage layer. */
export function describeBatchExtensionRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("batch extension fields", () => {
    it.effect(
      "forgedTransactions counts the batch's history transactions, ethereumTxHash is the forge call's, across reorgs",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const forged = [BATCH_1, BATCH_2, BATCH_3]
          const hashes = new Map<number, EthHash>(forged.map((b) => [b.batchNum, b.ethereumTxHash]))
          assert.deepStrictEqual(yield* checkBatches(hashes), [
            [1, 4],
            [2, 11],
            [3, 2]
          ])

          yield* ledger.reorg(BatchNum.make(1))
          assert.deepStrictEqual(yield* checkBatches(new Map<number, EthHash>([[1, BATCH_1.ethereumTxHash]])), [[1, 4]])

          // The undone numbers again, from another forge call: batch 2 as before, batch 3 with one transaction fewer.
          const again2: NewBatch = { ...BATCH_2, forgerAddr: FORGER_B, ethereumTxHash: forgeTxHash(92) }
          const again3: NewBatch = {
            ...BATCH_3,
            ethereumTxHash: forgeTxHash(93),
            l2Transactions: BATCH_3.l2Transactions.slice(0, 1),
            accountUpdates: [],
            exits: []
          }
          yield* ledger.forgeBatch(again2)
          yield* ledger.forgeBatch(again3)
          const reforged = new Map<number, EthHash>([
            [1, BATCH_1.ethereumTxHash],
            [2, again2.ethereumTxHash],
            [3, again3.ethereumTxHash]
          ])
          assert.deepStrictEqual(yield* checkBatches(reforged), [
            [1, 4],
            [2, 11],
            [3, 1]
          ])

          yield* ledger.forgeBatch(EMPTY_BATCH_4)
          assert.deepStrictEqual(yield* checkBatches(new Map([...reforged, [4, EMPTY_BATCH_4.ethereumTxHash]])), [
            [1, 4],
            [2, 11],
            [3, 1],
            [4, 0]
          ])
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
