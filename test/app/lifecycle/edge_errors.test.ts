/** What the transport answers below the application over a socket: 414 (never a reset), 431, 400 without `Host` or on a
 * malformed line, 503 at the header deadline, each with the error shape and `Connection: close`. */
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { request as httpRequest } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ListeningServer, serverLayer } from "../../../app/server.ts"
import { FixtureStorage } from "../../adapters/http/fixture.ts"
import { errorShape, get, type RawAnswer, rawExchange } from "./server_process.ts"

let scope: Scope.Closeable
let port: number

/** The request deadline of this server (ms): short, for the slow client. */
const DEADLINE_MILLIS = 1_000

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(
    Layer.buildWithScope(serverLayer(FixtureStorage, { port: 0, edge: { requestTimeout: DEADLINE_MILLIS } }), scope)
  )
  const address = Context.get(context, ListeningServer).address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  port = address.port
})

afterAll(() => Effect.runPromise(Scope.close(scope, Exit.void)))

/** Expects an answer with the error shape of `type` (`code`), `status`, closing the connection, read without a reset. */
function expectEdgeError(answer: RawAnswer, status: number, type: string, code: number): void {
  expect(answer.error, answer.body).toBeUndefined()
  expect(answer.status, answer.body).toBe(status)
  expect(answer.headers["content-type"]).toBe("application/json")
  expect(answer.headers["connection"]).toBe("close")
  expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/u)
  expect(errorShape(answer)).toMatchObject({ type, code })
}

describe("edge errors over a socket", () => {
  it("a 20,000-character URL is a 414 ErrUriTooLong with the error shape", async () => {
    const answer = await rawExchange(port, get(`/tokens?name=${"a".repeat(20_000)}`))
    expectEdgeError(answer, 414, "ErrUriTooLong", 35)
  })

  it("a 70 KB URL is a 414 the client reads, not a reset", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await rawExchange(port, get(`/accounts?zkEthereumAddress=${"b".repeat(70_000)}`))
      expectEdgeError(answer, 414, "ErrUriTooLong", 35)
    }
  })

  it("Node's HTTP client and fetch read the 414 of a 70 KB URL", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path: `/tokens?name=${"c".repeat(70_000)}` },
        (response) => {
          response.resume()
          response.on("end", () => resolve(response.statusCode ?? 0))
        }
      )
      request.on("error", reject)
      request.end()
    })
    expect(status).toBe(414)
    const fetched = await fetch(`http://127.0.0.1:${port}/tokens?name=${"c".repeat(70_000)}`)
    expect(fetched.status).toBe(414)
    expect(await fetched.json()).toMatchObject({ type: "ErrUriTooLong", code: 35 })
  })

  it("a header over the limit, or too many headers, is a 431 ErrHeadersTooLarge", async () => {
    const long = await rawExchange(port, get("/config", { "x-long": "d".repeat(20_000) }))
    expectEdgeError(long, 431, "ErrHeadersTooLarge", 36)
    const many: Record<string, string> = {}
    for (let i = 0; i < 400; i++) many[`x-header-${i}`] = "e".repeat(50)
    expectEdgeError(await rawExchange(port, get("/config", many)), 431, "ErrHeadersTooLarge", 36)
  })

  it("an HTTP/1.1 request without Host is a 400 ErrMalformedRequest; HTTP/1.0 may omit it", async () => {
    const answer = await rawExchange(port, "GET /config HTTP/1.1\r\nconnection: close\r\n\r\n")
    expectEdgeError(answer, 400, "ErrMalformedRequest", 37)
    expect(errorShape(answer)?.message).toContain("Host")
    const old = await rawExchange(port, "GET /config HTTP/1.0\r\n\r\n")
    expect(old.status).toBe(200)
  })

  it("a malformed request line or header is a 400 ErrMalformedRequest", async () => {
    expectEdgeError(await rawExchange(port, "G\u0001T / HTTP/1.1\r\nhost: x\r\n\r\n"), 400, "ErrMalformedRequest", 37)
    expectEdgeError(
      await rawExchange(port, "GET / HTTP/1.1\r\nhost: x\r\nbad header\r\n\r\n"),
      400,
      "ErrMalformedRequest",
      37
    )
  })

  it("headers that never complete get a 503 ErrRequestTimeout at the deadline", async () => {
    const answer = await rawExchange(port, "GET /config HTTP/1.1\r\nhost: x\r\n", { timeout: DEADLINE_MILLIS + 5_000 })
    expectEdgeError(answer, 503, "ErrRequestTimeout", 33)
    expect(answer.headers["retry-after"]).toBe("1")
    expect(answer.endedAfter).toBeGreaterThanOrEqual(DEADLINE_MILLIS - 50)
  })

  it("a keep-alive connection still serves normal requests next to all this", async () => {
    const answer = await rawExchange(port, get("/tokens/0"))
    expect(answer.status).toBe(200)
  })
})
