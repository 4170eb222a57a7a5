/** The devnet's faucet through `POST /devnet/deposits`: a deposit queued for any address and key, forged by the
 * forger's next step with the queue it joined (the seeded one, one L1 transaction of each type); bad input a 400;
 * a node without the faucet answers 404. */
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { webHandler } from "../../app/server.ts"
import { devnetWallet } from "../../adapters/crypto/devnet_wallets.ts"
import { encodeBjj } from "../../core/domain/bjj.ts"
import { devnetFaucetLayer } from "../../devnet/faucet.ts"
import { forgeDemandedL1Queues } from "../../devnet/forger_l1_batch.ts"
import { BATCH_COUNT } from "../../devnet/scenario.ts"
import { send, type TestResponse } from "../adapters/http/web_client.ts"
import { seededDevnet } from "./forger_fixture.ts"

/** The seeded devnet with the faucet, built once for the suite. */
const withFaucet = () => devnetFaucetLayer.pipe(Layer.provideMerge(seededDevnet()))
type Services = Layer.Success<ReturnType<typeof withFaucet>>

let scope: Scope.Closeable
let services: Layer.Layer<Services>
let web: ReturnType<typeof webHandler>

beforeAll(async () => {
  scope = await Effect.runPromise(Scope.make())
  services = Layer.succeedContext(await Effect.runPromise(Layer.buildWithScope(withFaucet(), scope)))
  web = webHandler(services)
}, 60_000)

afterAll(async () => {
  await web.dispose()
  await Effect.runPromise(Scope.close(scope, Exit.void))
})

/** `POST /devnet/deposits` with `body`. */
function deposit(body: unknown, handler = web.handler): Promise<TestResponse> {
  return send(handler, "/devnet/deposits", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body)
  })
}

/** `GET path`'s body. */
async function read(path: string): Promise<Record<string, unknown>> {
  const answer = await send(web.handler, path)
  expect(answer.status, answer.text).toBe(200)
  return answer.body as Record<string, unknown>
}

/** Every account's balance summed by token id. */
async function balancesByToken(): Promise<Map<number, bigint>> {
  const sums = new Map<number, bigint>()
  const page = (await read("/accounts?limit=2049"))["accounts"] as ReadonlyArray<{
    balance: string
    token: { id: number }
  }>
  for (const a of page) sums.set(a.token.id, (sums.get(a.token.id) ?? 0n) + BigInt(a.balance))
  return sums
}

/** A key no devnet account has: wallet 12's raw key (the devnet has 10 wallets). */
const stranger = devnetWallet(12)
const request = {
  zkEthereumAddress: `zk:${devnetWallet(3).ethAddress}`,
  bjj: encodeBjj(stranger.bjjPublicKey),
  tokenId: 1,
  amount: "2500000000000000000000"
}

