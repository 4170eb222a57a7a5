/** The served OpenAPI documents describe every answer the node gives (issue 56, item 1): the HTTP suites' kinds of
 * traffic — every operation's successes (the documents' examples replayed on a devnet node, dry runs, HEAD, 304, the
 * streams, the webhooks), the malformed-input run's fixed cases and generated requests, and each POST's 413 and 415,
 * each path parameter over the router's limit — are sent to a node serving both revisions, and each answer is
 * checked against its revision's served document by `express-openapi-validator`'s response validator
 * (`openapi_responses.ts`): its status, its media type and its body. A request no operation of a document takes (an
 * unknown path, a method a path lacks, a preflight, the document and docs page themselves) is outside what an OpenAPI
 * document describes, and only counted. */
import { Effect, Exit, Layer, Option, Scope } from "effect"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { devnetExamples } from "../../../adapters/http/api/openapi_examples.ts"
import { apiKeyDigest } from "../../../adapters/http/edge/client_identity.ts"
import { MemoryStorage } from "../../../adapters/memory/mod.ts"
import { appConfigLayer } from "../../../app/config.ts"
import { EXAMPLES_GENESIS_TIME, EXAMPLES_NOW } from "../../../app/document_examples.ts"
import { NetworkSettingsLive } from "../../../app/network_settings.ts"
import { webHandler } from "../../../app/server.ts"
import { ApiKeyStore } from "../../../core/ports/api_keys.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import { REVISIONS, type Revision } from "../../../core/revision/revision.ts"
import { seedDevnet } from "../../../devnet/seed.ts"
import { devnetFaucetLayer } from "../../../devnet/faucet.ts"
import { FixtureStorage } from "./fixture.ts"
import { Draw, type Generated, generate, KNOWN_CASES, ROUTES } from "./malformed_requests.ts"
import { DocumentValidator, type ObservedAnswer } from "./openapi_responses.ts"
import { record, type WebHandler } from "./web_client.ts"

/** The malformed-input run's seed and how many of its generated requests are sent (set OPENAPI_CONFORMANCE_REQUESTS). */
const SEED = 20_261_101
const REQUESTS = Number(process.env["OPENAPI_CONFORMANCE_REQUESTS"] ?? 4_000)

/** Where each revision is served. */
const BASE_PATHS: Readonly<Record<Revision, string>> = { later: "/", earlier: "/earlier" }

/** A request as sent. */
interface Sent {
  readonly method: string
  readonly path: string
  readonly headers?: Readonly<Record<string, string>> | undefined
  readonly body?: string | Uint8Array | ReadableStream<Uint8Array> | undefined
}

/** A node serving both revisions through its fetch-style handler, and each revision's served document as a validator. */
interface Node {
  readonly handler: WebHandler
  readonly dispose: () => Promise<void>
  readonly validators: Readonly<Record<Revision, DocumentValidator>>
}

/** Sends `request` and reads the answer (decompressed; an event stream's head only). */
async function exchange(handler: WebHandler, request: Sent): Promise<ObservedAnswer> {
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers: request.headers ?? {} }
  if (request.body !== undefined) init.body = request.body
  if (request.body instanceof ReadableStream) init.duplex = "half"
  const response = await handler(new Request(`http://localhost${request.path}`, init))
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    await response.body?.cancel()
    return { status: response.status, headers: response.headers, text: "", complete: false }
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  const encoding = response.headers.get("content-encoding")
  const plain = encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : bytes
  return { status: response.status, headers: response.headers, text: new TextDecoder().decode(plain), complete: true }
}

/** A node over `storage`, both revisions mounted, with each revision's document as served. */
async function nodeOver(storage: Parameters<typeof webHandler>[0]): Promise<Node> {
  const web = webHandler(storage, { laterBasePath: BASE_PATHS.later, earlierBasePath: BASE_PATHS.earlier })
  const handler: WebHandler = (request) => web.handler(request)
  const documentOf = async (revision: Revision) => {
    const base = BASE_PATHS[revision] === "/" ? "" : BASE_PATHS[revision]
    const answer = await exchange(handler, { method: "GET", path: `${base}/openapi.json` })
    return new DocumentValidator(record(JSON.parse(answer.text)), BASE_PATHS[revision])
  }
  return {
    handler,
    dispose: () => web.dispose(),
    validators: { later: await documentOf("later"), earlier: await documentOf("earlier") }
  }
}

