/** Contract: the Ledger's rules: atomic calls, contradictions rejected; itemIds by position, renewed when a queued L1
 * transaction is forged; a reorg removes later batches, requeues their L1 ones; the ledger computes each stateRoot. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import { ZERO_ADDRESS } from "../../core/domain/eth_address.ts"
import { BatchNum, EthHash, Nonce } from "../../core/domain/scalars.ts"
import { l1CoordinatorTxId, l1UserTxId } from "../../core/domain/tx_id.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { AuctionStore } from "../../core/ports/auction_store.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { Ledger, type LedgerRejected, type NewBatch } from "../../core/ports/ledger.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import {
  ACCOUNTS,
  type AccountView,
  accountView,
  BATCHES,
  batchView,
  EXITS,
  exitView,
  FORGED,
  type TxView,
  txView,
  UNFORGED
} from "./expected.ts"
import {
  address,
  BATCH_1,
  BATCH_2,
  BATCH_3,
  blk,
  block,
  e,
  ETH,
  FORGER_A,
  FORGER_B,
  forgeTxHash,
  hash,
  idx,
  l1,
  QUEUE_1,
  time,
  tok,
  U1,
  U2,
  U3,
  USDT
} from "./fixture.ts"
import { type IndexedAccount, stateRootAfter, stateRootOf } from "./state_roots.ts"
import { assertIncreasing, listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/** Everything the read ports show, itemIds included. */
const snapshot = Effect.gen(function* () {
  const tokens = yield* TokenStore
  const accounts = yield* AccountStore
  const exits = yield* ExitStore
  const history = yield* HistoryStore
  const batches = yield* BatchStore
  const auction = yield* AuctionStore
  const network = yield* NetworkStore
  return {
    tokens: yield* listAll(
      (p) => tokens.list({}, p),
      (t) => t.itemId
    ),
    accounts: yield* listAll(
      (p) => accounts.list({}, p),
      (a) => a.itemId
    ),
    exits: yield* listAll(
      (p) => exits.list({}, p),
      (x) => x.itemId
    ),
    history: yield* listAll(
      (p) => history.list({}, p),
      (t) => t.itemId
    ),
    queued: yield* history.get(UNFORGED.id),
    queue1: yield* Effect.forEach(QUEUE_1, (tx) => history.get(l1UserTxId(1, tx.position))),
    batches: yield* listAll(
      (p) => batches.list({}, p),
      (b) => b.itemId
    ),
    bids: yield* listAll(
      (p) => auction.listBids({}, p),
      (b) => b.itemId
    ),
    coordinators: yield* listAll(
      (p) => auction.listCoordinators({}, p),
      (c) => c.itemId
    ),
    summary: yield* network.summary(time(0))
  }
})

/** Asserts that `effect` is rejected with a message containing `fragment`. */
function rejects<A, R>(effect: Effect.Effect<A, LedgerRejected, R>, fragment: string): Effect.Effect<void, never, R> {
  return Effect.flip(effect).pipe(
    Effect.flatMap((error) =>
      Effect.sync(() => {
        assert.strictEqual(error._tag, "LedgerRejected")
        assert.include(error.message, fragment)
      })
    ),
    Effect.catch((value) =>
      Effect.die(new Error(`expected a rejection containing "${fragment}", got success ${String(value)}`))
    )
  )
}

/** A batch 4 at block 23 that changes nothing, to vary. */
const BATCH_4: NewBatch = {
  batchNum: BatchNum.make(4),
  ethereumBlockNum: blk(23),
  ethereumBlockHash: hash(23),
  ethereumTxHash: forgeTxHash(4),
  timestamp: time(23),
  forgerAddr: FORGER_A,
  slotNum: BATCH_2.slotNum,
  exitRoot: 2n,
  collectedFees: {},
  forgeL1TransactionsNum: null,
  l1UserResults: [],
  createdAccounts: [],
  l1CoordinatorTransactions: [],
  l2Transactions: [],
  accountUpdates: [],
  exits: []
}

/** A transfer of batch 4. */
const transfer = (position: number, from: number, to: number, nonce: bigint) => ({
  position,
  type: "Transfer" as const,
  fromIdx: idx(from),
  toIdx: idx(to),
  amount: e(15),
  fee: 0,
  nonce: Nonce.make(nonce)
})

