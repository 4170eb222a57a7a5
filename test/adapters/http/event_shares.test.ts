/** `GET /events` per client: no client holds more than its share of the streams (`clientSharePercent` of
 * `maxSubscribers`, at least one) — past it that client alone gets a 429 — and the share comes back when a stream
 * closes; with rate limits on, a stream's replay is charged by its bytes and an open stream its cost again every
 * window, ending once its budget is spent. */
import { Effect, Exit, Layer, Scope } from "effect"
import { afterEach, describe, expect, it } from "vitest"
import { trustProxyOf } from "../../../adapters/http/edge/client_identity.ts"
import { REQUEST_COSTS, sizeCost } from "../../../adapters/http/edge/request_cost.ts"
import type { HttpRoutesOptions } from "../../../adapters/http/server/routes.ts"
import { ListeningServer, serverLayer, webHandler } from "../../../app/server.ts"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import { ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { Option } from "effect"
import { seededDevnet } from "../../devnet/forger_fixture.ts"
import { expectError } from "./expect_error.ts"
import { readSse, type SseReader } from "./sse_reader.ts"

type Services = Layer.Success<ReturnType<typeof seededDevnet>>

/** One forwarding hop trusted: each test request names its client in `X-Forwarded-For`. */
const ONE_HOP = trustProxyOf("1")
const TRUST = "trust" in ONE_HOP ? ONE_HOP.trust : undefined

const PARTNER_KEY = `zk_${"s".repeat(43)}`

const scopes: Array<Scope.Closeable> = []
const disposals: Array<() => Promise<void>> = []
const readers: Array<SseReader> = []

afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.cancel()
  for (const dispose of disposals.splice(0)) await dispose()
  for (const scope of scopes.splice(0)) await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** The seeded devnet (with a partner key stored) in a scope closed after the test. */
async function devnet(): Promise<Layer.Layer<Services>> {
  const scope = await Effect.runPromise(Scope.make())
  scopes.push(scope)
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  const services = Layer.succeedContext(context)
  await Effect.runPromise(
    Effect.flatMap(Effect.service(ApiKeyStore), (keys) =>
      keys.create({
        id: "key_stream",
        name: "streamer",
        tier: "partner",
        digest: apiKeyDigest(PARTNER_KEY),
        createdAt: new Date(),
        revokedAt: Option.none()
      })
    ).pipe(Effect.provide(services))
  )
  return services
}

/** A fetch-style handler of the devnet with `options`. */
async function handlerOf(options: HttpRoutesOptions) {
  const web = webHandler(await devnet(), options)
  disposals.push(web.dispose)
  return (path: string, headers: Record<string, string> = {}) =>
    web.handler(new Request(`http://node.test${path}`, { headers }))
}

/** Starts reading an event stream that must have opened. */
function reading(response: Response): SseReader {
  expect(response.status).toBe(200)
  const reader = readSse(response)
  readers.push(reader)
  return reader
}

/** Retries `attempt` until it holds (a released share is given back as the closed body is seen). */
async function eventually(attempt: () => Promise<boolean>, withinMs = 5000): Promise<void> {
  const deadline = Date.now() + withinMs
  while (!(await attempt())) {
    if (Date.now() > deadline) throw new Error("never held")
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe("a client's share of the event streams", () => {
  it("past its share a client alone gets a 429 with Retry-After; a key counts as one client from any address", async () => {
    const get = await handlerOf({
      events: { pollInterval: "50 millis", maxSubscribers: 8, clientSharePercent: 25 },
      edge: {
        rateLimit: {
          tiers: [
            { name: "anonymous", points: 10_000, windowSeconds: 60 },
            { name: "partner", points: 10_000, windowSeconds: 60 }
          ],
          trustProxy: TRUST
        }
      }
    })
    const a = { "x-forwarded-for": "2001:db8:a:1::1" }
    const first = reading(await get("/events", a))
    reading(await get("/events", { "x-forwarded-for": "2001:db8:a:1::2" }))
    const refused = await get("/events", a)
    const text = await refused.text()
    expectError(
      { status: refused.status, headers: refused.headers, text, body: JSON.parse(text) },
      429,
      "ErrTooManyRequests",
      39
    )
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    reading(await get("/events", { "x-forwarded-for": "198.51.100.7" }))
    reading(await get("/events", { "x-api-key": PARTNER_KEY, "x-forwarded-for": "198.51.100.8" }))
    reading(await get("/events", { "x-api-key": PARTNER_KEY, "x-forwarded-for": "198.51.100.9" }))
    const keyed = await get("/events", { "x-api-key": PARTNER_KEY, "x-forwarded-for": "198.51.100.10" })
    expect(keyed.status, "the key's share is its own, whatever the address").toBe(429)
    await keyed.body?.cancel()
    await first.cancel()
    await eventually(async () => {
      const again = await get("/events", a)
      if (again.status === 200) reading(again)
      else await again.body?.cancel()
      return again.status === 200
    })
  })

  it("counts by the connection's address when nothing else names the client", async () => {
    const scope = await Effect.runPromise(Scope.make())
    scopes.push(scope)
    const services = await devnet()
    const context = await Effect.runPromise(
      Layer.buildWithScope(
        serverLayer(services, { port: 0, events: { maxSubscribers: 4, clientSharePercent: 50 } }),
        scope
      )
    )
    const address = (await Effect.runPromise(Effect.provideContext(Effect.service(ListeningServer), context))).address
    if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
    const url = `http://127.0.0.1:${address.port}/events`
    reading(await fetch(url))
    reading(await fetch(url))
    const refused = await fetch(url)
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as { type: string }).type).toBe("ErrTooManyRequests")
  })
})

describe("an event stream's charges", () => {
  it("a replay costs its bytes beyond the first 64 KiB, on top of opening the stream", async () => {
    const get = await handlerOf({
      events: { pollInterval: "50 millis" },
      edge: { rateLimit: { tiers: [{ name: "anonymous", points: 10_000, windowSeconds: 600 }], trustProxy: TRUST } }
    })
    const client = { "x-forwarded-for": "192.0.2.77" }
    const response = await get("/events?after=0", client)
    expect(response.status).toBe(200)
    const reader = response.body?.getReader()
    if (reader === undefined) throw new Error("no body")
    let bytes = 0
    // The replay, read until the stream falls quiet (the devnet forges nothing meanwhile).
    for (;;) {
      const next = await Promise.race([
        reader.read(),
        new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 500))
      ])
      if (next === undefined || next.done === true) break
      bytes += next.value.byteLength
    }
    await reader.cancel()
    const opening = ": zk-node events\n\n".length
    const replayed = bytes - opening
    expect(replayed, "the devnet's history is a large replay").toBeGreaterThan(2 * REQUEST_COSTS.bytesPerPoint)
    const after = await get("/tokens/0", client)
    const left = Number(/;r=(\d+);/u.exec(after.headers.get("ratelimit") ?? "")?.[1])
    expect(left).toBe(10_000 - REQUEST_COSTS.stream - sizeCost(replayed) - 1)
  })

  it("an open stream is charged again every window; once its budget is spent it ends, and a new one is a 429", async () => {
    const get = await handlerOf({
      events: { pollInterval: "50 millis" },
      edge: { rateLimit: { tiers: [{ name: "anonymous", points: 30, windowSeconds: 1 }], trustProxy: TRUST } }
    })
    const client = { "x-forwarded-for": "192.0.2.99" }
    // The client's windows open with its requests; the stream opens half a window later, so its charges fall in the
    // middle of a window, which the client spends whole at its start (a page of 600 items costs 30).
    await (await get("/tokens/0", client)).body?.cancel()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const stream = reading(await get("/events", client))
    const deadline = Date.now() + 8000
    while (!stream.ended() && Date.now() < deadline) {
      const page = await get("/batches?limit=600", client)
      await page.body?.cancel()
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(stream.ended(), "the stream ended").toBe(true)
    const again = await get("/events", client)
    expect(again.status).toBe(429)
    expect(again.headers.get("retry-after")).not.toBeNull()
    await again.body?.cancel()
  })
})
