/** Every later-revision endpoint over raw requests on the fixture: a good request per endpoint with its body shape,
 * every 400 rule, 404s, 405s, and the `{message, code, type}` shape on every error. */
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { FixtureStorage, FORGED_TX_ID, OWNER_A_WIRE, QUEUED_TX_ID } from "./fixture.ts"
import { isErrorBody, itemsOf, record, send, type TestResponse } from "./web_client.ts"

const web = webHandler(FixtureStorage)
afterAll(() => web.dispose())
const get = (path: string, init?: RequestInit) => send((request) => web.handler(request), path, init)

/** Asserts an error response with this status and type; returns its message. */
function expectError(response: TestResponse, status: number, type: string): string {
  expect(response.status, response.text).toBe(status)
  expect(response.headers.get("content-type")).toMatch(/^application\/json/)
  const body = response.body
  if (!isErrorBody(body)) throw new Error(`not an error body: ${response.text}`)
  expect(body.type).toBe(type)
  return body.message
}

/** Asserts a 400 ErrParamValidationFailed; returns its message. */
async function expect400(path: string): Promise<string> {
  const message = expectError(await get(path), 400, "ErrParamValidationFailed")
  expect((await get(path)).body).toMatchObject({ code: 1 })
  return message
}

/** The body of a 200 response. */
async function ok(path: string): Promise<Record<string, unknown>> {
  const response = await get(path)
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe("application/json")
  return record(response.body)
}

const LIST_ENDPOINTS = [
  ["/accounts", "accounts"],
  ["/exits", "exits"],
  ["/transactions-history", "transactions"],
  ["/batches", "batches"],
  ["/slots", "slots"],
  ["/bids?slotNum=3", "bids"],
  ["/tokens", "tokens"],
  ["/coordinators", "coordinators"]
] as const

const ITEM_ENDPOINTS = [
  "/accounts/zk:ETH:256",
  "/exits/2/zk:ETH:256",
  `/transactions-history/${FORGED_TX_ID}`,
  "/batches/2",
  "/full-batches/2",
  "/slots/3",
  "/state",
  "/config",
  "/tokens/0",
  "/coordinators/0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3"
] as const

describe("good requests", () => {
  it.each(LIST_ENDPOINTS)("GET %s lists under %s with pendingItems", async (path, key) => {
    const body = await ok(path)
    expect(Object.keys(body).sort()).toEqual([key, "pendingItems"].sort())
    expect(itemsOf(body, key).length).toBeGreaterThan(0)
    expect(body["pendingItems"]).toBe(0)
  })

  it.each(ITEM_ENDPOINTS)("GET %s answers 200", async (path) => {
    const body = await ok(path)
    expect(typeof body).toBe("object")
  })

  it("paginates with fromItem, order and limit; pendingItems counts what is left", async () => {
    const first = await ok("/transactions-history?limit=2")
    expect(itemsOf(first, "transactions").map((tx) => tx["itemId"])).toEqual([4, 5])
    expect(first["pendingItems"]).toBe(4)
    const next = await ok("/transactions-history?limit=2&fromItem=6")
    expect(itemsOf(next, "transactions").map((tx) => tx["itemId"])).toEqual([6, 7])
    expect(next["pendingItems"]).toBe(2)
    const desc = await ok("/transactions-history?order=DESC&limit=3")
    expect(itemsOf(desc, "transactions").map((tx) => tx["itemId"])).toEqual([9, 8, 7])
    expect(desc["pendingItems"]).toBe(3)
    const empty = await ok("/transactions-history?fromItem=1000")
    expect(empty).toEqual({ transactions: [], pendingItems: 0 })
  })

  it("filters: accounts by address, key and token ids; exits pending withdrawal; history by type; coordinators by address", async () => {
    const byAddress = await ok(`/accounts?zkEthereumAddress=${OWNER_A_WIRE.zkEthereumAddress.toLowerCase()}`)
    expect(itemsOf(byAddress, "accounts").map((a) => a["accountIndex"])).toEqual(["zk:ETH:256", "zk:HEZ:258"])
    const byKey = await ok(`/accounts?BJJ=${OWNER_A_WIRE.bjj}&tokenIds=1`)
    expect(itemsOf(byKey, "accounts").map((a) => a["accountIndex"])).toEqual(["zk:HEZ:258"])
    const pending = await ok("/exits?onlyPendingWithdraws=true")
    expect(itemsOf(pending, "exits").map((e) => e["batchNum"])).toEqual([2])
    const exits = await ok("/transactions-history?type=Exit")
    expect(itemsOf(exits, "transactions").map((tx) => tx["type"])).toEqual(["Exit", "Exit"])
    const tokens = await ok("/tokens?name=hermez")
    expect(itemsOf(tokens, "tokens").map((t) => t["symbol"])).toEqual(["HEZ"])
    const byForger = await ok(
      "/coordinators?forgerAddr=0xD4D4D4D4D4D4D4D4D4D4D4D4D4D4D4D4D4D4D4D4&bidderAddr=0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3"
    )
    expect(itemsOf(byForger, "coordinators").map((c) => c["forgerAddr"])).toEqual([
      "0xd4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4d4"
    ])
    expect(
      itemsOf(await ok("/coordinators?forgerAddr=0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3"), "coordinators")
    ).toEqual([])
  })

  it("serves an unforged L1 transaction by id but never lists it", async () => {
    const queued = await ok(`/transactions-history/${QUEUED_TX_ID}`)
    expect(queued["batchNum"]).toBe(null)
    const all = await ok("/transactions-history?limit=2049")
    expect(itemsOf(all, "transactions").some((tx) => tx["id"] === QUEUED_TX_ID)).toBe(false)
  })

  it("accepts percent-encoded colons and any-case addresses in paths", async () => {
    expect((await ok("/accounts/zk%3AETH%3A256"))["accountIndex"]).toBe("zk:ETH:256")
    expect((await ok("/coordinators/0xC3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3C3"))["bidderAddr"]).toBe(
      "0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3"
    )
  })
})

