/** The embedding entry: the node in a plain `node:http` server beside its own route, writes seen by the typed client,
 * fetch handler, use cases, both revisions, failures, a clean close, embedded PostgreSQL, `send`, the example. */
import { execFile } from "node:child_process"
import { createServer, type Server } from "node:http"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Effect, Layer, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  FIRST_PAGE,
  makeClient,
  makePromiseClient,
  verifyAccountProofPromise
} from "../../adapters/http/client/client.ts"
import { Error404 } from "../../adapters/http/api/error_schemas.ts"
import { MemoryStorage } from "../../adapters/memory/mod.ts"
import { DEFAULT_APP_SETTINGS } from "../../app/config.ts"
import { type EmbeddedNode, makeNode } from "../../app/embed/mod.ts"
import { testBatch } from "../../app/testing/chain_values.ts"
import { runSend } from "../../wallet/send_command.ts"
import { forgeStep } from "../../devnet/forger.ts"
import { configuredNetworkSettings } from "../../app/network_settings.ts"
import { storageLayer } from "../../app/storage.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BjjKey } from "../../core/domain/bjj.ts"
import { checksum } from "../../core/domain/eth_address.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, TokenId, TokenSymbol } from "../../core/domain/scalars.ts"
import { LedgerRejected, type NewBatch } from "../../core/ports/ledger.ts"
import { NetworkSettings } from "../../core/ports/network_settings.ts"
import { TxIdValue } from "../../core/domain/tx_id.ts"
import { stateRootAfter } from "../contract/state_roots.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"

const ROOT = resolve(import.meta.dirname, "../..")
const OWNER = { ethAddr: checksum("0x" + "a1".repeat(20)), bjj: BjjKey.make("11".repeat(32)) }
const ETH = TokenId.make(0)
const t0 = Date.UTC(2026, 0, 1)

/** Batch `n`, forged in block 1000 + n: it creates account 255 + n (ETH) holding n wei. */
function batch(n: number): NewBatch {
  const idx = AccountIdx.make(255 + n)
  const block = {
    num: EthBlockNum.make(1000n + BigInt(n)),
    hash: EthHash.make("0x" + n.toString(16).padStart(64, "0")),
    timestamp: new Date(t0 + n * 60_000)
  }
  return testBatch(block, n, {
    ethereumTxHash: EthHash.make("0x" + "fe" + n.toString(16).padStart(62, "0")),
    createdAccounts: [{ idx, tokenId: ETH, bjj: OWNER.bjj, ethAddr: OWNER.ethAddr }],
    accountUpdates: [{ idx, nonce: Nonce.make(0n), balance: BigInt(n) }]
  })
}

/** Records block 1000 + n and forges batch n through the node's ledger. */
async function forge<E>(node: EmbeddedNode<E>, n: number): Promise<void> {
  const input = batch(n)
  await node.run(
    node.ledger.recordBlock({
      num: input.ethereumBlockNum,
      hash: input.ethereumBlockHash,
      timestamp: input.timestamp
    })
  )
  await node.run(node.ledger.forgeBatch(input))
}

/** Registers ETH (token 0) at block 1000. */
async function registerEth<E>(node: EmbeddedNode<E>): Promise<void> {
  await node.run(
    node.ledger.recordBlock({
      num: EthBlockNum.make(1000n),
      hash: EthHash.make("0x" + "ee".repeat(32)),
      timestamp: new Date(t0)
    })
  )
  await node.run(
    node.ledger.registerToken({
      id: ETH,
      ethereumBlockNum: EthBlockNum.make(1000n),
      ethereumAddress: checksum("0x" + "00".repeat(20)),
      name: "Ether",
      symbol: "ETH",
      decimals: 18
    })
  )
}

/** Starts `server` on a free loopback port; its base URL. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  const address = server.address()
  if (address === null || typeof address === "string") throw new Error("expected a TCP address")
  return `http://127.0.0.1:${address.port}`
}

/** Closes `server`, waiting for its connections to end. */
function closeServer(server: Server): Promise<void> {
  return new Promise((done, fail) => server.close((error) => (error === undefined ? done() : fail(error))))
}

