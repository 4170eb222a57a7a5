/** `GET /metrics` parsed as Prometheus text: requests by method, route template and status with latencies, pool
 * outcomes, signature checks, SQL operations, process metrics; one registry per process; `METRICS=off` a 404. */
import { Effect, Layer, Schema } from "effect"
import parsePrometheusTextFormat, {
  type PrometheusFamily,
  type PrometheusLabels,
  type PrometheusSample
} from "parse-prometheus-text-format"
import type { MetricObjectWithValues, MetricValue } from "prom-client"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { makePromiseClient } from "../../../adapters/http/client/client.ts"
import { memoryStorage } from "../memory/memory_storage.ts"
import { processRegistry } from "../../../adapters/metrics/process_registry.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import type { HttpRoutesOptions } from "../../../adapters/http/server/routes.ts"
import { webHandler } from "../../../app/server.ts"
import { testBatch } from "../../../app/testing/chain_values.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { EthBlockNum, EthHash, Nonce } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { embeddedStorage } from "../sql/test_databases.ts"
import { expectError } from "./expect_error.ts"
import { FixtureSettings, FixtureStorage } from "./fixture.ts"
import { bodyWithSignature, signatureOf, signedBody, type TxSpec, walletSigner } from "./signed_transactions.ts"
import { record, send, type TestResponse, type WebHandler } from "./web_client.ts"
import { ETH, walletAccount } from "./write_fixture.ts"

const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"

/** The accounts of the nodes: zk:ETH:256 of wallet 1 and zk:ETH:257 of wallet 2, both at nonce 0. */
const ACCOUNTS = [walletAccount(256, 1, ETH), walletAccount(257, 2, ETH)]

/** The ledger calls of `seed` (each one storage write on SQL). */
const SEED_LEDGER_CALLS = 3

/** Writes token ETH and the two accounts through the Ledger, in SEED_LEDGER_CALLS calls. */
const seed = Effect.gen(function* () {
  const ledger = yield* Ledger
  const hash = EthHash.make("0x" + "01".repeat(32))
  yield* ledger.recordBlock({ num: EthBlockNum.make(1000n), hash, timestamp: new Date(Date.UTC(2026, 0, 1)) })
  yield* ledger.registerToken({
    id: ETH,
    ethereumBlockNum: EthBlockNum.make(1000n),
    ethereumAddress: checksum("0x" + "00".repeat(20)),
    name: "Ether",
    symbol: "ETH",
    decimals: 18
  })
  const block = { num: EthBlockNum.make(1010n), hash, timestamp: new Date(Date.UTC(2026, 0, 1, 0, 1)) }
  yield* ledger.forgeBatch(
    testBatch(block, 1, {
      ethereumTxHash: hash,
      createdAccounts: ACCOUNTS.map((a) => ({
        idx: AccountIdx.make(a.idx),
        tokenId: a.tokenId,
        ethAddr: a.ethAddr,
        bjj: a.bjj
      })),
      accountUpdates: ACCOUNTS.map((a) => ({
        idx: AccountIdx.make(a.idx),
        nonce: Nonce.make(a.nonce),
        balance: 10n ** 24n
      }))
    })
  )
}).pipe(Effect.orDie)

/** A node over `storage` seeded with the accounts. */
function startNode<E>(storage: Layer.Layer<StoragePorts, E, PoseidonHasher>, options: HttpRoutesOptions = {}) {
  const services = Layer.mergeAll(
    Layer.effectDiscard(seed).pipe(Layer.provideMerge(storage.pipe(Layer.provide(PoseidonCrypto.layer)))),
    SystemClock.layer,
    FixtureSettings
  )
  const web = webHandler(services, { earlierBasePath: "/earlier", ...options })
  const handler: WebHandler = (request) => web.handler(request)
  return {
    handler,
    get: (path: string) => send(handler, path),
    post: (path: string, body: unknown) =>
      send(handler, path, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "content-type": "application/json" }
      }),
    dispose: () => web.dispose()
  }
}

/** A scrape: its text and its families by name. */
interface Scrape {
  readonly text: string
  readonly families: ReadonlyMap<string, PrometheusFamily>
}