describe("400: pagination bounds and formats", () => {
  it.each([
    ["limit=0", "limit", "Expected a value between 1 and 2049"],
    ["limit=2050", "limit", "Expected a value between 1 and 2049"],
    ["limit=abc", "limit", "Expected an unsigned integer written with decimal digits"],
    ["limit=1e1", "limit", "Expected an unsigned integer written with decimal digits"],
    ["limit=+5", "limit", "Expected an unsigned integer written with decimal digits"],
    ["limit=", "limit", "Expected an unsigned integer written with decimal digits"],
    ["order=asc", "order", `Expected "ASC" | "DESC"`],
    ["order=RANDOM", "order", `Expected "ASC" | "DESC"`],
    ["fromItem=-1", "fromItem", "Expected an unsigned integer written with decimal digits"],
    ["fromItem=abc", "fromItem", "Expected an unsigned integer written with decimal digits"],
    ["fromItem=1e1", "fromItem", "Expected an unsigned integer written with decimal digits"]
  ])("?%s is rejected on every list endpoint", async (query, name, rule) => {
    for (const [path] of LIST_ENDPOINTS) {
      const separator = path.includes("?") ? "&" : "?"
      expect(await expect400(`${path}${separator}${query}`)).toBe(`query parameter "${name}": ${rule}`)
    }
  })

  it("rejects a repeated parameter", async () => {
    expect(await expect400("/tokens?limit=1&limit=2")).toBe(`query parameter "limit" must be given at most once`)
  })
})

describe("400: unknown query parameters on every endpoint", () => {
  it.each([...LIST_ENDPOINTS.map(([path]) => path), ...ITEM_ENDPOINTS])("GET %s?bogus=1", async (path) => {
    const separator = path.includes("?") ? "&" : "?"
    expect(await expect400(`${path}${separator}bogus=1`)).toBe(`unknown query parameter "bogus"`)
  })

  it("a typo of a filter is not silently ignored", async () => {
    expect(await expect400("/accounts?tokenid=1")).toBe(`unknown query parameter "tokenid"`)
  })
})

