/** `GET /transactions-history/export` on memory, embedded PostgreSQL and (with DATABASE_URL) a server: NDJSON and CSV
 * equal the paged list; `afterItem`, `upToBatch`, filters, compression, 400s, an early end on a storage failure. */
import { Effect, Layer, Redacted, Stream } from "effect"
import { promisify } from "node:util"
import { brotliDecompress, gunzip } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { PoseidonCrypto } from "../../../adapters/crypto/mod.ts"
import { exportHistory, makeClient } from "../../../adapters/http/client/client.ts"
import { CSV_HEADER } from "../../../adapters/http/server/export_body.ts"
import { memoryStorage } from "../memory/memory_storage.ts"
import * as SqlStorage from "../../../adapters/sql/sql_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { HISTORY_CSV_COLUMNS } from "../../../core/domain/history_csv.ts"
import { Unavailable } from "../../../core/errors.ts"
import { HistoryStore } from "../../../core/ports/history_store.ts"
import type { PoseidonHasher } from "../../../core/ports/poseidon_hasher.ts"
import type { StoragePorts } from "../../../core/ports/storage_ports.ts"
import { DATABASE_URL, freshEmbedded, freshServerDatabase } from "../sql/test_databases.ts"
import { expectError } from "./expect_error.ts"
import { FixtureSettings } from "./fixture.ts"
import { itemsOf, numberOf, record, send, type WebHandler } from "./web_client.ts"

/** A served devnet. */
interface Served {
  readonly name: string
  readonly handler: WebHandler
  readonly dispose: () => Promise<void>
}

/** The devnet on `ports`, its later revision at `/`. */
function served(name: string, ports: Layer.Layer<StoragePorts, unknown, PoseidonHasher>): Served {
  const storage = Layer.mergeAll(
    Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 10, 1)) }))).pipe(
      Layer.provideMerge(ports.pipe(Layer.provide(PoseidonCrypto.layer)))
    ),
    SystemClock.layer,
    FixtureSettings
  )
  const web = webHandler(storage, { laterBasePath: "/" })
  return { name, handler: (request) => web.handler(request), dispose: () => web.dispose() }
}

const storages: Array<Served> = []

beforeAll(async () => {
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
}, 180_000)

afterAll(async () => {
  for (const storage of storages) await storage.dispose()
})

/** The complete lines of a body (each ended by `terminator`); fails when the body does not end with one. */
function linesOf(text: string, terminator = "\n"): Array<string> {
  const lines = text.split(terminator)
  expect(lines.pop(), "the body ends with a line terminator").toBe("")
  return lines
}

/** Every item of the list at `query`, walked page by page with the largest page, each as the JSON text the page writes. */
async function pagedWalk(handler: WebHandler, query: string): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = []
  let from: number | undefined
  for (;;) {
    const cursor = from === undefined ? "" : `&fromItem=${from}`
    const response = await send(handler, `/transactions-history?limit=2049${query}${cursor}`)
    expect(response.status, response.text).toBe(200)
    const page = itemsOf(response.body, "transactions")
    items.push(...page)
    if (numberOf(record(response.body)["pendingItems"]) === 0 || page.length === 0) return items
    from = numberOf(page[page.length - 1]!["itemId"]) + 1
  }
}

/** The NDJSON export at `query`, as parsed lines, with its window header. */
async function exported(handler: WebHandler, query: string) {
  const response = await send(handler, `/transactions-history/export?format=ndjson${query}`)
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe("application/x-ndjson")
  const lines = linesOf(response.text)
  return {
    lines,
    items: lines.map((line) => record(JSON.parse(line))),
    upToBatch: Number(response.headers.get("x-export-up-to-batch"))
  }
}