/** A scrape parsed with the text-format parser (which throws on any malformed line). */
function parse(response: TestResponse): Scrape {
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe(PROMETHEUS_CONTENT_TYPE)
  return { text: response.text, families: new Map(parsePrometheusTextFormat(response.text).map((f) => [f.name, f])) }
}

/** The family `name` of a scrape with its type (fails the test when absent or of another type). */
function family<T extends PrometheusFamily["type"]>(
  scrape: Scrape,
  name: string,
  type: T
): Extract<PrometheusFamily, { readonly type: T }> {
  const found = scrape.families.get(name)
  if (found === undefined) throw new Error(`no metric family ${name}`)
  expect(found.type, name).toBe(type)
  const matches = (f: PrometheusFamily): f is Extract<PrometheusFamily, { readonly type: T }> => f.type === type
  if (!matches(found)) throw new Error(`${name} is a ${found.type}`)
  return found
}

/** The labels of a series as a plain object. */
function labelsOf(series: { readonly labels?: PrometheusLabels }): Record<string, string> {
  return { ...series.labels }
}

/** The counter or gauge values of a family by one label's value. */
function valuesBy(
  family: { readonly metrics: ReadonlyArray<PrometheusSample> },
  label: string
): Record<string, number> {
  return Object.fromEntries(family.metrics.map((series) => [labelsOf(series)[label] ?? "", Number(series.value)]))
}

/** The value of the sample `name` (a histogram's `_count` included) with `labels` in a registry snapshot (0 when absent). */
function valueBefore(before: Snapshot, name: string, labels: Record<string, string>): number {
  for (const metric of before) {
    for (const value of metric.values) {
      const sample = "metricName" in value && typeof value.metricName === "string" ? value.metricName : metric.name
      if (sample === name && Object.entries(labels).every(([key, v]) => value.labels[key] === v)) return value.value
    }
  }
  return 0
}

/** A snapshot of the process registry, to read what came after it. */
type Snapshot = ReadonlyArray<MetricObjectWithValues<MetricValue<string>>>

/** A snapshot of the process registry now. */
async function snapshot(): Promise<Snapshot> {
  return structuredClone(await processRegistry.getMetricsAsJSON())
}

/** The requests counted since `before` by `METHOD route status` (the series that did not grow left out). */
function requestsSince(scrape: Scrape, before: Snapshot): Record<string, number> {
  return Object.fromEntries(
    family(scrape, "http_requests_total", "COUNTER").metrics.flatMap((series) => {
      const labels = labelsOf(series)
      const count = Number(series.value) - valueBefore(before, "http_requests_total", labels)
      return count === 0 ? [] : [[`${labels["method"]} ${labels["route"]} ${labels["status"]}`, count]]
    })
  )
}

/** One series of a histogram: its labels, cumulative buckets in order of appearance (`le` → count), sum and count. */
interface HistogramSeries {
  readonly labels: Record<string, string>
  readonly buckets: Array<readonly [le: string, count: number]>
  sum: number
  count: number
}

/**
 * The series of histogram `name`, read from the scrape's sample lines, each parsed alone by the
 * parser: it reads a histogram family only without labels (labelled series are flattened into
 * one), so the lines are grouped here by their labels other than `le`.
 */
function histogram(scrape: Scrape, name: string): Array<HistogramSeries> {
  family(scrape, name, "HISTOGRAM")
  const series = new Map<string, HistogramSeries>()
  for (const line of scrape.text.split("\n")) {
    const suffix = [`${name}_bucket`, `${name}_sum`, `${name}_count`].find(
      (n) => line.startsWith(`${n}{`) || line.startsWith(`${n} `)
    )
    if (suffix === undefined) continue
    const [parsed] = parsePrometheusTextFormat(`${line}\n`)
    const sample = parsed !== undefined && parsed.type === "UNTYPED" ? parsed.metrics[0] : undefined
    if (sample === undefined) throw new Error(`unreadable line: ${line}`)
    const { le, ...labels } = labelsOf(sample)
    const key = JSON.stringify(Object.entries(labels).sort())
    let entry = series.get(key)
    if (entry === undefined) {
      entry = { labels, buckets: [], sum: NaN, count: NaN }
      series.set(key, entry)
    }
    const value = Number(sample.value)
    if (suffix.endsWith("_bucket") && le !== undefined) entry.buckets.push([le, value])
    else if (suffix.endsWith("_sum")) entry.sum = value
    else entry.count = value
  }
  return [...series.values()]
}

