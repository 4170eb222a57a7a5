/** Contract: each read port's answers about the fixture, item for item, with every documented filter. */
import { assert, layer } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { Bid } from "../../core/domain/auction.ts"
import { BatchNum, SlotNum, TokenId } from "../../core/domain/scalars.ts"
import { TxIdValue } from "../../core/domain/tx_id.ts"
import type { PageRequest } from "../../core/pagination/page.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { AuctionStore, type SlotRange, type WinnerRole } from "../../core/ports/auction_store.ts"
import { BatchStore } from "../../core/ports/batch_store.ts"
import { ExitStore } from "../../core/ports/exit_store.ts"
import { type HistoryFilter, HistoryStore, isTemplated } from "../../core/ports/history_store.ts"
import { NetworkStore } from "../../core/ports/network_store.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import { HistoryTransactionViews } from "../../core/revision/resource_views.ts"
import { REVISIONS, RevisionTable } from "../../core/revision/revision.ts"
import { historyItemText } from "../../adapters/http/rendering/templated_items.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import {
  ACCOUNTS,
  accountView,
  BATCHES,
  batchView,
  bidView,
  COORDINATORS,
  coordinatorView,
  EXITS,
  exitView,
  FORGED,
  TOKENS,
  tokenView,
  txView,
  UNFORGED,
  usd
} from "./expected.ts"
import {
  address,
  BIDDER_A,
  BIDDER_B,
  BIDS,
  blk,
  CONTRACT_VARIABLES,
  DAI,
  ETH,
  FORGER_A,
  FORGER_A2,
  FORGER_B,
  idx,
  key,
  LAST_BLOCK,
  time,
  U1,
  U2,
  U3,
  USDT
} from "./fixture.ts"
import { checkListAgainst } from "./page_walk.ts"
import { assertIncreasing, listAll, pick, type StoragePorts, withFixture } from "./storage_ports.ts"