describe("400: filter incompatibilities and rules", () => {
  const address = OWNER_A_WIRE.zkEthereumAddress
  const key = OWNER_A_WIRE.bjj
  it.each([
    [`/accounts?zkEthereumAddress=${address}&BJJ=${key}`, `"zkEthereumAddress" is incompatible with "BJJ"`],
    [`/exits?zkEthereumAddress=${address}&BJJ=${key}`, `"zkEthereumAddress" is incompatible with "BJJ"`],
    [
      `/exits?zkEthereumAddress=${address}&accountIndex=zk:ETH:256`,
      `"zkEthereumAddress" is incompatible with "accountIndex"`
    ],
    [`/exits?BJJ=${key}&accountIndex=zk:ETH:256`, `"BJJ" is incompatible with "accountIndex"`],
    [`/exits?accountIndex=zk:ETH:256&tokenId=0`, `"accountIndex" is incompatible with "tokenId"`],
    [`/transactions-history?zkEthereumAddress=${address}&BJJ=${key}`, `"zkEthereumAddress" is incompatible with "BJJ"`],
    [
      `/transactions-history?zkEthereumAddress=${address}&accountIndex=zk:ETH:256`,
      `"zkEthereumAddress" is incompatible with "accountIndex"`
    ],
    [`/transactions-history?BJJ=${key}&accountIndex=zk:ETH:256`, `"BJJ" is incompatible with "accountIndex"`],
    [`/transactions-history?accountIndex=zk:ETH:256&tokenId=0`, `"accountIndex" is incompatible with "tokenId"`],
    ["/bids", `at least one of "slotNum", "bidderAddr" must be provided`],
    ["/bids?limit=5", `at least one of "slotNum", "bidderAddr" must be provided`],
    ["/slots?minSlotNum=5&maxSlotNum=2", `"minSlotNum" (5) must not exceed "maxSlotNum" (2)`],
    ["/exits?accountIndex=zk:HEZ:256", `"accountIndex" zk:HEZ:256 names token HEZ, but account 256 holds ETH`]
  ])("GET %s", async (path, message) => {
    expect(await expect400(path)).toBe(message)
  })
})

describe("400: malformed values", () => {
  it.each([
    ["/accounts?zkEthereumAddress=0xa1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1a1", "zkEthereumAddress"],
    ["/accounts?zkEthereumAddress=zk:0x123", "zkEthereumAddress"],
    ["/accounts?BJJ=zk:EREREREREREREREREREREREREREREREREREREREREREh", "BJJ"],
    ["/accounts?BJJ=zk:short", "BJJ"],
    ["/accounts?tokenIds=1,,2", "tokenIds"],
    ["/accounts?tokenIds=,1", "tokenIds"],
    ["/accounts?tokenIds=1,", "tokenIds"],
    ["/accounts?tokenIds=1,x", "tokenIds"],
    ["/exits?tokenId=4294967296", "tokenId"],
    ["/exits?accountIndex=zk:ETH:x", "accountIndex"],
    ["/exits?accountIndex=ETH:256", "accountIndex"],
    ["/exits?batchNum=-1", "batchNum"],
    ["/exits?onlyPendingWithdraws=yes", "onlyPendingWithdraws"],
    ["/exits?onlyPendingWithdraws=TRUE", "onlyPendingWithdraws"],
    ["/exits?onlyPendingWithdraws=1", "onlyPendingWithdraws"],
    ["/transactions-history?type=Foo", "type"],
    ["/transactions-history?tokenId=abc", "tokenId"],
    ["/batches?minBatchNum=x", "minBatchNum"],
    ["/batches?maxBatchNum=4294967297", "maxBatchNum"],
    ["/batches?slotNum=1.5", "slotNum"],
    ["/batches?forgerAddr=0x12", "forgerAddr"],
    ["/slots?finishedAuction=yes", "finishedAuction"],
    ["/slots?wonByEthereumAddress=zk:0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3", "wonByEthereumAddress"],
    ["/slots?maxSlotNum=1e3", "maxSlotNum"],
    ["/bids?bidderAddr=0xZZ", "bidderAddr"],
    ["/coordinators?forgerAddr=0x12", "forgerAddr"],
    ["/coordinators?bidderAddr=zk:0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3", "bidderAddr"],
    ["/bids?slotNum=-3", "slotNum"],
    ["/tokens?ids=1,,2", "ids"],
    ["/tokens?symbols=,", "symbols"],
    ["/tokens?name=", "name"]
  ])("GET %s names %s", async (path, name) => {
    expect(await expect400(path)).toMatch(new RegExp(`^query parameter "${name}"( \\(element \\d+\\))?: `))
  })

  it("names the element of a comma-separated list", async () => {
    expect(await expect400("/accounts?tokenIds=1,x")).toBe(
      `query parameter "tokenIds" (element 2): Expected an unsigned integer written with decimal digits`
    )
  })

  it.each([
    ["/accounts/zk:ETH:x", "accountIndex"],
    ["/accounts/hez:ETH:256", "accountIndex"],
    ["/accounts/256", "accountIndex"],
    ["/exits/x/zk:ETH:256", "batchNum"],
    ["/exits/-1/zk:ETH:256", "batchNum"],
    ["/exits/2/zk:ETH", "accountIndex"],
    ["/transactions-history/0x12", "id"],
    [`/transactions-history/${"0x" + "g".repeat(66)}`, "id"],
    ["/batches/abc", "batchNum"],
    ["/batches/4294967296", "batchNum"],
    ["/full-batches/1e1", "batchNum"],
    ["/slots/-1", "slotNum"],
    ["/tokens/abc", "id"],
    ["/tokens/4294967296", "id"],
    ["/coordinators/0x12", "bidderAddr"],
    ["/coordinators/zk:0xc3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3c3", "bidderAddr"],
    [`/accounts/zk:ETH:${"1".repeat(200)}`, "accountIndex"]
  ])("GET %s names path parameter %s", async (path, name) => {
    expect(await expect400(path)).toMatch(new RegExp(`^path parameter "${name}": `))
  })

  it("rejects an account index whose symbol is not the account's token", async () => {
    expect(await expect400("/accounts/zk:HEZ:256")).toBe(
      `"accountIndex" zk:HEZ:256 names token HEZ, but account 256 holds ETH`
    )
  })
})

