/** The event hub on the memory log: subscribers joining at random points each get exactly the events after their start,
 * in order, across the replay-to-live switch; filters; the subscriber limit. */
import { describe, it } from "@effect/vitest"
import { Deferred, Effect, Exit, Fiber, Layer, Scope, Stream } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import * as EventLogMemory from "../../../adapters/memory/event_log.ts"
import { CHAIN_WIDE, type EventId, type NewEvent } from "../../../core/domain/node_event.ts"
import { TokenId } from "../../../core/domain/scalars.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import { EventHub } from "../../../core/use_cases/mod.ts"
import { ALL_EVENTS } from "../../../core/use_cases/event_filter.ts"
import type { Delivery } from "../../../core/use_cases/event_hub.ts"

/** Events appended in these tests: pool events of token `n % 3`. */
function event(n: number): NewEvent {
  return { type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(n % 3) }, data: { n } }
}

/** The hub over a fresh memory event log, and the database to append to. */
const Hub = Layer.provideMerge(
  EventHub.layer({ pollInterval: "20 millis", maxSubscribers: 20 }),
  Layer.provideMerge(EventLogMemory.layer, MemoryDatabase.layer)
)

/** Appends one event. */
const append = (n: number) =>
  Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
    db.write((state) => MemoryDatabase.appendEvents(state, [event(n)]))
  )

/** The ids of the events of a delivery stream, up to and including `lastId`. */
const idsUpTo = (stream: Stream.Stream<Delivery>, lastId: number) =>
  stream.pipe(
    Stream.filter((delivery) => delivery._tag === "Event"),
    Stream.map((delivery): number => (delivery._tag === "Event" ? delivery.event.id : -1)),
    Stream.takeUntil((id) => id >= lastId),
    Stream.runCollect
  )

describe("EventHub", () => {
  it.live("subscribers joining while events are appended get exactly the events after their start, in order", () =>
    Effect.gen(function* () {
      const hub = yield* EventHub.EventHub
      const total = 300
      for (let n = 1; n <= 20; n++) yield* append(n)
      // The last event waits for every subscriber: one joining live after it would wait for ever.
      const allJoined = yield* Deferred.make<void>()
      const appending = yield* Effect.forkChild(
        Effect.gen(function* () {
          for (let n = 21; n <= total; n++) {
            if (n === total) yield* Deferred.await(allJoined)
            yield* append(n)
            if (n % 7 === 0) yield* Effect.sleep("1 millis")
          }
        })
      )
      const joined: Array<{ readonly from: number; readonly ids: Fiber.Fiber<ReadonlyArray<number>> }> = []
      let seed = 7
      for (let i = 0; i < 16; i++) {
        yield* Effect.sleep(`${2 + (i % 4)} millis`)
        seed = (seed * 48271) % 2147483647
        const horizon = yield* Effect.flatMap(Effect.service(EventLog), (log) => log.horizon)
        const live = i % 4 === 0
        const after = live ? undefined : ((seed % (horizon + 1)) as EventId)
        const stream = yield* hub.subscribe(ALL_EVENTS, after)
        joined.push({ from: after ?? -1, ids: yield* Effect.forkChild(idsUpTo(stream, total)) })
      }
      yield* Deferred.succeed(allJoined, undefined)
      yield* Fiber.join(appending)
      for (const { from, ids } of joined) {
        const received = yield* Fiber.join(ids)
        const start = from === -1 ? (received[0] ?? total) - 1 : from
        expect(received).toEqual(Array.from({ length: total - start }, (_, k) => start + 1 + k))
      }
    }).pipe(Effect.scoped, Effect.provide(Hub))
  )

  it.live(
    "a filtered subscriber gets its subset; past the limit a subscription fails, and a stopped one frees its slot",
    () =>
      Effect.gen(function* () {
        const hub = yield* EventHub.EventHub
        const stream = yield* hub.subscribe({ types: new Set(["pool"]), tokenId: TokenId.make(1) }, undefined)
        const collected = yield* Effect.forkChild(idsUpTo(stream, 10))
        for (let n = 1; n <= 12; n++) yield* append(n)
        expect(yield* Fiber.join(collected)).toEqual([1, 4, 7, 10])
        // Twenty held in their own scopes (one never read); the twenty-first is refused until one closes.
        const scopes = []
        for (let i = 0; i < 20; i++) {
          const scope = yield* Scope.make()
          yield* Scope.provide(hub.subscribe(ALL_EVENTS, undefined), scope)
          scopes.push(scope)
        }
        const refused = yield* Effect.exit(hub.subscribe(ALL_EVENTS, undefined))
        expect(Exit.isFailure(refused)).toBe(true)
        yield* Scope.close(scopes[0]!, Exit.void)
        expect(Exit.isSuccess(yield* Effect.exit(hub.subscribe(ALL_EVENTS, undefined)))).toBe(true)
      }).pipe(Effect.scoped, Effect.provide(Hub))
  )
})
