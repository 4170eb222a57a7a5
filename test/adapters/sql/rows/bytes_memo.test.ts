import { describe, expect, it } from "vitest"
import { BytesMemo } from "../../../../adapters/sql/rows/bytes_memo.ts"

/** Hex of bytes. */
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")

/** A memo of `hex` counting its derivations. */
function counted(width: number, capacity: number) {
  const counter = { derived: 0 }
  const memo = new BytesMemo<string>(width, capacity, (bytes) => {
    counter.derived++
    return hex(bytes)
  })
  return { memo, counter }
}

describe("BytesMemo", () => {
  it("answers derive(bytes) for views anywhere in a buffer, deriving bytes in use once", () => {
    const buffer = new Uint8Array(4096).map((_, i) => (i * 131 + 7) & 0xff)
    const { counter, memo } = counted(20, 256)
    for (let round = 0; round < 20; round++) {
      for (let at = 0; at < 40; at++) {
        const view = new Uint8Array(buffer.buffer, at * 20 + 3, 20)
        expect(memo.get(view)).toBe(hex(view))
      }
    }
    expect(counter.derived).toBe(40)
  })

  it("never answers for other bytes: same set or not, other widths, the buffer changed after", () => {
    const memo = new BytesMemo<string>(3, 4, hex)
    const bytes = new Uint8Array([1, 2, 3])
    expect(memo.get(bytes)).toBe("010203")
    bytes[0] = 9
    expect(memo.get(bytes), "the memo kept a copy, not the view").toBe("090203")
    expect(memo.get(new Uint8Array([9, 2, 3, 4])), "another width is derived").toBe("09020304")
    for (let n = 0; n < 3000; n++) {
      const other = new Uint8Array([n & 0xff, n >> 8, 7])
      expect(memo.get(other)).toBe(hex(other))
    }
  })

  it("keeps the recently used keys of a set and evicts the least recently used one", () => {
    // One set of four ways: every key competes with every other.
    const { counter, memo } = counted(2, 4)
    const key = (n: number) => new Uint8Array([n, 0])
    for (const n of [1, 2, 3, 4]) memo.get(key(n))
    memo.get(key(1)) // 1 used again: 2 is now the least recently used
    memo.get(key(5)) // evicts 2
    expect(counter.derived).toBe(5)
    for (const n of [1, 3, 4, 5]) memo.get(key(n))
    expect(counter.derived, "1, 3, 4 and 5 are held").toBe(5)
    memo.get(key(2))
    expect(counter.derived, "2 was evicted").toBe(6)
  })

  it("holds nearly all keys of a quarter of its capacity: few sets overflow", () => {
    const { counter, memo } = counted(4, 4096)
    const keys = Array.from({ length: 1024 }, (_, n) => new Uint8Array([n & 0xff, n >> 8, 0x5a, 0xa5]))
    for (const k of keys) memo.get(k)
    for (const k of keys) memo.get(k)
    expect(counter.derived).toBeGreaterThanOrEqual(1024)
    expect(counter.derived, "keys evicted by others of their set").toBeLessThan(1024 * 1.05)
  })
})
