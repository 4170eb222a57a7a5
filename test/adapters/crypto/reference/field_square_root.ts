/** Square roots in F_p by a table-driven discrete logarithm (table-lookup Tonelli–Shanks; Bernstein 2001, Sarkar
 * ePrint 2020/1407): the tests' BigInt reference for the server's WebAssembly square root. */
import { P } from "../../../../adapters/crypto/field_element.ts"

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

const TWO_ADICITY = 28
const DIGIT_BITS = 7
const DIGITS = TWO_ADICITY / DIGIT_BITS
const DIGIT_COUNT = 1 << DIGIT_BITS
const KEY_MASK = (1n << 52n) - 1n

interface Tables {
  /** (Q − 1)/2, recoded. */
  readonly exponent: WindowedExponent
  /** inverse[i][j] = g^(−j·2^(7i)). */
  readonly inverse: ReadonlyArray<ReadonlyArray<bigint>>
  /** The low 52 bits of h^j → j, for h = g^(2^21) of order 2^7. */
  readonly logarithm: Map<number, number>
}

let tables: Tables | undefined

/** A lookup key of a field element: its low 52 bits (distinct on μ_{2^7}, checked when built). */
function keyOf(value: bigint): number {
  return Number(value & KEY_MASK)
}

/** The tables, built on first use. */
function buildTables(): Tables {
  if (tables !== undefined) return tables
  const q = (P - 1n) >> BigInt(TWO_ADICITY)
  const legendreExponent = windowedExponent((P - 1n) / 2n, 5)
  let z = 2n
  while (power(z, legendreExponent) !== P - 1n) z++
  const g = power(z, windowedExponent(q, 5))
  let gInverse = power(g, windowedExponent(P - 2n, 5))
  const inverse: Array<Array<bigint>> = []
  for (let i = 0; i < DIGITS; i++) {
    const row = [1n]
    for (let j = 1; j < DIGIT_COUNT; j++) row.push((row[j - 1]! * gInverse) % P)
    inverse.push(row)
    for (let k = 0; k < DIGIT_BITS; k++) gInverse = (gInverse * gInverse) % P
  }
  let h = g
  for (let k = 0; k < TWO_ADICITY - DIGIT_BITS; k++) h = (h * h) % P
  const logarithm = new Map<number, number>()
  let hj = 1n
  for (let j = 0; j < DIGIT_COUNT; j++) {
    logarithm.set(keyOf(hj), j)
    hj = (hj * h) % P
  }
  if (logarithm.size !== DIGIT_COUNT || hj !== 1n)
    throw new Error("square-root tables: the 2^7-th roots of unity are not distinct by their low bits")
  tables = { exponent: windowedExponent((q - 1n) / 2n, 5), inverse, logarithm }
  return tables
}

/** The index j with value = h^j, or −1 when value is not in the table (not a 2^7-th root of unity). */
function logOf(t: Tables, value: bigint): number {
  const j = t.logarithm.get(keyOf(value))
  return j === undefined ? -1 : j
}

/** x² for k squarings in a row: x^(2^k). */
function squareTimes(x: bigint, k: number): bigint {
  let r = x
  for (let i = 0; i < k; i++) r = (r * r) % P
  return r
}

/**
 * A square root of n (reduced, 0 ≤ n < p), or undefined when n is not a square. Which of the two
 * roots is returned is unspecified; callers normalise the sign. With p − 1 = 2^28·Q: x = n^((Q+1)/2) and
 * n^Q = g^e for g = z^Q (z a non-residue), e read as four 7-bit digits from tables; n is a square iff e is
 * even, and then √n = x·g^(−e/2).
 */
export function squareRoot(n: bigint): bigint | undefined {
  if (n === 0n) return 0n
  const t = buildTables()
  const inv = t.inverse
  const w = power(n, t.exponent)
  const x = (n * w) % P
  const u = (x * w) % P // n^Q ∈ μ_{2^28}
  const u7 = squareTimes(u, DIGIT_BITS)
  const u14 = squareTimes(u7, DIGIT_BITS)
  const u21 = squareTimes(u14, DIGIT_BITS)
  const e0 = logOf(t, u21)
  if (e0 < 0 || (e0 & 1) === 1) return undefined
  const e1 = logOf(t, (u14 * inv[2]![e0]!) % P)
  if (e1 < 0) return undefined
  const e2 = logOf(t, (((u7 * inv[1]![e0]!) % P) * inv[2]![e1]!) % P)
  if (e2 < 0) return undefined
  const e3 = logOf(t, (((((u * inv[0]![e0]!) % P) * inv[1]![e1]!) % P) * inv[2]![e2]!) % P)
  if (e3 < 0) return undefined
  // e/2 in base 2^7 (e < 2^28 is even).
  const half = (e0 + (e1 << 7) + (e2 << 14) + (e3 << 21)) >>> 1
  const r0 = inv[0]![half & 127]!
  const r1 = inv[1]![(half >>> 7) & 127]!
  const r2 = inv[2]![(half >>> 14) & 127]!
  const r3 = inv[3]![(half >>> 21) & 127]!
  return (((((((x * r0) % P) * r1) % P) * r2) % P) * r3) % P
}
