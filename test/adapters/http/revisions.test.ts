/** Both revisions side by side over the same data: each row of core's revision table shows its difference and only it,
 * and every endpoint answers alike once the later body is transformed by every row (`revisions_wire.ts`). */
import { Effect, Layer } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { basePathProblem, revisionMounts } from "../../../adapters/http/server/routes.ts"
import { seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import { EMPTY_LIST_MESSAGE } from "../../../core/revision/empty_list.ts"
import {
  REVISION_ROWS,
  type Revision,
  type RevisionRow,
  RevisionTable,
  REVISIONS
} from "../../../core/revision/revision.ts"
import { expectError } from "./expect_error.ts"
import { bodyWithSignature } from "./signed_transactions.ts"
import { COORDINATOR, FixtureSettings, FixtureStorage, FORGED_TX_ID, OWNER_A_WIRE, QUEUED_TX_ID } from "./fixture.ts"
import { laterToEarlier, LATER_TO_EARLIER } from "./revisions_wire.ts"
import { isErrorBody, itemsOf, numberOf, record, send, type TestResponse } from "./web_client.ts"

/** Where each revision is mounted in these tests. */
const BASE: Readonly<Record<Revision, string>> = { later: "", earlier: "/earlier" }

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

/** `GET path` (with its base path) in `revision`. */
const get = (revision: Revision, path: string, init?: RequestInit) =>
  send((request) => web.handler(request), `${BASE[revision]}${path}`, init)

/** The same request in both revisions. */
async function both(path: string): Promise<Readonly<Record<Revision, TestResponse>>> {
  const [later, earlier] = await Promise.all([get("later", path), get("earlier", path)])
  return { later, earlier }
}

/** The body of a 200 (fails the test otherwise). */
function ok(response: TestResponse): Record<string, unknown> {
  expect(response.status, response.text).toBe(200)
  return record(response.body)
}

/** The itemIds of every item a later list request matches (one page of the largest size, no cursor). */
async function matchingIds(path: string, key: string): Promise<Array<number>> {
  const url = new URL(`http://x${path}`)
  url.searchParams.delete("fromItem")
  url.searchParams.delete("order")
  url.searchParams.set("limit", "2049")
  const body = ok(await get("later", `${url.pathname}${url.search}`))
  return itemsOf(body, key)
    .map((item) => numberOf(item["itemId"]))
    .sort((a, b) => a - b)
}

const addressOf = {
  bidder: COORDINATOR.bidderAddr.toLowerCase(),
  forger: COORDINATOR.forgerAddr.toLowerCase()
} as const

/** The documented difference of each row, shown by requests built from each revision's value of the row. */
const ROW_CASES: { readonly [Row in RevisionRow]: ReadonlyArray<readonly [string, () => Promise<void>]> } = {
  listEnvelope: [
    [
      "the page carries pendingItems or pagination {totalItems, firstItem, lastItem} of the whole result",
      async () => {
        const responses = await both("/tokens?limit=1")
        for (const revision of REVISIONS) {
          const envelope = RevisionTable[revision].listEnvelope
          expect(Object.keys(ok(responses[revision])).sort()).toEqual(["tokens", envelope].sort())
        }
        expect(ok(responses.later)["pendingItems"]).toBe(1)
        expect(ok(responses.earlier)["pagination"]).toEqual({ totalItems: 2, firstItem: 1, lastItem: 2 })
        expect(ok(responses.earlier)["tokens"]).toEqual(ok(responses.later)["tokens"])
      }
    ],
    [
      "the earlier totals do not depend on fromItem, order or limit",
      async () => {
        for (const query of ["?limit=1", "?fromItem=7", "?order=DESC&limit=1", "?order=DESC&fromItem=5"]) {
          expect(ok(await get("earlier", `/transactions-history${query}`))["pagination"]).toEqual({
            totalItems: 6,
            firstItem: 4,
            lastItem: 9
          })
        }
      }
    ]
  ],
  emptyListIsNotFound: [
    [
      "an empty list is 200 with [] or 404 ErrNotFound, on every list endpoint",
      async () => {
        const empty: ReadonlyArray<readonly [string, string]> = [
          ["/accounts?tokenIds=7", "accounts"],
          ["/exits?tokenId=1", "exits"],
          ["/transactions-history?fromItem=1000", "transactions"],
          ["/batches?minBatchNum=3", "batches"],
          ["/slots?minSlotNum=100&finishedAuction=true", "slots"],
          ["/bids?slotNum=9", "bids"],
          ["/tokens?name=nothing", "tokens"],
          ["/coordinators?fromItem=50", "coordinators"]
        ]
        for (const [path, key] of empty) {
          const responses = await both(path)
          for (const revision of REVISIONS) {
            if (RevisionTable[revision].emptyListIsNotFound) {
              expect(expectError(responses[revision], 404, "ErrNotFound", 4), path).toBe(EMPTY_LIST_MESSAGE)
            } else {
              expect(itemsOf(ok(responses[revision]), key), path).toEqual([])
            }
          }
        }
      }
    ]
  ],
  l1Info: [
    [
      "L1Info has depositAmount with success flags, or loadAmount and historicLoadAmountUSD",
      async () => {
        const responses = await both(`/transactions-history/${FORGED_TX_ID}`)
        const later = record(ok(responses.later)["L1Info"])
        const earlier = record(ok(responses.earlier)["L1Info"])
        expect(Object.keys(later).sort()).toEqual([
          "amountSuccess",
          "depositAmount",
          "depositAmountSuccess",
          "ethereumBlockNum",
          "historicDepositAmountUSD",
          "toForgeL1TransactionsNum",
          "userOrigin"
        ])
        expect(Object.keys(earlier).sort()).toEqual([
          "ethereumBlockNum",
          "historicLoadAmountUSD",
          "loadAmount",
          "toForgeL1TransactionsNum",
          "userOrigin"
        ])
        expect(earlier["loadAmount"]).toBe(later["depositAmount"])
        expect(earlier["historicLoadAmountUSD"]).toBe(later["historicDepositAmountUSD"])
        const queued = await both(`/transactions-history/${QUEUED_TX_ID}`)
        expect(record(ok(queued.earlier)["L1Info"])["loadAmount"]).toBe("5")
      }
    ],
    [
      "the full batch's transactions follow the same row",
      async () => {
        const responses = await both("/full-batches/1")
        for (const tx of itemsOf(ok(responses.earlier), "transactions")) {
          expect(Object.keys(record(tx["L1Info"]))).toContain("loadAmount")
        }
        for (const tx of itemsOf(ok(responses.later), "transactions")) {
          expect(Object.keys(record(tx["L1Info"]))).toContain("depositAmount")
        }
      }
    ]
  ],
  slotsMaxParam: [
    [
      "each revision names the upper bound of /slots its way and rejects the other name",
      async () => {
        for (const revision of REVISIONS) {
          const own = RevisionTable[revision].slotsMaxParam
          const other = REVISIONS.map((r) => RevisionTable[r].slotsMaxParam).find((name) => name !== own)
          const slots = itemsOf(ok(await get(revision, `/slots?minSlotNum=3&${own}=4`)), "slots")
          expect(slots.map((slot) => slot["slotNum"])).toEqual([3, 4])
          const rejected = expectError(
            await get(revision, `/slots?minSlotNum=3&${other}=4`),
            400,
            "ErrParamValidationFailed",
            1
          )
          expect(rejected).toBe(`unknown query parameter "${other}"`)
          const inverted = expectError(
            await get(revision, `/slots?minSlotNum=5&${own}=2`),
            400,
            "ErrParamValidationFailed",
            1
          )
          expect(inverted).toBe(`"minSlotNum" (5) must not exceed "${own}" (2)`)
          expect(expectError(await get(revision, `/slots?${own}=1e3`), 400, "ErrParamValidationFailed", 1)).toMatch(
            new RegExp(`^query parameter "${own}": `)
          )
        }
      }
    ]
  ],
  slotsWonBy: [
    [
      "wonByEthereumAddress matches the best bid's bidder or forger",
      async () => {
        for (const revision of REVISIONS) {
          const max = RevisionTable[revision].slotsMaxParam
          const role = RevisionTable[revision].slotsWonBy
          const otherRole = role === "bidder" ? "forger" : "bidder"
          const won = ok(await get(revision, `/slots?wonByEthereumAddress=${addressOf[role]}&${max}=10`))
          expect(itemsOf(won, "slots").map((slot) => slot["slotNum"])).toEqual([3, 4])
          const notWon = await get(revision, `/slots?wonByEthereumAddress=${addressOf[otherRole]}&${max}=10`)
          if (RevisionTable[revision].emptyListIsNotFound) expectError(notWon, 404, "ErrNotFound", 4)
          else expect(itemsOf(ok(notWon), "slots")).toEqual([])
        }
      }
    ]
  ],
  bidsAddressParam: [
    [
      "/bids filters by bidderAddr or forgerAddr and rejects the other name",
      async () => {
        for (const revision of REVISIONS) {
          const own = RevisionTable[revision].bidsAddressParam
          const other = own === "bidderAddr" ? "forgerAddr" : "bidderAddr"
          const role = own === "bidderAddr" ? "bidder" : "forger"
          const bids = itemsOf(ok(await get(revision, `/bids?${own}=${addressOf[role]}`)), "bids")
          expect(bids.map((bid) => bid["itemId"])).toEqual([1, 2, 3])
          const wrongAddress = await get(revision, `/bids?${own}=${addressOf[role === "bidder" ? "forger" : "bidder"]}`)
          if (RevisionTable[revision].emptyListIsNotFound) expectError(wrongAddress, 404, "ErrNotFound", 4)
          else expect(itemsOf(ok(wrongAddress), "bids")).toEqual([])
          expect(
            expectError(
              await get(revision, `/bids?slotNum=3&${other}=${addressOf.bidder}`),
              400,
              "ErrParamValidationFailed",
              1
            )
          ).toBe(`unknown query parameter "${other}"`)
        }
      }
    ]
  ],
  bidsAtLeastOne: [
    [
      "/bids without filters is a 400 or every bid",
      async () => {
        for (const revision of REVISIONS) {
          const response = await get(revision, "/bids?limit=5")
          const { bidsAddressParam, bidsAtLeastOne } = RevisionTable[revision]
          if (bidsAtLeastOne) {
            expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toBe(
              `at least one of "slotNum", "${bidsAddressParam}" must be provided`
            )
          } else {
            expect(itemsOf(ok(response), "bids").map((bid) => bid["itemId"])).toEqual([1, 2, 3])
          }
        }
      }
    ]
  ],
  exitsOnlyPendingWithdraws: [
    [
      "onlyPendingWithdraws filters, or is an unknown parameter",
      async () => {
        for (const revision of REVISIONS) {
          const response = await get(revision, "/exits?onlyPendingWithdraws=true")
          if (RevisionTable[revision].exitsOnlyPendingWithdraws) {
            expect(itemsOf(ok(response), "exits").map((exit) => exit["batchNum"])).toEqual([2])
          } else {
            expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toBe(
              `unknown query parameter "onlyPendingWithdraws"`
            )
          }
        }
      }
    ]
  ],
  walletExtensions: [
    [
      "the pool list, the next nonce, the balance history, the fee quote, dryRun and the atomic pool are served, or are an unknown route, method or parameter",
      async () => {
        for (const revision of REVISIONS) {
          const group = await get(revision, `/atomic-pool/0x${"ab".repeat(32)}`)
          const groupPost = await get(revision, "/atomic-pool", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}"
          })
          const list = await get(revision, "/transactions-pool?limit=5")
          const nonce = await get(revision, "/accounts/zk:ETH:257/nonce")
          const balances = await get(revision, "/accounts/zk:ETH:257/balance-history?asOfBatchNum=2")
          const quote = await get(revision, "/fee-quote?tokenId=0&type=Transfer")
          const dryRun = await get(revision, "/transactions-pool?dryRun=true", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}"
          })
          if (RevisionTable[revision].walletExtensions) {
            expect(Object.keys(ok(list)).sort()).toEqual(["pendingItems", "transactions"])
            expect(ok(nonce)["accountIndex"]).toBe("zk:ETH:257")
            expect(itemsOf(ok(balances), "balances").map((state) => state["batchNum"])).toEqual([1, 2])
            expect(ok(quote)["status"]).toBe("quoted")
            expect(expectError(dryRun, 400, "ErrParamValidationFailed", 1)).toBe(`missing body field "id"`)
            expectError(group, 404, "ErrNotFound", 4)
            expect(expectError(groupPost, 400, "ErrParamValidationFailed", 1)).toBe(
              `missing body field "atomicGroupId"`
            )
          } else {
            expectError(list, 405, "ErrMethodNotAllowed", 27)
            expect(list.headers.get("allow")).toBe("POST")
            expectError(nonce, 404, "ErrRouteNotFound", 26)
            expectError(balances, 404, "ErrRouteNotFound", 26)
            expectError(quote, 404, "ErrRouteNotFound", 26)
            expect(expectError(dryRun, 400, "ErrParamValidationFailed", 1)).toBe(`unknown query parameter "dryRun"`)
            expectError(group, 404, "ErrRouteNotFound", 26)
            expectError(groupPost, 404, "ErrRouteNotFound", 26)
          }
        }
      }
    ]
  ],
  liveEvents: [
    [
      "GET /events streams Server-Sent Events, or is an unknown route",
      async () => {
        for (const revision of REVISIONS) {
          if (RevisionTable[revision].liveEvents) {
            // An endless body: read its head only.
            const response = await web.handler(new Request(`http://localhost${BASE[revision]}/events?after=0`))
            expect(response.status).toBe(200)
            expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8")
            await response.body?.cancel()
          } else {
            expectError(await get(revision, "/events"), 404, "ErrRouteNotFound", 26)
          }
        }
      }
    ]
  ],
  search: [
    [
      "GET /search answers what a term names, or is an unknown route",
      async () => {
        for (const revision of REVISIONS) {
          const response = await get(revision, "/search?q=2")
          if (RevisionTable[revision].search) {
            expect(itemsOf(ok(response), "results").map((result) => result["kind"])).toEqual(["batch"])
          } else {
            expect(expectError(response, 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
          }
        }
      }
    ]
  ],
  finality: [
    [
      "finality on history transactions, minFinality and GET /transactions/{id}/status, or none of them",
      async () => {
        for (const revision of REVISIONS) {
          const tx = await get(revision, `/transactions-history/${FORGED_TX_ID}`)
          const status = await get(revision, `/transactions/${FORGED_TX_ID}/status`)
          const finalOnly = await get(revision, "/transactions-history?minFinality=finalized&limit=2049")
          if (RevisionTable[revision].finality) {
            expect(["forged", "finalized"]).toContain(ok(tx)["finality"])
            expect(ok(status)["stage"]).toBe(ok(tx)["finality"])
            // The filter keeps exactly the finalized items of the unfiltered list (which has items).
            const all = itemsOf(ok(await get(revision, "/transactions-history?limit=2049")), "transactions")
            expect(all.length).toBeGreaterThan(0)
            expect(itemsOf(ok(finalOnly), "transactions").map((item) => item["id"])).toEqual(
              all.filter((item) => item["finality"] === "finalized").map((item) => item["id"])
            )
          } else {
            expect("finality" in ok(tx)).toBe(false)
            expect(expectError(status, 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
            expect(expectError(finalOnly, 400, "ErrParamValidationFailed", 1)).toBe(
              `unknown query parameter "minFinality"`
            )
          }
        }
      }
    ]
  ],
  devnetFaucet: [
    [
      "POST /devnet/deposits is declared (a body it refuses is a 400; no faucet here: a valid one a 404), or is an unknown route",
      async () => {
        const post = (revision: Revision, body: unknown) =>
          get(revision, "/devnet/deposits", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(body)
          })
        const valid = {
          zkEthereumAddress: `zk:${COORDINATOR.bidderAddr}`,
          bjj: OWNER_A_WIRE.bjj,
          tokenId: 0,
          amount: "1"
        }
        for (const revision of REVISIONS) {
          const refused = await post(revision, { ...valid, amount: "one" })
          const served = await post(revision, valid)
          if (RevisionTable[revision].devnetFaucet) {
            expect(expectError(refused, 400, "ErrParamValidationFailed", 1)).toContain("amount")
            expectError(served, 404, "ErrRouteNotFound", 26)
          } else {
            for (const response of [refused, served])
              expect(expectError(response, 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
          }
        }
      }
    ]
  ],
  webhooks: [
    [
      "GET /webhooks asks for an API key, or is an unknown route",
      async () => {
        for (const revision of REVISIONS) {
          const response = await get(revision, "/webhooks")
          if (RevisionTable[revision].webhooks) expectError(response, 401, "ErrInvalidApiKey", 41)
          else expect(expectError(response, 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
        }
      }
    ]
  ],
  coordinatorExtensions: [
    [
      "/coordinators filters by forgerAddr and bidderAddr, or they are unknown parameters",
      async () => {
        for (const revision of REVISIONS) {
          for (const query of [`forgerAddr=${addressOf.forger}`, `bidderAddr=${addressOf.bidder}`]) {
            const response = await get(revision, `/coordinators?${query}`)
            if (RevisionTable[revision].coordinatorExtensions) {
              expect(
                itemsOf(ok(response), "coordinators").map((c) => c["bidderAddr"]),
                query
              ).toEqual([addressOf.bidder])
            } else {
              expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toBe(
                `unknown query parameter "${query.split("=")[0]}"`
              )
            }
          }
        }
      }
    ]
  ],
  exitShape: [
    [
      "Exit: instantWithdraw… with the owner and lowercase proof keys, or instantWithdrawn… without, capitalised",
      async () => {
        const responses = await both("/exits/3/zk:ETH:257")
        const later = ok(responses.later)
        const earlier = ok(responses.earlier)
        expect(Object.keys(later).sort()).toEqual([
          "accountIndex",
          "balance",
          "batchNum",
          "bjj",
          "delayedWithdraw",
          "delayedWithdrawRequest",
          "finality",
          "instantWithdraw",
          "itemId",
          "merkleProof",
          "token",
          "withdrawableAtBlock",
          "zkEthereumAddress"
        ])
        expect(Object.keys(earlier).sort()).toEqual([
          "accountIndex",
          "balance",
          "batchNum",
          "delayedWithdrawRequest",
          "delayedWithdrawn",
          "instantWithdrawn",
          "itemId",
          "merkleProof",
          "token"
        ])
        expect(earlier["instantWithdrawn"]).toBe(1040)
        expect(later["instantWithdraw"]).toBe(1040)
        expect(Object.keys(record(earlier["merkleProof"])).sort()).toEqual([
          "Fnc",
          "IsOld0",
          "Key",
          "OldKey",
          "OldValue",
          "Root",
          "Siblings",
          "Value"
        ])
        expect(record(earlier["merkleProof"])["Key"]).toBe(record(later["merkleProof"])["key"])
      }
    ]
  ],
  slotBidKey: [
    [
      "Slot: the best bid under bestBid or winnerBid",
      async () => {
        for (const path of ["/slots/3", "/slots/5"]) {
          const responses = await both(path)
          const later = ok(responses.later)
          const earlier = ok(responses.earlier)
          expect(earlier[RevisionTable.earlier.slotBidKey]).toEqual(later[RevisionTable.later.slotBidKey])
          expect(RevisionTable.later.slotBidKey in earlier).toBe(false)
          expect(RevisionTable.earlier.slotBidKey in later).toBe(false)
        }
        expect(record(ok(await get("earlier", "/slots/3"))["winnerBid"])["bidValue"]).toBe("12")
      }
    ]
  ],
  bulkLookups: [
    [
      "/transactions-history?ids= and /accounts?accountIndexes= look up in bulk, or they are unknown parameters",
      async () => {
        for (const revision of REVISIONS) {
          for (const [path, key, name] of [
            [`/transactions-history?ids=${FORGED_TX_ID}`, "transactions", "ids"],
            ["/accounts?accountIndexes=zk:ETH:256", "accounts", "accountIndexes"]
          ] as const) {
            const response = await get(revision, path)
            if (RevisionTable[revision].bulkLookups) {
              const body = ok(response)
              expect(itemsOf(body, key)).toHaveLength(1)
              expect(body["notFound"], path).toEqual([])
            } else {
              expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toBe(
                `unknown query parameter "${name}"`
              )
            }
          }
        }
      }
    ]
  ],
  historyExport: [
    [
      "GET /transactions-history/export streams the history, or is a transaction id that does not decode",
      async () => {
        for (const revision of REVISIONS) {
          const response = await get(revision, "/transactions-history/export")
          if (RevisionTable[revision].historyExport) {
            expect(response.status, response.text).toBe(200)
            const lines = response.text.split("\n")
            expect(lines.pop()).toBe("")
            expect(lines.map((line) => numberOf(record(JSON.parse(line))["itemId"]))).toEqual(
              await matchingIds("/transactions-history", "transactions")
            )
          } else {
            expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toContain("id")
          }
        }
      }
    ]
  ],
  listSeparators: [
    [
      "a list parameter takes '|' as well as ',' between its elements, or ',' alone",
      async () => {
        for (const revision of REVISIONS) {
          const pipes = RevisionTable[revision].listSeparators === "commaOrPipe"
          const commas = await both("/tokens?ids=0,1&symbols=ETH,HEZ")
          for (const path of ["/tokens?ids=0|1", "/tokens?symbols=ETH|HEZ", "/tokens?ids=0|1&symbols=ETH,HEZ"]) {
            const response = await get(revision, path)
            if (pipes) expect(ok(response)["tokens"], path).toEqual(ok(commas[revision])["tokens"])
            else
              expect(expectError(response, 400, "ErrParamValidationFailed", 1)).toMatch(
                /^query parameter "(ids|symbols)"/u
              )
          }
          const accounts = await get(revision, "/accounts?tokenIds=0|1")
          if (pipes) {
            expect(ok(accounts)["accounts"]).toEqual(ok(await get(revision, "/accounts?tokenIds=0,1"))["accounts"])
          } else expect(expectError(accounts, 400, "ErrParamValidationFailed", 1)).toContain('"tokenIds"')
          for (const empty of [
            "/tokens?ids=0||1",
            "/tokens?ids=0|",
            "/tokens?symbols=,ETH",
            "/accounts?tokenIds=0,|1"
          ]) {
            expectError(await get(revision, empty), 400, "ErrParamValidationFailed", 1)
          }
        }
      }
    ]
  ],
  exitDestinations: [
    [
      "an exit to zk:<its token's symbol>:1 passes type inference (then fails its bad signature), or is 400 code 6",
      async () => {
        const exitTo = (toAccountIndex: string) =>
          bodyWithSignature({
            fromAccountIndex: "zk:ETH:256",
            toAccountIndex,
            tokenId: 0,
            amount: 1000n,
            fee: 0,
            nonce: 50n
          })
        const post = (revision: Revision, body: unknown) =>
          get(revision, "/transactions-pool", {
            method: "POST",
            body: JSON.stringify(body),
            headers: { "content-type": "application/json" }
          })
        for (const revision of REVISIONS) {
          const spelled = await post(revision, exitTo("zk:ETH:1"))
          if (RevisionTable[revision].exitDestinations === "exitOrTokenSymbol") {
            expectError(spelled, 400, "ErrInvalidSignature", 11)
          } else {
            expect(expectError(spelled, 400, "ErrInvalidTxTypeOrTxID", 6)).toBe(
              'invalid destination: "toAccountIndex" zk:ETH:1 is not a destination: an exit goes to zk:EXIT:1, a transfer to an index of at least 256'
            )
          }
          expectError(await post(revision, exitTo("zk:EXIT:1")), 400, "ErrInvalidSignature", 11)
          expect(expectError(await post(revision, exitTo("zk:HEZ:1")), 400, "ErrInvalidTxTypeOrTxID", 6)).toContain(
            "zk:HEZ:1 is not a destination"
          )
        }
      }
    ]
  ],
  batchExtensions: [
    [
      "Batch: with forgedTransactions and ethereumTxHash, or without, wherever a batch is shown",
      async () => {
        const batches = await both("/batches")
        const single = await both("/batches/2")
        const full = await both("/full-batches/2")
        const state = await both("/state")
        const shown = (revision: Revision) => [
          ...itemsOf(ok(batches[revision]), "batches"),
          ok(single[revision]),
          record(ok(full[revision])["batch"]),
          record(record(ok(state[revision])["network"])["lastBatch"])
        ]
        for (const revision of REVISIONS) {
          for (const batch of shown(revision)) {
            const keys = Object.keys(batch)
            for (const name of ["forgedTransactions", "ethereumTxHash"]) {
              expect(keys.includes(name), `${revision} ${name}`).toBe(RevisionTable[revision].batchExtensions)
            }
          }
        }
        expect(shown("later").map((batch) => batch["forgedTransactions"])).toEqual([3, 2, 1, 2, 2, 1])
        expect(ok(single.later)["ethereumTxHash"]).toBe("0x" + "fe02".padStart(64, "0"))
      }
    ]
  ],
  stateShape: [
    [
      "State: the nodeConfig-era or the pagination-era shape",
      async () => {
        const responses = await both("/state")
        const later = ok(responses.later)
        const earlier = ok(responses.earlier)
        expect(Object.keys(later).sort()).toEqual([
          "auction",
          "metrics",
          "network",
          "node",
          "nodeConfig",
          "recommendedFee",
          "rollup",
          "withdrawalDelayer"
        ])
        expect(Object.keys(earlier).sort()).toEqual([
          "auction",
          "metrics",
          "network",
          "recommendedFee",
          "rollup",
          "withdrawalDelayer"
        ])
        expect(Object.keys(record(earlier["network"])).sort()).toEqual([
          "currentSlot",
          "lastBatch",
          "lastBlock",
          "nextForgers"
        ])
        expect(Object.keys(record(earlier["withdrawalDelayer"])).sort()).toEqual([
          "emergencyMode",
          "emergencyModeStartingTime",
          "hermezGovernanceDAOAddress",
          "hermezKeeperAddress",
          "hermezRollupAddress",
          "whiteHackGroupAddress",
          "withdrawalDelay"
        ])
        expect(record(earlier["network"])["lastBlock"]).toBe(record(later["network"])["lastSynchedBlock"])
        expect(later["node"]).toEqual(later["nodeConfig"])
        const laterMetrics = record(later["metrics"])
        expect([laterMetrics["tokenAccounts"], laterMetrics["wallets"]]).toEqual([
          laterMetrics["totalAccounts"],
          laterMetrics["totalBJJs"]
        ])
        expect(Object.keys(record(earlier["metrics"]))).not.toContain("tokenAccounts")
        const config = ok(await get("later", "/config"))
        expect(record(earlier["withdrawalDelayer"])["hermezRollupAddress"]).toBe(
          record(config["withdrawalDelayer"])["hermezRollup"]
        )
      }
    ]
  ]
}

describe.each(REVISION_ROWS)("row %s of the revision table", (row) => {
  it("differs between the revisions", () => {
    expect(RevisionTable.later[row]).not.toEqual(RevisionTable.earlier[row])
  })
  it.each(ROW_CASES[row])("%s", async (_, check) => {
    await check()
  })
})

/** Requests valid in both revisions with a non-empty answer, and the list key of the list ones. */
const SAME_REQUESTS: ReadonlyArray<readonly [string, string | undefined]> = [
  ["/accounts", "accounts"],
  [`/accounts?zkEthereumAddress=${OWNER_A_WIRE.zkEthereumAddress}&limit=1`, "accounts"],
  ["/accounts/zk:ETH:256", undefined],
  ["/exits", "exits"],
  ["/exits?tokenId=0&order=DESC&limit=1", "exits"],
  [`/exits?BJJ=${OWNER_A_WIRE.bjj}`, "exits"],
  ["/exits/2/zk:ETH:256", undefined],
  ["/exits/3/zk:ETH:257", undefined],
  ["/transactions-history", "transactions"],
  ["/transactions-history?limit=2&fromItem=6", "transactions"],
  ["/transactions-history?order=DESC&limit=3", "transactions"],
  ["/transactions-history?type=Exit", "transactions"],
  ["/transactions-history?accountIndex=zk:ETH:256", "transactions"],
  [`/transactions-history/${FORGED_TX_ID}`, undefined],
  [`/transactions-history/${QUEUED_TX_ID}`, undefined],
  ["/batches", "batches"],
  ["/batches?minBatchNum=1&limit=1", "batches"],
  ["/batches/2", undefined],
  ["/full-batches/1", undefined],
  ["/full-batches/2", undefined],
  ["/slots", "slots"],
  ["/slots?minSlotNum=0&limit=1", "slots"],
  ["/slots?order=DESC&limit=2&finishedAuction=true", "slots"],
  ["/slots/3", undefined],
  ["/slots/5", undefined],
  ["/bids?slotNum=3", "bids"],
  ["/bids?slotNum=4&order=DESC", "bids"],
  ["/state", undefined],
  ["/config", undefined],
  ["/tokens", "tokens"],
  ["/tokens?symbols=HEZ", "tokens"],
  ["/tokens/1", undefined],
  ["/coordinators", "coordinators"],
  [`/coordinators/${COORDINATOR.bidderAddr}`, undefined]
]

describe("everything else is identical", () => {
  it("every row's transformation is the identity on bodies it does not concern", () => {
    const body = { tokens: [{ itemId: 1 }], pendingItems: 0 }
    const context = { matching: [1], config: {}, secondsPerBlock: 15 }
    for (const row of REVISION_ROWS) {
      if (row === "listEnvelope") continue
      expect(LATER_TO_EARLIER[row](body, context), row).toEqual(body)
    }
  })

  it.each(SAME_REQUESTS)(
    "GET %s: the earlier body is the later body with every documented difference applied",
    async (path, key) => {
      const responses = await both(path)
      const later = ok(responses.later)
      const config = ok(await get("later", "/config"))
      const matching = key === undefined ? [] : await matchingIds(path, key)
      expect(ok(responses.earlier)).toEqual(laterToEarlier(later, { matching, config, secondsPerBlock: 15 }))
      expect(responses.earlier.headers.get("content-type")).toBe(responses.later.headers.get("content-type"))
    }
  )

  it.each([
    "/accounts/zk:ETH:999",
    "/accounts/zk:HEZ:256",
    "/exits/1/zk:ETH:256",
    "/batches/99",
    "/tokens/abc",
    "/slots?minSlotNum=x",
    `/exits?zkEthereumAddress=${OWNER_A_WIRE.zkEthereumAddress}&BJJ=${OWNER_A_WIRE.bjj}`,
    "/transactions-history?accountIndex=zk:ETH:256&tokenId=0",
    "/tokens?limit=0",
    "/tokens?bogus=1",
    "/state?x=1",
    `/transactions-history/${"0x" + "0".repeat(66)}`
  ])("GET %s: the same error in both", async (path) => {
    const responses = await both(path)
    expect(isErrorBody(responses.earlier.body), responses.earlier.text).toBe(true)
    expect(responses.earlier.status).toBe(responses.later.status)
    expect(responses.earlier.body).toEqual(responses.later.body)
  })
})

describe("everything else is identical over the devnet", () => {
  const options = { genesisTime: new Date(Date.UTC(2026, 10, 1)) }
  const devnet = webHandler(
    Layer.mergeAll(
      Layer.effectDiscard(Effect.orDie(seedDevnet(options))).pipe(Layer.provideMerge(memoryStorage)),
      SystemClock.layer,
      FixtureSettings
    ),
    { laterBasePath: "/", earlierBasePath: "/earlier" }
  )
  afterAll(() => devnet.dispose())
  const request = (path: string) => send((r) => devnet.handler(r), path)

  it.each([
    ["/state", undefined],
    ["/slots", "slots"],
    ["/slots?finishedAuction=true&order=DESC&limit=3", "slots"],
    ["/exits?limit=50", "exits"],
    ["/transactions-history?limit=200", "transactions"],
    ["/transactions-history?type=Deposit", "transactions"],
    ["/full-batches/1", undefined],
    ["/full-batches/2", undefined],
    ["/bids?slotNum=8", "bids"],
    ["/coordinators", "coordinators"],
    ["/accounts?limit=100", "accounts"]
  ] as const)("GET %s", async (path, key) => {
    const later = await request(path)
    const earlier = await request(`/earlier${path}`)
    const config = ok(await request("/config"))
    let matching: Array<number> = []
    if (key !== undefined) {
      const url = new URL(`http://x${path}`)
      for (const name of ["fromItem", "order", "limit"]) url.searchParams.delete(name)
      url.searchParams.set("limit", "2049")
      matching = itemsOf(ok(await request(`${url.pathname}${url.search}`)), key)
        .map((item) => numberOf(item["itemId"]))
        .sort((a, b) => a - b)
    }
    expect(ok(earlier)).toEqual(laterToEarlier(ok(later), { matching, config, secondsPerBlock: 15 }))
  })
})

describe("404 and 405 under both base paths", () => {
  it.each(REVISIONS)("%s: unknown routes are 404 ErrRouteNotFound", async (revision) => {
    for (const path of ["/nope", "/accounts/zk:ETH:256/extra", "/exits/2", "/transactions-pools"]) {
      expect(expectError(await get(revision, path), 404, "ErrRouteNotFound", 26)).toBe("404 page not found")
    }
  })

  it.each(REVISIONS)("%s: a wrong method is 405 ErrMethodNotAllowed with Allow", async (revision) => {
    for (const [method, path, allow] of [
      ["DELETE", "/tokens", "GET, HEAD"],
      ["POST", "/accounts", "GET, HEAD"],
      ["PUT", "/state", "GET, HEAD"],
      ["POST", "/openapi.json", "GET, HEAD"],
      ["POST", "/docs", "GET, HEAD"],
      ["PUT", "/transactions-pool", RevisionTable[revision].walletExtensions ? "GET, HEAD, POST" : "POST"],
      ["GET", "/account-creation-authorization", "POST"]
    ] as const) {
      const response = await get(revision, path, { method })
      expect(expectError(response, 405, "ErrMethodNotAllowed", 27)).toBe(`method ${method} not allowed`)
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow)
    }
  })

  it("the earlier base path alone, or with a trailing segment nobody serves, is a 404", async () => {
    for (const path of ["/earlier", "/earlier/", "/earlier/nope", "/earlierx/tokens"]) {
      expectError(await send((request) => web.handler(request), path), 404, "ErrRouteNotFound", 26)
    }
  })
})

describe("base paths", () => {
  it("default: the later revision at /, the earlier one not served", () => {
    expect(revisionMounts()).toEqual([{ revision: "later", basePath: "/" }])
    expect(revisionMounts({ earlierBasePath: "/earlier" })).toEqual([
      { revision: "later", basePath: "/" },
      { revision: "earlier", basePath: "/earlier" }
    ])
    expect(revisionMounts({ laterBasePath: false, earlierBasePath: "/" })).toEqual([
      { revision: "earlier", basePath: "/" }
    ])
  })

  it.each([
    [{ laterBasePath: "/", earlierBasePath: "/earlier" }, undefined],
    [{ laterBasePath: "/v2", earlierBasePath: "/v1" }, undefined],
    [{ laterBasePath: "/api", earlierBasePath: "/api/v0" }, undefined],
    [{ laterBasePath: "/api/later", earlierBasePath: "/" }, undefined],
    [{ laterBasePath: false, earlierBasePath: false }, "no revision is served"],
    [{ laterBasePath: false }, "no revision is served"],
    [{ laterBasePath: "/x", earlierBasePath: "/x" }, "cannot both be served at /x"],
    [{ earlierBasePath: "/" }, "cannot both be served at /"],
    [
      { earlierBasePath: "/tokens" },
      `the earlier revision's base path /tokens is inside the routes of the later revision at /`
    ],
    [{ earlierBasePath: "/docs" }, "inside the routes of the later revision"],
    [
      { laterBasePath: "/accounts", earlierBasePath: "/" },
      "the later revision's base path /accounts is inside the routes of the earlier revision"
    ],
    [{ laterBasePath: "/api", earlierBasePath: "/api/exits" }, "inside the routes of the later revision at /api"],
    [{ earlierBasePath: "/earlier/" }, "not / or /segment"],
    [{ laterBasePath: "later" }, "not / or /segment"]
  ] as const)("%j → %s", (options, problem) => {
    const found = basePathProblem(options)
    if (problem === undefined) expect(found).toBeUndefined()
    else expect(found).toContain(problem)
  })

  it("the earlier revision alone at /, the later one off", async () => {
    const alone = webHandler(FixtureStorage, { laterBasePath: false, earlierBasePath: "/" })
    try {
      const tokens = await send((request) => alone.handler(request), "/tokens")
      expect(Object.keys(ok(tokens)).sort()).toEqual(["pagination", "tokens"])
      const doc = record((await send((request) => alone.handler(request), "/openapi.json")).body)
      expect(doc["servers"]).toEqual([{ url: "/", description: "This node, earlier revision of the interface" }])
      expect(Object.keys(record(record(doc["components"])["schemas"]))).toContain("PaginationInfo")
    } finally {
      await alone.dispose()
    }
  })

  it("both under segments (/v2 later, /v1 earlier): nothing at /", async () => {
    const nested = webHandler(FixtureStorage, { laterBasePath: "/v2", earlierBasePath: "/v1" })
    try {
      const request = (path: string) => send((r) => nested.handler(r), path)
      expect(Object.keys(ok(await request("/v2/tokens"))).sort()).toEqual(["pendingItems", "tokens"])
      expect(Object.keys(ok(await request("/v1/tokens"))).sort()).toEqual(["pagination", "tokens"])
      expectError(await request("/tokens"), 404, "ErrRouteNotFound", 26)
      expect(record((await request("/v1/openapi.json")).body)["servers"]).toMatchObject([{ url: "/v1" }])
      expect(record((await request("/v2/openapi.json")).body)["servers"]).toMatchObject([{ url: "/v2" }])
    } finally {
      await nested.dispose()
    }
  })

  it("conflicting base paths make the routes fail to build, with the reason", async () => {
    const conflicting = webHandler(FixtureStorage, { laterBasePath: "/x", earlierBasePath: "/x" })
    try {
      await expect(conflicting.handler(new Request("http://localhost/x/tokens"))).rejects.toThrow(
        /cannot both be served at \/x/
      )
    } finally {
      await conflicting.dispose()
    }
  })
})
