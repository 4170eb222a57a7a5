/** A `minFinality: finalized` endpoint gets each batch's events just before its `finalized` event, out of `eventId`
 * order, and resuming at any received `eventId` loses nothing (docs/webhooks.md). */
import { describe, it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import { CHAIN_WIDE, type NewEvent } from "../../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import { finalizedEvents } from "../../../core/ledger/event_records.ts"
import { WebhookStore } from "../../../core/ports/webhook_store.ts"
import { WebhookDispatcher } from "../../../core/use_cases/mod.ts"
import { dispatcherServices } from "./dispatcher_services.ts"
import { webhookEndpoint } from "./webhook_endpoint.ts"

const inBatch = (batchNum: number) => ({ ...CHAIN_WIDE, tokenId: TokenId.make(0), batchNum: BatchNum.make(batchNum) })
const noBatch = { ...CHAIN_WIDE, tokenId: TokenId.make(0) }

/** Ids 1–10: batch 1 forged (1, 2), a pool entry (3), batch 2 forged (4, 5), an L1 transaction (6), batch 1 final (7), a pool entry (8), batch 2 final (9), an L1 transaction (10). */
const EVENTS: ReadonlyArray<NewEvent> = [
  { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} },
  { type: "transaction", keys: inBatch(1), data: {} },
  { type: "pool", keys: noBatch, data: {} },
  { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(2) }, data: {} },
  { type: "transaction", keys: inBatch(2), data: {} },
  { type: "l1", keys: noBatch, data: {} },
  ...finalizedEvents([{ batchNum: 1, ethereumBlockNum: 10n }], 74n),
  { type: "pool", keys: noBatch, data: {} },
  ...finalizedEvents([{ batchNum: 2, ethereumBlockNum: 11n }], 75n),
  { type: "l1", keys: noBatch, data: {} }
]
const LAST = EVENTS.length

/** The memory storage, the system clock, and a sender answering 200 that records each delivery's `eventId` by URL. */
function services(received: Map<string, Array<number>>) {
  return dispatcherServices((delivery) =>
    Effect.sync(() => {
      const ids = received.get(delivery.url) ?? []
      ids.push(Number(delivery.body.data["eventId"]))
      received.set(delivery.url, ids)
      return { status: 200, error: null, latencyMs: 1 }
    })
  )
}

/** An endpoint with its cursor at `cursor`. */
const endpoint = (id: string, cursor: number) => webhookEndpoint(id, cursor, "finalized")

/** Runs the dispatcher until every endpoint of `ids` has its cursor at the log's end. */
const deliverAll = (ids: ReadonlyArray<string>) =>
  Effect.gen(function* () {
    const store = yield* WebhookStore
    yield* Effect.forkScoped(WebhookDispatcher.run({ worker: "test", pollInterval: "10 millis" }))
    for (let i = 0; i < 500; i++) {
      const cursors = yield* Effect.forEach(ids, (id) =>
        Effect.map(store.get("key_test", id), (r) => Option.getOrThrow(r).cursor)
      )
      if (cursors.every((cursor) => cursor >= LAST)) return
      yield* Effect.sleep("10 millis")
    }
    throw new Error("the endpoints did not catch up")
  })

const append = (events: ReadonlyArray<NewEvent>) =>
  Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
    db.write((state) => MemoryDatabase.appendEvents(state, events))
  )

describe("webhooks with minFinality finalized", () => {
  it.live("deliver eventIds out of order; resuming after any eventId received loses nothing", () => {
    const received = new Map<string, Array<number>>()
    return Effect.gen(function* () {
      yield* append(EVENTS)
      const store = yield* WebhookStore
      yield* store.create(endpoint("wh_whole", 0), 100)
      yield* deliverAll(["wh_whole"])
      const whole = received.get("https://receiver.example/wh_whole") ?? []
      // Each batch's events just before its finalized event (7, 9), after greater ids (3, 6; 7, 8).
      expect(whole).toEqual([3, 6, 1, 2, 7, 8, 4, 5, 9, 10])

      // A receiver cut after each delivery resumes after that delivery's eventId, or after the highest one it received.
      const resumes = whole.flatMap((_, k) => {
        const prefix = whole.slice(0, k + 1)
        return [
          { prefix, after: prefix.at(-1)! },
          { prefix, after: Math.max(...prefix) }
        ]
      })
      const ids = resumes.map((_, i) => `wh_resume_${i}`)
      for (const [i, { after }] of resumes.entries()) yield* store.create(endpoint(ids[i]!, after), 100)
      yield* deliverAll(ids)
      for (const [i, { prefix, after }] of resumes.entries()) {
        const rest = received.get(`https://receiver.example/${ids[i]}`) ?? []
        const got = new Set([...prefix, ...rest])
        expect(
          [...got].sort((a, b) => a - b),
          `cut after ${prefix.join(",")}, resumed after ${after}`
        ).toEqual([...whole].sort((a, b) => a - b))
        // Nothing after the cut is skipped: every later delivery of the whole sequence is among those resent.
        const missing = whole.slice(prefix.length).filter((id) => !rest.includes(id))
        expect(missing, `cut after ${prefix.join(",")}, resumed after ${after}`).toEqual([])
      }
    }).pipe(Effect.provide(services(received)), Effect.scoped)
  })
})
