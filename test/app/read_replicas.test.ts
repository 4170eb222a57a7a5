/** `DATABASE_READ_URLS` on a real replica: a reader answers as the writer, finds its POSTs at once, honours
 * `X-Min-Batch`, falls back to the primary while the replica is down. Needs DATABASE_URL and the replica. */
import { Effect, Result } from "effect"
import { afterAll, expect, it } from "vitest"
import { FIRST_PAGE, makePromiseClient } from "../../adapters/http/client/client.ts"
import { signTransaction } from "../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import { TokenId } from "../../core/domain/scalars.ts"
import {
  firstValue,
  replicaUrlOf,
  requireReplicaUrl,
  replicaKeptUp,
  replicaStopped,
  startReplica,
  waitForReplay
} from "../adapters/sql/replica_server.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, startNode } from "../browser/node_process.ts"
import { POSTGRES_REPLICA, POSTGRES_SERVER, describeWith } from "../real_parts.ts"

/** A GET's status, body and `X-Last-Batch`. */
async function get(base: string, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers })
  return { status: response.status, text: await response.text(), lastBatch: response.headers.get("x-last-batch") }
}

/** The `storage_replica_*` samples of a node's metrics. */
async function replicaMetrics(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text()
  return text
    .split("\n")
    .filter((line) => line.startsWith("storage_replica_"))
    .join("\n")
}

