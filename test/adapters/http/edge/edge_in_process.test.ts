/** The edge in process: `Cache-Control` per resource, `ETag`/`304` (changed by a batch or reorg, none on errors or
 * POSTs), the request deadline's 503, one log line per request, CORS and compression turned off. */
import { Effect, Layer, Logger } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { makePromiseClient } from "../../../../adapters/http/client/client.ts"
import { REQUEST_LOG_MESSAGE } from "../../../../adapters/http/edge/access_log.ts"
import { webHandler } from "../../../../app/server.ts"
import { testBatch } from "../../../../app/testing/chain_values.ts"
import { BatchNum, EthBlockNum, EthHash } from "../../../../core/domain/scalars.ts"
import { Ledger } from "../../../../core/ports/ledger.ts"
import { expectError } from "../expect_error.ts"
import { FixtureStorage } from "../fixture.ts"
import { send } from "../web_client.ts"
import { startWriteNode } from "../write_fixture.ts"

const web = webHandler(FixtureStorage)
const get = (path: string, init?: RequestInit) => send((request) => web.handler(request), path, init)

/** Log lines captured from the request log. */
const lines: Array<{ readonly message: unknown }> = []
const capture = Logger.make<unknown, void>((options) => {
  lines.push({ message: options.message })
})

/** The app with the request log on, logging to `capture` (the loggers a server's runtime would have). */
const logged = webHandler(Layer.merge(FixtureStorage, Logger.layer([capture])), { edge: { accessLog: true } })
const plain = webHandler(FixtureStorage, { edge: { corsOrigins: [], compressionMinBytes: false } })

afterAll(async () => {
  await web.dispose()
  await logged.dispose()
  await plain.dispose()
})

describe("Cache-Control and ETag", () => {
  it.each([
    ["/batches", "public, no-cache"],
    ["/batches/1", "public, no-cache"],
    ["/transactions-history?limit=5", "public, no-cache"],
    ["/state", "public, no-cache"],
    ["/config", "public, max-age=60"],
    ["/openapi.json", "public, max-age=60"]
  ])("GET %s is %s with a strong ETag that revalidates to a 304", async (path, policy) => {
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.headers.get("cache-control")).toBe(policy)
    const tag = first.headers.get("etag") ?? ""
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/)
    const again = await get(path, { headers: { "if-none-match": `"other", ${tag}`, origin: "https://wallet.example" } })
    expect(again.status).toBe(304)
    expect(again.text).toBe("")
    expect(again.headers.get("etag")).toBe(tag)
    expect(again.headers.get("cache-control")).toBe(policy)
    // What the 200 would carry but its body's description: a cross-origin page may revalidate.
    expect(again.headers.get("access-control-allow-origin")).toBe("*")
    expect(again.headers.get("content-type")).toBeNull()
    const head = await get(path, { method: "HEAD", headers: { "if-none-match": tag } })
    expect(head.status).toBe(304)
    const stale = await get(path, { headers: { "if-none-match": '"stale"' } })
    expect(stale.status).toBe(200)
  })

  it("errors and writes are no-store, without a validator", async () => {
    for (const path of ["/tokens/99", "/tokens?nope=1", "/nowhere"]) {
      const response = await get(path)
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.headers.get("cache-control")).toBe("no-store")
      expect(response.headers.get("etag")).toBeNull()
    }
    const post = await get("/transactions-pool", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" }
    })
    expect(post.status).toBe(400)
    expect(post.headers.get("cache-control")).toBe("no-store")
  })

  it("a new batch changes the ETag of the batch list; a reorg changes it again", async () => {
    const node = await startWriteNode()
    try {
      const before = await node.request("/batches")
      const tag = before.headers.get("etag") ?? ""
      expect((await node.request("/batches", { headers: { "if-none-match": tag } })).status).toBe(304)
      await node.run(
        Effect.gen(function* () {
          const ledger = yield* Ledger
          const block = {
            num: EthBlockNum.make(1020n),
            hash: EthHash.make("0x" + "77".repeat(32)),
            timestamp: new Date(Date.UTC(2026, 0, 1, 0, 5))
          }
          yield* ledger.recordBlock(block)
          yield* ledger.forgeBatch(testBatch(block, 2, { ethereumTxHash: block.hash }))
        }).pipe(Effect.orDie)
      )
      const after = await node.request("/batches", { headers: { "if-none-match": tag } })
      expect(after.status).toBe(200)
      const newTag = after.headers.get("etag") ?? ""
      expect(newTag).not.toBe(tag)
      await node.run(
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* ledger.reorg(BatchNum.make(1))
        })
      )
      const reorged = await node.request("/batches", { headers: { "if-none-match": newTag } })
      expect(reorged.status).toBe(200)
      expect(reorged.headers.get("etag")).not.toBe(newTag)
    } finally {
      await node.dispose()
    }
  })
})

