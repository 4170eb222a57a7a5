/** The hermezjs tests' translation renames `hez` ↔ `zk` and strips `/v1`, and changes nothing else: not a separator,
 * not a field, not a value that merely contains the letters. */
import { describe, expect, it } from "vitest"
import { renamedJson, renamedKey, renamedValue, targetToNode } from "./anchor_dialect.ts"

describe("the anchor's dialect, for the hermezjs tests", () => {
  it("strips /v1 and renames hez: in path segments and query values, and hez names in the query", () => {
    expect(targetToNode("/v1/accounts/hez:ETH:256")).toBe("/accounts/zk:ETH:256")
    expect(targetToNode("/v1/account-creation-authorization/hez%3A0xAb")).toBe(
      "/account-creation-authorization/zk%3A0xAb"
    )
    expect(targetToNode("/v1/accounts?hezEthereumAddress=hez:0xAb&tokenIds=0,1&order=ASC&limit=20")).toBe(
      "/accounts?zkEthereumAddress=zk:0xAb&tokenIds=0,1&order=ASC&limit=20"
    )
    expect(targetToNode("/v1/tokens?ids=0%7C1&symbols=ETH%7CHEZ")).toBe("/tokens?ids=0%7C1&symbols=ETH%7CHEZ")
    expect(targetToNode("/v1/transactions-pool?accountIndex=hez%3AETH%3A256&BJJ=hez:abc")).toBe(
      "/transactions-pool?accountIndex=zk%3AETH%3A256&BJJ=zk:abc"
    )
    expect(targetToNode("/v1")).toBe("/")
    expect(targetToNode("/v10/state")).toBe("/v10/state")
    expect(targetToNode("/state?flag")).toBe("/state?flag")
  })

  it("renames field names with a hez or Hez word, and string values starting with hez:, only", () => {
    expect(renamedKey("hezEthereumAddress", "toNode")).toBe("zkEthereumAddress")
    expect(renamedKey("requestToHezEthereumAddress", "toNode")).toBe("requestToZkEthereumAddress")
    expect(renamedKey("fromZkEthereumAddress", "toWallet")).toBe("fromHezEthereumAddress")
    for (const untouched of ["hez", "hezitate", "BJJ", "maxNumBatch", "zkey"]) {
      expect(renamedKey(untouched, "toNode")).toBe(untouched)
      expect(renamedKey(untouched, "toWallet")).toBe(untouched)
    }
    expect(renamedValue("hez:ETH:1", "toNode")).toBe("zk:ETH:1")
    expect(renamedValue("zk:ETH:1", "toWallet")).toBe("hez:ETH:1")
    expect(renamedValue("an exit goes to zk:EXIT:1", "toWallet")).toBe("an exit goes to zk:EXIT:1")
    expect(renamedValue("zkzk:", "toWallet")).toBe("zkzk:")
  })

  it("keeps every other field, value, number and null of a body, in order", () => {
    const body = {
      type: "Exit",
      tokenId: 1,
      fromAccountIndex: "hez:HEZ:257",
      toAccountIndex: "hez:HEZ:1",
      toHezEthereumAddress: null,
      amount: "1500000000000000000",
      fee: 0,
      nonce: 5,
      requestFromAccountIndex: null,
      maxNumBatch: 0,
      signature: "a1b2",
      transactions: [{ requestToHezEthereumAddress: "hez:0xAb", requestOffset: 7 }]
    }
    expect(JSON.stringify(renamedJson(body, "toNode"))).toBe(
      JSON.stringify({
        type: "Exit",
        tokenId: 1,
        fromAccountIndex: "zk:HEZ:257",
        toAccountIndex: "zk:HEZ:1",
        toZkEthereumAddress: null,
        amount: "1500000000000000000",
        fee: 0,
        nonce: 5,
        requestFromAccountIndex: null,
        maxNumBatch: 0,
        signature: "a1b2",
        transactions: [{ requestToZkEthereumAddress: "zk:0xAb", requestOffset: 7 }]
      })
    )
    expect(renamedJson(renamedJson(body, "toNode"), "toWallet")).toEqual(body)
  })
})
