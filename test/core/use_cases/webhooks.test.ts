/** `Webhooks` on the contract fixture: registration (targets, filters, per-key limit, cursor at the horizon), listing,
 * getting and deleting one's own, delivery logs, replays within retention, stored filters. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { EventId } from "../../../core/domain/node_event.ts"
import { WebhookPost } from "../../../core/domain/webhook.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import { WebhookSender } from "../../../core/ports/webhook_sender.ts"
import { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { Webhooks } from "../../../core/use_cases/mod.ts"
import { failure, History, NOW } from "./fixture.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

const REFUSAL = "only https targets are allowed"

/** A sender minting one secret and refusing every target but https ones. */
const Sender = Layer.succeed(
  WebhookSender,
  WebhookSender.of({
    newSecret: Effect.succeed("whsec_TEST"),
    refusal: (url) => (url.startsWith("https://") ? undefined : REFUSAL),
    send: () => Effect.die("no delivery in these tests")
  })
)

const Stage = Layer.merge(History, Sender)

/** A registration body as the wire carries it. */
const post = (body: unknown): WebhookPost => Schema.decodeUnknownSync(WebhookPost)(body)

/** A page request for the delivery log. */
const firstPage = (limit: number) => ({ fromItem: undefined, order: "ASC" as const, limit })

const horizon = Effect.flatMap(EventLog, (log) => log.horizon)

