/** Contract: the event log, read back after each ledger call and pool addition: the events each records, in order
 * (`core/ledger/event_records.ts`), increasing ids, the horizon, `appended` wake-ups, pruning. */
import { assert, describe, it } from "@effect/vitest"
import { Duration, Effect, Fiber, type Layer, Option, Ref, Schema, Stream } from "effect"
import { Batch } from "../../core/domain/batch.ts"
import { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { BatchForged, CHAIN_WIDE, EventId, type EventKeys, type StoredEvent } from "../../core/domain/node_event.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { EventLog } from "../../core/ports/event_log.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { ETH, hash, idx, l1, QUEUE_0, QUEUE_1, QUEUE_2, U1, U2, U3 } from "./fixture.ts"
import { batchForging, forgedAs, poolTransfer } from "./pool_records.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

const encodeBatchForged = Schema.encodeSync(BatchForged)
const encodeBatch = Schema.encodeSync(Batch)
const encodeHistory = Schema.encodeSync(HistoryTransaction)
const decodeHistory = Schema.decodeUnknownSync(HistoryTransaction)
const decodeBatchForged = Schema.decodeUnknownSync(BatchForged)

/** Three pool transfers on the fixture's ETH accounts: 256 → 257, 257 → 256, 259 → 256. */
const [A, B, C] = [
  poolTransfer({ from: 256, to: 257, nonce: 2 }),
  poolTransfer({ from: 257, to: 256, nonce: 2 }),
  poolTransfer({ from: 259, to: 256, nonce: 0 })
] as const

/** The owners of the fixture's ETH accounts. */
const OWNERS: Readonly<Record<number, typeof U1>> = { 256: U1, 257: U2, 259: U3 }

/** The keys of a transfer between two ETH accounts of the fixture. */
function transferKeys(tx: PoolRecord): EventKeys {
  const to = tx.toAccountIndex?.idx ?? 0
  const sender = OWNERS[tx.fromAccountIndex.idx]!
  const receiver = OWNERS[to]!
  return {
    accounts: [idx(tx.fromAccountIndex.idx), idx(to)],
    addresses: [sender.ethAddr, receiver.ethAddr],
    keys: [sender.bjj, receiver.bjj],
    tokenId: ETH,
    txId: tx.id
  }
}

/** The wire JSON of a pool event's data (a reason given without a code has code `other`). */
function poolData(
  id: TxId,
  previousState: string | null,
  state: string,
  batchNum: number | null,
  reason: string | null = null
) {
  return {
    id,
    previousState,
    state,
    batchNum,
    reason,
    reasonCode: reason === null ? null : "other",
    atomicGroupId: null
  }
}

/** Every event in the log now (up to the horizon), checking ids increase and the horizon covers them. */
const allEvents = Effect.gen(function* () {
  const log = yield* EventLog
  const horizon = yield* log.horizon
  const read = yield* log.read(EventId.make(0), horizon, 100_000)
  const ids = read.events.map((event) => event.id)
  for (let i = 1; i < ids.length; i++) assert.isBelow(ids[i - 1]!, ids[i]!, "event ids strictly increase")
  if (ids.length > 0) assert.isAtLeast(horizon, ids[ids.length - 1]!, "the horizon covers every event read")
  return read.events
})

/**
 * The events `effect` records: those after the log's horizon before it, read back once it has
 * returned (the horizon then covers them: each call is complete when it returns).
 */
function recorded<A, E, R>(
  effect: Effect.Effect<A, E, R>
): Effect.Effect<readonly [A, ReadonlyArray<StoredEvent>], E, R | EventLog> {
  return Effect.gen(function* () {
    const log = yield* EventLog
    const before = yield* log.horizon
    const value = yield* effect
    const horizon = yield* log.horizon
    const read = yield* log.read(before, horizon, 100_000)
    const ids = read.events.map((event) => event.id)
    for (let i = 1; i < ids.length; i++) assert.isBelow(ids[i - 1]!, ids[i]!, "event ids strictly increase")
    if (ids.length > 0)
      assert.isAtLeast(horizon, ids[ids.length - 1]!, "the horizon covers the call's events once it returned")
    const after = yield* log.read(horizon, EventId.make(Number.MAX_SAFE_INTEGER), 100_000)
    assert.deepStrictEqual(after.events, [], "nothing lies beyond the horizon once the call returned")
    return [value, read.events] as const
  })
}

/** The events of `effect`, which must record none. */
function recordsNothing<A, E, R>(
  effect: Effect.Effect<A, E, R>,
  what: string
): Effect.Effect<void, never, R | EventLog> {
  return Effect.gen(function* () {
    const [, events] = yield* recorded(Effect.exit(effect))
    assert.deepStrictEqual(
      events.map((event) => event.type),
      [],
      `${what} records nothing`
    )
  })
}

/** The data of an event (its wire schema's encoded value). */
const dataOf = (event: StoredEvent): unknown => event.data

/** The wire JSON of a history transaction as `GET /transactions-history/{id}` shows it now. */
const historyJson = (id: TxId) =>
  Effect.gen(function* () {
    const found = yield* (yield* HistoryStore).get(id)
    return encodeHistory(Option.getOrThrow(found))
  })

/** Adds `records` to the pool, each added. */
const addAll = (records: ReadonlyArray<PoolRecord>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const record of records) assert.deepStrictEqual(yield* pool.add(record), { _tag: "Added" })
  })

