/** Signed webhooks on one devnet node to a real receiver: every event once, in order; retries; disabling and replay;
 * reorgs; API-key ownership; SSRF targets refused at registration and connect time. */
import { Effect, Exit, Layer, Option, Scope } from "effect"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { WebhookAddresses, WebhookHttpSender } from "../../../adapters/webhooks/mod.ts"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import { Error401 } from "../../../adapters/http/api/error_schemas.ts"
import { makePromiseClient } from "../../../adapters/http/client/client.ts"
import { forgeStep } from "../../../devnet/forger.ts"
import { webHandler } from "../../../app/server.ts"
import {
  DEFAULT_WEBHOOK_SETTINGS,
  webhookDispatcherLayer,
  type WebhookSettings
} from "../../../app/webhook_settings.ts"
import type { Account } from "../../../core/domain/account.ts"
import { EventId } from "../../../core/domain/node_event.ts"
import { BatchNum, TokenId } from "../../../core/domain/scalars.ts"
import { ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { EventLog } from "../../../core/ports/event_log.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { poolRecord, seededDevnet, walletAccount } from "../../devnet/forger_fixture.ts"
import { acknowledgements, type Receiver, startReceiver } from "./receiver.ts"

type Services = Layer.Success<ReturnType<typeof seededDevnet>>

/** Fast settings for tests: private targets allowed, short polls and leases, a short retry schedule. */
const FAST: WebhookSettings = {
  ...DEFAULT_WEBHOOK_SETTINGS,
  allowPrivateTargets: true,
  pollSeconds: 0.05,
  leaseSeconds: 5,
  retryScheduleSeconds: [
    0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1
  ]
}

let scope: Scope.Closeable
let services: Layer.Layer<Services>
let web: ReturnType<typeof webHandler>
let receiver: Receiver

/** Builds the devnet, its web handler and (unless `dispatching` is false) the dispatcher with `settings`. */
async function start(settings: WebhookSettings = FAST) {
  scope = await Effect.runPromise(Scope.make())
  const context = await Effect.runPromise(Layer.buildWithScope(seededDevnet(), scope))
  services = Layer.succeedContext(context)
  web = webHandler(services, {
    webhookSender: { allowPrivateTargets: settings.allowPrivateTargets },
    webhooks: { maxPerKey: 3 }
  })
  await Effect.runPromise(
    Layer.buildWithScope(webhookDispatcherLayer(settings, 24).pipe(Layer.provide(services)), scope)
  )
  receiver = await startReceiver()
}

afterEach(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
  await receiver.close()
})

/** Runs an effect over the devnet's services. */
function run<A, E>(effect: Effect.Effect<A, E, Services>): Promise<A> {
  return Effect.runPromise(Effect.orDie(effect).pipe(Effect.provide(services)))
}

/** A new API key named `name`: its text. */
async function newKey(name: string): Promise<string> {
  const text = `zk_${Buffer.from(name.padEnd(32, "x")).toString("base64url").slice(0, 43)}`
  await run(
    Effect.flatMap(Effect.service(ApiKeyStore), (keys) =>
      keys.create({
        id: `key_${name}`,
        name,
        tier: "partner",
        digest: apiKeyDigest(text),
        createdAt: new Date(),
        revokedAt: Option.none()
      })
    )
  )
  return text
}

/** A request to the node as `key`; its status and JSON body. */
async function api(
  method: string,
  path: string,
  key: string | undefined,
  body?: unknown
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { "content-type": "application/json" }
  if (key !== undefined) headers["x-api-key"] = key
  const response = await web.handler(
    new Request(`http://node.test${path}`, { method, headers, body: body === undefined ? null : JSON.stringify(body) })
  )
  const text = await response.text()
  return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
}

