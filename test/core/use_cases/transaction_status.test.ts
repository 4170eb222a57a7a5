/** `TransactionStatuses.get` on the contract fixture: forged (confirmations, final block, finalized), queued L1, pool
 * (pending, forging, invalid with its reason), unknown. */
import { describe, expect, it } from "@effect/vitest"
import { Context, Effect, Layer, Result } from "effect"
import { BatchNum } from "../../../core/domain/scalars.ts"
import { l1UserTxId, l2TxId } from "../../../core/domain/tx_id.ts"
import { FinalityDepth } from "../../../core/ports/chain_finality.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { TransactionStatuses } from "../../../core/use_cases/mod.ts"
import { e } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"
import { addToPool, failure, History } from "./fixture.ts"

/** Batch 3's transfer (block 18) and batch 2's transfer (block 16). */
const IN_BATCH_3 = Result.getOrThrow(l2TxId({ fromIdx: 257, tokenId: 0, amount: e(17), nonce: 1n, fee: 0 }))
const IN_BATCH_2 = Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount: 2n * e(17), nonce: 0n, fee: 126 }))

/** The fixture with batches final after 8 confirmations: batch 2 (9 blocks deep) is, batch 3 (7 deep) is not. */
const Shallow = History.pipe(Layer.provide(Layer.succeedContext(Context.make(FinalityDepth, 8))))

/** What a status has before its transaction is forged. */
const UNFORGED = { ethereumBlockNum: null, confirmations: null, finalAtBlock: null }

describe("TransactionStatuses", () => {
  it.effect(
    "a forged transaction: its batch, block, confirmations from the last synced block and the block it is final in",
    () =>
      Effect.gen(function* () {
        expect(yield* TransactionStatuses.get(IN_BATCH_3)).toEqual({
          id: IN_BATCH_3,
          stage: "forged",
          L1orL2: "L2",
          batchNum: 3,
          ethereumBlockNum: 18n,
          confirmations: 7,
          finalityConfirmations: 64,
          finalAtBlock: 82n,
          lastSyncedBlock: 25n,
          rolledBackFromBatch: null,
          reason: null
        })
      }).pipe(Effect.provide(History))
  )

  it.effect(
    "finalized once its batch's block has the confirmations required; a later batch's transaction is still forged",
    () =>
      Effect.gen(function* () {
        expect(yield* TransactionStatuses.get(IN_BATCH_2)).toMatchObject({
          stage: "finalized",
          batchNum: 2,
          ethereumBlockNum: 16n,
          confirmations: 9,
          finalityConfirmations: 8,
          finalAtBlock: 24n
        })
        expect(yield* TransactionStatuses.get(IN_BATCH_3)).toMatchObject({
          stage: "forged",
          confirmations: 7,
          finalAtBlock: 26n
        })
        // A forged L1 transaction reads the same way.
        expect(yield* TransactionStatuses.get(l1UserTxId(1, 0))).toMatchObject({
          stage: "finalized",
          L1orL2: "L1",
          batchNum: 2
        })
      }).pipe(Effect.provide(Shallow))
  )

  it.effect("an L1 transaction still in its queue is pending, with no batch, block or reason", () =>
    Effect.gen(function* () {
      const id = l1UserTxId(2, 0)
      expect(yield* TransactionStatuses.get(id)).toEqual({
        id,
        stage: "pending",
        L1orL2: "L1",
        batchNum: null,
        ...UNFORGED,
        finalityConfirmations: 64,
        lastSyncedBlock: 25n,
        rolledBackFromBatch: null,
        reason: null
      })
    }).pipe(Effect.provide(History))
  )

  it.effect(
    "a pool transaction: pending, then forging in the batch selected for, then invalid with the coordinator's reason",
    () =>
      Effect.gen(function* () {
        const pending = poolTransfer({ from: 256, to: 257, nonce: 2 })
        const selected = poolTransfer({ from: 257, to: 256, nonce: 2 })
        yield* addToPool([pending, selected])
        const common = {
          L1orL2: "L2",
          ...UNFORGED,
          finalityConfirmations: 64,
          lastSyncedBlock: 25n,
          rolledBackFromBatch: null
        }
        expect(yield* TransactionStatuses.get(pending.id)).toEqual({
          id: pending.id,
          stage: "pending",
          batchNum: null,
          reason: null,
          ...common
        })

        const ledger = yield* Ledger
        yield* ledger.selectForForging([selected.id], BatchNum.make(4))
        expect(yield* TransactionStatuses.get(selected.id)).toEqual({
          id: selected.id,
          stage: "forging",
          batchNum: 4,
          reason: null,
          ...common
        })

        yield* ledger.invalidatePoolTransactions(
          [{ id: selected.id, reason: "sender 257 cannot pay 0.001 ETH", code: "insufficientBalance" }],
          BatchNum.make(4)
        )
        yield* ledger.invalidatePoolTransactions([{ id: pending.id, reason: "dropped by the operator" }], null)
        expect(yield* TransactionStatuses.get(selected.id)).toEqual({
          id: selected.id,
          stage: "invalid",
          batchNum: 4,
          reason: { code: "insufficientBalance", message: "sender 257 cannot pay 0.001 ETH" },
          ...common
        })
        expect(yield* TransactionStatuses.get(pending.id)).toMatchObject({
          stage: "invalid",
          batchNum: null,
          reason: { code: "other", message: "dropped by the operator" }
        })
      }).pipe(Effect.provide(History))
  )

  it.effect("an id neither in the history nor in the pool is NotFound, naming it", () =>
    Effect.gen(function* () {
      const id = Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount: 1n, nonce: 9n, fee: 0 }))
      expect(yield* failure(TransactionStatuses.get(id))).toMatchObject({
        _tag: "NotFound",
        message: `transaction ${id} is neither in the history nor in the pool`
      })
      // Nor is an L1 transaction of a queue that does not exist.
      expect((yield* failure(TransactionStatuses.get(l1UserTxId(9, 0))))._tag).toBe("NotFound")
    }).pipe(Effect.provide(History))
  )
})
