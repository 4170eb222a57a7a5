/**
 * Square roots in F_p with a table-driven discrete logarithm (the tests' BigInt reference is
 * `test/adapters/crypto/reference/field_square_root.ts`; Bernstein 2001, Sarkar ePrint
 * 2020/1407): p − 1 = 2^28·Q, so
 * 1. w = n^((Q−1)/2), x = n·w = n^((Q+1)/2), u = x·w = n^Q, which lies in μ_{2^28};
 * 2. u = g^e for g = 5^Q (5 is a non-residue): e is found as four 7-bit digits, each a search of
 *    a 2^7-th root of unity among the 128 powers of h = g^(2^21), after removing the digits found
 *    so far with the tables g^(−j·2^(7i));
 * 3. n is a square iff e is even, and then √n = x·g^(−e/2).
 * The tables (640 elements) are built by `initSquareRoot`.
 *
 * A point decoding needs √(u/v). Step 1 then takes no inversion (the rearrangement of the
 * hash-to-curve `sqrt_ratio`, RFC 9380 appendix F.2.1): with a = v^(2^28 − 1) and
 * b = a²·v = v^(2^29 − 1), u·b = (u/v)·v^(2^29), so (u·b)^Q = (u/v)^Q as v^(2^28·Q) = 1. Take
 * w = (u·b)^((Q−1)/2)·a, x = w·u and t = x·w·v: then t = (u/v)^Q and x² = (u/v)·t, the same
 * invariant as x = n^((Q+1)/2), t = n^Q for n = u/v; steps 2–3 are unchanged.
 */
import { FE, mul } from "./field"
import { copy, equal, isZero, ONE, ZERO } from "./field_codec"
import { invert, power } from "./power"

/** 5 in Montgomery form. */
const FIVE = memory.data<u32>([536870066, 439584998, 192937066, 213973882, 532828743, 258999110, 411278054, 192528406, 1344704])
/** The hexadecimal digits of Q = (p − 1)/2^28. */
const Q_DIGITS = memory.data<u8>([3, 0, 6, 4, 4, 14, 7, 2, 14, 1, 3, 1, 10, 0, 2, 9, 11, 8, 5, 0, 4, 5, 11, 6, 8, 1, 8, 1, 5, 8, 5, 13, 2, 8, 3, 3, 14, 8, 4, 8, 7, 9, 11, 9, 7, 0, 9, 1, 4, 3, 14, 1, 15, 5, 9, 3, 15])
/** The hexadecimal digits of (Q − 1)/2. */
const HALF_Q_DIGITS = memory.data<u8>([1, 8, 3, 2, 2, 7, 3, 9, 7, 0, 9, 8, 13, 0, 1, 4, 13, 12, 2, 8, 2, 2, 13, 11, 4, 0, 12, 0, 10, 12, 2, 14, 9, 4, 1, 9, 15, 4, 2, 4, 3, 12, 13, 12, 11, 8, 4, 8, 10, 1, 15, 0, 15, 10, 12, 9, 15])

/** inverse[i][j] = g^(−j·2^(7i)), i < 4, j < 128. */
const INVERSE = memory.data(4 * 128 * 36)
/** roots[j] = h^j, j < 128. */
const ROOTS = memory.data(128 * 36)

const W = memory.data(36)
const X = memory.data(36)
const U = memory.data(36)
const U7 = memory.data(36)
const U14 = memory.data(36)
const U21 = memory.data(36)
const TMP = memory.data(36)
const STEP = memory.data(36)
const E4 = memory.data(36)
const E8 = memory.data(36)
const A = memory.data(36)

/** Builds the tables (once per instance). */
export function initSquareRoot(): void {
  const g = W
  power(g, FIVE, Q_DIGITS, 57)
  invert(STEP, g)
  for (let i: usize = 0; i < 4; i++) {
    const row = INVERSE + i * 128 * FE
    copy(row, ONE)
    for (let j: usize = 1; j < 128; j++) mul(row + j * FE, row + (j - 1) * FE, STEP)
    for (let k = 0; k < 7; k++) mul(STEP, STEP, STEP)
  }
  copy(TMP, g)
  for (let k = 0; k < 21; k++) mul(TMP, TMP, TMP)
  copy(ROOTS, ONE)
  for (let j: usize = 1; j < 128; j++) mul(ROOTS + j * FE, ROOTS + (j - 1) * FE, TMP)
}

