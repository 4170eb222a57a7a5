/** `Batches.list`, `get` and `getFull` on the contract fixture: exclusive bounds, combined filters, pagination by
 * batchNum, transactions in position order, NotFound. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { Batch } from "../../../core/domain/batch.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Batches } from "../../../core/use_cases/mod.ts"
import { BATCHES } from "../../contract/expected.ts"
import { FORGER_A, FORGER_B } from "../../contract/fixture.ts"
import { decode, failure, History } from "./fixture.ts"

/** The batch numbers of a page. */
const nums = (page: Page<Batch>) => page.items.map((b) => b.batchNum)

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => Batches.list(decode(Batches.ListQuery, query))

describe("Batches", () => {
  layer(History)((it) => {
    it.effect("Batches.list() returns every batch in batchNum order", () =>
      Effect.gen(function* () {
        expect(nums(yield* list({}))).toEqual([1, 2, 3])
      })
    )

    it.effect("Batches.list() bounds are exclusive: minBatchNum < batchNum < maxBatchNum", () =>
      Effect.gen(function* () {
        expect(nums(yield* list({ minBatchNum: "1" }))).toEqual([2, 3])
        expect(nums(yield* list({ maxBatchNum: "3" }))).toEqual([1, 2])
        expect(nums(yield* list({ minBatchNum: "1", maxBatchNum: "3" }))).toEqual([2])
        expect(nums(yield* list({ minBatchNum: "2", maxBatchNum: "3" }))).toEqual([])
      })
    )

    it.effect("Batches.list() by slot and by forger, alone and together", () =>
      Effect.gen(function* () {
        expect(nums(yield* list({ slotNum: "10" }))).toEqual([1, 2])
        expect(nums(yield* list({ forgerAddr: FORGER_B.toLowerCase() }))).toEqual([3])
        expect(nums(yield* list({ forgerAddr: FORGER_A, minBatchNum: "1" }))).toEqual([2])
        expect(nums(yield* list({ forgerAddr: FORGER_A, slotNum: "11" }))).toEqual([])
      })
    )

    it.effect("Batches.list() pages by batchNum from an inclusive fromItem", () =>
      Effect.gen(function* () {
        const all = (yield* list({})).items
        const desc = yield* list({ order: "DESC", limit: "1" })
        expect(nums(desc)).toEqual([3])
        expect(desc).toMatchObject({ pendingItems: 2, totalItems: 3 })
        const from = yield* list({ fromItem: String(all[1]!.itemId), limit: "5" })
        expect(nums(from)).toEqual([2, 3])
        expect(from.pendingItems).toBe(0)
      })
    )

    it.effect("Batches.get() returns the batch with its forger, slot and roots", () =>
      Effect.gen(function* () {
        const batch = yield* Batches.get(BatchNum.make(3))
        expect(batch).toMatchObject({
          batchNum: 3,
          forgerAddr: FORGER_B,
          slotNum: 11,
          stateRoot: BATCHES[2]!.stateRoot,
          exitRoot: 203n,
          ethereumBlockNum: 18n
        })
      })
    )

    it.effect("Batches.get() and getFull() are NotFound for a batch not forged", () =>
      Effect.gen(function* () {
        expect(yield* failure(Batches.get(BatchNum.make(4)))).toMatchObject({
          _tag: "NotFound",
          message: "batch 4 not found"
        })
        expect(yield* failure(Batches.getFull(BatchNum.make(4)))).toMatchObject({
          _tag: "NotFound",
          message: "batch 4 not found"
        })
      })
    )

    it.effect("Batches.getFull() returns the batch and all its transactions in position order", () =>
      Effect.gen(function* () {
        const full = yield* Batches.getFull(BatchNum.make(2))
        expect(full.batch.batchNum).toBe(2)
        expect(full.transactions.map((tx) => tx.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
        expect(full.transactions.every((tx) => tx.batchNum === 2)).toBe(true)
        expect(full.transactions[7]).toMatchObject({ type: "Transfer", amount: 2n * 10n ** 17n })
        expect((yield* Batches.getFull(BatchNum.make(3))).transactions.map((tx) => tx.type)).toEqual([
          "Transfer",
          "Exit"
        ])
      })
    )
  })
})
