/** The transport server in process: starting (503 `ErrStarting`), serving, draining (`Connection: close`, 503
 * `ErrShuttingDown`, the report), 414 or 431, codes agreeing with the catalogue, `PORT` and Node's timeouts. */
import type { IncomingMessage, ServerResponse } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import { overflowType } from "../../../adapters/http/transport/error_reply.ts"
import { nodeTimeouts } from "../../../adapters/http/transport/stall_bounds.ts"
import { createTransportServer, type TransportServer } from "../../../adapters/http/transport/transport_server.ts"
import { DEFAULT_PORT, earlyPort } from "../../../app/listening_port.ts"
import { errorShape, get, rawExchange } from "./server_process.ts"

const servers: Array<TransportServer> = []

afterEach(async () => {
  await Promise.all(servers.map((server) => server.drain(0)))
  servers.length = 0
})

/** A transport server listening on a free port. */
async function listening(): Promise<{ readonly transport: TransportServer; readonly port: number }> {
  const transport = createTransportServer()
  servers.push(transport)
  const address = await transport.listen(0, "127.0.0.1")
  return { transport, port: address.port }
}

/** A listener answering `200 ok` after `millis`. */
function slowApp(millis: number) {
  return (_request: IncomingMessage, response: ServerResponse) => {
    setTimeout(() => response.end("ok"), millis)
  }
}

describe("the transport server", () => {
  it("answers 503 ErrStarting with Retry-After until the application is served, then the application answers", async () => {
    const { transport, port } = await listening()
    const starting = await rawExchange(port, get("/config", { origin: "https://wallet.example" }))
    expect(starting.status).toBe(503)
    expect(errorShape(starting)).toMatchObject({ type: "ErrStarting", code: 32 })
    expect(starting.headers["retry-after"]).toBe("1")
    expect(starting.headers["cache-control"]).toBe("no-store")
    expect(starting.headers["access-control-allow-origin"]).toBeUndefined()
    transport.configure({ corsOrigins: ["https://wallet.example"] })
    const allowed = await rawExchange(port, get("/config", { origin: "https://wallet.example" }))
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://wallet.example")
    expect(allowed.headers["vary"]).toBe("Origin")
    const keptAlive = await rawExchange(
      port,
      "GET /a HTTP/1.1\r\nhost: x\r\n\r\nGET /b HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n"
    )
    expect(keptAlive.body.match(/ErrStarting/gu)?.length).toBe(2)
    expect(transport.phase()).toBe("starting")
    transport.serve(slowApp(0))
    expect(transport.phase()).toBe("serving")
    const served = await rawExchange(port, get("/config"))
    expect(served.status).toBe(200)
    expect(served.body).toBe("ok")
  })

  it("drains: the request in flight finishes with Connection: close, one arriving then gets 503 ErrShuttingDown, new connections are refused", async () => {
    const { transport, port } = await listening()
    transport.serve(slowApp(400))
    const inFlight = rawExchange(port, "GET /slow HTTP/1.1\r\nhost: x\r\n\r\n")
    const arriving = rawExchange(port, "GET /late HTTP/1.1\r\nhost: x\r\n", { later: "\r\n", laterAfter: 200 })
    await new Promise((r) => setTimeout(r, 100))
    expect(transport.inFlight()).toBe(1)
    const report = transport.drain(2_000)
    expect(transport.phase()).toBe("stopping")
    const late = await arriving
    expect(late.status).toBe(503)
    expect(errorShape(late)).toMatchObject({ type: "ErrShuttingDown", code: 34 })
    expect(late.headers["connection"]).toBe("close")
    const finished = await inFlight
    expect(finished.status).toBe(200)
    expect(finished.headers["connection"]).toBe("close")
    expect(await report).toMatchObject({ inFlight: 1, drained: 1, cut: 0 })
    expect(transport.phase()).toBe("stopped")
    expect((await rawExchange(port, get("/"))).error).toBe("ECONNREFUSED")
  })

  it("cuts the requests still running at the drain deadline and says so", async () => {
    const { transport, port } = await listening()
    transport.serve(slowApp(60_000))
    const stuck = rawExchange(port, get("/stuck"), { timeout: 5_000 })
    await new Promise((r) => setTimeout(r, 100))
    const report = await transport.drain(300)
    expect(report).toMatchObject({ inFlight: 1, drained: 0, cut: 1 })
    expect(report.millis).toBeGreaterThanOrEqual(290)
    expect((await stuck).status).toBe(0)
    expect(await transport.drain(10_000)).toBe(report)
  })

  it("answers an HTTP/1.1 request without Host with 400 ErrMalformedRequest in every state", async () => {
    const { transport, port } = await listening()
    const starting = await rawExchange(port, "GET / HTTP/1.1\r\n\r\n")
    expect(errorShape(starting)).toMatchObject({ type: "ErrMalformedRequest" })
    transport.serve(slowApp(0))
    const serving = await rawExchange(port, "GET / HTTP/1.1\r\n\r\n")
    expect(serving.status).toBe(400)
    expect(serving.headers["connection"]).toBe("close")
  })
})