/** The revision a path is under. */
function revisionOf(path: string): Revision {
  return path === BASE_PATHS.earlier ||
    path.startsWith(`${BASE_PATHS.earlier}/`) ||
    path.startsWith(`${BASE_PATHS.earlier}?`)
    ? "earlier"
    : "later"
}

/** What the run found: the answers each document described, by operation and status, those outside, and the problems. */
class Tally {
  readonly checked = new Map<string, Set<number>>()
  readonly problems: Array<string> = []
  outside = 0
  total = 0

  /** Sends `request` to `node` and checks the answer against its revision's document; returns the answer. */
  async send(node: Node, request: Sent): Promise<ObservedAnswer> {
    const answer = await exchange(node.handler, request)
    this.total++
    // The target as sent: a fetch Request resolves dot segments (`/accounts/..` is `/`).
    const url = new URL(`http://localhost${request.path}`)
    const target = url.pathname + url.search
    const revision = revisionOf(target)
    const verdict = node.validators[revision].check(request.method, target, answer)
    if (verdict._tag === "Outside") {
      this.outside++
      return answer
    }
    const key = `${revision} ${verdict.operationId}`
    const statuses = this.checked.get(key) ?? new Set<number>()
    statuses.add(answer.status)
    this.checked.set(key, statuses)
    for (const problem of verdict.problems) {
      const path = target.length > 120 ? `${target.slice(0, 120)}…` : target
      this.problems.push(`${key}: ${request.method} ${path} → ${answer.status}: ${problem}`)
    }
    return answer
  }

  /** The statuses checked of each operation. */
  statuses(): Record<string, Array<number>> {
    return Object.fromEntries([...this.checked].map(([key, set]) => [key, [...set].sort()]))
  }
}

/** The problems found, each kind (operation, status, problem without its values) once with how often, the first shown. */
function summary(problems: ReadonlyArray<string>): Array<string> {
  const kinds = new Map<string, { first: string; count: number }>()
  for (const problem of problems) {
    const operation = problem.slice(0, problem.indexOf(":"))
    const kind = `${operation} ${problem.slice(problem.lastIndexOf("→"))}`.replace(/[0-9]+/gu, "#")
    const seen = kinds.get(kind)
    if (seen === undefined) kinds.set(kind, { first: problem, count: 1 })
    else seen.count++
  }
  return [...kinds.values()].map(({ first, count }) => `${count}× ${first}`)
}

/** A path parameter one byte over the router's limit (1 KiB). */
const OVERLONG_PARAMETER = "1".repeat(1025)

/** The body of a POST: over the 64 KiB limit, declared or chunked. */
const OVERSIZED_JSON = JSON.stringify({ padding: "x".repeat(70_000) })

/** A body stream of `bytes` bytes in 16 KiB chunks (sent chunked: no Content-Length). */
function chunkedBody(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      controller.enqueue(new Uint8Array(Math.min(16_384, bytes - sent)).fill(0x20))
      sent += 16_384
    }
  })
}

/** The routes of every revision with a concrete path for each template (path parameters filled with `value`). */
function concrete(value: string) {
  return ROUTES.filter((route) => !route.template.endsWith("/openapi.json") && !route.template.endsWith("/docs")).map(
    (route) => ({ ...route, path: route.template.replace(/:[A-Za-z]+/gu, value) })
  )
}

