/** Contract: an account's balance history. On the fixture, its states batch by batch, paged like every list; on
 * `balance_chain.ts`, the replay of the forged history (`balance_replay.ts`), also after a reorg and a branch. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import type { AccountBalance } from "../../core/domain/account_balance.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import type { Batch } from "../../core/domain/batch.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { FEE_ACCOUNTS, recordBranchTail, recordMainChain } from "./balance_chain.ts"
import { replayBalances } from "./balance_replay.ts"
import { BATCH_1, BATCH_2, BATCH_3 } from "./fixture.ts"
import { checkListAgainst } from "./page_walk.ts"
import { listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/** Every state of an account's balance history, walked with the largest page. */
const historyOf = (idx: number) =>
  Effect.flatMap(AccountStore, (accounts) =>
    listAll(
      (p) => accounts.balances(AccountIdx.make(idx), {}, p),
      (s) => s.itemId
    )
  )

/** Every account's index, and every batch by number. */
const chainShape = Effect.gen(function* () {
  const accounts = yield* AccountStore
  const batches = yield* BatchStore
  const indexes = (yield* listAll(
    (p) => accounts.list({}, p),
    (a) => a.itemId
  )).map((a) => a.accountIndex.idx)
  const byNum = new Map<number, Batch>(
    (yield* listAll(
      (p) => batches.list({}, p),
      (b) => b.itemId
    )).map((b) => [b.batchNum, b])
  )
  return { indexes, byNum }
})

/** Asserts that every state carries its batch's itemId, time and block. */
function assertBatchFields(
  states: ReadonlyArray<AccountBalance>,
  byNum: ReadonlyMap<number, Batch>,
  what: string
): void {
  for (const s of states) {
    const batch = byNum.get(s.batchNum)
    assert.isDefined(batch, `${what}: batch ${s.batchNum} exists`)
    assert.deepStrictEqual(
      [s.itemId, s.timestamp.toISOString(), s.ethereumBlockNum],
      [batch!.itemId, batch!.timestamp.toISOString(), batch!.ethereumBlockNum],
      `${what}: batch ${s.batchNum}'s itemId, time and block`
    )
  }
}

/** Asserts that every account's history equals the replay of the forged history; returns the histories. */
const assertReplayed = (what: string) =>
  Effect.gen(function* () {
    const history = yield* HistoryStore
    const forged = yield* listAll(
      (p) => history.list({}, p),
      (t) => t.itemId
    )
    const replay = replayBalances(forged, (tokenId) => FEE_ACCOUNTS[tokenId]!)
    const { indexes, byNum } = yield* chainShape
    assert.isAbove(indexes.length, 8, `${what}: the chain has its accounts`)
    assert.deepStrictEqual(
      [...replay.states.keys()].sort((a, b) => a - b),
      indexes,
      `${what}: every account has states`
    )
    const stored = new Map<number, ReadonlyArray<AccountBalance>>()
    for (const idx of indexes) {
      const states = yield* historyOf(idx)
      assert.deepStrictEqual(
        states.map((s) => [s.batchNum, s.balance, s.nonce]),
        (replay.states.get(idx) ?? []).map((s) => [s.batchNum, s.balance, s.nonce]),
        `${what}: account ${idx}'s history is the replay of its transactions`
      )
      assertBatchFields(states, byNum, `${what}: account ${idx}`)
      const account = Option.getOrThrow(yield* (yield* AccountStore).get(AccountIdx.make(idx)))
      const latest = states.at(-1)
      assert.deepStrictEqual(
        [account.balance, account.nonce],
        [latest?.balance ?? 0n, latest?.nonce ?? 0n],
        `${what}: ${idx}'s last state is its own`
      )
      stored.set(idx, states)
    }
    for (const [batchNum, fees] of replay.collectedFees) {
      const collected = Object.fromEntries(
        [...fees].filter(([, amount]) => amount > 0n).map(([tokenId, amount]) => [String(tokenId), amount])
      )
      assert.deepStrictEqual(
        byNum.get(batchNum)?.collectedFees,
        collected,
        `${what}: batch ${batchNum}'s fees are the replayed ones`
      )
    }
    return stored
  })

