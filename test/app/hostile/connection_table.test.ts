/** The hostile suite's own measures: the kernel's table tells when a server accepted a connection and when it closed
 * it, and a socket's bound starts at its accept, not before. */
import { spawn } from "node:child_process"
import { once } from "node:events"
import { connect } from "node:net"
import { describe, expect, it } from "vitest"
import { type Bounds, verdictOf } from "./bounds.ts"
import { connectionTable } from "./connection_table.ts"
import type { HostileOutcome } from "./hostile_socket.ts"

/** How long the listener's process keeps its event loop busy before it accepts anything (ms). */
const BUSY_MILLIS = 1_000

/** A server in its own process that listens, prints its port, stays busy for `BUSY_MILLIS` (its connections wait in the
 * listening socket's queue meanwhile), then accepts and closes each connection 300 ms later. */
const LISTENER = `
const net = require("node:net")
const server = net.createServer((socket) => setTimeout(() => socket.destroy(), 300))
server.listen(0, "127.0.0.1", () => {
  process.stdout.write(server.address().port + "\\n")
  const until = Date.now() + ${BUSY_MILLIS}
  while (Date.now() < until) {}
})`

const BOUNDS: Bounds = { send: 10_000, bodyRead: 10_000, headers: 10_000, keepAlive: 5_000, tolerance: 2_000 }

/** An outcome of a slowloris socket connected at 0 and closed at `closedAt`, accepted at `acceptedAt`. */
function slowloris(acceptedAt: number | undefined, closedAt: number | undefined): HostileOutcome {
  return {
    kind: "header-slowloris",
    from: "127.0.0.3",
    bound: "headers",
    connectedAt: 0,
    acceptedAt,
    boundFrom: 0,
    closedAt,
    answers: [],
    error: undefined
  }
}

describe("the kernel's table of a server's connections", () => {
  it("sees a connection accepted only once the server takes it from its queue, and closed when the server closes it", async () => {
    const child = spawn(process.execPath, ["-e", LISTENER], { stdio: ["ignore", "pipe", "inherit"] })
    try {
      const [line] = (await once(child.stdout, "data")) as [Buffer]
      const port = Number(line.toString("utf8").trim())
      const table = connectionTable(port, 20)
      const socket = connect({ host: "127.0.0.1", port })
      await once(socket, "connect")
      const connectedAt = performance.now()
      socket.on("error", () => undefined)
      const watched = table.watch(`${socket.localAddress}:${socket.localPort}`)
      const acceptedAt = await watched.accepted
      const closedAt = await watched.closed
      socket.destroy()
      // Connected at once, accepted after the listener's busy second, closed 300 ms after that.
      expect(acceptedAt - connectedAt).toBeGreaterThan(BUSY_MILLIS / 2)
      expect(closedAt - acceptedAt).toBeGreaterThanOrEqual(250)
      expect(closedAt - acceptedAt).toBeLessThan(2_000)
    } finally {
      child.kill()
    }
  })
})

describe("a hostile socket's verdict", () => {
  it("runs its bound from its accept: ten seconds after a three-second wait in the queue is within", () => {
    const verdict = verdictOf(BOUNDS, slowloris(3_000, 13_000))
    expect(verdict.lived).toBe(10_000)
    expect(verdict.within).toBe(true)
  })

  it("counts the node's own delay: closed fifteen seconds after its accept is past the bound and the tolerance", () => {
    const verdict = verdictOf(BOUNDS, slowloris(0, 15_000))
    expect(verdict.lived).toBe(15_000)
    expect(verdict.within).toBe(false)
  })

  it("runs its bound from its connection when its accept was never seen", () => {
    expect(verdictOf(BOUNDS, slowloris(undefined, 12_500)).within).toBe(false)
    expect(verdictOf(BOUNDS, slowloris(undefined, undefined)).within).toBe(false)
  })
})
