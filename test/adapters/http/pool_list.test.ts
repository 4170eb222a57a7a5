/** `GET /transactions-pool` and `/accounts/{accountIndex}/nonce` on the write fixture: validation, items, filters,
 * exact pendingItems; the next nonce skips pending nonces, ignores other accounts and moves when a batch forges. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { Nonce } from "../../../core/domain/scalars.ts"
import { expect400, expectError } from "./expect_error.ts"
import { idOf, signedBody, type TxSpec } from "./signed_transactions.ts"
import { itemsOf, record } from "./web_client.ts"
import { forgeSecondBatch, startWriteNode, type WriteNode } from "./write_fixture.ts"

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode()
})
afterAll(() => node.dispose())

const W1 = "zk:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf"

/** A transfer of `from` (wallet 1's ETH or HEZ account) at `nonce`. */
function transfer(nonce: bigint, from = "zk:ETH:256", to = "zk:ETH:257", tokenId = 0): TxSpec {
  return { fromAccountIndex: from, toAccountIndex: to, tokenId, amount: 1000n, fee: 0, nonce }
}

/** The next nonce answer of an account. */
async function nonceOf(accountIndex: string) {
  const response = await node.request(`/accounts/${accountIndex}/nonce`)
  expect(response.status, response.text).toBe(200)
  return record(response.body)
}

/** The pool list's body for `query`. */
async function list(query: string) {
  const response = await node.request(`/transactions-pool${query}`)
  expect(response.status, response.text).toBe(200)
  return record(response.body)
}

describe("the pool list and the next nonce, as a wallet uses them", () => {
  it("start empty; the next nonce is the forged one", async () => {
    expect(await list(`?zkEthereumAddress=${W1}&order=ASC&limit=20`)).toEqual({ transactions: [], pendingItems: 0 })
    expect(await nonceOf("zk:ETH:256")).toEqual({
      accountIndex: "zk:ETH:256",
      forgedNonce: 3,
      nextNonce: 3,
      pendingNonces: []
    })
  })

  it("list a sender's transactions (view of GET /transactions-pool/{id} plus itemId) and skip taken nonces, gaps staying free", async () => {
    const specs = [transfer(3n), transfer(5n), transfer(0n, "zk:HEZ:258", "zk:HEZ:258", 1), transfer(4n)]
    for (const spec of specs) expect((await node.post("/transactions-pool", signedBody(spec))).status).toBe(200)
    expect(await nonceOf("zk:ETH:256")).toEqual({
      accountIndex: "zk:ETH:256",
      forgedNonce: 3,
      nextNonce: 6,
      pendingNonces: [3, 4, 5]
    })
    expect(await nonceOf("zk:HEZ:258")).toEqual({
      accountIndex: "zk:HEZ:258",
      forgedNonce: 0,
      nextNonce: 1,
      pendingNonces: [0]
    })
    expect(await nonceOf("zk:ETH:257")).toEqual({
      accountIndex: "zk:ETH:257",
      forgedNonce: 0,
      nextNonce: 0,
      pendingNonces: []
    })

    const page = await list(`?zkEthereumAddress=${W1}&order=ASC&limit=2`)
    const items = itemsOf(page, "transactions")
    expect(items.map((tx) => tx["id"])).toEqual([idOf(specs[0]!), idOf(specs[1]!)])
    expect(page["pendingItems"]).toBe(2)
    for (const item of items) {
      const { itemId, ...view } = item
      expect(typeof itemId).toBe("number")
      expect(view).toEqual((await node.request(`/transactions-pool/${String(item["id"])}`)).body)
    }
    const next = await list(`?zkEthereumAddress=${W1}&order=ASC&limit=2&fromItem=${Number(items[1]!["itemId"]) + 1}`)
    expect(itemsOf(next, "transactions").map((tx) => tx["id"])).toEqual([idOf(specs[2]!), idOf(specs[3]!)])
    expect(next["pendingItems"]).toBe(0)

    const eth = await list("?accountIndex=zk:ETH:256&state=pend&type=Transfer")
    expect(itemsOf(eth, "transactions").map((tx) => tx["nonce"])).toEqual([3, 5, 4])
    const hez = await list("?tokenId=1")
    expect(itemsOf(hez, "transactions").map((tx) => tx["id"])).toEqual([idOf(specs[2]!)])
    expect(itemsOf(await list("?state=fged"), "transactions")).toEqual([])
    const desc = await list("?order=DESC&limit=1")
    expect(itemsOf(desc, "transactions").map((tx) => tx["id"])).toEqual([idOf(specs[3]!)])
    expect(desc["pendingItems"]).toBe(3)
  })

  it("filter either side (the receiver too) or one side, as the anchor's final listing; hermezjs 2.0.1's nonce query", async () => {
    const ids = (page: Record<string, unknown>) => itemsOf(page, "transactions").map((tx) => tx["id"])
    // The ETH transfers of the test above all go from 256 to 257: 257 finds them on the receiving side only.
    const eth = [idOf(transfer(3n)), idOf(transfer(5n)), idOf(transfer(4n))]
    expect(ids(await list("?accountIndex=zk:ETH:257"))).toEqual(eth)
    expect(ids(await list("?toAccountIndex=zk:ETH:257"))).toEqual(eth)
    expect(ids(await list("?fromAccountIndex=zk:ETH:257"))).toEqual([])
    // Wallet 1 received only its own HEZ transfer (258 → 258).
    expect(ids(await list(`?toZkEthereumAddress=${W1}`))).toEqual([idOf(transfer(0n, "zk:HEZ:258", "zk:HEZ:258", 1))])
    // What getNonce of hermezjs 2.0.1 asks (getPoolTransactions(null, null, null, null, accountIndex)): the sender's.
    expect(ids(await list("?accountIndex=zk:ETH:256&order=ASC&limit=20"))).toEqual(eth)
  })

  it("after a batch forges nonce 3 and the account moves to 4, 3 is forged and no longer counts", async () => {
    const forged = transfer(3n)
    await forgeSecondBatch(node, {
      l2Transactions: [
        {
          position: 0,
          type: "Transfer",
          fromIdx: AccountIdx.make(256),
          toIdx: AccountIdx.make(257),
          amount: 1000n,
          fee: 0,
          nonce: Nonce.make(3n)
        }
      ],
      accountUpdates: [{ idx: AccountIdx.make(256), nonce: Nonce.make(4n), balance: 10n ** 24n }]
    })
    expect(await nonceOf("zk:ETH:256")).toEqual({
      accountIndex: "zk:ETH:256",
      forgedNonce: 4,
      nextNonce: 6,
      pendingNonces: [4, 5]
    })
    const fged = itemsOf(await list("?state=fged"), "transactions")
    expect(fged.map((tx) => [tx["id"], tx["batchNum"]])).toEqual([[idOf(forged), 2]])
  })
})

