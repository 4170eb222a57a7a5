/** The rate limiter's clients: an anonymous budget per client group (an IPv6 /64 is one budget), made-up and revoked
 * keys charged to their address's budget (a flood of them runs out of it and is refused without storage lookups),
 * unknown keys remembered apart from known ones (a flood never evicts a real key), and the budget a request leaves for
 * what its answer costs. */
import { Effect, Option } from "effect"
import type { HttpServerResponse } from "effect/http"
import { describe, expect, it } from "vitest"
import { makeApiKeyCache } from "../../../../adapters/http/edge/api_key_cache.ts"
import { apiKeyDigest } from "../../../../adapters/http/edge/client_identity.ts"
import { makeRateLimiter, type RateLimitOptions } from "../../../../adapters/http/edge/rate_limit.ts"
import { RequestFacts } from "../../../../adapters/http/edge/request_context.ts"
import type { ApiKey } from "../../../../core/ports/api_keys.ts"

const VALID_KEY = `zk_${"v".repeat(43)}`
const REVOKED_KEY = `zk_${"r".repeat(43)}`

/** A stored key of `tier` with the digest of `text`. */
function storedKey(id: string, text: string, revoked = false): ApiKey {
  return {
    id,
    name: id,
    tier: "partner",
    digest: apiKeyDigest(text),
    createdAt: new Date(0),
    revokedAt: revoked ? Option.some(new Date(0)) : Option.none()
  }
}

/** A limiter over two stored keys (one revoked) that counts its storage lookups by digest. */
function limiterOf(options: RateLimitOptions) {
  const stored = new Map([VALID_KEY, REVOKED_KEY].map((text) => [apiKeyDigest(text), text]))
  const keys = new Map([
    [apiKeyDigest(VALID_KEY), storedKey("key_valid", VALID_KEY)],
    [apiKeyDigest(REVOKED_KEY), storedKey("key_revoked", REVOKED_KEY, true)]
  ])
  const lookups = new Map<string, number>()
  const limiter = makeRateLimiter(options, {
    findKey: (digest) =>
      Effect.sync(() => {
        const text = stored.get(digest) ?? "unknown"
        lookups.set(text, (lookups.get(text) ?? 0) + 1)
        return Option.fromUndefinedOr(keys.get(digest))
      })
  })
  /** One request from `address` (with `headers`) costing `cost`: its refusal (or undefined) and its facts. */
  const ask = async (address: string, headers: Record<string, string> = {}, cost = 1) => {
    const facts = new RequestFacts("test", 0, address)
    const refusal = await Effect.runPromise(limiter({ method: "GET", url: "/tokens/0", headers }, facts, cost))
    return { refusal, facts }
  }
  return { ask, lookups }
}

/** The status of a refusal, 200 when the request may run. */
function statusOf(refusal: HttpServerResponse.HttpServerResponse | undefined): number {
  return refusal?.status ?? 200
}

/** `r` of a request's `RateLimit` value. */
function remainingOf(facts: RequestFacts): number {
  return Number(/;r=(\d+);/u.exec(facts.rateLimit?.remaining ?? "")?.[1] ?? Number.NaN)
}

const TIERS = (anonymous: number) => [
  { name: "anonymous", points: anonymous, windowSeconds: 60 },
  { name: "partner", points: 1000, windowSeconds: 60 }
]

describe("anonymous budgets per client group", () => {
  it("addresses of one IPv6 /64 share a budget; another /64 and each IPv4 address have their own", async () => {
    const { ask } = limiterOf({ tiers: TIERS(3) })
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2:ffff:ffff:ffff:fffe", "2001:0db8:0001:0002::9"]) {
      const { refusal, facts } = await ask(address)
      expect(statusOf(refusal), address).toBe(200)
      expect(facts.share).toBe("ip:2001:db8:1:2::/64")
      expect(facts.client, "the log names the address itself").toBe(address)
    }
    const spent = await ask("2001:db8:1:2::abcd")
    expect(statusOf(spent.refusal), "a fourth address of the /64: the same budget, spent").toBe(429)
    expect(statusOf((await ask("2001:db8:1:3::1")).refusal), "the next /64").toBe(200)
    expect(statusOf((await ask("192.0.2.1")).refusal)).toBe(200)
    const ipv4 = await ask("::ffff:192.0.2.2")
    expect(statusOf(ipv4.refusal)).toBe(200)
    expect(ipv4.facts.share).toBe("ip:192.0.2.2")
  })
})

