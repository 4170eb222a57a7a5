/** Answers charged by what they send: one point per 64 KiB beyond the first, of the body as sent (compressed, nothing
 * for a 304 or a HEAD), a streamed body as it streams (cut once its budget is spent); an open stream charged its cost
 * again every window. */
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect } from "effect"
import { HttpServerRequest, HttpServerResponse } from "effect/http"
import { Readable } from "node:stream"
import { afterEach, beforeEach, expect, vi } from "vitest"
import { trustProxyOf } from "../../../../adapters/http/edge/client_identity.ts"
import type { RequestBudget } from "../../../../adapters/http/edge/request_budget.ts"
import { CurrentRequestFacts, RequestFacts } from "../../../../adapters/http/edge/request_context.ts"
import { REQUEST_COSTS, sizeCost } from "../../../../adapters/http/edge/request_cost.ts"
import { chargedBySize } from "../../../../adapters/http/edge/size_charge.ts"
import { streamCharge } from "../../../../adapters/http/edge/stream_charge.ts"
import { ListeningServer, serverLayer } from "../../../../app/server.ts"
import { FixtureStorage } from "../fixture.ts"
import { OpenApi } from "effect/http-api"
import { makeApi } from "../../../../adapters/http/api/api.ts"
import { REVISIONS } from "../../../../core/revision/revision.ts"

/** A budget of `points` that records what it is charged. */
function testBudget(points: number, windowSeconds = 60) {
  const charged: Array<number> = []
  let left = points
  const budget: RequestBudget = {
    windowSeconds,
    charge: (n) => {
      charged.push(n)
      left -= n
      return Promise.resolve(left >= 0)
    }
  }
  return { budget, charged }
}

describe("the size cost", () => {
  it("one point per 64 KiB beyond the first", () => {
    expect(REQUEST_COSTS.bytesPerPoint).toBe(64 * 1024)
    expect(sizeCost(0)).toBe(0)
    expect(sizeCost(64 * 1024)).toBe(0)
    expect(sizeCost(64 * 1024 + 1)).toBe(1)
    expect(sizeCost(643_000)).toBe(9)
    expect(sizeCost(2_300_000)).toBe(35)
  })
})

describe("the size cost in the API description", () => {
  for (const revision of REVISIONS) {
    it(`${revision}: the rate limits' section states the bytes per point and how streams are charged`, () => {
      const spec = JSON.parse(JSON.stringify(OpenApi.fromApi(makeApi(revision)))) as { info: { description: string } }
      const description = spec.info.description
      expect(description).toContain(
        `one point more per ${REQUEST_COSTS.bytesPerPoint / 1024} KiB it sends beyond the first`
      )
      expect(description).toContain(`an open event stream ${REQUEST_COSTS.stream} points again every window`)
    })
  }
})

describe("a stream's charge", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it("charges its bytes beyond the first 64 KiB as they pass, and its cost again every window while open", async () => {
    const { budget, charged } = testBudget(1000, 30)
    let spent = 0
    const charge = streamCharge(budget, { perWindow: 10, onSpent: () => spent++ })
    charge.pushed(60 * 1024)
    charge.pushed(10 * 1024)
    charge.pushed(100 * 1024)
    expect(charged, "170 KiB: two points beyond the first 64 KiB").toEqual([1, 1])
    await vi.advanceTimersByTimeAsync(29_000)
    expect(charged).toEqual([1, 1])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(charged, "a window open: its cost again").toEqual([1, 1, 10])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(charged).toEqual([1, 1, 10, 10, 10])
    charge.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    charge.pushed(1024 * 1024)
    expect(charged, "nothing once stopped").toEqual([1, 1, 10, 10, 10])
    expect(spent).toBe(0)
  })

  it("tells once when its budget is spent, and stops charging", async () => {
    const { budget, charged } = testBudget(25, 1)
    let spent = 0
    streamCharge(budget, { perWindow: 10, onSpent: () => spent++ })
    await vi.advanceTimersByTimeAsync(2_000)
    expect(spent).toBe(0)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(spent, "the third window's charge found the budget spent").toBe(1)
    await vi.advanceTimersByTimeAsync(5_000)
    expect(charged).toEqual([10, 10, 10])
    expect(spent).toBe(1)
  })
})

/** Runs the size charge around an app answering `response`, for a `method` request whose budget is `budget`. */
function chargedAnswer(response: HttpServerResponse.HttpServerResponse, budget: RequestBudget, method = "GET") {
  const facts = new RequestFacts("test", 0, "192.0.2.1")
  facts.budget = budget
  const request = HttpServerRequest.fromWeb(new Request("http://node.test/transactions-history/export", { method }))
  return Effect.runPromise(
    chargedBySize(Effect.succeed(response)).pipe(
      Effect.provideService(HttpServerRequest.HttpServerRequest, request),
      Effect.provideService(CurrentRequestFacts, facts)
    )
  )
}

