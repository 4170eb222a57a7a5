import { describe, expect, it } from "vitest"
import { BoundedMemo } from "../../../../adapters/sql/rows/bounded_memo.ts"

describe("BoundedMemo", () => {
  it("answers derive(key) for every key, deriving a key in use only once", () => {
    const calls = new Map<number, number>()
    const memo = new BoundedMemo<number, string>(8, (key) => {
      calls.set(key, (calls.get(key) ?? 0) + 1)
      return `v${key}`
    })
    for (let round = 0; round < 100; round++) {
      for (const key of [1, 2, 3]) expect(memo.get(key)).toBe(`v${key}`)
      expect(memo.get(1000 + round)).toBe(`v${1000 + round}`)
    }
    // 1, 2 and 3 are asked every round, so they stay (promoted from the old generation).
    for (const key of [1, 2, 3]) expect(calls.get(key)).toBe(1)
  })

  it("holds at most two generations and derives an evicted key again", () => {
    let derived = 0
    const memo = new BoundedMemo<number, number>(4, (key) => {
      derived++
      return key * 2
    })
    for (let key = 0; key < 100; key++) {
      expect(memo.get(key)).toBe(key * 2)
      expect(memo.size).toBeLessThanOrEqual(8)
    }
    expect(derived).toBe(100)
    expect(memo.get(0)).toBe(0)
    expect(derived).toBe(101)
  })
})
