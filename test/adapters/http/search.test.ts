/** `GET /search` on the HTTP fixture: one search per kind of identifier as written on the wire, each result's URL 200,
 * the typed client, the 400s of `q`, the `x-extension` mark; the earlier revision has no such route. */
import { assert, describe as effectDescribe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import * as TypedClient from "../../../adapters/http/client/client.ts"
import { webHandler } from "../../../app/server.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { expectError } from "./expect_error.ts"
import { COORDINATOR, FixtureStorage, FORGED_TX_ID, OWNER_A, QUEUED_TX_ID } from "./fixture.ts"
import { itemsOf, record, send } from "./web_client.ts"

/** Where each revision is mounted. */
const LATER = "/v2"
const EARLIER = "/earlier"

const web = webHandler(FixtureStorage, { laterBasePath: LATER, earlierBasePath: EARLIER })
afterAll(() => web.dispose())
const get = (path: string) => send((request) => web.handler(request), path)

/** The results of a later-revision search for `q`. */
async function search(q: string): Promise<Array<Record<string, unknown>>> {
  const response = await get(`${LATER}/search?q=${encodeURIComponent(q)}`)
  expect(response.status, response.text).toBe(200)
  return itemsOf(record(response.body), "results")
}

/** The HEZ token's address in the fixture. */
const HEZ_ADDRESS = checksum("0x" + "e5".repeat(20))

const HEZ = {
  kind: "token",
  url: "/tokens/1",
  id: 1,
  symbol: "HEZ",
  name: "Hermez Network Token",
  ethereumAddress: HEZ_ADDRESS.toLowerCase()
}

describe("GET /search in the later revision", () => {
  it("a bare number: the batch and the token of that number, in that order", async () => {
    expect(await search("1")).toEqual([
      {
        kind: "batch",
        url: "/batches/1",
        batchNum: 1,
        timestamp: "2026-01-01T00:10:00.000Z",
        forgerAddr: COORDINATOR.forgerAddr.toLowerCase(),
        slotNum: 0
      },
      HEZ
    ])
  })

  it("a bare number and a zk: account index: the account", async () => {
    const account = {
      kind: "account",
      url: "/accounts/zk:ETH:256",
      accountIndex: "zk:ETH:256",
      zkEthereumAddress: `zk:${OWNER_A.ethAddr}`,
      balance: "849"
    }
    expect(await search("256")).toEqual([account])
    expect(await search("zk:ETH:256")).toEqual([account])
    expect(await search("zk:HEZ:256")).toEqual([])
  })

  it("a transaction id: the forged transaction, or the L1 transaction still queued", async () => {
    expect(await search(FORGED_TX_ID)).toEqual([
      {
        kind: "transaction",
        url: `/transactions-history/${FORGED_TX_ID}`,
        id: FORGED_TX_ID,
        type: "CreateAccountDeposit",
        batchNum: 1,
        timestamp: "2026-01-01T00:03:00.000Z"
      }
    ])
    expect(await search(QUEUED_TX_ID)).toMatchObject([{ kind: "transaction", type: "Deposit", batchNum: null }])
  })

  it("an address, a key and a symbol: the accounts of the address or key, the token, the coordinator", async () => {
    const accounts = {
      kind: "accountsByAddress",
      url: `/accounts?zkEthereumAddress=zk:${OWNER_A.ethAddr}`,
      zkEthereumAddress: `zk:${OWNER_A.ethAddr}`,
      count: 2
    }
    expect(await search(OWNER_A.ethAddr.toLowerCase())).toEqual([accounts])
    expect(await search(`zk:${OWNER_A.ethAddr}`)).toEqual([accounts])
    expect(await search(encodeBjj(OWNER_A.bjj))).toEqual([
      {
        kind: "accountsByBJJ",
        url: `/accounts?BJJ=${encodeBjj(OWNER_A.bjj)}`,
        bjj: encodeBjj(OWNER_A.bjj),
        count: 2
      }
    ])
    expect(await search(HEZ_ADDRESS)).toEqual([HEZ])
    expect(await search("HEZ")).toEqual([HEZ])
    expect(await search(COORDINATOR.bidderAddr)).toEqual([
      {
        kind: "coordinator",
        url: `/coordinators/${COORDINATOR.bidderAddr.toLowerCase()}`,
        bidderAddr: COORDINATOR.bidderAddr.toLowerCase(),
        forgerAddr: COORDINATOR.forgerAddr.toLowerCase(),
        URL: "https://coordinator.example"
      }
    ])
  })

  it("a term that names nothing: a 200 with no result", async () => {
    for (const q of ["nothing", "7", "DAI", `0x${"99".repeat(20)}`, `0x${"00".repeat(33)}`])
      expect(await search(q), q).toEqual([])
  })

  it("every result's URL answers 200 under the revision's base path", async () => {
    const terms = [
      "1",
      "256",
      FORGED_TX_ID,
      QUEUED_TX_ID,
      OWNER_A.ethAddr,
      encodeBjj(OWNER_A.bjj),
      HEZ_ADDRESS,
      COORDINATOR.bidderAddr
    ]
    const urls = (await Promise.all(terms.map(search))).flat().map((result) => String(result["url"]))
    expect(urls.length).toBe(9)
    for (const url of urls) expect((await get(`${LATER}${url}`)).status, url).toBe(200)
  })

  it.each([
    ["", `missing query parameter "q"`],
    ["?q=", `query parameter "q": Expected a search term: at least one character other than white space`],
    ["?q=%20%09", `query parameter "q": Expected a search term: at least one character other than white space`],
    [`?q=${"x".repeat(101)}`, `query parameter "q": Expected at most 100 characters`],
    ["?q=1&q=2", `query parameter "q" must be given at most once`],
    ["?q=1&limit=5", `unknown query parameter "limit"`]
  ])("GET /search%s is a 400 naming q and the rule", async (query, message) => {
    expect(expectError(await get(`${LATER}/search${query}`), 400, "ErrParamValidationFailed", 1)).toBe(message)
  })

  it("is an extension in the later revision's document", async () => {
    const doc = record((await get(`${LATER}/openapi.json`)).body)
    const operation = record(record(record(doc["paths"])["/search"])["get"])
    expect(operation["x-extension"]).toBe(true)
    expect(operation["operationId"]).toBe("search.search")
  })
})

describe("the earlier revision", () => {
  it("answers /search as any unknown route: 404 ErrRouteNotFound, and has no /search in its document", async () => {
    const unknown = await get(`${EARLIER}/nope`)
    for (const path of [`${EARLIER}/search?q=1`, `${EARLIER}/search`]) {
      const response = await get(path)
      expect(expectError(response, 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
      expect(response.body).toEqual(unknown.body)
    }
    const doc = record((await get(`${EARLIER}/openapi.json`)).body)
    expect(Object.keys(record(doc["paths"]))).not.toContain("/search")
  })
})

effectDescribe("the typed client", () => {
  const makeClient = TypedClient.makeClient({
    baseUrl: `http://node.test${LATER}`,
    revision: "later",
    fetch: (request) => web.handler(request)
  })
  layer(Layer.empty)((it) => {
    it.effect("search.search decodes the results with their declared schema", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const found = yield* client.search.search({ query: { q: "1" } })
        assert.deepStrictEqual(
          found.results.map((result) => result.kind),
          ["batch", "token"]
        )
        const batch = found.results[0]
        assert.isTrue(batch?.kind === "batch" && batch.timestamp instanceof Date)
      })
    )
  })
})
