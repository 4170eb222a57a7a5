/** Seeded malformed requests (`MALFORMED_SEED`, `MALFORMED_REQUESTS`) over every route, revision and storage (a server
 * with DATABASE_URL): never a 5xx, errors in the catalogue's shape and status, storages alike; past failures first. */
import { Effect, Layer, Redacted } from "effect"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { statusOfType } from "../../../adapters/http/errors/error_response.ts"
import { webHandler } from "../../../app/server.ts"
import { ErrorCatalogue, type ErrorType } from "../../../core/errors.ts"
import { WallClock } from "../../../core/ports/clock.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../sql/test_databases.ts"
import { FixtureSettings, seedFixture } from "./fixture.ts"
import { describeRequest, Draw, type Generated, generate, KNOWN_CASES, ROUTES } from "./malformed_requests.ts"
import { isErrorBody, type WebHandler } from "./web_client.ts"

/** The generator's seed (set MALFORMED_SEED to replay another run). */
const SEED = Number(process.env["MALFORMED_SEED"] ?? 20_261_101)
/** Generated requests sent to every storage. */
const REQUESTS = Number(process.env["MALFORMED_REQUESTS"] ?? 10_000)

/** The wall clock of every storage: fixed, so time-derived answers (slots, state) agree. */
const FixedClock = Layer.succeed(WallClock, WallClock.of({ now: Effect.succeed(new Date(Date.UTC(2026, 0, 1, 1))) }))

/** A storage served with both revisions. */
interface Served {
  readonly name: string
  readonly handler: WebHandler
  readonly dispose: () => Promise<void>
}

/** The fixture network on `ports`, the later revision at `/` and the earlier at `/earlier`. */
function served(name: string, ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>): Served {
  const storage = Layer.mergeAll(
    Layer.effectDiscard(seedFixture).pipe(Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))),
    FixedClock,
    FixtureSettings
  )
  const web = webHandler(storage, { laterBasePath: "/", earlierBasePath: "/earlier" })
  return { name, handler: (request) => web.handler(request), dispose: () => web.dispose() }
}

// ---------------------------------------------------------------------------------------------
// Checking the answers.

/** What a storage answered. */
interface Answer {
  readonly status: number
  readonly type: string | undefined
}

/** A response body as text, decompressed as its content-encoding says (a handler's Response is not decoded by fetch). */
function decoded(encoding: string | null, bytes: Uint8Array): string {
  const plain = encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : bytes
  return new TextDecoder().decode(plain)
}

/** Sends `request` to a handler and checks its answer against the contract; returns it and the violations. */
async function answer(
  handler: WebHandler,
  request: Generated
): Promise<{ readonly answer: Answer; readonly problems: Array<string> }> {
  const init: RequestInit = { method: request.method, headers: request.headers }
  if (request.body !== undefined) init.body = request.body
  const response = await handler(new Request(`http://localhost${request.path}`, init))
  const problems: Array<string> = []
  if ((response.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    // An event stream (GET /events) does not end: its head is the answer.
    await response.body?.cancel()
    if (response.status !== 200) problems.push(`an event stream with status ${response.status}`)
    return { answer: { status: response.status, type: undefined }, problems }
  }
  const bytes = new Uint8Array(await response.arrayBuffer())
  let text = ""
  try {
    text = request.method === "HEAD" ? "" : decoded(response.headers.get("content-encoding"), bytes)
  } catch (error) {
    problems.push(
      `a ${response.status} whose ${response.headers.get("content-encoding")} body of ${bytes.length} bytes does not decode: ${String(error)}`
    )
  }
  if (response.status >= 500) problems.push(`a ${response.status}: ${text.slice(0, 300)}`)
  const notModified = response.status === 304 && request.headers["if-none-match"] !== undefined
  // A path that normalises to `/` (`/full-batches/%2E%2E`) is sent to the docs page: a redirect, not an error.
  const toDocs = response.status === 302 && (response.headers.get("location") ?? "").endsWith("docs")
  if (response.status < 300 || request.method === "HEAD" || notModified || toDocs)
    return { answer: { status: response.status, type: undefined }, problems }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    problems.push(`a ${response.status} whose body is not JSON: ${JSON.stringify(text.slice(0, 200))}`)
    return { answer: { status: response.status, type: undefined }, problems }
  }
  if (!isErrorBody(body)) {
    problems.push(`a ${response.status} whose body is not {message, code, type}: ${text.slice(0, 200)}`)
    return { answer: { status: response.status, type: undefined }, problems }
  }
  if (!(response.headers.get("content-type") ?? "").startsWith("application/json")) {
    problems.push(`a ${response.status} error with content-type ${response.headers.get("content-type")}`)
  }
  const entry = Object.hasOwn(ErrorCatalogue, body.type) ? ErrorCatalogue[body.type as ErrorType] : undefined
  if (entry === undefined) {
    problems.push(`type ${body.type} is not in the catalogue`)
  } else {
    if (entry.code !== body.code) problems.push(`type ${body.type} with code ${body.code}, not ${entry.code}`)
    const expected = statusOfType(entry.type)
    if (expected !== response.status)
      problems.push(`type ${body.type} sent with status ${response.status}, not ${expected}`)
  }
  if (body.message.length === 0) problems.push("an empty message")
  return { answer: { status: response.status, type: body.type }, problems }
}

