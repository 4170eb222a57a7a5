/** The earlier revision stays as it is: its OpenAPI document and GET answers over the fixture equal the copies frozen
 * in `earlier_frozen/`; `FREEZE=1` rewrites them and fails, only for a change the contract makes to the earlier
 * revision. What the copies hold is checked against what the node did not write in `earlier_mapped.test.ts`. */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { COORDINATOR, FORGED_TX_ID, FixtureStorage, OWNER_A, QUEUED_TX_ID } from "./fixture.ts"
import { record, send } from "./web_client.ts"

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())

const FROZEN = new URL("./earlier_frozen/", import.meta.url)

/** A GET of every earlier resource, lists with their filters, single items found and not found. */
const PATHS = [
  "/accounts",
  `/accounts?zkEthereumAddress=zk:${OWNER_A.ethAddr}`,
  "/accounts?tokenIds=0,1&order=DESC&limit=1",
  "/accounts/zk:ETH:256",
  "/accounts/zk:ETH:999999",
  "/exits",
  "/exits?onlyPendingWithdraws=true",
  "/exits/1/zk:ETH:256",
  "/exits/2/zk:ETH:256",
  "/exits/99/zk:ETH:256",
  "/transactions-history",
  "/transactions-history?type=Deposit&limit=2",
  "/transactions-history?batchNum=1&order=DESC",
  `/transactions-history/${FORGED_TX_ID}`,
  `/transactions-history/${QUEUED_TX_ID}`,
  `/transactions-pool/0x02${"00".repeat(32)}`,
  "/batches",
  "/batches?minBatchNum=0&maxBatchNum=3&order=DESC",
  `/batches?forgerAddr=${COORDINATOR.forgerAddr}`,
  "/batches/1",
  "/batches/99",
  "/full-batches/1",
  "/full-batches/99",
  "/slots",
  "/slots?finishedAuction=true",
  "/slots/0",
  "/bids",
  `/bids?bidderAddr=${COORDINATOR.bidderAddr}`,
  "/coordinators",
  `/coordinators/${COORDINATOR.bidderAddr}`,
  `/coordinators/0x${"00".repeat(20)}`,
  "/tokens",
  "/tokens?symbols=ETH",
  "/tokens/0",
  "/tokens/99",
  "/state",
  "/config",
  `/account-creation-authorization/zk:${OWNER_A.ethAddr}`
]

/** The frozen copy `name`, or undefined when it was never written. */
function frozen(name: string): unknown {
  const file = new URL(name, FROZEN)
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined
}

/** Compares `value` with the frozen copy `name`; under `FREEZE=1` it writes the copy and fails, so that a new copy is
 * a diff to review (`git diff`), never a silent pass. */
function expectFrozen(name: string, value: unknown): void {
  if (process.env["FREEZE"] === "1") {
    writeFileSync(new URL(name, FROZEN), `${JSON.stringify(value, null, 1)}\n`)
    throw new Error(`FREEZE=1 rewrote earlier_frozen/${name}: review its diff, then run without FREEZE`)
  }
  expect(value).toEqual(frozen(name))
}

describe("the earlier revision, frozen", () => {
  it("its OpenAPI document is the frozen one (but the node's version)", async () => {
    const document = record((await send(web.handler, "/earlier/openapi.json")).body)
    expectFrozen("openapi.json", { ...document, info: { ...record(document["info"]), version: "(the node's)" } })
  })

  it("its answers to a GET of every resource over the fixture are the frozen ones", async () => {
    const answers: Record<string, unknown> = {}
    for (const path of PATHS) {
      const answer = await send(web.handler, `/earlier${path}`)
      answers[path] = { status: answer.status, body: answer.body }
    }
    expectFrozen("answers.json", answers)
  })
})
