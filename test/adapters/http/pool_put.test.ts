/** The anchor's PUTs in the later revision: `PUT /transactions-pool/{id}` and `PUT
 * /transactions-pool/accounts/{accountIndex}/nonces/{nonce}` replace a pending transaction by the rules of
 * `?replace=true` (success, path and body mismatch, unknown or not pending, not replaceable, signature refused, a retry,
 * a preflight allowing PUT); the earlier revision does not route them. */
import { Effect, Schema } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Error400Replacement, Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { makeClient } from "../../../adapters/http/client/client.ts"
import { DEFAULT_APP_SETTINGS } from "../../../app/config.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import { Nonce } from "../../../core/domain/scalars.ts"
import { TokenSymbol } from "../../../core/domain/scalars.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { expect400, expectError } from "./expect_error.ts"
import { type Body, bodyWithSignature, idOf, signedBody, type TxSpec } from "./signed_transactions.ts"
import { record, type TestResponse } from "./web_client.ts"
import { startWriteNode, WALLET_ACCOUNTS, type WriteNode } from "./write_fixture.ts"

const POOL = "/transactions-pool"

/** A transfer zk:ETH:256 (wallet 1) → zk:ETH:257 of 1 ETH at `nonce` with fee selector `fee`. */
function transfer(nonce: bigint, fee: number, toAccountIndex = "zk:ETH:257"): TxSpec {
  return { fromAccountIndex: "zk:ETH:256", toAccountIndex, tokenId: 0, amount: 10n ** 18n, fee, nonce }
}

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode(WALLET_ACCOUNTS, DEFAULT_APP_SETTINGS, {
    laterBasePath: "/",
    earlierBasePath: "/earlier"
  })
})
afterAll(() => node.dispose())

/** PUTs `body` at `path`. */
const put = (path: string, body: Body | string) =>
  node.request(path, {
    method: "PUT",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" }
  })

/** The nonce route of account zk:ETH:256 and `nonce`. */
const byNonce = (nonce: bigint, account = "zk:ETH:256") => `${POOL}/accounts/${account}/nonces/${nonce}`

/** Expects a 200 answering `spec`'s id. */
function expectId(response: TestResponse, spec: TxSpec): void {
  expect(response.status, response.text).toBe(200)
  expect(response.body).toBe(idOf(spec))
}

/** The state of pool transaction `spec`. */
async function stateOf(spec: TxSpec): Promise<unknown> {
  const response = await node.request(`${POOL}/${idOf(spec)}`)
  expect(response.status, response.text).toBe(200)
  return record(response.body)["state"]
}

describe("PUT /transactions-pool/{id}", () => {
  it("replaces the pending transaction by a new one of its sender and nonce paying the step more; a retry answers the same id", async () => {
    const old = transfer(3n, 126)
    const next = transfer(3n, 129)
    expectId(await node.post(POOL, signedBody(old)), old)
    expectId(await put(`${POOL}/${idOf(old)}`, signedBody(next)), next)
    expect(await stateOf(old)).toBe("invl")
    expect(await stateOf(next)).toBe("pend")
    const replaced = record((await node.request(`${POOL}/${idOf(old)}`)).body)
    expect(record(replaced["invalidationReason"])["code"]).toBe("replaced")
    expectId(await put(`${POOL}/${idOf(old)}`, signedBody(next)), next)
  })

  it("answers 404 for an id the pool does not hold and for a transaction no longer pending", async () => {
    const unknown = transfer(90n, 126)
    expectError(await put(`${POOL}/${idOf(unknown)}`, signedBody(transfer(90n, 129))), 404, "ErrNotFound", 4)
    const old = transfer(4n, 126)
    expectId(await node.post(POOL, signedBody(old)), old)
    expectId(await put(`${POOL}/${idOf(old)}`, signedBody(transfer(4n, 129))), transfer(4n, 129))
    const message = expectError(await put(`${POOL}/${idOf(old)}`, signedBody(transfer(4n, 200))), 404, "ErrNotFound", 4)
    expect(message).toContain("is invl")
    const forging = transfer(5n, 126)
    expectId(await node.post(POOL, signedBody(forging)), forging)
    await node.run(
      Effect.orDie(
        Effect.flatMap(Effect.service(Ledger), (ledger) =>
          ledger.selectForForging([TxIdValue.make(idOf(forging))], BatchNum.make(2))
        )
      )
    )
    expect(
      expectError(await put(`${POOL}/${idOf(forging)}`, signedBody(transfer(5n, 200))), 404, "ErrNotFound", 4)
    ).toContain("is fing")
    expect(await stateOf(forging)).toBe("fing")
  })

  it("refuses a body of another sender or nonce (400) and a body keeping the id (the same fee)", async () => {
    const old = transfer(6n, 126)
    expectId(await node.post(POOL, signedBody(old)), old)
    expect400(
      await put(`${POOL}/${idOf(old)}`, signedBody(transfer(7n, 129))),
      "ErrParamValidationFailed",
      1,
      "nonce 7",
      `transaction ${idOf(old)}`
    )
    expect400(
      await put(`${POOL}/${idOf(old)}`, signedBody(transfer(6n, 126, "zk:ETH:258"))),
      "ErrReplacementFeeTooLow",
      44,
      "another id"
    )
    expectId(await put(`${POOL}/${idOf(old)}`, signedBody(old)), old)
    expect(await stateOf(old)).toBe("pend")
  })

  it("runs every check of the POST and the replacement rules: a bad signature, a fee below the step", async () => {
    const old = transfer(8n, 126)
    expectId(await node.post(POOL, signedBody(old)), old)
    expect400(await put(`${POOL}/${idOf(old)}`, bodyWithSignature(transfer(8n, 200))), "ErrInvalidSignature", 11)
    expect400(await put(`${POOL}/${idOf(old)}`, signedBody(transfer(8n, 128))), "ErrReplacementFeeTooLow", 44)
    expect(await stateOf(old)).toBe("pend")
  })
})

