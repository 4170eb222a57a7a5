/** Oversized POSTs over a real socket (issue 56, item 5): every POST route of both revisions (and PUT route, issue 70), served by default and with
 * the earlier revision mounted, answers each 1 MiB body — declared by Content-Length or chunked, sent by Node's `fetch`
 * and by a client that sends the whole body before it reads — with a 413 the client receives. The clients run on a
 * worker thread: on the server's own event loop the close never overtook a client (the defect showed from another
 * process only). */
import { Context, Effect, Exit, Layer, Option, Scope } from "effect"
import { Socket } from "node:net"
import { Worker } from "node:worker_threads"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import { serverLayer } from "../../../app/server.ts"
import { ApiKeyStore } from "../../../core/ports/api_keys.ts"
import type { Revision } from "../../../core/revision/revision.ts"
import { FixtureStorage } from "./fixture.ts"
import { endpointRoutes } from "./routes_for_tests.ts"
import { isErrorBody, listeningPort } from "./web_client.ts"

/** POSTs sent to each route (set OVERSIZED_POSTS to send more). */
const POSTS_PER_ROUTE = Number(process.env["OVERSIZED_POSTS"] ?? 1_000)
/** Requests in flight at once. */
const CONCURRENCY = 8
/** The body's size: the megabyte, 16 times the node's limit. */
const BODY_BYTES = 1024 * 1024

/** The API key every POST presents: the webhooks' routes authenticate before they read a body (without it, a 401). */
const API_KEY = `zk_${"K".repeat(43)}`

/** The fixture with `API_KEY` stored. */
const KeyedStorage = FixtureStorage.pipe(
  Layer.tap((context) =>
    Context.get(context, ApiKeyStore).create({
      id: "key_oversized",
      name: "oversized",
      tier: "partner",
      digest: apiKeyDigest(API_KEY),
      createdAt: new Date(),
      revokedAt: Option.none()
    })
  )
)

/** How a POST is sent: by `fetch` or by a client writing its request whole before reading; its body's length declared or chunked. */
const KINDS = ["fetch content-length", "fetch chunked", "whole content-length", "whole chunked"] as const

/** What the worker runs: `POSTS_PER_ROUTE` POSTs per URL, the kinds in turn, and counts the outcomes by what arrived. */
const CLIENT = `
const { parentPort, workerData } = require("node:worker_threads")
const net = require("node:net")
const { targets, posts, concurrency, bodyBytes, kinds, apiKey } = workerData
const body = Buffer.alloc(bodyBytes, 0x20)
const CHUNK = 64 * 1024

/** The outcome of an answer: its status and, when it is the error shape, its type; else what was wrong. */
function outcome(status, text) {
  try {
    const parsed = JSON.parse(text)
    const keys = Object.keys(parsed).sort().join(",")
    return keys === "code,message,type" ? status + " " + parsed.type + " " + parsed.code : status + " not the error shape"
  } catch {
    return status + " not JSON"
  }
}

async function byFetch(url, method, chunked) {
  const init = { method, headers: { "content-type": "application/json", "x-api-key": apiKey } }
  if (chunked) {
    let sent = 0
    init.body = new ReadableStream({
      pull(controller) {
        if (sent >= body.length) return controller.close()
        controller.enqueue(body.subarray(sent, sent + CHUNK))
        sent += CHUNK
      }
    })
    init.duplex = "half"
  } else init.body = body
  try {
    const response = await fetch(url, init)
    return outcome(response.status, await response.text())
  } catch (error) {
    return "no answer: " + (error.cause?.code ?? error.cause?.message ?? error.message)
  }
}

/** Writes the whole request (Connection: close), then reads the answer until the server closes. */
function whole(url, method, chunked) {
  const { hostname, port, pathname } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname)
    const received = []
    let settled = false
    const settle = (failure) => {
      if (settled) return
      settled = true
      const text = Buffer.concat(received).toString("latin1")
      const head = /^HTTP\\/1\\.1 (\\d{3}) [^\\r]*\\r\\n([\\s\\S]*?)\\r\\n\\r\\n([\\s\\S]*)$/.exec(text)
      if (head === null) return resolve("no answer: " + (failure ?? "closed"))
      resolve(outcome(Number(head[1]), head[3]))
    }
    socket.on("data", (chunk) => received.push(chunk))
    socket.on("error", (error) => settle(error.code))
    socket.on("close", () => settle(undefined))
    socket.on("connect", () => {
      const framing = chunked ? "transfer-encoding: chunked" : "content-length: " + body.length
      socket.write(method + " " + pathname + " HTTP/1.1\\r\\nhost: " + hostname + "\\r\\ncontent-type: application/json\\r\\nx-api-key: " + apiKey + "\\r\\n" + framing + "\\r\\nconnection: close\\r\\n\\r\\n")
      if (!chunked) return void socket.end(body)
      for (let at = 0; at < body.length; at += CHUNK) {
        const part = body.subarray(at, at + CHUNK)
        socket.write(part.length.toString(16) + "\\r\\n")
        socket.write(part)
        socket.write("\\r\\n")
      }
      socket.end("0\\r\\n\\r\\n")
    })
  })
}

async function send(url, method, kind) {
  const chunked = kind.endsWith("chunked")
  return kind.startsWith("fetch") ? byFetch(url, method, chunked) : whole(url, method, chunked)
}

async function main() {
  const results = {}
  for (const { url, method } of targets) {
    const counts = {}
    let next = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let i = next++; i < posts; i = next++) {
          const kind = kinds[i % kinds.length]
          const key = kind + ": " + (await send(url, method, kind))
          counts[key] = (counts[key] ?? 0) + 1
        }
      })
    )
    results[url] = { counts, millis: Math.round(performance.now() - started) }
  }
  parentPort.postMessage(results)
}
main()
`