describe("validation, as the history list's", () => {
  it.each([
    [
      "an address with an account index",
      `?zkEthereumAddress=${W1}&accountIndex=zk:ETH:256`,
      `"zkEthereumAddress" is incompatible with "accountIndex"`
    ],
    [
      "a key with an account index",
      "?BJJ=zk:1tamx8TPGSacfvQNG1cXUjYcLmLQgMyyKW3F6ZuKrSDH&accountIndex=zk:ETH:256",
      `"BJJ" is incompatible with "accountIndex"`
    ],
    [
      "an account index with a token id",
      "?accountIndex=zk:ETH:256&tokenId=0",
      `"accountIndex" is incompatible with "tokenId"`
    ],
    ["an unknown parameter", "?batchNum=2", `"batchNum"`],
    ["a state that is not one", "?state=done", "state"],
    ["an L1 type", "?type=Deposit", "type"],
    ["a limit of 0", "?limit=0", "limit"],
    ["an account index with another token's symbol", "?accountIndex=zk:HEZ:256", "zk:HEZ:256"]
  ])("%s is 400", async (_, query, fragment) => {
    expect400(await node.request(`/transactions-pool${query}`), "ErrParamValidationFailed", 1, fragment)
  })

  it("the next nonce of an unknown account is 404; of an index with another token's symbol 400; a bad index 400", async () => {
    expectError(await node.request("/accounts/zk:ETH:999/nonce"), 404, "ErrNotFound", 4)
    expect400(await node.request("/accounts/zk:HEZ:256/nonce"), "ErrParamValidationFailed", 1, "zk:HEZ:256")
    expect400(await node.request("/accounts/256/nonce"), "ErrParamValidationFailed", 1, "accountIndex")
  })
})