/** Asserts a histogram series is consistent: cumulative non-decreasing buckets ending in `+Inf` = count, and a sum; returns the count. */
function expectConsistentHistogram(series: HistogramSeries): number {
  expect(series.buckets.at(-1)?.[0]).toBe("+Inf")
  const bounds = series.buckets.slice(0, -1).map(([le]) => Number(le))
  expect(
    [...bounds].sort((a, b) => a - b),
    "bounds ascending"
  ).toEqual(bounds)
  const cumulative = series.buckets.map(([, count]) => count)
  expect(
    [...cumulative].sort((a, b) => a - b),
    "cumulative buckets"
  ).toEqual(cumulative)
  expect(cumulative.at(-1)).toBe(series.count)
  expect(series.sum).toBeGreaterThanOrEqual(0)
  return series.count
}

/** The histogram series of `name` with these labels (fails the test when absent). */
function histogramSeries(scrape: Scrape, name: string, labels: Record<string, string>): HistogramSeries {
  const found = histogram(scrape, name).find((series) =>
    Object.entries(labels).every(([key, value]) => series.labels[key] === value)
  )
  if (found === undefined) throw new Error(`${name} has no series ${JSON.stringify(labels)}`)
  return found
}

/** The transfer of zk:ETH:256 (wallet 1) to zk:ETH:257 at `nonce`. */
function transfer(nonce: bigint): TxSpec {
  return { fromAccountIndex: "zk:ETH:256", toAccountIndex: "zk:ETH:257", tokenId: 0, amount: 1000n, fee: 0, nonce }
}

/** The requests counted exactly by both storages' suites, and the series they must produce (nothing else). */
const EXPECTED_REQUESTS = {
  "GET /tokens/:id 200": 3,
  "GET /tokens/:id 404": 2,
  "GET /earlier/tokens/:id 200": 1,
  "GET unmatched 404": 1,
  "POST /transactions-pool 400": 1,
  "POST /transactions-pool 200": 1
}

/** Sends the known sequence: 3× GET /tokens/0, 2× GET /tokens/99, 1× GET /earlier/tokens/0, an unknown path, a rejected and an accepted POST. */
async function knownSequence(node: ReturnType<typeof startNode>): Promise<void> {
  for (let i = 0; i < 3; i++) expect((await node.get("/tokens/0")).status).toBe(200)
  for (let i = 0; i < 2; i++) expect((await node.get("/tokens/99")).status).toBe(404)
  expect((await node.get("/earlier/tokens/0")).status).toBe(200)
  expect((await node.get("/no/such/route/0x1234")).status).toBe(404)
  const rejected = await node.post(
    "/transactions-pool",
    bodyWithSignature(transfer(1n), signatureOf(transfer(0n), walletSigner(1)))
  )
  expectError(rejected, 400, "ErrInvalidSignature", 11)
  expect((await node.post("/transactions-pool", signedBody(transfer(0n)))).status).toBe(200)
}

/**
 * Resolves once no storage operation has been in flight for `quietMs` (read from the process registry, not through a
 * request), or after `timeoutMs`. The event hub reads the log the accepted POST appended on its own, a moment after that
 * POST was answered, and the scrape (a GET, taking the storage's batch floor first, read anew after that POST's commit)
 * gives it the time to begin: the scrape waits until storage is idle, so a leaked operation, one that never ends, is
 * still what it would see.
 */
