/** Events at `minFinality=finalized` through the hub: a batch's events held back and released just before its
 * `finalized` event, live and on replay; others as they happen; the filter on what is released. */
import { describe, it } from "@effect/vitest"
import { Effect, Fiber, Layer, Stream } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import * as EventLogMemory from "../../../adapters/memory/event_log.ts"
import { CHAIN_WIDE, type EventId, type NewEvent } from "../../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import { finalizedEvents } from "../../../core/ledger/event_records.ts"
import { EventHub } from "../../../core/use_cases/mod.ts"
import { ALL_EVENTS, type EventFilter } from "../../../core/use_cases/event_filter.ts"
import type { Delivery } from "../../../core/use_cases/event_hub.ts"

const Hub = Layer.provideMerge(
  EventHub.layer({ pollInterval: "20 millis" }),
  Layer.provideMerge(EventLogMemory.layer, MemoryDatabase.layer)
)

/** Forging batch 1 (a batch event, a transfer of token 1 and one of token 2), a pool event of no batch, then batch 1 final. */
const EVENTS: ReadonlyArray<NewEvent> = [
  { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} },
  { type: "transaction", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(1), batchNum: BatchNum.make(1) }, data: {} },
  { type: "transaction", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(2), batchNum: BatchNum.make(1) }, data: {} },
  { type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(1) }, data: {} },
  ...finalizedEvents([{ batchNum: 1, ethereumBlockNum: 10n }], 74n)
]

const append = (events: ReadonlyArray<NewEvent>) =>
  Effect.flatMap(Effect.service(MemoryDatabase.MemoryDatabase), (db) =>
    db.write((state) => MemoryDatabase.appendEvents(state, events))
  )

/** `id type` of each event delivered (`- type` when held back: no resume point), until the `finalized` event. */
const untilFinalized = (stream: Stream.Stream<Delivery>) =>
  stream.pipe(
    Stream.filter((delivery) => delivery._tag === "Event"),
    Stream.map((delivery) =>
      delivery._tag === "Event" ? `${delivery.held === true ? "-" : delivery.event.id} ${delivery.event.type}` : ""
    ),
    Stream.takeUntil((line) => line.endsWith("finalized")),
    Stream.runCollect
  )

const FINALIZED: EventFilter = { ...ALL_EVENTS, minFinality: "finalized" }

describe("events at a least finality", () => {
  it.live(
    "live: a batch's events held back till its finalized event; others as they happen; without minFinality, all as they happen",
    () =>
      Effect.gen(function* () {
        const hub = yield* EventHub.EventHub
        const held = yield* Effect.forkChild(untilFinalized(yield* hub.subscribe(FINALIZED, undefined)))
        const plain = yield* Effect.forkChild(untilFinalized(yield* hub.subscribe(ALL_EVENTS, undefined)))
        const token1 = yield* Effect.forkChild(
          untilFinalized(yield* hub.subscribe({ ...FINALIZED, tokenId: TokenId.make(1) }, undefined))
        )
        yield* append(EVENTS)
        expect(yield* Fiber.join(held)).toEqual(["4 pool", "- batch", "- transaction", "- transaction", "5 finalized"])
        expect(yield* Fiber.join(plain)).toEqual(["1 batch", "2 transaction", "3 transaction", "4 pool", "5 finalized"])
        expect(yield* Fiber.join(token1)).toEqual(["4 pool", "- batch", "- transaction", "5 finalized"])
      }).pipe(Effect.provide(Hub), Effect.scoped)
  )

  it.live("replayed: from before the group, and from inside it (the whole group again)", () =>
    Effect.gen(function* () {
      const hub = yield* EventHub.EventHub
      yield* append(EVENTS)
      const from = (after: number) => Effect.flatMap(hub.subscribe(FINALIZED, after as EventId), untilFinalized)
      expect(yield* from(0)).toEqual(["4 pool", "- batch", "- transaction", "- transaction", "5 finalized"])
      expect(yield* from(4)).toEqual(["- batch", "- transaction", "- transaction", "5 finalized"])
    }).pipe(Effect.provide(Hub), Effect.scoped)
  )
})
