/** `GET /accounts/{accountIndex}/balance-history` on the read fixture: one item per batch that changed the account,
 * exact pages, inclusive `asOfBatchNum`, the account's 404/400s, bad parameters; absent in the earlier revision. */
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { expect400, expectError } from "./expect_error.ts"
import { FixtureStorage } from "./fixture.ts"
import { itemsOf, record, send } from "./web_client.ts"

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())
const get = (path: string) => send((request) => web.handler(request), path)

/** The body of a 200 answer. */
async function ok(path: string): Promise<Record<string, unknown>> {
  const response = await get(path)
  expect(response.status, response.text).toBe(200)
  expect(response.headers.get("content-type")).toBe("application/json")
  return record(response.body)
}

/** The item of the state after batch `batchNum` (its time and block read from `/batches/{batchNum}`). */
async function state(batchNum: number, nonce: number, balance: string) {
  const batch = await ok(`/batches/${batchNum}`)
  return {
    itemId: batch["itemId"],
    batchNum,
    timestamp: batch["timestamp"],
    ethereumBlockNum: batch["ethereumBlockNum"],
    balance,
    nonce
  }
}

describe("GET /accounts/{accountIndex}/balance-history", () => {
  it("lists the state after each batch that changed the account, in batch order, with the batch's itemId, time and block", async () => {
    expect(await ok("/accounts/zk:ETH:256/balance-history")).toEqual({
      balances: [await state(1, 0, "1000"), await state(2, 2, "849")],
      pendingItems: 0
    })
    expect(await ok("/accounts/zk:HEZ:258/balance-history")).toEqual({
      balances: [await state(1, 0, "1000")],
      pendingItems: 0
    })
    const history = await ok("/accounts/zk:ETH:257/balance-history")
    expect(history["balances"]).toEqual([
      await state(1, 0, "1000"),
      await state(2, 0, "1100"),
      await state(3, 1, "1000")
    ])
    const latest = itemsOf(history, "balances").at(-1)
    const account = await ok("/accounts/zk:ETH:257")
    expect([latest?.["balance"], latest?.["nonce"]], "the last state is the account's").toEqual([
      account["balance"],
      account["nonce"]
    ])
  })

  it("pages by itemId like every list, pendingItems exact", async () => {
    const first = await ok("/accounts/zk:ETH:257/balance-history?limit=2")
    const items = itemsOf(first, "balances")
    expect(items.map((s) => s["batchNum"])).toEqual([1, 2])
    expect(first["pendingItems"]).toBe(1)
    const next = await ok(`/accounts/zk:ETH:257/balance-history?limit=2&fromItem=${Number(items[1]!["itemId"]) + 1}`)
    expect(itemsOf(next, "balances").map((s) => s["batchNum"])).toEqual([3])
    expect(next["pendingItems"]).toBe(0)
    const desc = await ok("/accounts/zk:ETH:257/balance-history?order=DESC&limit=1")
    expect(itemsOf(desc, "balances").map((s) => s["batchNum"])).toEqual([3])
    expect(desc["pendingItems"]).toBe(2)
    const inclusive = await ok(
      `/accounts/zk:ETH:257/balance-history?order=DESC&fromItem=${String(items[1]!["itemId"])}`
    )
    expect(
      itemsOf(inclusive, "balances").map((s) => s["batchNum"]),
      "fromItem is inclusive"
    ).toEqual([2, 1])
    expect(await ok("/accounts/zk:ETH:257/balance-history?fromItem=1000")).toEqual({ balances: [], pendingItems: 0 })
  })

  it("asOfBatchNum keeps the batches up to it, inclusive: order=DESC&limit=1 is the balance as of a batch", async () => {
    const asOf = async (accountIndex: string, batchNum: number) =>
      ok(`/accounts/${accountIndex}/balance-history?asOfBatchNum=${batchNum}&order=DESC&limit=1`)
    expect(await asOf("zk:ETH:257", 2)).toEqual({ balances: [await state(2, 0, "1100")], pendingItems: 1 })
    expect(await asOf("zk:ETH:257", 3)).toEqual({ balances: [await state(3, 1, "1000")], pendingItems: 2 })
    expect(await asOf("zk:ETH:256", 3), "a batch that did not change it: the last one before").toEqual({
      balances: [await state(2, 2, "849")],
      pendingItems: 1
    })
    expect(await asOf("zk:ETH:256", 4000), "beyond the last batch: the latest state").toEqual({
      balances: [await state(2, 2, "849")],
      pendingItems: 1
    })
    expect(await asOf("zk:ETH:256", 0), "before the account existed: nothing").toEqual({
      balances: [],
      pendingItems: 0
    })
    const walk = await ok("/accounts/zk:ETH:257/balance-history?asOfBatchNum=2&limit=1")
    expect(itemsOf(walk, "balances").map((s) => s["batchNum"])).toEqual([1])
    expect(walk["pendingItems"], "pendingItems counts within the bound").toBe(1)
  })

  it("answers an unknown account, another token's symbol and a malformed index as GET /accounts/{accountIndex}", async () => {
    for (const accountIndex of ["zk:ETH:999", "zk:HEZ:256", "zk:ETH:abc", "256", "zk:ETH:1"]) {
      const account = await get(`/accounts/${accountIndex}`)
      const history = await get(`/accounts/${accountIndex}/balance-history`)
      expect(account.status, accountIndex).toBeGreaterThanOrEqual(400)
      expect(`${history.status} ${history.text}`, accountIndex).toBe(`${account.status} ${account.text}`)
    }
    expectError(await get("/accounts/zk:ETH:999/balance-history"), 404, "ErrNotFound", 4)
    expect400(await get("/accounts/zk:HEZ:256/balance-history"), "ErrParamValidationFailed", 1, "holds ETH")
  })

  it.each([
    ["asOfBatchNum=-1", `query parameter "asOfBatchNum": Expected an unsigned integer written with decimal digits`],
    ["asOfBatchNum=x", `query parameter "asOfBatchNum": Expected an unsigned integer written with decimal digits`],
    ["asOfBatchNum=4294967296", `query parameter "asOfBatchNum": Expected a value between 0 and 4294967295`],
    ["limit=0", `query parameter "limit": Expected a value between 1 and 2049`],
    ["order=asc", `query parameter "order": Expected "ASC" | "DESC"`],
    ["batchNum=2", `unknown query parameter "batchNum"`],
    ["maxBatchNum=2", `unknown query parameter "maxBatchNum"`]
  ])("?%s is a 400 naming the parameter and the rule", async (query, message) => {
    expect(expect400(await get(`/accounts/zk:ETH:256/balance-history?${query}`), "ErrParamValidationFailed", 1)).toBe(
      message
    )
  })

  it("is an unknown route in the earlier revision", async () => {
    expect(expectError(await get("/earlier/accounts/zk:ETH:256/balance-history"), 404, "ErrRouteNotFound", 26)).toBe(
      "404 page not found"
    )
  })
})
