/** Every endpoint through the typed in-process client on the fixture: 200 and error bodies match the declared schemas;
 * the Wallet group and dry runs through the project's own client against the devnet. */
import { assert, describe, layer } from "@effect/vitest"
import { afterAll } from "vitest"
import { Effect, Layer, Result } from "effect"
import * as TypedClient from "../../../adapters/http/client/client.ts"
import { Error400, Error404 } from "../../../adapters/http/api/error_schemas.ts"
import { memoryStorage } from "../memory/memory_storage.ts"
import { SystemClock } from "../../../adapters/system/mod.ts"
import { signTransaction, type TransactionDraft } from "../../../wallet/signed_transaction.ts"
import { devnetWallet, privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { forgeStep, seedDevnet } from "../../../devnet/mod.ts"
import { webHandler } from "../../../app/server.ts"
import type { Account } from "../../../core/domain/account.ts"
import { AccountIdx, EXIT_ACCOUNT_INDEX } from "../../../core/domain/account_index.ts"
import { BatchNum, Nonce, SlotNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { TxIdValue } from "../../../core/domain/tx_id.ts"
import { COORDINATOR, FixtureSettings, FORGED_TX_ID, FixtureStorage, OWNER_A, QUEUED_TX_ID } from "./fixture.ts"

const served = webHandler(FixtureStorage)
afterAll(() => served.dispose())
const makeClient = TypedClient.makeClient({
  baseUrl: "http://node.test",
  revision: "later",
  fetch: (request) => served.handler(request)
})
const page = { order: "ASC", limit: 20 } as const
const eth = (idx: number) => ({ symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(idx) })

describe("typed client", () => {
  layer(Layer.empty)((it) => {
    it.effect("Account group: lists and gets accounts and exits", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const accounts = yield* client.account.listAccounts({ query: page })
        assert.strictEqual(accounts.accounts.length, 3)
        const account = yield* client.account.getAccount({ params: { accountIndex: eth(256) } })
        assert.strictEqual(account.balance, 849n)
        assert.strictEqual(account.zkEthereumAddress, OWNER_A.ethAddr)
        const exits = yield* client.account.listExits({ query: { ...page, onlyPendingWithdraws: true } })
        assert.deepStrictEqual(
          exits.exits.map((e) => e.accountIndex.idx),
          [256]
        )
        const exit = yield* client.account.getExit({ params: { batchNum: BatchNum.make(2), accountIndex: eth(256) } })
        assert.strictEqual(exit.balance, 50n)
      })
    )

    it.effect("Transaction group: lists forged transactions and gets queued and forged ones", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const history = yield* client.transaction.listTransactions({ query: page })
        assert.strictEqual(history.transactions.length, 6)
        assert.isTrue(history.transactions.every((tx) => tx.batchNum !== null))
        const forged = yield* client.transaction.getTransaction({ params: { id: FORGED_TX_ID } })
        assert.strictEqual(forged.batchNum, 1)
        const queued = yield* client.transaction.getTransaction({ params: { id: QUEUED_TX_ID } })
        assert.strictEqual(queued.batchNum, null)
      })
    )

    it.effect("Rollup status group: every endpoint decodes with its declared schema", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const batches = yield* client.rollupStatus.listBatches({ query: { ...page, limit: 2 } })
        assert.deepStrictEqual(
          batches.batches.map((b) => b.batchNum),
          [1, 2]
        )
        assert.strictEqual("pendingItems" in batches ? batches.pendingItems : undefined, 1)
        assert.deepStrictEqual(
          batches.batches.map((b) => b.forgedTransactions),
          [3, 2]
        )
        const batch = yield* client.rollupStatus.getBatch({ params: { batchNum: BatchNum.make(2) } })
        assert.strictEqual(batch.collectedFees["0"], 2n)
        assert.strictEqual(batch.ethereumTxHash, "0x" + "fe02".padStart(64, "0"))
        const full = yield* client.rollupStatus.getFullBatch({ params: { batchNum: BatchNum.make(2) } })
        assert.strictEqual(full.batch.forgedTransactions, 2)
        assert.deepStrictEqual(
          full.transactions.map((tx) => tx.type),
          ["Transfer", "Exit"]
        )
        const slots = yield* client.rollupStatus.listSlots({ query: page })
        assert.isTrue(slots.slots.length >= 1)
        const slot = yield* client.rollupStatus.getSlot({ params: { slotNum: SlotNum.make(3) } })
        assert.strictEqual(slot.bestBid?.bidValue, 12n)
        const bids = yield* client.rollupStatus.listBids({ query: { ...page, slotNum: SlotNum.make(3) } })
        assert.deepStrictEqual(
          bids.bids.map((b) => b.bidValue),
          [10n, 12n]
        )
        const state = yield* client.rollupStatus.getState()
        assert.strictEqual(state.network.lastBatch?.batchNum, 3)
        assert.strictEqual(state.network.lastBatch?.forgedTransactions, 1)
        const config = yield* client.rollupStatus.getConfig()
        assert.strictEqual(config.chainId, 1337)
        const tokens = yield* client.rollupStatus.listTokens({ query: { ...page, symbols: [TokenSymbol.make("HEZ")] } })
        assert.deepStrictEqual(
          tokens.tokens.map((t) => t.id),
          [1]
        )
        const token = yield* client.rollupStatus.getToken({ params: { id: TokenId.make(0) } })
        assert.strictEqual(token.symbol, "ETH")
        const coordinators = yield* client.rollupStatus.listCoordinators({ query: page })
        assert.strictEqual(coordinators.coordinators.length, 1)
        const byForger = yield* client.rollupStatus.listCoordinators({
          query: { ...page, forgerAddr: COORDINATOR.forgerAddr }
        })
        assert.deepStrictEqual(
          byForger.coordinators.map((c) => c.bidderAddr),
          [COORDINATOR.bidderAddr]
        )
        const byBoth = yield* client.rollupStatus.listCoordinators({
          query: { ...page, forgerAddr: COORDINATOR.bidderAddr, bidderAddr: COORDINATOR.bidderAddr }
        })
        assert.deepStrictEqual(byBoth.coordinators, [])
        const coordinator = yield* client.rollupStatus.getCoordinator({
          params: { bidderAddr: COORDINATOR.bidderAddr }
        })
        assert.strictEqual(coordinator.forgerAddr, COORDINATOR.forgerAddr)
      })
    )

    it.effect("errors decode into the declared error classes", () =>
      Effect.gen(function* () {
        const client = yield* makeClient
        const missing = yield* client.rollupStatus.getToken({ params: { id: TokenId.make(99) } }).pipe(Effect.flip)
        assert.instanceOf(missing, Error404)
        assert.strictEqual(missing.type, "ErrNotFound")
        assert.strictEqual(missing.code, 4)
        const noTx = yield* client.transaction
          .getTransaction({ params: { id: TxIdValue.make("0x" + "0".repeat(66)) } })
          .pipe(Effect.flip)
        assert.instanceOf(noTx, Error404)
        const bad = yield* client.rollupStatus.listBids({ query: page }).pipe(Effect.flip)
        assert.instanceOf(bad, Error400)
        assert.strictEqual(bad.type, "ErrParamValidationFailed")
        assert.strictEqual(bad.message, `at least one of "slotNum", "bidderAddr" must be provided`)
      })
    )
  })
})