describe("the devnet faucet", () => {
  it("queues a deposit at the end of the open queue, which the forger forges with it: the account is created", async () => {
    const queued = await deposit(request)
    expect(queued.status, queued.text).toBe(200)
    // The seed leaves queue 16 open with six L1 transactions (one of each type): the deposit is the seventh.
    expect(queued.body).toMatchObject({ toForgeL1TransactionsNum: 16, position: 6 })
    const id = (queued.body as { id: string }).id
    expect(await read(`/transactions-history/${id}`)).toMatchObject({ type: "CreateAccountDeposit", batchNum: null })
    const before = await read(`/accounts?BJJ=${request.bjj}`)
    expect(before["accounts"]).toEqual([])

    const sumsBefore = await balancesByToken()
    const forged = await Effect.runPromise(forgeDemandedL1Queues(10).pipe(Effect.provide(services)))
    expect(forged).toEqual([BATCH_COUNT + 1])
    const history = await read(`/transactions-history/${id}`)
    expect(history).toMatchObject({ batchNum: BATCH_COUNT + 1, L1Info: { amountSuccess: true } })
    const after = (await read(`/accounts?BJJ=${request.bjj}`))["accounts"] as ReadonlyArray<Record<string, unknown>>
    expect(after.map((a) => [a["zkEthereumAddress"], a["balance"], (a["token"] as { id: number }).id])).toEqual([
      [request.zkEthereumAddress, request.amount, 1]
    ])
    expect(history["fromAccountIndex"]).toBe(after[0]?.["accountIndex"])
    // The whole queue went with it: every seeded L1 transaction of queue 16 is forged in the same batch.
    const batch = await read(`/full-batches/${BATCH_COUNT + 1}`)
    type L1Item = { type: string; token: { id: number }; L1Info: { depositAmount: string; amountSuccess: boolean } }
    const transactions = batch["transactions"] as ReadonlyArray<L1Item>
    // Each one acted (its transfer, its exit paid), and every token's balances moved by its deposits less its exits.
    expect(transactions.every((tx) => tx.L1Info.amountSuccess)).toBe(true)
    const exits = (await read(`/exits?batchNum=${BATCH_COUNT + 1}`))["exits"] as ReadonlyArray<{
      balance: string
      token: { id: number }
    }>
    expect(exits.map((e) => [e.token.id, e.balance])).toEqual([[1, "10000000000000000000"]])
    const sumsAfter = await balancesByToken()
    for (const [tokenId, sum] of sumsAfter) {
      const deposited = transactions
        .filter((tx) => tx.token.id === tokenId)
        .reduce((total, tx) => total + BigInt(tx.L1Info.depositAmount), 0n)
      const exited = exits.filter((e) => e.token.id === tokenId).reduce((total, e) => total + BigInt(e.balance), 0n)
      expect(sum, `token ${tokenId}`).toBe((sumsBefore.get(tokenId) ?? 0n) + deposited - exited)
    }
    expect(transactions.map((tx) => tx.type).sort()).toEqual(
      [
        "CreateAccountDeposit",
        "CreateAccountDeposit",
        "CreateAccountDepositTransfer",
        "Deposit",
        "DepositTransfer",
        "ForceExit",
        "ForceTransfer"
      ].sort()
    )
    // Nothing more to forge until the faucet queues again.
    expect(await Effect.runPromise(forgeDemandedL1Queues(10).pipe(Effect.provide(services)))).toEqual([])
  })

  it("refuses bad input with a 400 naming the field", async () => {
    const cases: ReadonlyArray<readonly [Record<string, unknown>, string, RegExp]> = [
      [{ ...request, tokenId: 99 }, "ErrParamValidationFailed", /token 99 is not registered/],
      [{ ...request, amount: "0" }, "ErrParamValidationFailed", /"amount" must be positive/],
      [{ ...request, amount: "123456789012345678901" }, "ErrInvalidFloat40Amount", /"amount"/],
      [{ ...request, amount: "1".padEnd(50, "0") }, "ErrParamValidationFailed", /limitDepositAmount/],
      [{ ...request, zkEthereumAddress: `zk:0x${"0".repeat(40)}` }, "ErrParamValidationFailed", /zkEthereumAddress/],
      [{ ...request, bjj: encodeBjj("0".repeat(64) as never) }, "ErrParamValidationFailed", /empty key/],
      [{ ...request, fee: 1 }, "ErrParamValidationFailed", /fee/],
      [{ ...request, amount: 5 }, "ErrParamValidationFailed", /amount/]
    ]
    for (const [body, type, message] of cases) {
      const answer = await deposit(body)
      expect([answer.status, (answer.body as { type: string }).type], answer.text).toEqual([400, type])
      expect((answer.body as { message: string }).message).toMatch(message)
    }
  })

  it("is a 404 on a node without the faucet (no devnet running)", async () => {
    const plain = webHandler(seededDevnet())
    try {
      const answer = await deposit(request, plain.handler)
      expect([answer.status, (answer.body as { type: string }).type]).toEqual([404, "ErrRouteNotFound"])
    } finally {
      await plain.dispose()
    }
  })
})
