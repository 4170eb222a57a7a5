/**
 * Decoding circomlib's 32-byte point packing (y little-endian in bits 0..254, bit 255 set iff
 * x > (p − 1)/2) on BigInt, the tests' reference for the server's decoder in WebAssembly
 * (`adapters/crypto/wasm/assembly/packed_point.ts`), accepting exactly what @iden3/js-crypto's
 * `unpackPoint` accepts as a usable point:
 * - y ≥ p is rejected. (iden3 rejects y > p; y = p passes its unpack unreduced and then makes its
 *   Poseidon throw, so a signature with it is never valid there either.)
 * - x² = (1 − y²)/(a − d·y²) must be a non-zero square: y = ±1 (x = 0: the identity and the
 *   point of order 2) is rejected, as by iden3's Legendre test. The denominator is never 0 (a/d
 *   is not a square).
 * - The root ≤ (p − 1)/2 is taken and negated when the sign bit is set; with x ≠ 0 both signs are
 *   canonical, so every accepted packing is the one the packer emits.
 */
import { A_COEFF, D_COEFF } from "../../../../adapters/crypto/edwards_extended.ts"
import { invert, mod, P } from "../../../../adapters/crypto/field_element.ts"
import type { AffinePoint } from "../../../../adapters/crypto/packed_point.ts"
import { squareRoot } from "./field_square_root.ts"

const HALF = (P - 1n) / 2n
const Y_MASK = (1n << 255n) - 1n
const SIGN_BIT = 1n << 255n

/** The point of a packing read as a 256-bit little-endian integer, or undefined when it is not one (see the module header). */
export function unpackAffine(packed: bigint): AffinePoint | undefined {
  const y = packed & Y_MASK
  if (y >= P) return undefined
  const y2 = (y * y) % P
  const numerator = mod(1n - y2)
  if (numerator === 0n) return undefined
  const denominator = mod(A_COEFF - D_COEFF * y2)
  const x2 = (numerator * invert(denominator)) % P
  const root = squareRoot(x2)
  if (root === undefined) return undefined
  const positive = root > HALF ? P - root : root
  return { x: packed >= SIGN_BIT ? P - positive : positive, y }
}
