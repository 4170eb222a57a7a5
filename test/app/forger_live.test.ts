/**
 * The devnet forger in the background (`DevnetForgerLive`) driven by the test clock: the first
 * step runs at once and the next one an interval later, nothing runs when the forger or the
 * devnet is off, and the loop stops with its scope. Also `FORGE_INTERVAL_SECONDS` in the
 * configuration, and the chain moving on to the wall clock (`forger_chain.ts`).
 */
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer, Option, Scope } from "effect"
import { TestClock } from "effect/testing"
import { appConfigLayer, appSettings, DEFAULT_APP_SETTINGS } from "../../app/config.ts"
import { DevnetForgerLive } from "../../app/devnet/forger_live.ts"
import { blocksSince, MAX_CATCH_UP_BLOCKS, slotOfBlock } from "../../app/devnet/forger_chain.ts"
import { blockHash } from "../../app/devnet/chain.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { PoolStore } from "../../core/ports/pool_store.ts"
import { poolRecord, seededDevnet, walletAccount } from "./forger_fixture.ts"

const ETH = TokenId.make(0)

/** The configuration with the forger's interval (and the devnet switch) replaced. */
function config(forgeIntervalSeconds: number, enabled = true) {
  return appConfigLayer({ devnet: { ...DEFAULT_APP_SETTINGS.devnet, enabled, forgeIntervalSeconds } })
}

/** The state of a pool transaction after letting other fibers run. */
const settledState = Effect.fnUntraced(function*(id: TxId) {
  for (let i = 0; i < 50; i++) yield* Effect.yieldNow
  const tx = yield* (yield* PoolStore).get(id)
  return Option.getOrThrow(tx).state
})

/** Adds a transfer of wallet 1's ETH account at `nonceOffset` past its nonce; returns its id. */
const addTransfer = Effect.fnUntraced(function*(nonceOffset: bigint) {
  const from = yield* walletAccount(1, ETH)
  const to = yield* walletAccount(2, ETH)
  const record = poolRecord(from, { type: "Transfer", to }, { amount: 10n ** 15n, nonce: from.nonce + nonceOffset })
  yield* (yield* PoolStore).add(record)
  return record.id
})

describe("DevnetForgerLive", () => {
  it.effect("forges at once, then every interval, and stops with its scope", () =>
    Effect.gen(function*() {
      const first = yield* addTransfer(0n)
      const scope = yield* Scope.make()
      yield* Layer.buildWithScope(DevnetForgerLive.pipe(Layer.provide(config(5))), scope)
      assert.strictEqual(yield* settledState(first), "fged")

      const second = yield* addTransfer(0n)
      yield* TestClock.adjust("4 seconds")
      assert.strictEqual(yield* settledState(second), "pend")
      yield* TestClock.adjust("1 second")
      assert.strictEqual(yield* settledState(second), "fged")

      yield* Scope.close(scope, Exit.void)
      const third = yield* addTransfer(0n)
      yield* TestClock.adjust("1 minute")
      assert.strictEqual(yield* settledState(third), "pend")
    }).pipe(Effect.provide(seededDevnet())))

  for (const [what, layer] of [["FORGE_INTERVAL_SECONDS=0", config(0)], ["DEVNET=false", config(5, false)]] as const) {
    it.effect(`does nothing when ${what}`, () =>
      Effect.gen(function*() {
        const id = yield* addTransfer(0n)
        const scope = yield* Scope.make()
        yield* Layer.buildWithScope(DevnetForgerLive.pipe(Layer.provide(layer)), scope)
        yield* TestClock.adjust("1 minute")
        assert.strictEqual(yield* settledState(id), "pend")
        yield* Scope.close(scope, Exit.void)
      }).pipe(Effect.provide(seededDevnet())))
  }
})

describe("FORGE_INTERVAL_SECONDS", () => {
  it.effect("defaults to 5 seconds and reads 0 (off) or a fraction", () =>
    Effect.gen(function*() {
      const parse = (env: Record<string, string>) => appSettings.parse(ConfigProvider.fromEnv({ env }))
      assert.strictEqual((yield* parse({})).devnet.forgeIntervalSeconds, 5)
      assert.strictEqual((yield* parse({ FORGE_INTERVAL_SECONDS: "0" })).devnet.forgeIntervalSeconds, 0)
      assert.strictEqual((yield* parse({ FORGE_INTERVAL_SECONDS: "0.5" })).devnet.forgeIntervalSeconds, 0.5)
      for (const bad of ["-1", "soon"]) {
        const result = yield* Effect.exit(parse({ FORGE_INTERVAL_SECONDS: bad }))
        assert.strictEqual(result._tag, "Failure", bad)
      }
    }))
})

describe("forger chain", () => {
  const head = { num: 1418n, timestamp: new Date("2026-01-01T01:44:30.000Z") }
  const at = (seconds: number) => new Date(head.timestamp.getTime() + seconds * 1000)

  it("records no block before one interval has passed, or when the clock is behind the chain", () => {
    assert.deepStrictEqual(blocksSince(head, at(14.9), 15), [])
    assert.deepStrictEqual(blocksSince(head, new Date(0), 15), [])
  })

  it("records every block mined since the head, on the block schedule, with the devnet's hashes", () => {
    const blocks = blocksSince(head, at(47), 15)
    assert.deepStrictEqual(blocks.map((b) => b.num), [1419n, 1420n, 1421n])
    assert.deepStrictEqual(blocks.map((b) => b.timestamp), [at(15), at(30), at(45)])
    assert.deepStrictEqual(blocks.map((b) => b.hash), [blockHash(1419n), blockHash(1420n), blockHash(1421n)])
  })

  it("jumps over all but the last blocks after a long pause", () => {
    const blocks = blocksSince(head, at(15 * 10_000), 15)
    assert.strictEqual(blocks.length, MAX_CATCH_UP_BLOCKS)
    assert.strictEqual(blocks[blocks.length - 1]?.num, head.num + 10_000n)
    assert.strictEqual(blocks[0]?.num, head.num + 10_000n - BigInt(MAX_CATCH_UP_BLOCKS) + 1n)
  })

  it("numbers slots from the auction's genesis block", () => {
    assert.strictEqual(slotOfBlock(1000n, 1000n, 40), 0)
    assert.strictEqual(slotOfBlock(1418n, 1000n, 40), 10)
    assert.strictEqual(slotOfBlock(999n, 1000n, 40), 0)
  })
})
