/** `X-Last-Batch` without replicas (memory, embedded PostgreSQL, a server with DATABASE_URL): every answer names a
 * batch its data reflects, at least the `X-Min-Batch` asked when the chain has it, and a forge's batch at once. */
import { type Context, Effect, Exit, Layer, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../../adapters/crypto/mod.ts"
import * as SqlStorage from "../../../../adapters/sql/sql_storage.ts"
import { webHandler } from "../../../../app/server.ts"
import { testBatch } from "../../../../app/testing/chain_values.ts"
import { BatchNum, EthBlockNum, EthHash } from "../../../../core/domain/scalars.ts"
import { SystemClock } from "../../../../adapters/system/mod.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../../core/ports/storage_ports.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../../sql/test_databases.ts"
import { COORDINATOR, FixtureSettings, seedFixture } from "../fixture.ts"
import { authorizationBody } from "../signed_authorizations.ts"
import { send } from "../web_client.ts"

/** The storage layer of `ports`: seeded with the fixture (last batch 3), the system clock, default network settings. */
function storageOf(ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>) {
  return Layer.mergeAll(
    Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))),
    SystemClock.layer,
    FixtureSettings
  )
}

/** One seeded storage, kept for the test's life. */
interface Stored {
  readonly name: string
  readonly context: Context.Context<Layer.Success<ReturnType<typeof storageOf>>>
  readonly scope: Scope.Closeable
}

const storages: Array<Stored> = []

async function build(name: string, ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>): Promise<void> {
  const scope = Scope.makeUnsafe()
  const context = await Effect.runPromise(Layer.buildWithScope(storageOf(ports), scope))
  storages.push({ name, context, scope })
}

beforeAll(async () => {
  await build("memory", memoryStorage)
  await build(
    "embedded PostgreSQL",
    Layer.unwrap(Effect.map(freshEmbedded, (s) => SqlStorage.layer({ connection: s.connection })))
  )
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    await build(
      "PostgreSQL server",
      Layer.unwrap(
        Effect.map(freshServerDatabase(url), (database) =>
          SqlStorage.layer({ connection: { url: Redacted.make(database), maxConnections: 4 } })
        )
      )
    )
  }
}, 120_000)

afterAll(async () => {
  for (const stored of storages) await Effect.runPromise(Scope.close(stored.scope, Exit.void))
})

/** Batch `batchNum` forged empty in block `blockNum` (after the fixture's), recorded first. */
function forgeEmpty(batchNum: number, blockNum: number) {
  return Effect.gen(function* () {
    const ledger = yield* Ledger
    const hash = (n: number) => EthHash.make("0x" + n.toString(16).padStart(64, "0"))
    const block = {
      num: EthBlockNum.make(BigInt(blockNum)),
      hash: hash(blockNum),
      timestamp: new Date(Date.UTC(2026, 0, 1) + (blockNum - 1000) * 60_000)
    }
    yield* ledger.recordBlock(block)
    yield* ledger.forgeBatch(
      testBatch(block, batchNum, { ethereumTxHash: hash(70_000 + batchNum), forgerAddr: COORDINATOR.forgerAddr })
    )
  })
}

describe("X-Last-Batch on the primary path", () => {
  it("names a batch the answer reflects on every GET, HEAD and POST, at least X-Min-Batch, on every storage", async () => {
    expect(storages.length).toBeGreaterThanOrEqual(2)
    for (const stored of storages) {
      const { name } = stored
      const ledger = <A, E>(effect: Effect.Effect<A, E, Ledger>) =>
        Effect.runPromise(Effect.provideContext(effect, stored.context))
      const node = webHandler(Layer.succeedContext(stored.context), { laterBasePath: "/", earlierBasePath: "/earlier" })
      const get = (path: string, headers: Record<string, string> = {}) =>
        send((request) => node.handler(request), path, { headers })
      /** The last batch the data shows, and the answer's X-Last-Batch. */
      const lastBatch = async (headers: Record<string, string> = {}) => {
        const answer = await get("/batches?order=DESC&limit=1", headers)
        expect(answer.status, `${name}: ${answer.text}`).toBe(200)
        const shown = (answer.body as { batches: Array<{ batchNum: number }> }).batches[0]?.batchNum
        return { shown, header: answer.headers.get("x-last-batch") }
      }
      try {
        expect(await lastBatch(), name).toEqual({ shown: 3, header: "3" })
        for (const path of ["/state", "/batches/99", "/tokens/0", "/earlier/batches/1", "/config"]) {
          const answer = await get(path)
          expect(answer.headers.get("x-last-batch"), `${name}: GET ${path} (${answer.status})`).toBe("3")
        }
        const head = await send((request) => node.handler(request), "/batches", { method: "HEAD" })
        expect(head.headers.get("x-last-batch"), `${name}: HEAD`).toBe("3")
        const posted = await send((request) => node.handler(request), "/account-creation-authorization", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(authorizationBody(2))
        })
        expect(posted.status, `${name}: ${posted.text}`).toBe(200)
        expect(posted.headers.get("x-last-batch"), `${name}: POST`).toBe("3")
        expect(await lastBatch({ "X-Min-Batch": "nope" }), `${name}: not a batch number, ignored`).toEqual({
          shown: 3,
          header: "3"
        })

        await ledger(forgeEmpty(4, 1050))
        expect(await lastBatch(), `${name}: the batch just forged, at once`).toEqual({ shown: 4, header: "4" })
        expect(await lastBatch({ "X-Min-Batch": "4" }), name).toEqual({ shown: 4, header: "4" })
        expect(await lastBatch({ "X-Min-Batch": "99" }), `${name}: a batch not forged yet: what the node has`).toEqual({
          shown: 4,
          header: "4"
        })

        await ledger(
          Effect.gen(function* () {
            yield* (yield* Ledger).reorg(BatchNum.make(2))
          })
        )
        expect(await lastBatch(), `${name}: a reorg's height, at once`).toEqual({ shown: 2, header: "2" })
        await ledger(forgeEmpty(3, 1060))
        expect(await lastBatch({ "X-Min-Batch": "3" }), name).toEqual({ shown: 3, header: "3" })
      } finally {
        await node.dispose()
      }
    }
  }, 120_000)
})
