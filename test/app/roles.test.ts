/** `ROLE` on a fresh server database (needs DATABASE_URL): a reader before any writer refused, one of two writers
 * serves, migrations once, a reader serves and takes POSTs; a reader on memory refused. */
import { PgClient } from "@effect/sql-pg"
import { Context, Effect, Layer, Redacted } from "effect"
import { SqlClient } from "effect/sql/SqlClient"
import { afterAll, describe, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../adapters/http/client/client.ts"
import { MIGRATIONS, MIGRATIONS_TABLE } from "../../adapters/sql/schema/migrator.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, refusalOf, startNode } from "../browser/node_process.ts"
import { ethAccount, transfer } from "./devnet_actions.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

describe("ROLE=reader on the memory storage", () => {
  it("is refused with the reason", async () => {
    expect(await refusalOf({ STORAGE: "memory", ROLE: "reader" })).toContain(
      "ROLE=reader needs a PostgreSQL server that a writer keeps"
    )
  }, 90_000)
})

describeWith(POSTGRES_SERVER)("ROLE on a PostgreSQL server", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_roles_${process.pid}_${Date.now().toString(36)}`
  const database = withDatabase(url, name)
  const nodes: Array<NodeProcess> = []
  const databases = [name]
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    for (const each of databases)
      await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${each} WITH (FORCE)`)))
  })

  /** A new empty database on the server (dropped after the suite): the `STORAGE=external` environment for it. */
  async function freshDatabase(): Promise<Readonly<Record<string, string>>> {
    const fresh = `${name}_${databases.length}`
    databases.push(fresh)
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${fresh}`))
    return { STORAGE: "external", DATABASE_URL: withDatabase(url, fresh) }
  }

  /** Starts nodes with `envs` at the same instant; each one's process, or the error of one that did not serve. */
  async function startTogether(
    envs: ReadonlyArray<Readonly<Record<string, string>>>
  ): Promise<Array<NodeProcess | string>> {
    const outcomes = await Promise.allSettled(envs.map((env) => startNode(env, 120_000)))
    return outcomes.map((outcome) => {
      if (outcome.status === "rejected") return String(outcome.reason)
      nodes.push(outcome.value)
      return outcome.value
    })
  }

  it("a writer and a reader started at the same instant on a fresh database both serve the same chain", async () => {
    const shared = await freshDatabase()
    const [writer, reader] = await startTogether([
      { ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0" },
      { ...shared, ROLE: "reader", FORGE_INTERVAL_SECONDS: "0" }
    ])
    if (typeof writer !== "object") throw new Error(`the writer did not serve: ${writer}`)
    if (typeof reader !== "object") throw new Error(`the reader did not serve: ${reader}`)
    const page = { ...FIRST_PAGE, limit: 50 }
    const batches = (node: NodeProcess) =>
      makePromiseClient({ baseUrl: node.url, revision: "later" }).call((c) =>
        c.rollupStatus.listBatches({ query: page })
      )
    const [fromWriter, fromReader] = await Promise.all([batches(writer), batches(reader)])
    expect(fromWriter.batches.length).toBeGreaterThan(0)
    expect(fromReader).toEqual(fromWriter)
  }, 240_000)

  it("of two writers started at the same instant on a fresh database one serves and one is refused; the migrations ran once", async () => {
    const shared = await freshDatabase()
    const started = await startTogether([
      { ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0" },
      { ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0" }
    ])
    const serving = started.filter((outcome) => typeof outcome !== "string")
    const refused = started.filter((outcome) => typeof outcome === "string")
    expect(serving).toHaveLength(1)
    expect(refused).toHaveLength(1)
    expect(refused[0]).toContain("another writer already runs against this database (PostgreSQL backend")
    expect(refused[0]).toContain("start this one with ROLE=reader")
    // Every migration recorded once, all by one run (one transaction: one timestamp).
    const recorded = await Effect.runPromise(
      Effect.scoped(
        Effect.gen(function* () {
          const sql = yield* Effect.map(
            Layer.build(PgClient.layer({ url: Redacted.make(shared["DATABASE_URL"] ?? ""), maxConnections: 1 })),
            (context) => Context.get(context, SqlClient)
          )
          return yield* sql.unsafe<{ ids: string; runs: string }>(
            `SELECT string_agg(migration_id::text, ',' ORDER BY migration_id) AS ids, count(DISTINCT created_at)::text AS runs FROM ${MIGRATIONS_TABLE}`
          )
        })
      )
    )
    expect(recorded[0]).toEqual({
      ids: Object.keys(MIGRATIONS)
        .map((key) => String(Number(key.slice(0, 4))))
        .join(","),
      runs: "1"
    })
  }, 240_000)

  it("a writer on a pool of one (DB_POOL_SIZE=1, one shared session holding the writer lock) serves; a second writer is refused", async () => {
    const shared = await freshDatabase()
    const [writer] = await startTogether([{ ...shared, ROLE: "all", DB_POOL_SIZE: "1", FORGE_INTERVAL_SECONDS: "0" }])
    if (typeof writer !== "object") throw new Error(`the writer did not serve: ${writer}`)
    const batches = await makePromiseClient({ baseUrl: writer.url, revision: "later" }).call((c) =>
      c.rollupStatus.listBatches({ query: { ...FIRST_PAGE, limit: 5 } })
    )
    expect(batches.batches.length).toBeGreaterThan(0)
    const [second] = await startTogether([{ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0" }])
    expect(second).toEqual(
      expect.stringContaining("another writer already runs against this database (PostgreSQL backend")
    )
  }, 240_000)

  it("a reader before the writer is refused; one writer; a second writer is refused; readers serve and take POSTs", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const shared = { STORAGE: "external", DATABASE_URL: database }
    expect(await refusalOf({ ...shared, ROLE: "reader" })).toContain(
      "the database's schema is at migration 0, this node needs"
    )

    const writer = await startNode({ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "1" }, 90_000)
    nodes.push(writer)
    expect(await refusalOf({ ...shared, ROLE: "writer" })).toContain(
      "another writer already runs against this database"
    )

    const reader = await startNode({ ...shared, ROLE: "reader", FORGE_INTERVAL_SECONDS: "1" }, 90_000)
    nodes.push(reader)
    expect(reader.output()).toContain('"role":"reader"')
    const viaWriter = makePromiseClient({ baseUrl: writer.url, revision: "later" })
    const viaReader = makePromiseClient({ baseUrl: reader.url, revision: "later" })
    const page = { ...FIRST_PAGE, limit: 50 }
    const [fromWriter, fromReader] = await Promise.all([
      viaWriter.call((c) => c.rollupStatus.listBatches({ query: page })),
      viaReader.call((c) => c.rollupStatus.listBatches({ query: page }))
    ])
    expect(fromReader).toEqual(fromWriter)

    // A transfer POSTed to the reader is forged by the writer.
    const id = await transfer(viaReader, 1, await ethAccount(viaReader, 2))
    const deadline = Date.now() + 20_000
    let state = "pend"
    while (state !== "fged" && Date.now() < deadline) {
      state = (await viaReader.call((c) => c.transaction.getPoolTransaction({ params: { id } }))).state
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(state).toBe("fged")
  }, 240_000)
})
