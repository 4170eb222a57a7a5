/** `Vary` names each field once: `mergeVary` as a case-insensitive set (`*` absorbing); a CORS preflight answers
 * `Vary: Origin`, a large GET `Vary: Origin, Accept-Encoding`, in process and over a socket. */
import { Effect, Exit, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { mergeVary } from "../../../../adapters/http/edge/vary.ts"
import { serverLayer, webHandler } from "../../../../app/server.ts"
import { FixtureStorage } from "../fixture.ts"
import { listeningPort, send, sendTo } from "../web_client.ts"

const ORIGIN = "https://wallet.example"
const options = { edge: { corsOrigins: [ORIGIN] } }
const web = webHandler(FixtureStorage, options)
let scope: Scope.Closeable
let baseUrl: string

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  baseUrl = `http://127.0.0.1:${await listeningPort(serverLayer(FixtureStorage, { port: 0, ...options }), scope)}`
})

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

describe("mergeVary", () => {
  it("names each field once, keeps the first spelling and order, and lets * stand alone", () => {
    expect(mergeVary("Origin", "Origin")).toBe("Origin")
    expect(mergeVary("Origin", "origin, Accept-Encoding")).toBe("Origin, Accept-Encoding")
    expect(mergeVary("Origin, Origin", undefined)).toBe("Origin")
    expect(mergeVary(undefined, "Accept-Encoding")).toBe("Accept-Encoding")
    expect(mergeVary(" , ", undefined)).toBeUndefined()
    expect(mergeVary(undefined, undefined)).toBeUndefined()
    expect(mergeVary("Origin", "*")).toBe("*")
  })
})

describe("Vary on the wire", () => {
  const preflight = { method: "OPTIONS", headers: { origin: ORIGIN, "access-control-request-method": "POST" } }
  const largeGet = { headers: { origin: ORIGIN, "accept-encoding": "gzip" } }

  it("a preflight from an allowed origin varies by Origin once (in process)", async () => {
    const response = await send((request) => web.handler(request), "/transactions-pool", preflight)
    expect(response.status).toBe(204)
    expect(response.headers.get("vary")).toBe("Origin")
    const get = await send((request) => web.handler(request), "/transactions-history?limit=50", largeGet)
    expect(get.headers.get("vary")).toBe("Origin, Accept-Encoding")
  })

  it("and over a real socket, as one header line", async () => {
    const response = await sendTo(baseUrl, "/transactions-pool", preflight)
    expect(response.status).toBe(204)
    expect(response.headers.get("vary")).toBe("Origin")
    const get = await sendTo(baseUrl, "/transactions-history?limit=50", largeGet)
    expect(get.headers.get("vary")).toBe("Origin, Accept-Encoding")
  })
})
