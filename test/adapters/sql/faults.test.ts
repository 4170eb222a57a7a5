/** Storage faults: while the database is unreachable ports fail with `Unavailable` and the process lives on, then serve
 * again with nothing half-written (embedded; with DATABASE_URL a server behind a cut proxy); startup waits. */
import { Cause, Duration, Effect, Exit, Layer, Logger, ManagedRuntime, Option, Redacted, Scope } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { SystemClock } from "../../../adapters/system/mod.ts"
import * as Embedded from "../../../adapters/sql/connection/embedded_postgres.ts"
import { DEFAULT_OPERATION_TIMEOUT } from "../../../adapters/sql/connection/storage_failure.ts"
import { webHandler } from "../../../app/server.ts"
import { Unavailable } from "../../../core/errors.ts"
import { FIRST_PAGE } from "../../../core/pagination/page.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { TokenStore } from "../../../core/ports/token_store.ts"
import { buildFixture, ETH } from "../../contract/fixture.ts"
import { poolTransfer } from "../../contract/pool_records.ts"
import { FixtureSettings } from "../http/fixture.ts"
import { send } from "../http/web_client.ts"
import { tcpProxy } from "./tcp_proxy.ts"
import { DATABASE_URL, freshServerDatabase, migratedTemplate, onServer, sqlStorage } from "./test_databases.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

/** Whether an exit is a failure carrying core's Unavailable as a defect. */
function isUnavailable(exit: Exit.Exit<unknown, unknown>): boolean {
  return (
    Exit.isFailure(exit) &&
    exit.cause.reasons.some((reason) => Cause.isDieReason(reason) && reason.defect instanceof Unavailable)
  )
}

/** The message of the Unavailable defect an exit failed with, if it did. */
function unavailableMessage(exit: Exit.Exit<unknown, unknown>): string | undefined {
  if (!Exit.isFailure(exit)) return undefined
  const reason = exit.cause.reasons.find((r) => Cause.isDieReason(r) && r.defect instanceof Unavailable)
  return reason !== undefined && Cause.isDieReason(reason) && reason.defect instanceof Unavailable
    ? reason.defect.message
    : undefined
}

/** Runs a scoped effect in `scope`. */
function inScope<A, E>(scope: Scope.Closeable, effect: Effect.Effect<A, E, Scope.Scope>): Promise<A> {
  return Effect.runPromise(Scope.provide(effect, scope))
}

/** Closes a scope. */
function close(scope: Scope.Closeable): Promise<void> {
  return Effect.runPromise(Scope.close(scope, Exit.void))
}

/** A new scope. */
function newScope(): Promise<Scope.Closeable> {
  return Effect.runPromise(Scope.make())
}

/** An embedded database from the migrated template, served on a fixed socket path that survives restarts. */
async function embeddedOnFixedSocket() {
  const scope = await newScope()
  const dir = mkdtempSync(join(tmpdir(), "zk-fault-"))
  const path = join(dir, ".s.PGSQL.5432")
  const db = await inScope(scope, Embedded.openDatabase({ loadDataDir: await migratedTemplate() }))
  let serverScope = await newScope()
  const connection = await inScope(serverScope, Embedded.serve(db, { path }))
  return {
    connection,
    stopServer: () => close(serverScope),
    startServer: async () => {
      serverScope = await newScope()
      await inScope(serverScope, Embedded.serve(db, { path }))
    },
    dispose: async () => {
      await close(serverScope)
      await close(scope)
      rmSync(dir, { recursive: true, force: true })
    }
  }
}

/** Token ids of the first page. */
const tokenIds = Effect.gen(function* () {
  const page = yield* (yield* TokenStore).list({}, FIRST_PAGE)
  return page.items.map((t) => t.id)
})