/** A streamed body of `chunks` chunks of 32 KiB. */
function streamedBody(chunks: number) {
  const chunk = Buffer.alloc(32 * 1024, 120)
  return HttpServerResponse.raw(Readable.from(Array.from({ length: chunks }, () => chunk)), {
    contentType: "application/x-ndjson"
  })
}

/** Reads a raw response body to its end (or its failure). */
async function readAll(response: HttpServerResponse.HttpServerResponse) {
  const body = response.body
  if (body._tag !== "Raw" || !(body.body instanceof Readable)) throw new Error("not a streamed body")
  let bytes = 0
  try {
    for await (const chunk of body.body) bytes += (chunk as Uint8Array).byteLength
    return { bytes, cut: false }
  } catch {
    return { bytes, cut: true }
  }
}

describe("the size charge around an answer", () => {
  it("charges a body by its length, and a HEAD or an event stream not at all", async () => {
    const { budget, charged } = testBudget(1000)
    const big = HttpServerResponse.uint8Array(new Uint8Array(200 * 1024), { contentType: "application/json" })
    await chargedAnswer(big, budget)
    expect(charged).toEqual([3])
    await chargedAnswer(big, budget, "HEAD")
    await chargedAnswer(HttpServerResponse.uint8Array(new Uint8Array(1000)), budget)
    const events = HttpServerResponse.raw(Readable.from([Buffer.alloc(200 * 1024)]), {
      contentType: "text/event-stream; charset=utf-8"
    })
    await readAll(await chargedAnswer(events, budget))
    expect(charged, "the event stream charges itself").toEqual([3])
  })

  it("charges a streamed body (an export) by the bytes it sends, and cuts it once the budget is spent", async () => {
    const whole = testBudget(1000)
    expect(await readAll(await chargedAnswer(streamedBody(10), whole.budget))).toEqual({
      bytes: 320 * 1024,
      cut: false
    })
    expect(
      whole.charged.reduce((sum, n) => sum + n, 0),
      "320 KiB: four points beyond the first 64"
    ).toBe(4)
    const spent = testBudget(2)
    const read = await readAll(await chargedAnswer(streamedBody(100), spent.budget))
    expect(read.cut, "cut once its budget is spent").toBe(true)
    expect(read.bytes).toBeLessThan(100 * 32 * 1024)
  })
})

/** `TRUST_PROXY=loopback`: the test's requests name their client in `X-Forwarded-For`. */
const LOOPBACK = trustProxyOf("loopback")

const LIMITED = serverLayer(FixtureStorage, {
  port: 0,
  edge: {
    rateLimit: {
      tiers: [{ name: "anonymous", points: 1000, windowSeconds: 60 }],
      trustProxy: "trust" in LOOPBACK ? LOOPBACK.trust : undefined
    }
  }
})

/** The points left after a request, from its `RateLimit` header. */
function remaining(response: Response): number {
  return Number(/;r=(\d+);/u.exec(response.headers.get("ratelimit") ?? "")?.[1] ?? Number.NaN)
}

describe("answers charged as sent, over a socket", () => {
  layer(LIMITED)((it) => {
    it.effect("a large answer costs by its bytes as sent: uncompressed, compressed, a 304 and a HEAD", () =>
      Effect.gen(function* () {
        const server = yield* ListeningServer
        const address = server.address
        if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
        const ask = (client: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
          Effect.promise(async () => {
            const response = await fetch(`http://127.0.0.1:${address.port}/docs`, {
              method: init.method ?? "GET",
              headers: { "x-forwarded-for": client, ...init.headers }
            })
            const bytes = (await response.arrayBuffer()).byteLength
            return { response, length: Number(response.headers.get("content-length") ?? bytes) }
          })
        const plain = yield* ask("203.0.113.1", { headers: { "accept-encoding": "identity" } })
        assert.strictEqual(plain.response.status, 200)
        assert.isAbove(plain.length, 1024 * 1024, "the docs page is large")
        assert.strictEqual(remaining(plain.response), 1000 - 1 - sizeCost(plain.length))
        const compressed = yield* ask("203.0.113.2", { headers: { "accept-encoding": "br" } })
        assert.strictEqual(compressed.response.headers.get("content-encoding"), "br")
        assert.isBelow(compressed.length, plain.length)
        assert.strictEqual(remaining(compressed.response), 1000 - 1 - sizeCost(compressed.length))
        const etag = plain.response.headers.get("etag") ?? ""
        const revalidated = yield* ask("203.0.113.3", {
          headers: { "accept-encoding": "identity", "if-none-match": etag }
        })
        assert.strictEqual(revalidated.response.status, 304)
        assert.strictEqual(remaining(revalidated.response), 999, "a 304 sends no body")
        const head = yield* ask("203.0.113.4", { method: "HEAD", headers: { "accept-encoding": "identity" } })
        assert.strictEqual(remaining(head.response), 999, "a HEAD sends no body")
        const small = yield* Effect.promise(() =>
          fetch(`http://127.0.0.1:${address.port}/tokens/0`, { headers: { "x-forwarded-for": "203.0.113.5" } })
        )
        assert.strictEqual(remaining(small), 999, "a small answer costs its request only")
      })
    )
  })
})
