/** Remembered item texts and stored templates never outlive the data: on memory, embedded PostgreSQL and (with
 * DATABASE_URL) a server, pages after a price change or a reorg render, ETag included, as a fresh node renders them. */
import { type Context, Effect, Exit, Layer, Redacted, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import { webHandler } from "../../../app/server.ts"
import { testBatch } from "../../../app/testing/chain_values.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, TokenId } from "../../../core/domain/scalars.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { Ledger, type NewBatch } from "../../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../sql/test_databases.ts"
import { COORDINATOR, FixtureSettings, seedFixture } from "./fixture.ts"
import { send } from "./web_client.ts"

const NOW = new Date(Date.UTC(2026, 0, 2))
const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))

/** The pages compared: both list renderers (through a revision's view, and through a schema) and both revisions. */
const PAGES = [
  "/transactions-history?order=DESC&limit=3",
  "/transactions-history?limit=10",
  "/earlier/transactions-history?order=DESC&limit=3",
  "/batches?order=DESC&limit=2",
  "/exits?limit=5",
  "/earlier/exits?limit=5",
  // Single resources go through the same memo (`respond.ts` `resource`), their ETag its digest.
  "/tokens/0",
  "/batches/3",
  "/accounts/zk:ETH:257",
  "/earlier/accounts/zk:ETH:257",
  "/full-batches/3",
  "/earlier/batches?order=DESC&limit=2"
]

/** One storage seeded with the fixture, built once, so handlers can come and go over it. */
interface Stored {
  readonly name: string
  readonly context: Context.Context<Layer.Success<ReturnType<typeof storageOf>>>
  readonly scope: Scope.Closeable
}

/** The storage layer of `ports`: seeded, fixed wall clock, default network settings. */
function storageOf(ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>) {
  return Layer.mergeAll(
    Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))),
    FixedClock,
    FixtureSettings
  )
}

/** The bodies of every page on a new node over `stored` (its memos start empty). */
async function pagesOf(stored: Stored, handler?: ReturnType<typeof webHandler>): Promise<Array<string>> {
  const web =
    handler ?? webHandler(Layer.succeedContext(stored.context), { laterBasePath: "/", earlierBasePath: "/earlier" })
  try {
    const bodies: Array<string> = []
    for (const path of PAGES) {
      const response = await send((request) => web.handler(request), path)
      expect(response.status, path).toBe(200)
      bodies.push(`${response.headers.get("etag")}\n${response.text}`)
    }
    return bodies
  } finally {
    if (handler === undefined) await web.dispose()
  }
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
    Layer.unwrap(
      Effect.map(freshEmbedded, (s) => SqlStorage.layer({ connection: s.connection, templates: templateMaker }))
    )
  )
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    await build(
      "PostgreSQL server",
      Layer.unwrap(
        Effect.map(freshServerDatabase(url), (database) =>
          SqlStorage.layer({
            connection: { url: Redacted.make(database), maxConnections: 4 },
            templates: templateMaker
          })
        )
      )
    )
  }
}, 120_000)

afterAll(async () => {
  for (const stored of storages) await Effect.runPromise(Scope.close(stored.scope, Exit.void))
})

const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1) + minutes * 60_000)

/** Batch 3 in block 1035, forging `l2Transactions` with the forge call `ethereumTxHash`. */
function batchThree(ethereumTxHash: EthHash, l2Transactions: NewBatch["l2Transactions"]): NewBatch {
  return testBatch({ num: EthBlockNum.make(1035n), hash: BLOCK_1035, timestamp: at(35) }, 3, {
    ethereumTxHash,
    forgerAddr: COORDINATOR.forgerAddr,
    l2Transactions,
    accountUpdates: [
      { idx: AccountIdx.make(257), nonce: Nonce.make(1n), balance: 1093n },
      { idx: AccountIdx.make(256), nonce: Nonce.make(2n), balance: 856n }
    ]
  })
}

const BLOCK_1035 = EthHash.make("0x" + "35".repeat(32))
const TRANSFER: NewBatch["l2Transactions"][number] = {
  position: 0,
  type: "Transfer",
  fromIdx: AccountIdx.make(257),
  toIdx: AccountIdx.make(256),
  amount: 7n,
  fee: 0,
  nonce: Nonce.make(0n)
}

/** Batch 3 again after a reorg to batch 2: another transaction (a transfer instead of an exit) at the same item ids. */
const reforgeBatchThree = Effect.gen(function* () {
  const ledger = yield* Ledger
  yield* ledger.reorg(BatchNum.make(2))
  yield* ledger.recordBlock({ num: EthBlockNum.make(1035n), hash: BLOCK_1035, timestamp: at(35) })
  yield* ledger.forgeBatch(batchThree(EthHash.make("0x" + "fe".repeat(32)), [TRANSFER]))
})

/** Batch 3 once more, from another forge call and without its transfer: a batch that differs only in its extension fields. */
const reforgeBatchThreeEmpty = Effect.gen(function* () {
  const ledger = yield* Ledger
  yield* ledger.reorg(BatchNum.make(2))
  yield* ledger.forgeBatch(batchThree(EthHash.make("0x" + "fd".repeat(32)), []))
})

describe("remembered item texts", () => {
  it("follow a token price change and a reorg on every storage", async () => {
    expect(storages.length).toBeGreaterThanOrEqual(2)
    for (const stored of storages) {
      const run = <A, E>(effect: Effect.Effect<A, E, Ledger>) =>
        Effect.runPromise(Effect.provideContext(effect, stored.context))
      const node = webHandler(Layer.succeedContext(stored.context), { laterBasePath: "/", earlierBasePath: "/earlier" })
      try {
        const first = await pagesOf(stored, node)
        expect(await pagesOf(stored, node), stored.name).toEqual(first)

        await run(
          Effect.gen(function* () {
            const ledger = yield* Ledger
            yield* ledger.setTokenPrice(TokenId.make(0), 2500, at(50))
          })
        )
        const priced = await pagesOf(stored, node)
        expect(priced, stored.name).toEqual(await pagesOf(stored))
        expect(priced[0], stored.name).not.toBe(first[0])
        expect(priced[0], stored.name).toContain("2500")
        expect(priced[6], stored.name).not.toBe(first[6])
        expect(priced[6], stored.name).toContain("2500")

        await run(reforgeBatchThree)
        const reorged = await pagesOf(stored, node)
        expect(reorged, stored.name).toEqual(await pagesOf(stored))
        expect(reorged[0], stored.name).not.toBe(priced[0])
        expect(reorged[0], stored.name).toContain('"type":"Transfer"')
        expect(reorged[3], stored.name).not.toBe(priced[3])
        expect(reorged[4], stored.name).not.toBe(priced[4])
        expect(reorged[7], stored.name).not.toBe(priced[7])
        expect(reorged[8], stored.name).not.toBe(priced[8])
        expect(reorged[8], stored.name).toContain("1093")

        await run(reforgeBatchThreeEmpty)
        const emptied = await pagesOf(stored, node)
        expect(emptied, stored.name).toEqual(await pagesOf(stored))
        for (const page of [3, 7, 10]) {
          expect(emptied[page], stored.name).not.toBe(reorged[page])
          expect(emptied[page], stored.name).toContain(`"forgedTransactions":0,"ethereumTxHash":"0x${"fd".repeat(32)}"`)
          expect(reorged[page], stored.name).toContain(`"forgedTransactions":1,"ethereumTxHash":"0x${"fe".repeat(32)}"`)
        }
        expect(emptied[11], stored.name).not.toContain("forgedTransactions")
      } finally {
        await node.dispose()
      }
    }
  }, 120_000)
})
