/** The event hub's share per client: no client holds more than its share of the subscribers (at least one), others
 * still subscribe, and a slot comes back however its subscription ends (detached, cut for overflow, ended by the hub). */
import { describe, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import * as EventLogMemory from "../../../adapters/memory/event_log.ts"
import { CHAIN_WIDE } from "../../../core/domain/node_event.ts"
import { TokenId } from "../../../core/domain/scalars.ts"
import { ClientShareFull } from "../../../core/errors.ts"
import { EventHub } from "../../../core/use_cases/mod.ts"
import { ALL_EVENTS } from "../../../core/use_cases/event_filter.ts"
import type { Outbox } from "../../../core/use_cases/event_hub.ts"
import { clientShare } from "../../../core/use_cases/client_share.ts"

/** The hub over a fresh memory event log (8 subscribers, a client's share 25 %: 2). */
function hubOf(maxSubscribers: number, clientSharePercent?: number) {
  return Layer.provideMerge(
    EventHub.layer({ pollInterval: "10 millis", maxSubscribers, clientSharePercent }),
    Layer.provideMerge(EventLogMemory.layer, MemoryDatabase.layer)
  )
}

/** An outbox that keeps nothing; `full` says whether it is full, `ended` whether the hub ended it. */
function testOutbox(full = false) {
  const state = { ended: false }
  const outbox: Outbox = {
    push: () => {},
    full: () => full,
    send: () => Effect.void,
    end: () => {
      state.ended = true
    }
  }
  return { outbox, state }
}

/** Attaches a live subscriber held by `client`: its subscription, or the failure. */
const attach = (client: string | undefined, full = false) =>
  Effect.flatMap(EventHub.EventHub, (hub) =>
    Effect.exit(hub.attach(ALL_EVENTS, undefined, testOutbox(full).outbox, client))
  )

/** Whether an attach was refused for the client's share. */
function isShareFull(exit: Exit.Exit<unknown, unknown>): boolean {
  return (
    Exit.isFailure(exit) &&
    exit.cause.reasons.some((reason) => reason._tag === "Fail" && reason.error instanceof ClientShareFull)
  )
}

/** Appends one event, which the hub hands to every subscriber. */
const append = Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
  db.write((state) =>
    MemoryDatabase.appendEvents(state, [{ type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(0) }, data: {} }])
  )
)

describe("the event hub's share per client", () => {
  it("a share is a percent of the bound, at least one", () => {
    expect(clientShare(1000, 25)).toBe(250)
    expect(clientShare(8, 25)).toBe(2)
    expect(clientShare(2, 25)).toBe(1)
    expect(clientShare(1, 1)).toBe(1)
    expect(clientShare(10, 100)).toBe(10)
  })

  it.live("past its share a client is refused alone; a detached slot comes back once", () =>
    Effect.gen(function* () {
      const a1 = yield* attach("ip:a")
      yield* attach("ip:a")
      const third = yield* attach("ip:a")
      expect(isShareFull(third)).toBe(true)
      expect(Exit.isSuccess(yield* attach("key:b")), "another client still subscribes").toBe(true)
      expect(Exit.isSuccess(yield* attach(undefined)), "a subscription of no client counts against no share").toBe(true)
      if (!Exit.isSuccess(a1)) throw new Error("the first subscription failed")
      a1.value.detach()
      a1.value.detach()
      expect(Exit.isSuccess(yield* attach("ip:a")), "the slot came back").toBe(true)
      expect(isShareFull(yield* attach("ip:a")), "detaching twice gives one slot back").toBe(true)
    }).pipe(Effect.provide(hubOf(8)))
  )

  it.live("a subscription cut for reading too slowly, or ended by the hub, gives its slot back", () =>
    Effect.gen(function* () {
      const hub = yield* EventHub.EventHub
      yield* attach("ip:slow", true)
      yield* attach("ip:slow", true)
      expect(isShareFull(yield* attach("ip:slow"))).toBe(true)
      yield* append
      // The hub reads the log and cuts both full outboxes.
      for (let i = 0; i < 200 && (yield* hub.subscribers) > 0; i++) yield* Effect.sleep("5 millis")
      expect(yield* hub.subscribers).toBe(0)
      expect(Exit.isSuccess(yield* attach("ip:slow"))).toBe(true)
      yield* attach("ip:slow")
      expect(isShareFull(yield* attach("ip:slow"))).toBe(true)
      yield* hub.endAll
      expect(Exit.isSuccess(yield* attach("ip:slow"))).toBe(true)
    }).pipe(Effect.provide(hubOf(8)))
  )

  it.live("the share is at least one subscription, and the node's bound still holds for everyone", () =>
    Effect.gen(function* () {
      expect(Exit.isSuccess(yield* attach("ip:a"))).toBe(true)
      expect(isShareFull(yield* attach("ip:a"))).toBe(true)
      expect(Exit.isSuccess(yield* attach("ip:b"))).toBe(true)
      const third = yield* attach("ip:c")
      expect(Exit.isFailure(third) && !isShareFull(third), "past the bound: TooManySubscribers").toBe(true)
    }).pipe(Effect.provide(hubOf(2)))
  )
})
