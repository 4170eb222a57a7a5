/** Contract: atomic groups in the pool (`core/ledger/pool_groups.ts`): `addGroup` writes a whole group or nothing, a
 * transaction entering ungrouped pairs with the pending one it requests or that requests it, a group's members are
 * selected and forged together or not at all, an invalidated member takes every member that requests it along, a reorg
 * returns a group to `pend` whole, and GET and the list show each member's group and what a requester waits for. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option, Schema } from "effect"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import type { InvalidationCode } from "../../core/domain/invalidation_reason.ts"
import { EventId, PoolStateChange, type StoredEvent } from "../../core/domain/node_event.ts"
import type { PoolL2TransactionState } from "../../core/domain/pool_transaction.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { atomicGroupId } from "../../core/ledger/atomic_group_id.ts"
import { FIRST_PAGE } from "../../core/pagination/page.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { Ledger, type LedgerRejected } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { batchForging, forgedAs, poolTransfer, requesting } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A swap: A (256 → 257) and B (257 → 256) request each other. */
const plainA = poolTransfer({ from: 256, to: 257, nonce: 2 })
const plainB = poolTransfer({ from: 257, to: 256, nonce: 2 })
const A = requesting(plainA, plainB)
const B = requesting(plainB, plainA)

/** A cycle of three: X requests Y, Y requests Z, Z requests X (forgeable in the order X, Y, Z): each member requests
 * the next, as A and B do. */
const plainX = poolTransfer({ from: 256, to: 259, nonce: 5 })
const plainY = poolTransfer({ from: 257, to: 259, nonce: 5 })
const plainZ = poolTransfer({ from: 259, to: 256, nonce: 5 })
const X = requesting(plainX, plainY)
const Y = requesting(plainY, plainZ)
const Z = requesting(plainZ, plainX)

/** A one-sided pair: R requests P, which requests nothing. */
const P = poolTransfer({ from: 259, to: 257, nonce: 7 })
const R = requesting(poolTransfer({ from: 256, to: 257, nonce: 7 }), P)

/** `records` as the members of one atomic group, in that order (each carrying the group's id). */
function asGroup(records: ReadonlyArray<PoolRecord>): Array<PoolRecord> {
  const id = atomicGroupId(records.map((record) => record.id))
  return records.map((record) => ({ ...record, atomicGroupId: id }))
}

/** The group id of `records` in that order. */
const groupOf = (...records: ReadonlyArray<PoolRecord>): AtomicGroupId =>
  atomicGroupId(records.map((record) => record.id))

/** The pool transaction `id` as `get` shows it. */
const shown = (id: TxId) =>
  Effect.gen(function* () {
    return Option.getOrThrow(yield* (yield* PoolStore).get(id))
  })

/** What the group rules change of a pool transaction as `get` shows it. */
type GroupStatus = readonly [
  state: PoolL2TransactionState,
  batchNum: number | null,
  group: AtomicGroupId | null,
  code: InvalidationCode | null
]

/** The state, batch, group and invalidation code of each of `records`. */
const statuses = (records: ReadonlyArray<PoolRecord>) =>
  Effect.forEach(records, (record) =>
    Effect.map(
      shown(record.id),
      (tx): GroupStatus => [tx.state, tx.batchNum, tx.atomicGroupId, tx.invalidationReason?.code ?? null]
    )
  )

/** Adds `records` to the pool one at a time, each added. */
const addAll = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
  })

/** Adds `records` as one atomic group, added. */
const addGroup = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    assert.deepStrictEqual(yield* (yield* PoolStore).addGroup(records), { _tag: "Added" })
  })

/** The ids of the members of group `id`, as `group` lists them. */
const memberIds = (id: AtomicGroupId) =>
  Effect.gen(function* () {
    return (yield* (yield* PoolStore).group(id)).map((tx) => tx.id)
  })

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

