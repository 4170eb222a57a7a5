/** Storage parity over HTTP: the devnet on memory, embedded PostgreSQL and (with DATABASE_URL) a server and its replica,
 * the SQL ones with the rendering cache, answers a fixed list of GETs byte for byte alike, and the pool GETs too. */
import { Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { templateMaker } from "../../../adapters/http/rendering/templated_items.ts"
import { devnetDurationSeconds, seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { replicaUrlOf, waitForReplay } from "../sql/replica_server.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../sql/test_databases.ts"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { FixtureSettings } from "./fixture.ts"
import { signedBody, type TxSpec, walletSigner } from "./signed_transactions.ts"
import { everyDevnetGet, everyPoolGet, makeParity } from "./get_parity.ts"
import { itemsOf, send, type WebHandler } from "./web_client.ts"
import { POSTGRES_REPLICA } from "../../real_parts.ts"

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
function served(name: string, ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>): Served {
  const storage = Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet(options))).pipe(
      Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))
    ),
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
  storages.push(served("memory", memoryStorage))
  storages.push(
    served(
      "embedded PostgreSQL",
      Layer.unwrap(
        Effect.map(freshEmbedded, (s) => SqlStorage.layer({ connection: s.connection, templates: templateMaker }))
      )
    )
  )
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    storages.push(
      served(
        "PostgreSQL server",
        Layer.unwrap(
          Effect.map(freshServerDatabase(url), (database) =>
            SqlStorage.layer({
              connection: { url: Redacted.make(database), maxConnections: 4 },
              templates: templateMaker
            })
          )
        )
      )
    )
    if (POSTGRES_REPLICA.missing === undefined) {
      const onReplica = served(
        "PostgreSQL server, GETs on its streaming replica",
        Layer.unwrap(
          Effect.map(freshServerDatabase(url), (database) => {
            replicated = database
            return SqlStorage.layer({
              connection: { url: Redacted.make(database), maxConnections: 4 },
              readReplicas: { urls: [Redacted.make(replicaUrlOf(database))], checkInterval: "250 millis" },
              templates: templateMaker
            })
          })
        )
      )
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

/** The storages' answers compared (each storage's handler, read when asked: they are added in `beforeAll`). */
const parity = makeParity(() =>
  storages.map((storage) => ({ name: storage.name, send: (path, init) => send(storage.handler, path, init) }))
)
const { same } = parity

describe("storage parity over HTTP (devnet)", () => {
  it("every GET answers byte for byte alike on every storage", async () => {
    expect(storages.length).toBeGreaterThanOrEqual(2)
    await everyDevnetGet(parity)
    expect(parity.compared()).toBeGreaterThan(2000)
    expect(parity.statuses().get(200) ?? 0, "most answers are 200 with content").toBeGreaterThan(
      parity.compared() * 0.9
    )
  }, 600_000)

  it("after the same submissions, the pool list, the next nonce and the fee quote answer alike on every storage", async () => {
    /** POSTs `body` to `path` on every storage; asserts identical answers. */
    const postAll = async (path: string, body: unknown) => {
      const init = { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json" } }
      const answers = await Promise.all(
        storages.map(async (s) => ({ name: s.name, response: await send(s.handler, path, init) }))
      )
      const [expected, ...others] = answers
      for (const other of others) {
        expect(`${other.response.status} ${other.response.text}`, `${other.name}: POST ${path}`).toBe(
          `${expected!.response.status} ${expected!.response.text}`
        )
      }
      return expected!.response
    }
    const ethAccount = async (wallet: number) =>
      itemsOf(
        await same(`/accounts?zkEthereumAddress=zk:${devnetWallet(wallet).ethAddress}&tokenIds=0`),
        "accounts"
      )[0]!
    const wallets = [1, 2, 3, 4]
    const accounts = await Promise.all(wallets.map(ethAccount))
    for (const [i, wallet] of wallets.entries()) {
      const from = accounts[i]!
      const to = accounts[(i + 1) % wallets.length]!
      // Nonces with a gap (forged, forged + 1, forged + 3), a dry run, and a duplicate post.
      for (const step of [0n, 1n, 3n]) {
        const spec: TxSpec = {
          fromAccountIndex: String(from["accountIndex"]),
          toAccountIndex: String(to["accountIndex"]),
          tokenId: 0,
          amount: 1000n + step,
          fee: 0,
          nonce: BigInt(Number(from["nonce"])) + step
        }
        const body = signedBody(spec, walletSigner(wallet))
        expect((await postAll("/transactions-pool?dryRun=true", body)).status).toBe(200)
        expect((await postAll("/transactions-pool", body)).status).toBe(200)
        if (step === 1n) await postAll("/transactions-pool", body)
      }
    }
    await everyPoolGet(parity, accounts)
  }, 300_000)
})
