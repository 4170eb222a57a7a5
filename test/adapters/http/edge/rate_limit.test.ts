/** The edge's rate limiter: costs, `TRUST_PROXY`, client address and key; a real server with tiny budgets: RateLimit
 * headers, 429 with `Retry-After`, tiers, 401 for bad keys, free probes, `X-Forwarded-For` from trusted proxies. */
import { assert, describe, it, layer } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import {
  apiKeyDigest,
  clientAddress,
  presentedKey,
  trustProxyOf
} from "../../../../adapters/http/edge/client_identity.ts"
import type { RateLimitOptions } from "../../../../adapters/http/edge/rate_limit.ts"
import { requestCost } from "../../../../adapters/http/edge/request_cost.ts"
import { methodPolicy } from "../../../../adapters/http/edge/route_policy.ts"
import { ApiKeyStore } from "../../../../core/ports/api_keys.ts"
import { ListeningServer, serverLayer } from "../../../../app/server.ts"
import { policyRouter } from "../declared_policies.ts"
import { FixtureStorage } from "../fixture.ts"
import { isErrorBody, record, sendTo, type TestResponse } from "../web_client.ts"

/** The routes of the later revision at `/` and `/v2`, the earlier's at `/v1`, with their declared policies. */
const router = policyRouter([
  { revision: "later", basePath: "/" },
  { revision: "later", basePath: "/v2" },
  { revision: "earlier", basePath: "/v1" }
])

/** What a request on `route` (undefined: no route) with `query` costs, by its route's policy. */
function costOf(
  method: string,
  route: string | undefined,
  query: Readonly<Record<string, unknown>> | undefined
): number {
  return requestCost((route === undefined ? methodPolicy(method) : router.policyOf(method, route)).cost, query)
}

