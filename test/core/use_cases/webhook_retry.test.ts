/** The webhook retry schedule (the n-th delay, stretched by at most `JITTER`, its end and horizon) and the dispatcher
 * following it. */
import { describe, it } from "@effect/vitest"
import { Clock, Effect, Layer, Logger, Option } from "effect"
import { TestClock } from "effect/testing"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { CHAIN_WIDE } from "../../../core/domain/node_event.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { SendOutcome } from "../../../core/ports/webhook_sender.ts"
import { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { WebhookDispatcher } from "../../../core/use_cases/mod.ts"
import { dispatcherServices } from "./dispatcher_services.ts"
import {
  DEFAULT_RETRY_SCHEDULE_SECONDS,
  JITTER,
  retryDelayMillis,
  retryHorizonSeconds
} from "../../../core/use_cases/webhook_retry.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

describe("the webhook retry schedule", () => {
  it("the delay after the n-th failure is the n-th of the schedule, unstretched for a random of 0", () => {
    expect([1, 2, 3, 4, 5, 6].map((failed) => retryDelayMillis(DEFAULT_RETRY_SCHEDULE_SECONDS, failed, 0))).toEqual([
      5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000
    ])
  })

  it("jitter stretches a delay by the random's share of JITTER, rounded to the millisecond, never reaching 1 + JITTER", () => {
    expect(JITTER).toBe(0.2)
    expect(retryDelayMillis([5], 1, 0.5)).toBe(5_500)
    expect(retryDelayMillis([0.0123], 1, 0.5)).toBe(14)
    const almostOne = 1 - Number.EPSILON
    const longest = retryDelayMillis([300], 1, almostOne)!
    expect(longest).toBeLessThanOrEqual(360_000)
    expect(longest).toBeGreaterThan(359_999)
    for (const random of [0, 0.1, 0.37, 0.5, 0.99]) {
      const delay = retryDelayMillis(DEFAULT_RETRY_SCHEDULE_SECONDS, 2, random)!
      expect(delay).toBeGreaterThanOrEqual(300_000)
      expect(delay).toBeLessThan(360_000)
    }
  })

  it("no delay once the schedule is spent, before any failure, or for an empty schedule", () => {
    expect(retryDelayMillis(DEFAULT_RETRY_SCHEDULE_SECONDS, 7, 0)).toBeUndefined()
    expect(retryDelayMillis(DEFAULT_RETRY_SCHEDULE_SECONDS, 0, 0)).toBeUndefined()
    expect(retryDelayMillis([], 1, 0)).toBeUndefined()
    expect(retryDelayMillis([1, 2], 3, 0.5)).toBeUndefined()
  })

  it("the horizon is the sum of the schedule: about 17.6 hours by default, 0 for an empty one", () => {
    expect(retryHorizonSeconds(DEFAULT_RETRY_SCHEDULE_SECONDS)).toBe(63_305)
    expect(retryHorizonSeconds(DEFAULT_RETRY_SCHEDULE_SECONDS) / 3600).toBeCloseTo(17.6, 1)
    expect(retryHorizonSeconds([])).toBe(0)
    expect(retryHorizonSeconds([1, 2.5])).toBe(3.5)
  })

  it.effect("the dispatcher waits each scheduled delay between attempts and disables the endpoint at the end", () => {
    const schedule = [0.05, 0.15, 0.1]
    const pollMillis = 5
    // On the test clock: time moves only when the test moves it, so each wait is exact, however busy the
    // machine.
    const sent: Array<number> = []
    const send = () =>
      Effect.map(Clock.currentTimeMillis, (now): SendOutcome => {
        sent.push(now)
        return { status: 503, error: null, latencyMs: 1 }
      })
    const services = Layer.mergeAll(dispatcherServices(send), Logger.layer([]))
    return Effect.gen(function* () {
      const db = yield* MemoryDatabase.MemoryDatabase
      yield* db.write((state) =>
        MemoryDatabase.appendEvents(state, [
          { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} }
        ])
      )
      const store = yield* WebhookStore
      yield* store.create(webhookEndpoint("wh_retried", 0, "forged"), 10)
      const nextAttempts: Array<{ readonly attempts: number; readonly nextAttemptAt: number }> = []
      yield* Effect.forkScoped(
        WebhookDispatcher.run({
          worker: "test",
          pollInterval: `${pollMillis} millis`,
          retryScheduleSeconds: schedule
        })
      )
      // One poll interval at a time (what the dispatcher does on each has finished when the clock has moved), up to
      // far past the schedule's end.
      let record = Option.getOrThrow(yield* store.get("key_test", "wh_retried"))
      for (let i = 0; i < 2000 && record.disabled === null; i++) {
        yield* TestClock.adjust(`${pollMillis} millis`)
        record = Option.getOrThrow(yield* store.get("key_test", "wh_retried"))
        if (record.disabled === null && record.attempts > 0 && nextAttempts.at(-1)?.attempts !== record.attempts) {
          nextAttempts.push({ attempts: record.attempts, nextAttemptAt: record.nextAttemptAt.getTime() })
        }
      }
      expect(record.disabled?.reason).toBe("failing")
      expect(record.disabled?.message).toMatch(/after 4 attempts; last: HTTP 503$/u)
      expect(record.cursor).toBe(0)
      expect(sent).toHaveLength(schedule.length + 1)
      // Each retry waits at least its scheduled delay after the attempt before it, and at most that delay stretched by
      // the jitter, until the first poll once it is due.
      for (const [i, seconds] of schedule.entries()) {
        const gap = sent[i + 1]! - sent[i]!
        expect(gap, `gap after attempt ${i + 1}`).toBeGreaterThanOrEqual(seconds * 1000)
        expect(gap, `gap after attempt ${i + 1}`).toBeLessThanOrEqual(seconds * 1000 * (1 + JITTER) + pollMillis)
      }
      expect(nextAttempts.map((n) => n.attempts)).toEqual([1, 2, 3])
      const log = yield* store.deliveries("wh_retried", { fromItem: undefined, order: "ASC", limit: 10 })
      expect(log.items.map((d) => [d.attempt, d.status, d.webhookId])).toEqual(
        [1, 2, 3, 4].map((n) => [n, 503, "msg_retried_1"])
      )
      expect(log.items.map((d) => d.at.getTime())).toEqual(sent)
      for (const [i, next] of nextAttempts.entries()) {
        const after = log.items[i]!.at.getTime()
        expect(next.nextAttemptAt - after).toBeGreaterThanOrEqual(schedule[i]! * 1000)
        // Rounded to the millisecond, a draw just below the top of the jitter reaches it.
        expect(next.nextAttemptAt - after).toBeLessThanOrEqual(schedule[i]! * 1000 * (1 + JITTER))
      }
    }).pipe(Effect.provide(services), Effect.scoped)
  })
})
