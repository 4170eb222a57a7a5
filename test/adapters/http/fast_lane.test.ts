/**
 * The fast lane (`adapters/http/fast_lane/`) answers exactly as the full stack does. Two servers
 * over two copies of the same fixture network (fixed wall clock), both revisions mounted (the
 * later at `/`, the earlier at `/earlier`), one with the fast lane and one without, get the same
 * requests over real sockets: every GET route with every listed path value, each query
 * parameter alone with valid and malformed values, seeded random combinations, and edge headers
 * (Accept-Encoding, If-None-Match with the tag just served, Origin, a client X-Request-Id or
 * none). Status, headers (but `date`, and the request id when the server generated it) and body
 * bytes must be identical — and the fast lane must have taken most of them, or the comparison
 * proves nothing. POSTs of JSON bodies (empty, malformed, wrongly shaped, well formed with a bad
 * signature, for both revisions' pool and authorization endpoints) are compared the same way; a
 * body of another content type, over the limit or with a query goes to the full stack on both. A request past the deadline (a token the storage finds only after 10 s) gets
 * the same JSON 503 from both.
 */
import { Context, Effect, Exit, Layer, Scope } from "effect"
import { HttpServer } from "effect/http"
import { connect } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { FastRoutes, type FastRouteTable } from "../../../adapters/http/fast_lane/fast_routes.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { serverLayer } from "../../../app/server.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { TokenStore } from "../../../core/ports/token_store.ts"
import { REVISIONS } from "../../../core/revision/revision.ts"
import { COORDINATOR, FixtureSettings, FORGED_TX_ID, OWNER_A, OWNER_A_WIRE, OWNER_B, QUEUED_TX_ID, seedFixture } from "./fixture.ts"
import { endpointRoutes, prng, type Route } from "./routes_for_tests.ts"
import { bodyWithSignature } from "./signed_transactions.ts"

/** The wall clock of both servers: fixed, so time-derived answers agree. */
const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(new Date(Date.UTC(2026, 0, 1, 1))) }))

/** A fresh fixture network. */
const storage = () =>
  Layer.mergeAll(Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(MemoryStorage.layer)), FixedClock, FixtureSettings)

/** Token 7 is found only after 10 s: a request for it outlives the servers' 2 s deadline. */
const SlowTokenSeven = Layer.effect(
  TokenStore,
  Effect.map(Effect.service(TokenStore), (tokens) =>
    TokenStore.of({
      ...tokens,
      get: (id) => (id === 7 ? Effect.delay(tokens.get(id), "10 seconds") : tokens.get(id))
    }))
)

/** A running server and what the test reads of it. */
interface Running {
  readonly url: string
  readonly table: FastRouteTable | undefined
  readonly close: () => Promise<void>
}

/** Starts a server over a fresh fixture with or without the fast lane. */
async function start(fastLane: boolean): Promise<Running> {
  const scope = Effect.runSync(Scope.make())
  const layer = serverLayer(SlowTokenSeven.pipe(Layer.provideMerge(storage())), {
    port: 0,
    laterBasePath: "/",
    earlierBasePath: "/earlier",
    fastLane,
    edge: { requestTimeout: "2 seconds" }
  })
  const context = await Effect.runPromise(Effect.orDie(Layer.buildWithScope(layer, scope)))
  const server = Context.get(context, HttpServer.HttpServer)
  const address = server.address
  if (address._tag === "UnixPathAddress") throw new Error("expected an IP address")
  return {
    url: `http://127.0.0.1:${address.port}`,
    table: Context.getOption(context, FastRoutes).pipe((option) => option._tag === "Some" ? option.value : undefined),
    close: () => Effect.runPromise(Scope.close(scope, Exit.void))
  }
}

/** Path values by parameter name (valid and not). */
const PATH_VALUES: Readonly<Record<string, ReadonlyArray<string>>> = {
  accountIndex: ["zk:ETH:256", "zk:ETH:257", "zk:HEZ:258", "zk:ETH:999", "zk:HEZ:256", "zk:XYZ:1", "256", "zk:ETH:-1"],
  zkEthereumAddress: [OWNER_A_WIRE.zkEthereumAddress, `zk:${OWNER_B.ethAddr}`, `zk:0x${"0".repeat(40)}`, "zk:0xabc"],
  batchNum: ["0", "1", "2", "3", "4294967295", "4294967296", "-1", "x"],
  slotNum: ["0", "3", "4", "40", "1.5"],
  bidderAddr: [COORDINATOR.bidderAddr, COORDINATOR.bidderAddr.toLowerCase(), `0x${"00".repeat(20)}`, "0x1"],
  tokenId: ["0", "1", "8", "4294967295", "abc"],
  txId: [FORGED_TX_ID, QUEUED_TX_ID, "0x02" + "ab".repeat(32), "0x02"]
}