/** The view of a queue-1 transaction returned to its queue. */
function requeued(view: TxView, from: string | null): TxView {
  if (view.L1Info === null) throw new Error("not an L1 transaction")
  return {
    ...view,
    batchNum: null,
    from,
    L1Info: { ...view.L1Info, amountSuccess: false, depositAmountSuccess: false }
  }
}

/** The batches the fixture forges, in order. */
const FIXTURE_BATCHES: ReadonlyArray<NewBatch> = [BATCH_1, BATCH_2, BATCH_3]

/** Every account the read ports show, as its state-tree leaf commits to it. */
const accountStates = Effect.gen(function* () {
  const accounts = yield* AccountStore
  const all = yield* listAll(
    (p) => accounts.list({}, p),
    (a) => a.itemId
  )
  return all.map(
    (a): IndexedAccount => ({
      idx: a.accountIndex.idx,
      tokenId: a.token.id,
      nonce: a.nonce,
      balance: a.balance,
      bjj: a.bjj,
      ethAddr: a.zkEthereumAddress
    })
  )
})

/** The stored batches' state roots, in batchNum order. */
const storedRoots = Effect.gen(function* () {
  const batches = yield* BatchStore
  const all = yield* listAll(
    (p) => batches.list({}, p),
    (b) => b.itemId
  )
  return all.map((b) => b.stateRoot)
})

/** Batch `n` (after the fixture's three, at block 19 + n) that sets the state of one account and changes nothing else. */
function settingAccount(n: number, account: number, nonce: bigint, balance: bigint): NewBatch {
  return {
    ...BATCH_4,
    batchNum: BatchNum.make(n),
    ethereumBlockNum: blk(19 + n),
    ethereumBlockHash: hash(19 + n),
    ethereumTxHash: forgeTxHash(n),
    timestamp: time(19 + n),
    accountUpdates: [{ idx: idx(account), nonce: Nonce.make(nonce), balance }]
  }
}

/** The account views with some accounts' states replaced. */
function withStates(
  base: ReadonlyArray<AccountView>,
  states: Record<string, readonly [bigint, bigint]>
): Array<AccountView> {
  return base.map((a) => {
    const state = states[a.accountIndex]
    return state === undefined ? a : { ...a, nonce: state[0], balance: state[1] }
  })
}

