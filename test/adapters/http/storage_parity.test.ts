/**
 * Storage parity over HTTP: the devnet seeded (fixed genesis time, fixed wall clock) into the
 * memory adapter, the embedded PostgreSQL and — when DATABASE_URL is set — a real PostgreSQL
 * server — and, with a streaming replica of it (`../sql/replica_server.ts`), the same server with
 * its GETs read from the replica — answers a fixed list of GET requests byte for byte alike: every list endpoint with each
 * of its filters alone and combined, walked page by page in both orders (later revision, and the
 * earlier revision's envelope with totalItems/firstItem/lastItem), every lookup of an id taken
 * from the lists, the state and config, and not-found answers; then, after the same signed
 * submissions (dry runs, gaps, a duplicate) on each, the pool list with its filters and the next
 * nonces.
 */
import { Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { devnetDurationSeconds, seedDevnet } from "../../../app/devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { replicaUrlOf, SKIP_REPLICA_SUITES, waitForReplay } from "../sql/replica_server.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../sql/test_databases.ts"
import { devnetWallet } from "../../../app/devnet/wallets.ts"
import { FixtureSettings } from "./fixture.ts"
import { signedBody, type TxSpec, walletSigner } from "./signed_transactions.ts"
import { itemsOf, record, send, type WebHandler } from "./web_client.ts"

const genesisTime = new Date(Date.UTC(2026, 10, 1))
const options = { genesisTime }
/** The wall clock of every storage: a minute after the devnet's last block. */
const NOW = new Date(genesisTime.getTime() + devnetDurationSeconds() * 1000 + 60_000)
const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(NOW) }))

/** The served storages, by name. */
interface Served {
  readonly name: string
  readonly handler: WebHandler
  readonly dispose: () => Promise<void>
}

/** The devnet on `ports`, served with the later revision at `/` and the earlier at `/earlier`. */
function served(name: string, ports: Layer.Layer<StoragePorts, unknown>): Served {
  const storage = Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet(options))).pipe(Layer.provideMerge(ports)),
    FixedClock,
    FixtureSettings
  )
  const web = webHandler(storage, { laterBasePath: "/", earlierBasePath: "/earlier" })
  return { name, handler: (request) => web.handler(request), dispose: () => web.dispose() }
}

const storages: Array<Served> = []

/** The server database whose GETs are read from the replica, once created. */
let replicated: string | undefined

beforeAll(async () => {
  storages.push(served("memory", MemoryStorage.layer))
  storages.push(served("embedded PostgreSQL", Layer.unwrap(Effect.map(freshEmbedded, (s) => SqlStorage.layer({ connection: s.connection })))))
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    storages.push(served("PostgreSQL server", Layer.unwrap(
      Effect.map(freshServerDatabase(url), (database) => SqlStorage.layer({ connection: { url: Redacted.make(database), maxConnections: 4 } }))
    )))
    if (!SKIP_REPLICA_SUITES) {
      const onReplica = served("PostgreSQL server, GETs on its streaming replica", Layer.unwrap(
        Effect.map(freshServerDatabase(url), (database) => {
          replicated = database
          return SqlStorage.layer({
            connection: { url: Redacted.make(database), maxConnections: 4 },
            readReplicas: { urls: [Redacted.make(replicaUrlOf(database))], checkInterval: "250 millis" }
          })
        })
      ))
      storages.push(onReplica)
      // Built (and seeded) by a first request; compared once the replica has replayed the seed and is read from.
      await send(onReplica.handler, "/health")
      if (replicated !== undefined) await Effect.runPromise(waitForReplay(replicated, replicaUrlOf(replicated), 60_000))
      const deadline = Date.now() + 60_000
      let health = ""
      while (Date.now() < deadline && !health.includes('"status":"UP","reason":null')) {
        health = (await send(onReplica.handler, "/health")).text
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(health, "the replica is read from").toContain('"status":"UP","reason":null')
    }
  }
}, 180_000)

afterAll(async () => {
  for (const storage of storages) await storage.dispose()
})

let compared = 0
const statuses = new Map<number, number>()

/** Asks every storage `path`; asserts identical status and body; returns the reference's parsed body. */
async function same(path: string): Promise<unknown> {
  const answers = await Promise.all(storages.map(async (s) => ({ name: s.name, response: await send(s.handler, path) })))
  const [expected, ...others] = answers
  if (expected === undefined) throw new Error("no storage")
  for (const other of others) {
    expect(`${other.response.status} ${other.response.text}`, `${other.name}: GET ${path}`).toBe(
      `${expected.response.status} ${expected.response.text}`
    )
  }
  compared++
  statuses.set(expected.response.status, (statuses.get(expected.response.status) ?? 0) + 1)
  return expected.response.body
}

