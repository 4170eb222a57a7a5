/** `npm run send` honours `Retry-After` of a 503 `ErrStarting` or a 429 within its retries and budget; against a real
 * server process still migrating and seeding, it waits until ready, then sends. */
import { Effect, Exit, Layer, Scope } from "effect"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { retryAfterMillis } from "../../adapters/http/client/retry_after.ts"
import { runSend, type SendEnvironment } from "../../wallet/send_command.ts"
import { webHandler } from "../../app/server.ts"
import { seededDevnet } from "../devnet/forger_fixture.ts"
import { freePort, killAll, startServer, terminate, waitForStatus } from "../app/lifecycle/server_process.ts"

let scope: Scope.Closeable
let web: ReturnType<typeof webHandler>

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  web = webHandler(Layer.succeedContext(context))
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** How the front server answers its first requests. */
interface Refusal {
  readonly count: number
  readonly status: number
  readonly type: string
  readonly retryAfter: string | undefined
}

/** The body of a Node request. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Array<Buffer> = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/** A real server refusing its first `refusal.count` requests as told, then passing them to the node; its URL and close. */
async function frontServer(refusal: Refusal) {
  let refused = 0
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const body = await bodyOf(request)
      if (refused < refusal.count) {
        refused++
        const headers: Record<string, string> = { "content-type": "application/json" }
        if (refusal.retryAfter !== undefined) headers["retry-after"] = refusal.retryAfter
        response.writeHead(refusal.status, headers)
        return response.end(
          JSON.stringify({ message: "not now", code: refusal.status === 429 ? 39 : 32, type: refusal.type })
        )
      }
      const init: RequestInit = {
        method: request.method ?? "GET",
        headers: { "content-type": request.headers["content-type"] ?? "application/json" }
      }
      if (body.length > 0) init.body = body
      const answer = await web.handler(new Request(`http://node.test${request.url ?? "/"}`, init))
      response.writeHead(answer.status, Object.fromEntries(answer.headers))
      response.end(Buffer.from(await answer.arrayBuffer()))
    })()
  })
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    refused: () => refused,
    close: () => new Promise<void>((done) => server.close(() => done()))
  }
}

/** Runs the command against `url` with the global fetch; its status and what it printed. */
async function send(url: string, retry?: SendEnvironment["retry"]) {
  const out: Array<string> = []
  const err: Array<string> = []
  const argv = [
    "transfer",
    "--from",
    "1",
    "--to",
    "2",
    "--token",
    "ETH",
    "--amount",
    "0.001",
    "--fee",
    "0",
    "--no-wait",
    "--url",
    url
  ]
  const status = await Effect.runPromise(
    runSend(argv, {
      fetch: (request) => fetch(request),
      print: (line) => out.push(line),
      printError: (line) => err.push(line),
      retry
    })
  )
  return { status, out, err }
}

describe("npm run send and Retry-After", () => {
  it("waits out a starting node's 503s, saying so, then sends", async () => {
    const front = await frontServer({ count: 3, status: 503, type: "ErrStarting", retryAfter: "1" })
    try {
      const started = Date.now()
      const { status, out, err } = await send(front.url)
      expect(status, err.join("\n")).toBe(0)
      expect(Date.now() - started).toBeGreaterThanOrEqual(3_000)
      expect(front.refused()).toBe(3)
      expect(err[0]).toMatch(
        /^GET \/tokens answered 503 ErrStarting: not now; waiting 1\.[0-5] s as its Retry-After asks, spread \(retry 1 of at most \d+\)$/u
      )
      expect(err).toHaveLength(1)
      expect(out.some((line) => line.startsWith("id: "))).toBe(true)
    } finally {
      await front.close()
    }
  }, 30_000)

  it("waits out a rate limit's 429 (an HTTP date too)", async () => {
    const front = await frontServer({
      count: 1,
      status: 429,
      type: "ErrTooManyRequests",
      retryAfter: new Date(Date.now() + 1_000).toUTCString()
    })
    try {
      const { status, err } = await send(front.url)
      expect(status, err.join("\n")).toBe(0)
      expect(err[0]).toMatch(/answered 429 ErrTooManyRequests: not now; waiting/u)
    } finally {
      await front.close()
    }
  }, 30_000)

  it("gives up after the bounded retries with the node's error; a longer wait than the budget, or none asked, is not waited for", async () => {
    const always = await frontServer({ count: 1_000, status: 503, type: "ErrStarting", retryAfter: "0" })
    try {
      const { status, err } = await send(always.url, { maxRetries: 2 })
      expect(status).toBe(1)
      expect(always.refused()).toBe(3)
      expect(err.at(-1)).toMatch(/^error: GET \/tokens answered 503: not now \(ErrStarting/u)
    } finally {
      await always.close()
    }
    for (const retryAfter of ["3600", undefined]) {
      const front = await frontServer({ count: 1_000, status: 503, type: "ErrStarting", retryAfter })
      try {
        const started = Date.now()
        const { status } = await send(front.url)
        expect(status).toBe(1)
        expect(front.refused()).toBe(1)
        expect(Date.now() - started).toBeLessThan(10_000) // far below the hour asked (or any wait): it gave up at once
      } finally {
        await front.close()
      }
    }
  }, 30_000)

  it("reads Retry-After as seconds or as an HTTP date", () => {
    expect(retryAfterMillis("2", 0)).toBe(2_000)
    expect(retryAfterMillis(new Date(5_000).toUTCString(), 1_000)).toBe(4_000)
    expect(retryAfterMillis(new Date(0).toUTCString(), 1_000)).toBe(0)
    expect(retryAfterMillis("soon", 0)).toBeUndefined()
    expect(retryAfterMillis(null, 0)).toBeUndefined()
  })
})

describe("npm run send and a real starting node", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "zk-send-starting-"))
  afterEach(killAll)
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("waits while the node migrates and seeds (503 ErrStarting, Retry-After), then sends", async () => {
    const port = await freePort()
    const server = startServer(port, { STORAGE: "embedded", DATA_DIR: dataDir })
    const starting = await waitForStatus(port, "/health", 503)
    expect(starting.status).toBe(503)
    const { status, out, err } = await send(`http://127.0.0.1:${port}`)
    expect(status, `${err.join("\n")}\n${server.output()}`).toBe(0)
    expect(err[0]).toMatch(/answered 503 ErrStarting: .*; waiting 1\.[0-5] s as its Retry-After asks, spread/u)
    expect(out.some((line) => line.startsWith("id: "))).toBe(true)
    expect((await terminate(server)).code).toBe(0)
  }, 120_000)
})
