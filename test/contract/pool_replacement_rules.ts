/** Contract: replacing a pending pool transaction (refusals write nothing; concurrent replacements and selections have
 * one winner), and each invalidation's stored reason, cleared by a reorg back to `pend`. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Exit, type Layer, Option, Schema } from "effect"
import type { InvalidationReason } from "../../core/domain/invalidation_reason.ts"
import { EventId, PoolStateChange, type StoredEvent } from "../../core/domain/node_event.ts"
import type { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum, Nonce } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { type PoolReplaceOutcome, PoolStore } from "../../core/ports/pool_store.ts"
import { FIRST_PAGE } from "../../core/pagination/page.ts"
import { e } from "./fixture.ts"
import { batchForging, forgedAs, poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A transfer 256 → 257 at `nonce` of `amount` (1 ETH) with fee selector `fee`. */
const transfer = (nonce: number, fee: number, amount = e(18)) =>
  poolTransfer({ from: 256, to: 257, nonce, fee, amount })

/** The pool transaction `id` as `get` shows it. */
const shown = (id: TxId) =>
  Effect.gen(function* () {
    return Option.getOrThrow(yield* (yield* PoolStore).get(id))
  })

/** The state and reason `get` shows for `id`. */
const statusOf = (id: TxId) =>
  Effect.map(shown(id), (tx): readonly [PoolL2TransactionState, number | null, InvalidationReason | null] => [
    tx.state,
    tx.batchNum,
    tx.invalidationReason
  ])

/** The events `effect` records, read back once it returned. */
function recorded<A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<readonly [A, ReadonlyArray<StoredEvent>], E, R | EventLog> {
  return Effect.gen(function* () {
    const log = yield* EventLog
    const before = yield* log.horizon
    const value = yield* effect
    const read = yield* log.read(before, EventId.make(Number.MAX_SAFE_INTEGER), 1000)
    return [value, read.events] as const
  })
}

/** The pool event data of `events`: id, state change and reason code. */
const poolMoves = (events: ReadonlyArray<StoredEvent>) =>
  events.map((event) => {
    const data = Schema.decodeUnknownSync(PoolStateChange)(event.data)
    return [event.type, data.id, data.previousState, data.state, data.reasonCode] as const
  })

/** The itemIds of the whole pool, in order. */
const itemIds = Effect.gen(function* () {
  const page = yield* (yield* PoolStore).list({}, { ...FIRST_PAGE, limit: 2000 })
  return page.items.map((item) => item.itemId)
})

/** Asserts a refusal of type `type` whose message contains `fragment`. */
function assertRefused(outcome: PoolReplaceOutcome, type: string, fragment: string): void {
  assert.strictEqual(outcome._tag, "Refused", JSON.stringify(outcome))
  if (outcome._tag === "Refused") {
    assert.strictEqual(outcome.refusal.type, type)
    assert.include(outcome.refusal.message, fragment)
  }
}

