/** The server on an external PostgreSQL answers from its first moments (503 `ErrStarting`, then 200) and exits 0 on
 * SIGTERM. Needs DATABASE_URL; skipped otherwise. */
import { Effect, Exit, Scope } from "effect"
import { afterAll, afterEach, beforeAll, expect, it } from "vitest"
import { DATABASE_URL, freshServerDatabase } from "../../adapters/sql/test_databases.ts"
import { expectAllAnswered, probeFromTheStart } from "./readiness_probe.ts"
import { freePort, killAll, startServer, terminate } from "./server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

let scope: Scope.Closeable
let database: string

afterEach(killAll)

describeWith(POSTGRES_SERVER)("readiness from the first millisecond on an external PostgreSQL", () => {
  beforeAll(async () => {
    scope = await Effect.runPromise(Scope.make())
    database = await Effect.runPromise(Scope.provide(freshServerDatabase(DATABASE_URL ?? ""), scope))
  })

  afterAll(async () => {
    killAll()
    await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("every request is answered (503 ErrStarting or 200) within 10 s, and SIGTERM exits 0", async () => {
    const server = startServer(await freePort(), { STORAGE: "external", DATABASE_URL: database })
    const report = await probeFromTheStart(server)
    expectAllAnswered(report, server.output())
    console.log(
      `external: listening after ${Math.round(report.listeningAfter)} ms, first 200 after ${Math.round(report.readyAfter)} ms, ` +
        `${report.starting} × 503 ErrStarting, slowest answer ${Math.round(report.slowestAnswer)} ms`
    )
    expect(report.listeningAfter).toBeLessThan(report.readyAfter)
    const exit = await terminate(server)
    expect(exit.code, server.output()).toBe(0)
    expect(server.output()).toContain("stopped serving")
  }, 60_000)
})