describe("PUT /transactions-pool/accounts/{accountIndex}/nonces/{nonce}", () => {
  it("replaces the account's pending transaction with that nonce", async () => {
    const old = transfer(10n, 126)
    const next = transfer(10n, 129)
    expectId(await node.post(POOL, signedBody(old)), old)
    expectId(await put(byNonce(10n), signedBody(next)), next)
    expect(await stateOf(old)).toBe("invl")
    expect(await stateOf(next)).toBe("pend")
    expectId(await put(byNonce(10n), signedBody(next)), next)
  })

  it("refuses a body whose sender or nonce is not the path's (400), a malformed path (400), nothing pending (404)", async () => {
    expect400(await put(byNonce(11n), signedBody(transfer(12n, 129))), "ErrParamValidationFailed", 1, "nonce 11")
    expect400(await put(byNonce(11n, "zk:ETH:257"), signedBody(transfer(11n, 129))), "ErrParamValidationFailed", 1)
    expect400(
      await put(byNonce(11n).replace("/11", "/x"), signedBody(transfer(11n, 129))),
      "ErrParamValidationFailed",
      1
    )
    expect(expectError(await put(byNonce(11n), signedBody(transfer(11n, 129))), 404, "ErrNotFound", 4)).toContain(
      "no pending transaction with nonce 11"
    )
  })

  it("refuses a bad signature before the rules", async () => {
    const old = transfer(13n, 126)
    expectId(await node.post(POOL, signedBody(old)), old)
    expect400(await put(byNonce(13n), bodyWithSignature(transfer(13n, 200))), "ErrInvalidSignature", 11)
    expect(await stateOf(old)).toBe("pend")
  })
})

describe("routing of the PUTs", () => {
  it("a preflight of their paths allows PUT; the earlier revision answers as for any unrouted request", async () => {
    const old = transfer(14n, 126)
    for (const path of [`${POOL}/${idOf(old)}`, byNonce(14n)]) {
      const preflight = await node.request(path, {
        method: "OPTIONS",
        headers: { origin: "https://wallet.example", "access-control-request-method": "PUT" }
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get("access-control-allow-methods")).toContain("PUT")
    }
    expectError(await put(`/earlier${POOL}/${idOf(old)}`, signedBody(old)), 405, "ErrMethodNotAllowed", 27)
    expectError(await put(`/earlier${byNonce(14n)}`, signedBody(old)), 404, "ErrRouteNotFound", 26)
    const earlierPreflight = await node.request(`/earlier${POOL}/${idOf(old)}`, {
      method: "OPTIONS",
      headers: { origin: "https://wallet.example", "access-control-request-method": "PUT" }
    })
    expect(earlierPreflight.headers.get("access-control-allow-methods")).not.toContain("PUT")
  })
})

describe("the typed client", () => {
  it("has both PUTs: the new id, a refusal as Error400Replacement, nothing pending as Error404", async () => {
    const client = await Effect.runPromise(
      makeClient({ revision: "later", baseUrl: "http://node.test", fetch: node.handler, retryAfter: false })
    )
    const payloadOf = (spec: TxSpec) => Schema.decodeUnknownSync(PostPoolL2Transaction)(signedBody(spec))
    const old = transfer(16n, 126)
    expectId(await node.post(POOL, signedBody(old)), old)
    const accountIndex = { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(256) }
    const replaced = await Effect.runPromise(
      client.wallet.replacePoolTransactionByNonce({
        params: { accountIndex, nonce: Nonce.make(16n) },
        payload: payloadOf(transfer(16n, 129))
      })
    )
    expect(replaced).toBe(idOf(transfer(16n, 129)))
    const tooLow = await Effect.runPromise(
      Effect.flip(
        client.wallet.replacePoolTransaction({
          params: { id: TxIdValue.make(idOf(transfer(16n, 129))) },
          payload: payloadOf(transfer(16n, 130))
        })
      )
    )
    expect(tooLow).toBeInstanceOf(Error400Replacement)
    expect(tooLow).toMatchObject({ type: "ErrReplacementFeeTooLow", code: 44 })
    const nothing = await Effect.runPromise(
      Effect.flip(
        client.wallet.replacePoolTransactionByNonce({
          params: { accountIndex, nonce: Nonce.make(17n) },
          payload: payloadOf(transfer(17n, 129))
        })
      )
    )
    expect(nothing).toBeInstanceOf(Error404)
  })
})
