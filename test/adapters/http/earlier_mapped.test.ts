/** The earlier revision's answers checked against what the node did not write for it: each item's fields against the
 * earlier revision's documented field lists, and each answer against the later revision's answer to the same request,
 * mapped by the revision table's differences (`docs/api.md`, Two revisions) as this file writes them. */
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { COORDINATOR, FixtureStorage, FORGED_TX_ID, QUEUED_TX_ID } from "./fixture.ts"
import { record, send } from "./web_client.ts"

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

type Json = Record<string, unknown>

/** The earlier revision's fields of each kind of item, as its contract lists them. */
const EARLIER_FIELDS: Readonly<Record<string, ReadonlyArray<string>>> = {
  account: ["itemId", "accountIndex", "nonce", "balance", "bjj", "zkEthereumAddress", "token"],
  token: ["itemId", "id", "ethereumBlockNum", "ethereumAddress", "name", "symbol", "decimals", "USD", "fiatUpdate"],
  batch: [
    "itemId",
    "batchNum",
    "ethereumBlockNum",
    "ethereumBlockHash",
    "timestamp",
    "forgerAddr",
    "collectedFees",
    "historicTotalCollectedFeesUSD",
    "stateRoot",
    "numAccounts",
    "exitRoot",
    "forgeL1TransactionsNum",
    "slotNum"
  ],
  exit: [
    "batchNum",
    "accountIndex",
    "itemId",
    "merkleProof",
    "balance",
    "instantWithdrawn",
    "delayedWithdrawRequest",
    "delayedWithdrawn",
    "token"
  ],
  transaction: [
    "L1orL2",
    "id",
    "itemId",
    "type",
    "position",
    "fromAccountIndex",
    "fromZkEthereumAddress",
    "fromBJJ",
    "toAccountIndex",
    "toZkEthereumAddress",
    "toBJJ",
    "amount",
    "batchNum",
    "historicUSD",
    "timestamp",
    "token",
    "L1Info",
    "L2Info"
  ],
  l1Info: ["toForgeL1TransactionsNum", "userOrigin", "loadAmount", "historicLoadAmountUSD", "ethereumBlockNum"],
  l2Info: ["fee", "historicFeeUSD", "nonce"],
  bid: [
    "itemId",
    "slotNum",
    "bidValue",
    "ethereumBlockNum",
    "bidderAddr",
    "forgerAddr",
    "withdrawAddr",
    "URL",
    "timestamp"
  ],
  coordinator: ["itemId", "forgerAddr", "bidderAddr", "URL", "ethereumBlock"]
}

/** The merkle proof's keys, later to earlier. */
const PROOF_KEYS: Readonly<Record<string, string>> = {
  root: "Root",
  siblings: "Siblings",
  oldKey: "OldKey",
  oldValue: "OldValue",
  isOld0: "IsOld0",
  key: "Key",
  value: "Value",
  fnc: "Fnc"
}

/** `value` with its keys renamed by `names` and those in `dropped` left out. */
function reshaped(value: Json, names: Readonly<Record<string, string>>, dropped: ReadonlyArray<string>): Json {
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !dropped.includes(key))
      .map(([key, field]) => [names[key] ?? key, field])
  )
}

/** A later item of `kind` as the earlier revision shows it. */
function earlierItem(kind: string, item: Json): Json {
  switch (kind) {
    case "batch":
      return reshaped(item, {}, ["finality", "forgedTransactions", "ethereumTxHash"])
    case "exit":
      return {
        ...reshaped(item, { instantWithdraw: "instantWithdrawn", delayedWithdraw: "delayedWithdrawn" }, [
          "bjj",
          "zkEthereumAddress",
          "finality",
          "withdrawableAtBlock"
        ]),
        merkleProof: reshaped(record(item["merkleProof"]), PROOF_KEYS, [])
      }
    case "transaction": {
      const l1 = item["L1Info"] === null ? null : record(item["L1Info"])
      return {
        ...reshaped(item, {}, ["finality"]),
        L1Info:
          l1 === null
            ? null
            : reshaped(l1, { depositAmount: "loadAmount", historicDepositAmountUSD: "historicLoadAmountUSD" }, [
                "amountSuccess",
                "depositAmountSuccess"
              ])
      }
    }
    default:
      return item
  }
}

