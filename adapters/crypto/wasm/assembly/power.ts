/**
 * Exponentiation by fixed exponents (fixed 4-bit windows: 15 table multiplications, then 4
 * squarings and at most one multiplication per hexadecimal digit) and field inversion by Fermat's
 * little theorem, a^(p−2): ≈ 300 multiplications, needed once per point decoding and once per
 * table conversion.
 */
import { FE, mul } from "./field"
import { copy, ONE } from "./field_codec"

/** The hexadecimal digits of p − 2, most significant first. */
const P_MINUS_2 = memory.data<u8>([3, 0, 6, 4, 4, 14, 7, 2, 14, 1, 3, 1, 10, 0, 2, 9, 11, 8, 5, 0, 4, 5, 11, 6, 8, 1, 8, 1, 5, 8, 5, 13, 2, 8, 3, 3, 14, 8, 4, 8, 7, 9, 11, 9, 7, 0, 9, 1, 4, 3, 14, 1, 15, 5, 9, 3, 14, 15, 15, 15, 15, 15, 15, 15])

const POWERS = memory.data(16 * 36)
const ACC = memory.data(36)

/** out ← base^e for e given as `count` hexadecimal digits at `digits`, most significant first. */
export function power(out: usize, base: usize, digits: usize, count: i32): void {
  copy(POWERS, ONE)
  copy(POWERS + FE, base)
  for (let k: usize = 2; k < 16; k++) mul(POWERS + k * FE, POWERS + (k - 1) * FE, base)
  copy(ACC, POWERS + <usize>load<u8>(digits) * FE)
  for (let i = 1; i < count; i++) {
    mul(ACC, ACC, ACC)
    mul(ACC, ACC, ACC)
    mul(ACC, ACC, ACC)
    mul(ACC, ACC, ACC)
    const d = <usize>load<u8>(digits + <usize>i)
    if (d != 0) mul(ACC, ACC, POWERS + d * FE)
  }
  copy(out, ACC)
}

/** out ← a⁻¹ (0 for a = 0). */
export function invert(out: usize, a: usize): void {
  power(out, a, P_MINUS_2, 64)
}
