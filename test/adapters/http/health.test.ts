/** `GET /health`: 200 UP with version, storage latency, last batch, pool and time, on memory, embedded PostgreSQL and
 * a DATABASE_URL server, under every base path; 503 while the database is down; typed clients; both documents. */
import { Duration, Effect, Exit, Layer, Redacted, Schema, Scope } from "effect"
import { readFileSync } from "node:fs"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { makePromiseClient } from "../../../adapters/http/client/client.ts"
import * as Embedded from "../../../adapters/sql/connection/embedded_postgres.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { webHandler } from "../../../app/server.ts"
import { Health } from "../../../core/domain/health.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, embeddedStorage, freshServerDatabase, migratedTemplate } from "../sql/test_databases.ts"
import { tcpProxy } from "../sql/tcp_proxy.ts"
import { expectError } from "./expect_error.ts"
import { FixtureSettings, FixtureStorage, seedFixture } from "./fixture.ts"
import { signedBody } from "./signed_transactions.ts"
import { record, send, type TestResponse } from "./web_client.ts"
import { startWriteNode } from "./write_fixture.ts"
import { POSTGRES_SERVER, itWith } from "../../real_parts.ts"

/** The version of the package's manifest. */
const VERSION = Schema.decodeUnknownSync(Schema.Struct({ version: Schema.String }))(
  JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8"))
).version

const decodeHealth = Schema.decodeUnknownSync(Health)

/** The fixture's last batch: batch 3, forged at 2026-01-01T00:30:00Z. */
const FIXTURE_LAST_BATCH = { batchNum: 3, timestamp: "2026-01-01T00:30:00.000Z" }

/** A storage layer seeded with the HTTP fixture, with the wall clock and the default settings. */
function seeded<E>(storage: Layer.Layer<StoragePorts, E, PoseidonHasher>) {
  return Layer.mergeAll(
    Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(storage.pipe(Layer.provide(PoseidonCrypto.layer)))),
    SystemClock.layer,
    FixtureSettings
  )
}

/** Asserts a healthy answer: every field, the version, the last batch and its age at the check's moment. */
function expectHealthy(
  response: TestResponse,
  expected: { readonly lastBatch: typeof FIXTURE_LAST_BATCH | null; readonly poolSize: number }
) {
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe("application/json")
  const body = record(response.body)
  expect(Object.keys(body).sort()).toEqual(["lastBatch", "poolSize", "status", "storage", "timestamp", "version"])
  const health = decodeHealth(body)
  expect(health.status).toBe("UP")
  expect(health.version).toBe(VERSION)
  expect(health.storage.status).toBe("UP")
  expect(health.storage.latencyMs).toBeGreaterThanOrEqual(0)
  expect(Math.abs(health.timestamp.getTime() - Date.now()), "the check's moment is now").toBeLessThan(60_000)
  expect(health.poolSize).toBe(expected.poolSize)
  if (expected.lastBatch === null) {
    expect(body["lastBatch"]).toBeNull()
  } else {
    expect(record(body["lastBatch"])).toMatchObject(expected.lastBatch)
    const ageSeconds = (health.timestamp.getTime() - Date.parse(expected.lastBatch.timestamp)) / 1000
    expect(health.lastBatch?.ageSeconds).toBe(ageSeconds)
  }
  return health
}

