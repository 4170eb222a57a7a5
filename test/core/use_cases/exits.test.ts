/** `Exits.list` and `get` on the contract fixture: owner rules, filters, `onlyPendingWithdraws` (later revision only),
 * pagination in (batchNum, accountIndex) order, a lookup with another token's symbol. */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import { formatAccountIndex } from "../../../core/domain/account_index.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import type { Exit } from "../../../core/domain/exit.ts"
import { BatchNum } from "../../../core/domain/scalars.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Exits } from "../../../core/use_cases/mod.ts"
import { Ledger } from "../../../core/ports/ledger.ts"
import { blk, idx, U1, U2 } from "../../contract/fixture.ts"
import { accountIndex, decode, failure, History } from "./fixture.ts"

/** The exits of a page as `batchNum/accountIndex`. */
const keys = (page: Page<Exit>) => page.items.map((x) => `${x.batchNum}/${formatAccountIndex(x.accountIndex)}`)

/** Lists with a wire query of the later revision. */
const list = (query: Readonly<Record<string, string>>) => Exits.list(decode(Exits.ListQuery, query))

const OWNERS = {
  zkEthereumAddress: `zk:${U1.ethAddr}`,
  BJJ: encodeBjj(U1.bjj),
  accountIndex: "zk:ETH:256",
  tokenId: "0"
} as const

