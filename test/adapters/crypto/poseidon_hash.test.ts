import { describe, it } from "@effect/vitest"
import { expect } from "vitest"
import { FIELD_MODULUS } from "./reference/baby_jubjub.ts"
import { isFieldElement, MAX_POSEIDON_INPUTS, poseidonHash } from "../../../adapters/crypto/poseidon_hash.ts"

// Golden vectors: docs/testing.md (go-iden3-crypto at the commit hermez-node pins).
describe("poseidonHash", () => {
  it("matches Poseidon([1]) and Poseidon([1..6])", () => {
    expect(poseidonHash([1n])).toBe(18586133768512220936620570745912940619677854269274689475585506675881198879027n)
    expect(poseidonHash([1n, 2n, 3n, 4n, 5n, 6n])).toBe(
      20400040500897583745843009878988256314335038853985262692600694741116813247201n
    )
  })

  it("supports 1..6 inputs and nothing else", () => {
    expect(MAX_POSEIDON_INPUTS).toBe(6)
    for (let n = 1; n <= 6; n++) expect(poseidonHash(Array.from({ length: n }, () => 0n))).toBeTypeOf("bigint")
    expect(poseidonHash([])).toBeUndefined()
    expect(poseidonHash([1n, 2n, 3n, 4n, 5n, 6n, 7n])).toBeUndefined()
  })

  it("rejects inputs outside the field, as the anchor's library does (poseidon-lite alone would reduce them)", () => {
    expect(isFieldElement(FIELD_MODULUS - 1n)).toBe(true)
    expect(poseidonHash([FIELD_MODULUS - 1n])).toBeTypeOf("bigint")
    expect(poseidonHash([FIELD_MODULUS])).toBeUndefined()
    expect(poseidonHash([FIELD_MODULUS + 1n])).toBeUndefined()
    expect(poseidonHash([-1n])).toBeUndefined()
    expect(poseidonHash([1n, 2n, 3n, 4n, 5n, 2n ** 255n])).toBeUndefined()
  })
})