describe("rate limit: the pure parts", () => {
  it("costs: 1 per item read (metrics among them), 1 per 20 items of a list, 10 for a POST or the event stream, 0 for /health", () => {
    assert.strictEqual(costOf("GET", "/tokens/:id", {}), 1)
    assert.strictEqual(costOf("GET", "/tokens", {}), 1)
    assert.strictEqual(costOf("GET", "/tokens", { limit: "20" }), 1)
    assert.strictEqual(costOf("GET", "/tokens", { limit: "21" }), 2)
    assert.strictEqual(costOf("GET", "/v1/transactions-history", { limit: "2049" }), 103)
    assert.strictEqual(costOf("GET", "/tokens", { limit: "abc" }), 1)
    const keys = (n: number) => Array.from({ length: n }, (_, i) => String(i)).join(",")
    assert.strictEqual(
      costOf("GET", "/transactions-history", { ids: keys(100) }),
      5,
      "a bulk lookup: its keys as items"
    )
    assert.strictEqual(costOf("GET", "/transactions-pool", { ids: keys(21) }), 2)
    assert.strictEqual(
      costOf("GET", "/transactions-pool", { ids: keys(21).replaceAll(",", "|") }),
      2,
      "keys separated by '|' count alike"
    )
    assert.strictEqual(costOf("GET", "/v1/accounts", { accountIndexes: keys(3) }), 1)
    assert.strictEqual(costOf("GET", "/tokens", { ids: keys(100) }), 1, "/tokens?ids= filters a page: its limit counts")
    assert.strictEqual(costOf("POST", "/transactions-pool", {}), 10)
    assert.strictEqual(costOf("GET", "/events", {}), 10)
    assert.strictEqual(
      costOf("GET", "/transactions-history/export", { format: "csv" }),
      103,
      "an export: the largest list page"
    )
    assert.strictEqual(
      costOf("GET", "/v2/transactions-history/export", {}),
      costOf("GET", "/transactions-history", { limit: "2049" })
    )
    assert.strictEqual(costOf("GET", "/health", {}), 0)
    assert.strictEqual(costOf("GET", "/v1/metrics", {}), 1, "/metrics: a read, since anyone may ask for it")
    assert.strictEqual(costOf("GET", undefined, undefined), 1)
  })

  it("TRUST_PROXY: off, on, a hop count, a list; a bad list is a problem", () => {
    assert.deepStrictEqual(trustProxyOf("off"), { trust: undefined })
    assert.deepStrictEqual(trustProxyOf("0"), { trust: undefined })
    const on = trustProxyOf("on")
    assert.isTrue("trust" in on && on.trust?.("8.8.8.8", 5) === true)
    const hops = trustProxyOf("2")
    assert.isTrue("trust" in hops && hops.trust?.("8.8.8.8", 1) === true && hops.trust("8.8.8.8", 2) === false)
    const list = trustProxyOf("loopback, 10.0.0.0/8")
    assert.isTrue("trust" in list && list.trust?.("127.0.0.1", 0) === true && list.trust("10.1.2.3", 1) === true)
    assert.isTrue("trust" in list && list.trust?.("8.8.8.8", 0) === false)
    assert.isTrue("problem" in trustProxyOf("not-an-address"))
  })

  it("the client's address walks X-Forwarded-For from the right past trusted proxies only", () => {
    const headers = (forwarded?: string) => (forwarded === undefined ? {} : { "x-forwarded-for": forwarded })
    const peer = "::ffff:127.0.0.1"
    const loopback = trustProxyOf("loopback")
    const trust = "trust" in loopback ? loopback.trust : undefined
    assert.strictEqual(clientAddress(peer, headers("1.2.3.4"), undefined), "127.0.0.1", "no trust: the socket")
    assert.strictEqual(clientAddress(peer, headers("1.2.3.4"), trust), "1.2.3.4")
    assert.strictEqual(
      clientAddress(peer, headers("6.6.6.6, 1.2.3.4"), trust),
      "1.2.3.4",
      "a forged left part is not believed"
    )
    assert.strictEqual(clientAddress(peer, headers("6.6.6.6, 127.0.0.2"), trust), "6.6.6.6", "past two trusted hops")
    assert.strictEqual(clientAddress(peer, headers(), trust), "127.0.0.1")
    const one = trustProxyOf("1")
    assert.strictEqual(
      clientAddress(peer, headers("6.6.6.6, 1.2.3.4"), "trust" in one ? one.trust : undefined),
      "1.2.3.4"
    )
  })

  it("the key: X-API-Key, else Authorization: Bearer; other schemes are no key", () => {
    assert.strictEqual(presentedKey({ "x-api-key": "zk_a" }), "zk_a")
    assert.strictEqual(presentedKey({ authorization: "Bearer zk_b" }), "zk_b")
    assert.strictEqual(presentedKey({ authorization: "bearer   zk_c " }), "zk_c")
    assert.strictEqual(presentedKey({ authorization: "Basic dXNlcjpwYXNz" }), undefined)
    assert.strictEqual(presentedKey({}), undefined)
    assert.strictEqual(apiKeyDigest("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  })
})

/** `TRUST_PROXY=loopback`: the test's requests come through a trusted proxy, which forwards each client's address. */
const LOOPBACK = trustProxyOf("loopback")

const LIMITS: RateLimitOptions = {
  tiers: [
    { name: "anonymous", points: 12, windowSeconds: 60 },
    { name: "partner", points: 40, windowSeconds: 30 }
  ],
  trustProxy: "trust" in LOOPBACK ? LOOPBACK.trust : undefined,
  keyCacheSeconds: 0
}

const PARTNER_KEY = `zk_${"p".repeat(43)}`
const REVOKED_KEY = `zk_${"r".repeat(43)}`

/** The base URL of the running server. */
const baseUrl = Effect.map(ListeningServer, (server) => {
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return `http://127.0.0.1:${address.port}`
})

function get(path: string, headers: Record<string, string> = {}) {
  return Effect.flatMap(baseUrl, (url) => Effect.promise(() => sendTo(url, path, { headers })))
}

/** `r` and `t` of a `RateLimit` header. */
function remaining(response: TestResponse): { tier: string; r: number; t: number } {
  const value = response.headers.get("ratelimit") ?? ""
  const match = /^"([a-z]+)";r=(\d+);t=(\d+)$/u.exec(value)
  if (match === null) throw new Error(`no RateLimit header: ${value}`)
  return { tier: match[1]!, r: Number(match[2]), t: Number(match[3]) }
}

describe("rate limit over a socket", () => {
  const keys = Layer.effectDiscard(
    Effect.gen(function* () {
      const store = yield* ApiKeyStore
      const at = new Date()
      yield* store.create({
        id: "key_partner",
        name: "acme",
        tier: "partner",
        digest: apiKeyDigest(PARTNER_KEY),
        createdAt: at,
        revokedAt: Option.none()
      })
      yield* store.create({
        id: "key_revoked",
        name: "gone",
        tier: "partner",
        digest: apiKeyDigest(REVOKED_KEY),
        createdAt: at,
        revokedAt: Option.none()
      })
      yield* store.revoke("gone", at)
    })
  )
  const app = Layer.mergeAll(serverLayer(FixtureStorage, { port: 0, edge: { rateLimit: LIMITS } }), keys).pipe(
    Layer.provideMerge(FixtureStorage)
  )

  layer(app)((it) => {
    it.effect(
      "the headers count down by each request's cost; over budget a 429 with the error shape, Retry-After and its metric",
      () =>
        Effect.gen(function* () {
          const client = { "x-forwarded-for": "203.0.113.1" }
          const first = yield* get("/tokens/0", client)
          assert.strictEqual(first.status, 200)
          assert.strictEqual(first.headers.get("ratelimit-policy"), '"anonymous";q=12;w=60')
          assert.deepStrictEqual([remaining(first).tier, remaining(first).r], ["anonymous", 11])
          assert.isTrue(remaining(first).t >= 59 && remaining(first).t <= 60)
          const list = yield* get("/batches?limit=100", client)
          assert.strictEqual(remaining(list).r, 6, "a list of 100 costs 5")
          const third = yield* get("/config", client)
          assert.strictEqual(remaining(third).r, 5)
          const refused = yield* get("/batches?limit=120", client)
          assert.strictEqual(refused.status, 429)
          assert.isTrue(isErrorBody(refused.body))
          assert.deepInclude(refused.body as object, { code: 39, type: "ErrTooManyRequests" })
          const retryAfter = Number(refused.headers.get("retry-after"))
          assert.isTrue(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`)
          assert.strictEqual(remaining(refused).r, 0)
          const stillRefused = yield* get("/tokens/0", client)
          assert.strictEqual(stillRefused.status, 429, "a refused request's cost counts too")
          const other = yield* get("/tokens/0", { "x-forwarded-for": "203.0.113.2" })
          assert.strictEqual(other.status, 200, "another client has its own budget")
          assert.strictEqual(remaining(other).r, 11)
          const tooBig = yield* get("/batches?limit=2049", { "x-forwarded-for": "203.0.113.3" })
          assert.strictEqual(tooBig.status, 429)
          assert.match(
            String(record(tooBig.body)["message"]),
            /costs 103 points, more than the whole budget of the anonymous tier/u
          )
          const health = yield* get("/health", client)
          assert.strictEqual(health.status, 200, "probes are free")
          assert.isNull(health.headers.get("ratelimit"))
          const metrics = yield* get("/metrics")
          assert.match(metrics.text, /http_requests_throttled_total\{tier="anonymous"\} 3/u)
        })
    )

    it.effect(
      "a key draws on its tier's budget; revoked, unknown or malformed keys are a 401 with the error shape",
      () =>
        Effect.gen(function* () {
          const keyed = yield* get("/tokens/0", { "x-api-key": PARTNER_KEY, "x-forwarded-for": "203.0.113.9" })
          assert.strictEqual(keyed.status, 200)
          assert.strictEqual(keyed.headers.get("ratelimit-policy"), '"partner";q=40;w=30')
          assert.strictEqual(remaining(keyed).r, 39)
          const bearer = yield* get("/tokens/0", {
            authorization: `Bearer ${PARTNER_KEY}`,
            "x-forwarded-for": "203.0.113.10"
          })
          assert.strictEqual(remaining(bearer).r, 38, "the same key from another address shares its budget")
          for (const headers of [
            { "x-api-key": REVOKED_KEY },
            { authorization: `Bearer zk_${"u".repeat(43)}` },
            { "x-api-key": "not-a-key" }
          ]) {
            const refused = yield* get("/tokens/0", headers)
            assert.strictEqual(refused.status, 401, JSON.stringify(headers))
            assert.isTrue(isErrorBody(refused.body))
            assert.deepInclude(refused.body as object, { code: 41, type: "ErrInvalidApiKey" })
            assert.match(refused.headers.get("www-authenticate") ?? "", /^Bearer/u)
          }
        })
    )

    it.effect("a key revoked while the node runs is refused at once with no cache", () =>
      Effect.gen(function* () {
        const store = yield* ApiKeyStore
        const text = `zk_${"n".repeat(43)}`
        yield* store.create({
          id: "key_new",
          name: "new",
          tier: "partner",
          digest: apiKeyDigest(text),
          createdAt: new Date(),
          revokedAt: Option.none()
        })
        assert.strictEqual((yield* get("/config", { "x-api-key": text })).status, 200)
        yield* store.revoke("key_new", new Date())
        assert.strictEqual((yield* get("/config", { "x-api-key": text })).status, 401)
      })
    )
  })
})

describe("rate limit off (the default)", () => {
  layer(serverLayer(FixtureStorage, { port: 0 }))((it) => {
    it.effect("no RateLimit headers, keys ignored", () =>
      Effect.gen(function* () {
        const response = yield* get("/tokens/0", { "x-api-key": "whatever" })
        assert.strictEqual(response.status, 200)
        assert.isNull(response.headers.get("ratelimit"))
        assert.isNull(response.headers.get("ratelimit-policy"))
      })
    )
  })
})