/** What the worker reports per URL: outcomes by kind and answer, and the wall time. */
type Results = Record<string, { readonly counts: Record<string, number>; readonly millis: number }>

/** A request with a body the clients send: its method and URL. */
interface Target {
  readonly method: string
  readonly url: string
}

/** Runs the clients on a worker thread against `targets`. */
function runClients(targets: ReadonlyArray<Target>): Promise<Results> {
  const worker = new Worker(CLIENT, {
    eval: true,
    workerData: {
      targets,
      posts: POSTS_PER_ROUTE,
      concurrency: CONCURRENCY,
      bodyBytes: BODY_BYTES,
      kinds: KINDS,
      apiKey: API_KEY
    }
  })
  return new Promise<Results>((resolve, reject) => {
    worker.once("message", (results: Results) => resolve(results))
    worker.once("error", reject)
  }).finally(() => worker.terminate())
}

/** A concrete path of a POST or PUT route's template (a webhook's id, a pool transaction's, an account and a nonce). */
function pathOf(template: string): string {
  return template
    .replace(/^(.*\/transactions-pool\/):id$/u, `$1${"0x02"}${"00".repeat(32)}`)
    .replace(":id", `wh_${"0".repeat(24)}`)
    .replace(":accountIndex", "zk:ETH:256")
    .replace(":nonce", "0")
}

/** The routes of `revision` under `basePath` that take a body: its POSTs, then its PUTs, as `METHOD path`. */
function bodyRoutes(revision: Revision, basePath: string): Array<string> {
  const routes = endpointRoutes(revision, basePath)
  return ["POST", "PUT"].flatMap((method) =>
    routes.filter((route) => route.method === method).map((route) => `${method} ${pathOf(route.template)}`)
  )
}

/** Each serving: its options and the routes with a body it serves. */
const SERVINGS = [
  { name: "the later revision served by default", options: {}, paths: bodyRoutes("later", "/") },
  {
    name: "both revisions, the earlier mounted",
    options: { laterBasePath: "/", earlierBasePath: "/earlier" },
    paths: [...bodyRoutes("later", "/"), ...bodyRoutes("earlier", "/earlier")]
  }
] as const

let scope: Scope.Closeable
const baseUrls: Array<string> = []

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  for (const serving of SERVINGS) {
    const port = await listeningPort(serverLayer(KeyedStorage, { ...serving.options, port: 0 }), scope)
    baseUrls.push(`http://127.0.0.1:${port}`)
  }
})