/** Requests both revisions answer alike but for the table's differences: a path, its kind of item and its list key (lists only). */
const MAPPED: ReadonlyArray<readonly [path: string, kind: string, list?: string]> = [
  ["/accounts", "account", "accounts"],
  ["/accounts?tokenIds=0,1&order=DESC&limit=1", "account", "accounts"],
  ["/accounts/zk:ETH:256", "account"],
  ["/tokens", "token", "tokens"],
  ["/tokens/0", "token"],
  ["/batches", "batch", "batches"],
  ["/batches?minBatchNum=0&maxBatchNum=3&order=DESC", "batch", "batches"],
  [`/batches?forgerAddr=${COORDINATOR.forgerAddr}`, "batch", "batches"],
  ["/batches/1", "batch"],
  ["/exits", "exit", "exits"],
  ["/exits/2/zk:ETH:256", "exit"],
  ["/transactions-history", "transaction", "transactions"],
  ["/transactions-history?type=Deposit&limit=2", "transaction", "transactions"],
  ["/transactions-history?batchNum=1&order=DESC", "transaction", "transactions"],
  [`/transactions-history/${FORGED_TX_ID}`, "transaction"],
  [`/transactions-history/${QUEUED_TX_ID}`, "transaction"],
  ["/bids?slotNum=3", "bid", "bids"],
  [`/coordinators/${COORDINATOR.bidderAddr}`, "coordinator"]
]

/** The whole result of a later list request, ASC, in one page. */
async function wholeResult(path: string, list: string): Promise<ReadonlyArray<Json>> {
  const url = new URL(path, "http://node")
  url.searchParams.delete("fromItem")
  url.searchParams.set("order", "ASC")
  url.searchParams.set("limit", "2049")
  const answer = await send(web.handler, `${url.pathname}${url.search}`)
  return (record(answer.body)[list] as ReadonlyArray<Json>) ?? []
}

/** The earlier revision's answer to `path` as the later revision's answer predicts it. */
async function predicted(path: string, kind: string, list?: string): Promise<{ status: number; body: unknown }> {
  const later = await send(web.handler, path)
  if (later.status !== 200) return { status: later.status, body: later.body }
  if (list === undefined) return { status: 200, body: earlierItem(kind, record(later.body)) }
  const items = record(later.body)[list] as ReadonlyArray<Json>
  const whole = await wholeResult(path, list)
  if (whole.length === 0) {
    return { status: 404, body: { message: "no item matches the query", code: 4, type: "ErrNotFound" } }
  }
  return {
    status: 200,
    body: {
      [list]: items.map((item) => earlierItem(kind, item)),
      pagination: { totalItems: whole.length, firstItem: whole[0]!["itemId"], lastItem: whole.at(-1)!["itemId"] }
    }
  }
}

/** Every item of `kind` in an earlier answer, nested ones (an exit's token, a transaction's L1Info) with their own kind. */
function checkFields(kind: string, item: Json, where: string): void {
  expect(Object.keys(item).sort(), `${where}: the fields of a ${kind}`).toEqual([...EARLIER_FIELDS[kind]!].sort())
  if ("token" in item && item["token"] !== null) checkFields("token", record(item["token"]), where)
  if (kind === "transaction" && item["L1Info"] !== null) checkFields("l1Info", record(item["L1Info"]), where)
  if (kind === "transaction" && item["L2Info"] !== null) checkFields("l2Info", record(item["L2Info"]), where)
}

describe("the earlier revision against what it did not write", () => {
  it("answers as the later revision's answer mapped by the revision table predicts, its items with their documented fields", async () => {
    for (const [path, kind, list] of MAPPED) {
      const earlier = await send(web.handler, `/earlier${path}`)
      const expected = await predicted(path, kind, list)
      expect({ status: earlier.status, body: earlier.body }, path).toEqual(expected)
      if (earlier.status !== 200) continue
      const items = list === undefined ? [record(earlier.body)] : (record(earlier.body)[list] as ReadonlyArray<Json>)
      for (const item of items) checkFields(kind, item, path)
    }
  })
})
