/** SIGTERM: the server stops accepting, drains requests up to `SHUTDOWN_TIMEOUT_SECONDS`, cuts the rest, closes the
 * storage and exits 0, not waiting out the window once drained; the drain is logged. */
import { afterEach, describe, expect, it } from "vitest"
import { poolPost, signedTransferBody } from "./devnet_transfer.ts"
import { holdRequest, serverHasRead } from "./held_request.ts"
import {
  freePort,
  killAll,
  rawExchange,
  type ServerProcess,
  startServer,
  terminate,
  waitForStatus
} from "./server_process.ts"

/** The drain window of the test that waits it out (s). */
const SHUTDOWN_TIMEOUT_SECONDS = 2

/** A drain window far longer than anything the other tests wait for (s): a server exiting before its end has drained. */
const LONG_SHUTDOWN_TIMEOUT_SECONDS = 60

afterEach(killAll)

/** A memory-storage server with a drain window of `seconds` and a request deadline far beyond it, ready. */
async function readyServer(seconds: number) {
  const server = startServer(await freePort(), {
    STORAGE: "memory",
    SHUTDOWN_TIMEOUT_SECONDS: String(seconds),
    REQUEST_TIMEOUT_SECONDS: "600"
  })
  await waitForStatus(server.port, "/config", 200)
  return server
}

/** Waits until the server's output matches `pattern` (polling; fails after 30 s, a bound against hanging only). */
async function untilOutput(server: ServerProcess, pattern: RegExp): Promise<void> {
  const deadline = performance.now() + 30_000
  while (!pattern.test(server.output())) {
    if (performance.now() > deadline) throw new Error(`the output never matched ${pattern}:\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe("SIGTERM", () => {
  it("with a request stuck past the deadline, exits 0 once SHUTDOWN_TIMEOUT_SECONDS have passed, cutting it", async () => {
    const server = await readyServer(SHUTDOWN_TIMEOUT_SECONDS)
    const { head } = poolPost(`{"type":"Transfer","padding":"${"x".repeat(200)}"}`, 10)
    const stuck = await holdRequest(server.port, head)
    await serverHasRead(server.port)
    const exit = await terminate(server)
    console.log(`SIGTERM with a stuck request: exited ${exit.code} after ${Math.round(exit.millis)} ms`)
    // Exit 0, not the watchdog's 1 (a shutdown still running WATCHDOG_GRACE_SECONDS past the window): the window waited
    // out, then the request cut rather than waited for until its own deadline.
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeGreaterThanOrEqual(SHUTDOWN_TIMEOUT_SECONDS * 1000 - 100)
    const answer = await stuck.answer
    expect(answer.status).toBe(0)
    expect(answer.error).not.toBe("timeout")
    expect(server.output()).toMatch(/"inFlight":1,"drained":0,"cut":1,"millis":\d+,"msg":"stopped serving"/u)
  }, 30_000)

  it("lets a request in flight finish within the drain window with its normal answer, then exits 0 at once", async () => {
    const server = await readyServer(LONG_SHUTDOWN_TIMEOUT_SECONDS)
    const body = await signedTransferBody(server.port)
    const { head, rest } = poolPost(body, 40)
    const inFlight = await holdRequest(server.port, head)
    await serverHasRead(server.port)
    const exiting = terminate(server)
    // The rest of the body only once the drain waits for the request.
    await untilOutput(server, /"inFlight":1,"shutdownTimeoutSeconds":\d+,"msg":"shutting down/u)
    inFlight.finish(rest)
    const answer = await inFlight.answer
    expect(answer.status, answer.body).toBe(200)
    expect(JSON.parse(answer.body)).toMatch(/^0x02[0-9a-f]{64}$/u)
    expect(answer.headers["connection"]).toBe("close")
    const exit = await exiting
    console.log(
      `SIGTERM with a request finishing during the drain: answered 200, exited ${exit.code} after ${Math.round(exit.millis)} ms`
    )
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeLessThan(LONG_SHUTDOWN_TIMEOUT_SECONDS * 1000)
    expect(server.output()).toMatch(/"inFlight":1,"drained":1,"cut":0,"millis":\d+,"msg":"stopped serving"/u)
  }, 90_000)

  it("with nothing in flight, exits 0 at once and no longer accepts connections", async () => {
    const server = await readyServer(LONG_SHUTDOWN_TIMEOUT_SECONDS)
    const exit = await terminate(server)
    expect(exit.code, server.output()).toBe(0)
    expect(exit.millis).toBeLessThan(LONG_SHUTDOWN_TIMEOUT_SECONDS * 1000)
    expect(server.output()).toMatch(/"inFlight":0,"drained":0,"cut":0,"millis":\d+,"msg":"stopped serving"/u)
    const after = await rawExchange(server.port, "GET /config HTTP/1.1\r\nhost: x\r\n\r\n")
    expect(after.error).toBe("ECONNREFUSED")
  }, 90_000)
})
