/** The before/after verdict of the benchmarks: ratios per round, the A/A control as the noise. */
import { describe, expect, it } from "vitest"
import { compare } from "../../../bench/harness/side_by_side.ts"

/** Figures by round, from round 1. */
const rounds = (...values: ReadonlyArray<number>) => new Map(values.map((v, i) => [i + 1, v]))

describe("compare", () => {
  it("takes the noise from the A/A round furthest from 1 and judges the median ratio against it", () => {
    const c = compare(rounds(100, 100, 100), rounds(95, 104, 100), rounds(97, 103, 102))
    expect(c.noise).toBeCloseTo(100 / 95 - 1, 10)
    expect(c.ratio).toBeCloseTo(100 / 102, 10)
    expect(c.noSlower).toBe(true)
  })

  it("calls a build slower when its ratio falls below 1 − noise", () => {
    const c = compare(rounds(90, 91, 89), rounds(90, 91, 89), rounds(100, 100, 100))
    expect(c.noise).toBe(0)
    expect(c.noSlower).toBe(false)
  })

  it("pairs only the rounds both sides have", () => {
    const c = compare(rounds(100, 50), rounds(100), new Map([[1, 100]]))
    expect(c.ratio).toBe(1)
    expect(c.control).toBe(1)
  })
})
