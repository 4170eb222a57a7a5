/** `?dryRun=true` on pool and authorization POSTs: for every rejection the dry run answers what the real POST does and
 * changes nothing; a valid one answers its id, `pend` and the next nonce; `dryRun=false` submits. */
import { Effect, Option } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import { AuthorizationStore } from "../../../core/ports/authorization_store.ts"
import { PoolStore } from "../../../core/ports/pool_store.ts"
import { FIRST_PAGE } from "../../../core/pagination/page.ts"
import { authorizationBody, walletAddress } from "./signed_authorizations.ts"
import {
  BAD_SIGNATURE,
  type Body,
  bodyWithSignature,
  idOf,
  signedBody,
  type TxSpec,
  walletSigner,
  wireBody
} from "./signed_transactions.ts"
import { record, type TestResponse } from "./web_client.ts"
import { startWriteNode, type WriteNode } from "./write_fixture.ts"

const POOL = "/transactions-pool"
const AUTHORIZATION = "/account-creation-authorization"

let node: WriteNode
beforeAll(async () => {
  node = await startWriteNode()
})
afterAll(() => node.dispose())

/** A transfer zk:ETH:256 (wallet 1, nonce 3) → zk:ETH:257 of 1000 at `nonce`, fields replaced by `patch`. */
function transfer(nonce: bigint, patch: Partial<TxSpec> = {}): TxSpec {
  return {
    fromAccountIndex: "zk:ETH:256",
    toAccountIndex: "zk:ETH:257",
    tokenId: 0,
    amount: 1000n,
    fee: 0,
    nonce,
    ...patch
  }
}

/** How many transactions the pool holds, whatever their state. */
const poolSize = () =>
  node.run(
    Effect.gen(function* () {
      return (yield* (yield* PoolStore).list({}, FIRST_PAGE)).totalItems
    })
  )

/** Whether wallet `wallet`'s address has an authorization. */
const hasAuthorization = (wallet: number) =>
  node.run(
    Effect.gen(function* () {
      return Option.isSome(yield* (yield* AuthorizationStore).get(walletAddress(wallet)))
    })
  )

/** The status and body text of a response, for comparing two answers. */
const answer = (response: TestResponse) => ({ status: response.status, text: response.text })

/** Dry-runs then really posts `body` to `path`; checks the pool is unchanged by the dry run and that both answered alike. */
async function dryThenReal(path: string, body: unknown): Promise<TestResponse> {
  const before = await poolSize()
  const dry = await node.post(`${path}?dryRun=true`, body)
  expect(await poolSize(), "a dry run stores nothing").toBe(before)
  const real = await node.post(path, body)
  expect(answer(dry)).toEqual(answer(real))
  return dry
}

describe("a dry run of each rejection answers the real POST's error and stores nothing", () => {
  const someId = idOf(transfer(99n))
  const cases: ReadonlyArray<readonly [string, Body | string, number]> = [
    ["malformed body (ErrParamValidationFailed)", { ...signedBody(transfer(3n)), amount: 12 }, 1],
    ["not JSON (ErrParamValidationFailed)", "{", 1],
    ["wrong id (ErrInvalidTxTypeOrTxID)", { ...bodyWithSignature(transfer(3n)), id: someId }, 6],
    [
      "an amount Float40 cannot represent (ErrInvalidFloat40Amount)",
      wireBody(transfer(3n, { amount: 2n ** 35n + 1n }), { id: someId, type: "Transfer", signature: BAD_SIGNATURE }),
      31
    ],
    ["fee overflow (ErrFeeOverflow)", signedBody(transfer(3n, { amount: 10n ** 30n, fee: 255 })), 7],
    ["unknown sender (ErrGettingSenderAccount)", signedBody(transfer(3n, { fromAccountIndex: "zk:ETH:999" })), 8],
    ["token not the sender's (ErrAccountTokenNotEqualTxToken)", signedBody(transfer(3n, { tokenId: 1 })), 9],
    ["nonce below the account's (ErrInvalidNonce)", signedBody(transfer(2n)), 10],
    ["bad signature (ErrInvalidSignature)", bodyWithSignature(transfer(3n)), 11],
    ["unknown receiver (ErrGettingReceiverAccount)", signedBody(transfer(3n, { toAccountIndex: "zk:ETH:998" })), 12],
    ["exit of 0 (ErrExitAmount0)", signedBody({ ...transfer(3n, { amount: 0n }), toAccountIndex: "zk:EXIT:1" }), 5]
  ]
  for (const [name, body, code] of cases) {
    it(name, async () => {
      const dry = await dryThenReal(POOL, body)
      expect(dry.status, dry.text).toBe(400)
      expect(record(dry.body)["code"]).toBe(code)
    })
  }

  it("a different transaction with a stored one's id (ErrDuplicatedKey)", async () => {
    const spec = transfer(20n)
    const other: TxSpec = { ...spec, toAccountIndex: null, toZkEthereumAddress: `zk:${devnetWallet(5).ethAddress}` }
    expect(idOf(other)).toBe(idOf(spec))
    expect((await node.post(POOL, signedBody(spec))).status).toBe(200)
    const dry = await dryThenReal(POOL, signedBody(other))
    expect(dry.status, dry.text).toBe(400)
    expect(record(dry.body)["code"]).toBe(2)
  })
})

