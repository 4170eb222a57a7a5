/** Webhooks across processes (needs DATABASE_URL; required in CI): a SIGKILL mid-delivery loses nothing, only the
 * in-flight event arriving twice; a writer and a reader share 20 endpoints' deliveries, each once. */
import { Effect } from "effect"
import { afterAll, expect, it } from "vitest"
import { makePromiseClient } from "../../../adapters/http/client/client.ts"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import type { TxId } from "../../../core/domain/tx_id.ts"
import { DATABASE_URL, onServer, withDatabase } from "../../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../../browser/node_process.ts"
import { ethAccount, reached, subscribe, transfer } from "../devnet_actions.ts"
import { acknowledgements, type Receiver, startReceiver } from "./receiver.ts"
import { POSTGRES_SERVER, describeWith } from "../../real_parts.ts"

/** Test settings: receivers on 127.0.0.1, 2 s leases, quick retries, and no batch final while a test runs (the log holds only what its transfers record, no `finalized` event as blocks pass). */
const WEBHOOKS_ENV = {
  FINALITY_CONFIRMATIONS: "100000",
  WEBHOOKS_ALLOW_PRIVATE_TARGETS: "on",
  WEBHOOKS_LEASE_SECONDS: "2",
  WEBHOOKS_POLL_SECONDS: "0.2",
  WEBHOOKS_RETRY_SCHEDULE: "0.2,0.5,1,1,1,1,1,1,1,1"
}

const KEY = `zk_${"W".repeat(43)}`

/** Stores the test's API key in `database` (migrated by a node). */
async function storeKey(url: string) {
  await Effect.runPromise(
    onServer(
      url,
      `INSERT INTO api_key (id, name, tier, digest, created_at) VALUES ('key_w', 'w', 'partner', '${apiKeyDigest(KEY)}', now()) ON CONFLICT DO NOTHING`
    )
  )
}

/** Registers an endpoint at `path` of `receiver` on `node`; its id and cursor. */
async function register(node: NodeProcess, receiver: Receiver, path: string): Promise<{ id: string; cursor: number }> {
  const response = await fetch(`${node.url}/webhooks`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": KEY },
    body: JSON.stringify({ url: receiver.url(path) })
  })
  const body = (await response.json()) as { id: string; cursor: number; secret: string }
  expect(response.status, JSON.stringify(body)).toBe(200)
  receiver.expect(path, body.secret)
  return { id: body.id, cursor: body.cursor }
}

/** The ids of the events after `after` that the node's stream replays, through the last of transactions `ids` reaching `fged`. */
async function eventIdsThrough(node: NodeProcess, after: number, ids: ReadonlyArray<TxId>): Promise<Array<number>> {
  // Their `pool` events to `fged` close the forger step that forged the last of them: the log holds nothing after them
  // until the test acts again.
  const reader = await subscribe(node, `after=${after}`)
  const events = await reader.when((received) => ids.every((id) => reached(id, "fged")(received)), 60_000)
  const last = Math.max(...ids.map((id) => events.findIndex((e) => reached(id, "fged")([e]))))
  const through = events.slice(0, last + 1).map((e) => e.id ?? 0)
  await reader.cancel()
  return through
}