/** Each account's states on the fixture: its updates of batches 1–3, as [batchNum, nonce, balance]. */
function fixtureStates(): Map<number, Array<Array<number | bigint>>> {
  const out = new Map<number, Array<Array<number | bigint>>>()
  for (const batch of [BATCH_1, BATCH_2, BATCH_3]) {
    for (const u of batch.accountUpdates)
      out.set(u.idx, [...(out.get(u.idx) ?? []), [batch.batchNum, u.nonce, u.balance]])
  }
  return out
}

/** Registers the balance-history tests of `storage`. */
export function describeBalanceHistoryRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("balance history", () => {
    it.effect(
      "on the fixture: an account's states are its updates, batch by batch, with the batch's itemId, time and block",
      () =>
        Effect.gen(function* () {
          const { indexes, byNum } = yield* chainShape
          const expected = fixtureStates()
          for (const idx of indexes) {
            const states = yield* historyOf(idx)
            assert.deepStrictEqual(
              states.map((s) => [s.batchNum, s.nonce, s.balance]),
              expected.get(idx) ?? [],
              `account ${idx}`
            )
            assertBatchFields(states, byNum, `account ${idx}`)
          }
          const unknown = yield* (yield* AccountStore).balances(
            AccountIdx.make(999),
            {},
            { fromItem: undefined, order: "DESC", limit: 5 }
          )
          assert.deepStrictEqual(
            unknown,
            { items: [], pendingItems: 0, totalItems: 0, firstItem: null, lastItem: null },
            "an unknown account has none"
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "pages like every list, for every account and every asOfBatchNum (the batches up to it, inclusive)",
      () =>
        Effect.gen(function* () {
          const accounts = yield* AccountStore
          const { indexes } = yield* chainShape
          for (const idx of [...indexes, 999]) {
            const all = yield* historyOf(idx)
            for (const asOfBatchNum of [undefined, 0, 1, 2, 4294967295]) {
              const bound = asOfBatchNum === undefined ? undefined : BatchNum.make(asOfBatchNum)
              const expected = all.filter((s) => bound === undefined || s.batchNum <= bound).map((s) => s.itemId)
              for (const limit of [1, 3]) {
                yield* checkListAgainst(
                  (p) => accounts.balances(AccountIdx.make(idx), { asOfBatchNum: bound }, p),
                  expected,
                  {
                    limit,
                    itemId: (s) => s.itemId
                  }
                )
              }
            }
          }
        }).pipe(Effect.provide(withFixture(storage))),
      { timeout: 120_000 }
    )

    it.effect(
      "equals the replay of the forged history, before and after a reorg and a branch",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* recordMainChain
          const main = yield* assertReplayed("main chain")
          yield* ledger.reorg(BatchNum.make(2))
          const reorged = yield* assertReplayed("after the reorg to batch 2")
          for (const [idx, states] of reorged) {
            assert.deepStrictEqual(
              states,
              (main.get(idx) ?? []).filter((s) => s.batchNum <= 2),
              `account ${idx}: the undone states are gone`
            )
          }
          yield* recordBranchTail
          const branched = yield* assertReplayed("branch")
          const mainItemIds = new Set(
            [...main.values()]
              .flat()
              .filter((s) => s.batchNum > 2)
              .map((s) => s.itemId)
          )
          const reforged = [...branched.values()].flat().filter((s) => s.batchNum > 2)
          assert.isAbove(reforged.length, 0, "the branch forged states")
          for (const s of reforged)
            assert.isFalse(mainItemIds.has(s.itemId), `batch ${s.batchNum} forged again has a new itemId`)
        }).pipe(Effect.provide(Layer.fresh(storage))),
      { timeout: 120_000 }
    )
  })
}
