/** The devnet forger beside the ledger's atomic rule: an atomic group is forged whole, its members consecutive at
 * relative positions the circuit allows (the ledger accepts the batch), or not at all — a member that cannot pay takes
 * the group down, a group without room waits for the next batch, a requester without a group waits for its match. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { forgeStep } from "../../devnet/forger.ts"
import type { AtomicGroupId } from "../../core/domain/atomic_group.ts"
import { type BatchNum, TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { ALLOWED_RELATIVE_POSITIONS } from "../../core/ledger/atomic_offset.ts"
import { poolFields, requestOf, satisfies } from "../../core/ledger/atomic_request.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { PoolStore, type PoolRecord } from "../../core/ports/pool_store.ts"
import { requesting } from "../contract/pool_records.ts"
import { atomicGroup, poolRecord, seededDevnet, walletAccount } from "./forger_fixture.ts"

const ETH = TokenId.make(0)
const AMOUNT = 10n ** 17n
const OPTIONS = { wallets: 10 }

/** A pending transfer of `amount` in ETH from wallet `from` to wallet `to`, at the sender's nonce. */
const transfer = Effect.fnUntraced(function* (from: number, to: number, amount = AMOUNT) {
  const sender = yield* walletAccount(from, ETH)
  const receiver = yield* walletAccount(to, ETH)
  return poolRecord(sender, { type: "Transfer", to: receiver }, { amount, nonce: sender.nonce })
})

/** Stores `records` as one atomic group. */
const addGroup = Effect.fnUntraced(function* (records: ReadonlyArray<PoolRecord>) {
  assert.strictEqual((yield* (yield* PoolStore).addGroup(records))._tag, "Added")
})

/** Adds each record alone. */
const add = Effect.fnUntraced(function* (...records: ReadonlyArray<PoolRecord>) {
  for (const record of records) assert.strictEqual((yield* (yield* PoolStore).add(record))._tag, "Added")
})

/** The pool transaction `id` as the pool shows it now. */
const stored = Effect.fnUntraced(function* (id: TxId) {
  const tx = yield* (yield* PoolStore).get(id)
  if (Option.isNone(tx)) return yield* Effect.die(new Error(`pool transaction ${id} is missing`))
  return tx.value
})

/** The L2 transactions batch `batchNum` forged, in position order. */
const forgedIn = Effect.fnUntraced(function* (batchNum: BatchNum) {
  const page = yield* (yield* HistoryStore).list({ batchNum }, { fromItem: undefined, order: "ASC", limit: 100 })
  return page.items.filter((tx) => tx.L1orL2 === "L2").map((tx) => tx.id)
})

/** Checks that `group` was forged consecutively in batch `batchNum`, each request met at an allowed relative position
 * among the batch's L2 transactions (what the ledger also checked before accepting the batch). */
const assertForgedTogether = Effect.fnUntraced(function* (group: ReadonlyArray<PoolRecord>, batchNum: BatchNum) {
  const l2 = yield* forgedIn(batchNum)
  const at = group.map((member) => l2.indexOf(member.id))
  assert.ok(
    at.every((position) => position >= 0),
    "every member is forged"
  )
  const sorted = [...at].sort((a, b) => a - b)
  assert.strictEqual(sorted[sorted.length - 1]! - sorted[0]!, group.length - 1, "the members are consecutive")
  for (const [index, member] of group.entries()) {
    const request = requestOf(member)
    if (request === undefined) continue
    const target = group.findIndex((other) => satisfies(request, poolFields(other)))
    assert.ok(ALLOWED_RELATIVE_POSITIONS.includes(at[target]! - at[index]!), `member ${index}'s request is in reach`)
  }
  for (const member of group) assert.strictEqual((yield* stored(member.id)).state, "fged")
})