describe("404", () => {
  it.each([
    "/accounts/zk:ETH:999",
    "/exits/1/zk:ETH:256",
    "/exits/2/zk:HEZ:256",
    `/transactions-history/${"0x" + "0".repeat(66)}`,
    "/batches/99",
    "/full-batches/99",
    "/tokens/99",
    "/coordinators/0x0000000000000000000000000000000000000001"
  ])("GET %s is 404 ErrNotFound", async (path) => {
    const message = expectError(await get(path), 404, "ErrNotFound")
    expect(message.length).toBeGreaterThan(0)
    expect((await get(path)).body).toMatchObject({ code: 4 })
  })

  it.each(["/nope", "/accounts/zk:ETH:256/extra", "/transactions-pools", "/api/accounts", "/exits/2"])(
    "GET %s is 404 ErrRouteNotFound",
    async (path) => {
      expect(expectError(await get(path), 404, "ErrRouteNotFound")).toBe("404 page not found")
    }
  )
})

describe("405", () => {
  it.each([
    ["POST", "/accounts"],
    ["DELETE", "/tokens/1"],
    ["PUT", "/state"],
    ["PATCH", "/exits/2/zk:ETH:256"],
    ["PUT", "/config"],
    ["POST", "/openapi.json"]
  ])("%s %s is 405 with Allow: GET, HEAD", async (method, path) => {
    const response = await get(path, { method })
    expect(expectError(response, 405, "ErrMethodNotAllowed")).toBe(`method ${method} not allowed`)
    expect(response.headers.get("allow")).toBe("GET, HEAD")
  })

  it("GET /account-creation-authorization is 405 with Allow: POST", async () => {
    const response = await get("/account-creation-authorization")
    expectError(response, 405, "ErrMethodNotAllowed")
    expect(response.headers.get("allow")).toBe("POST")
  })

  it("PUT /transactions-pool is 405 with Allow: GET, HEAD, POST (the pool list and the submission)", async () => {
    const response = await get("/transactions-pool", { method: "PUT" })
    expectError(response, 405, "ErrMethodNotAllowed")
    expect(response.headers.get("allow")).toBe("GET, HEAD, POST")
  })

  it("a wrong method on an unknown path is 404", async () => {
    expectError(await get("/nope", { method: "DELETE" }), 404, "ErrRouteNotFound")
  })

  it("HEAD of a POST-only path and QUERY are 405 with the path's Allow; a method the router does not know is 404", async () => {
    const head = await get("/account-creation-authorization", { method: "HEAD" })
    expect([head.status, head.headers.get("allow")]).toEqual([405, "POST"])
    const query = await get("/tokens", { method: "QUERY" })
    expect(expectError(query, 405, "ErrMethodNotAllowed")).toBe("method QUERY not allowed")
    expect(query.headers.get("allow")).toBe("GET, HEAD")
    expectError(await get("/tokens", { method: "PROPFIND" }), 404, "ErrRouteNotFound")
  })
})
