/** A test-only HTTP proxy between hermezjs and the node: each request and answer passes through `anchor_dialect.ts`
 * (`hez` ↔ `zk`, `/v1` stripped) and nothing else; every exchange is recorded, so a test can say what reached the
 * node. */
import { createServer, request as httpRequest, type IncomingMessage } from "node:http"
import { renamedJson, targetToNode } from "./anchor_dialect.ts"
import { listenOnLoopback } from "./loopback_listener.ts"

/** One request through the proxy: as hermezjs sent it, as the node got it, and the node's status. */
export interface Exchange {
  readonly method: string
  /** The request target hermezjs sent (`/v1/…`). */
  readonly target: string
  /** The request target the node got. */
  readonly forwarded: string
  /** The node's status (502: the node could not be reached). */
  readonly status: number
}

/** A running proxy. */
export interface AnchorDialectProxy {
  /** `http://127.0.0.1:<port>`: hermezjs's `baseApiUrl`. */
  readonly url: string
  /** Every exchange so far, oldest first. */
  readonly exchanges: ReadonlyArray<Exchange>
  readonly close: () => Promise<void>
}

/** The whole body of `message`. */
async function bodyOf(message: IncomingMessage): Promise<Buffer> {
  const chunks: Array<Buffer> = []
  for await (const chunk of message) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Whether a message with these headers carries JSON. */
function isJson(contentType: string | undefined): boolean {
  return (contentType ?? "").includes("json")
}

/** `body` renamed for `direction` when it is JSON; as it is otherwise (or when it does not parse). */
function renamedBody(body: Buffer, contentType: string | undefined, direction: "toNode" | "toWallet"): Buffer {
  if (body.length === 0 || !isJson(contentType)) return body
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString("utf8"))
  } catch {
    return body
  }
  return Buffer.from(JSON.stringify(renamedJson(parsed, direction)))
}

/** Starts a proxy on a free port of 127.0.0.1 in front of the node at `nodeUrl` (`http://host:port`, no path). */
export async function startAnchorDialectProxy(nodeUrl: string): Promise<AnchorDialectProxy> {
  const node = new URL(nodeUrl)
  const exchanges: Array<Exchange> = []
  const server = createServer(async (incoming, outgoing) => {
    const method = incoming.method ?? "GET"
    const target = incoming.url ?? "/"
    const forwarded = targetToNode(target)
    const body = renamedBody(await bodyOf(incoming), incoming.headers["content-type"], "toNode")
    // A browser always sends Accept-Encoding; the node is asked for plain bytes, which the proxy can rename.
    const {
      "transfer-encoding": _chunked,
      connection: _connection,
      "accept-encoding": _encodings,
      ...kept
    } = incoming.headers
    const headers = { ...kept, host: node.host, "content-length": String(body.length) }
    const upstream = httpRequest(
      { host: node.hostname, port: node.port, method, path: forwarded, headers },
      async (answer) => {
        const raw = await bodyOf(answer)
        const status = answer.statusCode ?? 502
        exchanges.push({ method, target, forwarded, status })
        if (answer.headers["content-encoding"] !== undefined) {
          // The node was asked for no encoding (Accept-Encoding is not forwarded): an encoded answer is not renamed.
          outgoing.writeHead(502, { "content-type": "text/plain" }).end("the proxy does not rename encoded bodies")
          return
        }
        const renamed = renamedBody(raw, answer.headers["content-type"], "toWallet")
        const { "transfer-encoding": _chunked, connection: _connection, ...kept } = answer.headers
        outgoing.writeHead(status, { ...kept, "content-length": String(renamed.length) }).end(renamed)
      }
    )
    upstream.on("error", (error) => {
      exchanges.push({ method, target, forwarded, status: 502 })
      outgoing.writeHead(502, { "content-type": "text/plain" }).end(String(error))
    })
    upstream.end(body)
  })
  return { ...(await listenOnLoopback(server)), exchanges }
}
