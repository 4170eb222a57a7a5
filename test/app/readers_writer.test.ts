/** Two readers and a writer on one fresh database (needs DATABASE_URL): GETs alike from all three, POSTs seen at once
 * everywhere, a forging writer's batch in both readers' streams, a second writer refused. */
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { makePromiseClient } from "../../adapters/http/client/client.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { everyDevnetGet, everyPoolGet, makeParity, overHttp, uncoveredGetRoutes } from "../adapters/http/get_parity.ts"
import { authorizationBody } from "../adapters/http/signed_authorizations.ts"
import type { ReceivedEvent } from "../adapters/http/sse_reader.ts"
import { itemsOf, record, sendTo } from "../adapters/http/web_client.ts"
import { DATABASE_URL, onServer, withDatabase } from "../adapters/sql/test_databases.ts"
import { type NodeProcess, refusalOf, startNode } from "../browser/node_process.ts"
import { ethAccount, subscribe, transfer } from "./devnet_actions.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { POSTGRES_SERVER, describeWith } from "../real_parts.ts"

/** The routes that answer for the process itself, not from the database. */
const PROCESS_ROUTES = ["/health", "/metrics", "/events", "/earlier/health", "/earlier/metrics"]

describeWith(POSTGRES_SERVER)("two readers and one writer on one database (real processes)", () => {
  const url = DATABASE_URL ?? ""
  const name = `zk_readers_writer_${process.pid}_${Date.now().toString(36)}`
  const shared = {
    STORAGE: "external",
    DATABASE_URL: withDatabase(url, name),
    EARLIER_BASE_PATH: "/earlier",
    FORGE_INTERVAL_SECONDS: "0"
  }
  const nodes: Array<NodeProcess> = []
  const processes: { writer?: NodeProcess; reader1?: NodeProcess; reader2?: NodeProcess } = {}
  /** The three processes' answers compared (the writer's the reference). */
  const parity = makeParity(() =>
    (["writer", "reader1", "reader2"] as const).map((role) => {
      const node = processes[role]
      if (node === undefined) throw new Error(`the ${role} is not running`)
      return overHttp(role, node.url)
    })
  )
  let transferId: TxId | undefined

  /** A running process of the three. */
  const running = (role: "writer" | "reader1" | "reader2"): NodeProcess => {
    const node = processes[role]
    if (node === undefined) throw new Error(`the ${role} is not running`)
    return node
  }

  beforeAll(async () => {
    await Effect.runPromise(onServer(url, `CREATE DATABASE ${name}`))
    const started = await Promise.all([
      startNode({ ...shared, ROLE: "all" }, 120_000),
      startNode({ ...shared, ROLE: "reader" }, 120_000),
      startNode({ ...shared, ROLE: "reader" }, 120_000)
    ])
    nodes.push(...started)
    ;[processes.writer, processes.reader1, processes.reader2] = started
  }, 180_000)

  afterAll(async () => {
    for (const node of nodes) await node.stop()
    await Effect.runPromise(Effect.ignore(onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)))
  })

  it("every GET of both revisions answers byte for byte alike from the writer and both readers", async () => {
    await everyDevnetGet(parity)
    expect(parity.compared()).toBeGreaterThan(2000)
    expect(parity.statuses().get(200) ?? 0, "most answers are 200 with content").toBeGreaterThan(
      parity.compared() * 0.9
    )
  }, 900_000)

  it("POSTs through reader 1 are seen at once through reader 2 and the writer; the pool walks alike; every GET route compared", async () => {
    const viaReader1 = makePromiseClient({ baseUrl: running("reader1").url, revision: "later" })
    transferId = await transfer(viaReader1, 1, await ethAccount(viaReader1, 2))
    for (const path of [`/transactions-pool/${transferId}`, `/earlier/transactions-pool/${transferId}`]) {
      expect(record(await parity.same(path))["state"], path).toBe("pend")
    }

    const wallet = 9
    const authorization = await sendTo(running("reader1").url, "/account-creation-authorization", {
      method: "POST",
      body: JSON.stringify(authorizationBody(wallet)),
      headers: { "content-type": "application/json" }
    })
    expect(authorization.status, authorization.text).toBe(200)
    const address = `zk:${devnetWallet(wallet).ethAddress}`
    for (const path of [
      `/account-creation-authorization/${address}`,
      `/earlier/account-creation-authorization/${address}`
    ]) {
      expect((await sendTo(running("writer").url, path)).status, path).toBe(200)
      await parity.same(path)
    }

    const accounts = await Promise.all(
      [1, 2, 3, 4].map(
        async (w) =>
          itemsOf(
            await parity.same(`/accounts?zkEthereumAddress=zk:${devnetWallet(w).ethAddress}&tokenIds=0`),
            "accounts"
          )[0]!
      )
    )
    await everyPoolGet(parity, accounts)
    expect(uncoveredGetRoutes(parity.paths(), PROCESS_ROUTES)).toEqual([])
  }, 300_000)

  it("the event streams of both readers see the batch a (new, forging) writer forges with the transfer", async () => {
    const id = transferId
    if (id === undefined) throw new Error("no transfer was posted")
    const subscribers = await Promise.all([
      subscribe(running("reader1"), "types=pool,batch"),
      subscribe(running("reader2"), "types=pool,batch")
    ])
    // The writer that does not forge gives way to one that does (a writer's lock goes with its process).
    await running("writer").stop()
    processes.writer = await startNode({ ...shared, ROLE: "writer", FORGE_INTERVAL_SECONDS: "1" }, 120_000)
    nodes.push(processes.writer)
    /** The batch event of the batch that forged the transfer, once both it and the transfer's move to fged were streamed. */
    const forgingBatch = (events: ReadonlyArray<ReceivedEvent>) => {
      const move = events.find(
        (e) => e.event === "pool" && record(e.data)["id"] === id && record(e.data)["state"] === "fged"
      )
      const batchNum = move === undefined ? undefined : record(move.data)["batchNum"]
      return events.find((e) => e.event === "batch" && record(record(e.data)["batch"])["batchNum"] === batchNum)
    }
    const seen = await Promise.all(
      subscribers.map((subscriber) => subscriber.when((events) => forgingBatch(events) !== undefined, 60_000))
    )
    for (const subscriber of subscribers) await subscriber.cancel()
    const [first, second] = seen.map((events) => record(forgingBatch(events)?.data))
    expect(second).toEqual(first)
    const batch = record(first?.["batch"])
    // The batch the readers streamed is the batch the writer (and every process) lists.
    const listed = await sendTo(running("writer").url, `/batches/${String(batch["batchNum"])}`)
    expect(listed.body).toEqual(batch)
    expect(record(await parity.same(`/transactions-pool/${id}`))).toMatchObject({
      state: "fged",
      batchNum: batch["batchNum"]
    })
  }, 240_000)

  it("a second writer is refused with the reason", async () => {
    expect(await refusalOf({ ...shared, ROLE: "writer" }, 90_000)).toContain(
      "another writer already runs against this database (PostgreSQL backend"
    )
  }, 120_000)
})