/** Polls `check` every 200 ms until it is true (or fails after `timeoutMs`). */
async function eventually(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/** The routes compared between the writer and the reader (both revisions' shapes, lists and lookups). */
const ROUTES = [
  "/state",
  "/config",
  "/tokens",
  "/tokens/1",
  "/accounts?limit=50",
  "/accounts?tokenIds=0&limit=20&order=DESC",
  "/exits?limit=20",
  "/transactions-history?limit=20",
  "/transactions-history?limit=20&order=DESC",
  "/transactions-history?type=Transfer&limit=5",
  "/batches?limit=30",
  "/batches/1",
  "/full-batches/2",
  "/bids?limit=10",
  "/slots?limit=10",
  "/coordinators",
  "/batches/99999",
  "/transactions-pool?limit=20"
]

describeWith(POSTGRES_SERVER, POSTGRES_REPLICA)("reads on a streaming replica (DATABASE_READ_URLS)", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_replica_reads_${process.pid}_${Date.now().toString(36)}`
  const database = withDatabase(url, name)
  const nodes: Array<NodeProcess> = []
  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(startReplica))
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("serves the primary's data from the replica, reads its own writes, sees new batches, survives the replica's outage", async () => {
    requireReplicaUrl()
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const shared = { STORAGE: "external", DATABASE_URL: database }
    // A still chain first (no forger), so the two sides can be compared exactly.
    let writer = await startNode({ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "0" }, 120_000)
    nodes.push(writer)
    const reader = await startNode(
      {
        ...shared,
        ROLE: "reader",
        DATABASE_READ_URLS: replicaUrlOf(database),
        DATABASE_READ_MAX_LAG_SECONDS: "5"
      },
      120_000
    )
    nodes.push(reader)
    // Kept up (no other test stops it meanwhile) while the two sides are compared.
    await Effect.runPromise(
      Effect.scoped(
        Effect.andThen(
          replicaKeptUp,
          Effect.promise(async () => {
            await Effect.runPromise(waitForReplay(database, replicaUrlOf(database), 60_000))
            await eventually("the reader uses the replica", async () =>
              (await replicaMetrics(reader.url)).includes(
                'storage_replica_usable{replica="127.0.0.1:5433/' + name + '"} 1'
              )
            )

            for (const path of ROUTES) {
              const [fromWriter, fromReader] = [await get(writer.url, path), await get(reader.url, path)]
              expect(`${fromReader.status} ${fromReader.text}`, `GET ${path}`).toBe(
                `${fromWriter.status} ${fromWriter.text}`
              )
              // The chain is still: both processes name its last batch, the writer (reading only its primary) as well.
              expect(Number(fromReader.lastBatch), `GET ${path}: X-Last-Batch`).toBeGreaterThan(0)
              expect(fromWriter.lastBatch, `GET ${path}: the writer's X-Last-Batch`).toBe(fromReader.lastBatch)
            }
            const sessions = await Effect.runPromise(
              firstValue(
                replicaUrlOf(database),
                "SELECT count(*)::int FROM pg_stat_activity WHERE datname = $1 AND application_name = 'zk-api (replica reads)'",
                [name]
              )
            )
            expect(sessions, "the reader's read sessions are on the replica").toBeGreaterThan(0)
          })
        )
      )
    )
    expect((await get(reader.url, "/tokens/1", { "X-Min-Batch": "nope" })).status).toBe(400)

    // Forging on: the writer restarted with its forger.
    await writer.stop()
    writer = await startNode({ ...shared, ROLE: "all", FORGE_INTERVAL_SECONDS: "1" }, 120_000)
    nodes.push(writer)

    // A transfer POSTed to the reader is there at once for a GET on the reader.
    const viaReader = makePromiseClient({ baseUrl: reader.url, revision: "later" })
    const account = async (w: number) =>
      (
        await viaReader.call((c) =>
          c.account.listAccounts({
            query: { ...FIRST_PAGE, zkEthereumAddress: devnetWallet(w).ethAddress, tokenIds: [TokenId.make(0)] }
          })
        )
      ).accounts[0]!
    const from = await account(3)
    const to = await account(4)
    const { nextNonce } = await viaReader.call((c) =>
      c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
    )
    const draft = {
      from,
      toAccountIndex: to.accountIndex,
      toEthAddr: null,
      toBjj: null,
      amount: 10n ** 15n,
      fee: 0,
      nonce: nextNonce
    }
    const signed = Result.getOrThrow(signTransaction(draft, privateKeyBytes(3n), 1337))
    await viaReader.call((c) => c.transaction.postPoolTransaction({ query: {}, payload: signed.transaction }))
    const right = await get(reader.url, `/transactions-pool/${signed.id}`)
    expect(right.status, right.text).toBe(200)
    const { nextNonce: after } = await viaReader.call((c) =>
      c.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
    )
    expect(after, "the next nonce counts the transaction just sent").toBe(nextNonce + 1n)

    // New batches reach the replica; asking for the writer's last batch always finds it.
    const lastOnWriter = async () =>
      Number(
        (
          JSON.parse((await get(writer.url, "/batches?order=DESC&limit=1")).text) as {
            batches: Array<{ batchNum: number }>
          }
        ).batches[0]?.batchNum
      )
    const start = await lastOnWriter()
    await eventually("a new batch is forged and read from the replica", async () => {
      const answer = await get(reader.url, "/batches?order=DESC&limit=1")
      return Number(answer.lastBatch) > start
    })
    for (let round = 0; round < 10; round++) {
      const last = await lastOnWriter()
      const answer = await get(reader.url, `/batches/${last}`, { "X-Min-Batch": String(last) })
      expect(answer.status, `GET /batches/${last} with X-Min-Batch ${last}`).toBe(200)
      expect(
        Number(answer.lastBatch),
        `GET /batches/${last} with X-Min-Batch ${last}: X-Last-Batch`
      ).toBeGreaterThanOrEqual(last)
    }
    await eventually("the transfer is forged, as read through the reader", async () => {
      const state = JSON.parse((await get(reader.url, `/transactions-pool/${signed.id}`)).text) as { state: string }
      return state.state === "fged"
    })

    // The replica stopped (alone among the tests using it): no 5xx, reads on the primary, the metric and /health say so.
    await Effect.runPromise(
      replicaStopped(
        Effect.promise(async () => {
          const statuses: Array<number> = []
          const deadline = Date.now() + 4_000
          while (Date.now() < deadline) {
            for (const path of ["/batches?limit=5", "/tokens/1", "/state", "/transactions-history?limit=20"])
              statuses.push((await get(reader.url, path)).status)
          }
          expect(statuses.length).toBeGreaterThan(8)
          expect(
            statuses.filter((status) => status !== 200),
            "every GET answered 200 while the replica was down"
          ).toEqual([])
          expect(await replicaMetrics(reader.url)).toContain(
            `storage_replica_usable{replica="127.0.0.1:5433/${name}"} 0`
          )
          const health = await get(reader.url, "/health")
          expect(health.status, "a replica down does not make the node unhealthy").toBe(200)
          expect(JSON.parse(health.text)).toMatchObject({
            status: "UP",
            storage: { replicas: [{ status: "UNUSED" }] }
          })
          expect(["unreachable", "read-failed"]).toContain(JSON.parse(health.text).storage.replicas[0].state)
          expect(health.text, "/health names no replica (the metrics' label does)").not.toContain(name)
        })
      )
    )

    // Started again (by replicaStopped): used again, and serving the batches forged meanwhile.
    await eventually(
      "the reader uses the replica again",
      async () =>
        (await replicaMetrics(reader.url)).includes(`storage_replica_usable{replica="127.0.0.1:5433/${name}"} 1`),
      60_000
    )
    const again = await get(reader.url, "/batches?order=DESC&limit=1")
    expect(again.status).toBe(200)
    expect(JSON.parse((await get(reader.url, "/health")).text)).toMatchObject({
      storage: { replicas: [{ role: "replica", state: "streaming", status: "UP", reason: null }] }
    })
  }, 420_000)
})
