/** Contract: pagination of every list port on the fixture: for any filter and page size, ASC and DESC walks see every
 * matching item once, mirror each other, keep `received + pendingItems`, with an inclusive fromItem. */
import { assert, layer } from "@effect/vitest"
import { Effect, type Layer, Schema, Stream } from "effect"
import type { AccountIdx } from "../../core/domain/account_index.ts"
import type { Bid } from "../../core/domain/auction.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"
import { BatchNum, SlotNum, TokenId } from "../../core/domain/scalars.ts"
import type { TransactionType } from "../../core/domain/transaction_type.ts"
import type { PageRequest } from "../../core/pagination/page.ts"
import { type AccountFilter, AccountStore } from "../../core/ports/account_store.ts"
import { AuctionStore, type BidFilter, type WinnerRole } from "../../core/ports/auction_store.ts"
import { type BatchFilter, BatchStore } from "../../core/ports/batch_store.ts"
import { type ExitFilter, ExitStore } from "../../core/ports/exit_store.ts"
import { type HistoryFilter, HistoryStore } from "../../core/ports/history_store.ts"
import { type TokenFilter, TokenStore } from "../../core/ports/token_store.ts"
import { Exports } from "../../core/use_cases/mod.ts"
import {
  address,
  BIDDER_A,
  BIDDER_B,
  DAI,
  ETH,
  FORGER_A,
  FORGER_A2,
  FORGER_B,
  idx,
  key,
  U1,
  U2,
  U3,
  USDT
} from "./fixture.ts"
import { checkListAgainst, walkPages } from "./page_walk.ts"
import { listAll, type StoragePorts, withFixture } from "./storage_ports.ts"

/** An index into a list of options. */
const choice = (options: ReadonlyArray<unknown>) =>
  Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: options.length - 1 }))

/** The option at `i`; index 0 of a filter's options is `undefined` (no filter). */
function option<A>(options: ReadonlyArray<A>, i: number): A | undefined {
  return options[i]
}

/** The option at `i`, which must exist. */
function required<A>(options: ReadonlyArray<A>, i: number): A {
  const value = options[i]
  if (value === undefined) throw new Error(`no option ${i}`)
  return value
}

/** Small page sizes, so walks take many pages. */
const SmallLimit = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 7 }))

const TOKEN_IDS: ReadonlyArray<TokenId | undefined> = [undefined, ETH, USDT, DAI, TokenId.make(9)]
const ETH_ADDRS: ReadonlyArray<EthAddress | undefined> = [undefined, U1.ethAddr, U2.ethAddr, U3.ethAddr, address("99")]
const BJJS: ReadonlyArray<BjjKey | undefined> = [undefined, U1.bjj, U2.bjj, U3.bjj, key("99")]
const ACCOUNT_IDXS: ReadonlyArray<AccountIdx | undefined> = [
  undefined,
  idx(1),
  idx(256),
  idx(257),
  idx(258),
  idx(259),
  idx(260),
  idx(261),
  idx(999)
]
const BATCH_NUMS: ReadonlyArray<BatchNum | undefined> = [undefined, 1, 2, 3, 4].map((n) =>
  n === undefined ? undefined : BatchNum.make(n)
)
const TYPES: ReadonlyArray<TransactionType | undefined> = [
  undefined,
  "Exit",
  "Transfer",
  "ForceTransfer",
  "CreateAccountDeposit",
  "Deposit",
  "TransferToBJJ"
]
const TOKEN_LISTS: ReadonlyArray<ReadonlyArray<TokenId> | undefined> = [
  undefined,
  [ETH],
  [USDT, DAI],
  [DAI],
  [TokenId.make(9)],
  []
]
const PENDING: ReadonlyArray<boolean | undefined> = [undefined, true, false]
const MAX_BOUNDS: ReadonlyArray<number | undefined> = [undefined, 0, 1, 2, 3, 4, 9]
const SLOTS: ReadonlyArray<SlotNum | undefined> = [undefined, 10, 11, 12, 13].map((n) =>
  n === undefined ? undefined : SlotNum.make(n)
)
const FORGERS: ReadonlyArray<EthAddress | undefined> = [undefined, FORGER_A, FORGER_B, FORGER_A2, address("99")]
const BIDDERS: ReadonlyArray<EthAddress | undefined> = [undefined, BIDDER_A, BIDDER_B, address("99")]
const SYMBOL_LISTS: ReadonlyArray<ReadonlyArray<string> | undefined> = [undefined, ["ETH"], ["USDT", "DAI"], ["XYZ"]]
const NAMES: ReadonlyArray<string | undefined> = [undefined, "ether", "USD", "coin", "zzz"]
const WINNERS: ReadonlyArray<EthAddress> = [BIDDER_A, BIDDER_B, FORGER_A, FORGER_A2, FORGER_B, address("99")]
const ROLES: ReadonlyArray<WinnerRole> = ["bidder", "forger"]