/** Registers an endpoint at the receiver's `path` for `key`; its id (the receiver verifies with its secret). */
async function register(key: string, path: string, extra: Record<string, unknown> = {}): Promise<string> {
  const created = await api("POST", "/webhooks", key, { url: receiver.url(path), ...extra })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
  receiver.expect(path, created.body.secret)
  return created.body.id
}

const eth = (w: number) => run(walletAccount(w, TokenId.make(0)))

/** Adds a transfer to the pool as the POST would; its id. */
async function transfer(from: Account, to: Account, nonce: bigint) {
  const record = poolRecord(from, { type: "Transfer", to }, { amount: 1000n, nonce })
  await run(Effect.flatMap(Effect.service(PoolStore), (pool) => pool.add(record)))
  return record.id
}

const forge = () => run(forgeStep({ wallets: 10 }))

/** Every event of the log after `after`, in order: id and type. */
async function logAfter(after: number): Promise<Array<{ id: number; type: string }>> {
  return run(
    Effect.gen(function* () {
      const log = yield* EventLog
      const read = yield* log.read(EventId.make(after), yield* log.horizon, 10_000)
      return read.events.map((event) => ({ id: event.id, type: event.type }))
    })
  )
}

/** The event log's horizon: the id of the last event appended. */
function horizon(): Promise<number> {
  return run(Effect.flatMap(Effect.service(EventLog), (log) => log.horizon))
}

