/** The devnet seeded in memory, read through the ports: every transaction type, exits with valid proofs, bids and
 * coordinators, balances and nonces agreeing with the transactions, deterministic seeding. */
import { assert, describe, it, layer } from "@effect/vitest"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { memoryStorage } from "../adapters/memory/memory_storage.ts"
import { devnetWallets } from "../../adapters/crypto/devnet_wallets.ts"
import { DEFAULT_DEVNET_SETTINGS, type DevnetSummary, devnetLayer, planDevnet, seedDevnet } from "../../devnet/mod.ts"
import { poseidon } from "../../adapters/crypto/poseidon_hasher.ts"
import { verifyStateProof } from "../../core/ledger/state_proof.ts"
import type { HistoryTransaction } from "../../core/domain/history_transaction.ts"
import { BatchNum, SlotNum } from "../../core/domain/scalars.ts"
import type { TransactionType } from "../../core/domain/transaction_type.ts"
import type { PageRequest } from "../../core/pagination/page.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { AuctionStore } from "../../core/ports/auction_store.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"
import { HistoryStore } from "../../core/ports/history_store.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { DEFAULT_NODE_SETTINGS, NetworkSettings, networkSettingsOf } from "../../core/ports/network_settings.ts"
import { LOCAL_NETWORK } from "../../core/domain/local_network.ts"
import { TokenStore } from "../../core/ports/token_store.ts"

const GENESIS = new Date("2026-01-01T00:00:00.000Z")
const ALL: PageRequest = { fromItem: undefined, order: "ASC", limit: 2049 }
const TYPES: ReadonlyArray<TransactionType> = [
  "Exit",
  "Transfer",
  "Deposit",
  "CreateAccountDeposit",
  "CreateAccountDepositTransfer",
  "DepositTransfer",
  "ForceTransfer",
  "ForceExit",
  "TransferToEthAddr",
  "TransferToBJJ"
]

/** The local network's settings. */
const LocalSettings = Layer.succeed(NetworkSettings, networkSettingsOf(LOCAL_NETWORK, DEFAULT_NODE_SETTINGS))

/** The summary of the devnet the suite seeded. */
class Seeded extends Context.Service<Seeded, DevnetSummary>()("test/devnet/Seeded") {}

/** A fresh memory store with the devnet seeded into it. */
function seededStore(genesisTime: Date) {
  return Layer.effect(Seeded, seedDevnet({ genesisTime })).pipe(Layer.provideMerge(memoryStorage))
}

/** Everything the read ports show, for comparing two stores. */
const snapshot = Effect.gen(function* () {
  const tokens = yield* (yield* TokenStore).list({}, ALL)
  const accounts = yield* (yield* AccountStore).list({}, ALL)
  const history = yield* (yield* HistoryStore).list({}, ALL)
  const exits = yield* (yield* ExitStore).list({}, ALL)
  const batches = yield* (yield* BatchStore).list({}, ALL)
  const auction = yield* AuctionStore
  const bids = yield* auction.bestBids({ min: 0, max: 100 })
  const coordinators = yield* auction.listCoordinators({}, ALL)
  const network = yield* (yield* NetworkStore).summary(new Date(0))
  return { tokens, accounts, history, exits, batches, bids: [...bids], coordinators, network }
})