/** A history filter, as indexes into each field's options. */
const HistoryFilterChoice = Schema.Struct({
  tokenId: choice(TOKEN_IDS),
  ethAddr: choice(ETH_ADDRS),
  bjj: choice(BJJS),
  accountIdx: choice(ACCOUNT_IDXS),
  batchNum: choice(BATCH_NUMS),
  upToBatch: choice(BATCH_NUMS),
  type: choice(TYPES)
})

/** The history filter `f` chooses. */
function historyFilterOf(f: typeof HistoryFilterChoice.Type): HistoryFilter {
  return {
    tokenId: option(TOKEN_IDS, f.tokenId),
    ethAddr: option(ETH_ADDRS, f.ethAddr),
    bjj: option(BJJS, f.bjj),
    accountIdx: option(ACCOUNT_IDXS, f.accountIdx),
    batchNum: option(BATCH_NUMS, f.batchNum),
    upToBatch: option(BATCH_NUMS, f.upToBatch),
    type: option(TYPES, f.type)
  }
}

const options = { timeout: 120_000, arbitrary: { runs: 300 } }

/** Registers the list property tests of `storage`. */
export function describeListProperties<E>(storage: Layer.Layer<StoragePorts, E>): void {
  layer(withFixture(storage), { timeout: "120 seconds" })("list pagination properties", (it) => {
    it.effect.prop(
      "HistoryStore.list walks every matching transaction once (sender or receiver filters)",
      {
        f: HistoryFilterChoice,
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const history = yield* HistoryStore
          const filter = historyFilterOf(f)
          const all = yield* listAll(
            (p) => history.list({}, p),
            (t) => t.itemId
          )
          const expected = all.filter(
            (t) =>
              (filter.tokenId === undefined || t.token.id === filter.tokenId) &&
              (filter.ethAddr === undefined ||
                t.fromZkEthereumAddress === filter.ethAddr ||
                t.toZkEthereumAddress === filter.ethAddr) &&
              (filter.bjj === undefined || t.fromBJJ === filter.bjj || t.toBJJ === filter.bjj) &&
              (filter.accountIdx === undefined ||
                t.fromAccountIndex?.idx === filter.accountIdx ||
                t.toAccountIndex.idx === filter.accountIdx) &&
              (filter.batchNum === undefined || t.batchNum === filter.batchNum) &&
              (filter.upToBatch === undefined || (t.batchNum !== null && t.batchNum <= filter.upToBatch)) &&
              (filter.type === undefined || t.type === filter.type)
          )
          yield* checkListAgainst(
            (p) => history.list(filter, p),
            expected.map((t) => t.itemId),
            { limit, itemId: (t) => t.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "HistoryStore.listAfter's chunks, chained, are list's ASC walk after the same item, item for item (exports)",
      {
        f: HistoryFilterChoice,
        size: SmallLimit,
        after: Schema.Int.check(Schema.isBetween({ minimum: -1, maximum: 40 }))
      },
      ({ after, f, size }) =>
        Effect.gen(function* () {
          const history = yield* HistoryStore
          const filter = historyFilterOf(f)
          const afterItem = after < 0 ? undefined : after
          const paged = yield* walkPages((p) => history.list(filter, p), {
            fromItem: afterItem === undefined ? undefined : afterItem + 1,
            order: "ASC",
            limit: 3,
            itemId: (t) => t.itemId
          })
          const chunks = yield* Stream.runCollect(Exports.walk(history.listAfter, filter, afterItem, size))
          for (const chunk of chunks)
            assert.isTrue(chunk.length > 0 && chunk.length <= size, `a chunk of ${chunk.length} items (size ${size})`)
          assert.deepStrictEqual(chunks.flat(), paged)
        }),
      options
    )

    it.effect.prop(
      "AccountStore.list walks every matching account once",
      {
        f: Schema.Struct({ ethAddr: choice(ETH_ADDRS), bjj: choice(BJJS), tokenIds: choice(TOKEN_LISTS) }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const accounts = yield* AccountStore
          const filter: AccountFilter = {
            ethAddr: option(ETH_ADDRS, f.ethAddr),
            bjj: option(BJJS, f.bjj),
            tokenIds: option(TOKEN_LISTS, f.tokenIds)
          }
          const all = yield* listAll(
            (p) => accounts.list({}, p),
            (a) => a.itemId
          )
          const expected = all.filter(
            (a) =>
              (filter.ethAddr === undefined || a.zkEthereumAddress === filter.ethAddr) &&
              (filter.bjj === undefined || a.bjj === filter.bjj) &&
              (filter.tokenIds === undefined || filter.tokenIds.includes(a.token.id))
          )
          yield* checkListAgainst(
            (p) => accounts.list(filter, p),
            expected.map((a) => a.itemId),
            { limit, itemId: (a) => a.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "ExitStore.list walks every matching exit once (owner and token of the account)",
      {
        f: Schema.Struct({
          tokenId: choice(TOKEN_IDS),
          ethAddr: choice(ETH_ADDRS),
          bjj: choice(BJJS),
          accountIdx: choice(ACCOUNT_IDXS),
          batchNum: choice(BATCH_NUMS),
          pending: choice(PENDING)
        }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const exits = yield* ExitStore
          const filter: ExitFilter = {
            tokenId: option(TOKEN_IDS, f.tokenId),
            ethAddr: option(ETH_ADDRS, f.ethAddr),
            bjj: option(BJJS, f.bjj),
            accountIdx: option(ACCOUNT_IDXS, f.accountIdx),
            batchNum: option(BATCH_NUMS, f.batchNum),
            onlyPendingWithdraws: option(PENDING, f.pending)
          }
          const all = yield* listAll(
            (p) => exits.list({}, p),
            (x) => x.itemId
          )
          const expected = all.filter(
            (x) =>
              (filter.tokenId === undefined || x.token.id === filter.tokenId) &&
              (filter.ethAddr === undefined || x.zkEthereumAddress === filter.ethAddr) &&
              (filter.bjj === undefined || x.bjj === filter.bjj) &&
              (filter.accountIdx === undefined || x.accountIndex.idx === filter.accountIdx) &&
              (filter.batchNum === undefined || x.batchNum === filter.batchNum) &&
              (filter.onlyPendingWithdraws !== true || (x.instantWithdraw === null && x.delayedWithdraw === null))
          )
          yield* checkListAgainst(
            (p) => exits.list(filter, p),
            expected.map((x) => x.itemId),
            { limit, itemId: (x) => x.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "BatchStore.list walks every matching batch once (exclusive bounds)",
      {
        f: Schema.Struct({
          min: choice(BATCH_NUMS),
          max: choice(MAX_BOUNDS),
          slotNum: choice(SLOTS),
          forgerAddr: choice(FORGERS)
        }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const batches = yield* BatchStore
          const filter: BatchFilter = {
            minBatchNum: option(BATCH_NUMS, f.min),
            maxBatchNum: option(MAX_BOUNDS, f.max),
            slotNum: option(SLOTS, f.slotNum),
            forgerAddr: option(FORGERS, f.forgerAddr)
          }
          const all = yield* listAll(
            (p) => batches.list({}, p),
            (b) => b.itemId
          )
          const expected = all.filter(
            (b) =>
              (filter.minBatchNum === undefined || b.batchNum > filter.minBatchNum) &&
              (filter.maxBatchNum === undefined || b.batchNum < filter.maxBatchNum) &&
              (filter.slotNum === undefined || b.slotNum === filter.slotNum) &&
              (filter.forgerAddr === undefined || b.forgerAddr === filter.forgerAddr)
          )
          yield* checkListAgainst(
            (p) => batches.list(filter, p),
            expected.map((b) => b.itemId),
            { limit, itemId: (b) => b.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "TokenStore.list walks every matching token once",
      {
        f: Schema.Struct({ ids: choice(TOKEN_LISTS), symbols: choice(SYMBOL_LISTS), name: choice(NAMES) }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const tokens = yield* TokenStore
          const filter: TokenFilter = {
            ids: option(TOKEN_LISTS, f.ids),
            symbols: option(SYMBOL_LISTS, f.symbols),
            name: option(NAMES, f.name)
          }
          const all = yield* listAll(
            (p) => tokens.list({}, p),
            (t) => t.itemId
          )
          const expected = all.filter(
            (t) =>
              (filter.ids === undefined || filter.ids.includes(t.id)) &&
              (filter.symbols === undefined || filter.symbols.includes(t.symbol)) &&
              (filter.name === undefined || t.name.toLowerCase().includes(filter.name.toLowerCase()))
          )
          yield* checkListAgainst(
            (p) => tokens.list(filter, p),
            expected.map((t) => t.itemId),
            { limit, itemId: (t) => t.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "AuctionStore.listBids walks every matching bid once",
      {
        f: Schema.Struct({ slotNum: choice(SLOTS), bidderAddr: choice(BIDDERS), forgerAddr: choice(FORGERS) }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const auction = yield* AuctionStore
          const filter: BidFilter = {
            slotNum: option(SLOTS, f.slotNum),
            bidderAddr: option(BIDDERS, f.bidderAddr),
            forgerAddr: option(FORGERS, f.forgerAddr)
          }
          const all = yield* listAll(
            (p) => auction.listBids({}, p),
            (b) => b.itemId
          )
          const expected = all.filter(
            (b) =>
              (filter.slotNum === undefined || b.slotNum === filter.slotNum) &&
              (filter.bidderAddr === undefined || b.bidderAddr === filter.bidderAddr) &&
              (filter.forgerAddr === undefined || b.forgerAddr === filter.forgerAddr)
          )
          yield* checkListAgainst(
            (p) => auction.listBids(filter, p),
            expected.map((b) => b.itemId),
            { limit, itemId: (b) => b.itemId }
          )
        }),
      options
    )

    it.effect.prop(
      "AuctionStore.listWonBids walks every won slot of the range once, by slotNum",
      {
        f: Schema.Struct({
          address: choice(WINNERS),
          role: choice(ROLES),
          min: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 14 })),
          span: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 14 }))
        }),
        limit: SmallLimit
      },
      ({ f, limit }) =>
        Effect.gen(function* () {
          const auction = yield* AuctionStore
          const address = required(WINNERS, f.address)
          const role = required(ROLES, f.role)
          const range = { min: f.min, max: f.min + f.span }
          const best = yield* auction.bestBids(range)
          const expected = [...best.values()]
            .filter((b) => (role === "bidder" ? b.bidderAddr : b.forgerAddr) === address)
            .map((b) => b.slotNum)
            .sort((a, b) => a - b)
          yield* checkListAgainst((p: PageRequest) => auction.listWonBids(address, role, range, p), expected, {
            limit,
            itemId: (b: Bid) => b.slotNum
          })
        }),
      options
    )

    it.effect.prop(
      "AuctionStore.listCoordinators walks every coordinator once",
      { limit: SmallLimit },
      ({ limit }) =>
        Effect.gen(function* () {
          const auction = yield* AuctionStore
          const all = yield* listAll(
            (p) => auction.listCoordinators({}, p),
            (c) => c.itemId
          )
          yield* checkListAgainst(
            (p) => auction.listCoordinators({}, p),
            all.map((c) => c.itemId),
            { limit, itemId: (c) => c.itemId }
          )
        }),
      options
    )
  })
}