describe("made-up and revoked keys", () => {
  it("each is a 401 charged to its address's budget; once spent a 429 with Retry-After, without looking keys up", async () => {
    const { ask, lookups } = limiterOf({ tiers: TIERS(20) })
    const address = "203.0.113.5"
    for (let i = 0; i < 20; i++) {
      const text = i === 0 ? REVOKED_KEY : i === 1 ? "not-a-key" : `zk_${String(i).padStart(43, "u")}`
      const { refusal, facts } = await ask(address, { "x-api-key": text })
      expect(statusOf(refusal), text).toBe(401)
      expect(refusal?.headers["www-authenticate"]).toMatch(/^Bearer/u)
      expect(facts.rateLimit?.policy).toBe('"anonymous";q=20;w=60')
      expect(remainingOf(facts), "charged to the address").toBe(19 - i)
    }
    expect(lookups.get("unknown"), "each made-up key looked up once").toBe(18)
    const spent = await ask(address, { "x-api-key": `zk_${"x".repeat(43)}` })
    expect(statusOf(spent.refusal)).toBe(429)
    expect(Number(spent.refusal?.headers["retry-after"])).toBeGreaterThanOrEqual(1)
    for (let i = 0; i < 1000; i++) {
      const { refusal } = await ask(address, { authorization: `Bearer zk_${String(i).padStart(43, "f")}` })
      expect(statusOf(refusal)).toBe(429)
    }
    expect(lookups.get("unknown"), "no lookup while the address is spent by refused keys").toBe(19)
    expect(statusOf((await ask(address)).refusal), "the address's anonymous requests are refused too").toBe(429)
    const keyed = await ask("203.0.113.6", { "x-api-key": VALID_KEY })
    expect(statusOf(keyed.refusal), "a valid key from elsewhere is served").toBe(200)
    expect(keyed.facts.share).toBe("key:key_valid")
    expect(keyed.facts.client).toBe("key_valid")
    const remembered = await ask(address, { "x-api-key": VALID_KEY })
    expect(statusOf(remembered.refusal), "a valid key remembered is served from the spent address").toBe(200)
  })

  it("a flood of unknown keys never evicts a known one from the cache", async () => {
    const { ask, lookups } = limiterOf({ tiers: TIERS(1000), keyCacheSeconds: 3600 })
    expect(statusOf((await ask("198.51.100.1", { "x-api-key": VALID_KEY })).refusal)).toBe(200)
    for (let i = 0; i < 12_000; i++) {
      // Spread over many addresses, so no budget runs out.
      const { refusal } = await ask(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, {
        "x-api-key": `zk_${String(i).padStart(43, "m")}`
      })
      expect(refusal?.status).toBe(401)
    }
    expect(statusOf((await ask("198.51.100.1", { "x-api-key": VALID_KEY })).refusal)).toBe(200)
    expect(lookups.get(VALID_KEY), "the known key was remembered through the flood").toBe(1)
  })
})

describe("the key cache", () => {
  it("keeps known keys and unknown digests in bounded caches of their own, least recently used forgotten first", () => {
    const cache = makeApiKeyCache(1000, { known: 2, unknown: 3 })
    const key = (id: string) => Option.some(storedKey(id, id))
    cache.remember("a", key("a"), 0)
    cache.remember("b", key("b"), 0)
    for (let i = 0; i < 100; i++) cache.remember(`made-up-${i}`, Option.none(), 0)
    expect(cache.get("a", 1)).toEqual(key("a"))
    expect(cache.get("b", 1)).toEqual(key("b"))
    expect(cache.get("made-up-99", 1)).toEqual(Option.none())
    expect(cache.get("made-up-96", 1), "past the unknown cache's bound").toBeUndefined()
    // "a" was used after "b": a third known key evicts "b".
    cache.get("a", 1)
    cache.remember("c", key("c"), 0)
    expect(cache.get("b", 1)).toBeUndefined()
    expect(cache.get("a", 1)).toEqual(key("a"))
    expect(cache.get("a", 1000), "remembered for its time only").toBeUndefined()
  })
})

describe("the budget a request leaves for its answer", () => {
  it("draws later points from the same bucket, and says when it has no more", async () => {
    const { ask } = limiterOf({ tiers: TIERS(30) })
    const { facts } = await ask("192.0.2.50", {}, 10)
    const budget = facts.budget
    if (budget === undefined) throw new Error("no budget")
    expect(budget.windowSeconds).toBe(60)
    expect(await budget.charge(15)).toBe(true)
    expect(remainingOf(facts)).toBe(5)
    expect(await budget.charge(10)).toBe(false)
    expect(statusOf((await ask("192.0.2.50")).refusal)).toBe(429)
    const refused = await ask("192.0.2.51", { "x-api-key": "bad" })
    expect(refused.facts.budget, "a refused request sends nothing more").toBeUndefined()
  })
})
