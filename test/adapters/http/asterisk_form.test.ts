/** An asterisk-form request target (`GET * HTTP/1.1`, RFC 9112 §3.2.4) over a raw socket (curl cannot send it): every
 * method but OPTIONS gets a 400 `ErrMalformedRequest` in the error shape, never the root's redirect; `OPTIONS *` keeps
 * its 204. */
import { Effect, Exit, Scope } from "effect"
import { Socket } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serverLayer } from "../../../app/server.ts"
import { FixtureStorage } from "./fixture.ts"
import { isErrorBody, listeningPort } from "./web_client.ts"

let scope: Scope.Closeable
let port: number

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  port = await listeningPort(
    serverLayer(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier", port: 0 }),
    scope
  )
})

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** An answer read off the socket: status, lower-cased headers, body. */
interface RawAnswer {
  readonly status: number
  readonly headers: ReadonlyMap<string, string>
  readonly body: string
}

/** Sends `request` (the whole text) on a new connection and parses the one answer that arrives before the close. */
function exchange(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = new Socket()
    const received: Array<Buffer> = []
    socket.on("data", (chunk: Buffer) => received.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const text = Buffer.concat(received).toString("latin1")
      const end = text.indexOf("\r\n\r\n")
      const [statusLine = "", ...lines] = text.slice(0, end).split("\r\n")
      const headers = new Map(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()])
      )
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: text.slice(end + 4) })
    })
    socket.connect(port, "127.0.0.1", () => socket.write(request))
  })
}

/** The request `method *` closing its connection, with `extra` header lines. */
const asterisk = (method: string, extra = "") =>
  `${method} * HTTP/1.1\r\nhost: localhost\r\n${extra}connection: close\r\n\r\n`

describe("the asterisk-form request target", () => {
  it.each(["GET", "POST", "DELETE", "PUT", "PATCH"])(
    "%s * is a 400 ErrMalformedRequest in the error shape",
    async (method) => {
      const answer = await exchange(
        asterisk(method, method === "POST" ? "content-length: 2\r\n" : "") + (method === "POST" ? "{}" : "")
      )
      expect(answer.status).toBe(400)
      expect(answer.headers.get("content-type")).toBe("application/json")
      expect(answer.headers.has("location")).toBe(false)
      const body: unknown = JSON.parse(answer.body)
      expect(isErrorBody(body)).toBe(true)
      expect(body).toMatchObject({ code: 37, type: "ErrMalformedRequest" })
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff")
      expect(answer.headers.get("x-request-id")).toBeTruthy()
    }
  )

  it("HEAD * is the same 400 without its body", async () => {
    const answer = await exchange(asterisk("HEAD"))
    expect(answer.status).toBe(400)
    expect(answer.headers.get("content-type")).toBe("application/json")
    expect(answer.body).toBe("")
  })

  it("OPTIONS * keeps its 204, a preflight too", async () => {
    expect((await exchange(asterisk("OPTIONS"))).status).toBe(204)
    const preflight = await exchange(
      asterisk("OPTIONS", "origin: https://wallet.example\r\naccess-control-request-method: GET\r\n")
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-methods")).toContain("GET")
  })

  it("the root's redirect is still there for GET /", async () => {
    const answer = await exchange("GET / HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n")
    expect(answer.status).toBe(302)
    expect(answer.headers.get("location")).toBe("docs")
  })
})
