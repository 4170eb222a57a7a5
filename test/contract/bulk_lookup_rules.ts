/** Contract: the bulk lookups (`getMany` of history, accounts, pool) answer for each id what the single lookup answers,
 * in the order given, repeats included; an empty request answers nothing. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { l1UserTxId, type TxId } from "../../core/domain/tx_id.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import { ACCOUNTS, FORGED, UNFORGED } from "./expected.ts"
import { poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** Ids no storage has. */
const UNKNOWN: ReadonlyArray<TxId> = [l1UserTxId(9, 9), l1UserTxId(9, 8)]

/** `list` reordered: odd positions first, then even ones reversed (no order a storage would give by itself). */
function shuffled<A>(list: ReadonlyArray<A>): Array<A> {
  return [...list.filter((_, i) => i % 2 === 1), ...list.filter((_, i) => i % 2 === 0).reverse()]
}

/** Registers the bulk lookup tests of `storage`. */
export function describeBulkLookupRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("bulk lookups", () => {
    it.effect(
      "HistoryStore.getMany answers what get answers for each id, forged, queued or unknown, in the order given",
      () =>
        Effect.gen(function* () {
          const history = yield* HistoryStore
          const ids = shuffled([...FORGED.map((tx) => tx.id), UNFORGED.id, ...UNKNOWN])
          const single = yield* Effect.forEach(ids, (id) => history.get(id))
          assert.deepStrictEqual(yield* history.getMany(ids), single)
          assert.strictEqual(single.filter(Option.isSome).length, FORGED.length + 1)
          const repeated = [UNKNOWN[0]!, FORGED[3]!.id, FORGED[3]!.id, UNFORGED.id, UNKNOWN[0]!]
          assert.deepStrictEqual(
            yield* history.getMany(repeated),
            yield* Effect.forEach(repeated, (id) => history.get(id)),
            "repeats answered alike"
          )
          assert.deepStrictEqual(yield* history.getMany([]), [])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "AccountStore.getMany answers what get answers for each index, of every token or unknown, in the order given",
      () =>
        Effect.gen(function* () {
          const accounts = yield* AccountStore
          const known = ACCOUNTS.map((account) => AccountIdx.make(Number(account.accountIndex.split(":")[2])))
          const idxs = shuffled([...known, AccountIdx.make(1), AccountIdx.make(9999)])
          const single = yield* Effect.forEach(idxs, (idx) => accounts.get(idx))
          assert.deepStrictEqual(yield* accounts.getMany(idxs), single)
          assert.strictEqual(single.filter(Option.isSome).length, ACCOUNTS.length)
          const repeated = [known[1]!, AccountIdx.make(9999), known[1]!]
          assert.deepStrictEqual(
            yield* accounts.getMany(repeated),
            yield* Effect.forEach(repeated, (idx) => accounts.get(idx)),
            "repeats answered alike"
          )
          assert.deepStrictEqual(yield* accounts.getMany([]), [])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "PoolStore.getMany answers each id as the list shows it (get's view with its itemId), in every state, in the order given",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const added = [
            poolTransfer({ from: 256, to: 257, nonce: 5 }),
            poolTransfer({ from: 257, to: 256, nonce: 5 }),
            poolTransfer({ from: 259, to: 256, nonce: 5 }),
            poolTransfer({ from: 256, to: 259, nonce: 6 })
          ]
          for (const record of added) yield* pool.add(record)
          yield* ledger.selectForForging([added[1]!.id], BatchNum.make(4))
          yield* ledger.invalidatePoolTransactions([{ id: added[2]!.id, reason: "nonce too low" }], BatchNum.make(4))
          const listed = (yield* pool.list({}, { fromItem: undefined, order: "ASC", limit: 20 })).items
          const ids = shuffled([...added.map((record) => record.id), ...UNKNOWN])
          const found = yield* pool.getMany(ids)
          assert.strictEqual(found.length, ids.length)
          for (const [i, id] of ids.entries()) {
            const single = yield* pool.get(id)
            const item = found[i]!
            assert.strictEqual(Option.isSome(item), Option.isSome(single), id)
            if (Option.isNone(item) || Option.isNone(single)) continue
            const { itemId, ...view } = item.value
            assert.deepStrictEqual(view, single.value, `${id}: get's view`)
            assert.deepStrictEqual(
              item.value,
              listed.find((tx) => tx.id === id),
              `${id}: as the list shows it`
            )
            assert.isNumber(itemId)
          }
          assert.deepStrictEqual(
            found
              .filter(Option.isSome)
              .map((item) => item.value.state)
              .sort(),
            ["fing", "invl", "pend", "pend"]
          )
          const repeated = [added[0]!.id, UNKNOWN[0]!, added[0]!.id]
          assert.deepStrictEqual(yield* pool.getMany(repeated), [
            found[ids.indexOf(added[0]!.id)]!,
            Option.none(),
            found[ids.indexOf(added[0]!.id)]!
          ])
          assert.deepStrictEqual(yield* pool.getMany([]), [])
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
