/** The typed client honours `Retry-After`: an in-process node's 429 is waited out (with jitter) and retried within
 * `retries` and `maxWaitSeconds`; with `retryAfter: false` the caller gets the 429 at once. */
import { describe, expect, it } from "vitest"
import { apiErrorStatus, isApiError, makePromiseClient } from "../../../adapters/http/client/client.ts"
import { spreadWaitMillis } from "../../../adapters/http/client/retry_after.ts"
import { webHandler } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"

describe("the typed client and Retry-After", () => {
  it("keeps at least the asked wait and at most half again, spread by the random draw", () => {
    expect(spreadWaitMillis(1_000, 0)).toBe(1_000)
    expect(spreadWaitMillis(1_000, 0.5)).toBe(1_250)
    expect(spreadWaitMillis(1_000, 0.999)).toBe(1_500)
  })

  it("waits out a 429 and retries; off, the 429 is the caller's at once", async () => {
    const node = webHandler(FixtureStorage, {
      edge: { rateLimit: { tiers: [{ name: "anonymous", points: 2, windowSeconds: 1 }] } }
    })
    try {
      const patient = makePromiseClient({ baseUrl: "http://node", revision: "later", fetch: node.handler })
      const started = Date.now()
      for (let i = 0; i < 3; i++) await patient.call((client) => client.rollupStatus.getConfig())
      expect(Date.now() - started).toBeGreaterThanOrEqual(500)

      const impatient = makePromiseClient({
        baseUrl: "http://node",
        revision: "later",
        fetch: node.handler,
        retryAfter: false
      })
      const failures: Array<unknown> = []
      for (let i = 0; i < 3; i++) {
        await impatient
          .call((client) => client.rollupStatus.getConfig())
          .catch((error: unknown) => failures.push(error))
      }
      expect(failures.length).toBeGreaterThanOrEqual(1)
      const [failure] = failures
      expect(isApiError(failure) && apiErrorStatus(failure)).toBe(429)
      expect(failure).toMatchObject({ code: 39, type: "ErrTooManyRequests" })
    } finally {
      await node.dispose()
    }
  })

  it("retries a 503 with Retry-After (a node starting behind it), at most `retries` times", async () => {
    const node = webHandler(FixtureStorage)
    try {
      let unavailable = 0
      const starting = (times: number) => async (request: Request) => {
        if (unavailable++ < times) {
          return new Response(JSON.stringify({ message: "starting", code: 32, type: "ErrStarting" }), {
            status: 503,
            headers: { "content-type": "application/json", "retry-after": "0" }
          })
        }
        return node.handler(request)
      }
      const client = makePromiseClient({ baseUrl: "http://node", revision: "later", fetch: starting(2) })
      await client.call((c) => c.rollupStatus.getConfig())
      expect(unavailable).toBe(3)
      unavailable = 0
      const once = makePromiseClient({
        baseUrl: "http://node",
        revision: "later",
        fetch: starting(5),
        retryAfter: { retries: 1 }
      })
      const failure = await once.call((c) => c.rollupStatus.getConfig()).catch((error: unknown) => error)
      expect(isApiError(failure) && apiErrorStatus(failure)).toBe(503)
      expect(unavailable).toBe(2)
    } finally {
      await node.dispose()
    }
  })
})
