/** Example: a coordinator embedding the node in its own `node:http` server, the API under `/zk`, forging batches.
 * Run `npx tsx examples/embed_in_node_http.ts` (a demo; `--serve` until Ctrl-C); environment `PORT`, `BATCHES`. */
import { createServer } from "node:http"
import { FIRST_PAGE, makePromiseClient } from "zk-rollup-node-api/client"
import { MemoryStorage } from "zk-rollup-node-api/adapters/memory"
import { makeNode } from "zk-rollup-node-api/embed"
import { testBatch, testBlock } from "zk-rollup-node-api/testing"

const BASE_PATH = "/zk"
const INTERVAL_MS = 200
const serve = process.argv.includes("--serve")
const demoBatches = Number(process.env["BATCHES"] ?? "5")

// 1. The node, over the storage the coordinator chose (here: in memory) and its network settings.
const node = await makeNode({
  storage: MemoryStorage.layer,
  settings: { chainId: 1337 },
  routes: { laterBasePath: BASE_PATH }
})

// 2. The coordinator's own server: its routes first, the node's API under /zk.
const server = createServer((request, response) => {
  if (request.url === "/health") {
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ ok: true }))
  } else if (request.url === BASE_PATH || request.url?.startsWith(`${BASE_PATH}/`)) {
    node.handler(request, response)
  } else {
    response.writeHead(404, { "content-type": "text/plain" }).end("not here\n")
  }
})
await new Promise<void>((resolve) => server.listen(Number(process.env["PORT"] ?? "0"), "127.0.0.1", resolve))
const address = server.address()
if (address === null || typeof address === "string") throw new Error("expected a TCP address")
const port = address.port
const baseUrl = `http://127.0.0.1:${port}${BASE_PATH}`
console.log(`serving the node API at ${baseUrl} (docs: ${baseUrl}/docs), the coordinator's /health beside it`)

// 3. The forging loop: what the coordinator syncs and forges goes through the ledger.
let forged = 0
let stopped = false
const forging = (async () => {
  while (!stopped && (serve || forged < demoBatches)) {
    // Block n and an empty batch n forged in it (a real coordinator brings what it synced and forged).
    const block = testBlock(1000 + forged + 1)
    await node.run(node.ledger.recordBlock(block))
    await node.run(node.ledger.forgeBatch(testBatch(block, forged + 1)))
    forged += 1
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
  }
})()

// 4. A typed client reads what was forged, over the socket.
const client = makePromiseClient({ baseUrl, revision: "later" })
const show = async () => {
  const page = await client.call((api) =>
    api.rollupStatus.listBatches({ query: { ...FIRST_PAGE, order: "DESC", limit: 3 } })
  )
  const state = await client.call((api) => api.rollupStatus.getState())
  console.log(
    `batches ${page.batches.map((b) => b.batchNum).join(", ") || "-"} (newest first); ` +
      `/state lastBatch ${state.network.lastBatch?.batchNum ?? "none"}`
  )
}

// 5. A clean shutdown: stop forging, stop accepting requests, then release the node.
const shutdown = async () => {
  stopped = true
  await forging
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
  await node.close()
}

if (serve) {
  const timer = setInterval(() => void show(), 2000)
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      clearInterval(timer)
      void shutdown().then(() => console.log(`stopped after ${forged} batches`))
    })
  }
} else {
  await forging
  await show()
  const health = await fetch(`http://127.0.0.1:${port}/health`)
  console.log(`/health ${health.status}`)
  await shutdown()
  console.log(`stopped after ${forged} batches`)
}
