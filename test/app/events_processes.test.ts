/** Live events across processes: on embedded PostgreSQL a subscriber resumes across a node restart with no gap or
 * duplicate; with DATABASE_URL, a reader process's subscriber sees the writer's pool insert and batch. */
import { Effect } from "effect"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { makePromiseClient } from "../../adapters/http/client/client.ts"
import { formatAccountIndex } from "../../core/domain/account_index.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { ethAccount, reached, subscribe, transfer } from "./devnet_actions.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

describe("live events on the embedded PostgreSQL, across a restart", () => {
  const dir = mkdtempSync(join(tmpdir(), "zk-events-restart-"))
  const env = { STORAGE: "embedded", DATA_DIR: join(dir, "data"), FORGE_INTERVAL_SECONDS: "1" }
  let node: NodeProcess | undefined
  afterAll(async () => {
    await node?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("a subscriber resumes after a restart with Last-Event-ID: no gap, no duplicate", async () => {
    node = await startNode(env, 90_000)
    let client = makePromiseClient({ baseUrl: node.url, revision: "later" })
    const to = await ethAccount(client, 2)
    const mine = formatAccountIndex((await ethAccount(client, 1)).accountIndex)
    const query = `accountIndex=${mine}&types=pool,transaction`
    const before = await subscribe(node, query)
    const first = await transfer(client, 1, to)
    await before.when(reached(first, "fged"), 20_000)
    await before.cancel()
    await node.stop()

    node = await startNode(env, 90_000)
    client = makePromiseClient({ baseUrl: node.url, revision: "later" })
    const second = await transfer(client, 1, to)
    const lastId = before.events.at(-1)?.id
    const after = await subscribe(node, query, { "Last-Event-ID": String(lastId) })
    await after.when(reached(second, "fged"), 20_000)
    const whole = await subscribe(node, `${query}&after=0`)
    await whole.until(before.events.length + after.events.length, 20_000)
    await after.cancel()
    await whole.cancel()
    const firstSeen = whole.events.findIndex((e) => e.id === before.events[0]?.id)
    expect(firstSeen).toBeGreaterThanOrEqual(0)
    expect([...before.events, ...after.events]).toEqual(
      whole.events.slice(firstSeen, firstSeen + before.events.length + after.events.length)
    )
    expect(after.events.some((e) => (e.data as { id: string }).id === first)).toBe(false)
  }, 240_000)
})

describeWith(POSTGRES_SERVER)("live events on a PostgreSQL server, across processes", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_events_processes_${process.pid}_${Date.now().toString(36)}`
  const nodes: Array<NodeProcess> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("a reader process streams the pool insert and the batch a writer process records", async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const database = withDatabase(url, name)
    const writer = await startNode({ STORAGE: "external", DATABASE_URL: database, FORGE_INTERVAL_SECONDS: "1" }, 90_000)
    nodes.push(writer)
    const reader = await startNode({ STORAGE: "external", DATABASE_URL: database, ROLE: "reader" }, 90_000)
    nodes.push(reader)
    const subscriber = await subscribe(reader, "types=pool,batch")
    const client = makePromiseClient({ baseUrl: writer.url, revision: "later" })
    const id = await transfer(client, 1, await ethAccount(client, 2))
    await subscriber.when(reached(id, "fged"), 20_000)
    await subscriber.cancel()
    const kinds = subscriber.events.map((e) => e.event)
    expect(kinds).toContain("batch")
    expect(subscriber.events.find((e) => e.event === "pool")?.data).toMatchObject({
      id,
      previousState: null,
      state: "pend"
    })
  }, 240_000)
})
