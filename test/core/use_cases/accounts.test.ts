/** `Accounts.list` and `get` on the contract fixture: owner filters, the token list, pagination by index, and a symbol
 * mismatch (400) or unknown account (404). */
import { describe, expect, layer } from "@effect/vitest"
import { Effect } from "effect"
import type { Account } from "../../../core/domain/account.ts"
import { formatAccountIndex } from "../../../core/domain/account_index.ts"
import { encodeBjj } from "../../../core/domain/bjj.ts"
import type { Page } from "../../../core/pagination/page.ts"
import { Accounts } from "../../../core/use_cases/mod.ts"
import { U1, U2, U3 } from "../../contract/fixture.ts"
import { accountIndex, decode, failure, History } from "./fixture.ts"

/** The accounts of a page, as `zk:` index strings. */
const indexes = (page: Page<Account>) => page.items.map((a) => formatAccountIndex(a.accountIndex))

/** Lists with a wire query. */
const list = (query: Readonly<Record<string, string>>) => Accounts.list(decode(Accounts.ListQuery, query))

describe("Accounts", () => {
  layer(History)((it) => {
    it.effect("Accounts.list() rejects zkEthereumAddress with BJJ", () =>
      Effect.gen(function* () {
        const error = yield* failure(list({ zkEthereumAddress: `zk:${U1.ethAddr}`, BJJ: encodeBjj(U1.bjj) }))
        expect(error).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: `"zkEthereumAddress" is incompatible with "BJJ"`
        })
      })
    )

    it.effect("Accounts.list() without filters returns every account in index order", () =>
      Effect.gen(function* () {
        const page = yield* list({})
        expect(indexes(page)).toEqual([
          "zk:ETH:256",
          "zk:ETH:257",
          "zk:USDT:258",
          "zk:ETH:259",
          "zk:USDT:260",
          "zk:DAI:261"
        ])
        expect(page).toMatchObject({ pendingItems: 0, totalItems: 6 })
      })
    )

    it.effect("Accounts.list() by zkEthereumAddress returns that owner's accounts", () =>
      Effect.gen(function* () {
        expect(indexes(yield* list({ zkEthereumAddress: `zk:${U1.ethAddr}` }))).toEqual(["zk:ETH:256", "zk:USDT:258"])
        // Any case is accepted.
        expect(indexes(yield* list({ zkEthereumAddress: `zk:${U2.ethAddr.toLowerCase()}` }))).toEqual([
          "zk:ETH:257",
          "zk:DAI:261"
        ])
      })
    )

    it.effect("Accounts.list() by BJJ returns the accounts of that key", () =>
      Effect.gen(function* () {
        expect(indexes(yield* list({ BJJ: encodeBjj(U3.bjj) }))).toEqual(["zk:ETH:259", "zk:USDT:260"])
      })
    )

    it.effect("Accounts.list() by tokenIds returns the accounts of any of them, and combines with an owner", () =>
      Effect.gen(function* () {
        expect(indexes(yield* list({ tokenIds: "5,1" }))).toEqual(["zk:USDT:258", "zk:USDT:260", "zk:DAI:261"])
        expect(indexes(yield* list({ tokenIds: "0,5", zkEthereumAddress: `zk:${U2.ethAddr}` }))).toEqual([
          "zk:ETH:257",
          "zk:DAI:261"
        ])
        expect(indexes(yield* list({ tokenIds: "1", BJJ: encodeBjj(U2.bjj) }))).toEqual([])
      })
    )

    it.effect("Accounts.list() pages from an inclusive fromItem in either order, counting the pending items", () =>
      Effect.gen(function* () {
        const all = (yield* list({})).items
        const third = all[2]!.itemId
        const asc = yield* list({ fromItem: String(third), limit: "2" })
        expect(indexes(asc)).toEqual(["zk:USDT:258", "zk:ETH:259"])
        expect(asc).toMatchObject({
          pendingItems: 2,
          totalItems: 6,
          firstItem: all[0]!.itemId,
          lastItem: all[5]!.itemId
        })
        const desc = yield* list({ fromItem: String(third), order: "DESC", limit: "2" })
        expect(indexes(desc)).toEqual(["zk:USDT:258", "zk:ETH:257"])
        expect(desc.pendingItems).toBe(1)
        const last = yield* list({ order: "DESC", limit: "1" })
        expect(indexes(last)).toEqual(["zk:DAI:261"])
        expect(last.pendingItems).toBe(5)
      })
    )

    it.effect("Accounts.get() returns the account with its nonce, balance, owner and token", () =>
      Effect.gen(function* () {
        const account = yield* Accounts.get(accountIndex("zk:ETH:256"))
        expect(account).toMatchObject({
          accountIndex: { symbol: "ETH", idx: 256 },
          nonce: 2n,
          balance: 75n * 10n ** 17n,
          bjj: U1.bjj,
          zkEthereumAddress: U1.ethAddr,
          token: { id: 0, symbol: "ETH", USD: 2500 }
        })
      })
    )

    it.effect("Accounts.get() rejects an index whose symbol is not its account's token", () =>
      Effect.gen(function* () {
        const error = yield* failure(Accounts.get(accountIndex("zk:USDT:256")))
        expect(error).toMatchObject({
          _tag: "BadRequest",
          type: "ErrParamValidationFailed",
          message: `"accountIndex" zk:USDT:256 names token USDT, but account 256 holds ETH`
        })
      })
    )

    it.effect("Accounts.get() is NotFound for an index no account has", () =>
      Effect.gen(function* () {
        const error = yield* failure(Accounts.get(accountIndex("zk:ETH:262")))
        expect(error).toMatchObject({ _tag: "NotFound", message: "account zk:ETH:262 not found" })
      })
    )
  })
})