afterAll(async () => {
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

describe("oversized POSTs over a socket", () => {
  it("the routes are the declaration's POSTs and PUTs: the pool's, the authorization's and, in the later revision, the atomic pool's, the webhooks', the faucet's and the replacements", () => {
    expect(SERVINGS[0].paths).toEqual([
      "POST /account-creation-authorization",
      "POST /transactions-pool",
      "POST /atomic-pool",
      "POST /webhooks",
      `POST /webhooks/wh_${"0".repeat(24)}/replay`,
      "POST /devnet/deposits",
      `PUT /transactions-pool/0x02${"00".repeat(32)}`,
      "PUT /transactions-pool/accounts/zk:ETH:256/nonces/0"
    ])
    expect(bodyRoutes("earlier", "/earlier")).toEqual([
      "POST /earlier/account-creation-authorization",
      "POST /earlier/transactions-pool"
    ])
  })

  it(`every one of ${POSTS_PER_ROUTE} 1 MiB POSTs to each route gets its 413 ErrPayloadTooLarge`, async () => {
    const targets = SERVINGS.flatMap((serving, i) =>
      serving.paths.map((route) => {
        const [method = "", path = ""] = route.split(" ")
        return { method, url: `${baseUrls[i]}${path}` }
      })
    )
    const urls = targets.map((target) => target.url)
    const started = performance.now()
    const results = await runClients(targets)
    const millis = Math.round(performance.now() - started)
    const perKind = POSTS_PER_ROUTE / KINDS.length
    for (const url of urls) {
      const expected = Object.fromEntries(
        KINDS.map((kind) => [`${kind}: 413 ErrPayloadTooLarge 28`, Math.ceil(perKind)] as const)
      )
      expect({ url, counts: results[url]?.counts }).toEqual({ url, counts: expected })
    }
    console.log(
      `${urls.length} routes × ${POSTS_PER_ROUTE} POSTs of 1 MiB: every one answered 413 in ${millis} ms`,
      Object.fromEntries(urls.map((url) => [url, `${results[url]?.millis} ms`]))
    )
  }, 600_000)
})

/** Writes `head` and `body` on a new connection; resolves with what arrived until the server closed, and when (ms). */
function rawExchange(
  port: number,
  head: string,
  body: Buffer
): Promise<{ readonly text: string; readonly millis: number }> {
  return new Promise((resolve, reject) => {
    const socket = new Socket()
    const started = performance.now()
    const received: Array<Buffer> = []
    socket.on("data", (chunk: Buffer) => received.push(chunk))
    socket.on("error", reject)
    socket.on("close", () =>
      resolve({ text: Buffer.concat(received).toString("latin1"), millis: performance.now() - started })
    )
    socket.connect(port, "127.0.0.1", () => socket.write(Buffer.concat([Buffer.from(head, "latin1"), body])))
  })
}

describe("the discard's bounds", () => {
  it("a body that stops arriving is answered 413 once the time bound passes, the connection closed", async () => {
    const port = Number(new URL(baseUrls[0] ?? "").port)
    const head =
      "POST /transactions-pool HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n" +
      `content-length: ${BODY_BYTES}\r\n\r\n`
    const { text, millis } = await rawExchange(port, head, Buffer.alloc(100 * 1024, 0x20))
    expect(text).toMatch(/^HTTP\/1\.1 413 /u)
    expect(text.toLowerCase()).toContain("connection: close")
    const body: unknown = JSON.parse(text.slice(text.indexOf("\r\n\r\n") + 4))
    expect(isErrorBody(body) && body.type).toBe("ErrPayloadTooLarge")
    expect(millis).toBeGreaterThan(2_500)
  })

  it("a body declared beyond the byte bound is answered at once, the connection closed", async () => {
    const port = Number(new URL(baseUrls[0] ?? "").port)
    const head =
      "POST /transactions-pool HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n" +
      `content-length: ${64 * BODY_BYTES}\r\n\r\n`
    const { text, millis } = await rawExchange(port, head, Buffer.alloc(0))
    expect(text).toMatch(/^HTTP\/1\.1 413 /u)
    expect(text.toLowerCase()).toContain("connection: close")
    expect(millis).toBeLessThan(2_000)
  })

  it("after a discarded body the connection is kept: the next request on it is answered", async () => {
    const port = Number(new URL(baseUrls[0] ?? "").port)
    const post =
      "POST /transactions-pool HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n" +
      `content-length: ${BODY_BYTES}\r\n\r\n`
    const get = "GET /health HTTP/1.1\r\nhost: localhost\r\nconnection: close\r\n\r\n"
    const { text } = await rawExchange(
      port,
      post,
      Buffer.concat([Buffer.alloc(BODY_BYTES, 0x20), Buffer.from(get, "latin1")])
    )
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3}) /gu)].map((match) => match[1])
    expect(statuses).toEqual(["413", "200"])
  })
})