/** Query values by name (valid and not; no percent-encodings, which the fast lane leaves to the full stack anyway). */
const QUERY_VALUES: Readonly<Record<string, ReadonlyArray<string>>> = {
  fromItem: ["0", "1", "3", "-1", "x"],
  order: ["ASC", "DESC", "asc"],
  limit: ["1", "2", "20", "2049", "2050", "0"],
  tokenId: ["0", "1", "9", "-2"],
  tokenIds: ["0", "0,1", "1,9", "a"],
  ids: ["0", "0,1", "7", ","],
  symbols: ["ETH", "ETH,HEZ", "XYZ", ""],
  name: ["eth", "Hermez", "_", "a+b", ""],
  zkEthereumAddress: [OWNER_A_WIRE.zkEthereumAddress, `zk:${OWNER_B.ethAddr}`, "zk:0x1"],
  BJJ: [OWNER_A_WIRE.bjj, "zk:abc"],
  accountIndex: ["zk:ETH:256", "zk:HEZ:258", "zk:ETH:x"],
  batchNum: ["1", "2", "3", "y"],
  type: ["Transfer", "Exit", "CreateAccountDeposit", "Deposit", "Nope"],
  onlyPendingWithdraws: ["true", "false", "yes"],
  minBatchNum: ["0", "1"],
  maxBatchNum: ["3", "4294967296"],
  slotNum: ["0", "3", "4"],
  forgerAddr: [COORDINATOR.forgerAddr, COORDINATOR.forgerAddr.toLowerCase()],
  bidderAddr: [COORDINATOR.bidderAddr],
  minSlotNum: ["0", "3"],
  maxSlotNum: ["4", "40"],
  wonByEthereumAddress: [COORDINATOR.bidderAddr, COORDINATOR.forgerAddr],
  finishedAuction: ["true", "false"],
  unknown: ["1"]
}

/** The GET routes of both revisions: path template (base path included) and query names. */
function getRoutes(): Array<Route> {
  return REVISIONS.flatMap((revision) => endpointRoutes(revision, revision === "later" ? "/" : "/earlier"))
    // The operations endpoints measure (storage latency, counters): compared apart. The event
    // stream never ends and is not the lane's (it declines it): `events.test.ts`.
    .filter((route) =>
      route.method === "GET" && !route.template.endsWith("/metrics") && !route.template.endsWith("/health") &&
      !route.template.endsWith("/events")
    )
}

/** Every URL of the comparison. */
function urls(): Array<string> {
  const draw = prng(20_261_123)
  const pick = <A>(items: ReadonlyArray<A>): A => items[Math.floor(draw() * items.length)] as A
  const out: Array<string> = []
  for (const route of getRoutes()) {
    const names = [...route.template.matchAll(/:([A-Za-z]+)/gu)].map((m) => m[1] ?? "")
    const valuesOf = (name: string) => {
      if (name === "id") return route.template.includes("/tokens") ? PATH_VALUES["tokenId"] ?? [] : PATH_VALUES["txId"] ?? []
      return PATH_VALUES[name] ?? ["0"]
    }
    const fill = (choose: (name: string) => string) =>
      route.template.replace(/:([A-Za-z]+)/gu, (_, name: string) => choose(name))
    // Every listed value of each path parameter (the others at their first value).
    if (names.length === 0) out.push(route.template)
    for (const name of names) {
      for (const value of valuesOf(name)) out.push(fill((n) => (n === name ? value : valuesOf(n)[0] ?? "0")))
    }
    const base = fill((n) => valuesOf(n)[0] ?? "0")
    // Each query parameter alone, every listed value; an unknown one; a duplicated one.
    for (const name of [...route.query, "unknown"]) {
      for (const value of QUERY_VALUES[name] ?? ["1"]) out.push(`${base}?${name}=${value}`)
    }
    if (route.query.length > 0) out.push(`${base}?${route.query[0]}=1&${route.query[0]}=2`)
    // Random combinations.
    for (let i = 0; i < 12 && route.query.length > 0; i++) {
      const chosen = route.query.filter(() => draw() < 0.4)
      const query = chosen.map((name) => `${name}=${pick(QUERY_VALUES[name] ?? ["1"])}`).join("&")
      out.push(query.length === 0 ? base : `${base}?${query}`)
    }
  }
  return out
}