/** Registers the event log tests of `storage`. */
export function describeEventLogRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("event log", () => {
    it.effect(
      "the fixture's ledger calls: l1 per queued transaction, batch then transaction per forged one; no other call records",
      () =>
        Effect.gen(function* () {
          const events = yield* allEvents
          const forged = (count: number) => ["batch", ...Array.from({ length: count }, () => "transaction")]
          assert.deepStrictEqual(
            events.map((event) => event.type),
            [
              ...QUEUE_0.map(() => "l1"),
              ...forged(4),
              ...QUEUE_1.map(() => "l1"),
              ...forged(11),
              ...QUEUE_2.map(() => "l1"),
              ...forged(2)
            ]
          )
          const log = yield* EventLog
          assert.strictEqual(
            (yield* log.read(EventId.make(0), yield* log.horizon, 1)).prunedThrough,
            0,
            "nothing pruned yet"
          )
          // Paging: a limit stops early, and the next read continues after the last id.
          const first = yield* log.read(EventId.make(0), yield* log.horizon, 3)
          assert.deepStrictEqual(first.events, events.slice(0, 3))
          const next = yield* log.read(first.events[2]!.id, yield* log.horizon, 2)
          assert.deepStrictEqual(next.events, events.slice(3, 5))
          const upTo = yield* log.read(EventId.make(0), events[4]!.id, 100)
          assert.deepStrictEqual(upTo.events, events.slice(0, 5), "read stops at upTo")
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("forging a batch: batch, each transaction in position order, then each pool transaction it forged", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B, C])
        yield* ledger.selectForForging([A.id], BatchNum.make(4))
        const [, events] = yield* recorded(ledger.forgeBatch(batchForging(4, [forgedAs(A, 0), forgedAs(C, 1)])))
        assert.deepStrictEqual(
          events.map((event) => event.type),
          ["batch", "transaction", "transaction", "pool", "pool"]
        )
        const [batchEvent, txA, txC, poolA, poolC] = events.map((event) => event)
        if (
          batchEvent === undefined ||
          txA === undefined ||
          txC === undefined ||
          poolA === undefined ||
          poolC === undefined
        )
          return assert.fail("five events")
        const forgedBatch = Option.getOrThrow(yield* (yield* BatchStore).get(BatchNum.make(4)))
        assert.deepStrictEqual(
          dataOf(batchEvent),
          encodeBatchForged({ batch: forgedBatch, transactions: 2, createdAccounts: 0, exits: 0 })
        )
        assert.deepStrictEqual(
          encodeBatch(decodeBatchForged(dataOf(batchEvent)).batch),
          encodeBatch(forgedBatch),
          "the batch as GET /batches/4 shows it"
        )
        const { forgedTransactions, ethereumTxHash } = decodeBatchForged(dataOf(batchEvent)).batch
        assert.deepStrictEqual(
          [forgedTransactions, ethereumTxHash],
          [2, batchForging(4, []).ethereumTxHash],
          "with its extension fields"
        )
        const ofBatch4 = (keys: EventKeys): EventKeys => ({ ...keys, batchNum: BatchNum.make(4) })
        assert.deepStrictEqual(batchEvent.keys, ofBatch4(CHAIN_WIDE), "chain-wide, naming the batch")
        assert.deepStrictEqual(
          dataOf(txA),
          yield* historyJson(A.id),
          "a transaction as GET /transactions-history/{id} shows it"
        )
        assert.deepStrictEqual(dataOf(txC), yield* historyJson(C.id))
        assert.deepStrictEqual(txA.keys, ofBatch4(transferKeys(A)))
        assert.deepStrictEqual(txC.keys, ofBatch4(transferKeys(C)))
        assert.deepStrictEqual(dataOf(poolA), poolData(A.id, "fing", "fged", 4))
        assert.deepStrictEqual(dataOf(poolC), poolData(C.id, "pend", "fged", 4))
        assert.deepStrictEqual(poolA.keys, ofBatch4(transferKeys(A)))
        assert.deepStrictEqual(poolC.keys, ofBatch4(transferKeys(C)))
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("selecting and invalidating: one pool event per transaction, in the order given", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B, C])
        const [, selected] = yield* recorded(ledger.selectForForging([B.id, A.id], BatchNum.make(4)))
        assert.deepStrictEqual(selected.map(dataOf), [
          poolData(B.id, "pend", "fing", 4),
          poolData(A.id, "pend", "fing", 4)
        ])
        assert.deepStrictEqual(
          selected.map((event) => event.type),
          ["pool", "pool"]
        )
        assert.deepStrictEqual(
          selected.map((event) => event.keys),
          [transferKeys(B), transferKeys(A)]
        )
        const [, invalidated] = yield* recorded(
          ledger.invalidatePoolTransactions(
            [
              { id: C.id, reason: "expired" },
              { id: B.id, reason: "not enough balance" }
            ],
            BatchNum.make(4)
          )
        )
        assert.deepStrictEqual(invalidated.map(dataOf), [
          poolData(C.id, "pend", "invl", 4, "expired"),
          poolData(B.id, "fing", "invl", 4, "not enough balance")
        ])
        assert.deepStrictEqual(
          invalidated.map((event) => event.keys),
          [transferKeys(C), transferKeys(B)]
        )
        const [, noBatch] = yield* recorded(ledger.invalidatePoolTransactions([{ id: A.id, reason: "expired" }], null))
        assert.deepStrictEqual(noBatch.map(dataOf), [poolData(A.id, "fing", "invl", null, "expired")])
        yield* recordsNothing(ledger.selectForForging([], BatchNum.make(5)), "an empty selection")
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("queueing an L1 user transaction: l1, as the history shows the queued transaction", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const tx = l1(2, 1, "Deposit", { idx: 256, owner: U1 }, 0, ETH, { amount: 0n, deposit: 10n ** 18n }, 25)
        const [queued, events] = yield* recorded(ledger.queueL1Transaction(tx))
        assert.deepStrictEqual(
          events.map((event) => event.type),
          ["l1"]
        )
        const event = events[0]!
        assert.deepStrictEqual(dataOf(event), encodeHistory(queued))
        assert.deepStrictEqual(dataOf(event), yield* historyJson(queued.id))
        assert.strictEqual(event.keys.txId, queued.id)
        assert.strictEqual(event.keys.tokenId, ETH)
        assert.include(event.keys.accounts, idx(256))
        assert.include(event.keys.addresses, U1.ethAddr)
        assert.include(event.keys.keys, U1.bjj)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "a reorg: reorg, then l1 per transaction returned to its queue, then pool per transaction returned to pend",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* addAll([A, B, C])
          yield* ledger.forgeBatch(batchForging(4, [forgedAs(A, 0)]))
          yield* ledger.invalidatePoolTransactions([{ id: C.id, reason: "expired" }], BatchNum.make(4))
          yield* ledger.selectForForging([B.id], BatchNum.make(5))
          // To the tip with nothing selected beyond it would change nothing; here B is selected for batch 5.
          const [, events] = yield* recorded(ledger.reorg(BatchNum.make(1)))
          assert.deepStrictEqual(
            events.map((event) => event.type),
            ["reorg", ...QUEUE_1.map(() => "l1"), "pool", "pool", "pool"]
          )
          assert.deepStrictEqual(dataOf(events[0]!), { batchNum: 1 })
          assert.deepStrictEqual(events[0]!.keys, CHAIN_WIDE)
          const requeued = events.slice(1, 1 + QUEUE_1.length)
          const itemIds: Array<number> = []
          for (const [position, event] of requeued.entries()) {
            const data = decodeHistory(dataOf(event))
            assert.strictEqual(data.batchNum, null, "back in its queue")
            assert.strictEqual(data.position, position, "in queue position order")
            assert.strictEqual(event.keys.txId, data.id)
            assert.deepStrictEqual(
              dataOf(event),
              yield* historyJson(data.id),
              "as GET /transactions-history/{id} shows it now"
            )
            itemIds.push(data.itemId)
          }
          for (let i = 1; i < itemIds.length; i++) assert.isBelow(itemIds[i - 1]!, itemIds[i]!, "new itemIds in order")
          const pool = events.slice(1 + QUEUE_1.length)
          assert.deepStrictEqual(
            pool.map(dataOf),
            [
              poolData(A.id, "fged", "pend", null),
              poolData(B.id, "fing", "pend", null),
              poolData(C.id, "invl", "pend", null)
            ],
            "in the order they entered the pool"
          )
          assert.deepStrictEqual(
            pool.map((event) => event.keys),
            [transferKeys(A), transferKeys(B), transferKeys(C)]
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "a reorg that changes nothing records nothing; one that only returns a selection records reorg and pool",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* recordsNothing(ledger.reorg(BatchNum.make(3)), "a reorg to the tip")
          yield* addAll([A])
          yield* ledger.selectForForging([A.id], BatchNum.make(4))
          const [, events] = yield* recorded(ledger.reorg(BatchNum.make(3)))
          assert.deepStrictEqual(events.map(dataOf), [{ batchNum: 3 }, poolData(A.id, "fing", "pend", null)])
          assert.deepStrictEqual(
            events.map((event) => event.type),
            ["reorg", "pool"]
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a pool addition records pool (entered: previousState null); a duplicate id records nothing", () =>
      Effect.gen(function* () {
        const pool = yield* PoolStore
        const [outcome, events] = yield* recorded(pool.add(A))
        assert.deepStrictEqual(outcome, { _tag: "Added" })
        assert.deepStrictEqual(
          events.map((event) => event.type),
          ["pool"]
        )
        assert.deepStrictEqual(dataOf(events[0]!), poolData(A.id, null, "pend", null))
        assert.deepStrictEqual(events[0]!.keys, transferKeys(A))
        const again = poolTransfer({ from: 256, to: 257, nonce: 2, signatureByte: "cd" })
        assert.strictEqual(again.id, A.id)
        const [existing, none] = yield* recorded(pool.add(again))
        assert.strictEqual(existing._tag, "Existing")
        assert.deepStrictEqual(none, [], "an existing id records nothing")
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a rejected ledger call records nothing", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        yield* addAll([A, B])
        yield* recordsNothing(
          ledger.selectForForging([A.id, C.id], BatchNum.make(4)),
          "a selection naming an unknown id"
        )
        yield* recordsNothing(
          ledger.invalidatePoolTransactions(
            [
              { id: A.id, reason: "x" },
              { id: B.id, reason: " " }
            ],
            null
          ),
          "an invalidation without reason"
        )
        yield* recordsNothing(
          ledger.forgeBatch({ ...batchForging(4, [forgedAs(A, 0)]), ethereumBlockHash: hash(99) }),
          "a batch on a conflicting block"
        )
        yield* recordsNothing(ledger.forgeBatch(batchForging(3, [forgedAs(A, 0)])), "a batch already forged")
        yield* recordsNothing(ledger.queueL1Transaction(QUEUE_1[0]!), "queueing to a forged queue")
        yield* recordsNothing(ledger.reorg(BatchNum.make(3)), "a reorg to the tip")
        const [, accepted] = yield* recorded(ledger.selectForForging([A.id], BatchNum.make(4)))
        assert.deepStrictEqual(
          accepted.map((event) => event.type),
          ["pool"],
          "and the log goes on after them"
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("ids strictly increase across calls, and the horizon covers each call once it returned", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const log = yield* EventLog
        const seen: Array<number> = []
        const track = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
          Effect.tap(recorded(effect), ([, events]) => Effect.sync(() => seen.push(...events.map((event) => event.id))))
        yield* track(addAll([A, B, C]))
        yield* track(ledger.selectForForging([A.id, B.id], BatchNum.make(4)))
        yield* track(ledger.forgeBatch(batchForging(4, [forgedAs(A, 0)])))
        yield* track(ledger.reorg(BatchNum.make(3)))
        yield* track(ledger.invalidatePoolTransactions([{ id: C.id, reason: "expired" }], null))
        assert.strictEqual(seen.length, 3 + 2 + 3 + 3 + 1)
        for (let i = 1; i < seen.length; i++) assert.isBelow(seen[i - 1]!, seen[i]!)
        assert.isAtLeast(yield* log.horizon, seen[seen.length - 1]!)
        const all = yield* allEvents
        assert.deepStrictEqual(
          all.slice(-seen.length).map((event) => event.id),
          seen,
          "the log holds them in id order"
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.live("appended emits after a write", () =>
      Effect.gen(function* () {
        const log = yield* EventLog
        const wakes = yield* Ref.make(0)
        const fiber = yield* Effect.forkChild(Stream.runForEach(log.appended, () => Ref.update(wakes, (n) => n + 1)))
        // Let the subscription start (and any emission of its own start pass) before writing.
        yield* Effect.sleep(Duration.millis(300))
        const before = yield* Ref.get(wakes)
        yield* addAll([A])
        const woken = yield* Effect.gen(function* () {
          while ((yield* Ref.get(wakes)) <= before) yield* Effect.sleep(Duration.millis(10))
          return true
        }).pipe(Effect.timeoutOption(Duration.seconds(5)))
        assert.isTrue(Option.isSome(woken), "appended emitted after the pool addition")
        const before2 = yield* Ref.get(wakes)
        yield* (yield* Ledger).selectForForging([A.id], BatchNum.make(4))
        const woken2 = yield* Effect.gen(function* () {
          while ((yield* Ref.get(wakes)) <= before2) yield* Effect.sleep(Duration.millis(10))
          return true
        }).pipe(Effect.timeoutOption(Duration.seconds(5)))
        assert.isTrue(Option.isSome(woken2), "appended emitted after the ledger call")
        yield* Fiber.interrupt(fiber)
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("prune removes the events recorded before a date and raises prunedThrough", () =>
      Effect.gen(function* () {
        const log = yield* EventLog
        const events = yield* allEvents
        const last = events[events.length - 1]!.id
        yield* log.prune(new Date(Date.now() - 3_600_000))
        const kept = yield* log.read(EventId.make(0), yield* log.horizon, 100_000)
        assert.deepStrictEqual(kept.events, events, "nothing recorded an hour ago")
        assert.strictEqual(kept.prunedThrough, 0)
        yield* log.prune(new Date(Date.now() + 3_600_000))
        const pruned = yield* log.read(EventId.make(0), yield* log.horizon, 100_000)
        assert.deepStrictEqual(pruned.events, [], "every event was recorded before an hour from now")
        assert.strictEqual(pruned.prunedThrough, last)
        assert.isAtLeast(yield* log.horizon, last, "the horizon does not go back")
        const [, added] = yield* recorded(addAll([A]))
        assert.strictEqual(added.length, 1)
        assert.isAbove(added[0]!.id, last, "ids go on after the pruned ones")
        yield* log.prune(new Date(Date.now() - 3_600_000))
        assert.strictEqual(
          (yield* log.read(EventId.make(0), yield* log.horizon, 100)).prunedThrough,
          last,
          "the pruning point never goes back"
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
