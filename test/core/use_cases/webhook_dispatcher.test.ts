/** The webhook dispatcher with a recording sender: what each delivery carries, the filter moving the cursor, failures
 * cleared, disabled endpoints left alone, stale filters, the callbacks. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Logger, Option } from "effect"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { WebhookHttpSender } from "../../../adapters/webhooks/mod.ts"
import {
  CHAIN_WIDE,
  type EventData,
  EventId,
  type NewEvent,
  type StoredEvent
} from "../../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import type { OutboundDelivery, SendOutcome } from "../../../core/ports/webhook_sender.ts"
import { type WebhookRecord, WebhookStore } from "../../../core/ports/webhook_store.ts"
import { WebhookDispatcher } from "../../../core/use_cases/mod.ts"
import { dispatcherServices } from "./dispatcher_services.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

/** Ids 1–4: a batch, a pool entry of token 1, an L1 transaction of token 2, a pool entry of token 2. */
const EVENTS: ReadonlyArray<NewEvent> = [
  { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: { batchNum: 1 } },
  { type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(1) }, data: { state: "pend" } },
  { type: "l1", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(2) }, data: {} },
  { type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(2) }, data: { state: "pend" } }
]

/** The dispatcher's services with silent logs and a sender recording each delivery in `sent`, answering from `answer`. */
function services(sent: Array<OutboundDelivery>, answer: (delivery: OutboundDelivery) => SendOutcome) {
  const send = (delivery: OutboundDelivery) =>
    Effect.sync(() => {
      sent.push(delivery)
      return answer(delivery)
    })
  return Layer.mergeAll(dispatcherServices(send), Logger.layer([]))
}

const append = (events: ReadonlyArray<NewEvent>) =>
  Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
    db.write((state) => MemoryDatabase.appendEvents(state, events))
  )

/** Starts the dispatcher (in the test's scope) with a 10 ms retry schedule and `options`. */
const startDispatcher = (options: Partial<WebhookDispatcher.DispatcherOptions> = {}) =>
  Effect.forkScoped(
    WebhookDispatcher.run({ worker: "test", pollInterval: "5 millis", retryScheduleSeconds: [0.01], ...options })
  )

/** Waits until `done` holds of the endpoint `id` (2 s at most); the endpoint then. */
const until = (id: string, done: (record: WebhookRecord) => boolean) =>
  Effect.gen(function* () {
    const store = yield* WebhookStore
    for (let i = 0; i < 400; i++) {
      const record = Option.getOrThrow(yield* store.get("key_test", id))
      if (done(record)) return record
      yield* Effect.sleep("5 millis")
    }
    return Option.getOrThrow(yield* store.get("key_test", id))
  })

const ok: SendOutcome = { status: 204, error: null, latencyMs: 1 }

