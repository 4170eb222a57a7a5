/** A client span `webhook.deliver` per delivery attempt, naming endpoint, event, `webhook-id`, attempt, the receiver's
 * status and acknowledgement, with the sender running inside it. */
import { describe, it } from "@effect/vitest"
import { Effect, Layer, Option, Tracer } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { CHAIN_WIDE, type NewEvent } from "../../../core/domain/node_event.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { SendOutcome } from "../../../core/ports/webhook_sender.ts"
import { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { WebhookDispatcher } from "../../../core/use_cases/mod.ts"
import { dispatcherServices } from "./dispatcher_services.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

const BATCH: NewEvent = { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} }

describe("a span per webhook delivery attempt", () => {
  it.live(
    "webhook.deliver: client kind, the endpoint, event and attempt, the status; the sender runs within it",
    () => {
      const spans: Array<Tracer.NativeSpan> = []
      const statuses = [500, 200]
      const current: Array<string | undefined> = []
      const services = dispatcherServices(() =>
        Effect.map(Effect.option(Effect.currentSpan), (span) => {
          current.push(Option.getOrUndefined(span)?.spanId)
          return { status: statuses.shift() ?? 200, error: null, latencyMs: 1 } satisfies SendOutcome
        })
      )
      const tracer = Layer.succeed(
        Tracer.Tracer,
        Tracer.make({
          span(options) {
            const span = new Tracer.NativeSpan(options)
            spans.push(span)
            return span
          }
        })
      )
      return Effect.gen(function* () {
        yield* Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
          db.write((state) => MemoryDatabase.appendEvents(state, [BATCH]))
        )
        const store = yield* WebhookStore
        yield* store.create(webhookEndpoint("wh_traced", 0, "forged"), 10)
        yield* Effect.forkScoped(
          WebhookDispatcher.run({ worker: "test", pollInterval: "10 millis", retryScheduleSeconds: [0.01] })
        )
        for (let i = 0; i < 500 && Option.getOrThrow(yield* store.get("key_test", "wh_traced")).cursor < 1; i++)
          yield* Effect.sleep("10 millis")
        const deliveries = spans.filter((span) => span.name === WebhookDispatcher.DELIVERY_SPAN)
        expect(deliveries.map((span) => [span.kind, Object.fromEntries(span.attributes)])).toEqual(
          [1, 2].map((attempt) => [
            "client",
            {
              "webhook.endpoint.id": "wh_traced",
              "webhook.event.id": 1,
              "webhook.event.type": "batch",
              "webhook.message.id": "msg_traced_1",
              "webhook.attempt": attempt,
              "webhook.delivered": attempt === 2,
              "http.response.status_code": attempt === 1 ? 500 : 200
            }
          ])
        )
        expect(current).toEqual(deliveries.map((span) => span.spanId))
      }).pipe(Effect.provide(Layer.mergeAll(services, tracer)), Effect.scoped)
    }
  )
})
