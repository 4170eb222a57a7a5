/** The model's own fee table against `docs/api.md`'s figures and against what a node charges: every selector's fee,
 * each transfer forged alone, debited as the model predicts — a wrong factor in the node's table fails here whatever
 * the random runs draw. */
import { afterAll, describe, expect, it } from "vitest"
import { makeTestNode, numberedWallet, type TestNode } from "../../app/testing/mod.ts"
import { modelFee, replacementFloor } from "./model_fees.ts"

/** 10^18. */
const UNIT = 10n ** 18n

let node: TestNode | undefined
afterAll(() => node?.close())

describe("the model's fee table", () => {
  it("gives docs/api.md's figures for 1 ETH", () => {
    expect(modelFee(UNIT, 126)).toBe(101531549544529448n)
    expect(replacementFloor(modelFee(UNIT, 126))).toBe(111684704498982393n)
    expect(modelFee(UNIT, 128)).toBe(108818820412015571n)
    expect(modelFee(UNIT, 129)).toBe(112656307826353829n)
  })

  it("halves every 20 selectors down from 192 to 32, and charges the amount times 2^(selector − 192) from 192", () => {
    const amount = 1n << 80n
    for (let selector = 32; selector < 192; selector += 20) {
      expect(modelFee(amount, selector), String(selector)).toBe(amount >> BigInt(8 - (selector - 32) / 20))
    }
    expect(modelFee(amount, 0)).toBe(0n)
    expect(modelFee(3n, 255)).toBe(3n << 63n)
  })

  it("is what a node charges at every selector: each transfer, forged alone, debits its amount and the model's fee", async () => {
    node = await makeTestNode()
    const token = await node.registerToken("TKA")
    const [payer, payee] = [numberedWallet(1), numberedWallet(2)]
    let sender = await node.fund(payer, token, 10n ** 5n * UNIT)
    const receiver = await node.fund(payee, token, 1n)
    const differences: Array<{ selector: number; node: bigint; model: bigint }> = []
    for (let selector = 0; selector <= 255; selector++) {
      // From 192 on the fee is a multiple of the amount: an amount of 1 keeps it within the 128 bits a fee may take.
      const amount = selector < 192 ? 100n * UNIT : 1n
      const spec = { from: sender, toAccountIndex: receiver.accountIndex, amount, fee: selector }
      const answer = await node.submit(node.transaction(spec, payer).body)
      expect(answer.status, `selector ${selector}: ${JSON.stringify(answer.body)}`).toBe(200)
      await node.forge()
      const after = (await node.accountOf(payer, token))!
      const fee = { node: sender.balance - after.balance - amount, model: modelFee(amount, selector) }
      if (fee.node !== fee.model) differences.push({ selector, ...fee })
      sender = after
    }
    expect(differences).toEqual([])
  }, 120_000)
})
