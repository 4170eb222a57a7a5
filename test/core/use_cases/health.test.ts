/** `Health.check`: the report from the NetworkStore summary and the clock, a storage that never answers `Unavailable`
 * after the timeout; on the contract fixture, its last batch, pool and replica states. */
import { describe, it } from "@effect/vitest"
import { Cause, Effect, Exit, Fiber, Layer, Option } from "effect"
import { TestClock } from "effect/testing"
import { expect } from "vitest"
import type { Batch } from "../../../core/domain/batch.ts"
import { ZERO_ADDRESS } from "../../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, ItemId, SlotNum } from "../../../core/domain/scalars.ts"
import { Unavailable } from "../../../core/errors.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { NetworkStore, type NetworkSummary } from "../../../core/ports/network_store.ts"
import { ReadReplicaSet } from "../../../core/ports/read_replica_set.ts"
import { Health } from "../../../core/use_cases/mod.ts"
import { time } from "../../contract/fixture.ts"
import { History, NOW as FIXTURE_NOW } from "./fixture.ts"

const NOW = new Date(Date.UTC(2026, 5, 1, 12, 0, 0))

const BATCH: Batch = {
  itemId: ItemId.make(7),
  batchNum: BatchNum.make(7),
  ethereumBlockNum: EthBlockNum.make(100n),
  ethereumBlockHash: EthHash.make("0x" + "ab".repeat(32)),
  timestamp: new Date(NOW.getTime() - 90_500),
  forgerAddr: ZERO_ADDRESS,
  collectedFees: {},
  historicTotalCollectedFeesUSD: 0,
  stateRoot: 1n,
  numAccounts: 0,
  exitRoot: 0n,
  forgeL1TransactionsNum: null,
  slotNum: SlotNum.make(0),
  forgedTransactions: 0,
  ethereumTxHash: null,
  finality: "forged"
}

/** A summary with the given last batch and pool load. */
function summary(lastBatch: Option.Option<Batch>, poolLoad: number): NetworkSummary {
  return {
    lastSyncedBlock: Option.none(),
    lastEthereumBlock: Option.none(),
    lastBatch,
    contractVariables: Option.none(),
    recentBatches: [],
    recentL1Delays: [],
    totalAccounts: 0,
    totalBJJs: 0,
    poolLoad
  }
}

/** The ports of a check: a network store answering `answer`, and a clock fixed at NOW. */
function ports(answer: Effect.Effect<NetworkSummary>) {
  return Layer.mergeAll(
    Layer.succeed(NetworkStore, NetworkStore.of({ summary: () => answer, syncStatus: Effect.die("unused") })),
    Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))
  )
}

describe("Health.check", () => {
  it.effect("reports UP, the given version, the last batch with its age at the check's moment and the pool load", () =>
    Effect.gen(function* () {
      const health = yield* Health.check({ version: "9.9.9" }).pipe(
        Effect.provide(ports(Effect.succeed(summary(Option.some(BATCH), 4))))
      )
      expect(health).toEqual({
        status: "UP",
        version: "9.9.9",
        timestamp: NOW,
        storage: { status: "UP", latencyMs: 0 },
        lastBatch: { batchNum: 7, timestamp: BATCH.timestamp, ageSeconds: 90.5 },
        poolSize: 4
      })
    })
  )

  it.effect("reports no last batch before any batch", () =>
    Effect.gen(function* () {
      const health = yield* Health.check({ version: "1" }).pipe(
        Effect.provide(ports(Effect.succeed(summary(Option.none(), 0))))
      )
      expect(health.lastBatch).toBeNull()
    })
  )

  it.effect("a storage that never answers is an Unavailable defect after the timeout (5 s by default)", () =>
    Effect.gen(function* () {
      const fiber = yield* Health.check({ version: "1" }).pipe(Effect.provide(ports(Effect.never)), Effect.forkChild)
      yield* TestClock.adjust("4999 millis")
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust("1 millis")
      const exit = yield* Fiber.await(fiber)
      expect(
        Exit.isFailure(exit) && exit.cause.reasons.some((r) => Cause.isDieReason(r) && r.defect instanceof Unavailable)
      ).toBe(true)
    })
  )

  it.effect("the timeout can be set", () =>
    Effect.gen(function* () {
      const fiber = yield* Health.check({ version: "1", timeout: "1 second" }).pipe(
        Effect.provide(ports(Effect.never)),
        Effect.forkChild
      )
      yield* TestClock.adjust("1 second")
      const exit = yield* Fiber.await(fiber)
      expect(Exit.isFailure(exit)).toBe(true)
    })
  )
})

