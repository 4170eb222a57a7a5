/** The owner filters shared by exits, history, pool and events on the contract fixture: the rules, an account index's
 * symbol check, and the mapping onto a store filter. */
import { describe, expect, it, layer } from "@effect/vitest"
import { Effect, Option } from "effect"
import { AccountIdx } from "../../../core/domain/account_index.ts"
import { BatchNum, TokenId, TokenSymbol } from "../../../core/domain/scalars.ts"
import { violation } from "../../../core/filters/rules.ts"
import { AccountStore } from "../../../core/ports/account_store.ts"
import {
  checkAccountIndexFilter,
  heldSymbolMismatch,
  OwnerFilterRules,
  ownerFilter,
  symbolMismatch
} from "../../../core/use_cases/account_filter.ts"
import { U1 } from "../../contract/fixture.ts"
import { accountIndex, failure, History } from "./fixture.ts"

describe("account filter", () => {
  it("OwnerFilterRules allow one owner filter, and a token only with an address or key", () => {
    const broken = (...names: Array<string>) => violation(OwnerFilterRules, new Set(names))
    expect(broken("zkEthereumAddress", "tokenId", "batchNum")).toBeUndefined()
    expect(broken("BJJ", "tokenId")).toBeUndefined()
    expect(broken("accountIndex", "batchNum")).toBeUndefined()
    expect(broken()).toBeUndefined()
    expect(broken("zkEthereumAddress", "BJJ")).toBe(`"zkEthereumAddress" is incompatible with "BJJ"`)
    expect(broken("accountIndex", "tokenId")).toBe(`"accountIndex" is incompatible with "tokenId"`)
    expect(broken("BJJ", "accountIndex", "tokenId")).toBe(`"BJJ" is incompatible with "accountIndex"`)
  })

  it("heldSymbolMismatch() names the parameter, the index, and the token the account holds", () => {
    const held = TokenSymbol.make("ETH")
    expect(heldSymbolMismatch("fromAccountIndex", accountIndex("zk:ETH:300"), held)).toEqual(Option.none())
    const mismatch = heldSymbolMismatch("fromAccountIndex", accountIndex("zk:HEZ:300"), held)
    expect(Option.map(mismatch, (e) => [e.type, e.message])).toEqual(
      Option.some([
        "ErrParamValidationFailed",
        `"fromAccountIndex" zk:HEZ:300 names token HEZ, but account 300 holds ETH`
      ])
    )
  })

  layer(History)((it) => {
    it.effect("symbolMismatch() compares with the account's token symbol", () =>
      Effect.gen(function* () {
        const account = Option.getOrThrow(yield* (yield* AccountStore).get(AccountIdx.make(258)))
        expect(Option.isNone(symbolMismatch("toAccountIndex", accountIndex("zk:USDT:258"), account))).toBe(true)
        expect(Option.getOrThrow(symbolMismatch("toAccountIndex", accountIndex("zk:ETH:258"), account)).message).toBe(
          `"toAccountIndex" zk:ETH:258 names token ETH, but account 258 holds USDT`
        )
      })
    )

    it.effect(
      "checkAccountIndexFilter() passes when absent or when no account has the index, and fails on another symbol",
      () =>
        Effect.gen(function* () {
          yield* checkAccountIndexFilter("accountIndex", undefined)
          yield* checkAccountIndexFilter("accountIndex", accountIndex("zk:ETH:256"))
          yield* checkAccountIndexFilter("accountIndex", accountIndex("zk:DAI:999"))
          const error = yield* failure(checkAccountIndexFilter("account", accountIndex("zk:DAI:256")))
          expect(error.message).toBe(`"account" zk:DAI:256 names token DAI, but account 256 holds ETH`)
        })
    )

    it.effect("ownerFilter() maps a checked query onto a store filter (the account by its number)", () =>
      Effect.gen(function* () {
        expect(yield* ownerFilter({ accountIndex: accountIndex("zk:USDT:258"), batchNum: BatchNum.make(2) })).toEqual({
          tokenId: undefined,
          ethAddr: undefined,
          bjj: undefined,
          accountIdx: 258,
          batchNum: 2
        })
        expect(yield* ownerFilter({ zkEthereumAddress: U1.ethAddr, tokenId: TokenId.make(1) })).toEqual({
          tokenId: 1,
          ethAddr: U1.ethAddr,
          bjj: undefined,
          accountIdx: undefined,
          batchNum: undefined
        })
      })
    )

    it.effect("ownerFilter() checks the rules before the account", () =>
      Effect.gen(function* () {
        const error = yield* failure(
          ownerFilter({ accountIndex: accountIndex("zk:DAI:256"), tokenId: TokenId.make(5) })
        )
        expect(error.message).toBe(`"accountIndex" is incompatible with "tokenId"`)
      })
    )
  })
})
