/** `?replace=true` and `invalidationReason` in both revisions: a same-nonce transaction paying the step more replaces
 * the pending one (refusals, dry runs, events, typed client); the earlier revision has neither. */
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Error400Replacement } from "../../../adapters/http/api/error_schemas.ts"
import { makeClient } from "../../../adapters/http/client/client.ts"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import { BatchNum, Nonce } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { expect400, expectError } from "./expect_error.ts"
import { laterToEarlier } from "./revisions_wire.ts"
import { bodyWithSignature, idOf, signedBody, type TxSpec } from "./signed_transactions.ts"
import { readSse } from "./sse_reader.ts"
import { itemsOf, record, type TestResponse } from "./web_client.ts"
import { forgeSecondBatch, startWriteNode, WALLET_ACCOUNTS, type WriteNode } from "./write_fixture.ts"

const POOL = "/transactions-pool"

/** A transfer zk:ETH:256 (wallet 1) → zk:ETH:257 of `amount` (1 ETH) at `nonce` with fee selector `fee`. */
function transfer(nonce: bigint, fee: number, amount = 10n ** 18n): TxSpec {
  return { fromAccountIndex: "zk:ETH:256", toAccountIndex: "zk:ETH:257", tokenId: 0, amount, fee, nonce }
}

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode(WALLET_ACCOUNTS, DEFAULT_APP_SETTINGS, {
    laterBasePath: "/",
    earlierBasePath: "/earlier",
    events: { pollInterval: "50 millis" }
  })
})
afterAll(() => node.dispose())

/** POSTs `spec` signed by wallet 1 (with `query`). */
const post = (spec: TxSpec, query = "") => node.post(`${POOL}${query}`, signedBody(spec))

/** The body of `GET /transactions-pool/{id}` (with a base path). */
async function shown(id: string, base = ""): Promise<Record<string, unknown>> {
  const response = await node.request(`${base}${POOL}/${id}`)
  expect(response.status, response.text).toBe(200)
  return record(response.body)
}

/** Expects a 200 answering `spec`'s id. */
function expectId(response: TestResponse, spec: TxSpec): void {
  expect(response.status, response.text).toBe(200)
  expect(response.body).toBe(idOf(spec))
}

