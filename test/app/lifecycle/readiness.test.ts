/** The server answers from its first moments (503 `ErrStarting`, then 200) on memory and embedded PostgreSQL; SIGTERM
 * closes cleanly and a restart does not reseed; a refused configuration exits 1 with the reason. */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, describe, expect, it } from "vitest"
import { ANSWER_LIMIT, expectAllAnswered, probeFromTheStart } from "./readiness_probe.ts"
import {
  errorShape,
  freePort,
  get,
  killAll,
  type RawAnswer,
  rawExchange,
  startServer,
  terminate,
  waitForStatus
} from "./server_process.ts"

const dataRoot = mkdtempSync(join(tmpdir(), "zk-lifecycle-"))
/** Longest a 503 `ErrStarting` may take while the embedded database starts (ms): generous beside the 100 ms promised. */
const STARTING_ANSWER_LIMIT = 1_000
/** The lines a starting node logs when it opens the storage (its program loaded), and when the storage is open. */
const OPENING_STORAGE = "starting: opening the storage"
const STORAGE_OPEN = "starting: storage open"

afterEach(killAll)
afterAll(() => rmSync(dataRoot, { recursive: true, force: true }))

describe("readiness from the first millisecond", () => {
  it("in memory: every request is answered (503 ErrStarting or 200) within 10 s, and SIGTERM exits 0", async () => {
    const server = startServer(await freePort(), { STORAGE: "memory" })
    const report = await probeFromTheStart(server)
    expectAllAnswered(report, server.output())
    console.log(
      `memory: listening after ${Math.round(report.listeningAfter)} ms, first 200 after ${Math.round(report.readyAfter)} ms, ` +
        `${report.starting} × 503 ErrStarting, slowest answer ${Math.round(report.slowestAnswer)} ms`
    )
    expect(report.listeningAfter).toBeLessThan(report.readyAfter)
    const exit = await terminate(server)
    expect(exit.code, server.output()).toBe(0)
  }, 60_000)

  it("embedded: answers 503 ErrStarting while it migrates and seeds, then 200; a clean stop keeps the data for the next start", async () => {
    const dataDir = join(dataRoot, "embedded")
    const first = startServer(await freePort(), { STORAGE: "embedded", DATA_DIR: dataDir, LOG_LEVEL: "debug" })
    const report = await probeFromTheStart(first)
    expectAllAnswered(report, first.output())
    console.log(
      `embedded (fresh data directory): listening after ${Math.round(report.listeningAfter)} ms, first 200 after ` +
        `${Math.round(report.readyAfter)} ms, ${report.starting} × 503 ErrStarting, slowest answer ${Math.round(report.slowestAnswer)} ms`
    )
    expect(report.starting).toBeGreaterThan(0)
    expect(first.output()).toContain("devnet seeded")
    const exit = await terminate(first)
    expect(exit.code, first.output()).toBe(0)
    expect(first.output()).toContain("stopped serving")

    const second = startServer(await freePort(), { STORAGE: "embedded", DATA_DIR: dataDir, LOG_LEVEL: "debug" })
    await waitForStatus(second.port, "/batches?limit=1", 200)
    expect(second.output()).not.toContain("devnet seeded")
    expect((await terminate(second)).code, second.output()).toBe(0)
  }, 90_000)

  it("embedded, first start: while it creates and migrates the database, each 503 ErrStarting comes at once", async () => {
    const server = startServer(await freePort(), { STORAGE: "embedded", DATA_DIR: join(dataRoot, "first-start") })
    // The program loaded, the storage opening: from here until the storage is open only the database's creation and
    // migration stand between a request and its answer, and the database runs in its own thread
    // (`embedded_worker.ts`), never holding the loop that answers.
    while (!server.output().includes(OPENING_STORAGE)) await new Promise((r) => setTimeout(r, 5))
    const answers: Array<Promise<RawAnswer>> = []
    while (!server.output().includes(STORAGE_OPEN)) {
      answers.push(rawExchange(server.port, get("/config"), { timeout: ANSWER_LIMIT }))
      await new Promise((r) => setTimeout(r, 25))
    }
    const answered = await Promise.all(answers)
    const slowest = Math.max(...answered.map((a) => a.endedAfter - (a.connectedAfter ?? 0)))
    console.log(
      `embedded (first start, creating and migrating): ${answered.length} × 503, the slowest in ${Math.round(slowest)} ms`
    )
    expect(answered.length).toBeGreaterThan(0)
    for (const answer of answered) expect(errorShape(answer)).toMatchObject({ type: "ErrStarting" })
    expect(slowest, server.output().slice(-3000)).toBeLessThan(STARTING_ANSWER_LIMIT)
    expect((await terminate(server)).code, server.output()).toBe(0)
  }, 120_000)

  it("a configuration the node refuses ends the process with exit code 1 and the reason", async () => {
    const server = startServer(await freePort(), {
      STORAGE: "memory",
      LATER_BASE_PATH: "off",
      EARLIER_BASE_PATH: "off"
    })
    const exit = await server.exited
    expect(exit.code).toBe(1)
    expect(server.output()).toContain("no revision is served")
  }, 30_000)

  it("a port already in use ends the process with exit code 1 and the reason", async () => {
    const first = startServer(await freePort(), { STORAGE: "memory" })
    await waitForStatus(first.port, "/config", 200)
    const second = startServer(first.port, { STORAGE: "memory" })
    const exit = await second.exited
    expect(exit.code).toBe(1)
    expect(second.output()).toContain(`cannot listen on port ${first.port}`)
    expect((await terminate(first)).code).toBe(0)
  }, 30_000)
})