/** Exercises one storage across an outage: reads and writes fail with Unavailable, then work again. */
async function outageRoundTrip(
  storage: Layer.Layer<StoragePorts, unknown>,
  cut: () => Promise<void>,
  restore: () => Promise<void>
): Promise<void> {
  const runtime = ManagedRuntime.make(storage)
  try {
    await runtime.runPromise(Effect.orDie(buildFixture))
    expect(await runtime.runPromise(tokenIds)).toEqual([0, 1, 5])
    const pool = (record: ReturnType<typeof poolTransfer>) => Effect.flatMap(PoolStore, (p) => p.add(record))
    await cut()
    expect(isUnavailable(await runtime.runPromiseExit(tokenIds)), "a read during the outage").toBe(true)
    expect(
      isUnavailable(await runtime.runPromiseExit(pool(poolTransfer({ from: 256, to: 257, nonce: 7 })))),
      "a pool add"
    ).toBe(true)
    const price = Effect.flatMap(Ledger, (l) => l.setTokenPrice(ETH, 3000, new Date(Date.UTC(2026, 1, 1))))
    expect(isUnavailable(await runtime.runPromiseExit(price)), "a ledger call").toBe(true)
    await restore()
    expect(await runtime.runPromise(tokenIds), "reads work again").toEqual([0, 1, 5])
    const transfer = poolTransfer({ from: 256, to: 257, nonce: 8 })
    expect(await runtime.runPromise(pool(transfer))).toEqual({ _tag: "Added" })
    expect(Option.isSome(await runtime.runPromise(Effect.flatMap(PoolStore, (p) => p.get(transfer.id))))).toBe(true)
    expect(
      Option.isNone(
        await runtime.runPromise(
          Effect.flatMap(PoolStore, (p) => p.get(poolTransfer({ from: 256, to: 257, nonce: 7 }).id))
        )
      ),
      "the failed add left nothing"
    ).toBe(true)
  } finally {
    await runtime.dispose()
  }
}

describe("embedded PostgreSQL faults", () => {
  it("a stopped socket server makes every port fail with Unavailable; a restart on the same socket restores them", async () => {
    const embedded = await embeddedOnFixedSocket()
    try {
      const storage = sqlStorage({ connection: embedded.connection, operationTimeout: Duration.seconds(5) })
      await outageRoundTrip(storage, embedded.stopServer, embedded.startServer)
    } finally {
      await embedded.dispose()
    }
  }, 60_000)

  it("over HTTP: 503 with the error shape while the database is down, 200 again when it is back", async () => {
    const embedded = await embeddedOnFixedSocket()
    const storage = Layer.mergeAll(
      sqlStorage({ connection: embedded.connection, operationTimeout: Duration.seconds(5) }),
      SystemClock.layer,
      FixtureSettings
    )
    const web = webHandler(storage)
    try {
      const get = () => send((request) => web.handler(request), "/tokens")
      expect((await get()).status).toBe(200)
      await embedded.stopServer()
      const down = await get()
      expect(down.status).toBe(503)
      expect(down.body).toEqual({ message: expect.any(String), code: 3, type: "ErrStorageUnavailable" })
      expect((await get()).status, "still down, still answering").toBe(503)
      await embedded.startServer()
      const back = await get()
      expect(back.status).toBe(200)
      expect(back.body).toMatchObject({ tokens: [], pendingItems: 0 })
    } finally {
      await web.dispose()
      await embedded.dispose()
    }
  }, 60_000)

  it("startup waits for a database that is not served yet", async () => {
    const scope = await newScope()
    const dir = mkdtempSync(join(tmpdir(), "zk-fault-"))
    const path = join(dir, ".s.PGSQL.5432")
    try {
      const db = await inScope(scope, Embedded.openDatabase({ loadDataDir: await migratedTemplate() }))
      const runtime = ManagedRuntime.make(
        sqlStorage({
          connection: { path, username: "postgres", database: "postgres", maxConnections: Embedded.EMBEDDED_POOL_SIZE },
          startupTimeout: Duration.seconds(20)
        })
      )
      const started = runtime.runPromise(tokenIds)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await inScope(scope, Embedded.serve(db, { path }))
      expect(await started).toEqual([])
      await runtime.dispose()
    } finally {
      await close(scope)
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)

  it("a database that never answers fails the start after startupTimeout with an outage", async () => {
    const runtime = ManagedRuntime.make(
      sqlStorage({
        connection: { host: "127.0.0.1", port: 1, username: "postgres", database: "postgres" },
        startupTimeout: Duration.seconds(1)
      })
    )
    const exit = await runtime.runPromiseExit(tokenIds)
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? Cause.pretty(exit.cause) : "")).toMatch(/ConnectionError|connect/i)
    await runtime.dispose()
  }, 30_000)

  it("a start waiting for a database says once what it waits for, then how long it has waited every 10 s", async () => {
    const lines: Array<string> = []
    const capture = Logger.make<unknown, void>(({ message }) => {
      lines.push((Array.isArray(message) ? message : [message]).filter((part) => typeof part === "string").join(" "))
    })
    const runtime = ManagedRuntime.make(
      sqlStorage({
        connection: { host: "127.0.0.1", port: 1, username: "postgres", database: "postgres" },
        startupTimeout: Duration.seconds(12)
      }).pipe(Layer.provide(Logger.layer([capture])))
    )
    const exit = await runtime.runPromiseExit(tokenIds)
    await runtime.dispose()
    expect(Exit.isFailure(exit)).toBe(true)
    const storage = lines.filter((line) => line.startsWith("storage:"))
    expect(storage).toEqual([
      "storage: database unreachable at startup; waiting up to 12 s for it to answer",
      expect.stringMatching(/^storage: still waiting for the database: 1[01] s of 12 s$/u)
    ])
  }, 40_000)
})