describe("GET /health on memory", () => {
  const web = webHandler(FixtureStorage, { earlierBasePath: "/earlier" })
  afterAll(() => web.dispose())
  const get = (path: string) => send((request) => web.handler(request), path)

  it("is 200 with status UP, the package version, the storage latency, the last batch and its age, the pool size and the time", async () => {
    expectHealthy(await get("/health"), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
  })

  it("is served beside every revision, with the same body shape", async () => {
    expectHealthy(await get("/earlier/health"), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
  })

  it("takes no query parameter (400 like every endpoint without one)", async () => {
    expectError(await get("/health?verbose=true"), 400, "ErrParamValidationFailed", 1)
  })

  it("through the typed client of either revision: decoded with the declared schema", async () => {
    const later = makePromiseClient({ baseUrl: "http://localhost", revision: "later", fetch: web.handler })
    const health = await later.call((client) => client.operations.getHealth())
    expect(health.status).toBe("UP")
    expect(health.version).toBe(VERSION)
    expect(health.lastBatch?.batchNum).toBe(3)
    expect(health.lastBatch?.timestamp).toEqual(new Date(FIXTURE_LAST_BATCH.timestamp))
    const earlier = makePromiseClient({ baseUrl: "http://localhost/earlier", revision: "earlier", fetch: web.handler })
    expect((await earlier.call((client) => client.operations.getHealth())).poolSize).toBe(0)
  })

  it("before any batch: lastBatch is null", async () => {
    const empty = webHandler(Layer.mergeAll(memoryStorage, SystemClock.layer, FixtureSettings))
    try {
      expectHealthy(await send((request) => empty.handler(request), "/health"), { lastBatch: null, poolSize: 0 })
    } finally {
      await empty.dispose()
    }
  })

  it("poolSize counts the pending pool transactions", async () => {
    const node = await startWriteNode()
    try {
      expect(decodeHealth((await node.request("/health")).body).poolSize).toBe(0)
      const spec = {
        fromAccountIndex: "zk:ETH:256",
        toAccountIndex: "zk:ETH:257",
        tokenId: 0,
        amount: 1000n,
        fee: 0,
        nonce: 3n
      }
      expect((await node.post("/transactions-pool", signedBody(spec))).status).toBe(200)
      expect(decodeHealth((await node.request("/health")).body).poolSize).toBe(1)
    } finally {
      await node.dispose()
    }
  })
})

describe("GET /health on the embedded PostgreSQL", () => {
  const web = webHandler(seeded(embeddedStorage), { earlierBasePath: "/earlier" })
  afterAll(() => web.dispose())

  it("is 200 with the same body as on memory, under both base paths", async () => {
    const health = expectHealthy(await send((request) => web.handler(request), "/health"), {
      lastBatch: FIXTURE_LAST_BATCH,
      poolSize: 0
    })
    expect(health.storage.latencyMs, "a real database takes some time").toBeGreaterThan(0)
    expectHealthy(await send((request) => web.handler(request), "/earlier/health"), {
      lastBatch: FIXTURE_LAST_BATCH,
      poolSize: 0
    })
  })
})

/** Runs a scoped effect in `scope`. */
function inScope<A, E>(scope: Scope.Closeable, effect: Effect.Effect<A, E, Scope.Scope>): Promise<A> {
  return Effect.runPromise(Scope.provide(effect, scope))
}

/** Closes a scope. */
function close(scope: Scope.Closeable): Promise<void> {
  return Effect.runPromise(Scope.close(scope, Exit.void))
}

/** Asserts the 503 of an unreachable storage. */
function expectUnavailable(response: TestResponse): void {
  expectError(response, 503, "ErrStorageUnavailable", 3)
}

describe("GET /health during a database outage", () => {
  it("embedded PostgreSQL: 503 with the error shape while its server is stopped, 200 again once it is back", async () => {
    const scope = Effect.runSync(Scope.make())
    const dir = mkdtempSync(join(tmpdir(), "zk-health-"))
    const path = join(dir, ".s.PGSQL.5432")
    const db = await inScope(scope, Embedded.openDatabase({ loadDataDir: await migratedTemplate() }))
    let server = Effect.runSync(Scope.make())
    const connection = await inScope(server, Embedded.serve(db, { path }))
    const web = webHandler(seeded(SqlStorage.layer({ connection, operationTimeout: Duration.seconds(5) })))
    const get = () => send((request) => web.handler(request), "/health")
    try {
      expectHealthy(await get(), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
      await close(server)
      expectUnavailable(await get())
      expectUnavailable(await get())
      server = Effect.runSync(Scope.make())
      await inScope(server, Embedded.serve(db, { path }))
      expectHealthy(await get(), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
    } finally {
      await web.dispose()
      await close(server)
      await close(scope)
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  const serverUrl = DATABASE_URL
  itWith(POSTGRES_SERVER)(
    "PostgreSQL server: 503 with the error shape while the connection is cut, 200 again once it is restored",
    async () => {
      const scope = Effect.runSync(Scope.make())
      const url = new URL(await inScope(scope, freshServerDatabase(serverUrl ?? "")))
      const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
      url.hostname = "127.0.0.1"
      url.port = String(proxy.port)
      const storage = SqlStorage.layer({
        connection: { url: Redacted.make(url.toString()), maxConnections: 2 },
        operationTimeout: Duration.seconds(5)
      })
      const web = webHandler(seeded(storage))
      const get = () => send((request) => web.handler(request), "/health")
      try {
        expectHealthy(await get(), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
        await proxy.stop()
        expectUnavailable(await get())
        await proxy.start()
        expectHealthy(await get(), { lastBatch: FIXTURE_LAST_BATCH, poolSize: 0 })
      } finally {
        await web.dispose()
        await proxy.stop()
        await close(scope)
      }
    },
    60_000
  )
})

/** The parts of an OpenAPI document these tests read. */
const Document = Schema.Struct({
  tags: Schema.Array(Schema.Struct({ name: Schema.String, description: Schema.optionalKey(Schema.String) })),
  paths: Schema.Record(Schema.String, Schema.Struct({ get: Schema.optionalKey(Schema.Unknown) }))
})

/** The GET operation of `path` in a document. */
function getOperation(document: unknown, path: string): Record<string, unknown> {
  return record(Schema.decodeUnknownSync(Document)(document).paths[path]?.get)
}

describe("GET /health in the OpenAPI documents", () => {
  const web = webHandler(FixtureStorage, { earlierBasePath: "/earlier" })
  afterAll(() => web.dispose())

  for (const base of ["", "/earlier"]) {
    it(`${base === "" ? "later" : "earlier"} revision: under the Operations tag, 200 Health and the 503 error`, async () => {
      const response = await send((request) => web.handler(request), `${base}/openapi.json`)
      expect(response.status).toBe(200)
      const document = Schema.decodeUnknownSync(Document)(response.body)
      const tag = document.tags.find((t) => t.name === "Operations")
      expect(tag?.description).toMatch(/health/i)
      const operation = getOperation(response.body, "/health")
      expect(operation["tags"]).toEqual(["Operations"])
      const responses = record(operation["responses"])
      expect(JSON.stringify(responses["200"])).toContain("#/components/schemas/Health")
      expect(JSON.stringify(responses["503"])).toContain("Error503")
    })
  }
})
