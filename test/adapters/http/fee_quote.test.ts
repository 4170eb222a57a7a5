/** `GET /fee-quote` on the fixture: the basis is `/state`'s recommended fees, the cheapest selector for an amount, an
 * unpriced token said so; bad parameters 400, an unknown token 404; absent in the earlier revision. */
import { afterAll, describe, expect, it } from "vitest"
import { webHandler } from "../../../app/server.ts"
import { expect400, expectError } from "./expect_error.ts"
import { FixtureStorage } from "./fixture.ts"
import { record, send } from "./web_client.ts"

const web = webHandler(FixtureStorage, { laterBasePath: "/", earlierBasePath: "/earlier" })
afterAll(() => web.dispose())
const get = (path: string) => send(web.handler, path)

/** The body of a 200 answer to `path`. */
async function ok(path: string): Promise<Record<string, unknown>> {
  const response = await get(path)
  expect(response.status, response.text).toBe(200)
  return record(response.body)
}

const ETH_BASIS = { recommendedFeeUSD: 0.1, tokenUSD: 2000, fiatUpdate: "2026-01-01T00:01:00.000Z" }

describe("GET /fee-quote", () => {
  it("meets /state's recommended fee for each type at the token's price", async () => {
    const state = record((await ok("/state"))["recommendedFee"])
    expect(state).toEqual({ existingAccount: 0.1, createAccount: 0.25, createAccountInternal: 0.2 })
    const expected = {
      Transfer: ["existingAccount", "50000000000000"],
      Exit: ["existingAccount", "50000000000000"],
      TransferToEthAddr: ["createAccount", "125000000000000"],
      TransferToBJJ: ["createAccountInternal", "100000000000000"]
    } as const
    for (const [type, [kind, minimum]] of Object.entries(expected)) {
      expect(await ok(`/fee-quote?tokenId=0&type=${type}`)).toEqual({
        tokenId: 0,
        type,
        amount: null,
        status: "quoted",
        minimumFeeAmount: minimum,
        fee: null,
        feeAmount: null,
        basis: {
          recommendedFee: kind,
          recommendedFeeUSD: state[kind],
          tokenUSD: 2000,
          fiatUpdate: ETH_BASIS.fiatUpdate
        }
      })
    }
  })

  it("names the selector to sign for an amount, or says the amount is too small", async () => {
    expect(await ok("/fee-quote?tokenId=0&type=Transfer&amount=1500000000000000000")).toEqual({
      tokenId: 0,
      type: "Transfer",
      amount: "1500000000000000000",
      status: "quoted",
      minimumFeeAmount: "50000000000000",
      fee: 28,
      feeAmount: "64737559312732",
      basis: { recommendedFee: "existingAccount", ...ETH_BASIS }
    })
    expect(await ok("/fee-quote?tokenId=0&type=Exit&amount=0")).toMatchObject({
      status: "amountTooSmall",
      fee: null,
      feeAmount: null
    })
  })

  it("answers a token without a USD price with a quote that says it cannot price it", async () => {
    expect(await ok("/fee-quote?tokenId=1&type=TransferToBJJ&amount=10")).toEqual({
      tokenId: 1,
      type: "TransferToBJJ",
      amount: "10",
      status: "unpriced",
      minimumFeeAmount: null,
      fee: null,
      feeAmount: null,
      basis: { recommendedFee: "createAccountInternal", recommendedFeeUSD: 0.2, tokenUSD: null, fiatUpdate: null }
    })
  })

  it("rejects missing, malformed and unknown parameters with a 400 naming them", async () => {
    expect400(await get("/fee-quote?type=Transfer"), "ErrParamValidationFailed", 1, `"tokenId"`)
    expect400(await get("/fee-quote?tokenId=0"), "ErrParamValidationFailed", 1, `"type"`)
    expect400(await get("/fee-quote?tokenId=0&type=Deposit"), "ErrParamValidationFailed", 1, `"type"`, "TransferToBJJ")
    expect400(await get("/fee-quote?tokenId=x&type=Exit"), "ErrParamValidationFailed", 1, `"tokenId"`)
    expect400(await get("/fee-quote?tokenId=4294967296&type=Exit"), "ErrParamValidationFailed", 1, `"tokenId"`)
    for (const amount of ["1.5", "-1", "", "1e18"]) {
      expect400(await get(`/fee-quote?tokenId=0&type=Exit&amount=${amount}`), "ErrParamValidationFailed", 1, `"amount"`)
    }
    expect400(
      await get("/fee-quote?tokenId=0&type=Exit&fee=3"),
      "ErrParamValidationFailed",
      1,
      `unknown query parameter "fee"`
    )
    expect400(
      await get("/fee-quote?tokenId=0&type=Exit&amount=123456789012345678901"),
      "ErrInvalidFloat40Amount",
      31,
      `"amount"`,
      "Float40"
    )
  })

  it("is a 404 for an unknown token", async () => {
    expect(expectError(await get("/fee-quote?tokenId=99&type=Exit"), 404, "ErrNotFound", 4)).toBe("token 99 not found")
  })

  it("is an unknown route in the earlier revision", async () => {
    expectError(await get("/earlier/fee-quote?tokenId=0&type=Exit"), 404, "ErrRouteNotFound", 26)
  })
})
