/** Bulk lookups (`?ids=`, `?accountIndexes=`) of history, accounts and pool: the single lookups' bodies byte for byte,
 * in order, misses under `notFound`; limits, repeats and stray parameters are 400s; absent in the earlier revision. */
import { Effect, Layer } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as TypedClient from "../../../adapters/http/client/client.ts"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { MAX_BULK_LOOKUP } from "../../../core/use_cases/bulk_lookup.ts"
import { expect400 } from "./expect_error.ts"
import { FixtureSettings, FixtureStorage, FORGED_TX_ID, QUEUED_TX_ID } from "./fixture.ts"
import { idOf, signedBody, type TxSpec } from "./signed_transactions.ts"
import { itemsOf, record, send } from "./web_client.ts"
import { startWriteNode, type WriteNode } from "./write_fixture.ts"

const DevnetStorage = Layer.mergeAll(
  Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 10, 1)) }))).pipe(
    Layer.provideMerge(memoryStorage)
  ),
  SystemClock.layer,
  FixtureSettings
)
const web = webHandler(DevnetStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
const get = (path: string) => send((request) => web.handler(request), path)

let pool: WriteNode
beforeAll(async () => {
  pool = await startWriteNode()
})
afterAll(async () => {
  await web.dispose()
  await pool.dispose()
})

/** An id no transaction has. */
const UNKNOWN_ID = `0x02${"ab".repeat(32)}`

/** The text of a 200 answer. */
async function okText(path: string, via = get): Promise<string> {
  const response = await via(path)
  expect(response.status, `${path}: ${response.text}`).toBe(200)
  return response.text
}

/** `list` reordered: odd positions first, then even ones reversed. */
function shuffled<A>(list: ReadonlyArray<A>): Array<A> {
  return [...list.filter((_, i) => i % 2 === 1), ...list.filter((_, i) => i % 2 === 0).reverse()]
}

/** The text a bulk answer must be: the list's key with the items' texts in order, nothing pending, the keys not found. */
function bulkText(key: string, items: ReadonlyArray<string>, notFound: ReadonlyArray<string>): string {
  return `{${JSON.stringify(key)}:[${items.join(",")}],"pendingItems":0,"notFound":${JSON.stringify(notFound)}}`
}

describe("GET /transactions-history?ids=", () => {
  it("answers each id's GET /transactions-history/{id} body byte for byte, in the order given, the unknown ones under notFound", async () => {
    const history = itemsOf(record(JSON.parse(await okText("/transactions-history?limit=2049"))), "transactions")
    expect(history.length).toBeGreaterThanOrEqual(MAX_BULK_LOOKUP)
    const ids = shuffled(history.slice(0, MAX_BULK_LOOKUP - 1).map((tx) => String(tx["id"])))
    const asked = [...ids.slice(0, 10), UNKNOWN_ID, ...ids.slice(10)]
    expect(asked.length).toBe(MAX_BULK_LOOKUP)
    const singles = await Promise.all(ids.map((id) => okText(`/transactions-history/${id}`)))
    const text = await okText(`/transactions-history?ids=${asked.join(",")}`)
    expect(text).toBe(bulkText("transactions", singles, [UNKNOWN_ID]))
    expect(
      await okText(`/transactions-history?ids=${asked.join(",").toUpperCase().replaceAll("0X", "0x")}`),
      "ids in any case"
    ).toBe(text)
    expect(await okText(`/transactions-history?ids=${UNKNOWN_ID}`)).toBe(bulkText("transactions", [], [UNKNOWN_ID]))
  })

  it("a paged list has no notFound", async () => {
    expect(Object.keys(record(JSON.parse(await okText("/transactions-history?limit=2"))))).toEqual([
      "transactions",
      "pendingItems"
    ])
  })
})

describe("GET /accounts?accountIndexes=", () => {
  it("answers each index's GET /accounts/{accountIndex} body byte for byte, in the order given, the unknown ones under notFound", async () => {
    const accounts = itemsOf(record(JSON.parse(await okText("/accounts?limit=2049"))), "accounts")
    const indexes = shuffled(accounts.slice(0, MAX_BULK_LOOKUP - 2).map((account) => String(account["accountIndex"])))
    const asked = ["zk:ETH:999999", ...indexes, "zk:HEZ:999998"]
    const singles = await Promise.all(indexes.map((index) => okText(`/accounts/${index}`)))
    expect(await okText(`/accounts?accountIndexes=${asked.join(",")}`)).toBe(
      bulkText("accounts", singles, ["zk:ETH:999999", "zk:HEZ:999998"])
    )
  })

  it("an index naming another token's symbol is a 400 naming it, as GET /accounts/{accountIndex} answers it", async () => {
    const [first] = itemsOf(record(JSON.parse(await okText("/accounts?limit=1"))), "accounts")
    const [, symbol, idx] = String(first?.["accountIndex"]).split(":")
    const wrong = `zk:${symbol === "ETH" ? "HEZ" : "ETH"}:${idx}`
    expect((await get(`/accounts/${wrong}`)).status).toBe(400)
    expect400(
      await get(`/accounts?accountIndexes=zk:ETH:999999,${wrong}`),
      "ErrParamValidationFailed",
      1,
      `"accountIndexes"`,
      wrong
    )
  })
})

describe("GET /transactions-pool?ids=", () => {
  const transfer = (nonce: bigint): TxSpec => ({
    fromAccountIndex: "zk:ETH:256",
    toAccountIndex: "zk:ETH:257",
    tokenId: 0,
    amount: 1000n,
    fee: 0,
    nonce
  })

  it("answers each id as the pool list writes it: GET /transactions-pool/{id}'s body with its itemId first, in the order given", async () => {
    const specs = [transfer(3n), transfer(4n), transfer(5n), transfer(6n)]
    for (const spec of specs) expect((await pool.post("/transactions-pool", signedBody(spec))).status).toBe(200)
    const listed = itemsOf(
      record(JSON.parse(await okText("/transactions-pool?limit=20", pool.request))),
      "transactions"
    )
    const ids = [idOf(specs[2]!), idOf(specs[0]!), UNKNOWN_ID, idOf(specs[3]!), idOf(specs[1]!)]
    const found = ids.filter((id) => id !== UNKNOWN_ID)
    const items = await Promise.all(
      found.map(async (id) => {
        const itemId = listed.find((tx) => tx["id"] === id)?.["itemId"]
        expect(typeof itemId).toBe("number")
        return `{"itemId":${String(itemId)},${(await okText(`/transactions-pool/${id}`, pool.request)).slice(1)}`
      })
    )
    expect(await okText(`/transactions-pool?ids=${ids.join(",")}`, pool.request)).toBe(
      bulkText("transactions", items, [UNKNOWN_ID])
    )
  })

  it("bad input is a 400 as on the history", async () => {
    expect400(
      await pool.request(`/transactions-pool?ids=${UNKNOWN_ID}&state=pend`),
      "ErrParamValidationFailed",
      1,
      `"ids" is incompatible with "state"`
    )
    expect400(
      await pool.request(`/transactions-pool?ids=${UNKNOWN_ID},${UNKNOWN_ID}`),
      "ErrParamValidationFailed",
      1,
      `"ids" element 2`
    )
  })
})

describe("limits and bad input", () => {
  const id = (n: number) => `0x02${n.toString(16).padStart(64, "0")}`
  const many = (n: number) => Array.from({ length: n }, (_, i) => id(i)).join(",")

  it(`at most ${MAX_BULK_LOOKUP} keys`, async () => {
    expect(
      record(JSON.parse(await okText(`/transactions-history?ids=${many(MAX_BULK_LOOKUP)}`)))["notFound"]
    ).toHaveLength(MAX_BULK_LOOKUP)
    expect400(
      await get(`/transactions-history?ids=${many(MAX_BULK_LOOKUP + 1)}`),
      "ErrParamValidationFailed",
      1,
      `"ids"`,
      String(MAX_BULK_LOOKUP)
    )
    const indexes = Array.from({ length: MAX_BULK_LOOKUP + 1 }, (_, i) => `zk:ETH:${1000 + i}`).join(",")
    expect400(
      await get(`/accounts?accountIndexes=${indexes}`),
      "ErrParamValidationFailed",
      1,
      `"accountIndexes"`,
      String(MAX_BULK_LOOKUP)
    )
  })

  it.each([
    ["a malformed id", `/transactions-history?ids=${id(1)},0x12`, `"ids" (element 2)`],
    ["an empty element", `/transactions-history?ids=${id(1)},,${id(2)}`, `"ids"`],
    ["an empty list", "/transactions-history?ids=", `"ids"`],
    [
      "a repeated id",
      `/transactions-history?ids=${id(1)},${id(2)},${id(1)}`,
      `"ids" element 3 (${id(1)}) repeats element 1`
    ],
    [
      "a repeated id in another case",
      `/transactions-history?ids=${id(10)},${id(10).toUpperCase().replace("0X", "0x")}`,
      `"ids" element 2`
    ],
    ["ids with a filter", `/transactions-history?ids=${id(1)}&tokenId=0`, `"ids" is incompatible with "tokenId"`],
    ["ids with limit", `/transactions-history?ids=${id(1)}&limit=5`, `"ids" is incompatible with "limit"`],
    ["ids with order", `/transactions-history?ids=${id(1)}&order=ASC`, `"ids" is incompatible with "order"`],
    ["ids with fromItem", `/transactions-history?ids=${id(1)}&fromItem=3`, `"ids" is incompatible with "fromItem"`],
    ["ids given twice", `/transactions-history?ids=${id(1)}&ids=${id(2)}`, `"ids" must be given at most once`],
    ["a malformed account index", "/accounts?accountIndexes=zk:ETH:256,256", `"accountIndexes" (element 2)`],
    [
      "one account under two symbols",
      "/accounts?accountIndexes=zk:ETH:256,zk:HEZ:256",
      `"accountIndexes" element 2 (zk:HEZ:256) repeats element 1`
    ],
    [
      "accountIndexes with a filter",
      "/accounts?accountIndexes=zk:ETH:256&tokenIds=0",
      `"accountIndexes" is incompatible with "tokenIds"`
    ],
    [
      "accountIndexes with limit",
      "/accounts?accountIndexes=zk:ETH:256&limit=1",
      `"accountIndexes" is incompatible with "limit"`
    ]
  ])("%s is a 400 naming it", async (_, path, fragment) => {
    expect400(await get(path), "ErrParamValidationFailed", 1, fragment)
  })

  it("the earlier revision has no bulk lookup: an unknown parameter", async () => {
    expect400(
      await get(`/earlier/transactions-history?ids=${id(1)}`),
      "ErrParamValidationFailed",
      1,
      `unknown query parameter "ids"`
    )
    expect400(
      await get("/earlier/accounts?accountIndexes=zk:ETH:256"),
      "ErrParamValidationFailed",
      1,
      `unknown query parameter "accountIndexes"`
    )
  })
})

describe("the typed client", () => {
  const served = webHandler(FixtureStorage)
  afterAll(() => served.dispose())

  it("decodes a bulk lookup's answer with its notFound", async () => {
    const answer = await Effect.runPromise(
      Effect.gen(function* () {
        const client = yield* TypedClient.makeClient({
          baseUrl: "http://node.test",
          revision: "later",
          fetch: (request) => served.handler(request)
        })
        return yield* client.transaction.listTransactions({ query: { ids: [QUEUED_TX_ID, FORGED_TX_ID] } })
      })
    )
    expect(answer.transactions.map((tx) => [tx.id, tx.batchNum])).toEqual([
      [QUEUED_TX_ID, null],
      [FORGED_TX_ID, 1]
    ])
    expect(answer.pendingItems).toBe(0)
    expect(answer.notFound).toEqual([])
  })
})
