import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { readViewOf, ReadView } from "../../../core/ports/read_view.ts"

describe("readViewOf (X-Min-Batch)", () => {
  it("takes an absent or empty value as 0 and a batch number as the least batch", () => {
    expect(Result.getOrThrow(readViewOf(undefined)).minBatch).toBe(0)
    expect(Result.getOrThrow(readViewOf("")).minBatch).toBe(0)
    expect(Result.getOrThrow(readViewOf("42")).minBatch).toBe(42)
    expect(Result.getOrThrow(readViewOf("4294967295")).minBatch).toBe(4294967295)
  })

  it("refuses anything else with ErrParamValidationFailed naming the header", () => {
    for (const value of ["-1", "1.5", "abc", "0x10", "4294967296", "99999999999", "1e3", "1,2", " 7"]) {
      const result = readViewOf(value)
      expect(Result.isFailure(result), value).toBe(true)
      if (Result.isFailure(result)) {
        expect(result.failure.type).toBe("ErrParamValidationFailed")
        expect(result.failure.message).toContain("X-Min-Batch")
      }
    }
  })
})

describe("ReadView.reflect", () => {
  it("keeps the least batch reflected by the reads of the request", () => {
    const view = new ReadView(0)
    expect(view.reflectedBatch).toBeUndefined()
    view.reflect(9)
    view.reflect(7)
    view.reflect(8)
    expect(view.reflectedBatch).toBe(7)
  })
})
