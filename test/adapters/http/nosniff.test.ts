/** `X-Content-Type-Options: nosniff` on every answer of both writers (fetch handler and socket), errors, preflights,
 * documents and streams included; the OpenAPI documents declare it on every response. */
import { Effect, Exit, Scope } from "effect"
import { OpenApi } from "effect/http-api"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { makeApi } from "../../../adapters/http/api/api.ts"
import { serverLayer, webHandler } from "../../../app/server.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { FixtureStorage } from "./fixture.ts"
import { listeningPort } from "./web_client.ts"

/** Sends a request and gives the status and headers (the body cancelled unread: the event stream never ends). */
type Probe = (path: string, init?: RequestInit) => Promise<{ readonly status: number; readonly headers: Headers }>

const OPTIONS = {
  laterBasePath: "/",
  earlierBasePath: "/earlier",
  // Enough for the cases below, /docs charged by its size among them; the loop at the end spends the rest.
  edge: { rateLimit: { tiers: [{ name: "anonymous", points: 150, windowSeconds: 60 }] } }
}

const web = webHandler(FixtureStorage, OPTIONS)
let scope: Scope.Closeable
let baseUrl: string

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  baseUrl = `http://127.0.0.1:${await listeningPort(serverLayer(FixtureStorage, { ...OPTIONS, port: 0 }), scope)}`
})

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

const probes: ReadonlyArray<readonly [string, () => Probe]> = [
  [
    "the fetch-style handler",
    () => async (path, init) => {
      const response = await web.handler(new Request(`http://localhost${path}`, init))
      await response.body?.cancel()
      return response
    }
  ],
  [
    "Node's server over a socket",
    () => async (path, init) => {
      const response = await fetch(`${baseUrl}${path}`, { ...init, redirect: "manual" })
      await response.body?.cancel()
      return response
    }
  ]
]

describe.each(probes)("nosniff through %s", (_, probeOf) => {
  it("is on every answer, whatever its status and body", async () => {
    const probe = probeOf()
    const tokens = await probe("/tokens")
    const etag = tokens.headers.get("etag")
    expect(etag).not.toBeNull()
    const cases: ReadonlyArray<readonly [string, RequestInit | undefined, number]> = [
      ["/tokens", undefined, 200],
      ["/tokens/0", undefined, 200],
      ["/earlier/tokens/0", undefined, 200],
      ["/tokens", { method: "HEAD" }, 200],
      ["/tokens", { headers: { "if-none-match": etag! } }, 304],
      ["/tokens?limit=abc", undefined, 400],
      ["/tokens/99", undefined, 404],
      ["/no-such-route", undefined, 404],
      ["/tokens", { method: "DELETE" }, 405],
      [
        "/tokens",
        { method: "OPTIONS", headers: { origin: "https://wallet.example", "access-control-request-method": "GET" } },
        204
      ],
      ["/", undefined, 302],
      ["/docs", undefined, 200],
      ["/openapi.json", undefined, 200],
      ["/health", undefined, 200],
      ["/metrics", undefined, 200],
      ["/transactions-pool", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }, 400],
      ["/events", undefined, 200]
    ]
    for (const [path, init, status] of cases) {
      const response = await probe(path, init)
      const what = `${init?.method ?? "GET"} ${path}`
      expect(response.status, what).toBe(status)
      expect(response.headers.get("x-content-type-options"), what).toBe("nosniff")
    }
    let refused: Awaited<ReturnType<Probe>> | undefined
    for (let i = 0; i < 200 && refused === undefined; i++) {
      const response = await probe("/tokens/1", { headers: { "x-forwarded-for": "203.0.113.9" } })
      if (response.status === 429) refused = response
    }
    expect(refused?.headers.get("x-content-type-options"), "a 429 of the rate limits").toBe("nosniff")
  })
})

describe("the OpenAPI documents", () => {
  it.each(REVISIONS)("%s: every response of every operation declares X-Content-Type-Options: nosniff", (revision) => {
    const spec = JSON.parse(JSON.stringify(OpenApi.fromApi(makeApi(revision)))) as {
      readonly paths: Record<
        string,
        Record<
          string,
          { readonly responses: Record<string, { readonly headers?: Record<string, unknown>; readonly $ref?: string }> }
        >
      >
      readonly components: {
        readonly headers: Record<string, { readonly schema: unknown }>
        readonly responses: Record<string, { readonly headers?: Record<string, unknown> }>
      }
    }
    expect(spec.components.headers["XContentTypeOptions"]?.schema).toEqual({ type: "string", enum: ["nosniff"] })
    for (const [path, item] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          const headers =
            response.$ref === undefined
              ? response.headers
              : spec.components.responses[response.$ref.split("/").pop()!]?.headers
          expect(headers?.["X-Content-Type-Options"], `${method} ${path} ${status}`).toEqual({
            $ref: "#/components/headers/XContentTypeOptions"
          })
        }
      }
    }
  })
})