describe("the webhook dispatcher", () => {
  it("deliveryBody: Standard Webhooks' type, timestamp and data, the eventId first in the data", () => {
    const event = (data: EventData): StoredEvent => ({ id: EventId.make(42), type: "pool", keys: CHAIN_WIDE, data })
    const at = new Date(Date.UTC(2026, 0, 2, 3, 4, 5))
    const body = WebhookDispatcher.deliveryBody(event({ state: "pend", amount: "5" }), at)
    expect(body).toEqual({
      type: "pool",
      timestamp: at.toISOString(),
      data: { eventId: 42, state: "pend", amount: "5" }
    })
    expect(WebhookHttpSender.bodyText(body)).toBe(
      `{"type":"pool","timestamp":"2026-01-02T03:04:05.000Z","data":{"eventId":42,"state":"pend","amount":"5"}}`
    )
    expect(WebhookHttpSender.bodyText(WebhookDispatcher.deliveryBody(event({}), at))).toBe(
      `{"type":"pool","timestamp":"2026-01-02T03:04:05.000Z","data":{"eventId":42}}`
    )
  })

  it("messageIdOf: msg_, the endpoint id without its wh_ prefix and the event id; outcomeAttributes omit what is absent", () => {
    expect(WebhookDispatcher.messageIdOf("wh_0123456789abcdef01234567", EventId.make(7))).toBe(
      "msg_0123456789abcdef01234567_7"
    )
    expect(WebhookDispatcher.outcomeAttributes({ status: null, error: "timeout", latencyMs: 5 })).toEqual({
      "webhook.delivered": false,
      "webhook.error": "timeout"
    })
    expect(WebhookDispatcher.outcomeAttributes({ status: 299, error: null, latencyMs: 5 })).toEqual({
      "webhook.delivered": true,
      "http.response.status_code": 299
    })
  })

  it.live(
    "sends each selected event to the endpoint's URL with its secret, webhook-id and the body's timestamp; the cursor passes the rest",
    () => {
      const sent: Array<OutboundDelivery> = []
      return Effect.gen(function* () {
        yield* append(EVENTS)
        yield* (yield* WebhookStore).create(
          { ...webhookEndpoint("wh_pools", 0, "forged"), filters: { types: "pool", tokenId: "2" } },
          10
        )
        yield* startDispatcher()
        const record = yield* until("wh_pools", (r) => r.cursor >= 4)
        expect(record).toMatchObject({ cursor: 4, attempts: 0, disabled: null })
        expect(sent.map((d) => [d.url, d.secret, d.messageId])).toEqual([
          ["https://receiver.example/wh_pools", "whsec_AAAA", "msg_pools_4"]
        ])
        const body = sent[0]!.body
        expect(body).toEqual({
          type: "pool",
          timestamp: new Date(sent[0]!.timestamp * 1000).toISOString(),
          data: { eventId: 4, state: "pend" }
        })

        // An endpoint selecting nothing of the log sends nothing, and its cursor still reaches the log's end.
        yield* (yield* WebhookStore).create(
          { ...webhookEndpoint("wh_none", 0, "forged"), filters: { types: "reorg" } },
          10
        )
        expect((yield* until("wh_none", (r) => r.cursor >= 4)).cursor).toBe(4)
        expect(sent).toHaveLength(1)
      }).pipe(Effect.provide(services(sent, () => ok)), Effect.scoped)
    }
  )

  it.live(
    "an error without an answer is a failed attempt; the next 2xx clears the failure and delivery goes on in order",
    () => {
      const sent: Array<OutboundDelivery> = []
      const attempts: Array<[number | null, boolean]> = []
      let failures = 2
      const answer = (): SendOutcome =>
        failures-- > 0 ? { status: null, error: "connection refused", latencyMs: 1 } : ok
      return Effect.gen(function* () {
        yield* append(EVENTS.slice(0, 2))
        const store = yield* WebhookStore
        yield* store.create(webhookEndpoint("wh_flaky", 0, "forged"), 10)
        yield* startDispatcher({
          retryScheduleSeconds: [0.01, 0.01],
          onAttempt: (outcome, delivered) => attempts.push([outcome.status, delivered])
        })
        const record = yield* until("wh_flaky", (r) => r.cursor >= 2)
        expect(record).toMatchObject({ cursor: 2, attempts: 0, failingSince: null, disabled: null })
        expect(sent.map((d) => d.messageId)).toEqual(["msg_flaky_1", "msg_flaky_1", "msg_flaky_1", "msg_flaky_2"])
        expect(attempts).toEqual([
          [null, false],
          [null, false],
          [204, true],
          [204, true]
        ])
        const log = yield* store.deliveries("wh_flaky", { fromItem: undefined, order: "ASC", limit: 10 })
        expect(log.items.map((d) => [d.eventId, d.attempt, d.status, d.error])).toEqual([
          [1, 1, null, "connection refused"],
          [1, 2, null, "connection refused"],
          [1, 3, 204, null],
          [2, 1, 204, null]
        ])
      }).pipe(Effect.provide(services(sent, answer)), Effect.scoped)
    }
  )

  it.live(
    "a disabled endpoint gets nothing; one whose stored filters no longer pass is disabled, failing, without a send",
    () => {
      const sent: Array<OutboundDelivery> = []
      const disabled: Array<string> = []
      return Effect.gen(function* () {
        yield* append(EVENTS)
        const store = yield* WebhookStore
        const off = { reason: "failing" as const, message: "switched off", at: new Date() }
        yield* store.create({ ...webhookEndpoint("wh_off", 0, "forged"), disabled: off }, 10)
        yield* store.create(
          { ...webhookEndpoint("wh_broken", 0, "forged"), filters: { accountIndex: "zk:ETH:256", tokenId: "0" } },
          10
        )
        yield* store.create(webhookEndpoint("wh_on", 0, "forged"), 10)
        yield* startDispatcher({ onDisabled: (reason) => disabled.push(reason) })
        const broken = yield* until("wh_broken", (r) => r.disabled !== null)
        expect(broken.disabled).toMatchObject({
          reason: "failing",
          message: `"accountIndex" is incompatible with "tokenId"`
        })
        expect(broken.cursor).toBe(0)
        const on = yield* until("wh_on", (r) => r.cursor >= 4)
        expect(on.cursor).toBe(4)
        expect(disabled).toEqual(["failing"])
        expect(sent.map((d) => d.url)).toEqual([1, 2, 3, 4].map(() => "https://receiver.example/wh_on"))
        expect(Option.getOrThrow(yield* store.get("key_test", "wh_off"))).toMatchObject({ cursor: 0, disabled: off })
      }).pipe(Effect.provide(services(sent, () => ok)), Effect.scoped)
    }
  )
})
