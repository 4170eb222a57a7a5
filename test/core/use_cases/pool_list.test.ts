/** `PoolList.list` over pool transactions in every state: sender filters under the owner rules, state, type and token,
 * in pool order. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { devnetWallet } from "../../../adapters/crypto/devnet_wallets.ts"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import type { PoolL2TransactionItem } from "../../../core/domain/pool_transaction.ts"
import { BatchNum, EthBlockNum, EthHash, Nonce, SlotNum } from "../../../core/domain/scalars.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { PoolList } from "../../../core/use_cases/mod.ts"
import { addToPool, decode, failure, NOW, poolRecord, Wallets } from "./fixture.ts"

const W1 = devnetWallet(1)
const W2 = devnetWallet(2)

/** The pool records, by the state the coordinator leaves them in. */
const FORGED = poolRecord({ from: 256, nonce: 3n })
const DISCARDED = poolRecord({ from: 257, nonce: 0n })
const SELECTED = poolRecord({ from: 256, nonce: 4n })
const HEZ_EXIT = poolRecord({ from: 258, nonce: 0n })
const ETH_EXIT = poolRecord({ from: 256, nonce: 5n, exit: true })

/** Names of the records, by id. */
const NAMES = new Map([
  [FORGED.id, "forged"],
  [DISCARDED.id, "discarded"],
  [SELECTED.id, "selected"],
  [HEZ_EXIT.id, "hezExit"],
  [ETH_EXIT.id, "ethExit"]
])

/** Adds the records in this order, then forges the first in batch 2, discards the second and selects the third for batch 3. */
const seedPool = Effect.gen(function* () {
  yield* addToPool([FORGED, DISCARDED, SELECTED, HEZ_EXIT, ETH_EXIT])
  const ledger = yield* Ledger
  yield* ledger.forgeBatch({
    batchNum: BatchNum.make(2),
    ethereumBlockNum: EthBlockNum.make(2n),
    ethereumBlockHash: EthHash.make("0x" + "02".padStart(64, "0")),
    ethereumTxHash: EthHash.make("0x" + "fe".repeat(32)),
    timestamp: NOW,
    forgerAddr: W1.ethAddress,
    slotNum: SlotNum.make(0),
    exitRoot: 0n,
    collectedFees: {},
    forgeL1TransactionsNum: null,
    l1UserResults: [],
    createdAccounts: [],
    l1CoordinatorTransactions: [],
    l2Transactions: [
      {
        position: 0,
        type: "Transfer",
        fromIdx: AccountIdx.make(256),
        toIdx: AccountIdx.make(257),
        amount: FORGED.amount,
        fee: 0,
        nonce: FORGED.nonce
      }
    ],
    accountUpdates: [{ idx: AccountIdx.make(256), nonce: Nonce.make(4n), balance: 10n ** 24n }],
    exits: []
  })
  yield* ledger.invalidatePoolTransactions([{ id: DISCARDED.id, reason: "balance too low" }], null)
  yield* ledger.selectForForging([SELECTED.id], BatchNum.make(3))
}).pipe(Effect.orDie)

/** The names of a page's transactions. */
const names = (page: Page<PoolL2TransactionItem>) => page.items.map((tx) => NAMES.get(tx.id) ?? tx.id)

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => PoolList.list(decode(PoolList.ListQuery, query))