/** Polls `GET /webhooks/{id}` as `key` until `done` holds of the endpoint (failing after 30 s, a bound against hanging only); the endpoint then. */
async function endpointWhen(key: string, id: string, done: (endpoint: any) => boolean, what: string): Promise<any> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const endpoint = (await api("GET", `/webhooks/${id}`, key)).body
    if (done(endpoint)) return endpoint
    if (Date.now() > deadline) throw new Error(`webhook ${id} never ${what}: ${JSON.stringify(endpoint)}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Waits until endpoint `id`'s cursor is at `eventId` or past it: every event up to it delivered (answered) or passed over, none left to send. */
function caughtUp(key: string, id: string, eventId: number): Promise<any> {
  return endpointWhen(key, id, (endpoint) => endpoint.cursor >= eventId, `at event ${eventId}`)
}

/** Some chain activity: transfers and forged batches. */
async function activity(rounds: number) {
  const [w1, w2, w3] = [await eth(1), await eth(2), await eth(3)]
  for (let i = 0; i < rounds; i++) {
    await transfer(w1, w2, w1.nonce + BigInt(i))
    await transfer(w3, w1, w3.nonce + BigInt(i))
    await forge()
  }
}

describe("signed webhooks on one node", () => {
  beforeEach(() => start())

  it("a receiver gets every event once, in order, each signature verified by the standardwebhooks library", async () => {
    const key = await newKey("acme")
    const id = await register(key, "/all")
    const cursor = (await api("GET", `/webhooks/${id}`, key)).body.cursor as number
    await activity(3)
    const expected = await logAfter(cursor)
    expect(expected.length).toBeGreaterThan(10)
    // Its cursor at the last event: each delivery was answered before the cursor passed it, and none is left to send.
    await caughtUp(key, id, expected.at(-1)!.id)
    expect(receiver.rejected).toEqual([])
    expect(receiver.received.map((r) => ({ id: r.eventId, type: r.type }))).toEqual(expected)
    expect(new Set(receiver.received.map((r) => r.webhookId)).size).toBe(expected.length)
    const listed = await api("GET", "/webhooks", key)
    expect(listed.body.webhooks[0]).toMatchObject({ id, state: "active", disabled: null, cursor: expected.at(-1)?.id })
    expect(JSON.stringify(listed.body)).not.toContain("whsec_")
    const log = await api("GET", `/webhooks/${id}/deliveries?limit=2&order=DESC`, key)
    expect(log.status).toBe(200)
    expect(log.body.deliveries).toHaveLength(2)
    expect(log.body.deliveries[0]).toMatchObject({ eventId: expected.at(-1)?.id, attempt: 1, status: 200, error: null })
    expect(log.body.pendingItems).toBe(expected.length - 2)
  }, 60_000)

  it("filters select as GET /events does; a bad filter is GET /events's 400", async () => {
    const key = await newKey("acme")
    const id = await register(key, "/batches", { filters: { types: "batch,reorg" } })
    const bad = await api("POST", "/webhooks", key, {
      url: receiver.url("/x"),
      filters: { accountIndex: "zk:ETH:256", tokenId: "0" }
    })
    expect(bad.status).toBe(400)
    expect(bad.body.type).toBe("ErrParamValidationFailed")
    expect((await api("POST", "/webhooks", key, { url: receiver.url("/x"), filters: { types: "nope" } })).status).toBe(
      400
    )
    expect((await api("POST", "/webhooks", key, { url: receiver.url("/x"), minFinality: "soon" })).status).toBe(400)
    await activity(2)
    // Its cursor at the log's horizon: every event was either delivered or passed over as not selected.
    await caughtUp(key, id, await horizon())
    expect(receiver.received.map((r) => r.type)).toEqual(["batch", "batch"])
  }, 60_000)

  it("the receiver down for a while, then up: retried with backoff, every event delivered in order, acknowledged once", async () => {
    const key = await newKey("acme")
    const id = await register(key, "/flaky")
    const cursor = (await api("GET", `/webhooks/${id}`, key)).body.cursor as number
    receiver.mode = "down"
    await activity(2)
    // Down until an attempt went unanswered, then 503 until one was answered so: a few attempts of the schedule's
    // twenty, however fast they come.
    const failing = await endpointWhen(key, id, (endpoint) => endpoint.failingSince !== null, "failing")
    expect(failing.state).toBe("active")
    receiver.mode = 503
    await receiver.until((r) => r.some((d) => d.status === 503))
    receiver.mode = 200
    await activity(1)
    const expected = await logAfter(cursor)
    const acked = () => receiver.received.filter((r) => r.status === 200)
    await receiver.until(() => acked().length >= expected.length)
    await caughtUp(key, id, expected.at(-1)!.id)
    expect(receiver.rejected).toEqual([])
    expect(acked().map((r) => r.eventId)).toEqual(expected.map((e) => e.id))
    expect([...acknowledgements(receiver.received).values()].every((n) => n === 1)).toBe(true)
    // The first event was retried: its log shows failed attempts (no answer, then 503) before the 200.
    const log = (await api("GET", `/webhooks/${id}/deliveries?limit=100`, key)).body.deliveries as Array<any>
    const first = log.filter((d) => d.eventId === expected[0]?.id)
    expect(first.length).toBeGreaterThan(2)
    expect(first.map((d) => d.attempt)).toEqual(first.map((_, i) => i + 1))
    expect(first[0].status).toBeNull()
    expect(first.at(-1).status).toBe(200)
    expect(first.some((d) => d.status === 503)).toBe(true)
  }, 60_000)

  it("a reorg is delivered as its event (everything after its batch is void), then the new batches", async () => {
    const key = await newKey("acme")
    await register(key, "/chain", { filters: { types: "batch,reorg" } })
    await activity(2)
    await receiver.until((r) => r.length >= 2)
    const last = receiver.received.at(-1)?.data as { batch: { batchNum: number } }
    await run(Effect.flatMap(Effect.service(Ledger), (ledger) => ledger.reorg(BatchNum.make(last.batch.batchNum - 1))))
    await activity(1)
    await receiver.until((r) => r.some((d) => d.type === "reorg") && r.at(-1)?.type === "batch")
    const reorg = receiver.received.find((d) => d.type === "reorg")
    expect(reorg?.data).toMatchObject({ batchNum: last.batch.batchNum - 1 })
    const types = receiver.received.map((r) => r.type)
    expect(types.indexOf("reorg")).toBeGreaterThan(1)
    expect(receiver.rejected).toEqual([])
  }, 60_000)

  it("API keys: none or an unknown one is a 401; a key sees, deletes and replays only its own endpoints; at most the limit", async () => {
    const a = await newKey("acme")
    const b = await newKey("beta")
    const id = await register(a, "/a")
    for (const [method, path] of [
      ["GET", "/webhooks"],
      ["POST", "/webhooks"],
      ["GET", `/webhooks/${id}`],
      ["DELETE", `/webhooks/${id}`]
    ] as const) {
      const none = await api(method, path, undefined, method === "POST" ? { url: receiver.url("/z") } : undefined)
      expect(none.status, `${method} ${path}`).toBe(401)
      expect(none.body).toMatchObject({ type: "ErrInvalidApiKey", code: 41 })
      expect(
        (await api(method, path, `zk_${"A".repeat(43)}`, method === "POST" ? { url: receiver.url("/z") } : undefined))
          .status
      ).toBe(401)
    }
    expect((await api("GET", "/webhooks", b)).body.webhooks).toEqual([])
    expect((await api("GET", `/webhooks/${id}`, b)).status).toBe(404)
    expect((await api("GET", `/webhooks/${id}/deliveries`, b)).status).toBe(404)
    expect((await api("POST", `/webhooks/${id}/replay`, b, { after: 0 })).status).toBe(404)
    expect((await api("DELETE", `/webhooks/${id}`, b)).status).toBe(404)
    expect((await api("GET", "/webhooks", a)).body.webhooks.map((w: { id: string }) => w.id)).toEqual([id])
    await register(a, "/a2")
    await register(a, "/a3")
    const over = await api("POST", "/webhooks", a, { url: receiver.url("/a4") })
    expect(over.status).toBe(400)
    expect(over.body.message).toContain("3 webhook endpoints")
    expect((await api("DELETE", `/webhooks/${id}`, a)).status).toBe(200)
    expect((await api("GET", `/webhooks/${id}`, a)).status).toBe(404)
  }, 60_000)
})

describe("webhook authentication (the group's declared security)", () => {
  beforeEach(() => start())

  /** A request to the node with exactly `headers`: its status, `WWW-Authenticate` and JSON body. */
  async function raw(method: string, path: string, headers: Record<string, string>, body?: unknown) {
    const response = await web.handler(
      new Request(`http://node.test${path}`, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? null : JSON.stringify(body)
      })
    )
    const text = await response.text()
    return {
      status: response.status,
      challenge: response.headers.get("www-authenticate"),
      body: text === "" ? undefined : JSON.parse(text)
    }
  }

  const REFUSED = {
    status: 401,
    challenge: 'Bearer realm="zk-node", error="invalid_token"',
    body: {
      message: "this operation needs a valid API key (X-API-Key or Authorization: Bearer)",
      code: 41,
      type: "ErrInvalidApiKey"
    }
  }

  it("a key by X-API-Key or Authorization: Bearer; without a valid one the same 401 with its challenge", async () => {
    const key = await newKey("acme")
    const id = await register(key, "/a")
    for (const authorization of [`Bearer ${key}`, `bearer ${key}`, `BEARER  ${key}`]) {
      const listed = await raw("GET", "/webhooks", { authorization })
      expect(listed.status, authorization).toBe(200)
      expect(listed.body.webhooks.map((w: { id: string }) => w.id)).toEqual([id])
    }
    const created = await raw("POST", "/webhooks", { authorization: `Bearer ${key}` }, { url: receiver.url("/b") })
    expect(created.status).toBe(200)
    const unknown = `zk_${"A".repeat(43)}`
    for (const headers of [
      {},
      { "x-api-key": unknown },
      { "x-api-key": "not a key" },
      { authorization: `Bearer ${unknown}` },
      { authorization: `Basic ${Buffer.from(`u:${key}`).toString("base64")}` },
      { authorization: key },
      // An X-API-Key, when given, is the key: a valid Bearer beside an unknown one does not stand in for it.
      { "x-api-key": unknown, authorization: `Bearer ${key}` }
    ]) {
      for (const [method, path] of [
        ["GET", "/webhooks"],
        ["GET", `/webhooks/${id}`],
        ["GET", `/webhooks/${id}/deliveries`],
        ["DELETE", `/webhooks/${id}`]
      ] as const)
        expect(await raw(method, path, headers), `${method} ${path} ${JSON.stringify(headers)}`).toEqual(REFUSED)
      expect(await raw("POST", "/webhooks", headers, { url: receiver.url("/z") })).toEqual(REFUSED)
      expect(await raw("POST", `/webhooks/${id}/replay`, headers, { after: 0 })).toEqual(REFUSED)
    }
    // Without a valid key nothing else of the request is read: the 401 comes first.
    expect(await raw("GET", "/webhooks/not-an-id", {})).toEqual(REFUSED)
    expect(await raw("POST", "/webhooks", {}, { url: 42 })).toEqual(REFUSED)
    expect(await raw("POST", "/webhooks", { "content-type": "text/plain" }, { url: receiver.url("/z") })).toEqual(
      REFUSED
    )
    expect((await raw("GET", "/webhooks?nope=1", {})).status).toBe(400)
    expect((await raw("GET", "/webhooks", { "x-api-key": key, authorization: `Bearer ${unknown}` })).status).toBe(200)
    await run(Effect.flatMap(Effect.service(ApiKeyStore), (keys) => keys.revoke("acme", new Date())))
    expect(await raw("GET", "/webhooks", { "x-api-key": key })).toEqual(REFUSED)
    expect(await raw("GET", "/webhooks", { authorization: `Bearer ${key}` })).toEqual(REFUSED)
  })

  it("the typed client presents its apiKey option; without one a webhook call fails with Error401", async () => {
    const key = await newKey("acme")
    const options = {
      baseUrl: "http://node.test",
      revision: "later" as const,
      fetch: web.handler,
      retryAfter: false as const
    }
    const keyed = makePromiseClient({ ...options, apiKey: key })
    const created = await keyed.call((client) =>
      client.webhooks.createWebhook({ payload: { url: receiver.url("/typed") } })
    )
    expect((await keyed.call((client) => client.webhooks.listWebhooks())).webhooks.map((w) => w.id)).toEqual([
      created.id
    ])
    const anonymous = makePromiseClient(options)
    const refused = await anonymous.call((client) => client.webhooks.listWebhooks()).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(Error401)
    expect(refused).toMatchObject({ type: "ErrInvalidApiKey", code: 41 })
  })
})

