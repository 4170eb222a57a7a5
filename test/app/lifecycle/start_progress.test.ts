/** A start's progress lines on a fresh server database (needs DATABASE_URL): a writer, then a reader, each log
 * `starting: storage open` once before `ready`, and what they did to the schema. */
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { DATABASE_URL, onServer, withDatabase } from "../../adapters/sql/test_databases.ts"
import { freePort, killAll, type ServerProcess, startServer, terminate, waitForStatus } from "./server_process.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

/** The JSON lines a node wrote, parsed. */
function logLines(server: ServerProcess): ReadonlyArray<Record<string, unknown>> {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** The `msg` of every line that tells the start's progress (`starting…` and `ready`). */
function progress(server: ServerProcess): ReadonlyArray<string> {
  return logLines(server)
    .map((line) => String(line["msg"]))
    .filter((msg) => msg.startsWith("starting") || msg === "ready")
}

describeWith(POSTGRES_SERVER)("the progress lines of a start", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_progress_${process.pid}`
  afterAll(async () => {
    killAll()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("a writer and then a reader each say once that the storage is open", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const environment = { DATABASE_URL: withDatabase(url, name), DEVNET: "false" }
    const writer = startServer(await freePort(), { ...environment, ROLE: "writer" })
    await waitForStatus(writer.port, "/health", 200, 60_000)
    const reader = startServer(await freePort(), { ...environment, ROLE: "reader" })
    await waitForStatus(reader.port, "/health", 200, 60_000)
    for (const [node, schema, opening] of [
      [writer, "migrated", "starting: opening the storage, migrating its schema"],
      [reader, "checked", "starting: opening the storage, checking its schema"]
    ] as const) {
      expect(progress(node)).toEqual([
        "starting: listening, answering 503 ErrStarting until ready",
        opening,
        "starting: storage open",
        "ready"
      ])
      const open = logLines(node).filter((line) => line["msg"] === "starting: storage open")
      expect(open).toHaveLength(1)
      expect(open[0]?.["schema"]).toBe(schema)
    }
    for (const node of [reader, writer]) expect((await terminate(node)).code).toBe(0)
  }, 150_000)
})
