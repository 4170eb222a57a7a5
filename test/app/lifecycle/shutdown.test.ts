/** SIGTERM: the server stops accepting, drains requests up to `SHUTDOWN_TIMEOUT_SECONDS`, cuts the rest, closes the
 * storage and exits 0, not waiting out the window once drained; the drain is logged. */
import { afterEach, describe, expect, it } from "vitest"
import { poolPost, signedTransferBody } from "./devnet_transfer.ts"
import { freePort, killAll, rawExchange, startServer, terminate, waitForStatus } from "./server_process.ts"

/** The drain window of these tests (s). */
const SHUTDOWN_TIMEOUT_SECONDS = 2

afterEach(killAll)

/** A memory-storage server with a short drain window and a request deadline far beyond it, ready. */
async function readyServer() {
  const server = startServer(await freePort(), {
    STORAGE: "memory",
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    REQUEST_TIMEOUT_SECONDS: "600"
  })
  await waitForStatus(server.port, "/config", 200)
  return server
}

/** Resolves after `millis`. */
const sleep = (millis: number) => new Promise((r) => setTimeout(r, millis))

describe("SIGTERM", () => {
  it(`with a request stuck past the deadline, exits 0 within SHUTDOWN_TIMEOUT_SECONDS + 1 s, cutting it`, async () => {
    const server = await readyServer()
    const { head } = poolPost(`{"type":"Transfer","padding":"${"x".repeat(200)}"}`, 10)
    const stuck = rawExchange(server.port, head, { timeout: 30_000 })
    await sleep(500)
    const exit = await terminate(server)
    console.log(`SIGTERM with a stuck request: exited ${exit.code} after ${Math.round(exit.millis)} ms`)
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeLessThan((SHUTDOWN_TIMEOUT_SECONDS + 1) * 1000)
    expect(exit.millis).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_SECONDS * 1000 - 100)
    const answer = await stuck
    expect(answer.status).toBe(0)
    expect(server.output()).toMatch(/"inFlight":1,"drained":0,"cut":1,"millis":\d+,"msg":"stopped serving"/u)
  }, 30_000)

  it("lets a request in flight finish within the drain window with its normal answer, then exits 0 at once", async () => {
    const server = await readyServer()
    const body = await signedTransferBody(server.port)
    const { head, rest } = poolPost(body, 40)
    const inFlight = rawExchange(server.port, head, { later: rest, laterAfter: 1_000, timeout: 10_000 })
    await sleep(300)
    const exiting = terminate(server)
    const answer = await inFlight
    expect(answer.status, answer.body).toBe(200)
    expect(JSON.parse(answer.body)).toMatch(/^0x02[0-9a-f]{64}$/u)
    expect(answer.headers["connection"]).toBe("close")
    const exit = await exiting
    console.log(
      `SIGTERM with a request finishing 0.7 s later: answered 200, exited ${exit.code} after ${Math.round(exit.millis)} ms`
    )
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000)
    expect(server.output()).toMatch(/"inFlight":1,"drained":1,"cut":0,"millis":\d+,"msg":"stopped serving"/u)
  }, 30_000)

  it("with nothing in flight, exits 0 at once and no longer accepts connections", async () => {
    const server = await readyServer()
    const exit = await terminate(server)
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000)
    const after = await rawExchange(server.port, "GET /config HTTP/1.1\r\nhost: x\r\n\r\n")
    expect(after.error).toBe("ECONNREFUSED")
  }, 30_000)
})
