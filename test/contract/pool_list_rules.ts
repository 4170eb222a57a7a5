/** Contract: `PoolStore.list` and `accountNonces`: every add takes an itemId, items are the `get` view, filters (an
 * account, address or key on either side or on one side, state, type, token) alone and combined with exact pendingItems, states following the ledger; forged and pending nonces. */
import { assert, describe, it } from "@effect/vitest"
import { Effect, type Layer, Option } from "effect"
import type { PoolL2TransactionItem } from "../../core/domain/pool_transaction.ts"
import { BatchNum, ItemId, Nonce, TokenSymbol } from "../../core/domain/scalars.ts"
import type { TxId } from "../../core/domain/tx_id.ts"
import { AccountStore } from "../../core/ports/account_store.ts"
import { Ledger } from "../../core/ports/ledger.ts"
import { type PoolFilter, type PoolRecord, PoolStore } from "../../core/ports/pool_store.ts"
import { TokenStore } from "../../core/ports/token_store.ts"
import { ETH, idx, U1, U2, U3, USDT } from "./fixture.ts"
import { checkListAgainst } from "./page_walk.ts"
import { poolTransfer } from "./pool_records.ts"
import { expectedView } from "./pool_store_rules.ts"
import { type StoragePorts, withFixture } from "./storage_ports.ts"

/** A record with another type (the store does not check the id against the type). */
function asType(record: PoolRecord, type: PoolRecord["type"]): PoolRecord {
  return { ...record, type }
}

/** Adds that make a varied pool: senders 256 (U1), 257 (U2), 259 (U3), two types, one duplicate. */
function records(): Array<PoolRecord> {
  return [
    poolTransfer({ from: 256, to: 257, nonce: 2 }),
    poolTransfer({ from: 257, to: 256, nonce: 2 }),
    asType(poolTransfer({ from: 256, to: 257, nonce: 3 }), "Exit"),
    poolTransfer({ from: 259, to: 256, nonce: 1 }),
    poolTransfer({ from: 256, to: 259, nonce: 4 }),
    poolTransfer({ from: 257, to: 259, nonce: 3 }),
    asType(poolTransfer({ from: 259, to: 257, nonce: 2 }), "Exit"),
    poolTransfer({ from: 256, to: 257, nonce: 6 })
  ]
}

/** The filters the list is checked with (each alone and some combined), with what each selects of a record. */
const FILTERS: ReadonlyArray<readonly [PoolFilter, (record: PoolRecord) => boolean]> = [
  [{}, () => true],
  [{ accountIdx: idx(256) }, (r) => r.fromAccountIndex.idx === 256 || r.toAccountIndex?.idx === 256],
  [{ accountIdx: idx(258) }, () => false],
  [{ ethAddr: U2.ethAddr }, (r) => r.fromZkEthereumAddress === U2.ethAddr || r.toZkEthereumAddress === U2.ethAddr],
  [{ bjj: U3.bjj }, (r) => r.fromBJJ === U3.bjj || r.toBjj === U3.bjj],
  [{ fromAccountIdx: idx(256) }, (r) => r.fromAccountIndex.idx === 256],
  [{ toAccountIdx: idx(256) }, (r) => r.toAccountIndex?.idx === 256],
  [{ fromEthAddr: U2.ethAddr }, (r) => r.fromZkEthereumAddress === U2.ethAddr],
  [{ toEthAddr: U2.ethAddr }, (r) => r.toZkEthereumAddress === U2.ethAddr],
  [{ fromBjj: U3.bjj }, (r) => r.fromBJJ === U3.bjj],
  [{ toBjj: U3.bjj }, (r) => r.toBjj === U3.bjj],
  [{ state: "pend" }, (r) => r.state === "pend"],
  [{ state: "fing" }, (r) => r.state === "fing"],
  [{ state: "invl" }, (r) => r.state === "invl"],
  [{ type: "Exit" }, (r) => r.type === "Exit"],
  [{ tokenId: ETH }, (r) => r.tokenId === ETH],
  [{ tokenId: USDT }, () => false],
  [
    { accountIdx: idx(256), state: "pend", type: "Transfer" },
    (r) =>
      (r.fromAccountIndex.idx === 256 || r.toAccountIndex?.idx === 256) && r.state === "pend" && r.type === "Transfer"
  ],
  [
    { fromAccountIdx: idx(257), toAccountIdx: idx(259) },
    (r) => r.fromAccountIndex.idx === 257 && r.toAccountIndex?.idx === 259
  ],
  [
    { accountIdx: idx(259), fromAccountIdx: idx(256), state: "pend" },
    (r) => r.fromAccountIndex.idx === 256 && r.toAccountIndex?.idx === 259 && r.state === "pend"
  ],
  [
    { ethAddr: U1.ethAddr, state: "fing" },
    (r) => (r.fromZkEthereumAddress === U1.ethAddr || r.toZkEthereumAddress === U1.ethAddr) && r.state === "fing"
  ],
  [
    { toEthAddr: U1.ethAddr, fromEthAddr: U3.ethAddr },
    (r) => r.toZkEthereumAddress === U1.ethAddr && r.fromZkEthereumAddress === U3.ethAddr
  ],
  [
    { bjj: U2.bjj, tokenId: ETH, type: "Transfer" },
    (r) => (r.fromBJJ === U2.bjj || r.toBjj === U2.bjj) && r.type === "Transfer"
  ],
  [
    { toBjj: U2.bjj, state: "pend", type: "Exit" },
    (r) => r.toBjj === U2.bjj && r.state === "pend" && r.type === "Exit"
  ],
  [{ state: "pend", type: "Exit", tokenId: ETH }, (r) => r.state === "pend" && r.type === "Exit"],
  [
    { accountIdx: idx(256), ethAddr: U2.ethAddr },
    (r) =>
      (r.fromAccountIndex.idx === 256 || r.toAccountIndex?.idx === 256) &&
      (r.fromZkEthereumAddress === U2.ethAddr || r.toZkEthereumAddress === U2.ethAddr)
  ],
  [
    { bjj: U1.bjj, toAccountIdx: idx(256) },
    (r) => (r.fromBJJ === U1.bjj || r.toBjj === U1.bjj) && r.toAccountIndex?.idx === 256
  ]
]