/** The pool events of `events`: type, id, state change and group. */
const poolMoves = (events: ReadonlyArray<StoredEvent>) =>
  events.map((event) => {
    const data = Schema.decodeUnknownSync(PoolStateChange)(event.data)
    return [event.type, data.id, data.previousState, data.state, data.atomicGroupId] as const
  })

/** Asserts that `effect` is rejected with a message containing each of `fragments`. */
function rejects<A, R>(
  effect: Effect.Effect<A, LedgerRejected, R>,
  fragments: ReadonlyArray<string>
): Effect.Effect<void, never, R> {
  return Effect.flip(effect).pipe(
    Effect.flatMap((error) =>
      Effect.sync(() => {
        assert.strictEqual(error._tag, "LedgerRejected")
        for (const fragment of fragments) assert.include(error.message, fragment)
      })
    ),
    Effect.catch((value) => Effect.die(new Error(`expected a rejection, got success ${String(value)}`)))
  )
}

/** Forges `records` in batch `n` at L2 positions 0, 1, …, in that order. */
const forge = (n: number, records: ReadonlyArray<PoolRecord>) =>
  Effect.flatMap(Ledger, (ledger) => ledger.forgeBatch(batchForging(n, records.map(forgedAs))))

/** The ids of `records`. */
const ids = (records: ReadonlyArray<PoolRecord>): Array<TxId> => records.map((record) => record.id)

/** The pending pool transactions `pending` lists. */
const pendingIds = Effect.gen(function* () {
  return (yield* (yield* PoolStore).pending(100)).map((tx) => tx.id)
})