/** The kinds of resource a server, its connections or a forgotten timer keep open. */
const WATCHED_RESOURCES = /^(TCP\w*Wrap|Timeout|Immediate)$/u

/** How many active resources of each watched kind this process holds. */
function resourceCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const kind of process.getActiveResourcesInfo()) {
    if (WATCHED_RESOURCES.test(kind)) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return counts
}

describe("makeNode inside a plain node:http server", () => {
  let node: EmbeddedNode
  let server: Server
  let baseUrl: string
  let before: Map<string, number>

  beforeAll(async () => {
    before = resourceCounts()
    node = await makeNode({ storage: MemoryStorage.layer, settings: { chainId: 4242 } })
    server = createServer((request, response) => {
      if (request.url === "/legacy/health") {
        response.writeHead(200, { "content-type": "text/plain" }).end("legacy ok")
        return
      }
      node.handler(request, response)
    })
    baseUrl = await listen(server)
    await registerEth(node)
  })

  afterAll(async () => {
    if (server.listening) await closeServer(server)
    await node.close()
  })

  it("serves its own route beside the node's API", async () => {
    const legacy = await fetch(`${baseUrl}/legacy/health`)
    expect(legacy.status).toBe(200)
    expect(await legacy.text()).toBe("legacy ok")
    const client = makePromiseClient({ baseUrl, revision: "later" })
    const config = await client.call((api) => api.rollupStatus.getConfig())
    expect(config.chainId).toBe(4242)
    const tokens = await client.call((api) => api.rollupStatus.listTokens({ query: FIRST_PAGE }))
    expect(tokens.tokens.map((t) => t.symbol)).toEqual([TokenSymbol.make("ETH")])
  })

  it("a loop writes batches through the ledger while the typed client reads them over the socket", async () => {
    const TOTAL = 25
    const client = await Effect.runPromise(makeClient({ baseUrl, revision: "later" }))
    let written = 0
    const writer = (async () => {
      for (let n = 1; n <= TOTAL; n++) {
        await forge(node, n)
        written = n
        await new Promise((done) => setTimeout(done, 5))
      }
    })()
    const seen: Array<{ readonly listed: number; readonly lastBatch: number }> = []
    for (;;) {
      const read = await Effect.runPromise(
        Effect.all({
          page: client.rollupStatus.listBatches({ query: { order: "ASC", limit: 2049 } }),
          state: client.rollupStatus.getState()
        })
      )
      const batchNums = read.page.batches.map((b) => b.batchNum)
      // Every read shows a gap-free prefix of what the loop wrote, never more.
      expect(batchNums).toEqual(Array.from({ length: batchNums.length }, (_, i) => i + 1))
      expect(read.page.pendingItems).toBe(0)
      seen.push({ listed: batchNums.length, lastBatch: read.state.network.lastBatch?.batchNum ?? 0 })
      if (batchNums.length === TOTAL && read.state.network.lastBatch?.batchNum === TOTAL) break
      expect(written).toBeLessThanOrEqual(TOTAL)
    }
    await writer
    // What the client saw only ever grew, and it saw the batches arrive (not only the final state).
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]?.listed).toBeGreaterThanOrEqual(seen[i - 1]?.listed ?? 0)
      expect(seen[i]?.lastBatch).toBeGreaterThanOrEqual(seen[i - 1]?.lastBatch ?? 0)
    }
    expect(seen.some((s) => s.listed < TOTAL)).toBe(true)

    const accounts = await Effect.runPromise(
      client.account.listAccounts({ query: { ...FIRST_PAGE, limit: 2049, tokenIds: [ETH] } })
    )
    expect(accounts.accounts).toHaveLength(TOTAL)
    expect(accounts.accounts.map((a) => a.balance)).toEqual(Array.from({ length: TOTAL }, (_, i) => BigInt(i + 1)))
    const last = await Effect.runPromise(client.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(TOTAL) } }))
    expect(last.stateRoot).toBe(stateRootAfter(Array.from({ length: TOTAL }, (_, i) => batch(i + 1))))
  })

  it("the fetch handler, the use cases and the socket share one storage", async () => {
    const inProcess = makePromiseClient({ baseUrl: "http://in-process", revision: "later", fetch: node.fetch })
    const state = await inProcess.call((api) => api.rollupStatus.getState())
    expect(state.network.lastBatch?.batchNum).toBe(25)
    const page = await node.run(node.useCases.Batches.list({ order: "DESC", limit: 2 }))
    expect(page.items.map((b) => b.batchNum)).toEqual([25, 24])
    const missing = await inProcess
      .call((api) => api.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(99) } }))
      .catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(Error404)
    const reused = await node.run(node.ledger.forgeBatch(batch(7))).catch((error: unknown) => error)
    expect(reused).toBeInstanceOf(LedgerRejected)
    expect(await node.run(node.useCases.Network.config())).toMatchObject({ chainId: 4242 })
  })

  it("close() leaves no server, socket or timer of the node open", async () => {
    await closeServer(server)
    await node.close()
    await node.close()
    // Client sockets see the server's FIN a moment later.
    const deadline = Date.now() + 2_000
    let extra: Array<string> = []
    do {
      await new Promise((done) => setTimeout(done, 20))
      const after = resourceCounts()
      extra = [...after].filter(([kind, n]) => n > (before.get(kind) ?? 0)).map(([kind, n]) => `${kind}×${n}`)
    } while (extra.length > 0 && Date.now() < deadline)
    expect(extra).toEqual([])
  })
})