describe("replace=true in the later revision", () => {
  it("replaces the pending transaction of the same sender and nonce; a retry answers the same id", async () => {
    const old = transfer(3n, 126)
    const next = transfer(3n, 129)
    expectId(await post(old), old)
    expectId(await post(next, "?replace=true"), next)
    const replaced = await shown(idOf(old))
    expect(replaced).toMatchObject({ state: "invl", batchNum: null })
    expect(replaced["invalidationReason"]).toEqual({
      code: "replaced",
      message: expect.stringContaining(`replaced by ${idOf(next)}`)
    })
    expect(await shown(idOf(next))).toMatchObject({ state: "pend", invalidationReason: null })
    expectId(await post(next, "?replace=true"), next)
    const listed = await node.request(`${POOL}?accountIndex=zk:ETH:256&state=invl`)
    const items = itemsOf(listed.body, "transactions")
    expect(items.map((tx) => [tx["id"], record(tx["invalidationReason"])["code"]])).toContainEqual([
      idOf(old),
      "replaced"
    ])
  })

  it("refuses a fee below the step (ErrReplacementFeeTooLow, 44) and when nothing is pending (ErrNothingToReplace, 42)", async () => {
    const old = transfer(4n, 126)
    expectId(await post(old), old)
    expect400(
      await post(transfer(4n, 128), "?replace=true"),
      "ErrReplacementFeeTooLow",
      44,
      `replacing ${idOf(old)}`,
      "10 % more"
    )
    expect(await shown(idOf(old))).toMatchObject({ state: "pend", invalidationReason: null })
    expect((await node.request(`${POOL}/${idOf(transfer(4n, 128))}`)).status).toBe(404)
    expect400(
      await post(transfer(40n, 129), "?replace=true"),
      "ErrNothingToReplace",
      42,
      "no pending transaction with nonce 40"
    )
  })

  it("runs every other check first: a bad signature is ErrInvalidSignature", async () => {
    expectId(await post(transfer(5n, 126)), transfer(5n, 126))
    expect400(await node.post(`${POOL}?replace=true`, bodyWithSignature(transfer(5n, 200))), "ErrInvalidSignature", 11)
    expect((await shown(idOf(transfer(5n, 126))))["state"]).toBe("pend")
  })

  it("never replaces one being forged (ErrReplacementNotPending, 43) or forged (its nonce is then below the account's)", async () => {
    const old = transfer(6n, 126)
    expectId(await post(old), old)
    await node.run(
      Effect.orDie(
        Effect.flatMap(Effect.service(Ledger), (ledger) =>
          ledger.selectForForging([TxIdValue.make(idOf(old))], BatchNum.make(2))
        )
      )
    )
    expect400(
      await post(transfer(6n, 200), "?replace=true"),
      "ErrReplacementNotPending",
      43,
      "is being forged in batch 2 (fing)"
    )
    await forgeSecondBatch(node, {
      accountUpdates: [{ idx: AccountIdx.make(256), nonce: Nonce.make(7n), balance: 10n ** 21n }]
    })
    expect400(await post(transfer(6n, 200), "?replace=true"), "ErrInvalidNonce", 10, "is at nonce 7")
  })

  it("without replace, a second transaction with the same nonce is stored beside the first, as before", async () => {
    const first = transfer(8n, 126)
    const second = transfer(8n, 200)
    expectId(await post(first), first)
    expectId(await post(second), second)
    expect((await shown(idOf(first)))["state"]).toBe("pend")
    expect((await shown(idOf(second)))["state"]).toBe("pend")
  })

  it("a dry run names what it would replace and changes nothing; a refused one answers the real POST's error", async () => {
    const old = transfer(9n, 126)
    const next = transfer(9n, 129)
    expectId(await post(old), old)
    const dry = await post(next, "?dryRun=true&replace=true")
    expect(dry.status, dry.text).toBe(200)
    expect(dry.body).toMatchObject({
      id: idOf(next),
      wouldBeState: "pend",
      alreadyInPool: false,
      replaces: [idOf(old)]
    })
    expect((await shown(idOf(old)))["state"]).toBe("pend")
    expect((await node.request(`${POOL}/${idOf(next)}`)).status).toBe(404)
    const tooLow = transfer(9n, 127)
    const refusedDry = await post(tooLow, "?dryRun=true&replace=true")
    const refusedReal = await post(tooLow, "?replace=true")
    expect([refusedDry.status, refusedDry.text]).toEqual([refusedReal.status, refusedReal.text])
    expect400(refusedReal, "ErrReplacementFeeTooLow", 44)
    expect(await post(next, "?dryRun=true")).toMatchObject({ status: 200, body: { replaces: [] } })
  })

  it("/events shows the replacement entering, then the replaced one invalidated", async () => {
    const old = transfer(11n, 126)
    const next = transfer(11n, 129)
    expectId(await post(old), old)
    const response = await node.handler(new Request(`http://node.test/events?types=pool&accountIndex=zk:ETH:256`))
    expect(response.status).toBe(200)
    const reader = readSse(response)
    try {
      expectId(await post(next, "?replace=true"), next)
      const events = await reader.until(2)
      expect(events.map((e) => e.data)).toEqual([
        {
          id: idOf(next),
          previousState: null,
          state: "pend",
          batchNum: null,
          reason: null,
          reasonCode: null,
          atomicGroupId: null
        },
        {
          id: idOf(old),
          previousState: "pend",
          state: "invl",
          batchNum: null,
          reason: expect.stringContaining("replaced by"),
          reasonCode: "replaced",
          atomicGroupId: null
        }
      ])
    } finally {
      await reader.cancel()
    }
  })

  it("the typed client decodes a refusal as Error400Replacement", async () => {
    const old = transfer(12n, 126)
    expectId(await post(old), old)
    const client = await Effect.runPromise(
      makeClient({ revision: "later", baseUrl: "http://node.test", fetch: node.handler, retryAfter: false })
    )
    const payload = Schema.decodeUnknownSync(PostPoolL2Transaction)(signedBody(transfer(12n, 127)))
    const error = await Effect.runPromise(
      Effect.flip(client.transaction.postPoolTransaction({ query: { replace: true }, payload }))
    )
    expect(error).toBeInstanceOf(Error400Replacement)
    expect(error).toMatchObject({ type: "ErrReplacementFeeTooLow", code: 44 })
  })
})

describe("the earlier revision", () => {
  it("knows no replace parameter and stores a same-nonce transaction as before", async () => {
    const first = transfer(20n, 126)
    const second = transfer(20n, 200)
    expectId(await node.post(`/earlier${POOL}`, signedBody(first)), first)
    const message = expectError(
      await node.post(`/earlier${POOL}?replace=true`, signedBody(second)),
      400,
      "ErrParamValidationFailed",
      1
    )
    expect(message).toBe(`unknown query parameter "replace"`)
    expectId(await node.post(`/earlier${POOL}`, signedBody(second)), second)
    expect((await shown(idOf(first), "/earlier"))["state"]).toBe("pend")
  })

  it("shows a pool transaction without invalidationReason: the later one with the documented difference applied", async () => {
    const old = transfer(21n, 126)
    expectId(await post(old), old)
    expectId(await post(transfer(21n, 129), "?replace=true"), transfer(21n, 129))
    const later = await shown(idOf(old))
    const earlier = await shown(idOf(old), "/earlier")
    expect("invalidationReason" in earlier).toBe(false)
    expect(earlier).toEqual(laterToEarlier(later, { matching: [], config: {}, secondsPerBlock: 15 }))
  })
})
