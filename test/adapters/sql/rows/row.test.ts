import { describe, expect, it } from "vitest"
import { bigAt, columnNames, intAt, intOrNullAt, isNullAt } from "../../../../adapters/sql/rows/row.ts"

describe("positional row readers", () => {
  it("bigAt takes bigints, safe integers and decimal integer text, and throws on anything else", () => {
    for (const [value, expected] of [
      ["123", 123n],
      ["-5", -5n],
      ["0", 0n],
      [7, 7n],
      [7n, 7n],
      ["99999999999999999999999", 99999999999999999999999n]
    ] as const) {
      expect(bigAt([value], 0)).toBe(expected)
    }
    for (const value of ["", "-", "1.5", "0x10", " 1", "12a", "NaN", 1.5, null, true]) {
      expect(() => bigAt([value], 0), String(value)).toThrow(/column "#0" should be an integer/)
    }
  })

  it("intAt takes safe integers in any driver form; intOrNullAt and isNullAt see SQL NULL", () => {
    expect(intAt([5, 6n, "-7"], 1)).toBe(6)
    expect(intAt([5, 6n, "-7"], 2)).toBe(-7)
    expect(() => intAt([2n ** 60n], 0)).toThrow(/safe integer/)
    expect(intOrNullAt([null], 0)).toBe(null)
    expect(isNullAt([undefined], 0)).toBe(true)
  })

  it("columnNames lists positions 0 … n − 1 in order and rejects gaps or repeats", () => {
    expect(columnNames({ b: 1, a: 0, c: 2 })).toEqual(["a", "b", "c"])
    expect(() => columnNames({ a: 0, b: 2 })).toThrow(/not 0 … n − 1/)
    expect(() => columnNames({ a: 0, b: 0 })).toThrow(/not 0 … n − 1/)
  })
})