describe("devnet forger and atomic groups", () => {
  it.effect("forges a 2-member swap in one batch, consecutive, between transactions of its own", () =>
    Effect.gen(function* () {
      const before = yield* transfer(3, 4)
      const swap = atomicGroup([yield* transfer(1, 2), yield* transfer(2, 1)], [1, 0])
      const after = yield* transfer(5, 6)
      yield* add(before)
      yield* addGroup(swap)
      yield* add(after)
      const report = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(report.forged, [before.id, swap[0]!.id, swap[1]!.id, after.id])
      assert.deepStrictEqual(report.invalidated, [])
      yield* assertForgedTogether(swap, report.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("forges a 3-member ring together", () =>
    Effect.gen(function* () {
      const ring = atomicGroup([yield* transfer(1, 2), yield* transfer(2, 3), yield* transfer(3, 1)], [1, 2, 0])
      yield* addGroup(ring)
      const report = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual([...report.forged].sort(), ring.map((member) => member.id).sort())
      yield* assertForgedTogether(ring, report.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("reorders a 5-member ring whose own order would put a request at +4", () =>
    Effect.gen(function* () {
      const members = [yield* transfer(1, 2), yield* transfer(2, 3), yield* transfer(3, 4)]
      members.push(yield* transfer(4, 5), yield* transfer(5, 1))
      // 0 → 4 → 3 → 2 → 1 → 0: laid in the group's order, member 0 would find member 4 at +4.
      const ring = atomicGroup(members, [4, 0, 1, 2, 3])
      yield* addGroup(ring)
      const report = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(
        report.forged,
        [0, 1, 2, 4, 3].map((at) => ring[at]!.id)
      )
      yield* assertForgedTogether(ring, report.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("reads a group's members past the pending read's limit, and forges the group whole", () =>
    Effect.gen(function* () {
      const swap = atomicGroup([yield* transfer(1, 2), yield* transfer(2, 1)], [1, 0])
      yield* addGroup(swap)
      const report = yield* forgeStep({ ...OPTIONS, poolReadLimit: 1 })
      yield* assertForgedTogether(swap, report.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect(
    "invalidates a group whose member cannot pay: that member for its balance, the others for their group",
    () =>
      Effect.gen(function* () {
        const poor = yield* walletAccount(2, ETH)
        const tooMuch = 10n ** 25n // Float40 holds it; wallet 2 does not
        assert.ok(poor.balance + AMOUNT < tooMuch)
        const plain = yield* transfer(3, 4)
        const group = atomicGroup(
          [yield* transfer(1, 2), yield* transfer(2, 1, tooMuch), yield* transfer(5, 6)],
          [1, 2, 0]
        )
        yield* addGroup(group)
        yield* add(plain)
        const report = yield* forgeStep(OPTIONS)
        assert.deepStrictEqual(report.forged, [plain.id])
        assert.deepStrictEqual(
          report.invalidated.map(({ id, code }) => ({ id, code })),
          [{ id: group[1]!.id, code: "insufficientBalance" }]
        )
        const codes = yield* Effect.forEach(group, (member) =>
          stored(member.id).pipe(Effect.map((tx) => [tx.state, tx.invalidationReason?.code]))
        )
        assert.deepStrictEqual(codes, [
          ["invl", "atomicGroup"],
          ["invl", "insufficientBalance"],
          ["invl", "atomicGroup"]
        ])
        assert.deepStrictEqual(yield* forgedIn(report.batchNum!), [plain.id])
      }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("leaves a requester without a group pending until its match enters; then forges both together", () =>
    Effect.gen(function* () {
      const plain = yield* transfer(3, 4)
      const requested = yield* transfer(2, 1)
      const requester = requesting(yield* transfer(1, 2), requested)
      yield* add(requester, plain)
      const first = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(first.forged, [plain.id])
      assert.deepStrictEqual(first.waiting, [requester.id])
      assert.deepStrictEqual(first.invalidated, [])
      const waiting = yield* stored(requester.id)
      assert.strictEqual(waiting.state, "pend")
      assert.strictEqual(waiting.atomicGroupId, null)
      assert.isNotNull(waiting.info)

      yield* add(requested)
      const groupId: AtomicGroupId | null = (yield* stored(requester.id)).atomicGroupId
      assert.isNotNull(groupId)
      const second = yield* forgeStep(OPTIONS)
      assert.deepStrictEqual(second.forged, [requester.id, requested.id])
      const grouped = [
        { ...requester, atomicGroupId: groupId },
        { ...requested, atomicGroupId: groupId }
      ]
      yield* assertForgedTogether(grouped, second.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )

  it.effect("defers a group that does not fit in what is left of the batch, forging what fits, then the group", () =>
    Effect.gen(function* () {
      const [first, second] = [yield* transfer(3, 4), yield* transfer(4, 5)]
      const swap = atomicGroup([yield* transfer(1, 2), yield* transfer(2, 1)], [1, 0])
      const third = yield* transfer(5, 6)
      yield* add(first, second)
      yield* addGroup(swap)
      yield* add(third)
      const full = yield* forgeStep({ ...OPTIONS, maxTransactions: 3 })
      assert.deepStrictEqual(full.forged, [first.id, second.id, third.id])
      assert.deepStrictEqual(
        full.waiting,
        swap.map((member) => member.id)
      )
      for (const member of swap) assert.strictEqual((yield* stored(member.id)).state, "pend")
      const next = yield* forgeStep({ ...OPTIONS, maxTransactions: 3 })
      assert.deepStrictEqual(
        next.forged,
        swap.map((member) => member.id)
      )
      yield* assertForgedTogether(swap, next.batchNum!)
    }).pipe(Effect.provide(seededDevnet()))
  )
})