/** Registers the ledger-rule tests of `storage`. */
export function describeLedgerRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  const fresh = Layer.fresh(storage)
  describe("ledger rules", () => {
    it.effect("an empty storage has empty lists and no facts", () =>
      Effect.gen(function* () {
        const state = yield* snapshot
        assert.deepStrictEqual(
          [state.tokens, state.accounts, state.exits, state.history, state.batches, state.bids, state.coordinators],
          [[], [], [], [], [], [], []]
        )
        assert.isTrue(Option.isNone(state.queued))
        assert.isTrue(Option.isNone(state.summary.lastSyncedBlock))
        assert.isTrue(Option.isNone(state.summary.lastEthereumBlock))
        assert.isTrue(Option.isNone(state.summary.lastBatch))
        assert.isTrue(Option.isNone(state.summary.contractVariables))
        assert.deepStrictEqual(
          [state.summary.totalAccounts, state.summary.totalBJJs, state.summary.poolLoad],
          [0, 0, 0]
        )
        const page = yield* (yield* HistoryStore).list({}, { fromItem: undefined, order: "ASC", limit: 20 })
        assert.deepStrictEqual(page, { items: [], pendingItems: 0, totalItems: 0, firstItem: null, lastItem: null })
      }).pipe(Effect.provide(fresh))
    )

    it.effect("itemIds follow positions in a batch; a queued L1 transaction gets a new itemId when forged", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const history = yield* HistoryStore
        yield* ledger.registerToken({
          id: ETH,
          ethereumBlockNum: blk(1),
          ethereumAddress: ZERO_ADDRESS,
          name: "Ether",
          symbol: "ETH",
          decimals: 18
        })
        const queued0 = yield* ledger.queueL1Transaction(
          l1(0, 0, "CreateAccountDeposit", { idx: null, owner: U1 }, 0, ETH, { amount: 0n, deposit: e(18) }, 2)
        )
        const queued1 = yield* ledger.queueL1Transaction(
          l1(0, 1, "CreateAccountDeposit", { idx: null, owner: U2 }, 0, ETH, { amount: 0n, deposit: e(18) }, 2)
        )
        assert.isBelow(queued0.itemId, queued1.itemId)
        assert.deepStrictEqual(
          Option.map(yield* history.get(queued0.id), (t) => t.itemId),
          Option.some(queued0.itemId)
        )
        assert.deepStrictEqual(
          yield* listAll(
            (p) => history.list({}, p),
            (t) => t.itemId
          ),
          [],
          "queued transactions are not listed"
        )
        const batch = yield* ledger.forgeBatch({
          ...BATCH_4,
          batchNum: BatchNum.make(1),
          ethereumBlockNum: blk(3),
          ethereumBlockHash: hash(3),
          timestamp: time(3),
          forgeL1TransactionsNum: 0,
          l1UserResults: [
            { position: 1, effectiveFromIdx: idx(257), amountSuccess: false, depositAmountSuccess: true },
            { position: 0, effectiveFromIdx: idx(256), amountSuccess: false, depositAmountSuccess: true }
          ],
          createdAccounts: [
            { idx: idx(256), tokenId: ETH, ...U1 },
            { idx: idx(257), tokenId: ETH, ...U2 },
            { idx: idx(258), tokenId: ETH, ...U3 }
          ],
          l2Transactions: [transfer(4, 257, 256, 0n), transfer(3, 256, 257, 0n)],
          l1CoordinatorTransactions: [{ position: 2, createdIdx: idx(258), tokenId: ETH }]
        })
        assert.strictEqual(batch.numAccounts, 3)
        const forged = yield* listAll(
          (p) => history.list({}, p),
          (t) => t.itemId
        )
        assert.deepStrictEqual(
          forged.map((t) => t.position),
          [0, 1, 2, 3, 4],
          "itemId order is position order"
        )
        assertIncreasing(
          forged.map((t) => t.itemId),
          "forged"
        )
        assert.strictEqual(forged[0]!.id, queued0.id)
        assert.isAbove(forged[0]!.itemId, queued1.itemId, "forging assigns a new itemId")
        assert.deepStrictEqual(
          forged.slice(0, 2).map((t) => t.batchNum),
          [BatchNum.make(1), BatchNum.make(1)]
        )
        assert.deepStrictEqual(
          forged.slice(0, 2).map((t) => [t.L1Info?.amountSuccess, t.L1Info?.depositAmountSuccess]),
          [
            [false, true],
            [false, true]
          ]
        )
        assert.deepStrictEqual(forged[2]!.id, l1CoordinatorTxId(1, 2))
        const summary = yield* (yield* NetworkStore).summary(time(0))
        assert.deepStrictEqual(
          summary.lastSyncedBlock,
          Option.some({ num: blk(3), timestamp: time(3) }),
          "a batch's block is synced"
        )
      }).pipe(Effect.provide(fresh))
    )

    it.effect("rejects contradictions with LedgerRejected and changes nothing", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const before = yield* snapshot
        // Tokens.
        yield* rejects(
          ledger.registerToken({
            id: tok(5),
            ethereumBlockNum: blk(23),
            ethereumAddress: address("06"),
            name: "X",
            symbol: "X",
            decimals: 1
          }),
          "token ids must increase"
        )
        yield* rejects(
          ledger.registerToken({
            id: tok(6),
            ethereumBlockNum: blk(23),
            ethereumAddress: ZERO_ADDRESS,
            name: "X",
            symbol: "X",
            decimals: 1
          }),
          "already registered"
        )
        yield* rejects(
          ledger.registerToken({
            id: tok(6),
            ethereumBlockNum: blk(23),
            ethereumAddress: address("06"),
            name: "X",
            symbol: "bad symbol",
            decimals: 1
          }),
          "symbol"
        )
        yield* rejects(
          ledger.registerToken({
            id: tok(6),
            ethereumBlockNum: blk(23),
            ethereumAddress: address("06"),
            name: "X\u0000Y",
            symbol: "X",
            decimals: 1
          }),
          "NUL"
        )
        yield* rejects(ledger.setTokenPrice(tok(9), 1, time(23)), "unknown token 9")
        yield* rejects(ledger.setTokenPrice(ETH, -1, time(23)), "price")
        // Blocks.
        yield* rejects(
          ledger.recordBlock({ ...block(12), hash: EthHash.make("0x" + "ab".repeat(32)) }),
          "already recorded"
        )
        // The L1 queue.
        yield* rejects(
          ledger.queueL1Transaction(
            l1(2, 0, "Deposit", { idx: 260, owner: U3 }, 0, USDT, { amount: 0n, deposit: 1n }, 23)
          ),
          "position 0"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(1, 9, "Deposit", { idx: 256, owner: U1 }, 0, ETH, { amount: 0n, deposit: 1n }, 23)
          ),
          "already forged"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(3, 0, "Deposit", { idx: 256, owner: U1 }, 0, tok(9), { amount: 0n, deposit: 1n }, 23)
          ),
          "unknown token 9"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(3, 0, "Deposit", { idx: 300, owner: U1 }, 0, ETH, { amount: 0n, deposit: 1n }, 23)
          ),
          "unknown sender account 300"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(3, 0, "ForceTransfer", { idx: 256, owner: U1 }, 300, ETH, { amount: 1n, deposit: 0n }, 23)
          ),
          "unknown receiver account 300"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(3, 0, "CreateAccountDeposit", { idx: 256, owner: U1 }, 0, ETH, { amount: 0n, deposit: 1n }, 23)
          ),
          "no sender account"
        )
        yield* rejects(
          ledger.queueL1Transaction(
            l1(3, 0, "Transfer", { idx: 256, owner: U1 }, 257, ETH, { amount: 1n, deposit: 0n }, 23)
          ),
          "not an L1 user transaction type"
        )
        // Batches.
        yield* rejects(ledger.forgeBatch({ ...BATCH_4, batchNum: BatchNum.make(5) }), "out of sequence")
        yield* rejects(ledger.forgeBatch({ ...BATCH_4, batchNum: BatchNum.make(3) }), "out of sequence")
        yield* rejects(ledger.forgeBatch({ ...BATCH_4, ethereumBlockNum: blk(12) }), "already recorded with hash")
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, createdAccounts: [{ idx: idx(256), tokenId: ETH, ...U1 }] }),
          "account idx 256 already exists"
        )
        yield* rejects(
          ledger.forgeBatch({
            ...BATCH_4,
            createdAccounts: [
              { idx: idx(263), tokenId: ETH, ...U1 },
              { idx: idx(262), tokenId: ETH, ...U1 }
            ]
          }),
          "must increase"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, createdAccounts: [{ idx: idx(262), tokenId: tok(9), ...U1 }] }),
          "unknown token 9"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, accountUpdates: [{ idx: idx(999), nonce: Nonce.make(0n), balance: 0n }] }),
          "unknown account 999"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, l2Transactions: [transfer(0, 999, 256, 0n)] }),
          "unknown sender account 999"
        )
        yield* rejects(ledger.forgeBatch({ ...BATCH_4, l2Transactions: [transfer(0, 256, 258, 0n)] }), "holds token")
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, l2Transactions: [{ ...transfer(0, 256, 257, 0n), type: "Exit" }] }),
          "Exit"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, l2Transactions: [transfer(0, 256, 257, 3n), transfer(0, 257, 256, 3n)] }),
          "two transactions at position 0"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, l2Transactions: [BATCH_2.l2Transactions[0]!] }),
          "already recorded"
        )
        yield* rejects(
          ledger.forgeBatch({
            ...BATCH_4,
            l1CoordinatorTransactions: [{ position: 0, createdIdx: idx(999), tokenId: ETH }]
          }),
          "creates unknown account 999"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, forgeL1TransactionsNum: 1, l1UserResults: [] }),
          "already forged"
        )
        yield* rejects(
          ledger.forgeBatch({ ...BATCH_4, forgeL1TransactionsNum: 2, l1UserResults: [] }),
          "without results for positions 0"
        )
        yield* rejects(
          ledger.forgeBatch({
            ...BATCH_4,
            l1UserResults: [
              { position: 0, effectiveFromIdx: idx(260), amountSuccess: true, depositAmountSuccess: true }
            ]
          }),
          "forges no L1 queue"
        )
        yield* rejects(
          ledger.forgeBatch({
            ...BATCH_4,
            exits: [{ idx: idx(999), balance: 1n, merkleProof: EXITS[0]!.merkleProof }]
          }),
          "unknown account 999"
        )
        yield* rejects(ledger.forgeBatch({ ...BATCH_4, collectedFees: { "9": 1n } }), "unknown token 9")
        // Withdrawals.
        yield* rejects(
          ledger.recordWithdrawal({
            batchNum: BatchNum.make(3),
            idx: idx(257),
            kind: "instant",
            ethereumBlockNum: blk(23)
          }),
          "no exit"
        )
        yield* rejects(
          ledger.recordWithdrawal({
            batchNum: BatchNum.make(2),
            idx: idx(258),
            kind: "instant",
            ethereumBlockNum: blk(23)
          }),
          "already withdrawn"
        )
        yield* rejects(
          ledger.recordWithdrawal({
            batchNum: BatchNum.make(3),
            idx: idx(256),
            kind: "delayed",
            ethereumBlockNum: blk(23)
          }),
          "no delayed withdrawal request"
        )
        // All or nothing: a batch whose last transaction is wrong creates no account and forges no queue.
        const good: NewBatch = {
          ...BATCH_4,
          forgeL1TransactionsNum: 2,
          l1UserResults: [
            { position: 0, effectiveFromIdx: idx(260), amountSuccess: false, depositAmountSuccess: true }
          ],
          createdAccounts: [{ idx: idx(262), tokenId: ETH, ...U1 }],
          l2Transactions: [transfer(1, 256, 262, 3n)],
          accountUpdates: [{ idx: idx(262), nonce: Nonce.make(0n), balance: e(15) }],
          exits: [{ idx: idx(262), balance: 1n, merkleProof: EXITS[0]!.merkleProof }]
        }
        yield* rejects(
          ledger.forgeBatch({ ...good, l2Transactions: [...good.l2Transactions, transfer(2, 256, 999, 4n)] }),
          "unknown receiver account 999"
        )
        assert.deepStrictEqual(yield* snapshot, before, "rejected calls change nothing")
        // The same batch without the wrong transaction is accepted.
        yield* ledger.forgeBatch(good)
        const history = yield* HistoryStore
        assert.deepStrictEqual(
          Option.map(yield* history.get(UNFORGED.id), (t) => t.batchNum),
          Option.some(BatchNum.make(4))
        )
        assert.isTrue(Option.isSome(yield* (yield* AccountStore).get(idx(262))))
        // A second delayed-withdrawal request keeps the first.
        yield* ledger.recordWithdrawal({
          batchNum: BatchNum.make(3),
          idx: idx(256),
          kind: "delayedRequest",
          ethereumBlockNum: blk(23)
        })
        yield* ledger.recordWithdrawal({
          batchNum: BatchNum.make(3),
          idx: idx(256),
          kind: "delayedRequest",
          ethereumBlockNum: blk(24)
        })
        const exit = yield* (yield* ExitStore).get(BatchNum.make(3), idx(256))
        assert.deepStrictEqual(
          Option.map(exit, (x) => x.delayedWithdrawRequest),
          Option.some(blk(23))
        )
        yield* rejects(
          ledger.recordWithdrawal({
            batchNum: BatchNum.make(3),
            idx: idx(256),
            kind: "instant",
            ethereumBlockNum: blk(24)
          }),
          "already withdrawn"
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("reorg removes later batches and what they created; their L1 user transactions return to the queue", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const history = yield* HistoryStore
        const before = yield* snapshot
        yield* ledger.reorg(BatchNum.make(3))
        yield* ledger.reorg(BatchNum.make(7))
        assert.deepStrictEqual(yield* snapshot, before, "a reorg to the last batch or beyond changes nothing")

        yield* ledger.reorg(BatchNum.make(2))
        const at2 = yield* snapshot
        assert.deepStrictEqual(at2.batches.map(batchView), BATCHES.slice(0, 2))
        assert.deepStrictEqual(at2.history.map(txView), FORGED.slice(0, 15))
        assert.deepStrictEqual(at2.exits.map(exitView), EXITS.slice(0, 2))
        assert.deepStrictEqual(
          at2.accounts.map(accountView),
          withStates(ACCOUNTS, { "zk:ETH:256": [1n, 105n * e(17)], "zk:ETH:257": [1n, 52n * e(17)] })
        )
        assert.deepStrictEqual(Option.map(at2.queued, txView), Option.some(UNFORGED))
        for (const gone of FORGED.slice(15)) assert.isTrue(Option.isNone(yield* history.get(gone.id)))
        assert.deepStrictEqual(
          Option.map(at2.summary.lastBatch, (b) => b.batchNum),
          Option.some(BatchNum.make(2))
        )

        yield* ledger.reorg(BatchNum.make(1))
        const at1 = yield* snapshot
        assert.deepStrictEqual(at1.batches.map(batchView), BATCHES.slice(0, 1))
        assert.deepStrictEqual(at1.history.map(txView), FORGED.slice(0, 4))
        assert.deepStrictEqual(at1.exits, [])
        assert.deepStrictEqual(
          at1.accounts.map(accountView),
          withStates(ACCOUNTS.slice(0, 4), {
            "zk:ETH:256": [0n, 10n * e(18)],
            "zk:ETH:257": [0n, 5n * e(18)],
            "zk:USDT:258": [0n, 1000n * e(6)],
            "zk:ETH:259": [0n, 0n]
          })
        )
        assert.deepStrictEqual([at1.summary.totalAccounts, at1.summary.totalBJJs], [4, 3])
        for (const gone of FORGED.slice(10, 15))
          assert.isTrue(Option.isNone(yield* history.get(gone.id)), "coordinator and L2 transactions are removed")
        const back = at1.queue1.map((tx) => Option.getOrThrow(tx))
        assert.deepStrictEqual(
          back.map(txView),
          FORGED.slice(4, 10).map((view, p) => requeued(view, p === 4 ? null : view.from)),
          "back in the queue: not forged, flags false, sender as queued"
        )
        const maxBefore = Math.max(
          ...before.history.map((t) => t.itemId),
          ...before.queue1.map((t) => Option.getOrThrow(t).itemId)
        )
        assert.isAbove(back[0]!.itemId, maxBefore, "requeued transactions get new itemIds")
        assertIncreasing(
          back.map((t) => t.itemId),
          "requeued in position order"
        )
        assert.deepStrictEqual(
          Option.map(at1.queued, txView),
          Option.some(UNFORGED),
          "a never-forged transaction stays queued"
        )
        assert.deepStrictEqual(
          Option.map(at1.queued, (t) => t.itemId),
          Option.map(before.queued, (t) => t.itemId)
        )

        // The queue can be forged again, in a batch with the same number but new itemIds.
        const batch = yield* ledger.forgeBatch({ ...BATCH_2, forgerAddr: FORGER_B })
        assert.isAbove(batch.itemId, before.batches.at(-1)!.itemId, "a reorged batch number gets a new itemId")
        const again = yield* listAll(
          (p) => history.list({}, p),
          (t) => t.itemId
        )
        assert.deepStrictEqual(
          again.map((t) => [t.id, t.batchNum, t.position]),
          FORGED.slice(0, 15).map((t) => [t.id, t.batchNum, t.position])
        )
        assert.isAbove(again[4]!.itemId, back.at(-1)!.itemId, "forging again assigns new itemIds")
        assert.deepStrictEqual((yield* snapshot).accounts.map(accountView), at2.accounts.map(accountView))

        yield* ledger.reorg(BatchNum.make(0))
        const at0 = yield* snapshot
        assert.deepStrictEqual([at0.batches, at0.history, at0.accounts, at0.exits], [[], [], [], []])
        const queue0 = yield* Effect.forEach([0, 1, 2], (p) => history.get(l1UserTxId(0, p)))
        assert.deepStrictEqual(
          queue0.map((t) => Option.map(t, (x) => [x.batchNum, x.fromAccountIndex])),
          [Option.some([null, null]), Option.some([null, null]), Option.some([null, null])]
        )
        yield* ledger.forgeBatch(BATCH_1)
        assert.strictEqual(
          (yield* listAll(
            (p) => history.list({}, p),
            (t) => t.itemId
          )).length,
          4
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("without a stateRoot, the ledger records its accounts' tree root, which follows their balances", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const roots = yield* storedRoots
        assert.deepStrictEqual(
          roots,
          [1, 2, 3].map((n) => stateRootAfter(FIXTURE_BATCHES.slice(0, n))),
          "each batch's root is the tree of every account's state after it, computed from scratch"
        )
        assert.strictEqual(new Set(roots).size, 3, "every fixture batch changes some account, so every root differs")
        assert.strictEqual(roots[2], stateRootOf(yield* accountStates), "the tree of the accounts the read ports show")
        // One more wei in account 256 (its nonce unchanged) changes the root.
        const richer = settingAccount(4, 256, 2n, 75n * e(17) + 1n)
        const batch = yield* ledger.forgeBatch(richer)
        assert.notStrictEqual(batch.stateRoot, roots[2])
        assert.strictEqual(batch.stateRoot, stateRootAfter([...FIXTURE_BATCHES, richer]))
        assert.strictEqual(batch.stateRoot, stateRootOf(yield* accountStates))
        // A batch that changes no account keeps it.
        const idle = yield* ledger.forgeBatch({ ...settingAccount(5, 256, 0n, 0n), accountUpdates: [] })
        assert.strictEqual(idle.stateRoot, batch.stateRoot)
        assert.deepStrictEqual(yield* storedRoots, [...roots, batch.stateRoot, batch.stateRoot])
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("a stateRoot other than the computed one is refused, naming both, and changes nothing", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const before = yield* snapshot
        const richer = settingAccount(4, 256, 2n, 75n * e(17) + 1n)
        const right = stateRootAfter([...FIXTURE_BATCHES, richer])
        // The root before the batch (its update left out), a near miss, and a root for a batch that changes nothing.
        const attempts: ReadonlyArray<readonly [NewBatch, bigint, bigint]> = [
          [richer, BATCHES[2]!.stateRoot, right],
          [richer, right + 1n, right],
          [{ ...richer, accountUpdates: [] }, right, BATCHES[2]!.stateRoot]
        ]
        for (const [input, wrong, computed] of attempts) {
          const error = yield* Effect.flip(ledger.forgeBatch({ ...input, stateRoot: wrong }))
          assert.strictEqual(error._tag, "LedgerRejected")
          assert.include(error.message, String(wrong), "names the root brought")
          assert.include(error.message, String(computed), "names the root computed")
        }
        assert.deepStrictEqual(yield* snapshot, before, "rejected batches change nothing")
        assert.deepStrictEqual(
          yield* storedRoots,
          BATCHES.map((b) => b.stateRoot)
        )
        // Nor the tree: another batch 4, without a root, gets the one computed from scratch (no trace of 256's leaf).
        const other = settingAccount(4, 257, 2n, 1n)
        const batch = yield* ledger.forgeBatch(other)
        assert.strictEqual(batch.stateRoot, stateRootAfter([...FIXTURE_BATCHES, other]))
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("the computed stateRoot, brought by the input, is accepted and recorded", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const richer = settingAccount(4, 256, 2n, 75n * e(17) + 1n)
        const right = stateRootAfter([...FIXTURE_BATCHES, richer])
        const batch = yield* ledger.forgeBatch({ ...richer, stateRoot: right })
        assert.strictEqual(batch.stateRoot, right)
        const idle = { ...settingAccount(5, 256, 0n, 0n), accountUpdates: [] }
        yield* ledger.forgeBatch({ ...idle, stateRoot: right })
        assert.deepStrictEqual(yield* storedRoots, [...BATCHES.map((b) => b.stateRoot), right, right])
        assert.deepStrictEqual(
          Option.map(yield* (yield* BatchStore).get(BatchNum.make(4)), (b) => b.stateRoot),
          Option.some(right)
        )
      }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect("after a reorg, forging the same batches again gives the same roots", () =>
      Effect.gen(function* () {
        const ledger = yield* Ledger
        const first = yield* storedRoots
        yield* ledger.reorg(BatchNum.make(1))
        assert.deepStrictEqual(yield* storedRoots, first.slice(0, 1))
        // Another batch 2 first, itself undone: it leaves no trace in the tree.
        const other: NewBatch = {
          ...settingAccount(2, 258, 0n, 1n),
          ethereumBlockNum: BATCH_2.ethereumBlockNum,
          ethereumBlockHash: BATCH_2.ethereumBlockHash,
          timestamp: BATCH_2.timestamp
        }
        const otherBatch = yield* ledger.forgeBatch(other)
        assert.strictEqual(otherBatch.stateRoot, stateRootAfter([BATCH_1, other]))
        assert.notStrictEqual(otherBatch.stateRoot, first[1])
        yield* ledger.reorg(BatchNum.make(1))
        yield* ledger.forgeBatch(BATCH_2)
        yield* ledger.forgeBatch(BATCH_3)
        assert.deepStrictEqual(yield* storedRoots, first, "the same roots after a reorg to batch 1")
        assert.strictEqual(first[2], stateRootOf(yield* accountStates))
        yield* ledger.reorg(BatchNum.make(0))
        assert.deepStrictEqual(yield* storedRoots, [])
        for (const input of FIXTURE_BATCHES) yield* ledger.forgeBatch(input)
        assert.deepStrictEqual(yield* storedRoots, first, "the same roots after a reorg to batch 0")
      }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
