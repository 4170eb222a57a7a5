/** Route policy declared on the endpoints: every endpoint declares it whole, pinned per endpoint, and the real app
 * enforces it (admission class per route, costs as charged, `Cache-Control`). */
import { Context, Effect, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { AdmissionAnnotation, CacheAnnotation, CostAnnotation } from "../../../adapters/http/api/policy_annotations.ts"
import { sizeCost } from "../../../adapters/http/edge/request_cost.ts"
import { type CostRule, fixedCost, FREE, perItems, type RoutePolicy } from "../../../adapters/http/edge/route_policy.ts"
import { HttpApplication } from "../../../adapters/http/server/routes.ts"
import { webHandlerOf } from "../../../adapters/http/transport/web_handler.ts"
import { httpApp } from "../../../app/server.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { declaredEndpoints } from "./declared_policies.ts"
import { FixtureStorage } from "./fixture.ts"
import { send } from "./web_client.ts"

const ITEMS = perItems()
const POST = fixedCost("post")

/** Each endpoint's policy (admission, cost, cache), as the node enforces it (`/metrics` metered as a read since issue 62). */
const PINNED: Readonly<Record<string, readonly [RoutePolicy["admission"], CostRule, RoutePolicy["cache"]]>> = {
  "account.listAccounts": ["list", perItems("accountIndexes"), "revalidate"],
  "account.getAccount": ["read", ITEMS, "revalidate"],
  "account.listExits": ["list", ITEMS, "revalidate"],
  "account.postAuthorization": ["write", POST, "no-store"],
  "account.getAuthorization": ["read", ITEMS, "revalidate"],
  "account.getExit": ["read", ITEMS, "revalidate"],
  "transaction.postPoolTransaction": ["write", POST, "no-store"],
  "transaction.getPoolTransaction": ["read", ITEMS, "revalidate"],
  "transaction.listTransactions": ["list", perItems("ids"), "revalidate"],
  "transaction.getTransaction": ["read", ITEMS, "revalidate"],
  "rollupStatus.listBatches": ["list", ITEMS, "revalidate"],
  "rollupStatus.getBatch": ["read", ITEMS, "revalidate"],
  "rollupStatus.getFullBatch": ["read", ITEMS, "revalidate"],
  "rollupStatus.listSlots": ["list", ITEMS, "revalidate"],
  "rollupStatus.getSlot": ["read", ITEMS, "revalidate"],
  "rollupStatus.listBids": ["list", ITEMS, "revalidate"],
  "rollupStatus.getState": ["read", ITEMS, "revalidate"],
  "rollupStatus.getConfig": ["read", ITEMS, "static"],
  "rollupStatus.listTokens": ["list", ITEMS, "revalidate"],
  "rollupStatus.getToken": ["read", ITEMS, "revalidate"],
  "rollupStatus.listCoordinators": ["list", ITEMS, "revalidate"],
  "rollupStatus.getCoordinator": ["read", ITEMS, "revalidate"],
  "operations.getHealth": ["exempt", FREE, "no-store"],
  "operations.getMetrics": ["read", ITEMS, "no-store"],
  "wallet.listPoolTransactions": ["list", perItems("ids"), "revalidate"],
  "wallet.replacePoolTransaction": ["write", POST, "no-store"],
  "wallet.replacePoolTransactionByNonce": ["write", POST, "no-store"],
  "wallet.getAccountNonce": ["read", ITEMS, "revalidate"],
  "wallet.getAccountProof": ["read", ITEMS, "revalidate"],
  "wallet.listBalanceHistory": ["list", ITEMS, "revalidate"],
  "wallet.getFeeQuote": ["read", ITEMS, "revalidate"],
  "atomicPool.postAtomicGroup": ["write", POST, "no-store"],
  "atomicPool.getAtomicGroup": ["read", ITEMS, "revalidate"],
  "currencies.listCurrencies": ["read", ITEMS, "revalidate"],
  "currencies.getCurrency": ["read", ITEMS, "revalidate"],
  "events.subscribeEvents": ["stream", fixedCost("stream"), "no-store"],
  "search.search": ["read", ITEMS, "revalidate"],
  "finality.getTransactionStatus": ["read", ITEMS, "revalidate"],
  "webhooks.createWebhook": ["write", POST, "no-store"],
  "webhooks.listWebhooks": ["list", ITEMS, "no-store"],
  "webhooks.getWebhook": ["read", ITEMS, "no-store"],
  "webhooks.deleteWebhook": ["write", ITEMS, "no-store"],
  "webhooks.listWebhookDeliveries": ["list", ITEMS, "no-store"],
  "webhooks.replayWebhook": ["write", POST, "no-store"],
  "devnet.postDevnetDeposit": ["write", POST, "no-store"],
  "exports.exportTransactions": ["list", fixedCost("export"), "no-store"]
}

/** The points a request asking for `limit=2049` costs by its endpoint's rule, as the rate limiter has always charged it. */
const COST_OF_LARGEST_PAGE: Readonly<Record<string, number>> = {
  free: 0,
  post: 10,
  stream: 10,
  export: 103,
  perItems: 103
}

/** The route template with each `:parameter` filled in. */
function filled(template: string): string {
  return template.replaceAll(/:[A-Za-z]+/gu, "1")
}

describe("route policy: the declaration", () => {
  it("every endpoint of both revisions declares its whole policy", () => {
    for (const revision of REVISIONS) {
      for (const endpoint of declaredEndpoints(revision)) {
        const declared = {
          admission: Context.getOrUndefined(endpoint.annotations, AdmissionAnnotation),
          cost: Context.getOrUndefined(endpoint.annotations, CostAnnotation),
          cache: Context.getOrUndefined(endpoint.annotations, CacheAnnotation)
        }
        for (const [part, value] of Object.entries(declared))
          expect(value, `${revision} ${endpoint.name}: ${part}`).toBeDefined()
      }
    }
  })

  it("each endpoint's policy is pinned: both revisions give an endpoint the same one", () => {
    const seen = new Set<string>()
    for (const revision of REVISIONS) {
      for (const endpoint of declaredEndpoints(revision)) {
        const [admission, cost, cache] = PINNED[endpoint.name] ?? []
        expect(endpoint.policy, `${revision} ${endpoint.name}`).toEqual({ admission, cost, cache })
        seen.add(endpoint.name)
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(PINNED).sort())
  })
})

describe("route policy: the application enforcing it", () => {
  const limits = { tiers: [{ name: "anonymous", points: 1_000_000, windowSeconds: 3600 }] }
  const runtime = ManagedRuntime.make(
    httpApp(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/v1", edge: { rateLimit: limits } })
  )
  const application = runtime.runPromise(
    Effect.gen(function* () {
      return yield* HttpApplication
    })
  )
  afterAll(() => runtime.dispose())

  const mounts = [
    { revision: "later", base: "" },
    { revision: "earlier", base: "/v1" }
  ] as const

  it("admits each route by its class after routing: endpoints, preflights, documents, the redirect, wrong methods, unrouted requests", async () => {
    // Every bounded class at a bound of 0: each request of one is shed, its message naming its class.
    const shedding = ManagedRuntime.make(
      httpApp(FixtureStorage, {
        laterBasePath: "/",
        earlierBasePath: "/v1",
        edge: {
          corsOrigins: ["*"],
          admission: {
            enabled: true,
            maxInFlight: { read: 0, list: 0, write: 0 },
            sustainMillis: Number.POSITIVE_INFINITY,
            retryAfterSeconds: 1
          }
        }
      })
    )
    const handler = webHandlerOf(
      (
        await shedding.runPromise(
          Effect.gen(function* () {
            return yield* HttpApplication
          })
        )
      ).path
    )
    const WORK = { reads: "read", "list reads": "list", writes: "write" } as const
    /** The class `method path` was admitted as: the one its 503 names, else `exempt`. */
    const classOf = async (method: string, path: string, headers?: Record<string, string>) => {
      const response = await send(handler, path, { method, ...(headers && { headers }) })
      const body = response.text
      if (response.status !== 503) return "exempt"
      const work = /as many (.+) in progress/u.exec(body)?.[1] as keyof typeof WORK | undefined
      return work === undefined ? body : WORK[work]
    }
    try {
      for (const { revision, base } of mounts) {
        const endpoints = declaredEndpoints(revision)
        for (const endpoint of endpoints) {
          const expected = PINNED[endpoint.name]?.[0]
          // The event stream is shed only while another class's demand is: its class is the declaration's (above).
          if (expected === "stream") continue
          const path = base + filled(endpoint.path)
          expect(await classOf(endpoint.method, `${path}?limit=2049`), `${endpoint.method} ${path}`).toBe(expected)
          // A HEAD has no body to name its class: it is shed as its GET is.
          if (endpoint.method === "GET")
            expect((await send(handler, path, { method: "HEAD" })).status, `HEAD ${path}`).toBe(
              expected === "exempt" ? 200 : 503
            )
          // A preflight takes its path's GET route's class, else its first route's.
          const get = endpoints.find((other) => other.method === "GET" && other.path === endpoint.path)
          const preflight = { origin: "https://wallet.example", "access-control-request-method": "GET" }
          expect(await classOf("OPTIONS", path, preflight), `OPTIONS ${path}`).toBe(PINNED[(get ?? endpoint).name]?.[0])
        }
        for (const page of ["/openapi.json", "/docs"])
          expect(await classOf("GET", base + page), base + page).toBe("read")
      }
      expect(await classOf("GET", "/")).toBe("read")
      expect(await classOf("GET", "/nowhere?limit=2049")).toBe("read")
      expect(await classOf("DELETE", "/tokens")).toBe("write")
      expect(await classOf("POST", "/health")).toBe("write")
      expect(await classOf("PUT", "/nowhere")).toBe("write")
    } finally {
      await shedding.dispose()
    }
  })

  it("charges each endpoint its cost, a bulk lookup by its keys; the documents cost as reads, unrouted requests by their method", async () => {
    const handler = webHandlerOf((await application).path)
    let remaining = limits.tiers[0]!.points
    /** What `method path` cost, from the RateLimit header (0 when it has none: free). */
    /** The size of the last answer's body (what it is charged beyond its cost). */
    let lastBytes = 0
    const costOf = async (method: string, path: string): Promise<number> => {
      const response = await send(
        handler,
        path,
        method === "POST" ? { method, body: "{}", headers: { "content-type": "application/json" } } : { method }
      )
      lastBytes = Buffer.byteLength(response.text)
      const header = response.headers.get("ratelimit")
      if (header === null) return 0
      const left = Number(/;r=(\d+);/u.exec(header)?.[1])
      const cost = remaining - left
      remaining = left
      return cost
    }
    for (const { revision, base } of mounts) {
      for (const endpoint of declaredEndpoints(revision)) {
        // HEAD for a GET (the event stream: its head, the subscription closed as the body is dropped).
        const method = endpoint.method === "GET" ? "HEAD" : endpoint.method
        const path = `${base}${filled(endpoint.path)}?limit=2049`
        const rule = PINNED[endpoint.name]?.[1]
        const expected = COST_OF_LARGEST_PAGE[rule?.kind === "fixed" ? rule.figure : (rule?.kind ?? "")]
        expect(await costOf(method, path), `${method} ${path}`).toBe(expected)
      }
      // The documents cost as the largest page, and one point per 64 KiB past the first that they send.
      for (const page of ["/openapi.json", "/docs"]) {
        const cost = await costOf("GET", `${base}${page}?limit=2049`)
        expect(lastBytes).toBeGreaterThan(64 * 1024)
        expect(cost, base + page).toBe(103 + sizeCost(lastBytes))
      }
    }
    const keys = Array.from({ length: 100 }, (_, i) => String(i + 1)).join(",")
    expect(await costOf("GET", `/accounts?accountIndexes=${keys}`)).toBe(5)
    expect(await costOf("GET", `/v1/accounts?accountIndexes=${keys}`)).toBe(5)
    expect(await costOf("GET", `/transactions-history?ids=${keys}`)).toBe(5)
    expect(await costOf("GET", `/v1/transactions-history?ids=${keys}`)).toBe(5)
    expect(await costOf("GET", `/transactions-pool?ids=${keys}`)).toBe(5)
    expect(await costOf("GET", `/tokens?ids=${keys}`)).toBe(1)
    expect(await costOf("GET", "/?limit=2049")).toBe(103)
    // An unrouted request's query is never parsed: it costs its method's figure or a read's; a wrong method is routed
    // to its path's 405, charged as its method's request.
    expect(await costOf("GET", "/nowhere?limit=2049")).toBe(1)
    expect(await costOf("POST", "/nowhere")).toBe(10)
    expect(await costOf("DELETE", "/tokens?limit=2049")).toBe(103)
    expect(await costOf("POST", "/tokens?limit=2049")).toBe(10)
  })

  it("caches the served documents for the process's life and never stores the redirect", async () => {
    const handler = webHandlerOf((await application).path)
    for (const path of ["/openapi.json", "/docs", "/v1/openapi.json", "/v1/docs"]) {
      const response = await send(handler, path)
      expect([response.status, response.headers.get("cache-control")], path).toEqual([200, "public, max-age=60"])
    }
    const redirect = await send(handler, "/", { redirect: "manual" })
    expect([redirect.status, redirect.headers.get("cache-control")]).toEqual([302, "no-store"])
  })
})
