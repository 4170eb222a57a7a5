import { describe, expect, it } from "vitest"
import { BytesMemo } from "../../../../adapters/sql/rows/bytes_memo.ts"

/** Hex of bytes. */
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex")

describe("BytesMemo", () => {
  it("answers derive(bytes) for views anywhere in a buffer, deriving bytes in use once", () => {
    const buffer = new Uint8Array(4096).map((_, i) => (i * 131 + 7) & 0xff)
    let derived = 0
    const memo = new BytesMemo<string>(64, (bytes) => {
      derived++
      return hex(bytes)
    })
    for (let round = 0; round < 20; round++) {
      for (let at = 0; at < 40; at++) {
        const view = new Uint8Array(buffer.buffer, at * 20, 20)
        expect(memo.get(view)).toBe(hex(view))
      }
    }
    expect(derived).toBe(40)
  })

  it("never answers for other bytes: same hash or not, equal lengths or not, the buffer changed after", () => {
    const memo = new BytesMemo<string>(4, hex)
    const bytes = new Uint8Array([1, 2, 3, 4])
    expect(memo.get(bytes)).toBe("01020304")
    bytes[0] = 9
    expect(memo.get(bytes), "the memo kept a copy, not the view").toBe("09020304")
    expect(memo.get(new Uint8Array([9, 2, 3]))).toBe("090203")
    for (let n = 0; n < 1000; n++) {
      const other = new Uint8Array([n & 0xff, n >> 8, 7])
      expect(memo.get(other)).toBe(hex(other))
    }
  })
})
