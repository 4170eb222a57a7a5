import { describe, it } from "@effect/vitest"
import { Effect, Exit } from "effect"
import { expect } from "vitest"
import { BadRequest } from "../../../core/errors.ts"
import { alone, checkFilters, type FilterRules, violation } from "../../../core/filters/rules.ts"
import * as Accounts from "../../../core/use_cases/accounts.ts"
import * as Bids from "../../../core/use_cases/bids.ts"
import * as Exits from "../../../core/use_cases/exits.ts"
import * as History from "../../../core/use_cases/history.ts"
import * as PoolList from "../../../core/use_cases/pool_list.ts"

// Every incompatibility docs/api.md states, per endpoint.
const STATED: ReadonlyArray<readonly [string, FilterRules, ReadonlyArray<readonly [string, string]>]> = [
  ["/accounts", Accounts.Rules, [["zkEthereumAddress", "BJJ"]]],
  [
    "/exits",
    Exits.Rules,
    [
      ["zkEthereumAddress", "BJJ"],
      ["zkEthereumAddress", "accountIndex"],
      ["BJJ", "accountIndex"],
      ["accountIndex", "tokenId"]
    ]
  ],
  [
    "/transactions-history",
    History.Rules,
    [
      ["zkEthereumAddress", "BJJ"],
      ["zkEthereumAddress", "accountIndex"],
      ["BJJ", "accountIndex"],
      ["accountIndex", "tokenId"]
    ]
  ]
]

describe("filter rules", () => {
  for (const [endpoint, rules, pairs] of STATED) {
    for (const [a, b] of pairs) {
      it(`${endpoint} rejects "${a}" with "${b}" as a BadRequest naming both`, () => {
        const exit = Effect.runSyncExit(checkFilters(rules, { [a]: "x", [b]: "y", order: "ASC", limit: 20 }))
        expect(Exit.isFailure(exit)).toBe(true)
        if (Exit.isFailure(exit)) {
          const error = exit.cause.reasons[0]
          expect(error?._tag).toBe("Fail")
          if (error?._tag === "Fail") {
            expect(error.error).toBeInstanceOf(BadRequest)
            expect(error.error.type).toBe("ErrParamValidationFailed")
            expect(error.error.message).toContain(`"${a}"`)
            expect(error.error.message).toContain(`"${b}"`)
          }
        }
      })
    }
  }

  it("accepts each filter alone and compatible combinations", () => {
    for (const [, rules] of STATED) {
      expect(violation(rules, new Set(["zkEthereumAddress"]))).toBeUndefined()
      expect(violation(rules, new Set(["BJJ"]))).toBeUndefined()
    }
    expect(violation(Exits.Rules, new Set(["zkEthereumAddress", "tokenId", "batchNum"]))).toBeUndefined()
    expect(violation(Exits.Rules, new Set(["accountIndex", "batchNum"]))).toBeUndefined()
  })

  it("ignores parameters whose value is undefined", () => {
    expect(
      Exit.isSuccess(Effect.runSyncExit(checkFilters(Exits.Rules, { accountIndex: "x", tokenId: undefined })))
    ).toBe(true)
  })

  it("alone: the parameter with any other (itself excepted) is a violation naming both", () => {
    const rules = alone("ids", ["ids", "tokenId", "limit"])
    expect(rules.incompatible).toEqual([
      ["ids", "tokenId"],
      ["ids", "limit"]
    ])
    expect(violation(rules, new Set(["ids"]))).toBeUndefined()
    expect(violation(rules, new Set(["tokenId", "limit"]))).toBeUndefined()
    expect(violation(rules, new Set(["ids", "limit"]))).toBe(`"ids" is incompatible with "limit"`)
  })

  it.each([
    ["/transactions-history", "ids", History.BulkRules, History.ListQuery.fields],
    ["/transactions-pool", "ids", PoolList.BulkRules, PoolList.ListQuery.fields],
    ["/accounts", "accountIndexes", Accounts.BulkRules, Accounts.ListQuery.fields]
  ] as const)(
    "%s: %s answers alone, with no other parameter of the list (pagination included)",
    (_, name, rules, fields) => {
      const others = Object.keys(fields).filter((other) => other !== name)
      expect(others).toEqual(expect.arrayContaining(["fromItem", "order", "limit"]))
      for (const other of others)
        expect(violation(rules, new Set([name, other])), other).toBe(`"${name}" is incompatible with "${other}"`)
      expect(violation(rules, new Set([name]))).toBeUndefined()
    }
  )

  it("/bids requires slotNum or bidderAddr", () => {
    expect(violation(Bids.Rules, new Set())).toContain("at least one of")
    expect(violation(Bids.Rules, new Set(["slotNum"]))).toBeUndefined()
    expect(violation(Bids.Rules, new Set(["bidderAddr"]))).toBeUndefined()
  })
})
