/** The testing kit's node: a coordinator's moves in a line each, and wallets' bodies valid or refused as their fault says. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  feeOf,
  makeTestNode,
  numberedWallet,
  TEST_FORGER,
  type TestNode,
  testBatch,
  testBlock
} from "../../../app/testing/mod.ts"
import { Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { EXIT_ACCOUNT_INDEX, EXIT_IDX } from "../../../core/domain/account_index.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { Token } from "../../../core/domain/token.ts"

describe("the testing kit's node", () => {
  let node: TestNode
  let eth: Token
  const alice = numberedWallet(1)
  const bob = numberedWallet(2)

  beforeAll(async () => {
    node = await makeTestNode()
    eth = await node.registerToken("ETH")
  })
  afterAll(() => node.close())

  it("funds accounts, forges a signed transfer and shows the balances", async () => {
    const from = await node.fund(alice, eth, 1000n)
    const to = await node.fund(bob, eth, 0n)
    expect(from.balance).toBe(1000n)
    const signed = node.transaction({ from, toAccountIndex: to.accountIndex, amount: 300n }, alice)
    const posted = await node.submit(signed.body)
    expect(posted.status).toBe(200)
    expect(posted.body).toBe(signed.id)
    node.advance(15_000)
    const report = await node.forge()
    expect(report.forged).toEqual([signed.id])
    expect((await node.accountOf(alice, eth))?.balance).toBe(700n)
    const answer = await node.get(`/accounts/zk:ETH:${to.accountIndex.idx}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ balance: "300" })
    expect((await node.get(`/transactions-pool/${signed.id}`)).body).toMatchObject({ state: "fged" })
  })

  it("reads typed through its client: each answer decoded by its endpoint's schema, an error body as its class", async () => {
    const to = (await node.accountOf(bob, eth))!
    const account = await node.client.call((api) =>
      api.account.getAccount({ params: { accountIndex: to.accountIndex } })
    )
    expect(account.balance).toBe(300n)
    expect(account.accountIndex).toEqual(to.accountIndex)
    const pool = await node.client.call((api) =>
      api.transaction.listTransactions({ query: { order: "DESC", limit: 1, accountIndex: to.accountIndex } })
    )
    expect(pool.transactions[0]?.amount).toBe(300n)
    const missing = await node.client
      .call((api) => api.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(999) } }))
      .catch((error: unknown) => error)
    expect(missing).toBeInstanceOf(Error404)
    expect(missing).toMatchObject({ type: "ErrNotFound" })
  })

  it("charges the fee feeOf names: a sender pays the amount and the fee, and cannot pay more than it holds", async () => {
    const carol = numberedWallet(4)
    const from = await node.fund(carol, eth, 10n ** 18n)
    const to = (await node.accountOf(bob, eth))!
    const amount = 4n * 10n ** 17n
    const paid = node.transaction({ from, toAccountIndex: to.accountIndex, amount, fee: 126 }, carol)
    expect((await node.submit(paid.body)).status).toBe(200)
    expect((await node.forge()).forged).toEqual([paid.id])
    const after = (await node.accountOf(carol, eth))!
    expect(after.balance).toBe(10n ** 18n - amount - feeOf(amount, 126))
    // An amount it holds at a fee it cannot pay beside it (twice the amount, from selector 193): discarded at forging.
    const tooMuch = node.transaction(
      { from: after, toAccountIndex: to.accountIndex, amount: 5n * 10n ** 17n, fee: 193 },
      carol
    )
    expect(5n * 10n ** 17n < after.balance && 5n * 10n ** 17n + feeOf(5n * 10n ** 17n, 193) > after.balance).toBe(true)
    expect((await node.submit(tooMuch.body)).status).toBe(200)
    const report = await node.forge()
    expect(report.forged).toEqual([])
    expect(report.invalidated).toMatchObject([{ id: tooMuch.id, code: "insufficientBalance" }])
    expect((await node.accountOf(carol, eth))?.balance).toBe(after.balance)
  })

  it("refuses each fault with a 4xx and takes a valid authorization once", async () => {
    const from = (await node.accountOf(alice, eth))!
    const to = (await node.accountOf(bob, eth))!
    for (const fault of ["badSignature", "staleNonce", "unknownToken"] as const) {
      const signed = node.transaction({ from, toAccountIndex: to.accountIndex, amount: 1n }, alice, fault)
      const answer = await node.submit(signed.body)
      expect(answer.status, `${fault}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, fault).toBeLessThan(500)
    }
    for (const fault of ["otherSigner", "otherChain"] as const) {
      expect((await node.authorize(numberedWallet(3), fault)).status, fault).toBe(400)
    }
    expect((await node.authorize(numberedWallet(3))).status).toBe(200)
  })

  it("reorgs: the transfer's batch undone, the pool transaction pending again", async () => {
    const last = (await node.lastBatch())!
    const before = (await node.get("/transactions-pool?state=pend")).body
    await node.reorg(last.batchNum - 1)
    expect((await node.lastBatch())?.batchNum).toBe(last.batchNum - 1)
    const pending = (await node.get("/transactions-pool?state=pend")).body as { transactions: ReadonlyArray<unknown> }
    expect(pending.transactions.length).toBe(
      (before as { transactions: ReadonlyArray<unknown> }).transactions.length + 1
    )
  })

  it("records a block and a batch made a line each through its ledger, as a coordinator does", async () => {
    const last = (await node.lastBatch())!
    const status = (await node.get("/state")).body as { network: { lastSynchedBlock: number } }
    const block = testBlock(status.network.lastSynchedBlock + 1, node.now())
    await node.run(node.ledger.recordBlock(block))
    const batch = await node.run(node.ledger.forgeBatch(testBatch(block, last.batchNum + 1)))
    expect(batch).toMatchObject({ batchNum: last.batchNum + 1, ethereumBlockNum: block.num, forgerAddr: TEST_FORGER })
    expect((await node.get(`/batches/${last.batchNum + 1}`)).body).toMatchObject({
      ethereumBlockHash: block.hash,
      forgerAddr: TEST_FORGER.toLowerCase(),
      timestamp: block.timestamp.toISOString()
    })
  })

  it("forges the next batch as its slot's forger with what it is given, and nothing of the pool", async () => {
    const last = (await node.lastBatch())!
    const bob = (await node.accountOf(numberedWallet(2), eth))!
    const batch = await node.forgeBatch({
      accountUpdates: [{ idx: bob.accountIndex.idx, nonce: bob.nonce, balance: bob.balance + 5n }]
    })
    expect(batch.batchNum).toBe(last.batchNum + 1)
    expect((await node.accountOf(numberedWallet(2), eth))?.balance).toBe(bob.balance + 5n)
    // The slot's forger, as `fund` (batch 1) names it, not the plain batches' TEST_FORGER.
    const funded = (await node.get("/batches/1")).body as { forgerAddr: string }
    expect((await node.get(`/batches/${batch.batchNum}`)).body).toMatchObject({ forgerAddr: funded.forgerAddr })
  })

  it("swaps through an atomic group forged whole, and refuses each of its faults with its anchor type", async () => {
    const dave = numberedWallet(5)
    const erin = numberedWallet(6)
    const usd = await node.registerToken("USD", 6)
    const daveEth = await node.fund(dave, eth, 10n ** 18n)
    const erinEth = await node.fund(erin, eth, 0n)
    const erinUsd = await node.fund(erin, usd, 5_000_000n)
    const daveUsd = await node.fund(dave, usd, 0n)
    const members = [
      { from: daveEth, toAccountIndex: erinEth.accountIndex, amount: 10n ** 17n, wallet: dave, requests: 1 },
      { from: erinUsd, toAccountIndex: daveUsd.accountIndex, amount: 2_000_000n, wallet: erin, requests: 0 }
    ]
    const faults = {
      badSignature: "ErrInvalidSignature",
      wrongGroupId: "ErrInvalidAtomicGroupID",
      zeroOffset: "ErrFailedToFindOffsetToRelativePosition",
      offsetAboveSeven: "ErrFailedToFindOffsetToRelativePosition",
      offsetOutOfBounds: "ErrRqOffsetOutOfBounds",
      singleTransaction: "ErrSingleTxInAtomicEndpoint"
    } as const
    for (const [fault, type] of Object.entries(faults)) {
      const answer = await node.submitGroup(node.atomicGroup(members, fault as keyof typeof faults).body)
      expect([answer.status, (answer.body as { type?: string }).type], fault).toEqual([400, type])
    }
    const group = node.atomicGroup(members)
    const posted = await node.submitGroup(group.body)
    expect([posted.status, posted.body]).toEqual([200, group.ids])
    const report = await node.forge()
    // Both in one batch (an earlier test's reorg may have left a transaction of its own pending beside them).
    expect(report.forged).toEqual(expect.arrayContaining([...group.ids]))
    expect((await node.accountOf(erin, eth))?.balance).toBe(10n ** 17n)
    expect((await node.accountOf(dave, usd))?.balance).toBe(2_000_000n)
    const stored = await node.client.call((api) =>
      api.atomicPool.getAtomicGroup({ params: { atomicGroupId: group.atomicGroupId } })
    )
    expect(stored.map((member) => [member.id, member.state])).toEqual(group.ids.map((id) => [id, "fged"]))
  })

  it("signs maxNumBatch: the forger forges a transaction up to it, and past it the transaction is invl (maxNumBatchExceeded)", async () => {
    const frank = numberedWallet(7)
    const grace = numberedWallet(8)
    const from = await node.fund(frank, eth, 1000n)
    const to = await node.fund(grace, eth, 0n)
    const next = ((await node.lastBatch())?.batchNum ?? 0) + 1
    const send = (nonce: bigint) =>
      node.transaction({ from, toAccountIndex: to.accountIndex, amount: 100n, nonce, maxNumBatch: next }, frank)
    const inTime = send(from.nonce)
    // Its nonce is ahead in batch `next`, the last it may be forged in.
    const ahead = send(from.nonce + 2n)
    expect(inTime.body["maxNumBatch"]).toBe(next)
    expect(node.transaction({ from, toAccountIndex: to.accountIndex, amount: 1n }, frank).body).not.toHaveProperty(
      "maxNumBatch"
    )
    for (const signed of [inTime, ahead]) expect((await node.submit(signed.body)).status).toBe(200)
    node.advance(15_000)
    const report = await node.forge()
    expect(report.batchNum).toBe(next)
    expect(report.forged).toContain(inTime.id)
    expect((await node.get(`/transactions-pool/${inTime.id}`)).body).toMatchObject({ state: "fged", maxNumBatch: next })
    const reason = (batchNum: number) => ({
      code: "maxNumBatchExceeded",
      message: `MaxNumBatch exceeded: its maxNumBatch is ${next} and the next batch is ${batchNum}`
    })
    expect((await node.get(`/transactions-pool/${ahead.id}`)).body).toMatchObject({
      state: "invl",
      batchNum: next,
      invalidationReason: reason(next + 1)
    })
    // Posted once its last batch is forged: pending (nothing changes) until the forger's next step drops it.
    const late = send(from.nonce + 1n)
    expect((await node.submit(late.body)).status).toBe(200)
    expect((await node.get(`/transactions-pool/${late.id}`)).body).toMatchObject({ state: "pend" })
    node.advance(15_000)
    const dropped = await node.forge()
    expect(dropped.forged).not.toContain(late.id)
    expect(dropped.invalidated).toContainEqual({
      id: late.id,
      code: "maxNumBatchExceeded",
      reason: reason(next + 1).message
    })
    expect((await node.get(`/transactions-pool/${late.id}`)).body).toMatchObject({
      state: "invl",
      invalidationReason: reason(next + 1)
    })
  })
})

describe("the testing kit's exits", () => {
  let node: TestNode
  let eth: Token
  const alice = numberedWallet(1)

  beforeAll(async () => {
    node = await makeTestNode()
    eth = await node.registerToken("ETH")
  })
  afterAll(() => node.close())

  it("signs an exit to zk:EXIT:1 and to zk:<the token's symbol>:1 (as hermezjs), both forged to the exit tree", async () => {
    const from = await node.fund(alice, eth, 1000n)
    const spelled = node.transaction(
      { from, toAccountIndex: { symbol: eth.symbol, idx: EXIT_IDX }, amount: 100n },
      alice
    )
    expect(spelled.body["toAccountIndex"]).toBe("zk:ETH:1")
    expect((await node.submit(spelled.body)).body).toBe(spelled.id)
    const exit = node.transaction(
      { from, toAccountIndex: EXIT_ACCOUNT_INDEX, amount: 200n, nonce: from.nonce + 1n },
      alice
    )
    expect(exit.body["toAccountIndex"]).toBe("zk:EXIT:1")
    expect((await node.submit(exit.body)).body).toBe(exit.id)
    expect((await node.forge()).forged).toEqual([spelled.id, exit.id])
    expect((await node.accountOf(alice, eth))?.balance).toBe(700n)
    expect((await node.get(`/transactions-pool/${spelled.id}`)).body).toMatchObject({
      type: "Exit",
      toAccountIndex: "zk:EXIT:1",
      state: "fged"
    })
  })
})
