/** `AccountBalances.list` on the contract fixture: states in batch order, paged, `asOfBatchNum` inclusive, the account
 * checked as `Accounts.get` checks it. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { AccountBalances } from "../../../core/use_cases/mod.ts"
import { e } from "../../contract/fixture.ts"
import { accountIndex, decode, failure, History } from "./fixture.ts"

/** Lists an account's balance history with a wire query. */
const list = (index: string, query: Readonly<Record<string, string>> = {}) =>
  AccountBalances.list(accountIndex(index), decode(AccountBalances.ListQuery, query))

/** A page's states as [batchNum, nonce, balance]. */
const states = (page: {
  readonly items: ReadonlyArray<{ readonly batchNum: number; readonly nonce: bigint; readonly balance: bigint }>
}) => page.items.map((s) => [s.batchNum, s.nonce, s.balance])

describe("AccountBalances", () => {
  layer(History)((it) => {
    it.effect(
      "AccountBalances.list() returns the account's state after each batch that changed it, in batch order",
      () =>
        Effect.gen(function* () {
          const page = yield* list("zk:ETH:256")
          expect(states(page)).toEqual([
            [1, 0n, 10n * e(18)],
            [2, 1n, 105n * e(17)],
            [3, 2n, 75n * e(17)]
          ])
          expect(page).toMatchObject({ pendingItems: 0, totalItems: 3 })
          expect(states(yield* list("zk:ETH:259"))).toEqual([
            [1, 0n, 0n],
            [2, 0n, 4n * e(17)]
          ])
          expect(states(yield* list("zk:DAI:261")), "an account no batch has updated").toEqual([])
        })
    )

    it.effect("AccountBalances.list() pages by itemId (the batch's), fromItem inclusive, in either order", () =>
      Effect.gen(function* () {
        const all = (yield* list("zk:ETH:256")).items
        const desc = yield* list("zk:ETH:256", { order: "DESC", limit: "1" })
        expect(states(desc)).toEqual([[3, 2n, 75n * e(17)]])
        expect(desc.pendingItems).toBe(2)
        const from = yield* list("zk:ETH:256", { fromItem: String(all[1]!.itemId), limit: "5" })
        expect(from.items.map((s) => s.batchNum)).toEqual([2, 3])
      })
    )

    it.effect(
      "AccountBalances.list() with asOfBatchNum keeps the batches up to it: order=DESC&limit=1 is the balance as of it",
      () =>
        Effect.gen(function* () {
          const asOf = (batchNum: number) =>
            list("zk:ETH:259", { asOfBatchNum: String(batchNum), order: "DESC", limit: "1" })
          expect(states(yield* asOf(1))).toEqual([[1, 0n, 0n]])
          expect(states(yield* asOf(3)), "batch 3 did not change it").toEqual([[2, 0n, 4n * e(17)]])
          expect(yield* asOf(0)).toMatchObject({ items: [], pendingItems: 0, totalItems: 0 })
          expect(yield* list("zk:ETH:256", { asOfBatchNum: "2" })).toMatchObject({ totalItems: 2, pendingItems: 0 })
        })
    )

    it.effect("AccountBalances.list() answers an unknown account and another token's symbol as Accounts.get()", () =>
      Effect.gen(function* () {
        expect(yield* failure(list("zk:ETH:999"))).toMatchObject({
          _tag: "NotFound",
          message: "account zk:ETH:999 not found"
        })
        expect(yield* failure(list("zk:USDT:256"))).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:USDT:256 names token USDT, but account 256 holds ETH`
        })
      })
    )
  })
})
