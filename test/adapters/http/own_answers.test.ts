/** The transport's own answers are logged and counted like any: the real process's 503 `ErrStarting`, 400 without
 * `Host` and 414 each get a request log line and their metrics, with `nosniff`; a shed 503 is its route's. */
import { once } from "node:events"
import { connect } from "node:net"
import { afterAll, describe, expect, it } from "vitest"
import {
  errorShape,
  freePort,
  get,
  killAll,
  rawExchange,
  requestLogLines,
  startServer,
  waitForStatus
} from "../../app/lifecycle/server_process.ts"

afterAll(() => killAll())

/** Waits until `done()` holds (polling every 50 ms, up to `timeout` ms). */
async function until(done: () => boolean, what: string, timeout = 10_000): Promise<void> {
  const deadline = performance.now() + timeout
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`never happened: ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("the transport's own answers", () => {
  it("while starting: each 503 ErrStarting is a request log line with its error type", async () => {
    const port = await freePort()
    const unreachable = await freePort()
    const server = startServer(port, {
      STORAGE: "external",
      DATABASE_URL: `postgres://api:secret@127.0.0.1:${unreachable}/rollup`
    })
    const answer = await waitForStatus(port, "/tokens/1", 503)
    expect(errorShape(answer)?.type).toBe("ErrStarting")
    expect(answer.headers["x-content-type-options"]).toBe("nosniff")
    await until(
      () => requestLogLines(server.output()).some((line) => line["requestId"] === answer.headers["x-request-id"]),
      "the ErrStarting line"
    )
    const line = requestLogLines(server.output()).find((l) => l["requestId"] === answer.headers["x-request-id"])
    expect(line).toMatchObject({ level: 30, method: "GET", route: "transport", status: 503, errorType: "ErrStarting" })
    expect(typeof line?.["durationMs"]).toBe("number")
  }, 60_000)

  it("while serving: Host-less, unparsable and past-share requests are logged with their error type and counted", async () => {
    const port = await freePort()
    const server = startServer(port, { STORAGE: "memory", MAX_CONNECTIONS_PER_CLIENT: "1" })
    await waitForStatus(port, "/health", 200)
    // One connection held open: the client's share; its next connection is answered 429 and closed.
    const held = connect(port, "127.0.0.1")
    await once(held, "connect")
    const refused = await rawExchange(port, get("/tokens/1"))
    held.destroy()
    expect([refused.status, errorShape(refused)?.type, refused.headers["retry-after"]]).toEqual([
      429,
      "ErrTooManyRequests",
      "1"
    ])
    await new Promise((resolve) => setTimeout(resolve, 100))
    const hostless = await rawExchange(port, "GET /tokens/1 HTTP/1.1\r\nconnection: close\r\n\r\n")
    expect([hostless.status, errorShape(hostless)?.type, hostless.headers["x-content-type-options"]]).toEqual([
      400,
      "ErrMalformedRequest",
      "nosniff"
    ])
    const tooLong = await rawExchange(port, get(`/tokens/1?${"a".repeat(70_000)}`))
    expect([tooLong.status, errorShape(tooLong)?.type, tooLong.headers["x-content-type-options"]]).toEqual([
      414,
      "ErrUriTooLong",
      "nosniff"
    ])

    const lines = (route: string) => requestLogLines(server.output()).filter((l) => l["route"] === route)
    const described = (route: string) =>
      lines(route)
        .map((l) => `${String(l["method"])} ${String(l["status"])} ${String(l["errorType"])}`)
        .sort()
    await until(
      () => lines("transport").length >= 3,
      `three transport lines: ${JSON.stringify(described("transport"))}`
    )
    expect(described("transport")).toEqual([
      "- 414 ErrUriTooLong",
      "GET 400 ErrMalformedRequest",
      "GET 429 ErrTooManyRequests"
    ])
    const metrics = await rawExchange(port, get("/metrics"))
    expect(metrics.body).toContain('http_requests_total{method="GET",route="transport",status="429"} 1')
    expect(metrics.body).toContain('transport_answers_total{type="ErrTooManyRequests"} 1')
    expect(metrics.body).toContain('http_requests_total{method="GET",route="transport",status="400"} 1')
    expect(metrics.body).toContain('http_requests_total{method="OTHER",route="transport",status="414"} 1')
    expect(metrics.body).toContain('transport_answers_total{type="ErrMalformedRequest"} 1')
    expect(metrics.body).toContain('transport_answers_total{type="ErrUriTooLong"} 1')
    expect(metrics.headers["x-content-type-options"]).toBe("nosniff")
  }, 60_000)
})
