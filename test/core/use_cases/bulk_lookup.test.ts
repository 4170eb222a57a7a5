/** Bulk lookups on the contract fixture: history `ids` and `accountIndexes` answered in order in one read, misses under
 * `notFound`; limits, repeats and other parameters refused before reading. */
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Option, Result } from "effect"
import { type TxId, l1UserTxId, l2TxId } from "../../../core/domain/tx_id.ts"
import { Accounts, History } from "../../../core/use_cases/mod.ts"
import { asPage, inRequestOrder, lookUpIds, MAX_BULK_LOOKUP } from "../../../core/use_cases/bulk_lookup.ts"
import { e } from "../../contract/fixture.ts"
import { accountIndex, decode, failure, History as Stage } from "./fixture.ts"

/** Batch 3's transfer, batch 2's transfer, and the deposit still queued. */
const IN_BATCH_3 = Result.getOrThrow(l2TxId({ fromIdx: 257, tokenId: 0, amount: e(17), nonce: 1n, fee: 0 }))
const IN_BATCH_2 = Result.getOrThrow(l2TxId({ fromIdx: 256, tokenId: 0, amount: 2n * e(17), nonce: 0n, fee: 126 }))
const QUEUED = l1UserTxId(2, 0)

/** An L2 id no transaction has (`n` its nonce). */
const unknown = (n: number) =>
  Result.getOrThrow(l2TxId({ fromIdx: 300, tokenId: 0, amount: 1n, nonce: BigInt(n), fee: 0 }))

/** The history's bulk lookup of a wire query. */
const historyLookup = (query: Readonly<Record<string, string>>) => {
  const decoded = decode(History.ListQuery, query)
  return History.getMany(decoded.ids ?? [], decoded)
}

/** The accounts' bulk lookup of a wire query. */
const accountsLookup = (query: Readonly<Record<string, string>>) => {
  const decoded = decode(Accounts.ListQuery, query)
  return Accounts.getMany(decoded.accountIndexes ?? [], decoded)
}

describe("bulk lookups", () => {
  layer(Stage)((it) => {
    it.effect(
      "the history answers the ids found in the order given, queued ones included, and the others under notFound in order",
      () =>
        Effect.gen(function* () {
          const lookup = yield* historyLookup({
            ids: [unknown(1), IN_BATCH_3, QUEUED, unknown(2), IN_BATCH_2].join(",")
          })
          expect(lookup.items.map((tx) => [tx.id, tx.batchNum])).toEqual([
            [IN_BATCH_3, 3],
            [QUEUED, null],
            [IN_BATCH_2, 2]
          ])
          expect(lookup.notFound).toEqual([unknown(1), unknown(2)])
        })
    )

    it.effect("as a list page: every item found, nothing pending, no first or last item", () =>
      Effect.gen(function* () {
        const lookup = yield* historyLookup({ ids: [IN_BATCH_2, unknown(1), IN_BATCH_3].join(",") })
        expect(asPage(lookup)).toEqual({
          items: lookup.items,
          pendingItems: 0,
          totalItems: 2,
          firstItem: null,
          lastItem: null
        })
        expect(asPage({ items: [], notFound: [unknown(1)] })).toEqual({
          items: [],
          pendingItems: 0,
          totalItems: 0,
          firstItem: null,
          lastItem: null
        })
      })
    )

    it.effect(`at most ${MAX_BULK_LOOKUP} ids: that many are looked up, one more is a 400 counting them`, () =>
      Effect.gen(function* () {
        const ids = Array.from({ length: MAX_BULK_LOOKUP + 1 }, (_, n) => unknown(n))
        const most = yield* historyLookup({ ids: ids.slice(0, MAX_BULK_LOOKUP).join(",") })
        expect(most).toEqual({ items: [], notFound: ids.slice(0, MAX_BULK_LOOKUP) })
        expect(yield* failure(historyLookup({ ids: ids.join(",") }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"ids" has ${MAX_BULK_LOOKUP + 1} elements; at most ${MAX_BULK_LOOKUP} are allowed`
        })
      })
    )

    it.effect("a repeated id is a 400 naming it and the element it repeats", () =>
      Effect.gen(function* () {
        expect(
          yield* failure(historyLookup({ ids: [IN_BATCH_3, QUEUED, IN_BATCH_2, QUEUED].join(",") }))
        ).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"ids" element 4 (${QUEUED}) repeats element 2`
        })
      })
    )

    it.effect(
      "ids answer alone: another filter or a pagination parameter beside them is a 400, before the keys are checked",
      () =>
        Effect.gen(function* () {
          const ids = [IN_BATCH_3, IN_BATCH_3].join(",")
          expect(yield* failure(historyLookup({ ids, tokenId: "0" }))).toMatchObject({
            message: `"ids" is incompatible with "tokenId"`
          })
          expect(yield* failure(historyLookup({ ids: IN_BATCH_3, limit: "5" }))).toMatchObject({
            message: `"ids" is incompatible with "limit"`
          })
          expect(yield* failure(historyLookup({ ids: IN_BATCH_3, order: "DESC" }))).toMatchObject({
            message: `"ids" is incompatible with "order"`
          })
        })
    )

    it.effect(
      "accountIndexes: found in the order given; two indexes of one account repeat each other whatever their symbols",
      () =>
        Effect.gen(function* () {
          const lookup = yield* accountsLookup({ accountIndexes: "zk:ETH:257,zk:DAI:999,zk:ETH:256" })
          expect(lookup.items.map((account) => account.accountIndex)).toEqual([
            accountIndex("zk:ETH:257"),
            accountIndex("zk:ETH:256")
          ])
          expect(lookup.notFound).toEqual([accountIndex("zk:DAI:999")])
          expect(yield* failure(accountsLookup({ accountIndexes: "zk:ETH:256,zk:USDT:256" }))).toMatchObject({
            message: `"accountIndexes" element 2 (zk:USDT:256) repeats element 1`
          })
        })
    )
  })

  it.effect("lookUpIds reads every key in one call, and none when the keys are refused", () =>
    Effect.gen(function* () {
      const calls: Array<ReadonlyArray<TxId>> = []
      const read = (ids: ReadonlyArray<TxId>) =>
        Effect.sync(() => {
          calls.push(ids)
          return ids.map((id) => (id === IN_BATCH_2 ? Option.some(`found ${id}`) : Option.none()))
        })
      const ids = [IN_BATCH_3, IN_BATCH_2, QUEUED]
      expect(yield* lookUpIds(ids, { ids }, History.BulkRules, read)).toEqual({
        items: [`found ${IN_BATCH_2}`],
        notFound: [IN_BATCH_3, QUEUED]
      })
      expect(calls).toEqual([ids])
      yield* failure(lookUpIds([QUEUED, QUEUED], { ids: [QUEUED, QUEUED] }, History.BulkRules, read))
      yield* failure(lookUpIds([QUEUED], { ids: [QUEUED], type: "Exit" }, History.BulkRules, read))
      expect(calls).toHaveLength(1)
    })
  )

  it("inRequestOrder: a key the answer has no option for is not found; no keys, no items", () => {
    expect(inRequestOrder(["a", "b", "c"], [Option.some(1), Option.none()])).toEqual({
      items: [1],
      notFound: ["b", "c"]
    })
    expect(inRequestOrder([], [])).toEqual({ items: [], notFound: [] })
  })
})