/** Registers the atomic group tests of `storage`. */
export function describePoolGroupRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("atomic groups in the pool", () => {
    it.effect("addGroup adds every member with its group id and one pool event each, in the group's order", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const members = asGroup([X, Y, Z])
        const [outcome, events] = yield* recorded(pool.addGroup(members))
        assert.deepStrictEqual(outcome, { _tag: "Added" })
        const id = groupOf(X, Y, Z)
        assert.deepStrictEqual(poolMoves(events), [
          ["pool", X.id, null, "pend", id],
          ["pool", Y.id, null, "pend", id],
          ["pool", Z.id, null, "pend", id]
        ])
        assert.deepStrictEqual(yield* statuses([X, Y, Z]), [
          ["pend", null, id, null],
          ["pend", null, id, null],
          ["pend", null, id, null]
        ])
        assert.deepStrictEqual(
          yield* pool.group(id),
          yield* Effect.forEach([X, Y, Z], (record) => shown(record.id)),
          "group lists each member as get shows it, in the group's order"
        )
        assert.deepStrictEqual(yield* pool.group(groupOf(Y, X, Z)), [], "no such group: another order of the ids")
        assert.deepStrictEqual(yield* pendingIds, [X.id, Y.id, Z.id])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "addGroup is all or nothing: a taken id returns the stored records of the taken ids, writing nothing",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const swap = asGroup([A, B])
          yield* addGroup(swap)
          const [again, none] = yield* recorded(pool.addGroup(swap))
          assert.deepStrictEqual(again, { _tag: "Existing", records: swap }, "the same group again")
          assert.deepStrictEqual(none, [], "a retry records nothing")
          // A group of Z, X and A (A taken as a member of the swap): nothing of it is written.
          const clashing = asGroup([Z, X, plainA])
          const [outcome, events] = yield* recorded(pool.addGroup(clashing))
          assert.deepStrictEqual(outcome, { _tag: "Existing", records: swap.slice(0, 1) })
          assert.deepStrictEqual(events, [], "nothing recorded")
          assert.isTrue(Option.isNone(yield* pool.get(Z.id)), "no member is added")
          assert.isTrue(Option.isNone(yield* pool.get(X.id)), "no member is added")
          assert.deepStrictEqual(yield* memberIds(clashing[0]!.atomicGroupId!), [])
          assert.deepStrictEqual(yield* memberIds(groupOf(A, B)), [A.id, B.id], "the stored group is as it was")
          assert.deepStrictEqual(yield* pendingIds, [A.id, B.id])
          // A taken id among ungrouped transactions: the stored record, ungrouped.
          yield* addAll([P])
          const withP = asGroup([R, P])
          assert.deepStrictEqual(yield* pool.addGroup(withP), { _tag: "Existing", records: [P] })
          assert.isTrue(Option.isNone(yield* pool.get(R.id)))
          assert.deepStrictEqual(yield* statuses([P]), [["pend", null, null, null]])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("of concurrent adds of one group and of groups sharing a member, exactly one is added", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const group = asGroup([X, Y, Z])
        // The same group, and groups of one of its members with another transaction.
        const rivals = [group, group, asGroup([Y, P]), group, asGroup([R, Z]), group]
        const outcomes = yield* Effect.forEach(rivals, (members) => pool.addGroup(members), {
          concurrency: "unbounded"
        })
        const added = rivals.filter((_, i) => outcomes[i]?._tag === "Added")
        assert.strictEqual(added.length, 1, "exactly one group is added")
        const winner = added[0]!
        for (const [i, outcome] of outcomes.entries()) {
          if (outcome._tag === "Added") continue
          const rival = rivals[i]!
          assert.deepStrictEqual(
            outcome.records,
            rival.flatMap((member) => winner.filter((stored) => stored.id === member.id)),
            "the stored records of the taken ids, in the rival's order"
          )
        }
        const id = winner[0]!.atomicGroupId!
        assert.deepStrictEqual(yield* memberIds(id), ids(winner))
        assert.deepStrictEqual(yield* pendingIds, ids(winner))
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "get shows info while a pending requester waits, null once it is grouped and when it is not pending",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          yield* addAll([R])
          const waiting = yield* shown(R.id)
          assert.strictEqual(waiting.atomicGroupId, null)
          assert.include(waiting.info ?? "", "waits for the transaction it requests")
          assert.include(waiting.info ?? "", "nonce 7")
          const [item] = (yield* pool.list({}, FIRST_PAGE)).items.filter((tx) => tx.id === R.id)
          assert.strictEqual(item?.info, waiting.info, "the list shows it too")
          yield* addAll([P])
          const id = groupOf(R, P)
          const paired = yield* shown(R.id)
          assert.deepStrictEqual([paired.atomicGroupId, paired.info], [id, null])
          assert.deepStrictEqual(yield* memberIds(id), [R.id, P.id])
          // A requester invalidated while it waits shows no info.
          const lone = requesting(poolTransfer({ from: 257, to: 259, nonce: 9 }), plainY)
          yield* addAll([lone])
          assert.notStrictEqual((yield* shown(lone.id)).info, null)
          yield* (yield* Ledger).invalidatePoolTransactions([{ id: lone.id, reason: "expired" }], null)
          assert.strictEqual((yield* shown(lone.id)).info, null)
          // Nor does a transaction that requests nothing.
          assert.strictEqual((yield* shown(P.id)).info, null)
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("the list shows each member's atomicGroupId, filtered or not", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        yield* addGroup(asGroup([A, B]))
        yield* addAll([P])
        const id = groupOf(A, B)
        const all = (yield* pool.list({}, FIRST_PAGE)).items
        assert.deepStrictEqual(
          all.map((tx) => [tx.id, tx.atomicGroupId, tx.info]),
          [
            [A.id, id, null],
            [B.id, id, null],
            [P.id, null, null]
          ]
        )
        const bySender = (yield* pool.list({ fromAccountIdx: B.fromAccountIndex.idx }, FIRST_PAGE)).items
        assert.deepStrictEqual(
          bySender.map((tx) => [tx.id, tx.atomicGroupId]),
          [[B.id, id]]
        )
        const [item] = (yield* pool.getMany([A.id])).map(Option.getOrThrow)
        assert.strictEqual(item?.atomicGroupId, id)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("selecting or forging part of a group is refused, naming the group; the whole group moves", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([R, P])
        const id = groupOf(R, P)
        // P requests nothing, so the batch rule alone would forge it; the group holds it back.
        yield* rejects(ledger.selectForForging([P.id], BatchNum.make(4)), ["selecting", P.id, R.id, id])
        yield* rejects(forge(4, [P]), ["forging", P.id, R.id, id])
        assert.deepStrictEqual(yield* statuses([R, P]), [
          ["pend", null, id, null],
          ["pend", null, id, null]
        ])
        yield* ledger.selectForForging([R.id, P.id], BatchNum.make(4))
        assert.deepStrictEqual(yield* statuses([R, P]), [
          ["fing", 4, id, null],
          ["fing", 4, id, null]
        ])
        yield* forge(4, [R, P])
        assert.deepStrictEqual(yield* statuses([R, P]), [
          ["fged", 4, id, null],
          ["fged", 4, id, null]
        ])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a group of three is selected whole, and forged whole from pend", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addGroup(asGroup([X, Y, Z]))
        const id = groupOf(X, Y, Z)
        yield* rejects(ledger.selectForForging([X.id, Y.id], BatchNum.make(4)), ["selecting", Z.id, id])
        yield* rejects(ledger.selectForForging([Z.id], BatchNum.make(4)), ["selecting", X.id, id])
        yield* rejects(forge(4, [X, Y]), [Y.id])
        assert.deepStrictEqual(yield* pendingIds, [X.id, Y.id, Z.id])
        yield* forge(4, [X, Y, Z])
        assert.deepStrictEqual(yield* statuses([X, Y, Z]), [
          ["fged", 4, id, null],
          ["fged", 4, id, null],
          ["fged", 4, id, null]
        ])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    for (const [name, members, named] of [
      ["of two", [A, B], A],
      ["of three", [X, Y, Z], Y]
    ] as const) {
      it.effect(`invalidating one member of a strongly connected group ${name} invalidates every member`, () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* addGroup(asGroup(members))
          const id = atomicGroupId(members.map((record) => record.id))
          const [, events] = yield* recorded(
            ledger.invalidatePoolTransactions(
              [{ id: named.id, reason: "not enough balance", code: "insufficientBalance" }],
              BatchNum.make(4)
            )
          )
          assert.deepStrictEqual(
            yield* statuses(members),
            members.map(
              (member): GroupStatus => ["invl", 4, id, member.id === named.id ? "insufficientBalance" : "atomicGroup"]
            )
          )
          // Each names the member it requests (the one it was invalidated with): in a cycle, not always the first.
          for (const [at, member] of members.entries()) {
            if (member.id === named.id) continue
            const requested = members[(at + 1) % members.length]!
            const reason = (yield* shown(member.id)).invalidationReason
            assert.include(reason?.message ?? "", requested.id, "the reason names the member it requests")
            assert.include(reason?.message ?? "", id)
          }
          assert.sameMembers(
            poolMoves(events).map(([, txId]) => txId),
            members.map((member) => member.id),
            "one pool event per member"
          )
          assert.deepStrictEqual(yield* pendingIds, [])
        }).pipe(Effect.provide(withFixture(storage)))
      )
    }

    it.effect(
      "in a one-sided pair, invalidating the requester leaves its partner free; the partner takes the requester",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* addAll([R, P])
          const id = groupOf(R, P)
          yield* ledger.invalidatePoolTransactions([{ id: R.id, reason: "expired" }], null)
          assert.deepStrictEqual(yield* statuses([R, P]), [
            ["invl", null, id, "other"],
            ["pend", null, id, null]
          ])
          yield* forge(4, [P])
          assert.deepStrictEqual(yield* statuses([P]), [["fged", 4, id, null]])
          // Again, the other way round: the partner invalidated takes its requester along.
          const P2 = poolTransfer({ from: 259, to: 257, nonce: 8 })
          const R2 = requesting(poolTransfer({ from: 257, to: 256, nonce: 8 }), P2)
          yield* addAll([P2, R2])
          const id2 = groupOf(P2, R2)
          yield* ledger.invalidatePoolTransactions([{ id: P2.id, reason: "nonce used", code: "nonceTooLow" }], null)
          assert.deepStrictEqual(yield* statuses([P2, R2]), [
            ["invl", null, id2, "nonceTooLow"],
            ["invl", null, id2, "atomicGroup"]
          ])
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a reorg undoing a group's batch returns every member to pend, the group intact, forged again", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addGroup(asGroup([X, Y, Z]))
        const id = groupOf(X, Y, Z)
        yield* ledger.selectForForging([X.id, Y.id, Z.id], BatchNum.make(4))
        yield* forge(4, [X, Y, Z])
        yield* ledger.reorg(BatchNum.make(3))
        assert.deepStrictEqual(yield* statuses([X, Y, Z]), [
          ["pend", null, id, null],
          ["pend", null, id, null],
          ["pend", null, id, null]
        ])
        assert.deepStrictEqual(yield* memberIds(id), [X.id, Y.id, Z.id])
        yield* rejects(ledger.selectForForging([Y.id], BatchNum.make(4)), [id])
        yield* forge(4, [X, Y, Z])
        assert.deepStrictEqual(yield* statuses([X, Y, Z]), [
          ["fged", 4, id, null],
          ["fged", 4, id, null],
          ["fged", 4, id, null]
        ])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a requester pairs with what it requests in either order; the earlier is first in the group", () =>
      Effect.gen(function* () {
        // The requester first, then what it requests.
        const [, events] = yield* recorded(addAll([R, P]))
        const first = groupOf(R, P)
        assert.deepStrictEqual(
          poolMoves(events),
          [
            ["pool", R.id, null, "pend", null],
            ["pool", P.id, null, "pend", first],
            ["pool", R.id, "pend", "pend", first]
          ],
          "each enters; the partner's event tells it joined the group"
        )
        assert.deepStrictEqual(yield* statuses([R, P]), [
          ["pend", null, first, null],
          ["pend", null, first, null]
        ])
        assert.deepStrictEqual(yield* memberIds(first), [R.id, P.id])
        // What it requests first, then the requester.
        const P2 = poolTransfer({ from: 259, to: 257, nonce: 8 })
        const R2 = requesting(poolTransfer({ from: 257, to: 256, nonce: 8 }), P2)
        yield* addAll([P2, R2])
        const second = groupOf(P2, R2)
        assert.deepStrictEqual(yield* statuses([P2, R2]), [
          ["pend", null, second, null],
          ["pend", null, second, null]
        ])
        assert.deepStrictEqual(yield* memberIds(second), [P2.id, R2.id])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("two transactions requesting each other, posted one by one, pair", () =>
      Effect.gen(function* () {
        yield* addAll([B, A])
        const id = groupOf(B, A)
        assert.deepStrictEqual(yield* statuses([A, B]), [
          ["pend", null, id, null],
          ["pend", null, id, null]
        ])
        assert.deepStrictEqual(yield* memberIds(id), [B.id, A.id])
        yield* forge(4, [A, B])
        assert.deepStrictEqual(
          (yield* statuses([A, B])).map(([state]) => state),
          ["fged", "fged"]
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("transactions that pair, posted at once, never both miss each other", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        // A one-sided pair and a mutual pair per nonce, every transaction posted concurrently.
        const pairs = Array.from({ length: 12 }, (_, i) => {
          const wanted = poolTransfer({ from: 259, to: 257, nonce: 100 + i })
          const plainLeft = poolTransfer({ from: 256, to: 259, nonce: 100 + i })
          const plainRight = poolTransfer({ from: 257, to: 256, nonce: 100 + i })
          return [
            [requesting(poolTransfer({ from: 256, to: 257, nonce: 200 + i }), wanted), wanted],
            [requesting(plainLeft, plainRight), requesting(plainRight, plainLeft)]
          ] as const
        }).flat()
        const outcomes = yield* Effect.forEach(pairs.flat(), (record) => pool.add(record), {
          concurrency: "unbounded"
        })
        assert.isTrue(outcomes.every((outcome) => outcome._tag === "Added"))
        for (const [left, right] of pairs) {
          const [a, b] = yield* statuses([left, right])
          assert.notStrictEqual(a?.[2], null, `${left.id} and ${right.id} pair`)
          assert.strictEqual(a?.[2], b?.[2], `${left.id} and ${right.id} pair`)
        }
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("the earliest waiting requester pairs; a later one keeps waiting", () =>
      Effect.gen(function* () {
        const R2 = requesting(poolTransfer({ from: 257, to: 256, nonce: 7 }), P)
        yield* addAll([R, R2, P])
        const id = groupOf(R, P)
        assert.deepStrictEqual(yield* statuses([R, R2, P]), [
          ["pend", null, id, null],
          ["pend", null, null, null],
          ["pend", null, id, null]
        ])
        assert.notStrictEqual((yield* shown(R2.id)).info, null)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a requester does not pair with a grouped, a non-pending or a differently requesting transaction", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        // Grouped: A is a member of the swap.
        yield* addGroup(asGroup([A, B]))
        const wantsA = requesting(poolTransfer({ from: 259, to: 256, nonce: 11 }), plainA)
        yield* addAll([wantsA])
        // Not pending: P is being forged.
        yield* addAll([P])
        yield* ledger.selectForForging([P.id], BatchNum.make(4))
        yield* addAll([R])
        // Requesting a third one: Q requests X, so R' (requested by nothing Q asks for) does not pair with it.
        const Q = requesting(poolTransfer({ from: 257, to: 259, nonce: 12 }), plainX)
        const wantsQ = requesting(poolTransfer({ from: 256, to: 259, nonce: 12 }), Q)
        yield* addAll([Q, wantsQ])
        assert.deepStrictEqual(
          (yield* statuses([wantsA, R, Q, wantsQ])).map(([state, , group]) => [state, group]),
          [
            ["pend", null],
            ["pend", null],
            ["pend", null],
            ["pend", null]
          ]
        )
        for (const waiting of [wantsA, R, Q, wantsQ]) assert.notStrictEqual((yield* shown(waiting.id)).info, null)
        assert.deepStrictEqual(yield* memberIds(groupOf(A, B)), [A.id, B.id])
        assert.deepStrictEqual(yield* statuses([P]), [["fing", 4, null, null]])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a replacement pairs as an add does; a grouped member is not replaced (ErrReplacementAtomicMember)", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        yield* addAll([R, P])
        const replacement = { ...poolTransfer({ from: 259, to: 257, nonce: 7, fee: 200 }), atomicGroupId: null }
        const [refused, events] = yield* recorded(pool.replace(replacement))
        assert.strictEqual(refused._tag, "Refused")
        if (refused._tag === "Refused") {
          assert.strictEqual(refused.refusal.type, "ErrReplacementAtomicMember")
          assert.include(refused.refusal.message, groupOf(R, P))
        }
        assert.deepStrictEqual(events, [])
        assert.isTrue(Option.isNone(yield* pool.get(replacement.id)))
        // An ungrouped transaction replaced by a requester of a waiting one's target: the replacement pairs.
        const T = poolTransfer({ from: 257, to: 259, nonce: 13 })
        const wanted = poolTransfer({ from: 256, to: 259, nonce: 13 })
        yield* addAll([T, wanted])
        const T2 = requesting(poolTransfer({ from: 257, to: 259, nonce: 13, fee: 200 }), wanted)
        const [outcome, replacing] = yield* recorded(pool.replace(T2))
        assert.deepStrictEqual(outcome, { _tag: "Replaced", replaced: [T.id] })
        const id = groupOf(wanted, T2)
        assert.deepStrictEqual(poolMoves(replacing), [
          ["pool", T2.id, null, "pend", id],
          ["pool", T.id, "pend", "invl", null],
          ["pool", wanted.id, "pend", "pend", id]
        ])
        assert.deepStrictEqual(yield* statuses([T, wanted, T2]), [
          ["invl", null, null, "replaced"],
          ["pend", null, id, null],
          ["pend", null, id, null]
        ])
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