describe("the request deadline", () => {
  it("a request still running at the deadline is a JSON 503 ErrRequestTimeout", async () => {
    const quick = webHandler(FixtureStorage, { edge: { requestTimeout: "100 millis" } })
    try {
      const never = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"typ'))
      })
      const started = performance.now()
      const response = await send((request) => quick.handler(request), "/transactions-pool", {
        method: "POST",
        body: never,
        headers: { "content-type": "application/json" },
        duplex: "half"
      } as RequestInit)
      expect(performance.now() - started).toBeLessThan(5_000)
      expectError(response, 503, "ErrRequestTimeout", 33)
      expect(response.headers.get("retry-after")).toBe("1")
      expect((await send((request) => quick.handler(request), "/tokens/0")).status).toBe(200)
    } finally {
      await quick.dispose()
    }
  })
})

describe("the request log", () => {
  it("writes one line per request with method, route template, status, duration, bytes and request id", async () => {
    lines.length = 0
    const ok = await send((request) => logged.handler(request), "/accounts/zk:ETH:256", {
      headers: { "x-request-id": "abc-1" }
    })
    const missing = await send((request) => logged.handler(request), "/tokens/99")
    const unknown = await send((request) => logged.handler(request), "/no/such/route?x=1")
    const requests = lines.flatMap(
      (line): Array<Record<string, unknown>> =>
        Array.isArray(line.message) && line.message[0] === REQUEST_LOG_MESSAGE ? [line.message[1]] : []
    )
    expect(requests).toHaveLength(3)
    const [first, second, third] = requests
    expect(first).toMatchObject({
      method: "GET",
      route: "/accounts/:accountIndex",
      status: 200,
      bytes: ok.text.length,
      requestId: "abc-1"
    })
    expect(typeof first?.["durationMs"]).toBe("number")
    expect(second).toMatchObject({ route: "/tokens/:id", status: 404, bytes: missing.text.length })
    expect(second?.["requestId"]).toBe(missing.headers.get("x-request-id"))
    expect(third).toMatchObject({ route: "unmatched", status: 404, bytes: unknown.text.length })
  })
})

describe("paths that are not UTF-8", () => {
  it.each(["/coordinators/%FF", "/tokens/%C3%28", "/accounts/zk:ETH:%ED%A0%80"])(
    "GET %s is a 400, not a 404",
    async (path) => {
      const response = await get(path)
      expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toContain("UTF-8")
    }
  )
})

describe("the typed client", () => {
  it("sends the request id it is given, fixed or per request, and the node echoes it", async () => {
    const echoed: Array<string | null> = []
    const through = async (request: Request) => {
      const response = await web.handler(request)
      echoed.push(response.headers.get("x-request-id"))
      return response
    }
    const fixed = makePromiseClient({
      baseUrl: "http://localhost",
      revision: "later",
      fetch: through,
      requestId: "explorer-1"
    })
    await fixed.call((api) => api.rollupStatus.getConfig())
    let n = 0
    const counted = makePromiseClient({
      baseUrl: "http://localhost",
      revision: "later",
      fetch: through,
      requestId: () => `wallet-${++n}`
    })
    await counted.call((api) => api.rollupStatus.getConfig())
    await counted.call((api) => api.rollupStatus.getState())
    expect(echoed).toEqual(["explorer-1", "wallet-1", "wallet-2"])
  })
})

describe("edge options", () => {
  it("CORS and compression can be turned off", async () => {
    const response = await send((request) => plain.handler(request), "/transactions-history?limit=200", {
      headers: { origin: "https://wallet.example", "accept-encoding": "gzip, br" }
    })
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
    expect(response.headers.get("content-encoding")).toBeNull()
    const preflight = await send((request) => plain.handler(request), "/tokens", { method: "OPTIONS" })
    expectError(preflight, 405, "ErrMethodNotAllowed", 27)
  })
})
