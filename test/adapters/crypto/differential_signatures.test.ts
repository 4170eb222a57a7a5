import { describe, it } from "@effect/vitest"
import { expect } from "vitest"
import { differentialCases } from "./differential_cases.ts"
import { runDifferential, summary } from "./differential_run.ts"

// @iden3/js-crypto verifies far more slowly than the node (`npx tsx bench/signature_verification.ts`): this file is the slow one.
describe("fast verifier vs @iden3/js-crypto: golden vectors, honest signatures and their corruptions", () => {
  it("agrees on every case (valid, message, R8, S, key corrupted; S ≥ l; elements ≥ p)", { timeout: 900_000 }, () => {
    const cases = differentialCases("signatures")
    const report = runDifferential(cases)
    console.log(summary(report))
    expect(report.disagreements).toEqual([])
    const valid = report.families.get("valid")!
    expect(valid.accepted).toBe(valid.cases)
    expect(report.families.get("message element + 1")!.accepted).toBe(0)
    expect(report.families.get("S + l")!.accepted).toBe(0)
  })
})
