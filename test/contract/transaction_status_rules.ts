/** Contract: a transaction's status names a rollback: after a reorg undoes its batch it reads pending with
 * `rolledBackFromBatch` and `rolledBack` until forged again; one only selected names none. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { BatchNum } from "../../core/domain/scalars.ts"
import type { TransactionStatus } from "../../core/domain/transaction_status.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { Ledger, type NewBatch } from "../../core/ports/ledger.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import * as TransactionStatuses from "../../core/use_cases/transaction_status.ts"
import { UNFORGED } from "./expected.ts"
import { blk, hash, idx, time } from "./fixture.ts"
import { batchForging, forgedAs, poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A pool transfer the batch below forges, and one only ever selected. */
const [FORGED_TRANSFER, SELECTED_TRANSFER] = [
  poolTransfer({ from: 256, to: 257, nonce: 2 }),
  poolTransfer({ from: 257, to: 256, nonce: 2 })
]

/** Batch 4 in block `at`: the fixture's queue 2 (its deposit, `UNFORGED`) and the pool transfer. */
function batch4(at: number): NewBatch {
  return {
    ...batchForging(4, [forgedAs(FORGED_TRANSFER, 1)]),
    ethereumBlockNum: blk(at),
    ethereumBlockHash: hash(at),
    timestamp: time(at),
    forgeL1TransactionsNum: 2,
    l1UserResults: [{ position: 0, effectiveFromIdx: idx(260), amountSuccess: false, depositAmountSuccess: true }]
  }
}

/** The part of a status this suite checks. */
type Shown = Pick<TransactionStatus, "stage" | "L1orL2" | "batchNum" | "rolledBackFromBatch"> & {
  readonly code: string | null
}

/** The status of `id`, as far as this suite checks it. */
const shown = (id: TxId) =>
  Effect.map(
    TransactionStatuses.get(id),
    (status): Shown => ({
      stage: status.stage,
      L1orL2: status.L1orL2,
      batchNum: status.batchNum,
      rolledBackFromBatch: status.rolledBackFromBatch,
      code: status.reason?.code ?? null
    })
  )

const b = BatchNum.make

/** Registers the transaction status rules for a storage layer. */
export function describeTransactionStatusRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("transaction status", () => {
    it.effect(
      "a reorg that undoes a transaction's batch is named until it is forged again; an undone selection is not",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const pool = yield* PoolStore
          for (const record of [FORGED_TRANSFER, SELECTED_TRANSFER])
            assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
          const deposit = UNFORGED.id
          assert.deepStrictEqual(yield* shown(deposit), {
            stage: "pending",
            L1orL2: "L1",
            batchNum: null,
            rolledBackFromBatch: null,
            code: null
          })

          yield* ledger.forgeBatch(batch4(23))
          yield* ledger.selectForForging([SELECTED_TRANSFER.id], b(5))
          assert.deepStrictEqual(yield* shown(FORGED_TRANSFER.id), {
            stage: "forged",
            L1orL2: "L2",
            batchNum: b(4),
            rolledBackFromBatch: null,
            code: null
          })
          assert.deepStrictEqual(yield* shown(deposit), {
            stage: "forged",
            L1orL2: "L1",
            batchNum: b(4),
            rolledBackFromBatch: null,
            code: null
          })
          assert.deepStrictEqual(yield* shown(SELECTED_TRANSFER.id), {
            stage: "forging",
            L1orL2: "L2",
            batchNum: b(5),
            rolledBackFromBatch: null,
            code: null
          })

          // The reorg undoes batch 4: both are pending again and name it; the selection for batch 5 is only released.
          yield* ledger.reorg(b(3))
          const undone = { stage: "pending", batchNum: null, rolledBackFromBatch: b(4), code: "rolledBack" } as const
          assert.deepStrictEqual(yield* shown(FORGED_TRANSFER.id), { ...undone, L1orL2: "L2" })
          assert.deepStrictEqual(yield* shown(deposit), { ...undone, L1orL2: "L1" })
          assert.deepStrictEqual(yield* shown(SELECTED_TRANSFER.id), {
            stage: "pending",
            L1orL2: "L2",
            batchNum: null,
            rolledBackFromBatch: null,
            code: null
          })
          const reason = (yield* TransactionStatuses.get(FORGED_TRANSFER.id)).reason
          assert.include(reason?.message, "batch 4")
          const item = Option.getOrThrow(yield* pool.get(FORGED_TRANSFER.id))
          assert.deepStrictEqual(
            [item.state, item.batchNum, item.invalidationReason],
            ["pend", null, null],
            "the pool item as before"
          )
          assert.notProperty(item, "rolledBackFrom")

          // Selected again, it still names the undone batch; forged again (in another block), it names none.
          yield* ledger.selectForForging([FORGED_TRANSFER.id], b(4))
          assert.deepStrictEqual(yield* shown(FORGED_TRANSFER.id), {
            stage: "forging",
            L1orL2: "L2",
            batchNum: b(4),
            rolledBackFromBatch: b(4),
            code: "rolledBack"
          })
          yield* ledger.forgeBatch(batch4(24))
          assert.deepStrictEqual(yield* shown(FORGED_TRANSFER.id), {
            stage: "forged",
            L1orL2: "L2",
            batchNum: b(4),
            rolledBackFromBatch: null,
            code: null
          })
          assert.deepStrictEqual(yield* shown(deposit), {
            stage: "forged",
            L1orL2: "L1",
            batchNum: b(4),
            rolledBackFromBatch: null,
            code: null
          })
          assert.deepStrictEqual((yield* TransactionStatuses.get(deposit)).ethereumBlockNum, blk(24))
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