/** Waits until each endpoint of `ids` on `node` has its cursor at `eventId` or past it: every event up to it delivered (answered), none left to send. */
async function caughtUp(node: NodeProcess, ids: ReadonlyArray<string>, eventId: number): Promise<void> {
  const deadline = Date.now() + 60_000
  for (;;) {
    const response = await fetch(`${node.url}/webhooks`, { headers: { "x-api-key": KEY } })
    const body = (await response.json()) as { webhooks: Array<{ id: string; cursor: number }> }
    const behind = ids.filter((id) => !body.webhooks.some((w) => w.id === id && w.cursor >= eventId))
    if (behind.length === 0) return
    if (Date.now() > deadline) throw new Error(`endpoints ${behind.join(", ")} never at event ${eventId}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describeWith(POSTGRES_SERVER)("signed webhooks across processes on a PostgreSQL server", () => {
  const url = DATABASE_URL ?? ""
  const names: Array<string> = []
  const nodes: Array<NodeProcess> = []
  const receivers: Array<Receiver> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    for (const receiver of receivers) await receiver.close()
    for (const name of names)
      await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  async function database(label: string): Promise<string> {
    const name = `zk_webhooks_${label}_${process.pid}_${Date.now().toString(36)}`
    names.push(name)
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    return withDatabase(url, name)
  }

  it("the node killed with -9 mid-delivery and started again loses nothing; only the in-flight event comes twice", async () => {
    const db = await database("kill")
    const env = { STORAGE: "external", DATABASE_URL: db, FORGE_INTERVAL_SECONDS: "1", ...WEBHOOKS_ENV }
    let node = await startNode(env, 90_000)
    nodes.push(node)
    await storeKey(db)
    const receiver = await startReceiver()
    receivers.push(receiver)
    const { id, cursor } = await register(node, receiver, "/kill")
    const client = makePromiseClient({ baseUrl: node.url, revision: "later" })
    const to = await ethAccount(client, 2)
    const sent = [await transfer(client, 1, to)]
    await receiver.until((r) => r.length >= 3)
    // The next delivery hangs at the receiver while the node is killed.
    receiver.delayMs = 3000
    let inFlight: number | undefined
    const killed = new Promise<void>((resolve) => {
      receiver.onDelivery = (delivery) => {
        if (inFlight !== undefined) return
        inFlight = delivery.eventId
        receiver.onDelivery = undefined
        resolve()
      }
    })
    sent.push(await transfer(client, 1, to))
    await killed
    const pid = Number(/"pid":(\d+)/u.exec(node.output())?.[1])
    process.kill(pid, "SIGKILL")
    await node.stop()
    receiver.delayMs = 0
    node = await startNode(env, 90_000)
    nodes.push(node)
    const again = makePromiseClient({ baseUrl: node.url, revision: "later" })
    sent.push(await transfer(again, 1, to))
    const expected = await eventIdsThrough(node, cursor, sent)
    await caughtUp(node, [id], expected.at(-1)!)
    const acked = receiver.received.filter((d) => d.status === 200)
    const firstSeen = acked
      .filter((d, i) => acked.findIndex((e) => e.eventId === d.eventId) === i)
      .map((d) => d.eventId)
    expect(firstSeen).toEqual(expected)
    const twice = [...acknowledgements(acked)].filter(([, n]) => n > 1).map(([id]) => id)
    expect(twice.length).toBeLessThanOrEqual(1)
    if (twice.length === 1) expect(twice[0]).toContain(`_${inFlight}`)
    expect(receiver.rejected).toEqual([])
  }, 240_000)

  it("a writer and a reader process deliver from one database without duplicates, sharing the endpoints", async () => {
    const db = await database("two")
    // Each process serves at most half the endpoints at once, and the receiver answers slowly enough that the half one
    // claims is still busy when the other looks: both take part, whichever claims first.
    const shared = { ...WEBHOOKS_ENV, WEBHOOKS_CONCURRENCY: "10" }
    const writer = await startNode(
      { STORAGE: "external", DATABASE_URL: db, FORGE_INTERVAL_SECONDS: "1", ...shared },
      90_000
    )
    nodes.push(writer)
    const reader = await startNode({ STORAGE: "external", DATABASE_URL: db, ROLE: "reader", ...shared }, 90_000)
    nodes.push(reader)
    await storeKey(db)
    const receiver = await startReceiver()
    receiver.delayMs = 100
    receivers.push(receiver)
    const endpoints: Array<{ id: string; cursor: number }> = []
    for (let i = 0; i < 20; i++) endpoints.push(await register(i % 2 === 0 ? writer : reader, receiver, `/two/${i}`))
    const cursor = Math.min(...endpoints.map((e) => e.cursor))
    const client = makePromiseClient({ baseUrl: writer.url, revision: "later" })
    const to = await ethAccount(client, 2)
    // Deliveries that have reached the receiver, answered or not yet.
    let arrived = 0
    receiver.onDelivery = () => void arrived++
    const sent: Array<TxId> = []
    for (let i = 0; i < 3; i++) sent.push(await transfer(client, 1, to))
    const all = await eventIdsThrough(writer, cursor, sent)
    const expectedOf = (i: number) => all.filter((id) => id > (endpoints[i]?.cursor ?? 0))
    const total = endpoints.reduce((sum, _, i) => sum + expectedOf(i).length, 0)
    // Every endpoint past the last event and every delivery answered: nothing more to deliver, nothing on its way.
    await caughtUp(
      writer,
      endpoints.map((e) => e.id),
      all.at(-1)!
    )
    await receiver.until((r) => r.length === arrived, 60_000)
    expect(receiver.rejected).toEqual([])
    const counts = acknowledgements(receiver.received)
    expect(counts.size).toBe(total)
    expect([...counts.values()].every((n) => n === 1)).toBe(true)
    for (const [i] of endpoints.entries()) {
      expect(receiver.received.filter((d) => d.path === `/two/${i}`).map((d) => d.eventId)).toEqual(expectedOf(i))
    }
    const delivered = async (node: NodeProcess) => {
      const text = await (await fetch(`${node.url}/metrics`)).text()
      return Number(/webhook_deliveries_total\{outcome="delivered"\} (\d+)/u.exec(text)?.[1] ?? 0)
    }
    const [byWriter, byReader] = [await delivered(writer), await delivered(reader)]
    expect(byWriter + byReader).toBe(total)
    expect(byWriter).toBeGreaterThan(0)
    expect(byReader).toBeGreaterThan(0)
  }, 240_000)
})