describe("GET /transactions-history/export", () => {
  it("as NDJSON equals the paged walk item for item, each line the single lookup's body", async () => {
    for (const { name, handler } of storages) {
      const walk = await pagedWalk(handler, "")
      const { lines, items, upToBatch } = await exported(handler, "")
      expect(walk.length, name).toBeGreaterThan(400)
      expect(items, name).toEqual(walk)
      expect(upToBatch, `${name}: the last batch`).toBe(Math.max(...walk.map((item) => numberOf(item["batchNum"]))))
      for (const index of [0, 1, 137, lines.length - 1]) {
        const single = await send(handler, `/transactions-history/${String(items[index]!["id"])}`)
        expect(lines[index], `${name}: line ${index}`).toBe(single.text)
      }
    }
  }, 120_000)

  it("as CSV writes the header row, then the same items' fields, row for row", async () => {
    for (const { name, handler } of storages) {
      const walk = await pagedWalk(handler, "")
      const response = await send(handler, "/transactions-history/export?format=csv")
      expect(response.status, response.text).toBe(200)
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present")
      const [header, ...rows] = linesOf(response.text, "\r\n")
      expect(`${header}\r\n`).toBe(CSV_HEADER)
      expect(header!.split(",")).toEqual(HISTORY_CSV_COLUMNS.map(([column]) => column))
      expect(rows.length, name).toBe(walk.length)
      rows.forEach((row, i) => {
        const fields = row.split(",")
        const item = walk[i]!
        const token = record(item["token"])
        expect(fields.length).toBe(HISTORY_CSV_COLUMNS.length)
        const byName = Object.fromEntries(HISTORY_CSV_COLUMNS.map(([column], c) => [column, fields[c]]))
        expect(byName["itemId"]).toBe(String(item["itemId"]))
        expect(byName["id"]).toBe(item["id"])
        expect(byName["amount"]).toBe(item["amount"])
        expect(byName["timestamp"]).toBe(item["timestamp"])
        expect(byName["tokenSymbol"]).toBe(token["symbol"])
        expect(byName["fromAccountIndex"]).toBe(item["fromAccountIndex"] ?? "")
        expect(byName["nonce"]).toBe(item["L2Info"] === null ? "" : String(record(item["L2Info"])["nonce"]))
        expect(byName["userOrigin"]).toBe(item["L1Info"] === null ? "" : String(record(item["L1Info"])["userOrigin"]))
      })
    }
  }, 120_000)

  it("resumes after a cut: afterItem (the last complete line's itemId) gives the rest; upToBatch bounds the window", async () => {
    for (const { name, handler } of storages) {
      const whole = await exported(handler, "")
      const cut = 211
      const afterItem = numberOf(whole.items[cut - 1]!["itemId"])
      const rest = await exported(handler, `&afterItem=${afterItem}&upToBatch=${whole.upToBatch}`)
      expect(rest.lines, name).toEqual(whole.lines.slice(cut))
      const window = await exported(handler, "&upToBatch=10")
      expect(window.upToBatch).toBe(10)
      expect(window.items, name).toEqual(whole.items.filter((item) => numberOf(item["batchNum"]) <= 10))
      const beyond = await exported(handler, "&upToBatch=99999")
      expect(beyond.upToBatch, `${name}: at most the last batch`).toBe(whole.upToBatch)
      expect((await exported(handler, `&afterItem=${numberOf(whole.items.at(-1)!["itemId"])}`)).lines).toEqual([])
    }
  }, 120_000)

  it("filters as GET /transactions-history does", async () => {
    for (const { name, handler } of storages) {
      const all = await pagedWalk(handler, "")
      const sample = all[all.length - 5]!
      const account = String(sample["toAccountIndex"])
      const address = String(
        sample["toZkEthereumAddress"] ??
          all.find((item) => item["toZkEthereumAddress"] !== null)!["toZkEthereumAddress"]
      )
      const queries = [
        "&tokenId=0",
        "&type=Transfer",
        "&batchNum=7",
        `&accountIndex=${account}`,
        `&zkEthereumAddress=${address}`,
        `&zkEthereumAddress=${address}&type=Transfer`,
        "&tokenId=1&type=Deposit",
        `&accountIndex=${account}&batchNum=${String(sample["batchNum"])}`
      ]
      for (const query of queries) {
        const expected = await pagedWalk(handler, query)
        const { items } = await exported(handler, query)
        expect(items, `${name} ${query}`).toEqual(expected)
      }
    }
  }, 120_000)

  it("is compressed when asked, gzip or br, to the same bytes", async () => {
    for (const { name, handler } of storages) {
      const plain = await (await handler(new Request("http://localhost/transactions-history/export"))).arrayBuffer()
      for (const [coding, decompress] of [
        ["gzip", promisify(gunzip)],
        ["br", promisify(brotliDecompress)]
      ] as const) {
        const response = await handler(
          new Request("http://localhost/transactions-history/export", { headers: { "accept-encoding": coding } })
        )
        expect(response.status).toBe(200)
        expect(response.headers.get("content-encoding"), `${name} ${coding}`).toBe(coding)
        expect(response.headers.get("vary")).toContain("Accept-Encoding")
        const bytes = Buffer.from(await response.arrayBuffer())
        expect(bytes.byteLength).toBeLessThan(plain.byteLength / 3)
        expect(Buffer.from(await decompress(bytes)).equals(Buffer.from(plain)), `${name} ${coding}`).toBe(true)
      }
    }
  }, 120_000)

  it("answers the list's 400s before any byte, and HEAD with the head alone", async () => {
    const handler = storages[0]!.handler
    const listed = await send(
      handler,
      "/transactions-history?zkEthereumAddress=zk:0x0000000000000000000000000000000000000001&accountIndex=zk:ETH:256"
    )
    const exportedRejection = await send(
      handler,
      "/transactions-history/export?zkEthereumAddress=zk:0x0000000000000000000000000000000000000001&accountIndex=zk:ETH:256"
    )
    expect(exportedRejection.status).toBe(400)
    expect(exportedRejection.text).toBe(listed.text)
    expectError(await send(handler, "/transactions-history/export?format=xml"), 400, "ErrParamValidationFailed", 1)
    expectError(await send(handler, "/transactions-history/export?afterItem=-1"), 400, "ErrParamValidationFailed", 1)
    expectError(await send(handler, "/transactions-history/export?limit=20"), 400, "ErrParamValidationFailed", 1)
    expectError(
      await send(handler, "/transactions-history/export?accountIndex=zk:DAI:256"),
      400,
      "ErrParamValidationFailed",
      1
    )
    const head = await handler(
      new Request("http://localhost/transactions-history/export?format=csv", { method: "HEAD" })
    )
    expect(head.status).toBe(200)
    expect(head.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present")
    expect(Number(head.headers.get("x-export-up-to-batch"))).toBeGreaterThan(0)
    expect(await head.text()).toBe("")
  })

  it("the typed client's exportHistory streams the items, and resumes a cut body after its last complete line", async () => {
    const { handler } = storages[0]!
    const expected = (await exported(handler, "")).items
    let cuts = 0
    // The first answer's body breaks off after 100 KB, mid-line.
    const cutting = async (request: Request): Promise<Response> => {
      const response = await handler(request)
      if (cuts > 0 || response.body === null) return response
      cuts++
      let sent = 0
      const reader = response.body.getReader()
      const body = new ReadableStream<Uint8Array>({
        pull: async (controller) => {
          const { done, value } = await reader.read()
          if (done) return controller.close()
          if (sent + value.byteLength > 100_000) {
            controller.enqueue(value.subarray(0, 100_000 - sent))
            await reader.cancel()
            return controller.error(new Error("connection reset"))
          }
          sent += value.byteLength
          controller.enqueue(value)
        }
      })
      return new Response(body, { status: response.status, headers: response.headers })
    }
    const client = await Effect.runPromise(
      makeClient({ baseUrl: "http://localhost", revision: "later", fetch: cutting })
    )
    const items = await Effect.runPromise(Stream.runCollect(exportHistory(client)))
    expect(cuts).toBe(1)
    expect(items.map((item) => item.itemId)).toEqual(expected.map((item) => numberOf(item["itemId"])))
    const filtered = await Effect.runPromise(
      Stream.runCollect(exportHistory(client, { type: "Transfer", upToBatch: 10 as never }))
    )
    expect(filtered.every((item) => item.type === "Transfer" && (item.batchNum ?? 99) <= 10)).toBe(true)
  })

  it("ends the body early when the storage fails after the head was sent (no error status, no crash)", async () => {
    const failing = Layer.effect(
      HistoryStore,
      Effect.map(Effect.service(HistoryStore), (store) =>
        HistoryStore.of({ ...store, listAfter: () => Effect.die(new Unavailable({ message: "database unreachable" })) })
      )
    )
    const broken = served("memory, failing walks", failing.pipe(Layer.provideMerge(memoryStorage)))
    try {
      const response = await broken.handler(new Request("http://localhost/transactions-history/export?format=csv"))
      expect(response.status).toBe(200)
      await expect(response.text()).rejects.toThrow()
      const after = await send(broken.handler, "/transactions-history?limit=1")
      expect(after.status, "the node still serves").toBe(200)
    } finally {
      await broken.dispose()
    }
  })
})
