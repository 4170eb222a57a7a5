/** `selectDeliveries`: the endpoint's `minFinality` over the filter's, a batch's events with its `finalized` one even
 * when the read starts after them, the filter on what is released, nothing from an empty read. */
import { describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { expect } from "vitest"
import { MemoryDatabase } from "../../../adapters/memory/mod.ts"
import * as EventLogMemory from "../../../adapters/memory/event_log.ts"
import type { MinFinality } from "../../../core/domain/finality.ts"
import { CHAIN_WIDE, EventId, type NewEvent } from "../../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import { finalizedEvents } from "../../../core/ledger/event_records.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import { ALL_EVENTS, type EventFilter } from "../../../core/use_cases/event_filter.ts"
import type { FinalityDelivery } from "../../../core/use_cases/event_finality.ts"
import { selectDeliveries } from "../../../core/use_cases/webhook_selection.ts"

const Log = Layer.provideMerge(EventLogMemory.layer, MemoryDatabase.layer)

/** Ids 1–5: batch 1 forged (1, a transfer of token 1 at 2), a pool entry of token 2 (3), batch 1 final (4), an L1 transaction of token 1 (5). */
const EVENTS: ReadonlyArray<NewEvent> = [
  { type: "batch", keys: { ...CHAIN_WIDE, batchNum: BatchNum.make(1) }, data: {} },
  { type: "transaction", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(1), batchNum: BatchNum.make(1) }, data: {} },
  { type: "pool", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(2) }, data: {} },
  ...finalizedEvents([{ batchNum: 1, ethereumBlockNum: 10n }], 74n),
  { type: "l1", keys: { ...CHAIN_WIDE, tokenId: TokenId.make(1) }, data: {} }
]

/** The log holding `EVENTS`, and the read of it after `after`. */
const readAfter = (after: number) =>
  Effect.gen(function* () {
    const db = yield* MemoryDatabase.MemoryDatabase
    yield* db.write((state) => MemoryDatabase.appendEvents(state, EVENTS))
    const log = yield* EventLog
    return (yield* log.read(EventId.make(after), yield* log.horizon, 100)).events
  })

/** The deliveries as `eventId@cursor` (`-` for none). */
const shown = (deliveries: ReadonlyArray<FinalityDelivery>) => deliveries.map((d) => `${d.event.id}@${d.cursor ?? "-"}`)

/** The deliveries of the read after `after` for `filter` and `minFinality`. */
const select = (filter: EventFilter, minFinality: MinFinality, after = 0) =>
  Effect.flatMap(readAfter(after), (events) => selectDeliveries(filter, minFinality, events)).pipe(
    Effect.map(shown),
    Effect.provide(Log)
  )

describe("webhook event selection", () => {
  it.effect(
    "pending and forged deliver every event as it happens, each its own cursor, whatever the filter's own minFinality",
    () =>
      Effect.gen(function* () {
        const every = ["1@1", "2@2", "3@3", "4@4", "5@5"]
        expect(yield* select(ALL_EVENTS, "forged")).toEqual(every)
        expect(yield* select(ALL_EVENTS, "pending")).toEqual(every)
        expect(yield* select({ ...ALL_EVENTS, minFinality: "finalized" }, "forged")).toEqual(every)
      })
  )

  it.effect(
    "finalized holds a batch's events back till its finalized event, without cursors; the filter's own minFinality does not undo it",
    () =>
      Effect.gen(function* () {
        const gated = ["3@3", "1@-", "2@-", "4@4", "5@5"]
        expect(yield* select(ALL_EVENTS, "finalized")).toEqual(gated)
        expect(yield* select({ ...ALL_EVENTS, minFinality: "pending" }, "finalized")).toEqual(gated)
      })
  )

  it.effect("finalized: a read after the batch's events still gets them from the log with its finalized event", () =>
    Effect.gen(function* () {
      expect(yield* select(ALL_EVENTS, "finalized", 3)).toEqual(["1@-", "2@-", "4@4", "5@5"])
      expect(yield* select(ALL_EVENTS, "forged", 3)).toEqual(["4@4", "5@5"])
    })
  )

  it.effect("the filter applies to the events released, and chain-wide events pass a token filter", () =>
    Effect.gen(function* () {
      const token1 = { ...ALL_EVENTS, tokenId: TokenId.make(1) }
      expect(yield* select(token1, "finalized")).toEqual(["1@-", "2@-", "4@4", "5@5"])
      expect(yield* select(token1, "forged")).toEqual(["1@1", "2@2", "4@4", "5@5"])
      const onlyTransactions = { types: new Set(["transaction"]) }
      expect(yield* select(onlyTransactions, "finalized")).toEqual(["2@-"])
      expect(yield* select(onlyTransactions, "forged")).toEqual(["2@2"])
    })
  )

  it.effect("an empty read gives no delivery, at every minFinality", () =>
    Effect.gen(function* () {
      for (const minFinality of ["pending", "forged", "finalized"] as const) {
        expect(yield* select(ALL_EVENTS, minFinality, EVENTS.length)).toEqual([])
        expect(yield* selectDeliveries(ALL_EVENTS, minFinality, []).pipe(Effect.provide(Log))).toEqual([])
      }
    })
  )
})