describe("a valid transaction's dry run", () => {
  it("answers its id, pend and the next nonce counting it; stores nothing; the real POST then succeeds with that id", async () => {
    const spec = transfer(30n)
    const body = signedBody(spec)
    const before = await poolSize()
    const dry = await node.post(`${POOL}?dryRun=true`, body)
    expect(dry.status, dry.text).toBe(200)
    expect(dry.body).toEqual({ id: idOf(spec), wouldBeState: "pend", alreadyInPool: false, nextNonce: 3, replaces: [] })
    expect(await poolSize()).toBe(before)
    const real = await node.post(`${POOL}?dryRun=false`, body)
    expect(real.status, real.text).toBe(200)
    expect(real.body).toBe(idOf(spec))
    expect(await poolSize()).toBe(before + 1)
  })

  it("at the next free nonce, answers the nonce after it; of a stored transaction, its stored state and nothing new", async () => {
    const nonce = await node.request("/accounts/zk:ETH:256/nonce")
    const next = BigInt(String(record(nonce.body)["nextNonce"]))
    const spec = transfer(next)
    const body = signedBody(spec)
    const dry = await node.post(`${POOL}?dryRun=true`, body)
    expect(dry.body).toEqual({
      id: idOf(spec),
      wouldBeState: "pend",
      alreadyInPool: false,
      nextNonce: Number(next) + 1,
      replaces: []
    })
    expect((await node.post(POOL, body)).status).toBe(200)
    const before = await poolSize()
    const again = await node.post(`${POOL}?dryRun=true`, body)
    expect(again.status, again.text).toBe(200)
    expect(again.body).toEqual({
      id: idOf(spec),
      wouldBeState: "pend",
      alreadyInPool: true,
      nextNonce: Number(next) + 1,
      replaces: []
    })
    expect(await poolSize()).toBe(before)
  })

  it("dryRun takes only true or false", async () => {
    const response = await node.post(`${POOL}?dryRun=yes`, signedBody(transfer(40n, {}), walletSigner(1)))
    expect(response.status, response.text).toBe(400)
    expect(String(record(response.body)["message"])).toContain("dryRun")
  })
})

describe("an account-creation authorization's dry run", () => {
  it("of a valid new authorization: wouldBeStored true, nothing stored; the real POST then stores it", async () => {
    const body = authorizationBody(3)
    const dry = await node.post(`${AUTHORIZATION}?dryRun=true`, body)
    expect(dry.status, dry.text).toBe(200)
    expect(dry.body).toEqual({
      zkEthereumAddress: `zk:${walletAddress(3)}`,
      bjj: encodeBjj(devnetWallet(3).bjjPublicKey),
      wouldBeStored: true
    })
    expect(await hasAuthorization(3)).toBe(false)
    expect((await node.post(AUTHORIZATION, body)).status).toBe(200)
    expect(await hasAuthorization(3)).toBe(true)
    const again = await node.post(`${AUTHORIZATION}?dryRun=true`, body)
    expect(record(again.body)["wouldBeStored"]).toBe(false)
  })

  it("of each rejection: the real POST's error, nothing stored", async () => {
    const cases: ReadonlyArray<readonly [Body, number]> = [
      [{ ...authorizationBody(4), signature: authorizationBody(4, { signerWallet: 5 }).signature }, 11],
      [{ ...authorizationBody(4), bjj: "zk:nope" }, 1],
      [{ ...authorizationBody(4), zkEthereumAddress: "zk:0x" + "0".repeat(40) }, 1]
    ]
    for (const [body, code] of cases) {
      const dry = await node.post(`${AUTHORIZATION}?dryRun=true`, body)
      expect(await hasAuthorization(4)).toBe(false)
      const real = await node.post(AUTHORIZATION, body)
      expect(answer(dry)).toEqual(answer(real))
      expect(record(dry.body)["code"]).toBe(code)
    }
    // Another key for an address that has one: the same duplicate.
    expect((await node.post(AUTHORIZATION, authorizationBody(6))).status).toBe(200)
    const other = authorizationBody(6, { bjj: devnetWallet(7).bjjPublicKey })
    const dry = await node.post(`${AUTHORIZATION}?dryRun=true`, other)
    const real = await node.post(AUTHORIZATION, other)
    expect(answer(dry)).toEqual(answer(real))
    expect(record(dry.body)["type"]).toBe("ErrDuplicatedKey")
  })
})