/** Checks every filter of `FILTERS` against `stored` (each record with its itemId, in add order). */
const checkFilters = (stored: ReadonlyArray<readonly [number, PoolRecord]>) =>
  Effect.gen(function* () {
    const pool = yield* PoolStore
    for (const [filter, selects] of FILTERS) {
      const expected = stored.filter(([, record]) => selects(record)).map(([itemId]) => itemId)
      for (const limit of [1, 3, 20]) {
        yield* checkListAgainst((page) => pool.list(filter, page), expected, {
          limit,
          itemId: (tx: PoolL2TransactionItem) => tx.itemId
        })
      }
    }
  })

/** The stored records as the ledger's moves leave them: `changes` by id. */
function moved(
  stored: ReadonlyArray<readonly [number, PoolRecord]>,
  changes: ReadonlyMap<TxId, Pick<PoolRecord, "state" | "batchNum">>
): Array<readonly [number, PoolRecord]> {
  return stored.map(([itemId, record]) => [itemId, { ...record, ...changes.get(record.id) }] as const)
}

/** Registers the pool list and nonce tests of `storage`. */
export function describePoolListRules<E>(storage: Layer.Layer<StoragePorts, E>): void {
  describe("pool list and nonces", () => {
    it.effect(
      "lists every added transaction in add order, each the get view with its itemId; every add takes an itemId",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const added = records()
          for (const record of added.slice(0, 4)) yield* pool.add(record)
          yield* pool.add(added[1]!) // a duplicate takes an itemId too
          for (const record of added.slice(4)) yield* pool.add(record)
          const itemIds = [1, 2, 3, 4, 6, 7, 8, 9]
          const token = Option.getOrThrow(yield* (yield* TokenStore).get(ETH))
          const page = yield* pool.list({}, { fromItem: undefined, order: "ASC", limit: 20 })
          assert.deepStrictEqual(
            page.items,
            added.map((record, i) => ({ itemId: ItemId.make(itemIds[i]!), ...expectedView(record, token) }))
          )
          assert.deepStrictEqual(Object.keys(page.items[0]!)[0], "itemId", "itemId comes first")
          assert.strictEqual(page.pendingItems, 0)
          const desc = yield* pool.list({}, { fromItem: 7, order: "DESC", limit: 2 })
          assert.deepStrictEqual(
            desc.items.map((tx) => tx.itemId),
            [7, 6]
          )
          assert.strictEqual(desc.pendingItems, 4)
        }).pipe(Effect.provide(withFixture(storage)))
    )

    it.effect(
      "each filter, alone and combined, selects what it names, with exact pendingItems, as states move",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const added = records()
          for (const record of added.slice(0, 3)) yield* pool.add(record)
          yield* pool.add(added[0]!) // a duplicate takes an itemId: a gap
          for (const record of added.slice(3)) yield* pool.add(record)
          const itemIdOf = (i: number) => (i < 3 ? i + 1 : i + 2)
          let stored: Array<readonly [number, PoolRecord]> = added.map((record, i) => [itemIdOf(i), record] as const)
          yield* checkFilters(stored)

          const four = BatchNum.make(4)
          yield* ledger.selectForForging([added[0]!.id, added[3]!.id, added[6]!.id], four)
          yield* ledger.invalidatePoolTransactions([{ id: added[5]!.id, reason: "nonce too low" }], four)
          stored = moved(
            stored,
            new Map([
              [added[0]!.id, { state: "fing", batchNum: four }],
              [added[3]!.id, { state: "fing", batchNum: four }],
              [added[6]!.id, { state: "fing", batchNum: four }],
              [added[5]!.id, { state: "invl", batchNum: four }]
            ])
          )
          yield* checkFilters(stored)

          // Added after the writer numbered the pool (on PostgreSQL, beyond its horizon): counted on top; the last one
          // sent to its sender (on both sides of an either-side filter: listed and counted once).
          const later = [
            poolTransfer({ from: 259, to: 257, nonce: 9 }),
            poolTransfer({ from: 256, to: 259, nonce: 9 }),
            poolTransfer({ from: 256, to: 256, nonce: 10 })
          ]
          for (const record of later) yield* pool.add(record)
          stored = [...stored, [10, later[0]!] as const, [11, later[1]!] as const, [12, later[2]!] as const]
          yield* checkFilters(stored)

          yield* ledger.reorg(BatchNum.make(3))
          stored = [
            ...added.map((record, i) => [itemIdOf(i), record] as const),
            [10, later[0]!] as const,
            [11, later[1]!] as const,
            [12, later[2]!] as const
          ]
          yield* checkFilters(stored)
          // The writer numbers them too at its next call; the counts stay the same.
          yield* ledger.invalidatePoolTransactions([], BatchNum.make(4))
          yield* checkFilters(stored)
        }).pipe(Effect.provide(withFixture(storage))),
      // Every filter at three page sizes, after each of the ledger's moves: a minute on a loaded embedded database.
      90_000
    )

    it.effect(
      "accountNonces: the forged nonce and the distinct pend and fing nonces, ascending; none for an unknown account",
      () =>
        Effect.gen(function* () {
          const pool = yield* PoolStore
          const ledger = yield* Ledger
          const accounts = yield* AccountStore
          const forged = Option.getOrThrow(yield* accounts.get(idx(256))).nonce
          const eth = TokenSymbol.make("ETH")
          const nonces = (...n: Array<number>) => n.map((x) => Nonce.make(BigInt(x)))
          assert.deepStrictEqual(
            yield* pool.accountNonces(idx(256)),
            Option.some({
              accountIndex: { symbol: eth, idx: idx(256) },
              forgedNonce: forged,
              poolNonces: []
            })
          )
          assert.isTrue(Option.isNone(yield* pool.accountNonces(idx(9999))))
          const a = poolTransfer({ from: 256, to: 257, nonce: 5 })
          const b = poolTransfer({ from: 256, to: 257, nonce: 3 })
          const c = poolTransfer({ from: 256, to: 259, nonce: 3 }) // the same nonce again, another transaction
          const d = poolTransfer({ from: 256, to: 257, nonce: 7 })
          const other = poolTransfer({ from: 257, to: 256, nonce: 4 })
          for (const record of [a, b, c, d, other]) yield* pool.add(record)
          const of256 = (poolNonces: ReadonlyArray<Nonce>) =>
            Option.some({ accountIndex: { symbol: eth, idx: idx(256) }, forgedNonce: forged, poolNonces })
          assert.deepStrictEqual(yield* pool.accountNonces(idx(256)), of256(nonces(3, 5, 7)))
          yield* ledger.selectForForging([a.id], BatchNum.make(4))
          yield* ledger.invalidatePoolTransactions([{ id: d.id, reason: "nonce too low" }], BatchNum.make(4))
          assert.deepStrictEqual(yield* pool.accountNonces(idx(256)), of256(nonces(3, 5)), "fing counts, invl does not")
          const usdtAccount = Option.getOrThrow(yield* accounts.get(idx(258)))
          assert.deepStrictEqual(
            yield* pool.accountNonces(idx(258)),
            Option.some({
              accountIndex: usdtAccount.accountIndex,
              forgedNonce: usdtAccount.nonce,
              poolNonces: []
            })
          )
        }).pipe(Effect.provide(withFixture(storage)))
    )
  })
}
