/** The temporary consumer project's files: an ESM script using every entry point, and a TypeScript file whose
 * `@ts-expect-error` lines fail if the declarations degrade to `any`; text, as they import the installed package. */

/** `consumer.mjs`: prints one JSON line with what it saw. */
export const CONSUMER_SCRIPT = `
import { createServer } from "node:http"
import { makeNode } from "zk-rollup-node-api"
import { nodeLayer } from "zk-rollup-node-api/embed"
import { FIRST_PAGE, isApiError, makePromiseClient } from "zk-rollup-node-api/client"
import { MemoryStorage } from "zk-rollup-node-api/adapters/memory"
import { SignatureVerifierCrypto } from "zk-rollup-node-api/adapters/crypto"
import { makeApi } from "zk-rollup-node-api/adapters/http"
import { Ledger } from "zk-rollup-node-api/core/ports"
import { Batches } from "zk-rollup-node-api/core/use_cases"
import { BatchNum, EthBlockNum, EthHash, SlotNum } from "zk-rollup-node-api/core/domain"
import { checksum } from "zk-rollup-node-api/core/domain"
import { NotFound } from "zk-rollup-node-api/core/errors"
import { SystemClock } from "zk-rollup-node-api/adapters/system"
import { storageLayer } from "zk-rollup-node-api/storage"

const node = await makeNode({ storage: MemoryStorage.layer, clock: SystemClock.layer, settings: { chainId: 31337 } })
const server = createServer((request, response) =>
  request.url === "/legacy" ? response.end("legacy") : node.handler(request, response))
await new Promise((done) => server.listen(0, "127.0.0.1", done))
const baseUrl = "http://127.0.0.1:" + server.address().port
for (let n = 1; n <= 3; n++) {
  const block = { num: EthBlockNum.make(1000n + BigInt(n)), hash: EthHash.make("0x" + String(n).padStart(64, "0")), timestamp: new Date() }
  await node.run(node.ledger.recordBlock(block))
  await node.run(node.ledger.forgeBatch({
    batchNum: BatchNum.make(n), ethereumBlockNum: block.num, ethereumBlockHash: block.hash, ethereumTxHash: block.hash, timestamp: block.timestamp,
    forgerAddr: checksum("0x" + "d4".repeat(20)), slotNum: SlotNum.make(0), exitRoot: 0n, collectedFees: {},
    forgeL1TransactionsNum: null, l1UserResults: [], createdAccounts: [], l1CoordinatorTransactions: [], l2Transactions: [],
    accountUpdates: [], exits: []
  }))
}
const client = makePromiseClient({ baseUrl, revision: "later" })
const page = await client.call((api) => api.rollupStatus.listBatches({ query: FIRST_PAGE }))
const state = await client.call((api) => api.rollupStatus.getState())
const config = await client.call((api) => api.rollupStatus.getConfig())
const missing = await client.call((api) => api.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(9) } })).catch((e) => e)
const listed = await node.run(Batches.list({ order: "DESC", limit: 1 }))
const notFound = await node.run(Batches.get(BatchNum.make(9))).catch((e) => e)
const legacy = await (await fetch(baseUrl + "/legacy")).text()
await new Promise((done) => server.close(done))
await node.close()
console.log(JSON.stringify({
  batches: page.batches.map((b) => b.batchNum),
  lastBatch: state.network.lastBatch?.batchNum ?? null,
  chainId: config.chainId,
  notFound: isApiError(missing) ? missing.type : String(missing),
  newest: listed.items.map((b) => b.batchNum),
  useCaseNotFound: notFound instanceof NotFound,
  legacy,
  entryPoints: [typeof nodeLayer, typeof SignatureVerifierCrypto.layer, typeof makeApi, typeof Ledger, typeof storageLayer].join(",")
}))
`

/** `consumer.ts`: type-checked only. */
export const CONSUMER_TYPES = `
import { type EmbeddedNode, makeNode } from "zk-rollup-node-api"
import { nodeLayer } from "zk-rollup-node-api/embed"
import { type ApiError, type Client, FIRST_PAGE, makeClient, makePromiseClient } from "zk-rollup-node-api/client"
import { MemoryStorage } from "zk-rollup-node-api/adapters/memory"
import { SignatureVerifierCrypto } from "zk-rollup-node-api/adapters/crypto"
import { makeApi } from "zk-rollup-node-api/adapters/http"
import { Ledger, type NewBatch } from "zk-rollup-node-api/core/ports"
import { Batches } from "zk-rollup-node-api/core/use_cases"
import type { BatchNum } from "zk-rollup-node-api/core/domain"
import { SystemClock } from "zk-rollup-node-api/adapters/system"
import { storageLayer } from "zk-rollup-node-api/storage"

export const node: EmbeddedNode = await makeNode({ storage: MemoryStorage.layer, clock: SystemClock.layer, settings: { chainId: 5 } })
const client = makePromiseClient({ baseUrl: "http://localhost:4010", revision: "later" })
const page = await client.call((api) => api.rollupStatus.listBatches({ query: FIRST_PAGE }))
export const first: BatchNum | undefined = page.batches[0]?.batchNum
// @ts-expect-error a query parameter the API does not have
void client.call((api) => api.rollupStatus.listBatches({ query: { ...FIRST_PAGE, bogus: 1 } }))
// @ts-expect-error a batch number is a branded number, not a string
export const wrong: string | undefined = first
const listed = await node.run(Batches.list({ order: "ASC", limit: 5 }))
export const newest: BatchNum | undefined = listed.items[0]?.batchNum
// @ts-expect-error a batch needs every field
export const incomplete: NewBatch = { batchNum: first }
export const effectClient: Client<"later"> | undefined = undefined
export const errors: ReadonlyArray<ApiError> = []
export const inMemory: EmbeddedNode<unknown> = await makeNode({ storage: storageLayer({ kind: "memory" }) })
void [nodeLayer, makeClient, SignatureVerifierCrypto, makeApi, Ledger]
`

/** `tsconfig.json` of the temporary project: strict, NodeNext, the package's declarations checked too. */
export const CONSUMER_TSCONFIG = JSON.stringify(
  {
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      strict: true,
      noEmit: true,
      types: ["node"],
      skipLibCheck: false
    },
    files: ["consumer.ts"]
  },
  null,
  2
)