/** The devnet in a memory store: wallets whose keys sign, a forger to move transactions on. */
const DevnetStorage = Layer.mergeAll(
  Layer.effectDiscard(Effect.orDie(seedDevnet({ genesisTime: new Date(Date.UTC(2026, 0, 1)) }))).pipe(
    Layer.provideMerge(memoryStorage)
  ),
  SystemClock.layer,
  FixtureSettings
)

/** The devnet's services, as the tests below read them from their context. */
type DevnetServices = Layer.Success<typeof DevnetStorage>

/** The project's Effect client of the later revision over a web handler serving the test's storage (disposed with the test's scope). */
const devnetClient = Effect.gen(function* () {
  const context = yield* Effect.context<DevnetServices>()
  const web = yield* Effect.acquireRelease(
    Effect.sync(() => webHandler(Layer.succeedContext(context))),
    (handler) => Effect.promise(() => handler.dispose())
  )
  return yield* TypedClient.makeClient({
    baseUrl: "http://node.test",
    revision: "later",
    fetch: (request) => web.handler(request)
  })
})

/** The account of devnet wallet `w` in token `tokenId`. */
const walletAccount = Effect.fnUntraced(function* (client: TypedClient.Client<"later">, w: number, tokenId: number) {
  const page = yield* client.account.listAccounts({
    query: {
      ...TypedClient.FIRST_PAGE,
      zkEthereumAddress: devnetWallet(w).ethAddress,
      tokenIds: [TokenId.make(tokenId)]
    }
  })
  const account = page.accounts[0]
  if (account === undefined) return yield* Effect.die(new Error(`wallet ${w} has no account in token ${tokenId}`))
  return account
})

/** A transaction from `from` (devnet wallet `w`'s account) signed for the devnet's chain; a Transfer to `to`, or an exit. */
function signed(
  w: number,
  from: Account,
  to: Account | "exit",
  fields: { readonly amount: bigint; readonly nonce: bigint }
) {
  const draft: TransactionDraft = {
    from,
    toAccountIndex: to === "exit" ? EXIT_ACCOUNT_INDEX : to.accountIndex,
    toEthAddr: null,
    toBjj: null,
    amount: fields.amount,
    fee: 0,
    nonce: fields.nonce
  }
  return Result.getOrThrow(signTransaction(draft, privateKeyBytes(BigInt(w)), 1337))
}

