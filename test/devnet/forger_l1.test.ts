/** The devnet coordinator's batch of an L1 queue, through the testing kit's contract: a queue's results, the accounts
 * it creates and updates and its exits computed from the node's accounts — a creation, a deposit, a forced exit paid
 * and one its account cannot pay, a deposit to another address's account or to one a reorg undid nullified — the exit tree's proof
 * holding, queues forged oldest first and forged again after a reorg. */
import { afterEach, describe, expect, it } from "vitest"
import { Effect, Option } from "effect"
import { makeTestNode, numberedWallet, type TestNode } from "../../app/testing/mod.ts"
import { poseidon } from "../../adapters/crypto/poseidon_hasher.ts"
import { AccountIdx } from "../../core/domain/account_index.ts"
import { BatchNum } from "../../core/domain/scalars.ts"
import { verifyStateProof } from "../../core/ledger/state_proof.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"

const UNIT = 10n ** 18n

let node: TestNode | undefined
afterEach(async () => {
  await node?.close()
  node = undefined
})

describe("the devnet coordinator's L1 queue batch", () => {
  it("computes each result, the accounts created and updated and the exits from the node's accounts", async () => {
    node = await makeTestNode()
    const token = await node.registerToken("TKA")
    const [one, two, three] = [numberedWallet(1), numberedWallet(2), numberedWallet(3)]
    const funded = await node.fund(one, token, 10n * UNIT)
    const idx = funded.accountIndex.idx
    const tokenId = token.id
    const queued = [
      await node.queueL1({
        type: "CreateAccountDeposit",
        wallet: two,
        tokenId,
        fromIdx: null,
        depositAmount: 5n * UNIT
      }),
      await node.queueL1({ type: "Deposit", wallet: one, tokenId, fromIdx: idx, depositAmount: 3n * UNIT }),
      await node.queueL1({ type: "ForceExit", wallet: one, tokenId, fromIdx: idx, amount: 2n * UNIT }),
      await node.queueL1({ type: "ForceExit", wallet: one, tokenId, fromIdx: idx, amount: 100n * UNIT }),
      await node.queueL1({ type: "Deposit", wallet: three, tokenId, fromIdx: idx, depositAmount: UNIT })
    ]
    expect(queued.map((q) => [q.queue, q.position])).toEqual([0, 1, 2, 3, 4].map((p) => [0, p]))

    const { batch, contents } = await node.forgeL1Queue()
    expect(batch.batchNum).toBe(2)
    expect(batch.forgeL1TransactionsNum).toBe(0)
    const created = idx + 1
    expect(contents.l1UserResults.map((r) => [r.effectiveFromIdx, r.amountSuccess, r.depositAmountSuccess])).toEqual([
      [created, true, true],
      [idx, true, true],
      [idx, true, true],
      [idx, false, true],
      [0, false, false]
    ])
    expect(contents.createdAccounts).toEqual([{ idx: created, tokenId, ethAddr: two.ethAddress, bjj: two.bjj }])
    expect(contents.accountUpdates).toEqual([
      { idx, nonce: 0n, balance: 11n * UNIT },
      { idx: created, nonce: 0n, balance: 5n * UNIT }
    ])
    expect(contents.exits.map((e) => [e.idx, e.balance])).toEqual([[idx, 2n * UNIT]])
    expect(batch.exitRoot).toBe(contents.exitRoot)
    expect(contents.exitRoot).not.toBe(0n)
    expect(verifyStateProof(contents.exits[0]!.merkleProof, poseidon)).toBe(true)
    const exit = await node.run(
      Effect.flatMap(Effect.service(ExitStore), (store) => store.get(BatchNum.make(2), AccountIdx.make(idx)))
    )
    expect(Option.map(exit, (e) => e.balance)).toEqual(Option.some(2n * UNIT))
    expect((await node.accountOf(two, token))?.balance).toBe(5n * UNIT)
  })

  it("forges the oldest queue not forged: the next one after it, the same one again after a reorg", async () => {
    node = await makeTestNode()
    const token = await node.registerToken("TKA")
    const wallet = numberedWallet(4)
    const deposit = { type: "CreateAccountDeposit", wallet, tokenId: token.id, fromIdx: null } as const
    await node.queueL1({ ...deposit, depositAmount: UNIT })
    expect((await node.forgeL1Queue()).batch.forgeL1TransactionsNum).toBe(0)
    // Forging queue 0 closed it: the next transaction goes to queue 1.
    expect(await node.queueL1({ ...deposit, depositAmount: 2n * UNIT })).toMatchObject({ queue: 1, position: 0 })
    // Queued to the account batch 1 created, which the reorg undoes.
    await node.queueL1({ type: "Deposit", wallet, tokenId: token.id, fromIdx: 256, depositAmount: UNIT })
    await node.reorg(0)
    const again = await node.forgeL1Queue()
    expect([again.batch.batchNum, again.batch.forgeL1TransactionsNum]).toEqual([1, 0])
    expect(again.contents.createdAccounts.map((a) => a.idx)).toEqual([256])
    const next = await node.forgeL1Queue()
    expect(next.batch.forgeL1TransactionsNum).toBe(1)
    expect(next.contents.l1UserResults.map((r) => r.effectiveFromIdx)).toEqual([257, 256])
    expect((await node.accountOf(wallet, token))?.balance).toBe(2n * UNIT)
  })

  it("nullifies a deposit to an account a reorg undid", async () => {
    node = await makeTestNode()
    const token = await node.registerToken("TKA")
    const wallet = numberedWallet(5)
    const funded = await node.fund(wallet, token, UNIT)
    await node.queueL1({
      type: "Deposit",
      wallet,
      tokenId: token.id,
      fromIdx: funded.accountIndex.idx,
      depositAmount: UNIT
    })
    await node.reorg(0)
    const { batch, contents } = await node.forgeL1Queue()
    expect(batch.batchNum).toBe(1)
    expect(contents.l1UserResults.map((r) => [r.effectiveFromIdx, r.amountSuccess, r.depositAmountSuccess])).toEqual([
      [0, false, false]
    ])
    expect([contents.createdAccounts, contents.accountUpdates, contents.exits, contents.exitRoot]).toEqual([
      [],
      [],
      [],
      0n
    ])
  })
})