describe("makeNode options", () => {
  it("a storage layer that provides its own NetworkSettings keeps them", async () => {
    const settings = configuredNetworkSettings({ ...DEFAULT_APP_SETTINGS, chainId: 77 })
    const node = await makeNode({
      storage: Layer.merge(MemoryStorage.layer, Layer.succeed(NetworkSettings, settings)),
      settings: { chainId: 5 }
    })
    try {
      expect((await node.run(node.useCases.Network.config())).chainId).toBe(77)
    } finally {
      await node.close()
    }
  })

  it("serves each revision under its base path and rejects with the storage's error when it cannot be built", async () => {
    const node = await makeNode({
      storage: MemoryStorage.layer,
      routes: { laterBasePath: "/zk", earlierBasePath: "/v1" }
    })
    try {
      const later = makePromiseClient({ baseUrl: "http://in-process/zk", revision: "later", fetch: node.fetch })
      expect((await later.call((api) => api.rollupStatus.getConfig())).chainId).toBe(DEFAULT_APP_SETTINGS.chainId)
      expect((await later.call((api) => api.rollupStatus.listTokens({ query: FIRST_PAGE }))).tokens).toEqual([])
      const earlier = makePromiseClient({ baseUrl: "http://in-process/v1", revision: "earlier", fetch: node.fetch })
      const empty = await earlier
        .call((api) => api.rollupStatus.listTokens({ query: FIRST_PAGE }))
        .catch((e: unknown) => e)
      expect(empty).toBeInstanceOf(Error404)
      expect((await node.fetch(new Request("http://in-process/config"))).status).toBe(404)
    } finally {
      await node.close()
    }
    const broken = Layer.effect(NetworkSettings, Effect.fail(new Error("database unreachable")))
    await expect(makeNode({ storage: Layer.merge(MemoryStorage.layer, broken) })).rejects.toThrow(
      "database unreachable"
    )
  })
})