async function storageSettled(quietMs = 200, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let idleSince = Date.now()
  while (Date.now() < deadline) {
    const gauge = (await processRegistry.getMetricsAsJSON()).find(
      (metric) => metric.name === "storage_operations_in_flight"
    )
    const idle = gauge === undefined || gauge.values.every((sample) => sample.value === 0)
    if (!idle) idleSince = Date.now()
    else if (Date.now() - idleSince >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

const STORAGES = [
  { name: "memory", storage: memoryStorage, sql: false },
  { name: "the embedded PostgreSQL", storage: embeddedStorage, sql: true }
] as const

for (const { name, sql, storage } of STORAGES) {
  describe(`GET /metrics on ${name}, after a known sequence of requests`, () => {
    const node = startNode(storage)
    let scrape: Scrape
    // What the process's registry (one per process, shared by the applications of this file) held before the sequence.
    let before: Snapshot = []
    beforeAll(async () => {
      before = await snapshot()
      await knownSequence(node)
      await storageSettled()
      scrape = parse(await node.get("/metrics"))
    }, 60_000)
    afterAll(() => node.dispose())

    it("http_requests_total counts each (method, route template, status) exactly, and nothing else", () => {
      expect(requestsSince(scrape, before)).toEqual(EXPECTED_REQUESTS)
      const routes = family(scrape, "http_requests_total", "COUNTER").metrics.map((series) => labelsOf(series)["route"])
      expect(
        routes.some((route) => route?.includes("0x1234") || route?.includes("/99")),
        "never a raw URL"
      ).toBe(false)
    })

    it("http_request_duration_seconds has one consistent histogram per series, counting the same requests", () => {
      for (const [key, count] of Object.entries(EXPECTED_REQUESTS)) {
        const [method = "", route = "", status = ""] = key.split(" ")
        const series = histogramSeries(scrape, "http_request_duration_seconds", { method, route, status })
        const earlier = valueBefore(before, "http_request_duration_seconds_count", { method, route, status })
        expect(expectConsistentHistogram(series) - earlier, key).toBe(count)
      }
    })

    it("pool submissions are counted by outcome: one accepted, one ErrInvalidSignature", () => {
      const counted = valuesBy(family(scrape, "pool_transaction_submissions_total", "COUNTER"), "outcome")
      const earlier = (outcome: string) => valueBefore(before, "pool_transaction_submissions_total", { outcome })
      expect({
        accepted: (counted["accepted"] ?? 0) - earlier("accepted"),
        ErrInvalidSignature: (counted["ErrInvalidSignature"] ?? 0) - earlier("ErrInvalidSignature")
      }).toEqual({ accepted: 1, ErrInvalidSignature: 1 })
    })

    it("signature checks are timed: two BabyJubJub checks (the rejected and the accepted POST)", () => {
      const series = histogramSeries(scrape, "signature_verification_duration_seconds", { scheme: "babyjubjub" })
      const earlier = valueBefore(before, "signature_verification_duration_seconds_count", { scheme: "babyjubjub" })
      expect(expectConsistentHistogram(series) - earlier).toBe(2)
      expect(Number(series.sum)).toBeGreaterThan(0)
    })

    if (sql) {
      it("storage operations are timed by kind, none is left in flight, and the pool size is reported", () => {
        const reads = expectConsistentHistogram(
          histogramSeries(scrape, "storage_operation_duration_seconds", { kind: "read" })
        )
        expect(reads, "the token reads and the pool's reads").toBeGreaterThanOrEqual(6)
        const writes = expectConsistentHistogram(
          histogramSeries(scrape, "storage_operation_duration_seconds", { kind: "write" })
        )
        const earlierWrites = valueBefore(before, "storage_operation_duration_seconds_count", { kind: "write" })
        expect(writes - earlierWrites, "one write per ledger call of the seed").toBe(SEED_LEDGER_CALLS)
        for (const value of Object.values(valuesBy(family(scrape, "storage_operations_in_flight", "GAUGE"), "kind"))) {
          expect(value).toBe(0)
        }
        expect(
          Number(family(scrape, "storage_pool_max_connections", "GAUGE").metrics[0]?.value),
          "PGlite's pool of one"
        ).toBe(1)
      })
    } else {
      it("the memory adapter records no storage metrics", () => {
        expect(scrape.families.has("storage_operation_duration_seconds")).toBe(false)
      })
    }

    it("the default process metrics are present, the event-loop lag included", () => {
      for (const name of [
        "process_cpu_user_seconds_total",
        "process_resident_memory_bytes",
        "nodejs_heap_size_used_bytes",
        "nodejs_eventloop_lag_seconds",
        "nodejs_eventloop_lag_p99_seconds"
      ]) {
        expect(scrape.families.has(name), name).toBe(true)
      }
      expect(Number(family(scrape, "process_resident_memory_bytes", "GAUGE").metrics[0]?.value)).toBeGreaterThan(0)
    })

    it("the scrape itself is counted by the next one, under /metrics; /earlier/metrics serves the same application", async () => {
      const next = requestsSince(parse(await node.get("/earlier/metrics")), before)
      expect(next["GET /metrics 200"]).toBe(1)
      expect(next["GET /tokens/:id 200"]).toBe(3)
      expect(requestsSince(parse(await node.get("/metrics")), before)["GET /earlier/metrics 200"]).toBe(1)
    })
  })
}

describe("GET /metrics: applications, switches and clients", () => {
  it("two applications in one process count into its one registry: either's /metrics shows both's requests", async () => {
    const a = startNode(memoryStorage)
    const b = startNode(memoryStorage)
    try {
      const before = await snapshot()
      await a.get("/tokens/0")
      await a.get("/tokens/0")
      await b.get("/tokens/0")
      expect(requestsSince(parse(await a.get("/metrics")), before)).toEqual({ "GET /tokens/:id 200": 3 })
      expect(requestsSince(parse(await b.get("/metrics")), before)).toEqual({
        "GET /tokens/:id 200": 3,
        "GET /metrics 200": 1
      })
    } finally {
      await a.dispose()
      await b.dispose()
    }
  })

  it("metrics off (METRICS=off): /metrics is 404 ErrRouteNotFound with the error shape, under every base path", async () => {
    const node = startNode(memoryStorage, { edge: { metrics: false } })
    try {
      expect((await node.get("/tokens/0")).status).toBe(200)
      expectError(await node.get("/metrics"), 404, "ErrRouteNotFound", 26)
      expectError(await node.get("/earlier/metrics"), 404, "ErrRouteNotFound", 26)
    } finally {
      await node.dispose()
    }
  })

  it("the typed client of either revision reads the text, which parses", async () => {
    const web = webHandler(FixtureStorage, { earlierBasePath: "/earlier" })
    try {
      const before = await snapshot()
      const later = makePromiseClient({ baseUrl: "http://localhost", revision: "later", fetch: (r) => web.handler(r) })
      await later.call((client) => client.rollupStatus.getToken({ params: { id: ETH } }))
      const text = await later.call((client) => client.operations.getMetrics())
      const counts = requestsSince(
        { text, families: new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f])) },
        before
      )
      expect(counts["GET /tokens/:id 200"]).toBe(1)
      const earlier = makePromiseClient({
        baseUrl: "http://localhost/earlier",
        revision: "earlier",
        fetch: (r) => web.handler(r)
      })
      expect(await earlier.call((client) => client.operations.getMetrics())).toContain(
        "# TYPE http_requests_total counter"
      )
    } finally {
      await web.dispose()
    }
  })
})

/** The parts of an OpenAPI document these tests read. */
const Document = Schema.Struct({
  tags: Schema.Array(Schema.Struct({ name: Schema.String })),
  paths: Schema.Record(Schema.String, Schema.Struct({ get: Schema.optionalKey(Schema.Unknown) }))
})

describe("GET /metrics in the OpenAPI documents", () => {
  const web = webHandler(FixtureStorage, { earlierBasePath: "/earlier" })
  afterAll(() => web.dispose())

  for (const base of ["", "/earlier"]) {
    it(`${base === "" ? "later" : "earlier"} revision: under the Operations tag, 200 in the Prometheus text format`, async () => {
      const response = await send((request) => web.handler(request), `${base}/openapi.json`)
      const document = Schema.decodeUnknownSync(Document)(response.body)
      expect(document.tags.map((tag) => tag.name)).toContain("Operations")
      const operation = record(document.paths["/metrics"]?.get)
      expect(operation["tags"]).toEqual(["Operations"])
      const ok = record(record(operation["responses"])["200"])
      expect(Object.keys(record(ok["content"]))).toEqual([PROMETHEUS_CONTENT_TYPE])
    })
  }
})