describe("PoolList", () => {
  layer(Layer.effectDiscard(seedPool).pipe(Layer.provideMerge(Wallets)))((it) => {
    it.effect("PoolList.list() returns every pool transaction in the order it entered the pool, with its state", () =>
      Effect.gen(function* () {
        const page = yield* list({})
        expect(names(page)).toEqual(["forged", "discarded", "selected", "hezExit", "ethExit"])
        expect(page.items.map((tx) => [tx.state, tx.batchNum])).toEqual([
          ["fged", 2],
          ["invl", null],
          ["fing", 3],
          ["pend", null],
          ["pend", null]
        ])
      })
    )

    it.effect("PoolList.list() by state", () =>
      Effect.gen(function* () {
        expect(names(yield* list({ state: "pend" }))).toEqual(["hezExit", "ethExit"])
        expect(names(yield* list({ state: "fing" }))).toEqual(["selected"])
        expect(names(yield* list({ state: "fged" }))).toEqual(["forged"])
        expect(names(yield* list({ state: "invl" }))).toEqual(["discarded"])
      })
    )

    it.effect("PoolList.list() by type and token", () =>
      Effect.gen(function* () {
        expect(names(yield* list({ type: "Exit" }))).toEqual(["hezExit", "ethExit"])
        expect(names(yield* list({ type: "Transfer", state: "pend" }))).toEqual([])
        expect(names(yield* list({ tokenId: "1" }))).toEqual(["hezExit"])
        expect(names(yield* list({ tokenId: "0", type: "Exit" }))).toEqual(["ethExit"])
      })
    )

    it.effect("PoolList.list() by account, address (every account of it) and key: either side, or one side", () =>
      Effect.gen(function* () {
        const w1 = `zk:${W1.ethAddress}`
        const w2 = encodeBjj(W2.bjjPublicKey)
        // Account 256 sent forged, selected and ethExit and received discarded; 257 the other way round.
        expect(names(yield* list({ accountIndex: "zk:ETH:256" }))).toEqual([
          "forged",
          "discarded",
          "selected",
          "ethExit"
        ])
        expect(names(yield* list({ fromAccountIndex: "zk:ETH:256" }))).toEqual(["forged", "selected", "ethExit"])
        expect(names(yield* list({ toAccountIndex: "zk:ETH:256" }))).toEqual(["discarded"])
        expect(names(yield* list({ accountIndex: "zk:ETH:257" }))).toEqual(["forged", "discarded", "selected"])
        expect(names(yield* list({ fromAccountIndex: "zk:ETH:257", toAccountIndex: "zk:ETH:256" }))).toEqual([
          "discarded"
        ])
        expect(names(yield* list({ accountIndex: "zk:ETH:257", fromAccountIndex: "zk:ETH:256" }))).toEqual([
          "forged",
          "selected"
        ])
        expect(names(yield* list({ zkEthereumAddress: w1 }))).toEqual([
          "forged",
          "discarded",
          "selected",
          "hezExit",
          "ethExit"
        ])
        expect(names(yield* list({ fromZkEthereumAddress: w1 }))).toEqual(["forged", "selected", "hezExit", "ethExit"])
        expect(names(yield* list({ toZkEthereumAddress: w1 }))).toEqual(["discarded"])
        expect(names(yield* list({ BJJ: w2 }))).toEqual(["forged", "discarded", "selected"])
        expect(names(yield* list({ fromBJJ: w2 }))).toEqual(["discarded"])
        expect(names(yield* list({ toBJJ: w2, state: "fing" }))).toEqual(["selected"])
        expect(names(yield* list({ zkEthereumAddress: w1, tokenId: "0", state: "pend" }))).toEqual(["ethExit"])
      })
    )

    it.effect("PoolList.list() refuses an address with a key and an account index with either or with tokenId", () =>
      Effect.gen(function* () {
        const w1 = `zk:${W1.ethAddress}`
        const key = encodeBjj(W1.bjjPublicKey)
        const refusals: ReadonlyArray<readonly [Record<string, string>, string]> = [
          [{ toZkEthereumAddress: w1, fromBJJ: key }, `"toZkEthereumAddress" is incompatible with "fromBJJ"`],
          [{ zkEthereumAddress: w1, toBJJ: key }, `"zkEthereumAddress" is incompatible with "toBJJ"`],
          [
            { fromZkEthereumAddress: w1, toAccountIndex: "zk:ETH:257" },
            `"fromZkEthereumAddress" is incompatible with "toAccountIndex"`
          ],
          [{ BJJ: key, fromAccountIndex: "zk:ETH:256" }, `"BJJ" is incompatible with "fromAccountIndex"`],
          [{ toAccountIndex: "zk:ETH:257", tokenId: "0" }, `"toAccountIndex" is incompatible with "tokenId"`]
        ]
        for (const [query, message] of refusals) expect((yield* failure(list(query))).message).toBe(message)
        expect(yield* failure(list({ toAccountIndex: "zk:HEZ:257" }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"toAccountIndex" zk:HEZ:257 names token HEZ, but account 257 holds ETH`
        })
        // Filters of one kind combine.
        expect(names(yield* list({ fromZkEthereumAddress: w1, toZkEthereumAddress: `zk:${W2.ethAddress}` }))).toEqual([
          "forged",
          "selected"
        ])
      })
    )

    it.effect("PoolList.list() rejects accountIndex with tokenId, two owners, and an index of another token", () =>
      Effect.gen(function* () {
        expect((yield* failure(list({ accountIndex: "zk:ETH:256", tokenId: "0" }))).message).toBe(
          `"accountIndex" is incompatible with "tokenId"`
        )
        expect(
          (yield* failure(list({ BJJ: encodeBjj(W1.bjjPublicKey), zkEthereumAddress: `zk:${W1.ethAddress}` }))).message
        ).toBe(`"zkEthereumAddress" is incompatible with "BJJ"`)
        expect(yield* failure(list({ accountIndex: "zk:HEZ:256" }))).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:HEZ:256 names token HEZ, but account 256 holds ETH`
        })
      })
    )

    it.effect("PoolList.list() pages from an inclusive fromItem in either order", () =>
      Effect.gen(function* () {
        const all = (yield* list({})).items
        const desc = yield* list({ order: "DESC", limit: "2" })
        expect(names(desc)).toEqual(["ethExit", "hezExit"])
        expect(desc).toMatchObject({ pendingItems: 3, totalItems: 5 })
        const from = yield* list({ fromItem: String(all[2]!.itemId), limit: "2" })
        expect(names(from)).toEqual(["selected", "hezExit"])
        expect(from.pendingItems).toBe(1)
      })
    )
  })
})