/** Walks a list in both orders with pages of `limit` (and once with the default page), comparing every page. */
async function walk(path: string, key: string, limit: number): Promise<void> {
  await same(path)
  for (const order of ["ASC", "DESC"] as const) {
    let from: number | undefined
    for (let pages = 0; pages < 500; pages++) {
      const separator = path.includes("?") ? "&" : "?"
      const body = await same(`${path}${separator}order=${order}&limit=${limit}${from === undefined ? "" : `&fromItem=${from}`}`)
      const page = record(body)
      if (!Array.isArray(page[key])) return
      const items = itemsOf(body, key)
      const last = items.at(-1)?.["itemId"]
      if (page["pendingItems"] === 0 || typeof last !== "number") break
      from = order === "ASC" ? last + 1 : last - 1
    }
  }
}

/** Every item of a list, from the reference. */
async function all(path: string, key: string): Promise<Array<Record<string, unknown>>> {
  const separator = path.includes("?") ? "&" : "?"
  return itemsOf(await same(`${path}${separator}limit=2049`), key)
}

/** The distinct string values of a field among items. */
function values(items: ReadonlyArray<Record<string, unknown>>, field: string): Array<string> {
  return [...new Set(items.map((item) => item[field]).filter((v) => v !== null && v !== undefined).map(String))]
}

/** The path of one of the two revisions. */
const both = (path: string) => [path, `/earlier${path}`]

