/** Example: a coordinator team's property test against the node, written as an embedder writes it (only the package's
 * entry points): any Float40 amount a funded account sends is forged, and the balances the node shows add up.
 * Run against the packed package by `test/package/pack.test.ts`; in a project of yours, `npx vitest run`. */
import { describe, expect, it } from "@effect/vitest"
import { Arbitrary, Effect } from "effect"
import { DomainValues, makeTestNode, numberedWallet } from "zk-rollup-node-api/testing"

/** What the sender holds: more than any amount below. */
const FUNDS = 10n ** 45n

/** Amounts a wallet may send: Float40-representable, at most the funds. */
const amount = DomainValues.float40Amount.pipe(Arbitrary.filter((value) => value > 0n && value <= FUNDS))

describe("transfers on a fresh node", () => {
  it.effect.prop(
    "a transfer of any amount the sender holds is forged and moves exactly that amount",
    [amount, DomainValues.feeSelector],
    ([sent, fee]) =>
      Effect.promise(async () => {
        const node = await makeTestNode()
        try {
          const token = await node.registerToken("ETH")
          const [alice, bob] = [numberedWallet(1), numberedWallet(2)]
          const from = await node.fund(alice, token, FUNDS)
          const to = await node.fund(bob, token, 0n)
          const signed = node.transaction({ from, toAccountIndex: to.accountIndex, amount: sent, fee }, alice)
          const answer = await node.submit(signed.body)
          // A fee the sender cannot pay on top of the amount is refused up front, with the error shape.
          if (answer.status !== 200) {
            expect(answer.status).toBe(400)
            return
          }
          const report = await node.forge()
          expect(report.forged).toEqual([signed.id])
          const sender = await node.accountOf(alice, token)
          const receiver = await node.accountOf(bob, token)
          expect(receiver?.balance).toBe(sent)
          expect(sender !== undefined && sender.balance <= FUNDS - sent).toBe(true)
          expect(sender?.nonce).toBe(1n)
        } finally {
          await node.close()
        }
      }),
    { timeout: 60_000, arbitrary: { runs: 10 } }
  )
})
