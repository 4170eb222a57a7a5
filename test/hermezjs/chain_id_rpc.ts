/** The Ethereum node hermezjs asks for the chain id, as far as it asks: a JSON-RPC endpoint answering `eth_chainId` and
 * `net_version` with the devnet's chain (what ethers' provider calls for `getNetwork()`, which hermezjs signs every
 * transaction and authorization with); any other method is a JSON-RPC error, so a library that needs more of Ethereum
 * fails visibly. Every method asked is recorded. */
import { createServer } from "node:http"
import { listenOnLoopback } from "./loopback_listener.ts"

/** A running endpoint. */
export interface ChainIdRpc {
  /** `http://127.0.0.1:<port>`: the provider URL given to hermezjs. */
  readonly url: string
  /** The methods asked so far, oldest first. */
  readonly methods: ReadonlyArray<string>
  readonly close: () => Promise<void>
}

/** One JSON-RPC call's answer for a chain `chainId`. */
function answerOf(call: { readonly id?: unknown; readonly method?: unknown }, chainId: number): object {
  const id = call.id ?? null
  if (call.method === "eth_chainId") return { jsonrpc: "2.0", id, result: `0x${chainId.toString(16)}` }
  if (call.method === "net_version") return { jsonrpc: "2.0", id, result: String(chainId) }
  return { jsonrpc: "2.0", id, error: { code: -32601, message: `method ${String(call.method)} is not served here` } }
}

/** Starts the endpoint for chain `chainId` on a free port of 127.0.0.1. */
export async function startChainIdRpc(chainId: number): Promise<ChainIdRpc> {
  const methods: Array<string> = []
  const server = createServer(async (request, response) => {
    const chunks: Array<Buffer> = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8") || "null")
    const calls = (Array.isArray(body) ? body : [body]) as ReadonlyArray<{ id?: unknown; method?: unknown }>
    for (const call of calls) methods.push(String(call?.method))
    const answers = calls.map((call) => answerOf(call ?? {}, chainId))
    response.writeHead(200, { "content-type": "application/json" })
    response.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
  })
  return { ...(await listenOnLoopback(server)), methods }
}