const serverUrl = DATABASE_URL

describeWith(POSTGRES_SERVER)("PostgreSQL server faults", () => {
  const scope = Effect.runSync(Scope.make())
  afterAll(() => close(scope))

  /** A fresh database on the server, reached through a proxy. */
  async function behindProxy() {
    const url = new URL(await inScope(scope, freshServerDatabase(serverUrl ?? "")))
    const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.hostname = "127.0.0.1"
    url.port = String(proxy.port)
    return { proxy, url: Redacted.make(url.toString()) }
  }

  it("a cut connection makes every port fail with Unavailable; restored, the storage serves again", async () => {
    const { proxy, url } = await behindProxy()
    try {
      const storage = sqlStorage({
        connection: { url, maxConnections: 4 },
        operationTimeout: Duration.seconds(5)
      })
      await outageRoundTrip(storage, proxy.stop, proxy.start)
    } finally {
      await proxy.stop()
    }
  }, 60_000)

  it("a hanging server is an outage after operationTimeout, not a hung request", async () => {
    const { proxy, url } = await behindProxy()
    const runtime = ManagedRuntime.make(
      sqlStorage({ connection: { url, maxConnections: 2 }, operationTimeout: Duration.seconds(1) })
    )
    try {
      expect(await runtime.runPromise(tokenIds)).toEqual([])
      await proxy.stop()
      proxy.blackhole = true
      await proxy.start()
      const started = Date.now()
      const exit = await runtime.runPromiseExit(tokenIds)
      const elapsed = Date.now() - started
      // The operation's own deadline ended it (not a failed connection), the configured one: the default is far longer.
      expect(unavailableMessage(exit)).toBe("storage did not answer in time; retry later")
      expect(elapsed).toBeLessThan(Duration.toMillis(DEFAULT_OPERATION_TIMEOUT))
      await proxy.stop()
      proxy.blackhole = false
      await proxy.start()
      expect(await runtime.runPromise(tokenIds)).toEqual([])
    } finally {
      await runtime.dispose()
      await proxy.stop()
    }
  }, 60_000)

  it("a read after the server ended every session of the storage succeeds: a lost connection is retried once, on a new session", async () => {
    const url = await inScope(scope, freshServerDatabase(serverUrl ?? ""))
    const database = new URL(url).pathname.slice(1)
    const runtime = ManagedRuntime.make(sqlStorage({ connection: { url: Redacted.make(url), maxConnections: 2 } }))
    try {
      await runtime.runPromise(Effect.orDie(buildFixture))
      const token = Effect.flatMap(TokenStore, (s) => s.get(ETH))
      const tokens = Effect.flatMap(TokenStore, (s) => s.list({}, FIRST_PAGE))
      // Every read session open (they are taken in turn), then every session of the database ended.
      for (let i = 0; i < 4; i++) expect(Option.isSome(await runtime.runPromise(token))).toBe(true)
      await Effect.runPromise(
        onServer(
          serverUrl ?? "",
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`
        )
      )
      expect(Option.isSome(await runtime.runPromise(token)), "a read on the read sessions").toBe(true)
      expect((await runtime.runPromise(tokens)).items.length, "a read through the pool").toBe(3)
    } finally {
      await runtime.dispose()
    }
  }, 60_000)

  it("startup waits for a server that is not reachable yet", async () => {
    const { proxy, url } = await behindProxy()
    await proxy.stop()
    const runtime = ManagedRuntime.make(sqlStorage({ connection: { url }, startupTimeout: Duration.seconds(20) }))
    try {
      const started = runtime.runPromise(tokenIds)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await proxy.start()
      expect(await started).toEqual([])
    } finally {
      await runtime.dispose()
      await proxy.stop()
    }
  }, 60_000)
})