// ---------------------------------------------------------------------------------------------

const storages: Array<Served> = []

beforeAll(() => {
  storages.push(served("memory", memoryStorage))
  storages.push(
    served(
      "embedded PostgreSQL",
      Layer.unwrap(Effect.map(freshEmbedded, (s) => SqlStorage.layer({ connection: s.connection })))
    )
  )
  if (DATABASE_URL !== undefined) {
    const url = DATABASE_URL
    storages.push(
      served(
        "PostgreSQL server",
        Layer.unwrap(
          Effect.map(freshServerDatabase(url), (database) =>
            SqlStorage.layer({ connection: { url: Redacted.make(database), maxConnections: 4 } })
          )
        )
      )
    )
  }
})

afterAll(async () => {
  for (const storage of storages) await storage.dispose()
})

/** Sends `request` to every storage; returns the violations (contract and parity), each naming the request. */
async function check(request: Generated): Promise<{ readonly problems: Array<string>; readonly status: number }> {
  const answers = await Promise.all(
    storages.map(async (storage) => ({ storage: storage.name, ...(await answer(storage.handler, request)) }))
  )
  const problems: Array<string> = []
  for (const a of answers)
    for (const problem of a.problems) problems.push(`${a.storage}: ${problem} ← ${describeRequest(request)}`)
  const [reference, ...others] = answers
  if (reference === undefined) throw new Error("no storage")
  for (const other of others) {
    if (other.answer.status !== reference.answer.status || other.answer.type !== reference.answer.type) {
      problems.push(
        `${reference.storage} answered ${reference.answer.status} ${reference.answer.type ?? ""}, ${other.storage} ` +
          `${other.answer.status} ${other.answer.type ?? ""} ← ${describeRequest(request)}`
      )
    }
  }
  return { problems, status: reference.answer.status }
}

describe("malformed input over every route, both revisions, every storage", () => {
  it("the routes come from both API descriptions (both base paths, every method)", () => {
    expect(ROUTES.some((route) => route.template === "/tokens" && route.query.includes("name"))).toBe(true)
    expect(ROUTES.some((route) => route.template === "/earlier/slots" && route.query.includes("maxSlothNum"))).toBe(
      true
    )
    expect(ROUTES.some((route) => route.method === "POST" && route.template === "/earlier/transactions-pool")).toBe(
      true
    )
    expect(ROUTES.length).toBeGreaterThanOrEqual(2 * 24)
  })

  it("the known cases answer exactly as expected on every storage", async () => {
    expect(storages.length).toBeGreaterThanOrEqual(2)
    const problems: Array<string> = []
    for (const [request, status, type] of KNOWN_CASES) {
      for (const storage of storages) {
        const { answer: got, problems: found } = await answer(storage.handler, request)
        problems.push(...found.map((p) => `${storage.name}: ${p} ← ${describeRequest(request)}`))
        if (got.status !== status || got.type !== type) {
          problems.push(
            `${storage.name}: ${got.status} ${got.type ?? ""}, expected ${status} ${type ?? ""} ← ${describeRequest(request)}`
          )
        }
      }
    }
    expect(problems).toEqual([])
  })

  it(`${REQUESTS} generated requests (seed ${SEED}): no 5xx, the error shape on every non-2xx, the same status and type on every storage`, async () => {
    const draw = new Draw(SEED)
    const problems: Array<string> = []
    const statuses = new Map<number, number>()
    const started = performance.now()
    for (let i = 0; i < REQUESTS; i++) {
      const request = generate(draw)
      const result = await check(request)
      problems.push(...result.problems)
      statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1)
    }
    const seconds = (performance.now() - started) / 1000
    const spread = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ")
    console.log(
      `malformed input: ${REQUESTS} requests per storage on ${storages.map((s) => s.name).join(", ")} in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${spread}`
    )
    expect(problems.slice(0, 30), `${problems.length} problems`).toEqual([])
    // The generator reaches every kind of answer: successes, bad input, unknown ids and routes, wrong methods, body problems.
    for (const status of [200, 400, 404, 405, 413, 415])
      expect(statuses.get(status) ?? 0, `answers with status ${status}`).toBeGreaterThan(0)
  }, 170_000)
})
