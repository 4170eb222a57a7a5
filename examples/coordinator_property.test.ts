/** Example: a coordinator team's property test against the node, written as an embedder writes it (only the package's
 * entry points): a transfer of any Float40 amount at any fee selector is forged when its sender can pay the amount and
 * the fee (`feeOf`), and moves exactly those; one it cannot pay is discarded, moving nothing. Read back typed
 * (`node.client`). Run against the packed package by `test/package/pack.test.ts`; in a project of yours,
 * `npx vitest run`. */
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { DomainValues, feeOf, makeTestNode, numberedWallet } from "zk-rollup-node-api/testing"

/** What the sender holds, 10 ETH in wei: small enough that no fee selector's fee on an amount up to it overflows. */
const FUNDS = 10n ** 19n

describe("transfers on a fresh node", () => {
  it.effect.prop(
    "a transfer is forged exactly when its sender can pay the amount and the fee, and moves exactly those",
    [DomainValues.positiveAmount(FUNDS), DomainValues.feeSelector],
    ([sent, fee]) =>
      Effect.promise(async () => {
        const node = await makeTestNode()
        try {
          const token = await node.registerToken("ETH")
          const [alice, bob] = [numberedWallet(1), numberedWallet(2)]
          const from = await node.fund(alice, token, FUNDS)
          const to = await node.fund(bob, token, 0n)
          const signed = node.transaction({ from, toAccountIndex: to.accountIndex, amount: sent, fee }, alice)
          // The pool takes it: whether the sender can pay is the coordinator's question when it forges.
          expect((await node.submit(signed.body)).status).toBe(200)
          const report = await node.forge()
          const paid = sent + feeOf(sent, fee)
          const canPay = paid <= FUNDS
          expect(report.forged).toEqual(canPay ? [signed.id] : [])
          const account = (accountIndex: typeof from.accountIndex) =>
            node.client.call((api) => api.account.getAccount({ params: { accountIndex } }))
          const [sender, receiver] = [await account(from.accountIndex), await account(to.accountIndex)]
          expect(receiver.balance).toBe(canPay ? sent : 0n)
          expect(sender.balance).toBe(canPay ? FUNDS - paid : FUNDS)
          expect(sender.nonce).toBe(canPay ? 1n : 0n)
        } finally {
          await node.close()
        }
      }),
    { timeout: 60_000, arbitrary: { runs: 10 } }
  )
})