describe("signed webhooks past the retry horizon", () => {
  beforeEach(() => start({ ...FAST, retryScheduleSeconds: [0.1, 0.1] }))

  it("an endpoint failing past its horizon is disabled with its reason in the API; a replay enables it and delivers again", async () => {
    const key = await newKey("acme")
    const id = await register(key, "/broken", { filters: { types: "batch" } })
    const cursor = (await api("GET", `/webhooks/${id}`, key)).body.cursor as number
    receiver.mode = 500
    await activity(1)
    let endpoint: any
    for (let i = 0; i < 100; i++) {
      endpoint = (await api("GET", `/webhooks/${id}`, key)).body
      if (endpoint.state === "disabled") break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(endpoint.state).toBe("disabled")
    expect(endpoint.disabled.reason).toBe("failing")
    expect(endpoint.disabled.message).toMatch(/after 3 attempts; last: HTTP 500/)
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 500])
    receiver.mode = 200
    await activity(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(receiver.received).toHaveLength(3)
    const replayed = await api("POST", `/webhooks/${id}/replay`, key, { after: cursor })
    expect(replayed.status).toBe(200)
    expect(replayed.body).toMatchObject({ state: "active", disabled: null, cursor })
    const batches = (await logAfter(cursor)).filter((e) => e.type === "batch")
    await receiver.until((r) => r.filter((d) => d.status === 200).length >= batches.length)
    expect(receiver.received.filter((d) => d.status === 200).map((d) => d.eventId)).toEqual(batches.map((b) => b.id))
    const future = await api("POST", `/webhooks/${id}/replay`, key, { after: 10_000_000 })
    expect(future.status).toBe(400)
  }, 60_000)
})

