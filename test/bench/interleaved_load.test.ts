/**
 * The interleaved load driver (`bench/interleaved_load.ts`) against two small `node:http`
 * servers: each phase drives one server only, every answer is counted for the server that gave
 * it, each cycle has a phase of every server, and answers other than 200 are counted.
 */
import { createServer, type Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInterleaved } from "../../bench/interleaved_load.ts"

/** A server answering `status` to every request, counting what it answered and noting overlaps with `busy`. */
function countingServer(status: number, busy: { other: () => number }) {
  const state = { answered: 0, inFlight: 0, overlapped: 0 }
  const server = createServer((request, response) => {
    state.inFlight++
    if (busy.other() > 0) state.overlapped++
    setImmediate(() => {
      state.inFlight--
      state.answered++
      response.writeHead(status, { "content-type": "application/json", "content-length": "2" })
      response.end("{}")
    })
  })
  return { server, state }
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      resolve(typeof address === "object" && address !== null ? address.port : 0)
    })
  )

describe("interleaved load driver", () => {
  const refs: { a?: ReturnType<typeof countingServer>; b?: ReturnType<typeof countingServer> } = {}
  const a = countingServer(200, { other: () => refs.b?.state.inFlight ?? 0 })
  const b = countingServer(503, { other: () => refs.a?.state.inFlight ?? 0 })
  refs.a = a
  refs.b = b
  const ports: Array<number> = []

  beforeAll(async () => {
    ports.push(await listen(a.server), await listen(b.server))
  })
  afterAll(async () => {
    await Promise.all([a.server, b.server].map((s) => new Promise((done) => s.close(done))))
  })

  it.each([false, true])("drives one server at a time, counts each answer for its server, and counts answers other than 200 (polling: %s)", async (poll) => {
    a.state.answered = 0
    b.state.answered = 0
    const report = await runInterleaved({
      targets: [{ name: "a", port: ports[0]!, pid: process.pid }, { name: "b", port: ports[1]!, pid: process.pid }],
      paths: ["/x", "/y"],
      connections: 4,
      phaseMs: 20,
      gapMs: 5,
      cycles: 6,
      poll
    })
    expect(report.cycles).toHaveLength(6)
    for (const cycle of report.cycles) {
      expect(Object.keys(cycle).sort()).toEqual(["a", "b"])
      for (const phase of Object.values(cycle)) {
        expect(phase.requests).toBeGreaterThan(0)
        expect(phase.wallMs).toBeGreaterThanOrEqual(20)
        expect(phase.cpuNs).toBeGreaterThan(0)
      }
    }
    const counted = (name: string) => report.cycles.reduce((sum, cycle) => sum + cycle[name]!.requests, 0)
    expect(counted("a")).toBe(a.state.answered)
    expect(counted("b")).toBe(b.state.answered)
    expect(report.non200).toBe(b.state.answered)
    expect(a.state.overlapped + b.state.overlapped).toBe(0)
  })
})
