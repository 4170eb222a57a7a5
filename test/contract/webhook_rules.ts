/** Contract: the WebhookStore. Endpoints scoped to their owner within a limit, leases to one worker at a time, a lost
 * lease's settlement writing nothing, a paged and pruned delivery log, replays that re-enable. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { EventId } from "../../core/domain/node_event.ts"
import { type WebhookRecord, WebhookStore } from "../../core/ports/webhook_store.ts"
import type { StoragePorts } from "./storage_ports.ts"

const T0 = Date.UTC(2026, 4, 1, 12, 0, 0)
const at = (seconds: number) => new Date(T0 + seconds * 1000)

/** An endpoint of `owner` numbered `n`, created at second `n`, cursor at `cursor`. */
function endpoint(owner: string, n: number, cursor = 0): WebhookRecord {
  return {
    id: `wh_${n.toString(16).padStart(24, "0")}`,
    owner,
    url: `https://example.com/hook/${n}`,
    filters: { types: "batch,reorg" },
    minFinality: "forged",
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    createdAt: at(n),
    disabled: null,
    cursor: EventId.make(cursor),
    attempts: 0,
    failingSince: null,
    nextAttemptAt: at(n)
  }
}

/** Registers the WebhookStore tests of `storage`. */
export function describeWebhookRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("webhook store", () => {
    it.effect(
      "endpoints belong to their owner, up to the limit; get, list, remove and replay see only the owner's",
      () =>
        Effect.gen(function* () {
          const store = yield* WebhookStore
          const a1 = endpoint("key_a", 1)
          const a2 = endpoint("key_a", 2)
          const b3 = endpoint("key_b", 3)
          assert.deepStrictEqual(yield* store.create(a1, 2), { _tag: "Created" })
          assert.deepStrictEqual(yield* store.create(a2, 2), { _tag: "Created" })
          assert.deepStrictEqual(yield* store.create(endpoint("key_a", 4), 2), { _tag: "LimitReached" })
          assert.deepStrictEqual(yield* store.create(b3, 2), { _tag: "Created" })
          assert.deepStrictEqual(yield* store.list("key_a"), [a1, a2])
          assert.deepStrictEqual(yield* store.get("key_a", a1.id), Option.some(a1))
          assert.isTrue(Option.isNone(yield* store.get("key_b", a1.id)), "another key does not see it")
          assert.isFalse(yield* store.remove("key_b", a1.id), "nor delete it")
          assert.isTrue(Option.isNone(yield* store.replay("key_b", a1.id, EventId.make(0), at(9))), "nor replay it")
          assert.isTrue(yield* store.remove("key_a", a1.id))
          assert.isFalse(yield* store.remove("key_a", a1.id))
          assert.deepStrictEqual(yield* store.list("key_a"), [a2])
          assert.deepStrictEqual(yield* store.list("key_b"), [b3])
        }).pipe(Effect.provide(fresh))
    )

    it.effect("concurrent registrations of one owner stop exactly at the limit; another owner is not held up", () =>
      Effect.gen(function* () {
        const store = yield* WebhookStore
        const limit = 20
        const attempts = 50
        const outcomes = yield* Effect.all(
          [
            ...Array.from({ length: attempts }, (_, i) => store.create(endpoint("key_a", i + 1), limit)),
            ...Array.from({ length: 5 }, (_, i) => store.create(endpoint("key_b", attempts + i + 1), limit))
          ],
          { concurrency: "unbounded" }
        )
        const created = (owner: string) =>
          outcomes.filter((outcome, i) => outcome._tag === "Created" && i < attempts === (owner === "key_a")).length
        assert.strictEqual(created("key_a"), limit, "exactly the limit created")
        assert.strictEqual(
          outcomes.slice(0, attempts).filter((outcome) => outcome._tag === "LimitReached").length,
          attempts - limit
        )
        assert.strictEqual((yield* store.list("key_a")).length, limit, "exactly the limit stored")
        assert.strictEqual(created("key_b"), 5)
        assert.strictEqual((yield* store.list("key_b")).length, 5)
      }).pipe(Effect.provide(fresh))
    )

    it.effect(
      "a claim leases due endpoints behind the bound to one worker; the other takes them once the lease ends",
      () =>
        Effect.gen(function* () {
          const store = yield* WebhookStore
          for (let n = 1; n <= 4; n++) yield* store.create(endpoint("key_a", n, n === 4 ? 50 : 0), 10)
          const future = { ...endpoint("key_a", 5), nextAttemptAt: at(1000) }
          yield* store.create(future, 10)
          const first = yield* store.claim("w1", at(10), at(40), 2, EventId.make(50))
          assert.deepStrictEqual(
            first.map((r) => r.id),
            [endpoint("key_a", 1).id, endpoint("key_a", 2).id],
            "the longest due first, at most the limit"
          )
          const second = yield* store.claim("w2", at(10), at(40), 10, EventId.make(50))
          assert.deepStrictEqual(
            second.map((r) => r.id),
            [endpoint("key_a", 3).id],
            "not the leased ones, not one at the bound, not one due later"
          )
          assert.deepStrictEqual(
            yield* store.claim("w2", at(20), at(50), 10, EventId.make(50)),
            [],
            "leases still held"
          )
          const taken = yield* store.claim("w2", at(41), at(70), 10, EventId.make(50))
          assert.deepStrictEqual(
            taken.map((r) => r.id),
            [1, 2, 3].map((n) => endpoint("key_a", n).id),
            "taken over once ended"
          )
          const settlement = {
            cursor: EventId.make(7),
            attempts: 0,
            failingSince: null,
            nextAttemptAt: at(41),
            leaseUntil: at(80)
          }
          assert.isFalse(yield* store.settle(endpoint("key_a", 1).id, "w1", settlement), "w1 lost it: nothing written")
          assert.strictEqual(Option.getOrThrow(yield* store.get("key_a", endpoint("key_a", 1).id)).cursor, 0)
          assert.isTrue(yield* store.settle(endpoint("key_a", 1).id, "w2", settlement))
          assert.strictEqual(Option.getOrThrow(yield* store.get("key_a", endpoint("key_a", 1).id)).cursor, 7)
          // Released: due again for anyone.
          assert.isTrue(yield* store.settle(endpoint("key_a", 1).id, "w2", { ...settlement, leaseUntil: null }))
          assert.deepStrictEqual(
            (yield* store.claim("w1", at(42), at(60), 10, EventId.make(50))).map((r) => r.id),
            [endpoint("key_a", 1).id]
          )
        }).pipe(Effect.provide(fresh))
    )

    it.effect(
      "a settlement logs its attempt, schedules retries and disables; the log pages and is pruned; a replay re-enables",
      () =>
        Effect.gen(function* () {
          const store = yield* WebhookStore
          const hook = endpoint("key_a", 1)
          yield* store.create(hook, 10)
          yield* store.claim("w1", at(1), at(30), 10, EventId.make(100))
          const attempt = (n: number, status: number | null) => ({
            eventId: EventId.make(5),
            webhookId: "msg_1_5",
            attempt: n,
            at: at(n),
            status,
            error: status === null ? "connect ECONNREFUSED" : null,
            latencyMs: 1.5
          })
          assert.isTrue(
            yield* store.settle(hook.id, "w1", {
              cursor: EventId.make(4),
              attempts: 1,
              failingSince: at(1),
              nextAttemptAt: at(6),
              leaseUntil: null,
              attempt: attempt(1, null)
            })
          )
          assert.deepStrictEqual(
            yield* store.claim("w1", at(2), at(30), 10, EventId.make(100)),
            [],
            "not due before its retry"
          )
          assert.strictEqual((yield* store.claim("w1", at(6), at(30), 10, EventId.make(100))).length, 1)
          const disabled = { reason: "failing" as const, message: "no 2xx", at: at(7) }
          assert.isTrue(
            yield* store.settle(hook.id, "w1", {
              cursor: EventId.make(4),
              attempts: 2,
              failingSince: at(1),
              nextAttemptAt: at(6),
              leaseUntil: null,
              attempt: attempt(2, 500),
              disabled
            })
          )
          const stored = Option.getOrThrow(yield* store.get("key_a", hook.id))
          assert.deepStrictEqual(stored.disabled, disabled)
          assert.deepStrictEqual([stored.attempts, stored.failingSince], [2, at(1)])
          assert.deepStrictEqual(
            yield* store.claim("w1", at(100), at(130), 10, EventId.make(100)),
            [],
            "a disabled endpoint is never claimed"
          )
          const all = yield* store.deliveries(hook.id, { fromItem: undefined, order: "ASC", limit: 10 })
          assert.deepStrictEqual(
            all.items.map((d) => [d.attempt, d.status, d.error]),
            [
              [1, null, "connect ECONNREFUSED"],
              [2, 500, null]
            ]
          )
          assert.deepStrictEqual(all.items[0]!.at, at(1))
          assert.strictEqual(all.pendingItems, 0)
          const last = yield* store.deliveries(hook.id, { fromItem: undefined, order: "DESC", limit: 1 })
          assert.deepStrictEqual([last.items.map((d) => d.attempt), last.pendingItems, last.totalItems], [[2], 1, 2])
          const next = yield* store.deliveries(hook.id, { fromItem: all.items[1]!.itemId, order: "ASC", limit: 1 })
          assert.deepStrictEqual([next.items.map((d) => d.attempt), next.pendingItems], [[2], 0])
          yield* store.pruneDeliveries(at(2))
          assert.deepStrictEqual(
            (yield* store.deliveries(hook.id, { fromItem: undefined, order: "ASC", limit: 10 })).items.map(
              (d) => d.attempt
            ),
            [2]
          )
          const replayed = Option.getOrThrow(yield* store.replay("key_a", hook.id, EventId.make(2), at(200)))
          assert.deepStrictEqual(
            [replayed.disabled, replayed.cursor, replayed.attempts, replayed.failingSince, replayed.nextAttemptAt],
            [null, 2, 0, null, at(200)]
          )
          assert.strictEqual(
            (yield* store.claim("w1", at(200), at(230), 10, EventId.make(100))).length,
            1,
            "active and due again"
          )
          assert.isTrue(yield* store.remove("key_a", hook.id))
          assert.strictEqual(
            (yield* store.deliveries(hook.id, { fromItem: undefined, order: "ASC", limit: 10 })).totalItems,
            0,
            "its log goes with it"
          )
        }).pipe(Effect.provide(fresh))
    )
  })
}