/** Registers the replacement and invalidation-reason tests of `storage`. */
export function describePoolReplacementRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("pool replacement", () => {
    it.effect(
      "a replacement paying the step more takes the pending one's place: invl with code replaced, events in order",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const old = transfer(2, 126)
          const next = transfer(2, 129)
          yield* pool.add(old)
          const [outcome, events] = yield* recorded(pool.replace(next))
          assert.deepStrictEqual(outcome, { _tag: "Replaced", replaced: [old.id] })
          const [state, batchNum, reason] = yield* statusOf(old.id)
          assert.deepStrictEqual([state, batchNum, reason?.code], ["invl", null, "replaced"])
          assert.include(reason?.message ?? "", `replaced by ${next.id}`)
          assert.deepStrictEqual(yield* statusOf(next.id), ["pend", null, null])
          assert.deepStrictEqual(poolMoves(events), [
            ["pool", next.id, null, "pend", null],
            ["pool", old.id, "pend", "invl", "replaced"]
          ])
          assert.deepStrictEqual(
            (yield* pool.pending(10)).map((tx) => tx.id),
            [next.id]
          )
          const late = yield* Effect.exit((yield* Ledger).selectForForging([old.id], BatchNum.make(4)))
          assert.isTrue(Exit.isFailure(late), "a selection of the replaced transaction is rejected")
          assert.deepStrictEqual(
            (yield* pool.withNonce(old.fromAccountIndex.idx, Nonce.make(2n))).map((tx) => [tx.id, tx.state]),
            [
              [old.id, "invl"],
              [next.id, "pend"]
            ]
          )
          // A replacement of the replacement follows the same rule; the first one stays invl.
          const third = transfer(2, 140)
          assert.deepStrictEqual(yield* pool.replace(third), { _tag: "Replaced", replaced: [next.id] })
          assert.deepStrictEqual((yield* statusOf(old.id))[0], "invl")
          // A reorg never revives a replaced transaction (it was replaced in no batch).
          yield* (yield* Ledger).reorg(BatchNum.make(2))
          assert.deepStrictEqual(
            (yield* pool.pending(10)).map((tx) => tx.id),
            [third.id]
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "refusals write nothing but take an itemId: fee below the step, nothing pending, fing, fged; a taken id is returned",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const old = transfer(2, 126)
          yield* pool.add(old)
          const before = yield* itemIds
          const [tooLow, events] = yield* recorded(pool.replace(transfer(2, 128)))
          assertRefused(tooLow, "ErrReplacementFeeTooLow", `replacing ${old.id}`)
          assert.deepStrictEqual(events, [], "a refusal records nothing")
          assert.isTrue(Option.isNone(yield* pool.get(transfer(2, 128).id)))
          assert.deepStrictEqual(yield* statusOf(old.id), ["pend", null, null])
          assertRefused(
            yield* pool.replace(transfer(3, 200)),
            "ErrNothingToReplace",
            "no pending transaction with nonce 3"
          )
          assert.deepStrictEqual(yield* pool.replace(old), { _tag: "Existing", record: old })
          // Three submissions took three itemIds: the next add shows the skip alike on every storage.
          const added = transfer(4, 0)
          yield* pool.add(added)
          assert.deepStrictEqual(yield* itemIds, [...before, before[before.length - 1]! + 4])

          yield* ledger.selectForForging([old.id], BatchNum.make(4))
          assertRefused(
            yield* pool.replace(transfer(2, 200)),
            "ErrReplacementNotPending",
            "is being forged in batch 4 (fing)"
          )
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(old, 0)]))
          assertRefused(
            yield* pool.replace(transfer(2, 200)),
            "ErrReplacementNotPending",
            "was forged in batch 4 (fged)"
          )
          assert.deepStrictEqual(yield* statusOf(old.id), ["fged", 4, null])
          // An invl transaction alone is nothing to replace.
          yield* ledger.invalidatePoolTransactions([{ id: added.id, reason: "expired" }], null)
          assertRefused(
            yield* pool.replace(transfer(4, 200)),
            "ErrNothingToReplace",
            "no pending transaction with nonce 4"
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("of concurrent replacements of one transaction exactly one wins; the others are refused", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const old = transfer(5, 100)
        yield* pool.add(old)
        // Each pays the step over the old one, none the step over another (their amounts differ by less than 10 %).
        const contenders = Array.from({ length: 16 }, (_, k) => transfer(5, 105, e(18) + BigInt(k + 1) * e(15)))
        const outcomes = yield* Effect.forEach(contenders, (record) => pool.replace(record), {
          concurrency: "unbounded"
        })
        const winners = outcomes.flatMap((outcome, i) => (outcome._tag === "Replaced" ? [contenders[i]!] : []))
        assert.strictEqual(winners.length, 1, JSON.stringify(outcomes.map((o) => o._tag)))
        for (const outcome of outcomes) {
          if (outcome._tag === "Refused")
            assert.include(["ErrNothingToReplace", "ErrReplacementFeeTooLow"], outcome.refusal.type)
          else assert.deepStrictEqual(outcome, { _tag: "Replaced", replaced: [old.id] })
        }
        const sameNonce = yield* pool.withNonce(old.fromAccountIndex.idx, Nonce.make(5n))
        assert.deepStrictEqual(
          sameNonce.map((tx) => [tx.id, tx.state]),
          [
            [old.id, "invl"],
            [winners[0]!.id, "pend"]
          ]
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "a replacement racing the selection of its transaction: exactly one of them wins, never both, never neither",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const winners: Array<string> = []
          for (let round = 0; round < 12; round++) {
            const nonce = 10 + round
            const old = transfer(nonce, 100)
            const next = transfer(nonce, 110)
            yield* pool.add(old)
            const batch = BatchNum.make(4 + round)
            const [selected, replaced] = yield* Effect.all(
              [Effect.exit(ledger.selectForForging([old.id], batch)), pool.replace(next)],
              { concurrency: 2 }
            )
            if (Exit.isSuccess(selected)) {
              assertRefused(replaced, "ErrReplacementNotPending", "is being forged")
              assert.deepStrictEqual(yield* statusOf(old.id), ["fing", batch, null])
              assert.isTrue(Option.isNone(yield* pool.get(next.id)))
              winners.push("selection")
            } else {
              assert.deepStrictEqual(replaced, { _tag: "Replaced", replaced: [old.id] })
              assert.strictEqual((yield* statusOf(old.id))[0], "invl")
              assert.deepStrictEqual(yield* statusOf(next.id), ["pend", null, null])
              winners.push("replacement")
            }
            // Forge what was selected (nothing when the replacement won), so the next round selects for a later batch.
            yield* ledger.forgeBatch(batchForging(4 + round, Exit.isSuccess(selected) ? [forgedAs(old, 0)] : []))
          }
          assert.strictEqual(winners.length, 12)
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })

  describe("why a pool transaction was dropped", () => {
    it.effect(
      "an invalidation stores its code (other when none) and message; get and the list show them for invl only",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const [a, b, c] = [transfer(2, 0), transfer(3, 0), poolTransfer({ from: 257, to: 256, nonce: 2 })]
          for (const record of [a, b, c]) yield* pool.add(record)
          assert.deepStrictEqual(yield* statusOf(a.id), ["pend", null, null])
          yield* ledger.selectForForging([b.id, c.id], BatchNum.make(4))
          yield* ledger.invalidatePoolTransactions(
            [{ id: a.id, reason: "nonce 2 is below the account nonce 3", code: "nonceTooLow" }],
            null
          )
          yield* ledger.invalidatePoolTransactions(
            [{ id: b.id, reason: "the coordinator's own reason" }],
            BatchNum.make(4)
          )
          assert.deepStrictEqual(yield* statusOf(a.id), [
            "invl",
            null,
            { code: "nonceTooLow", message: "nonce 2 is below the account nonce 3" }
          ])
          assert.deepStrictEqual(yield* statusOf(b.id), [
            "invl",
            4,
            { code: "other", message: "the coordinator's own reason" }
          ])
          assert.deepStrictEqual(yield* statusOf(c.id), ["fing", 4, null])
          const listed = (yield* pool.list({ fromAccountIdx: a.fromAccountIndex.idx }, FIRST_PAGE)).items
          assert.deepStrictEqual(
            listed.map((tx) => [tx.id, tx.invalidationReason?.code ?? null]),
            [
              [a.id, "nonceTooLow"],
              [b.id, "other"]
            ]
          )
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(c, 0)]))
          assert.deepStrictEqual(yield* statusOf(c.id), ["fged", 4, null])
          // A reorg returns what batch 4 decided to pend, without its reason; what no batch decided stays.
          yield* ledger.reorg(BatchNum.make(3))
          assert.deepStrictEqual(yield* statusOf(b.id), ["pend", null, null])
          assert.deepStrictEqual(yield* statusOf(c.id), ["pend", null, null])
          assert.deepStrictEqual((yield* statusOf(a.id))[2]?.code, "nonceTooLow")
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