describe("Webhooks", () => {
  it.effect(
    "create() registers an active endpoint delivering after the log's horizon, with its secret shown once",
    () =>
      Effect.gen(function* () {
        const after = yield* horizon
        expect(after).toBeGreaterThan(0)
        const created = yield* Webhooks.create(
          "key_a",
          post({ url: "https://r.example/hook", filters: { types: "batch,l1", accountIndex: "zk:ETH:256" } })
        )
        expect(created.id).toMatch(/^wh_[0-9a-f]{24}$/u)
        const { secret, ...view } = created
        expect(secret).toBe("whsec_TEST")
        expect(view).toEqual({
          id: created.id,
          url: "https://r.example/hook",
          filters: post({ url: "https://x", filters: { types: "batch,l1", accountIndex: "zk:ETH:256" } }).filters,
          minFinality: "forged",
          createdAt: NOW,
          state: "active",
          disabled: null,
          cursor: after,
          failingSince: null,
          nextAttemptAt: NOW
        })
        expect(yield* Webhooks.get("key_a", created.id)).toEqual(view)
        expect(yield* Webhooks.list("key_a")).toEqual({ webhooks: [view] })
        const finalized = yield* Webhooks.create(
          "key_a",
          post({ url: "https://r.example/final", minFinality: "finalized" })
        )
        expect(finalized).toMatchObject({ minFinality: "finalized", filters: {} })
        expect(finalized.id).not.toBe(created.id)
      }).pipe(Effect.provide(Stage))
  )

  it.effect("create() refuses a target the sender refuses and filters GET /events refuses, storing nothing", () =>
    Effect.gen(function* () {
      expect(yield* failure(Webhooks.create("key_a", post({ url: "http://r.example/hook" })))).toMatchObject({
        type: "ErrParamValidationFailed",
        message: `"url": ${REFUSAL}`
      })
      expect(
        yield* failure(
          Webhooks.create(
            "key_a",
            post({ url: "https://r.example", filters: { accountIndex: "zk:ETH:256", tokenId: "0" } })
          )
        )
      ).toMatchObject({ message: `"accountIndex" is incompatible with "tokenId"` })
      expect(
        yield* failure(
          Webhooks.create("key_a", post({ url: "https://r.example", filters: { accountIndex: "zk:ETH:258" } }))
        )
      ).toMatchObject({ message: `"accountIndex" zk:ETH:258 names token ETH, but account 258 holds USDT` })
      expect(yield* Webhooks.list("key_a")).toEqual({ webhooks: [] })
    }).pipe(Effect.provide(Stage))
  )

  it.effect(
    "create() allows a key at most maxPerKey endpoints; another key has its own; deleting one frees a place",
    () =>
      Effect.gen(function* () {
        const first = yield* Webhooks.create("key_a", post({ url: "https://r.example/1" }), 2)
        yield* Webhooks.create("key_a", post({ url: "https://r.example/2" }), 2)
        expect(yield* failure(Webhooks.create("key_a", post({ url: "https://r.example/3" }), 2))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: "this API key already has 2 webhook endpoints, the most it may; delete one first"
        })
        yield* Webhooks.create("key_b", post({ url: "https://r.example/b" }), 2)
        yield* Webhooks.remove("key_a", first.id)
        yield* Webhooks.create("key_a", post({ url: "https://r.example/3" }), 2)
        expect((yield* Webhooks.list("key_a")).webhooks.map((w) => w.url)).toEqual([
          "https://r.example/2",
          "https://r.example/3"
        ])
      }).pipe(Effect.provide(Stage))
  )

  it.effect(
    "another key's endpoint is not found by get, remove, deliveries or replay; remove answers the endpoint once",
    () =>
      Effect.gen(function* () {
        const created = yield* Webhooks.create("key_a", post({ url: "https://r.example/hook" }))
        const notFound = { _tag: "NotFound", message: `webhook ${created.id} not found` }
        expect(yield* failure(Webhooks.get("key_b", created.id))).toMatchObject(notFound)
        expect(yield* failure(Webhooks.remove("key_b", created.id))).toMatchObject(notFound)
        expect(yield* failure(Webhooks.deliveries("key_b", created.id, firstPage(10)))).toMatchObject(notFound)
        expect(yield* failure(Webhooks.replay("key_b", created.id, EventId.make(1)))).toMatchObject(notFound)
        expect(yield* Webhooks.list("key_b")).toEqual({ webhooks: [] })

        const { secret: _, ...view } = created
        expect(yield* Webhooks.remove("key_a", created.id)).toEqual(view)
        expect(yield* failure(Webhooks.get("key_a", created.id))).toMatchObject(notFound)
        expect(yield* failure(Webhooks.remove("key_a", created.id))).toMatchObject(notFound)
      }).pipe(Effect.provide(Stage))
  )

  it.effect("deliveries() pages the endpoint's attempts by itemId; a new endpoint has none", () =>
    Effect.gen(function* () {
      const store = yield* WebhookStore
      yield* store.create(webhookEndpoint("wh_logged", 0, "forged"), 10)
      expect(yield* Webhooks.deliveries("key_test", "wh_logged", firstPage(10))).toMatchObject({
        items: [],
        pendingItems: 0
      })
      const [claimed] = yield* store.claim("w", NOW, new Date(NOW.getTime() + 60_000), 1, EventId.make(1))
      expect(claimed?.id).toBe("wh_logged")
      for (const attempt of [1, 2]) {
        const at = new Date(NOW.getTime() + attempt * 1000)
        yield* store.settle("wh_logged", "w", {
          cursor: EventId.make(0),
          attempts: attempt,
          failingSince: NOW,
          nextAttemptAt: at,
          leaseUntil: new Date(NOW.getTime() + 60_000),
          attempt: {
            eventId: EventId.make(1),
            webhookId: "msg_logged_1",
            attempt,
            at,
            status: 500,
            error: null,
            latencyMs: 3
          }
        })
      }
      const page = yield* Webhooks.deliveries("key_test", "wh_logged", firstPage(1))
      expect(page.items.map((d) => [d.attempt, d.status, d.webhookId])).toEqual([[1, 500, "msg_logged_1"]])
      expect(page.pendingItems).toBe(1)
    }).pipe(Effect.provide(Stage))
  )

  it.effect(
    "replay() moves the cursor to an event the log keeps and re-enables the endpoint; a newer or pruned one is a 400",
    () =>
      Effect.gen(function* () {
        const store = yield* WebhookStore
        const failing = { reason: "failing" as const, message: "no 2xx", at: NOW }
        yield* store.create(
          { ...webhookEndpoint("wh_stuck", 5, "forged"), disabled: failing, attempts: 6, failingSince: NOW },
          10
        )
        const last = yield* horizon
        expect(yield* failure(Webhooks.replay("key_test", "wh_stuck", EventId.make(last + 1)))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"after" ${last + 1} is newer than every event (the last is ${last})`
        })
        expect(yield* Webhooks.get("key_test", "wh_stuck")).toMatchObject({ state: "disabled", cursor: 5 })

        const replayed = yield* Webhooks.replay("key_test", "wh_stuck", EventId.make(2))
        expect(replayed).toMatchObject({
          state: "active",
          disabled: null,
          cursor: 2,
          failingSince: null,
          nextAttemptAt: NOW
        })
        expect(Option.getOrThrow(yield* store.get("key_test", "wh_stuck")).attempts).toBe(0)

        // Once the log has pruned every event, only the horizon itself is still a place to resume after.
        yield* (yield* EventLog).prune(new Date(Date.now() + 60_000))
        expect(yield* failure(Webhooks.replay("key_test", "wh_stuck", EventId.make(0)))).toMatchObject({
          message: `"after" 0: the events after it are no longer kept (the log keeps those after ${last})`
        })
        expect(yield* Webhooks.replay("key_test", "wh_stuck", last)).toMatchObject({ cursor: last })
      }).pipe(Effect.provide(Stage))
  )

  it.effect(
    "eventFilterOf() reads stored filters by GET /events's rules; stored filters that no longer pass are a 400",
    () =>
      Effect.gen(function* () {
        const filter = yield* Webhooks.eventFilterOf({ types: "l1,pool", tokenId: "1", minFinality: "finalized" })
        expect(filter).toMatchObject({ types: new Set(["l1", "pool"]), tokenId: 1, minFinality: "finalized" })
        const every = yield* Webhooks.eventFilterOf({})
        expect(every.types.size).toBeGreaterThan(2)
        expect(yield* failure(Webhooks.eventFilterOf({ tokenId: "x" }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: expect.stringMatching(/^stored webhook filters: /u)
        })
        expect(yield* failure(Webhooks.eventFilterOf({ accountIndex: "zk:ETH:256", tokenId: "0" }))).toMatchObject({
          message: `"accountIndex" is incompatible with "tokenId"`
        })
      }).pipe(Effect.provide(Stage))
  )
})
