/** The signed message of a BabyJubJub check: sparse Poseidon of 1..6 field elements, undefined for another count or an
 * element ≥ p; the BigInt verifier's hash and the tests' reference for the WebAssembly Poseidon. */
import { P } from "../../../../adapters/crypto/field_element.ts"
import { poseidonSparse } from "../../../../adapters/crypto/poseidon_sparse.ts"

/** The largest number of message elements. */
export const MAX_MESSAGE_ELEMENTS = 6

/** Poseidon of 1..6 field elements; undefined for another count or an element outside 0..p−1. */
export function poseidonMessage(elements: ReadonlyArray<bigint>): bigint | undefined {
  const n = elements.length
  if (n < 1 || n > MAX_MESSAGE_ELEMENTS) return undefined
  for (const x of elements) if (x < 0n || x >= P) return undefined
  return poseidonSparse(elements)
}