describe("webhook targets (SSRF)", () => {
  beforeEach(() => start({ ...FAST, allowPrivateTargets: false }))

  it("refuses loopback, private, link-local, unspecified and http targets at registration", async () => {
    const key = await newKey("acme")
    for (const url of [
      "https://127.0.0.1/hook",
      "https://10.1.2.3/hook",
      "https://169.254.169.254/latest/meta-data",
      "https://[::1]/hook",
      "https://[fd00::1]/hook",
      "https://[fe80::1]/hook",
      "https://0.0.0.0/hook",
      "https://localhost/hook",
      "https://192.168.1.1/",
      "https://[::ffff:127.0.0.1]/",
      "https://[::127.0.0.1]/",
      "https://[2002:7f00:1::1]/",
      "http://example.com/hook",
      "https://user:pw@example.com/",
      "ftp://example.com/",
      "not a url",
      `https://example.com/${"x".repeat(2100)}`
    ]) {
      const answer = await api("POST", "/webhooks", key, { url })
      expect(answer.status, url).toBe(400)
      expect(answer.body.type, url).toBe("ErrParamValidationFailed")
    }
    expect((await api("POST", "/webhooks", key, { url: "https://example.com/hook" })).status).toBe(200)
  })

  it("a NUL in the URL is a 400 ErrParamValidationFailed naming it, before any storage sees it", async () => {
    const key = await newKey("acme")
    const answer = await api("POST", "/webhooks", key, { url: "https://hooks.invalid/a\u0000b" })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ type: "ErrParamValidationFailed", code: 1 })
    expect(answer.body.message).toContain("NUL")
    expect((await api("GET", "/webhooks", key)).body.webhooks).toEqual([])
  })

  it("refuses at connect time a literal or a name that resolves to a non-global address (DNS rebinding), without sending", async () => {
    const made = WebhookHttpSender.makeHttpSender({ allowPrivateTargets: false })
    const delivery = {
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      messageId: "msg_1",
      timestamp: Math.floor(Date.now() / 1000),
      body: { type: "batch" as const, timestamp: new Date().toISOString(), data: { eventId: 1 } }
    }
    for (const url of [receiver.url("/x"), `http://localhost:${receiver.port}/x`, `http://[::1]:${receiver.port}/x`]) {
      const outcome = await Effect.runPromise(made.sender.send({ ...delivery, url }))
      expect(outcome.status, url).toBeNull()
      expect(outcome.error, url).toMatch(
        /^refused target (127\.0\.0\.1: a loopback address|localhost: it resolves to a loopback address|::1: a loopback address)$/
      )
    }
    expect(receiver.received).toEqual([])
    made.close()
    const allowed = WebhookHttpSender.makeHttpSender({ allowPrivateTargets: true })
    receiver.expect("/x", delivery.secret)
    expect(
      (await Effect.runPromise(allowed.sender.send({ ...delivery, url: `http://localhost:${receiver.port}/x` }))).status
    ).toBe(200)
    allowed.close()
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.0.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "224.0.0.1",
      "::1",
      "::",
      "fc00::1",
      "fe80::1",
      "ff02::1",
      "::ffff:10.0.0.1"
    ]) {
      expect(WebhookAddresses.isGlobalAddress(address), address).toBe(false)
    }
    for (const address of ["1.1.1.1", "93.184.216.34", "2606:4700:4700::1111"])
      expect(WebhookAddresses.isGlobalAddress(address), address).toBe(true)
  })
})
