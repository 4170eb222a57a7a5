/**
 * Arithmetic in the BabyJubJub base field F_p (p = BN254's scalar field) on plain BigInt, for
 * point decoding, signing and the Poseidon constants. Values are BigInts in [0, p) unless a
 * function says otherwise; callers may keep sums unreduced ("lazy reduction") as long as they
 * stay non-negative, because JS `%` keeps the sign of the dividend.
 *
 * - Inversion is the extended Euclidean algorithm on BigInt, much cheaper than Fermat's a^(p−2)
 *   (≈ 300 modular multiplications).
 * - Exponentiation by a fixed exponent uses a sliding window of odd powers (Handbook of Applied
 *   Cryptography, algorithm 14.85); the exponent's recoding is computed once per exponent.
 */

/** p: the base field (BN254's scalar field). */
export const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n

/** a mod p for any integer a (also negative ones). */
export function mod(a: bigint): bigint {
  const r = a % P
  return r < 0n ? r + P : r
}

/** a⁻¹ mod p by the extended Euclidean algorithm; 0 for a ≡ 0 (no inverse). */
export function invert(a: bigint): bigint {
  let r0 = P
  let r1 = mod(a)
  let t0 = 0n
  let t1 = 1n
  while (r1 !== 0n) {
    const q = r0 / r1
    const r2 = r0 - q * r1
    r0 = r1
    r1 = r2
    const t2 = t0 - q * t1
    t0 = t1
    t1 = t2
  }
  return r0 === 1n ? mod(t0) : 0n
}

/** A fixed exponent recoded for sliding-window exponentiation: runs of squarings, each followed by a multiplication by an odd power. */
export interface WindowedExponent {
  /** Width of the window: odd powers base^1, base^3, …, base^(2^width − 1) are precomputed. */
  readonly width: number
  /** Pairs (squarings, odd digit) from the most significant end; a digit 0 means "no multiplication". */
  readonly steps: Int32Array
}

/** The sliding-window recoding of exponent e ≥ 1 with windows of `width` bits (1..8). */
export function windowedExponent(e: bigint, width: number): WindowedExponent {
  const bits = e.toString(2)
  const steps: Array<number> = []
  let i = 0
  let pendingSquarings = 0
  while (i < bits.length) {
    if (bits.charCodeAt(i) === 48) {
      pendingSquarings++
      i++
      continue
    }
    // The longest window starting here, at most `width` bits, that ends in a 1.
    let end = Math.min(i + width, bits.length)
    while (bits.charCodeAt(end - 1) === 48) end--
    let digit = 0
    for (let j = i; j < end; j++) digit = (digit << 1) | (bits.charCodeAt(j) - 48)
    steps.push(pendingSquarings + (end - i), digit)
    pendingSquarings = 0
    i = end
  }
  if (pendingSquarings > 0) steps.push(pendingSquarings, 0)
  return { width, steps: Int32Array.from(steps) }
}

/** base^e mod p for a recoded exponent (base reduced). */
export function power(base: bigint, e: WindowedExponent): bigint {
  const odd: Array<bigint> = [base]
  const square = (base * base) % P
  for (let k = 1; k < 1 << (e.width - 1); k++) odd.push((odd[k - 1]! * square) % P)
  const steps = e.steps
  // The first step's squarings act on 1 and are skipped; its digit starts the accumulator.
  let acc = 1n
  for (let s = 0; s < steps.length; s += 2) {
    const squarings = steps[s]!
    const digit = steps[s + 1]!
    if (s > 0) for (let k = 0; k < squarings; k++) acc = (acc * acc) % P
    if (digit !== 0) acc = s === 0 ? odd[digit >> 1]! : (acc * odd[digit >> 1]!) % P
  }
  return acc
}