describe("the served OpenAPI documents describe every answer", () => {
  const tally = new Tally()
  let fixture: Node
  let devnet: Node
  let scope: Scope.Closeable | undefined
  let key = ""

  beforeAll(async () => {
    fixture = await nodeOver(FixtureStorage)
    // The examples' node: the devnet of `npm run openapi:examples` with its faucet, its wall clock stopped where the
    // examples were taken.
    scope = await Effect.runPromise(Scope.make())
    const storage = devnetFaucetLayer.pipe(
      Layer.provideMerge(
        Layer.mergeAll(
          Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: EXAMPLES_GENESIS_TIME }))).pipe(
            Layer.provideMerge(MemoryStorage.layer.pipe(Layer.provide(PoseidonCrypto.layer)))
          ),
          Layer.succeed(WallClock, WallClock.of({ now: Effect.sync(() => new Date(EXAMPLES_NOW)) })),
          NetworkSettingsLive.pipe(Layer.provide(appConfigLayer()))
        )
      )
    )
    const context = await Effect.runPromise(Layer.buildWithScope(storage, scope))
    key = `zk_${Buffer.from("conformance".padEnd(32, "x")).toString("base64url").slice(0, 43)}`
    await Effect.runPromise(
      Effect.flatMap(Effect.service(ApiKeyStore), (keys) =>
        keys.create({
          id: "key_conformance",
          name: "conformance",
          tier: "partner",
          digest: apiKeyDigest(key),
          createdAt: new Date(EXAMPLES_NOW),
          revokedAt: Option.none()
        })
      ).pipe(Effect.provideContext(context), Effect.orDie)
    )
    devnet = await nodeOver(Layer.succeedContext(context))
  }, 60_000)

  afterAll(async () => {
    await fixture?.dispose()
    await devnet?.dispose()
    if (scope !== undefined) await Effect.runPromise(Scope.close(scope, Exit.void))
  })

  it("the validator fails what a document does not describe: a status, a media type, a body, a body missing or extra", () => {
    const answer = (status: number, contentType: string | undefined, text: string) => {
      const headers = new Headers(contentType === undefined ? {} : { "content-type": contentType })
      return { status, headers, text, complete: true }
    }
    const token = JSON.stringify({
      itemId: 1,
      id: 0,
      ethereumBlockNum: 1000,
      ethereumAddress: `0x${"00".repeat(20)}`,
      name: "Ether",
      symbol: "ETH",
      decimals: 18,
      USD: null,
      fiatUpdate: null
    })
    const later = fixture.validators.later
    const problemsOf = (method: string, target: string, observed: ObservedAnswer) => {
      const verdict = later.check(method, target, observed)
      return verdict._tag === "Checked" ? verdict.problems : ["outside"]
    }
    expect(problemsOf("GET", "/tokens/0", answer(200, "application/json", token))).toEqual([])
    expect(problemsOf("GET", "/tokens/0", answer(418, "application/json", token))).toEqual([
      "status 418 is not declared"
    ])
    expect(problemsOf("GET", "/tokens/0", answer(200, "text/html", token))[0]).toContain("Content-Type text/html")
    expect(problemsOf("GET", "/tokens/0", answer(200, "application/json", '{"itemId":"1"}'))).not.toEqual([])
    expect(problemsOf("GET", "/tokens/0", answer(200, undefined, ""))).toEqual(["response body required."])
    const tooLarge = JSON.stringify({ message: "request body too large", code: 28, type: "ErrPayloadTooLarge" })
    expect(problemsOf("GET", "/tokens/0", answer(404, "application/json", tooLarge))).not.toEqual([])
    expect(problemsOf("POST", "/webhooks", answer(413, "application/json", tooLarge))).toEqual([])
    const earlier = fixture.validators.earlier
    const stored = earlier.check(
      "POST",
      "/earlier/account-creation-authorization",
      answer(200, "application/json", "{}")
    )
    expect(stored._tag === "Checked" && stored.problems).toEqual([
      "Content-Type application/json is not declared for 200 (no body)",
      "response should NOT have a body"
    ])
    expect(later.check("DELETE", "/tokens", answer(405, "application/json", "{}"))._tag).toBe("Outside")
    expect(later.check("GET", "/tokens/", answer(404, "application/json", "{}"))._tag).toBe("Outside")
  })

  it("every operation's successes: the examples replayed on the devnet, dry runs, HEAD, 304, the streams, the webhooks", async () => {
    const found = tally.problems.length
    const examples = devnetExamples()
    for (const revision of ["later", "earlier"] as const) {
      const base = BASE_PATHS[revision] === "/" ? "" : BASE_PATHS[revision]
      for (const example of Object.values(examples[revision])) {
        const request: Sent =
          example.body === undefined
            ? { method: example.method, path: base + example.path }
            : {
                method: example.method,
                path: base + example.path,
                headers: { "content-type": "application/json" },
                body: JSON.stringify(example.body)
              }
        const answer = await tally.send(devnet, request)
        if (example.method !== "GET") continue
        await tally.send(devnet, { method: "HEAD", path: base + example.path })
        const etag = answer.headers.get("etag")
        if (etag !== null)
          await tally.send(devnet, { method: "GET", path: base + example.path, headers: { "if-none-match": etag } })
        await tally.send(devnet, { method: "GET", path: base + example.path, headers: { "accept-encoding": "gzip" } })
      }
      // The dry runs of both POSTs (the later revision's extension; the earlier's 400).
      for (const operation of ["transaction.postPoolTransaction", "account.postAuthorization"]) {
        const example = examples[revision][operation]
        if (example === undefined) continue
        await tally.send(devnet, {
          method: "POST",
          path: `${base}${example.path}?dryRun=true`,
          headers: { "content-type": "application/json" },
          body: JSON.stringify(example.body)
        })
      }
      await tally.send(devnet, { method: "GET", path: `${base}/metrics` })
    }
    // The streams: the event stream's head, the history export in both formats, the transactions of one account.
    await tally.send(devnet, { method: "GET", path: "/events" })
    await tally.send(devnet, { method: "GET", path: "/transactions-history/export" })
    await tally.send(devnet, { method: "GET", path: "/transactions-history/export?format=csv&tokenId=0" })
    await tally.send(devnet, { method: "HEAD", path: "/transactions-history/export?accountIndex=zk:ETH:256" })
    // The webhooks, with an API key: register, list, get, its deliveries, replay, delete; and without a key.
    const keyed = { "x-api-key": key, "content-type": "application/json" }
    const created = await tally.send(devnet, {
      method: "POST",
      path: "/webhooks",
      headers: keyed,
      body: JSON.stringify({ url: "https://receiver.example/hook" })
    })
    const id = String(record(JSON.parse(created.text))["id"])
    await tally.send(devnet, { method: "GET", path: "/webhooks", headers: keyed })
    await tally.send(devnet, { method: "GET", path: `/webhooks/${id}`, headers: keyed })
    await tally.send(devnet, { method: "GET", path: `/webhooks/${id}/deliveries`, headers: keyed })
    await tally.send(devnet, {
      method: "POST",
      path: `/webhooks/${id}/replay`,
      headers: keyed,
      body: JSON.stringify({ after: 1 })
    })
    await tally.send(devnet, { method: "DELETE", path: `/webhooks/${id}`, headers: keyed })
    await tally.send(devnet, { method: "GET", path: `/webhooks/${id}`, headers: keyed })
    await tally.send(devnet, { method: "GET", path: "/webhooks" })
    expect(summary(tally.problems.slice(found))).toEqual([])
    // Every operation of both documents answered a 2xx that its document describes.
    for (const revision of REVISIONS) {
      for (const operationId of devnet.validators[revision].operationIds()) {
        const statuses = tally.statuses()[`${revision} ${operationId}`] ?? []
        expect(
          statuses.some((status) => status < 300),
          `${revision} ${operationId}: ${statuses.join(", ")}`
        ).toBe(true)
      }
    }
  }, 120_000)

  it("each POST's 413 (declared and chunked bodies) and 415, and each path parameter over the router's limit", async () => {
    const found = tally.problems.length
    for (const route of concrete("1")) {
      if (route.method !== "POST") continue
      const json = { "content-type": "application/json" }
      await tally.send(fixture, { method: "POST", path: route.path, headers: json, body: OVERSIZED_JSON })
      await tally.send(fixture, { method: "POST", path: route.path, headers: json, body: chunkedBody(1024 * 1024) })
      await tally.send(fixture, {
        method: "POST",
        path: route.path,
        headers: { "content-type": "text/plain" },
        body: "{}"
      })
      await tally.send(fixture, { method: "POST", path: route.path, body: "{}" })
    }
    for (const route of concrete(OVERLONG_PARAMETER)) {
      if (!route.template.includes(":")) continue
      await tally.send(fixture, {
        method: route.method,
        path: route.path,
        headers: { "content-type": "application/json" },
        ...(route.method === "POST" ? { body: "{}" } : {})
      })
    }
    for (const route of concrete("1"))
      await tally.send(fixture, {
        method: route.method,
        path: `${route.path}?unknownParameter=1`,
        ...(route.method === "POST" ? { headers: { "content-type": "application/json" }, body: "{}" } : {})
      })
    expect(summary(tally.problems.slice(found))).toEqual([])
  }, 120_000)

  it(`the malformed-input run's fixed cases and ${REQUESTS} of its generated requests (seed ${SEED})`, async () => {
    const found = tally.problems.length
    for (const [request] of KNOWN_CASES) await tally.send(fixture, request)
    const draw = new Draw(SEED)
    for (let i = 0; i < REQUESTS; i++) await tally.send(fixture, generate(draw) satisfies Generated)
    expect(summary(tally.problems.slice(found))).toEqual([])
  }, 170_000)

  it("reached every kind of answer: successes, bad input, unknown items, oversized and non-JSON bodies, HEAD and 304", () => {
    const statuses = new Set(Object.values(tally.statuses()).flat())
    for (const status of [200, 304, 400, 401, 404, 413, 415])
      expect(statuses.has(status), `status ${status}`).toBe(true)
    console.log(
      `OpenAPI conformance: ${tally.total} answers, ${tally.total - tally.outside} checked against the documents ` +
        `(${tally.checked.size} operations), ${tally.outside} outside any operation`
    )
  })
})