/** The j with v = h^j, or −1 when v is no 2^7-th root of unity. */
function logarithm(v: usize): i32 {
  const first = load<u32>(v)
  for (let j: usize = 0; j < 128; j++) {
    const root = ROOTS + j * FE
    if (load<u32>(root) == first && equal(root, v)) return <i32>j
  }
  return -1
}

/** out ← a^(2^k). */
function squareTimes(out: usize, a: usize, k: i32): void {
  copy(out, a)
  for (let i = 0; i < k; i++) mul(out, out, out)
}

/** out ← inverse[i][j]·a. */
@inline
function times(out: usize, a: usize, i: usize, j: i32): void {
  mul(out, a, INVERSE + (i * 128 + <usize>j) * FE)
}

/** out ← base^(2^k)·factor. */
function squareTimesMul(out: usize, base: usize, k: i32, factor: usize): void {
  squareTimes(out, base, k)
  mul(out, out, factor)
}

/** A ← v^(2^28 − 1), by 27 squarings and 6 multiplications (exponents 2^k − 1 for k = 2, 4, 8, 16, 24, 28). */
function powerTwo28Minus1(v: usize): void {
  squareTimesMul(TMP, v, 1, v) // 2^2 − 1
  squareTimesMul(E4, TMP, 2, TMP) // 2^4 − 1
  squareTimesMul(E8, E4, 4, E4) // 2^8 − 1
  squareTimesMul(TMP, E8, 8, E8) // 2^16 − 1
  squareTimesMul(TMP, TMP, 8, E8) // 2^24 − 1
  squareTimesMul(A, TMP, 4, E4) // 2^28 − 1
}

/** out ← a square root of n (which one is unspecified), or false when n is not a square. */
export function squareRoot(out: usize, n: usize): bool {
  return squareRootRatio(out, n, ONE)
}

/** out ← a square root of u/v (v ≠ 0; which root is unspecified), or false when u/v is not a square. */
export function squareRootRatio(out: usize, u: usize, v: usize): bool {
  if (isZero(u)) {
    copy(out, ZERO)
    return true
  }
  powerTwo28Minus1(v)
  mul(TMP, A, A)
  mul(TMP, TMP, v) // b = v^(2^29 − 1)
  mul(TMP, TMP, u)
  power(W, TMP, HALF_Q_DIGITS, 57)
  mul(W, W, A) // w = (u·b)^((Q−1)/2)·a
  mul(X, W, u)
  mul(U, X, W)
  mul(U, U, v) // t = x·w·v = (u/v)^Q
  squareTimes(U7, U, 7)
  squareTimes(U14, U7, 7)
  squareTimes(U21, U14, 7)
  const e0 = logarithm(U21)
  if (e0 < 0 || (e0 & 1) == 1) return false
  times(TMP, U14, 2, e0)
  const e1 = logarithm(TMP)
  if (e1 < 0) return false
  times(TMP, U7, 1, e0)
  times(TMP, TMP, 2, e1)
  const e2 = logarithm(TMP)
  if (e2 < 0) return false
  times(TMP, U, 0, e0)
  times(TMP, TMP, 1, e1)
  times(TMP, TMP, 2, e2)
  const e3 = logarithm(TMP)
  if (e3 < 0) return false
  const half = <u32>(e0 + (e1 << 7) + (e2 << 14) + (e3 << 21)) >>> 1
  times(out, X, 0, <i32>(half & 127))
  times(out, out, 1, <i32>((half >>> 7) & 127))
  times(out, out, 2, <i32>((half >>> 14) & 127))
  times(out, out, 3, <i32>((half >>> 21) & 127))
  return true
}
