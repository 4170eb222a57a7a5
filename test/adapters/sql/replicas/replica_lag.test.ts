import { describe, expect, it } from "vitest"
import { lsnOf, PrimarySamples } from "../../../../adapters/sql/replicas/replica_lag.ts"

describe("lsnOf", () => {
  it("reads a pg_lsn as bytes (high word, low word)", () => {
    expect(lsnOf("0/0")).toBe(0n)
    expect(lsnOf("0/16B3748")).toBe(0x16b3748n)
    expect(lsnOf("16/B374D848")).toBe((0x16n << 32n) | 0xb374d848n)
    expect(lsnOf("FFFFFFFF/FFFFFFFF")).toBe((1n << 64n) - 1n)
  })

  it("refuses what is not a WAL position", () => {
    for (const text of ["", "16", "/1", "1/", "g/1", "1/2/3", "123456789/0"]) expect(() => lsnOf(text), text).toThrow()
  })
})

describe("PrimarySamples.lagSeconds", () => {
  it("is 0 before any sample and for a replica at or past the newest sample", () => {
    const samples = new PrimarySamples(10_000)
    expect(samples.lagSeconds(0n, 5_000)).toBe(0)
    samples.record(1_000, 100n)
    expect(samples.lagSeconds(100n, 9_000)).toBe(0)
    expect(samples.lagSeconds(150n, 9_000)).toBe(0)
  })

  it("is the time since the newest sample the replica has replayed, and infinite when it replayed none", () => {
    const samples = new PrimarySamples(10_000)
    samples.record(1_000, 100n)
    samples.record(2_000, 200n)
    samples.record(3_000, 300n)
    expect(samples.lagSeconds(250n, 3_500)).toBe(1.5)
    expect(samples.lagSeconds(200n, 3_500)).toBe(1.5)
    expect(samples.lagSeconds(100n, 3_500)).toBe(2.5)
    expect(samples.lagSeconds(99n, 3_500)).toBe(Number.POSITIVE_INFINITY)
  })

  it("does not grow while the primary is idle (the same position sampled again)", () => {
    const samples = new PrimarySamples(10_000)
    for (let at = 0; at <= 60_000; at += 1_000) samples.record(at, 500n)
    expect(samples.lagSeconds(500n, 60_000)).toBe(0)
  })

  it("forgets samples past the window but keeps the newest of them as a floor", () => {
    const samples = new PrimarySamples(5_000)
    samples.record(0, 100n)
    samples.record(1_000, 200n)
    samples.record(10_000, 300n)
    samples.record(11_000, 400n)
    // 0 and 1 000 are older than 11 000 − 5 000; only 1 000 (the newest of them) is kept.
    expect(samples.lagSeconds(150n, 11_000)).toBe(Number.POSITIVE_INFINITY)
    expect(samples.lagSeconds(200n, 11_000)).toBe(10)
    expect(samples.lagSeconds(300n, 11_000)).toBe(1)
  })
})
