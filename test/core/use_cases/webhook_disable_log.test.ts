/** Disabling a webhook endpoint (`failing` or `expired`) writes one warning naming it, its URL and why; an endpoint
 * delivered to writes none. */
import { describe, it } from "@effect/vitest"
import { Effect, Layer, Logger, Option } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { CHAIN_WIDE, type NewEvent } from "../../../core/domain/node_event.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import type { SendOutcome } from "../../../core/ports/webhook_sender.ts"
import { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { WebhookDispatcher } from "../../../core/use_cases/mod.ts"
import { dispatcherServices } from "./dispatcher_services.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

/** A log line as the dispatcher wrote it. */
interface Line {
  readonly level: string
  readonly message: ReadonlyArray<unknown>
}

/** The services of one test: memory storage on its database, the system clock, a sender answering `status`, captured log lines. */
function services(status: number, lines: Array<Line>) {
  const capture = Logger.make<unknown, void>((options) => {
    lines.push({
      level: options.logLevel,
      message: Array.isArray(options.message) ? options.message : [options.message]
    })
  })
  return Layer.mergeAll(
    dispatcherServices(() => Effect.succeed<SendOutcome>({ status, error: null, latencyMs: 1 })),
    Logger.layer([capture])
  )
}

/** An endpoint with its cursor at `cursor`. */
const endpoint = (id: string, cursor: number) => webhookEndpoint(id, cursor, "forged")

const BATCH: NewEvent = { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} }

const append = (events: ReadonlyArray<NewEvent>) =>
  Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
    db.write((state) => MemoryDatabase.appendEvents(state, events))
  )

/** Runs the dispatcher until the endpoint `id` is disabled or delivered past `until`; the endpoint then. */
const dispatchUntilSettled = (id: string, until: number) =>
  Effect.gen(function* () {
    const store = yield* WebhookStore
    yield* Effect.forkScoped(
      WebhookDispatcher.run({ worker: "test", pollInterval: "10 millis", retryScheduleSeconds: [0.01] })
    )
    for (let i = 0; i < 500; i++) {
      const record = Option.getOrThrow(yield* store.get("key_test", id))
      if (record.disabled !== null || record.cursor >= until) return record
      yield* Effect.sleep("10 millis")
    }
    return Option.getOrThrow(yield* store.get("key_test", id))
  })

/** The warnings written. */
const warnings = (lines: ReadonlyArray<Line>) => lines.filter((line) => line.level === "Warn")

describe("disabling a webhook endpoint", () => {
  it.live("failing: one warning naming the endpoint, its URL, the reason and the last error", () => {
    const lines: Array<Line> = []
    return Effect.gen(function* () {
      yield* append([BATCH])
      expect(yield* (yield* WebhookStore).create(endpoint("wh_failing", 0), 10)).toEqual({ _tag: "Created" })
      const record = yield* dispatchUntilSettled("wh_failing", 1)
      expect(record.disabled?.reason).toBe("failing")
      const written = warnings(lines)
      expect(written).toHaveLength(1)
      const [text, fields] = written[0]!.message
      expect(text).toBe(
        `webhook wh_failing (https://receiver.example/wh_failing) disabled (failing): ${record.disabled?.message}`
      )
      expect(text).toMatch(/after 2 attempts; last: HTTP 500$/u)
      expect(fields).toEqual({
        webhookId: "wh_failing",
        url: "https://receiver.example/wh_failing",
        reason: "failing",
        message: record.disabled?.message
      })
    }).pipe(Effect.provide(services(500, lines)), Effect.scoped)
  })

  it.live("expired: the events after its cursor are no longer kept", () => {
    const lines: Array<Line> = []
    return Effect.gen(function* () {
      yield* append([BATCH, BATCH, BATCH])
      // Prune everything recorded so far: the endpoint's cursor (0) is now behind the log's retention.
      yield* (yield* EventLog).prune(new Date(Date.now() + 60_000))
      yield* append([BATCH])
      yield* (yield* WebhookStore).create(endpoint("wh_expired", 0), 10)
      const record = yield* dispatchUntilSettled("wh_expired", 4)
      expect(record.disabled?.reason).toBe("expired")
      const written = warnings(lines)
      expect(written).toHaveLength(1)
      expect(written[0]!.message[0]).toBe(
        `webhook wh_expired (https://receiver.example/wh_expired) disabled (expired): ${record.disabled?.message}`
      )
    }).pipe(Effect.provide(services(200, lines)), Effect.scoped)
  })

  it.live("an endpoint delivered to writes no warning", () => {
    const lines: Array<Line> = []
    return Effect.gen(function* () {
      yield* append([BATCH, BATCH])
      yield* (yield* WebhookStore).create(endpoint("wh_fine", 0), 10)
      const record = yield* dispatchUntilSettled("wh_fine", 2)
      expect(record.disabled).toBeNull()
      expect(record.cursor).toBe(2)
      expect(warnings(lines)).toEqual([])
    }).pipe(Effect.provide(services(200, lines)), Effect.scoped)
  })
})