describe("typed client (adapters/http/client.ts): Wallet group and dry runs", () => {
  layer(DevnetStorage, { timeout: 60_000, excludeTestServices: true })((it) => {
    it.effect(
      "postPoolTransaction: a dry run answers the union's object member and stores nothing; a real post answers the id string",
      () =>
        Effect.gen(function* () {
          const client = yield* devnetClient
          const from = yield* walletAccount(client, 4, 0)
          const to = yield* walletAccount(client, 5, 0)
          const tx = signed(4, from, to, { amount: 10n ** 17n, nonce: from.nonce })
          const tried = yield* client.transaction.postPoolTransaction({
            query: { dryRun: true },
            payload: tx.transaction
          })
          assert.deepStrictEqual(tried, {
            id: tx.id,
            wouldBeState: "pend",
            alreadyInPool: false,
            nextNonce: Nonce.make(from.nonce + 1n),
            replaces: []
          })
          const unknown = yield* client.transaction.getPoolTransaction({ params: { id: tx.id } }).pipe(Effect.flip)
          assert.instanceOf(unknown, Error404)
          const sent = yield* client.transaction.postPoolTransaction({ query: {}, payload: tx.transaction })
          assert.strictEqual(sent, tx.id)
          const stored = yield* client.transaction.getPoolTransaction({ params: { id: tx.id } })
          assert.strictEqual(stored.state, "pend")
          const stale = signed(4, from, to, { amount: 10n ** 17n, nonce: from.nonce - 1n })
          const rejected = yield* client.transaction
            .postPoolTransaction({ query: { dryRun: true }, payload: stale.transaction })
            .pipe(Effect.flip)
          assert.instanceOf(rejected, Error400)
          assert.strictEqual(rejected.type, "ErrInvalidNonce")
        })
    )

    it.effect("listPoolTransactions: sender (one side), account (either side), state, type and token filters, itemIds and pendingItems decoded", () =>
      Effect.gen(function* () {
        const client = yield* devnetClient
        const eth1 = yield* walletAccount(client, 1, 0)
        const hez1 = yield* walletAccount(client, 1, 1)
        const eth2 = yield* walletAccount(client, 2, 0)
        const post = (tx: ReturnType<typeof signed>) =>
          client.transaction.postPoolTransaction({ query: {}, payload: tx.transaction })
        const forgedSoon = [
          signed(1, eth1, eth2, { amount: 10n ** 17n, nonce: eth1.nonce }),
          signed(1, eth1, "exit", { amount: 10n ** 16n, nonce: eth1.nonce + 1n }),
          signed(2, eth2, eth1, { amount: 10n ** 17n, nonce: eth2.nonce })
        ]
        for (const tx of forgedSoon) yield* post(tx)
        const report = yield* forgeStep({ wallets: 10 })
        assert.includeMembers(
          [...report.forged],
          forgedSoon.map((tx) => tx.id)
        )
        const pending = [
          signed(1, eth1, eth2, { amount: 2n * 10n ** 17n, nonce: eth1.nonce + 2n }),
          signed(1, hez1, "exit", { amount: 10n ** 18n, nonce: hez1.nonce })
        ]
        for (const tx of pending) yield* post(tx)

        const page = { order: "ASC", limit: 20 } as const
        const ids = (list: { readonly transactions: ReadonlyArray<{ readonly id: string }> }) =>
          list.transactions.map((t) => t.id)
        const wallet1 = { fromZkEthereumAddress: devnetWallet(1).ethAddress }
        const all1 = yield* client.wallet.listPoolTransactions({ query: { ...page, ...wallet1 } })
        assert.deepStrictEqual(ids(all1), [forgedSoon[0]!.id, forgedSoon[1]!.id, ...pending.map((tx) => tx.id)])
        assert.strictEqual(all1.pendingItems, 0)
        const itemIds = all1.transactions.map((t) => t.itemId)
        assert.isTrue(itemIds.every((id, i) => typeof id === "number" && (i === 0 || id > itemIds[i - 1]!)))
        assert.deepStrictEqual(
          all1.transactions.map((t) => t.state),
          ["fged", "fged", "pend", "pend"]
        )

        const firstTwo = yield* client.wallet.listPoolTransactions({ query: { ...wallet1, order: "ASC", limit: 2 } })
        assert.deepStrictEqual(ids(firstTwo), ids(all1).slice(0, 2))
        assert.strictEqual(firstTwo.pendingItems, 2)
        const fromThird = yield* client.wallet.listPoolTransactions({
          query: { ...wallet1, ...page, fromItem: itemIds[2]! }
        })
        assert.deepStrictEqual(ids(fromThird), ids(all1).slice(2))
        const lastFirst = yield* client.wallet.listPoolTransactions({ query: { ...wallet1, order: "DESC", limit: 1 } })
        assert.deepStrictEqual(ids(lastFirst), [pending[1]!.id])
        assert.strictEqual(lastFirst.pendingItems, 3)

        const pendingOfEth1 = yield* client.wallet.listPoolTransactions({
          query: { ...page, accountIndex: eth1.accountIndex, state: "pend" }
        })
        assert.deepStrictEqual(ids(pendingOfEth1), [pending[0]!.id])
        const byKey = yield* client.wallet.listPoolTransactions({
          query: { ...page, fromBJJ: devnetWallet(2).bjjPublicKey }
        })
        assert.deepStrictEqual(
          byKey.transactions.map((t) => [t.id, t.state]),
          [[forgedSoon[2]!.id, "fged"]]
        )
        const exits = yield* client.wallet.listPoolTransactions({ query: { ...page, ...wallet1, type: "Exit" } })
        assert.deepStrictEqual(ids(exits), [forgedSoon[1]!.id, pending[1]!.id])
        const hezPending = yield* client.wallet.listPoolTransactions({
          query: { ...page, ...wallet1, tokenId: TokenId.make(1), state: "pend" }
        })
        assert.deepStrictEqual(ids(hezPending), [pending[1]!.id])
        assert.strictEqual(hezPending.transactions[0]?.amount, 10n ** 18n)

        const incompatible = yield* client.wallet
          .listPoolTransactions({
            query: { ...page, accountIndex: eth1.accountIndex, tokenId: TokenId.make(0) }
          })
          .pipe(Effect.flip)
        assert.instanceOf(incompatible, Error400)
        assert.strictEqual(incompatible.type, "ErrParamValidationFailed")
      })
    )

    it.effect(
      "getAccountNonce: forged nonce, next nonce and pending nonces as bigints; 404 for an unknown account",
      () =>
        Effect.gen(function* () {
          const client = yield* devnetClient
          const from = yield* walletAccount(client, 6, 0)
          const to = yield* walletAccount(client, 7, 0)
          const fresh = yield* client.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
          assert.deepStrictEqual(fresh, {
            accountIndex: from.accountIndex,
            forgedNonce: from.nonce,
            nextNonce: from.nonce,
            pendingNonces: []
          })
          assert.strictEqual(typeof fresh.nextNonce, "bigint")
          for (const nonce of [from.nonce, from.nonce + 2n]) {
            const tx = signed(6, from, to, { amount: 10n ** 15n, nonce })
            yield* client.transaction.postPoolTransaction({ query: {}, payload: tx.transaction })
          }
          const gap = yield* client.wallet.getAccountNonce({ params: { accountIndex: from.accountIndex } })
          assert.deepStrictEqual(gap.pendingNonces, [from.nonce, Nonce.make(from.nonce + 2n)])
          assert.strictEqual(gap.forgedNonce, from.nonce)
          assert.strictEqual(gap.nextNonce, from.nonce + 1n)
          const missing = yield* client.wallet
            .getAccountNonce({
              params: { accountIndex: { symbol: TokenSymbol.make("ETH"), idx: AccountIdx.make(999_999) } }
            })
            .pipe(Effect.flip)
          assert.instanceOf(missing, Error404)
          assert.strictEqual(missing.type, "ErrNotFound")
        })
    )

    it.effect(
      "listBalanceHistory: an account's states as bigints and Dates, asOfBatchNum, the list's envelope; 404 for an unknown account",
      () =>
        Effect.gen(function* () {
          const client = yield* makeClient
          const history = yield* client.wallet.listBalanceHistory({ params: { accountIndex: eth(256) }, query: page })
          assert.deepStrictEqual(
            history.balances.map((s) => [s.batchNum, s.nonce, s.balance]),
            [
              [1, 0n, 1000n],
              [2, 2n, 849n]
            ]
          )
          assert.strictEqual(history.pendingItems, 0)
          assert.instanceOf(history.balances[0]!.timestamp, Date)
          const asOf = yield* client.wallet.listBalanceHistory({
            params: { accountIndex: eth(257) },
            query: { order: "DESC", limit: 1, asOfBatchNum: BatchNum.make(2) }
          })
          assert.deepStrictEqual(
            asOf.balances.map((s) => [s.batchNum, s.balance]),
            [[2, 1100n]]
          )
          assert.strictEqual(asOf.pendingItems, 1)
          const missing = yield* client.wallet
            .listBalanceHistory({ params: { accountIndex: eth(999) }, query: page })
            .pipe(Effect.flip)
          assert.instanceOf(missing, Error404)
          assert.strictEqual(missing.type, "ErrNotFound")
        })
    )
  })
})