describe("a header overflow", () => {
  const request = (target: string, headers = "") =>
    Buffer.from(`GET ${target} HTTP/1.1\r\nhost: x\r\n${headers}\r\n`, "latin1")

  it("is a URI too long when the request line did not end before the parser stopped", () => {
    const chunk = request(`/${"a".repeat(20_000)}`)
    expect(overflowType(chunk, 20_005)).toBe("ErrUriTooLong")
    expect(overflowType(chunk.subarray(0, 16_000), 16_000)).toBe("ErrUriTooLong")
  })

  it("is headers too large when the request line ended first", () => {
    expect(overflowType(request("/config", `x-long: ${"b".repeat(20_000)}\r\n`), 20_020)).toBe("ErrHeadersTooLarge")
  })

  it("is judged from the chunk's first line when the chunk continues an earlier one", () => {
    const urlTail = Buffer.from(`${"a".repeat(9_000)} HTTP/1.1\r\nhost: x\r\n\r\n`, "latin1")
    expect(overflowType(urlTail, 9_000)).toBe("ErrUriTooLong")
    const headerTail = Buffer.from(`${"b".repeat(9_000)}\r\nhost: x\r\n\r\n`, "latin1")
    expect(overflowType(headerTail, 9_000)).toBe("ErrHeadersTooLarge")
    expect(overflowType(Buffer.from("c".repeat(9_000)), 9_000)).toBe("ErrUriTooLong")
    expect(overflowType(Buffer.from(`value with spaces ${"d".repeat(9_000)}`), 9_000)).toBe("ErrHeadersTooLarge")
    expect(overflowType(undefined, undefined)).toBe("ErrHeadersTooLarge")
  })
})

describe("the transport's constants", () => {
  it("reads PORT as the configuration does, with the same default", () => {
    expect(earlyPort(undefined)).toBe(DEFAULT_PORT)
    expect(earlyPort("")).toBe(DEFAULT_PORT)
    expect(earlyPort("8080")).toBe(8080)
    for (const bad of ["0", "65536", "80a", "-1", " 80", "1e3"]) expect(earlyPort(bad), bad).toBeUndefined()
  })

  it("sets Node's header timeout to its stall bound (at most the deadline) and its request timeout just past the deadline", () => {
    expect(nodeTimeouts(30_000)).toEqual({ headersTimeout: 10_000, requestTimeout: 31_000 })
    expect(nodeTimeouts(30_000, 60_000)).toEqual({ headersTimeout: 30_000, requestTimeout: 31_000 })
    const small = nodeTimeouts(1)
    expect(small.headersTimeout).toBeLessThanOrEqual(small.requestTimeout)
  })
})
