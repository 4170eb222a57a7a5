/** `/metrics` on the API's port costs a read and is shed like one, `/health` stays free and always admitted; served
 * elsewhere (`metricsRoute: false`, the node's `METRICS_PORT`), a 404 while the edge still records the metrics. */
import { Effect, ManagedRuntime } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { HttpApplication, type HttpRoutesOptions } from "../../../adapters/http/server/routes.ts"
import { webHandlerOf } from "../../../adapters/http/transport/web_handler.ts"
import { processRegistry } from "../../../adapters/metrics/process_registry.ts"
import { httpApp } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"
import { isErrorBody, send, type WebHandler } from "./web_client.ts"

const runtimes: Array<ManagedRuntime.ManagedRuntime<HttpApplication, never>> = []
afterAll(async () => {
  for (const runtime of runtimes) await runtime.dispose()
})

/** The application of `options` over the fixture, as a fetch-style handler. */
async function handlerOf(options: HttpRoutesOptions): Promise<WebHandler> {
  const runtime = ManagedRuntime.make(httpApp(FixtureStorage, options))
  runtimes.push(runtime)
  const application = await runtime.runPromise(
    Effect.gen(function* () {
      return yield* HttpApplication
    })
  )
  return webHandlerOf(application.path)
}

describe("/metrics on the API's port", () => {
  it("costs a read of the client's budget (so a flood of scrapes is refused with 429), where /health costs nothing", async () => {
    const handler = await handlerOf({
      edge: { rateLimit: { tiers: [{ name: "anonymous", points: 3, windowSeconds: 3600 }] } }
    })
    // A scrape costs a read (a point, and more for a large answer): within four, the budget of three is spent.
    const scrapes = []
    for (let i = 0; i < 4; i++) scrapes.push(await send(handler, "/metrics"))
    expect(scrapes[0]?.status).toBe(200)
    expect(scrapes[0]?.headers.get("ratelimit")).toMatch(/^"anonymous";r=[0-2];t=\d+$/u)
    expect(scrapes[3]?.status).toBe(429)
    expect(scrapes[3]?.body).toMatchObject({ type: "ErrTooManyRequests" })
    const health = await send(handler, "/health")
    expect([health.status, health.headers.get("ratelimit")]).toEqual([200, null])
  })

  it("is shed like a read under overload (503 ErrOverloaded), where /health is always admitted", async () => {
    const handler = await handlerOf({
      edge: {
        admission: {
          enabled: true,
          maxInFlight: { read: 0, list: 0, write: 0 },
          sustainMillis: Number.POSITIVE_INFINITY,
          retryAfterSeconds: 1
        }
      }
    })
    const metrics = await send(handler, "/metrics")
    expect(metrics.status).toBe(503)
    expect(metrics.body).toMatchObject({ type: "ErrOverloaded" })
    expect(metrics.headers.get("retry-after")).toBe("1")
    expect((await send(handler, "/health")).status).toBe(200)
  })

  it("is a 404 ErrRouteNotFound when served on a listener of its own, the requests still measured", async () => {
    const handler = await handlerOf({ metricsRoute: false, laterBasePath: "/", earlierBasePath: "/earlier" })
    for (const path of ["/metrics", "/earlier/metrics"]) {
      const answer = await send(handler, path)
      expect(answer.status, path).toBe(404)
      expect(isErrorBody(answer.body) && answer.body.type, path).toBe("ErrRouteNotFound")
    }
    const recorded = await processRegistry.getSingleMetricAsString("http_requests_total")
    expect(recorded).toContain('route="/metrics",status="404"')
    expect((await send(handler, "/health")).status).toBe(200)
  })
})
