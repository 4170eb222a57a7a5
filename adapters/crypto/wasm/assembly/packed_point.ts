/**
 * Decoding circomlib's 32-byte point packing with the rules of @iden3/js-crypto's `unpackPoint`
 * (the tests' BigInt reference: `test/adapters/crypto/reference/point_decoding.ts`): y ≥ p is
 * rejected; x² = (1 − y²)/(a − d·y²) must be a non-zero square (y = ±1 rejected); the root
 * ≤ (p − 1)/2 is taken and negated when bit 255 is set.
 */
import { A, D } from "./edwards"
import { mul, sub } from "./field"
import { belowP, compare, copy, fromMontgomery, isZero, negate, ONE, readLittleEndian, toMontgomery } from "./field_codec"
import { squareRootRatio } from "./square_root"

/** (p − 1)/2, plain. */
const HALF = memory.data<u32>([402653184, 260560463, 388895272, 333990009, 180545857, 292397152, 5468320, 120460058, 1585703])

const RAW = memory.data(36)
const Y2 = memory.data(36)
const NUM = memory.data(36)
const DEN = memory.data(36)
const ROOT = memory.data(36)

/** (x, y) ← the point packed in 32 bytes at `bytes` (a 40-byte buffer), or false when they pack no point. */
export function unpack(x: usize, y: usize, bytes: usize): bool {
  const sign = readLittleEndian(RAW, bytes)
  if (!belowP(RAW)) return false
  toMontgomery(y, RAW)
  mul(Y2, y, y)
  sub(NUM, ONE, Y2)
  if (isZero(NUM)) return false
  mul(DEN, D, Y2)
  sub(DEN, A, DEN) // never 0: a/d is not a square
  if (!squareRootRatio(ROOT, NUM, DEN)) return false
  fromMontgomery(RAW, ROOT)
  const negative = (compare(RAW, HALF) > 0) != (sign == 1)
  if (negative) negate(x, ROOT)
  else copy(x, ROOT)
  return true
}