describe("Exits", () => {
  layer(History)((it) => {
    const pairs = [
      ["zkEthereumAddress", "BJJ"],
      ["zkEthereumAddress", "accountIndex"],
      ["BJJ", "accountIndex"],
      ["accountIndex", "tokenId"]
    ] as const
    for (const [a, b] of pairs) {
      it.effect(`Exits.list() rejects ${a} with ${b}`, () =>
        Effect.gen(function* () {
          const error = yield* failure(list({ [a]: OWNERS[a], [b]: OWNERS[b] }))
          expect(error).toMatchObject({
            _tag: "BadRequest",
            type: "ErrParamValidationFailed",
            message: `"${a}" is incompatible with "${b}"`
          })
        })
      )
    }

    it.effect("Exits.list() accepts an owner filter with a batch filter, and a token with an address", () =>
      Effect.gen(function* () {
        expect(keys(yield* list({ zkEthereumAddress: OWNERS.zkEthereumAddress, tokenId: "1", batchNum: "2" }))).toEqual(
          ["2/zk:USDT:258"]
        )
        expect(keys(yield* list({ BJJ: OWNERS.BJJ, batchNum: "3" }))).toEqual(["3/zk:ETH:256"])
      })
    )

    it.effect("Exits.list() rejects an accountIndex whose symbol is not its account's token", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ accountIndex: "zk:DAI:257" }))
        expect(error).toMatchObject({
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:DAI:257 names token DAI, but account 257 holds ETH`
        })
      })
    )

    it.effect("Exits.list() with an accountIndex no account has is an empty page, not an error", () =>
      Effect.gen(function* () {
        expect(yield* list({ accountIndex: "zk:ETH:999" })).toEqual({
          items: [],
          pendingItems: 0,
          totalItems: 0,
          firstItem: null,
          lastItem: null
        })
      })
    )

    it.effect("Exits.list() filters by owner, token and batch, in (batchNum, accountIndex) order", () =>
      Effect.gen(function* () {
        expect(keys(yield* list({}))).toEqual(["2/zk:ETH:257", "2/zk:USDT:258", "3/zk:ETH:256"])
        expect(keys(yield* list({ zkEthereumAddress: `zk:${U1.ethAddr}` }))).toEqual(["2/zk:USDT:258", "3/zk:ETH:256"])
        expect(keys(yield* list({ BJJ: encodeBjj(U2.bjj) }))).toEqual(["2/zk:ETH:257"])
        expect(keys(yield* list({ accountIndex: "zk:USDT:258" }))).toEqual(["2/zk:USDT:258"])
        expect(keys(yield* list({ tokenId: "0" }))).toEqual(["2/zk:ETH:257", "3/zk:ETH:256"])
        expect(keys(yield* list({ batchNum: "2" }))).toEqual(["2/zk:ETH:257", "2/zk:USDT:258"])
        expect(keys(yield* list({ batchNum: "1" }))).toEqual([])
      })
    )

    it.effect("Exits.list() with onlyPendingWithdraws=true leaves out exits withdrawn instantly or delayed", () =>
      Effect.gen(function* () {
        expect(keys(yield* list({ onlyPendingWithdraws: "true" }))).toEqual(["3/zk:ETH:256"])
        expect(keys(yield* list({ onlyPendingWithdraws: "false" }))).toEqual([
          "2/zk:ETH:257",
          "2/zk:USDT:258",
          "3/zk:ETH:256"
        ])
      })
    )

    it.effect(
      "Exits.list() with onlyPendingWithdraws=true keeps an exit whose delayed withdrawal is only requested",
      () =>
        Effect.gen(function* () {
          const ledger = yield* Ledger
          yield* ledger.recordWithdrawal({
            batchNum: BatchNum.make(3),
            idx: idx(256),
            kind: "delayedRequest",
            ethereumBlockNum: blk(24)
          })
          expect(keys(yield* list({ onlyPendingWithdraws: "true" }))).toEqual(["3/zk:ETH:256"])
          yield* ledger.recordWithdrawal({
            batchNum: BatchNum.make(3),
            idx: idx(256),
            kind: "delayed",
            ethereumBlockNum: blk(25)
          })
          expect(keys(yield* list({ onlyPendingWithdraws: "true" }))).toEqual([])
        }).pipe(Effect.provide(History))
    )

    it("the earlier revision's query has no onlyPendingWithdraws; the revision table picks each", () => {
      expect(Object.keys(Exits.ListQueries.true.fields)).toContain("onlyPendingWithdraws")
      expect(Object.keys(Exits.ListQueries.false.fields)).not.toContain("onlyPendingWithdraws")
      expect(Object.keys(Exits.ListQueries.false.fields).sort()).toEqual([
        "BJJ",
        "accountIndex",
        "batchNum",
        "fromItem",
        "limit",
        "order",
        "tokenId",
        "zkEthereumAddress"
      ])
    })

    it.effect("Exits.list() takes a query of the earlier revision (no onlyPendingWithdraws: every exit)", () =>
      Effect.gen(function* () {
        expect(keys(yield* Exits.list(decode(Exits.ListQueryEarlier, { tokenId: "0" })))).toEqual([
          "2/zk:ETH:257",
          "3/zk:ETH:256"
        ])
      })
    )

    it.effect("Exits.list() pages in either order from an inclusive fromItem", () =>
      Effect.gen(function* () {
        const all = (yield* list({})).items
        const desc = yield* list({ order: "DESC", limit: "2" })
        expect(keys(desc)).toEqual(["3/zk:ETH:256", "2/zk:USDT:258"])
        expect(desc.pendingItems).toBe(1)
        const from = yield* list({ fromItem: String(all[1]!.itemId), limit: "1" })
        expect(keys(from)).toEqual(["2/zk:USDT:258"])
        expect(from).toMatchObject({ pendingItems: 1, totalItems: 3 })
      })
    )

    it.effect("Exits.get() returns the exit with its proof and withdrawal progress", () =>
      Effect.gen(function* () {
        const exit = yield* Exits.get(BatchNum.make(2), accountIndex("zk:ETH:257"))
        expect(exit).toMatchObject({
          batchNum: 2,
          balance: 10n ** 17n,
          zkEthereumAddress: U2.ethAddr,
          instantWithdraw: null,
          delayedWithdrawRequest: 20n,
          delayedWithdraw: 21n,
          merkleProof: { root: 1257n, key: 257n },
          token: { symbol: "ETH" }
        })
      })
    )

    it.effect(
      "Exits.get() is NotFound for an index whose symbol is not the exit's token, or no exit in that batch",
      () =>
        Effect.gen(function* () {
          expect(yield* failure(Exits.get(BatchNum.make(2), accountIndex("zk:USDT:257")))).toMatchObject({
            _tag: "NotFound",
            message: "no exit of zk:USDT:257 in batch 2"
          })
          expect(yield* failure(Exits.get(BatchNum.make(3), accountIndex("zk:ETH:257")))).toMatchObject({
            _tag: "NotFound",
            message: "no exit of zk:ETH:257 in batch 3"
          })
        })
    )
  })
})