describe("makeNode over a storage seeded with the devnet", () => {
  it("accepts a signed transfer through its fetch handler, forges it through run, and shows it fged", async () => {
    const node = await makeNode({ storage: seededDevnet() })
    try {
      const out: Array<string> = []
      const err: Array<string> = []
      const status = await Effect.runPromise(
        runSend(
          [
            "transfer",
            "--from",
            "1",
            "--to",
            "2",
            "--token",
            "ETH",
            "--amount",
            "1.5",
            "--fee",
            "0",
            "--no-wait",
            "--url",
            "http://embedded.test"
          ],
          { fetch: node.fetch, print: (line) => out.push(line), printError: (line) => err.push(line) }
        )
      )
      expect(err).toEqual([])
      expect(status).toBe(0)
      const id = Schema.decodeUnknownSync(TxIdValue)(out.find((line) => line.startsWith("id: "))?.slice(4))
      expect((await node.run(node.useCases.Pool.get(id))).state).toBe("pend")
      const report = await node.run(forgeStep({ wallets: 10 }))
      expect(report.forged).toEqual([id])
      const client = makePromiseClient({ baseUrl: "http://embedded.test", revision: "later", fetch: node.fetch })
      const pooled = await client.call((api) => api.transaction.getPoolTransaction({ params: { id } }))
      expect(pooled.state).toBe("fged")
      expect(pooled.batchNum).toBe(report.batchNum)
    } finally {
      await node.close()
    }
  }, 60_000)
})

describe("makeNode over the embedded PostgreSQL storage", () => {
  it("records through the ledger, serves it over a socket, and finds it and its state tree again after a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "zk-embed-pg-"))
    try {
      const storage = storageLayer({ kind: "embedded", dataDir })
      const first = await makeNode({ storage })
      const server = createServer((request, response) => first.handler(request, response))
      try {
        const baseUrl = await listen(server)
        await registerEth(first)
        for (let n = 1; n <= 3; n++) await forge(first, n)
        const client = makePromiseClient({ baseUrl, revision: "later" })
        const page = await client.call((api) => api.rollupStatus.listBatches({ query: FIRST_PAGE }))
        expect(page.batches.map((b) => b.batchNum)).toEqual([1, 2, 3])
        const accounts = await client.call((api) =>
          api.account.listAccounts({ query: { ...FIRST_PAGE, tokenIds: [ETH] } })
        )
        expect(accounts.accounts.map((a) => a.balance)).toEqual([1n, 2n, 3n])
      } finally {
        await closeServer(server)
        await first.close()
      }
      const second = await makeNode({ storage })
      const again = createServer((request, response) => second.handler(request, response))
      try {
        const state = await second.run(second.useCases.Network.state())
        expect(state.network.lastBatch?.batchNum).toBe(3)
        // The tree's nodes were stored: a proof after batch 2 (not the last) still holds against its root, and
        // forging goes on from the stored tree.
        const client = makePromiseClient({ baseUrl: await listen(again), revision: "later" })
        const accountIndex = { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(257) }
        const proof = await client.call((api) =>
          api.wallet.getAccountProof({ params: { accountIndex }, query: { batchNum: BatchNum.make(2) } })
        )
        const rootOf2 = stateRootAfter([batch(1), batch(2)])
        await verifyAccountProofPromise(proof, rootOf2)
        expect(proof.account?.balance).toBe(2n)
        await forge(second, 4)
        const fourth = await second.run(second.useCases.Batches.get(BatchNum.make(4)))
        expect(fourth.stateRoot).toBe(stateRootAfter([1, 2, 3, 4].map(batch)))
      } finally {
        await closeServer(again)
        await second.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe("examples/embed_in_node_http.ts", () => {
  it("runs, forges, reads back over the socket and exits by itself", async () => {
    const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", join(ROOT, "examples/embed_in_node_http.ts")],
        { cwd: ROOT, env: { ...process.env, BATCHES: "3", PORT: "0" }, timeout: 30_000 },
        (error, stdout, stderr) =>
          done({ code: error === null ? 0 : typeof error.code === "number" ? error.code : null, stdout, stderr })
      )
      child.stdin?.end()
    })
    expect(result.stderr).toBe("")
    expect(result.code).toBe(0)
    expect(result.stdout).toMatch(/^serving the node API at http:\/\/127\.0\.0\.1:\d+\/zk/m)
    expect(result.stdout).toContain("batches 3, 2, 1 (newest first); /state lastBatch 3")
    expect(result.stdout).toContain("/health 200")
    expect(result.stdout).toContain("stopped after 3 batches")
  }, 40_000)
})