describe("storage parity over HTTP (devnet)", () => {
  it("every GET answers byte for byte alike on every storage", async () => {
    expect(storages.length).toBeGreaterThanOrEqual(2)
    const tokens = await all("/tokens", "tokens")
    const accounts = await all("/accounts", "accounts")
    const exits = await all("/exits", "exits")
    const history = await all("/transactions-history", "transactions")
    const batches = await all("/batches", "batches")
    const coordinators = await all("/coordinators", "coordinators")
    const slotsWithBids = (await all("/slots", "slots")).filter((slot) => slot["bestBid"] !== null).map((slot) => String(slot["slotNum"]))
    const bids = (await Promise.all(slotsWithBids.map((slot) => all(`/bids?slotNum=${slot}`, "bids")))).flat()
    expect(history.length).toBeGreaterThan(50)

    const addresses = values(accounts, "zkEthereumAddress")
    const keys = values(accounts, "bjj")
    const indexes = values(accounts, "accountIndex")
    const tokenIds = values(tokens, "id")
    const types = values(history, "type")
    const batchNums = values(batches, "batchNum")
    const slots = values(bids, "slotNum")
    const bidders = [...new Set([...values(bids, "bidderAddr"), ...values(coordinators, "bidderAddr")])]
    const forgers = values(batches, "forgerAddr")
    const pick = <A>(list: ReadonlyArray<A>, n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n)

    const lists: Array<readonly [string, string]> = [
      ["/tokens", "tokens"],
      ["/accounts", "accounts"],
      ["/exits", "exits"],
      ["/transactions-history", "transactions"],
      ["/batches", "batches"],
      ["/bids", "bids"],
      ["/slots?minSlotNum=0&maxSlotNum=40", "slots"],
      ["/coordinators", "coordinators"],
      ["/slots", "slots"],
      [`/tokens?ids=${pick(tokenIds, 3).join(",")}`, "tokens"],
      [`/tokens?symbols=${values(tokens, "symbol").slice(0, 2).join(",")}`, "tokens"],
      ["/tokens?name=e", "tokens"],
      [`/accounts?tokenIds=${pick(tokenIds, 2).join(",")}`, "accounts"],
      ["/exits?onlyPendingWithdraws=true", "exits"],
      ["/slots?finishedAuction=true", "slots"],
      ...pick(addresses, 3).flatMap((a) => [
        [`/accounts?zkEthereumAddress=${a}`, "accounts"],
        [`/accounts?zkEthereumAddress=${a}&tokenIds=${tokenIds[0]}`, "accounts"],
        [`/exits?zkEthereumAddress=${a}`, "exits"],
        [`/transactions-history?zkEthereumAddress=${a}`, "transactions"],
        [`/transactions-history?zkEthereumAddress=${a}&tokenId=${tokenIds[0]}`, "transactions"],
        [`/transactions-history?zkEthereumAddress=${a}&type=Transfer`, "transactions"]
      ] as const),
      ...pick(keys, 2).flatMap((k) => [
        [`/accounts?BJJ=${k}`, "accounts"],
        [`/exits?BJJ=${k}&onlyPendingWithdraws=true`, "exits"],
        [`/transactions-history?BJJ=${k}`, "transactions"],
        [`/transactions-history?BJJ=${k}&type=Exit`, "transactions"]
      ] as const),
      ...pick(indexes, 4).flatMap((i) => [
        [`/exits?accountIndex=${i}`, "exits"],
        [`/transactions-history?accountIndex=${i}`, "transactions"],
        [`/transactions-history?accountIndex=${i}&type=Transfer`, "transactions"],
        [`/transactions-history?accountIndex=${i}&batchNum=${batchNums.at(-1)}`, "transactions"]
      ] as const),
      ...tokenIds.flatMap((t) => [
        [`/exits?tokenId=${t}`, "exits"],
        [`/transactions-history?tokenId=${t}`, "transactions"],
        [`/transactions-history?tokenId=${t}&type=Deposit`, "transactions"]
      ] as const),
      ...types.map((t) => [`/transactions-history?type=${t}`, "transactions"] as const),
      ...pick(batchNums, 4).flatMap((b) => [
        [`/exits?batchNum=${b}`, "exits"],
        [`/transactions-history?batchNum=${b}`, "transactions"],
        [`/transactions-history?batchNum=${b}&type=Transfer`, "transactions"],
        [`/batches?minBatchNum=${b}`, "batches"],
        [`/batches?maxBatchNum=${b}`, "batches"]
      ] as const),
      ...slots.slice(0, 3).flatMap((s) => [
        [`/bids?slotNum=${s}`, "bids"],
        [`/batches?slotNum=${s}`, "batches"]
      ] as const),
      ...bidders.flatMap((b) => [
        [`/bids?bidderAddr=${b}`, "bids"],
        [`/bids?bidderAddr=${b}&slotNum=${slots[0]}`, "bids"],
        [`/slots?wonByEthereumAddress=${b}`, "slots"]
      ] as const),
      ...forgers.map((f) => [`/batches?forgerAddr=${f}`, "batches"] as const)
    ]
    for (const [path, key] of lists) {
      for (const revision of both(path)) await walk(revision, key, 5)
    }

    const lookups = [
      "/state",
      "/config",
      ...tokenIds.map((t) => `/tokens/${t}`),
      ...indexes.map((i) => `/accounts/${i}`),
      ...exits.map((x) => `/exits/${String(x["batchNum"])}/${String(x["accountIndex"])}`),
      ...history.map((t) => `/transactions-history/${String(t["id"])}`),
      ...batchNums.flatMap((b) => [`/batches/${b}`, `/full-batches/${b}`]),
      ...slots.map((s) => `/slots/${s}`),
      ...coordinators.map((c) => `/coordinators/${String(c["bidderAddr"])}`),
      "/tokens/4000000",
      "/accounts/zk:ETH:999999",
      `/transactions-history/0x${"00".repeat(33)}`,
      "/batches/99999",
      "/exits/1/zk:ETH:256"
    ]
    for (const path of lookups) for (const revision of both(path)) await same(revision)
    expect(compared).toBeGreaterThan(2000)
    expect(statuses.get(200) ?? 0, "most answers are 200 with content").toBeGreaterThan(compared * 0.9)
  }, 600_000)

  it("after the same submissions, the pool list and the next nonce answer alike on every storage", async () => {
    /** POSTs `body` to `path` on every storage; asserts identical answers. */
    const postAll = async (path: string, body: unknown) => {
      const init = { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }
      const answers = await Promise.all(storages.map(async (s) => ({ name: s.name, response: await send(s.handler, path, init) })))
      const [expected, ...others] = answers
      for (const other of others) {
        expect(`${other.response.status} ${other.response.text}`, `${other.name}: POST ${path}`).toBe(
          `${expected!.response.status} ${expected!.response.text}`
        )
      }
      return expected!.response
    }
    const ethAccount = async (wallet: number) =>
      itemsOf(await same(`/accounts?zkEthereumAddress=zk:${devnetWallet(wallet).ethAddress}&tokenIds=0`), "accounts")[0]!
    const wallets = [1, 2, 3, 4]
    const accounts = await Promise.all(wallets.map(ethAccount))
    for (const [i, wallet] of wallets.entries()) {
      const from = accounts[i]!
      const to = accounts[(i + 1) % wallets.length]!
      // Nonces with a gap (forged, forged + 1, forged + 3), a dry run, and a duplicate post.
      for (const step of [0n, 1n, 3n]) {
        const spec: TxSpec = {
          fromAccountIndex: String(from["accountIndex"]), toAccountIndex: String(to["accountIndex"]), tokenId: 0,
          amount: 1000n + step, fee: 0, nonce: BigInt(Number(from["nonce"])) + step
        }
        const body = signedBody(spec, walletSigner(wallet))
        expect((await postAll("/transactions-pool?dryRun=true", body)).status).toBe(200)
        expect((await postAll("/transactions-pool", body)).status).toBe(200)
        if (step === 1n) await postAll("/transactions-pool", body)
      }
    }
    const pool = [
      "/transactions-pool",
      "/transactions-pool?state=pend",
      "/transactions-pool?state=fged",
      "/transactions-pool?tokenId=0",
      "/transactions-pool?type=Transfer",
      ...accounts.flatMap((a) => [
        `/transactions-pool?accountIndex=${String(a["accountIndex"])}`,
        `/transactions-pool?zkEthereumAddress=${String(a["zkEthereumAddress"])}&state=pend`,
        `/transactions-pool?BJJ=${String(a["bjj"])}&type=Exit`
      ])
    ]
    for (const path of pool) await walk(path, "transactions", 2)
    for (const account of accounts) await same(`/accounts/${String(account["accountIndex"])}/nonce`)
    await same("/accounts/zk:ETH:999999/nonce")
    await same("/earlier/transactions-pool")
    await same("/earlier/accounts/zk:ETH:256/nonce")
  }, 300_000)
})
