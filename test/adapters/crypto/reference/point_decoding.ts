/** circomlib's 32-byte point packing decoded on BigInt, the reference for the server's WebAssembly decoder: it accepts
 * exactly what @iden3/js-crypto's `unpackPoint` accepts as usable (y < p, x ≠ 0, the root signed by bit 255). */
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