/** A response as compared: status, headers without `date` (and the generated request id), body bytes. */
async function exchange(base: string, url: string, headers: Record<string, string>) {
  const response = await fetch(base + url, { headers })
  const body = Buffer.from(await response.arrayBuffer()).toString("base64")
  const kept: Array<[string, string]> = []
  response.headers.forEach((value, name) => {
    if (name === "date") return
    if (name === "x-request-id" && headers["x-request-id"] === undefined) return
    kept.push([name, value])
  })
  return { status: response.status, headers: kept, body }
}

describe("the fast lane", () => {
  let fast: Running
  let full: Running

  beforeAll(async () => {
    fast = await start(true)
    full = await start(false)
  })
  afterAll(async () => {
    await fast?.close()
    await full?.close()
  })

  it("answers every GET route byte for byte as the full stack does, and takes most of them", async () => {
    const all = urls()
    expect(all.length).toBeGreaterThan(400)
    const variants: ReadonlyArray<Record<string, string>> = [
      { "x-request-id": "fast-lane-test" },
      {},
      { "x-request-id": "fast-lane-test", "accept-encoding": "gzip, br" },
      { "x-request-id": "fast-lane-test", origin: "https://wallet.example" }
    ]
    const before = fast.table?.taken ?? 0
    let compared = 0
    for (const [i, url] of all.entries()) {
      const headers = variants[i % variants.length] ?? {}
      const [a, b] = await Promise.all([exchange(fast.url, url, headers), exchange(full.url, url, headers)])
      expect({ url, ...a }).toStrictEqual({ url, ...b })
      compared++
      const tag = a.headers.find(([name]) => name === "etag")?.[1]
      if (tag !== undefined && i % 3 === 0) {
        const revalidate = { ...headers, "if-none-match": tag }
        const [c, d] = await Promise.all([exchange(fast.url, url, revalidate), exchange(full.url, url, revalidate)])
        expect(c.status).toBe(304)
        expect({ url, ...c }).toStrictEqual({ url, ...d })
        compared++
      }
    }
    const taken = (fast.table?.taken ?? 0) - before
    expect(full.table).toBeUndefined()
    // Most requests have values that decode; the rest (400s) went through the full stack on both.
    expect(taken).toBeGreaterThan(compared / 3)
  }, 120_000)

  it("answers POSTs of JSON bodies byte for byte as the full stack does, and leaves other bodies to it", async () => {
    const spec = { fromAccountIndex: "zk:ETH:256", toAccountIndex: "zk:ETH:257", tokenId: 0, amount: 100n, fee: 0, nonce: 0n }
    const transfer = bodyWithSignature(spec)
    const authorization = { zkEthereumAddress: OWNER_A_WIRE.zkEthereumAddress, bjj: OWNER_A_WIRE.bjj, signature: "0x" + "ab".repeat(65) }
    const bodies: ReadonlyArray<string> = [
      "", "{", "[]", "null", "\"x\"", "{}", "{\"id\":1}", "\u00ff",
      JSON.stringify(transfer),
      JSON.stringify({ ...transfer, extra: 1 }),
      JSON.stringify({ ...transfer, amount: "123456789012345678901234567890" }),
      JSON.stringify({ ...transfer, nonce: "0" }),
      JSON.stringify({ ...transfer, id: "0x02" + "00".repeat(32) }),
      JSON.stringify(authorization),
      JSON.stringify({ ...authorization, bjj: "zk:bad" })
    ]
    const contentTypes: ReadonlyArray<string | undefined> = ["application/json", "application/json; charset=utf-8", " Application/JSON ", "text/plain", undefined]
    const paths = ["/transactions-pool", "/earlier/transactions-pool", "/account-creation-authorization", "/earlier/account-creation-authorization", "/transactions-pool?x=1"]
    const post = async (base: string, path: string, body: string, contentType: string | undefined) => {
      const response = await fetch(base + path, {
        method: "POST",
        body,
        headers: { "x-request-id": "fast-post", ...(contentType === undefined ? {} : { "content-type": contentType }) }
      })
      const kept: Array<[string, string]> = []
      response.headers.forEach((value, name) => {
        if (name !== "date") kept.push([name, value])
      })
      return { path, body, contentType, status: response.status, headers: kept, text: await response.text() }
    }
    const before = fast.table?.taken ?? 0
    let plainJson = 0
    for (const path of paths) {
      for (const body of bodies) {
        for (const contentType of contentTypes) {
          const [a, b] = await Promise.all([post(fast.url, path, body, contentType), post(full.url, path, body, contentType)])
          expect(a).toStrictEqual(b)
          if (!path.includes("?") && contentType !== undefined && contentType.toLowerCase().includes("application/json")) plainJson++
        }
      }
    }
    // Every POST of a JSON body without a query went through the lane; the others through the full stack.
    expect((fast.table?.taken ?? 0) - before).toBe(plainJson)
    // A body over the limit is the full stack's 413 on both.
    const big = "x".repeat(70_000)
    const [a, b] = await Promise.all([post(fast.url, "/transactions-pool", big, "application/json"), post(full.url, "/transactions-pool", big, "application/json")])
    expect(a.status).toBe(413)
    expect(a).toStrictEqual(b)
  }, 120_000)

  it("leaves HEAD, percent-encodings and bodies of GETs to the full stack", async () => {
    const before = fast.table?.taken ?? 0
    expect((await fetch(`${fast.url}/tokens/1`, { method: "HEAD" })).status).toBe(200)
    expect((await fetch(`${fast.url}/tokens?name=%C3%A9`)).status).toBe(200)
    expect((await fetch(`${fast.url}/transactions-pool`, { method: "POST", body: "{}", headers: { "content-type": "text/plain" } })).status).toBe(415)
    expect(fast.table?.taken).toBe(before)
    expect((await fetch(`${fast.url}/tokens/1`)).status).toBe(200)
    expect(fast.table?.taken).toBe(before + 1)
    const health = await fetch(`${fast.url}/health`)
    expect(health.status).toBe(200)
    expect(fast.table?.taken).toBe(before + 2)
  })

  it("answers a request past its deadline with the JSON 503, as the full stack does", async () => {
    const before = fast.table?.taken ?? 0
    const headers = { "x-request-id": "slow" }
    const [a, b] = await Promise.all([exchange(fast.url, "/tokens/7", headers), exchange(full.url, "/tokens/7", headers)])
    expect(fast.table?.taken).toBe(before + 1)
    expect(a.status).toBe(503)
    expect(JSON.parse(Buffer.from(a.body, "base64").toString()).type).toBe("ErrRequestTimeout")
    expect(a).toStrictEqual(b)
  }, 20_000)

  it("answers a POST whose body never ends with the JSON 503 at the deadline, and survives a client gone mid-body", async () => {
    /** Sends headers and part of a JSON body over a raw socket; resolves with what the server answers (or "" when closed). */
    const partialPost = (base: string, close: boolean) =>
      new Promise<string>((resolve, reject) => {
        const { port } = new URL(base)
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            "POST /transactions-pool HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\nX-Request-Id: partial\r\n\r\n{\"id\":"
          )
          if (close) setTimeout(() => socket.destroy(), 100)
        })
        let answer = ""
        socket.on("data", (chunk: Buffer) => {
          answer += chunk.toString()
          if (answer.includes("\r\n\r\n") && answer.endsWith("}")) socket.destroy()
        })
        socket.on("close", () => resolve(answer))
        socket.on("error", reject)
      })
    const before = fast.table?.taken ?? 0
    // (The full stack closes the socket without an answer here: the platform destroys a request
    // whose body read its deadline interrupts. The lane answers; README, Operations, "Deadlines".)
    const answer = await partialPost(fast.url, false)
    expect(fast.table?.taken).toBe(before + 1)
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 503 Service Unavailable")
    expect(answer).toContain("x-request-id: partial")
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({
      message: "the request did not complete within 2 s; retry later",
      code: 33,
      type: "ErrRequestTimeout"
    })
    expect(await partialPost(fast.url, true)).toBe("")
    expect((await fetch(`${fast.url}/tokens/1`)).status).toBe(200)
  }, 20_000)

  it("stops the request's work when the client goes away", async () => {
    const controller = new AbortController()
    const pending = fetch(`${fast.url}/tokens/7`, { signal: controller.signal }).catch(() => "aborted")
    await new Promise((resolve) => setTimeout(resolve, 200))
    controller.abort()
    expect(await pending).toBe("aborted")
    // The interrupted request left nothing running: the server still answers at once.
    expect((await fetch(`${fast.url}/tokens/1`)).status).toBe(200)
  })
})