/** Registers the fixture-read tests of `storage`. */
export function describeFixtureReads<E>(storage: Layer.Layer<StoragePorts, E>): void {
  layer(withFixture(storage), { timeout: "120 seconds" })("reads of the fixture", (it) => {
    it.effect("TokenStore lists tokens in id order with their current price, and filters them", () =>
      Effect.gen(function* () {
        const tokens = yield* TokenStore
        const all = yield* listAll(
          (p) => tokens.list({}, p),
          (t) => t.itemId
        )
        assert.deepStrictEqual(all.map(tokenView), TOKENS)
        assertIncreasing(
          all.map((t) => t.itemId),
          "tokens"
        )
        const ids = (filter: Parameters<typeof tokens.list>[0]) =>
          listAll(
            (p) => tokens.list(filter, p),
            (t) => t.itemId
          ).pipe(Effect.map((ts) => ts.map((t) => t.id)))
        assert.deepStrictEqual(yield* ids({ ids: [DAI, ETH] }), [0, 5])
        assert.deepStrictEqual(yield* ids({ ids: [TokenId.make(9)] }), [])
        assert.deepStrictEqual(yield* ids({ symbols: ["USDT", "DAI"] }), [1, 5])
        assert.deepStrictEqual(yield* ids({ name: "ETHER" }), [0, 1], "name is a case-insensitive substring")
        assert.deepStrictEqual(yield* ids({ name: "coin" }), [5])
        assert.deepStrictEqual(yield* ids({ name: "." }), [], "name is not a regular expression")
        assert.deepStrictEqual(yield* ids({ ids: [ETH], name: "tether" }), [])
        assert.deepStrictEqual(Option.map(yield* tokens.get(USDT), tokenView), Option.some(TOKENS[1]!))
        assert.isTrue(Option.isNone(yield* tokens.get(TokenId.make(9))))
      })
    )

    it.effect("AccountStore lists accounts in index order with their latest nonce and balance", () =>
      Effect.gen(function* () {
        const accounts = yield* AccountStore
        const tokens = yield* TokenStore
        const all = yield* listAll(
          (p) => accounts.list({}, p),
          (a) => a.itemId
        )
        assert.deepStrictEqual(all.map(accountView), ACCOUNTS)
        assertIncreasing(
          all.map((a) => a.itemId),
          "accounts"
        )
        for (const account of all) {
          assert.deepStrictEqual(
            Option.some(account.token),
            yield* tokens.get(account.token.id),
            "embedded token is current"
          )
        }
        const names = (filter: Parameters<typeof accounts.list>[0]) =>
          listAll(
            (p) => accounts.list(filter, p),
            (a) => a.itemId
          ).pipe(Effect.map((as) => as.map((a) => a.accountIndex.idx)))
        assert.deepStrictEqual(yield* names({ ethAddr: U1.ethAddr }), [256, 258])
        assert.deepStrictEqual(yield* names({ bjj: U2.bjj }), [257, 261])
        assert.deepStrictEqual(yield* names({ tokenIds: [ETH] }), [256, 257, 259])
        assert.deepStrictEqual(yield* names({ tokenIds: [USDT, DAI] }), [258, 260, 261])
        assert.deepStrictEqual(yield* names({ ethAddr: U3.ethAddr, tokenIds: [USDT] }), [260])
        assert.deepStrictEqual(yield* names({ ethAddr: address("99") }), [])
        assert.deepStrictEqual(Option.map(yield* accounts.get(idx(258)), accountView), Option.some(ACCOUNTS[2]!))
        assert.deepStrictEqual(Option.map(yield* accounts.get(idx(261)), accountView), Option.some(ACCOUNTS[5]!))
        assert.isTrue(Option.isNone(yield* accounts.get(idx(262))))
      })
    )

    it.effect("ExitStore lists exits in (batchNum, index) order and filters by the account's owner and token", () =>
      Effect.gen(function* () {
        const exits = yield* ExitStore
        const all = yield* listAll(
          (p) => exits.list({}, p),
          (x) => x.itemId
        )
        assert.deepStrictEqual(all.map(exitView), EXITS)
        assertIncreasing(
          all.map((x) => x.itemId),
          "exits"
        )
        const which = (filter: Parameters<typeof exits.list>[0]) =>
          listAll(
            (p) => exits.list(filter, p),
            (x) => x.itemId
          ).pipe(Effect.map((xs) => xs.map(exitView)))
        assert.deepStrictEqual(yield* which({ tokenId: ETH }), pick(EXITS, [0, 2]))
        assert.deepStrictEqual(yield* which({ ethAddr: U1.ethAddr }), pick(EXITS, [1, 2]))
        assert.deepStrictEqual(yield* which({ bjj: U2.bjj }), pick(EXITS, [0]))
        assert.deepStrictEqual(yield* which({ accountIdx: idx(258) }), pick(EXITS, [1]))
        assert.deepStrictEqual(yield* which({ batchNum: BatchNum.make(2) }), pick(EXITS, [0, 1]))
        assert.deepStrictEqual(yield* which({ onlyPendingWithdraws: true }), pick(EXITS, [2]))
        assert.deepStrictEqual(yield* which({ onlyPendingWithdraws: false }), [...EXITS])
        assert.deepStrictEqual(yield* which({ tokenId: USDT, batchNum: BatchNum.make(3) }), [])
        assert.deepStrictEqual(
          Option.map(yield* exits.get(BatchNum.make(2), idx(258)), exitView),
          Option.some(EXITS[1]!)
        )
        assert.isTrue(Option.isNone(yield* exits.get(BatchNum.make(3), idx(258))))
        assert.isTrue(Option.isNone(yield* exits.get(BatchNum.make(2), idx(256))))
      })
    )

    it.effect("HistoryStore lists forged transactions in (batchNum, position) order; get finds queued ones too", () =>
      Effect.gen(function* () {
        const history = yield* HistoryStore
        const tokens = yield* TokenStore
        const all = yield* listAll(
          (p) => history.list({}, p),
          (t) => t.itemId
        )
        assert.deepStrictEqual(all.map(txView), FORGED)
        assertIncreasing(
          all.map((t) => t.itemId),
          "forged transactions"
        )
        for (const tx of all) {
          assert.deepStrictEqual(Option.some(tx.token), yield* tokens.get(tx.token.id), "embedded token is current")
          assert.deepStrictEqual(yield* history.get(tx.id), Option.some(tx), "get returns the listed transaction")
        }
        const queued = yield* history.get(UNFORGED.id)
        assert.deepStrictEqual(Option.map(queued, txView), Option.some(UNFORGED))
        assert.isFalse(
          all.some((tx) => tx.itemId === Option.getOrThrow(queued).itemId),
          "queued transactions are not listed"
        )
        assert.isTrue(Option.isNone(yield* history.get(TxIdValue.make("0x" + "00".repeat(33)))))
      })
    )

    it.effect("HistoryStore filters match the sender or the receiver", () =>
      Effect.gen(function* () {
        const history = yield* HistoryStore
        const which = (filter: HistoryFilter) =>
          listAll(
            (p) => history.list(filter, p),
            (t) => t.itemId
          ).pipe(Effect.map((ts) => ts.map(txView)))
        assert.deepStrictEqual(yield* which({ accountIdx: idx(259) }), pick(FORGED, [3, 6, 13]))
        assert.deepStrictEqual(yield* which({ ethAddr: U3.ethAddr }), pick(FORGED, [3, 6, 8, 13, 14]))
        assert.deepStrictEqual(yield* which({ bjj: U2.bjj }), pick(FORGED, [1, 5, 7, 9, 10, 11, 13, 15]))
        assert.deepStrictEqual(yield* which({ tokenId: USDT }), pick(FORGED, [2, 8, 12, 14]))
        assert.deepStrictEqual(yield* which({ tokenId: DAI }), pick(FORGED, [10]))
        assert.deepStrictEqual(yield* which({ type: "Exit" }), pick(FORGED, [12, 16]))
        assert.deepStrictEqual(yield* which({ type: "ForceTransfer" }), pick(FORGED, [6, 9]))
        assert.deepStrictEqual(yield* which({ batchNum: BatchNum.make(3) }), pick(FORGED, [15, 16]))
        assert.deepStrictEqual(yield* which({ accountIdx: idx(256), type: "Transfer" }), pick(FORGED, [11, 15]))
        assert.deepStrictEqual(yield* which({ accountIdx: idx(1) }), pick(FORGED, [7, 12, 16]), "exits go to index 1")
        assert.deepStrictEqual(yield* which({ ethAddr: U1.ethAddr, batchNum: BatchNum.make(1) }), pick(FORGED, [0, 2]))
        assert.deepStrictEqual(yield* which({ bjj: key("99") }), [])
      })
    )

    it.effect(
      "HistoryStore.listTemplated pages as list does; an item read as its stored rendering writes as list's",
      () =>
        Effect.gen(function* () {
          const history = yield* HistoryStore
          const filters: ReadonlyArray<HistoryFilter> = [{}, { accountIdx: idx(256) }, { tokenId: USDT }]
          for (const filter of filters)
            for (const order of ["ASC", "DESC"] as const) {
              let fromItem: number | undefined
              for (;;) {
                const request = { fromItem, order, limit: 4 }
                const listed = yield* history.list(filter, request)
                const templated = yield* history.listTemplated(filter, request)
                const { items, ...counts } = templated
                const { items: listedItems, ...listedCounts } = listed
                assert.deepStrictEqual(counts, listedCounts, "the counts are list's")
                assert.deepStrictEqual(
                  items.map((item) => item.itemId),
                  listedItems.map((tx) => tx.itemId)
                )
                assert.isTrue(
                  items.every(isTemplated) || !items.some(isTemplated),
                  "a page is read as renderings or decoded whole"
                )
                for (const [i, item] of items.entries()) {
                  const tx = listedItems[i]!
                  if (!isTemplated(item)) assert.deepStrictEqual(item, tx)
                  else {
                    assert.isDefined(tx.rendering, "an item read as its rendering is one list reads with it")
                    assert.deepStrictEqual([item.token, item.finality], [tx.token, tx.finality])
                    for (const revision of REVISIONS) {
                      const text = historyItemText(revision, HistoryTransactionViews[RevisionTable[revision].l1Info])
                      assert.deepStrictEqual(text(item), text(tx), `written as list's item in the ${revision} revision`)
                    }
                  }
                }
                const last = listedItems.at(-1)
                if (last === undefined || listed.pendingItems === 0) break
                fromItem = order === "ASC" ? last.itemId + 1 : last.itemId - 1
              }
            }
        })
    )

    it.effect("BatchStore lists batches in batchNum order with the documented bounds", () =>
      Effect.gen(function* () {
        const batches = yield* BatchStore
        const all = yield* listAll(
          (p) => batches.list({}, p),
          (b) => b.itemId
        )
        assert.deepStrictEqual(all.map(batchView), BATCHES)
        assertIncreasing(
          all.map((b) => b.itemId),
          "batches"
        )
        const nums = (filter: Parameters<typeof batches.list>[0]) =>
          listAll(
            (p) => batches.list(filter, p),
            (b) => b.itemId
          ).pipe(Effect.map((bs) => bs.map((b) => b.batchNum)))
        assert.deepStrictEqual(yield* nums({ minBatchNum: BatchNum.make(1) }), [2, 3], "minBatchNum is exclusive")
        assert.deepStrictEqual(yield* nums({ maxBatchNum: 3 }), [1, 2], "maxBatchNum is exclusive")
        assert.deepStrictEqual(yield* nums({ minBatchNum: BatchNum.make(1), maxBatchNum: 3 }), [2])
        assert.deepStrictEqual(yield* nums({ maxBatchNum: 1 }), [])
        assert.deepStrictEqual(yield* nums({ slotNum: SlotNum.make(10) }), [1, 2])
        assert.deepStrictEqual(yield* nums({ forgerAddr: FORGER_B }), [3])
        assert.deepStrictEqual(yield* nums({ forgerAddr: FORGER_A, minBatchNum: BatchNum.make(1) }), [2])
        assert.deepStrictEqual(Option.map(yield* batches.get(BatchNum.make(2)), batchView), Option.some(BATCHES[1]!))
        assert.isTrue(Option.isNone(yield* batches.get(BatchNum.make(0))))
        assert.isTrue(Option.isNone(yield* batches.get(BatchNum.make(4))))
      })
    )

    it.effect("AuctionStore lists bids chronologically and filters them", () =>
      Effect.gen(function* () {
        const auction = yield* AuctionStore
        const all = yield* listAll(
          (p) => auction.listBids({}, p),
          (b) => b.itemId
        )
        assert.deepStrictEqual(all.map(bidView), BIDS.map(bidView))
        assertIncreasing(
          all.map((b) => b.itemId),
          "bids"
        )
        const which = (filter: Parameters<typeof auction.listBids>[0]) =>
          listAll(
            (p) => auction.listBids(filter, p),
            (b) => b.itemId
          ).pipe(Effect.map((bs) => bs.map(bidView)))
        const expected = (indexes: ReadonlyArray<number>) => pick(BIDS, indexes).map(bidView)
        assert.deepStrictEqual(yield* which({ slotNum: SlotNum.make(10) }), expected([0, 1, 4]))
        assert.deepStrictEqual(yield* which({ bidderAddr: BIDDER_A }), expected([0, 2, 4]))
        assert.deepStrictEqual(yield* which({ forgerAddr: FORGER_B }), expected([1, 3]))
        assert.deepStrictEqual(yield* which({ slotNum: SlotNum.make(10), bidderAddr: BIDDER_B }), expected([1]))
        assert.deepStrictEqual(yield* which({ slotNum: SlotNum.make(13) }), [])
      })
    )

    it.effect("AuctionStore: the best bid of a slot is its latest bid; won slots paginate by slotNum", () =>
      Effect.gen(function* () {
        const auction = yield* AuctionStore
        const best = (range: SlotRange) =>
          auction
            .bestBids(range)
            .pipe(Effect.map((m) => [...m.entries()].sort(([a], [b]) => a - b).map(([s, b]) => [s, bidView(b)])))
        assert.deepStrictEqual(yield* best({ min: 0, max: 20 }), [
          [10, bidView(BIDS[4]!)],
          [11, bidView(BIDS[2]!)],
          [12, bidView(BIDS[3]!)]
        ])
        assert.deepStrictEqual(yield* best({ min: 11, max: 11 }), [[11, bidView(BIDS[2]!)]])
        assert.deepStrictEqual(yield* best({ min: 13, max: 100 }), [])
        const won = (address: EthAddress, role: WinnerRole, range: SlotRange, slots: ReadonlyArray<number>) =>
          Effect.gen(function* () {
            const list = (p: PageRequest) => auction.listWonBids(address, role, range, p)
            const walked = yield* listAll(list, (b: Bid) => b.slotNum)
            assert.deepStrictEqual(
              walked.map((b) => b.slotNum),
              [...slots]
            )
            for (const bid of walked)
              assert.deepStrictEqual(
                Option.some(bid),
                Option.fromNullishOr((yield* auction.bestBids({ min: bid.slotNum, max: bid.slotNum })).get(bid.slotNum))
              )
            for (const limit of [1, 2]) yield* checkListAgainst(list, slots, { limit, itemId: (b: Bid) => b.slotNum })
          })
        yield* won(BIDDER_A, "bidder", { min: 0, max: 20 }, [10, 11])
        yield* won(BIDDER_A, "bidder", { min: 11, max: 20 }, [11])
        yield* won(BIDDER_B, "bidder", { min: 0, max: 20 }, [12])
        yield* won(FORGER_A, "forger", { min: 0, max: 20 }, [11])
        yield* won(FORGER_A2, "forger", { min: 0, max: 20 }, [10])
        yield* won(address("99"), "bidder", { min: 0, max: 20 }, [])
      })
    )

    it.effect("AuctionStore: coordinators are the latest registration of each bidder", () =>
      Effect.gen(function* () {
        const auction = yield* AuctionStore
        const all = yield* listAll(
          (p) => auction.listCoordinators({}, p),
          (c) => c.itemId
        )
        assert.deepStrictEqual(all.map(coordinatorView), COORDINATORS)
        assertIncreasing(
          all.map((c) => c.itemId),
          "coordinators"
        )
        assert.deepStrictEqual(
          yield* auction.getCoordinator(BIDDER_A),
          Option.some(all[1]!),
          "itemId of the latest registration"
        )
        assert.deepStrictEqual(yield* auction.getCoordinator(BIDDER_B), Option.some(all[0]!))
        assert.isTrue(Option.isNone(yield* auction.getCoordinator(FORGER_A)))
      })
    )

    it.effect("NetworkStore summarises the chain on one snapshot", () =>
      Effect.gen(function* () {
        const network = yield* NetworkStore
        const summary = yield* network.summary(time(0))
        assert.deepStrictEqual(
          summary.lastSyncedBlock,
          Option.some({ num: blk(LAST_BLOCK), timestamp: time(LAST_BLOCK) })
        )
        assert.deepStrictEqual(summary.lastEthereumBlock, Option.some(blk(LAST_BLOCK)))
        assert.deepStrictEqual(Option.map(summary.lastBatch, batchView), Option.some(BATCHES[2]!))
        assert.deepStrictEqual(summary.contractVariables, Option.some(CONTRACT_VARIABLES))
        assert.deepStrictEqual(
          summary.recentBatches.map((b) => ({ ...b, feesUSD: usd(b.feesUSD) })),
          [
            { batchNum: 1, timestamp: time(12), transactions: 4, l2Transactions: 0, feesUSD: 0 },
            { batchNum: 2, timestamp: time(16), transactions: 11, l2Transactions: 4, feesUSD: 4.001 },
            { batchNum: 3, timestamp: time(18), transactions: 2, l2Transactions: 2, feesUSD: 2 }
          ]
        )
        assert.deepStrictEqual(
          [...summary.recentL1Delays].sort((a, b) => a - b),
          [15, 30, 30, 30, 30, 30, 45, 45, 45]
        )
        assert.strictEqual(summary.totalAccounts, 6)
        assert.strictEqual(summary.totalBJJs, 3)
        assert.strictEqual(summary.poolLoad, 0)
        const later = yield* network.summary(time(16))
        assert.deepStrictEqual(
          later.recentBatches.map((b) => b.batchNum),
          [2, 3],
          "since is inclusive"
        )
        assert.deepStrictEqual(
          [...later.recentL1Delays].sort((a, b) => a - b),
          [30, 30, 30, 45, 45, 45]
        )
        const none = yield* network.summary(time(19))
        assert.deepStrictEqual([none.recentBatches, none.recentL1Delays], [[], []])
        assert.deepStrictEqual(yield* network.syncStatus, {
          lastSyncedBlock: summary.lastSyncedBlock,
          contractVariables: summary.contractVariables
        })
      })
    )
  })
}