describe("Health.check on the memory storage", () => {
  it.effect("reports the fixture's last batch, aged at the clock's moment, and an empty pool", () =>
    Effect.gen(function* () {
      const health = yield* Health.check({ version: "2.0.0" })
      expect(health).toEqual({
        status: "UP",
        version: "2.0.0",
        timestamp: FIXTURE_NOW,
        storage: { status: "UP", latencyMs: 0 },
        lastBatch: {
          batchNum: 3,
          timestamp: time(18),
          ageSeconds: (FIXTURE_NOW.getTime() - time(18).getTime()) / 1000
        },
        poolSize: 0
      })
    }).pipe(Effect.provide(History))
  )

  it.effect(
    "reports each read replica's role and state, why it is unused in words naming nothing of where it is, its lag to the millisecond (null when unknown), its last batch",
    () =>
      Effect.gen(function* () {
        const replicas = ReadReplicaSet.of({
          states: () => [
            { role: "replica", state: "streaming", lagSeconds: 0.12345, lastBatch: 3 },
            { role: "replica", state: "lagging", lagSeconds: 7.25, lastBatch: 2 },
            { role: "replica", state: "lagging", lagSeconds: Number.POSITIVE_INFINITY, lastBatch: 1 },
            { role: "primary", state: "not-in-recovery", lagSeconds: Number.POSITIVE_INFINITY, lastBatch: 3 },
            { role: "unknown", state: "unreachable", lagSeconds: Number.POSITIVE_INFINITY, lastBatch: 0 },
            { role: "replica", state: "read-failed", lagSeconds: 0.5, lastBatch: 3 },
            { role: "unknown", state: "unchecked", lagSeconds: Number.POSITIVE_INFINITY, lastBatch: 0 }
          ]
        })
        const health = yield* Health.check({ version: "2.0.0" }).pipe(Effect.provideService(ReadReplicaSet, replicas))
        const unused = { status: "UNUSED" } as const
        expect(health.storage).toEqual({
          status: "UP",
          latencyMs: 0,
          replicas: [
            { role: "replica", state: "streaming", status: "UP", reason: null, lagSeconds: 0.123, lastBatch: 3 },
            {
              role: "replica",
              state: "lagging",
              ...unused,
              reason: "lagging 7.3 s behind the primary",
              lagSeconds: 7.25,
              lastBatch: 2
            },
            {
              role: "replica",
              state: "lagging",
              ...unused,
              reason: "lagging further behind the primary than the node samples",
              lagSeconds: null,
              lastBatch: 1
            },
            {
              role: "primary",
              state: "not-in-recovery",
              ...unused,
              reason: "not in recovery: not a streaming replica (promoted?)",
              lagSeconds: null,
              lastBatch: 3
            },
            {
              role: "unknown",
              state: "unreachable",
              ...unused,
              reason: "unreachable at its last check",
              lagSeconds: null,
              lastBatch: 0
            },
            {
              role: "replica",
              state: "read-failed",
              ...unused,
              reason: "a read failed on it",
              lagSeconds: 0.5,
              lastBatch: 3
            },
            {
              role: "unknown",
              state: "unchecked",
              ...unused,
              reason: "not checked yet",
              lagSeconds: null,
              lastBatch: 0
            }
          ]
        })
      }).pipe(Effect.provide(History))
  )
})