describe("devnet", () => {
  layer(seededStore(GENESIS), { timeout: 30_000 })("seeded into memory", (it) => {
    it.effect("has a few hundred forged history items over dozens of batches", () =>
      Effect.gen(function* () {
        const summary = yield* Seeded
        const page = yield* (yield* HistoryStore).list({}, ALL)
        assert.isAbove(page.items.length, 300)
        assert.strictEqual(page.items.length, summary.forgedTransactions)
        assert.strictEqual(page.pendingItems, 0)
        assert.isTrue(page.items.every((tx) => tx.batchNum !== null))
        const batches = new Set(page.items.map((tx) => tx.batchNum))
        assert.isAtLeast(batches.size, 40)
        const batchPage = yield* (yield* BatchStore).list({}, ALL)
        assert.strictEqual(batchPage.items.length, summary.batches)
        assert.isAtLeast(summary.batches, 40)
      })
    )

    it.effect("has every transaction type forged, found by the type filter and by id", () =>
      Effect.gen(function* () {
        const summary = yield* Seeded
        const history = yield* HistoryStore
        for (const type of TYPES) {
          const page = yield* history.list({ type }, ALL)
          assert.isAbove(page.items.length, 0, `no forged ${type}`)
          const id = summary.forgedIds[type]
          assert.isDefined(id, `no id for ${type}`)
          if (id === undefined) continue
          const tx = yield* history.get(id)
          assert.isTrue(Option.isSome(tx), `${type} ${id} not found`)
          if (Option.isSome(tx)) {
            assert.strictEqual(tx.value.type, type)
            assert.isNotNull(tx.value.batchNum)
          }
        }
      })
    )

    it.effect("keeps one unforged L1 user transaction of every L1 type", () =>
      Effect.gen(function* () {
        const summary = yield* Seeded
        const history = yield* HistoryStore
        assert.isAtLeast(summary.unforgedIds.length, 6)
        const found: Array<HistoryTransaction> = []
        for (const id of summary.unforgedIds) {
          const tx = yield* history.get(id)
          if (Option.isSome(tx)) found.push(tx.value)
        }
        assert.strictEqual(found.length, summary.unforgedIds.length)
        assert.isTrue(found.every((tx) => tx.batchNum === null && tx.L1orL2 === "L1" && tx.L1Info?.userOrigin === true))
        const types = new Set(found.map((tx) => tx.type))
        for (const type of TYPES.filter(
          (t) => !["Exit", "Transfer", "TransferToEthAddr", "TransferToBJJ"].includes(t)
        )) {
          assert.isTrue(types.has(type), `no unforged ${type}`)
        }
        const creation = found.find((tx) => tx.type === "CreateAccountDeposit")
        assert.isNull(creation?.fromAccountIndex)
        const ids = new Set((yield* history.list({}, ALL)).items.map((tx) => tx.id))
        assert.isTrue(
          summary.unforgedIds.every((id) => !ids.has(id)),
          "unforged transactions are not listed"
        )
      })
    )

    it.effect("has L1 coordinator transactions and a failed L1 transaction", () =>
      Effect.gen(function* () {
        const summary = yield* Seeded
        const history = yield* HistoryStore
        assert.isAbove(summary.l1CoordinatorIds.length, 0)
        for (const id of summary.l1CoordinatorIds) {
          const tx = yield* history.get(id)
          assert.isTrue(Option.isSome(tx) && tx.value.L1Info?.userOrigin === false)
        }
        const all = (yield* history.list({}, ALL)).items
        assert.isTrue(
          all.some((tx) => tx.L1Info !== null && !tx.L1Info.amountSuccess),
          "no failed L1 transaction"
        )
      })
    )

    it.effect("has exits in every withdrawal state, each with a proof of its batch's exit root", () =>
      Effect.gen(function* () {
        const exits = (yield* (yield* ExitStore).list({}, ALL)).items
        const batches = yield* BatchStore
        assert.isAbove(exits.length, 10)
        assert.isTrue(exits.some((e) => e.instantWithdraw !== null))
        assert.isTrue(exits.some((e) => e.delayedWithdrawRequest !== null && e.delayedWithdraw !== null))
        assert.isTrue(exits.some((e) => e.delayedWithdrawRequest !== null && e.delayedWithdraw === null))
        const pending = (yield* (yield* ExitStore).list({ onlyPendingWithdraws: true }, ALL)).items
        assert.isAbove(pending.length, 0)
        assert.isBelow(pending.length, exits.length)
        for (const exit of exits) {
          assert.isTrue(
            verifyStateProof(exit.merkleProof, poseidon),
            `proof of exit ${exit.batchNum}/${exit.accountIndex.idx}`
          )
          assert.strictEqual(exit.merkleProof.key, BigInt(exit.accountIndex.idx))
          const batch = yield* batches.get(exit.batchNum)
          assert.isTrue(Option.isSome(batch) && batch.value.exitRoot === exit.merkleProof.root)
        }
      })
    )

    it.effect("has coordinators (one re-registered) and bids with a withdrawal address over several slots", () =>
      Effect.gen(function* () {
        const auction = yield* AuctionStore
        const coordinators = (yield* auction.listCoordinators({}, ALL)).items
        assert.strictEqual(coordinators.length, 3)
        assert.isTrue(
          coordinators.some((c) => c.URL.includes("-v2.")),
          "re-registration replaced the first one"
        )
        const bySlot4 = (yield* auction.listBids({ slotNum: SlotNum.make(4) }, ALL)).items
        assert.strictEqual(bySlot4.length, 3)
        const values = bySlot4.map((b) => b.bidValue)
        assert.deepStrictEqual(
          values,
          [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
        )
        const best = yield* auction.bestBids({ min: 0, max: 40 })
        assert.isAtLeast(best.size, 8)
        let bids = 0
        for (const c of coordinators) {
          const own = (yield* auction.listBids({ bidderAddr: c.bidderAddr }, ALL)).items
          bids += own.length
          assert.isTrue(own.every((b) => b.withdrawAddr.startsWith("0x") && b.withdrawAddr !== b.bidderAddr))
        }
        assert.strictEqual(bids, (yield* Seeded).bids)
      })
    )

    it.effect("ends after the first bid slots, with bids in slots still open for auction", () =>
      Effect.gen(function* () {
        const summary = yield* Seeded
        const status = yield* (yield* NetworkStore).syncStatus
        const last = Option.getOrUndefined(status.lastSyncedBlock)
        assert.strictEqual(last?.num, summary.lastBlock)
        const auction = Option.getOrUndefined(status.contractVariables)?.auction
        assert.isDefined(auction)
        if (auction === undefined) return
        const lastClosed = summary.currentSlot + auction.closedAuctionSlots
        assert.isAbove(summary.currentSlot, 3)
        const open = yield* (yield* AuctionStore).bestBids({
          min: lastClosed + 1,
          max: lastClosed + auction.openAuctionSlots
        })
        assert.isAtLeast(open.size, 2)
      })
    )

    it.effect("gives every wallet several accounts, and every account a positive balance", () =>
      Effect.gen(function* () {
        const accounts = yield* AccountStore
        for (const wallet of devnetWallets(10)) {
          const own = (yield* accounts.list({ ethAddr: wallet.ethAddress }, ALL)).items
          const raw = own.filter((a) => a.bjj === wallet.bjjPublicKey)
          const login = (yield* accounts.list({ bjj: wallet.loginBjjPublicKey }, ALL)).items
          assert.isAtLeast(raw.length, 2, `wallet ${wallet.index}`)
          assert.isAtLeast(login.length, 2, `wallet ${wallet.index}'s login key`)
          assert.strictEqual(raw.length + login.length, own.length, `wallet ${wallet.index}: only its two keys`)
          assert.isTrue(login.every((a) => a.zkEthereumAddress === wallet.ethAddress))
          const rawTokens = new Set(raw.map((a) => a.token.id))
          assert.isTrue(login.every((a) => rawTokens.has(a.token.id)))
          assert.strictEqual(new Set(login.map((a) => a.token.id)).size, login.length)
        }
        // The login keys' accounts come after every other: the 73 accounts seeded before them keep 256…328.
        const loginKeys = new Set(devnetWallets(10).map((w) => w.loginBjjPublicKey))
        const byIndex = (yield* accounts.list({}, ALL)).items
        const firstLogin = byIndex.findIndex((a) => loginKeys.has(a.bjj))
        assert.strictEqual(byIndex[firstLogin]?.accountIndex.idx, 329)
        assert.isTrue(byIndex.slice(firstLogin).every((a) => loginKeys.has(a.bjj)))
        const all = (yield* accounts.list({}, ALL)).items
        assert.strictEqual(all.length, (yield* Seeded).accounts)
        assert.isTrue(
          all.every((a) => a.balance > 0n),
          "a balance is not positive"
        )
        assert.strictEqual(all[0]?.accountIndex.idx, 256)
        assert.deepStrictEqual(
          all.map((a) => a.accountIndex.idx),
          all.map((_, i) => 256 + i)
        )
      })
    )

    it.effect("keeps each token's deposits equal to its balances plus its exits, and nonces equal to L2 sends", () =>
      Effect.gen(function* () {
        const history = (yield* (yield* HistoryStore).list({}, ALL)).items
        const accounts = (yield* (yield* AccountStore).list({}, ALL)).items
        const exits = (yield* (yield* ExitStore).list({}, ALL)).items
        const deposited = new Map<number, bigint>()
        for (const tx of history) {
          if (tx.L1Info?.depositAmountSuccess) {
            deposited.set(tx.token.id, (deposited.get(tx.token.id) ?? 0n) + tx.L1Info.depositAmount)
          }
        }
        const held = new Map<number, bigint>()
        for (const a of accounts) held.set(a.token.id, (held.get(a.token.id) ?? 0n) + a.balance)
        for (const e of exits) held.set(e.token.id, (held.get(e.token.id) ?? 0n) + e.balance)
        assert.deepStrictEqual([...held].sort(), [...deposited].sort())
        const sent = new Map<number, number>()
        for (const tx of history) {
          if (tx.L2Info !== null && tx.fromAccountIndex !== null) {
            const idx = tx.fromAccountIndex.idx
            assert.strictEqual(tx.L2Info.nonce, BigInt(sent.get(idx) ?? 0), `nonce of ${tx.id}`)
            sent.set(idx, (sent.get(idx) ?? 0) + 1)
          }
        }
        for (const a of accounts) assert.strictEqual(a.nonce, BigInt(sent.get(a.accountIndex.idx) ?? 0))
      })
    )

    it.effect("forges each batch in its slot, by that slot's winner or the boot coordinator", () =>
      Effect.gen(function* () {
        const batches = (yield* (yield* BatchStore).list({}, ALL)).items
        const auction = yield* AuctionStore
        const best = yield* auction.bestBids({ min: 0, max: 40 })
        const status = yield* (yield* NetworkStore).syncStatus
        const boot = Option.getOrUndefined(status.contractVariables)?.auction.bootCoordinator
        for (const batch of batches) {
          assert.strictEqual(batch.slotNum, Math.floor(Number(batch.ethereumBlockNum - 1000n) / 40))
          const bid = best.get(batch.slotNum)
          if (bid === undefined) assert.strictEqual(batch.forgerAddr, boot)
          else {
            const coordinator = yield* auction.getCoordinator(bid.bidderAddr)
            assert.isTrue(Option.isSome(coordinator))
          }
        }
        const first = yield* (yield* BatchStore).get(BatchNum.make(1))
        assert.isTrue(Option.isSome(first) && first.value.forgeL1TransactionsNum === 0)
      })
    )
  })

  it("plans a complete devnet for other wallet counts and genesis blocks", () => {
    for (const options of [{ wallets: 8 }, { wallets: 12, genesisBlockNum: 5_000_000n }]) {
      const { summary, steps } = planDevnet({ genesisTime: GENESIS, ...options })
      assert.strictEqual(summary.wallets, options.wallets)
      for (const type of TYPES) assert.isAbove(summary.forgedByType[type], 0, `${type} with ${options.wallets} wallets`)
      assert.strictEqual(summary.unforgedL1Transactions, 6)
      assert.isAbove(summary.forgedTransactions, 300)
      const first = steps[0]
      assert.isTrue(first?._tag === "Block" && first.block.num === (options.genesisBlockNum ?? 1000n))
    }
  })

  it.effect(
    "seeds identical data into two fresh stores",
    () =>
      Effect.gen(function* () {
        const first = yield* Effect.provide(snapshot, seededStore(GENESIS))
        const second = yield* Effect.provide(snapshot, seededStore(GENESIS))
        assert.deepStrictEqual(first, second)
        const shifted = yield* Effect.provide(snapshot, seededStore(new Date(GENESIS.getTime() + 60_000)))
        assert.notDeepEqual(first.batches.items[0]?.timestamp, shifted.batches.items[0]?.timestamp)
        assert.deepStrictEqual(
          first.history.items.map((tx) => tx.id),
          shifted.history.items.map((tx) => tx.id),
          "only the times move with the genesis time"
        )
      }),
    { timeout: 30_000 }
  )

  it.effect(
    "devnetLayer seeds on startup, ending at the current time, and does nothing when disabled",
    () =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const enabled = yield* Effect.provide(
          Effect.gen(function* () {
            const status = yield* (yield* NetworkStore).syncStatus
            const tokens = yield* (yield* TokenStore).list({}, ALL)
            return { last: Option.getOrUndefined(status.lastSyncedBlock), tokens: tokens.items.length }
          }),
          devnetLayer(DEFAULT_DEVNET_SETTINGS, LOCAL_NETWORK.contracts).pipe(
            Layer.provideMerge(memoryStorage),
            Layer.provide(LocalSettings)
          )
        )
        assert.strictEqual(enabled.tokens, 6)
        assert.strictEqual(enabled.last?.timestamp.getTime(), now)
        const disabled = yield* Effect.provide(
          Effect.gen(function* () {
            return (yield* (yield* TokenStore).list({}, ALL)).items.length
          }),
          devnetLayer({ ...DEFAULT_DEVNET_SETTINGS, enabled: false }, LOCAL_NETWORK.contracts).pipe(
            Layer.provideMerge(memoryStorage),
            Layer.provide(LocalSettings)
          )
        )
        assert.strictEqual(disabled, 0)
      }),
    { timeout: 30_000 }
  )
})
