/**
 * BabyJubJub point arithmetic in extended twisted-Edwards coordinates (X : Y : Z : T), x = X/Z,
 * y = Y/Z, T = X·Y/Z (Hisil, Wong, Carter, Dawson, "Twisted Edwards curves revisited",
 * ASIACRYPT 2008), on plain BigInt, for the fast verifier.
 *
 * - Doubling is dbl-2008-hwcd (4 squarings, 4 multiplications, one by the small a = 168700); T is
 *   computed only when the next operation is an addition.
 * - Addition is add-2008-hwcd with the second point precomputed as an entry (x, y, x + y, y − x,
 *   d·T): 8 multiplications, 7 for an affine entry (Z = 1). A negative digit adds the negated
 *   entry (−x, y) by swapping signs in the formula, so tables hold only positive multiples.
 * - Both formulas are complete on this curve (a is a square and d is not), so no input is an
 *   exceptional case: the identity, torsion points and equal operands all give the group law.
 * - Lazy reduction: products are reduced with `%`; sums are left unreduced but always ≥ 0 (JS `%`
 *   keeps the dividend's sign), written as x + k·p − y where y < k·p.
 */
import { invert, P } from "./field_element.ts"

/** The curve coefficient a. */
export const A_COEFF = 168700n
/** The curve coefficient d. */
export const D_COEFF = 168696n

const TWO_P = 2n * P
const A_P = A_COEFF * P

/** A precomputed point to add: affine when z = 1 (then `affine` is true and z is not used). */
export interface Entry {
  readonly x: bigint
  readonly y: bigint
  readonly z: bigint
  /** x + y. */
  readonly sum: bigint
  /** y − x (+ p, non-negative). */
  readonly diff: bigint
  /** d·T (d·x·y for an affine entry), reduced. */
  readonly u: bigint
  readonly affine: boolean
}

/** A mutable point in extended coordinates, every coordinate reduced. */
export interface Extended {
  X: bigint
  Y: bigint
  Z: bigint
  T: bigint
}

/** The identity (0 : 1 : 1 : 0). */
export function identity(): Extended {
  return { X: 0n, Y: 1n, Z: 1n, T: 0n }
}

/** The extended form of an affine point (x, y). */
export function fromAffine(x: bigint, y: bigint): Extended {
  return { X: x, Y: y, Z: 1n, T: (x * y) % P }
}

/** A copy of a point. */
export function copy(p: Extended): Extended {
  return { X: p.X, Y: p.Y, Z: p.Z, T: p.T }
}

/** p ← 2·p; T is left stale unless `withT` (the next operation is then an addition). */
export function double(p: Extended, withT: boolean): void {
  const X = p.X
  const Y = p.Y
  const a = (X * X) % P
  const b = (Y * Y) % P
  const zz = (p.Z * p.Z) % P
  const s = X + Y
  const e = (s * s - a - b) % P // (X+Y)² ≥ X² + Y² ≥ a + b
  const d = A_COEFF * a
  const g = d + b
  const f = g + TWO_P - 2n * zz
  const h = d + P - b
  p.X = (e * f) % P
  p.Y = (g * h) % P
  p.Z = (f * g) % P
  if (withT) p.T = (e * h) % P
}

/** p ← p + e (or p − e when `negative`); T is left stale when `withT` is false (the next operation is a doubling). */
export function add(p: Extended, e: Entry, negative: boolean, withT = true): void {
  const X = p.X
  const Y = p.Y
  const a = (X * e.x) % P
  const b = (Y * e.y) % P
  const c = (p.T * e.u) % P
  const z = e.affine ? p.Z : (p.Z * e.z) % P
  let ee: bigint
  let f: bigint
  let g: bigint
  let h: bigint
  if (negative) {
    // Adding (−x, y): A and C change sign.
    ee = ((X + Y) * e.diff + a + P - b) % P
    f = z + c
    g = z + P - c
    h = b + A_COEFF * a
  } else {
    ee = ((X + Y) * e.sum + TWO_P - a - b) % P
    f = z + P - c
    g = z + c
    h = b + A_P - A_COEFF * a
  }
  p.X = (ee * f) % P
  p.Y = (g * h) % P
  p.Z = (f * g) % P
  if (withT) p.T = (ee * h) % P
}

/** The entry of a point for `add`, kept projective (no inversion). */
export function projectiveEntry(p: Extended): Entry {
  return { x: p.X, y: p.Y, z: p.Z, sum: p.X + p.Y, diff: p.Y + P - p.X, u: (D_COEFF * p.T) % P, affine: false }
}

/** The affine entry of (x, y). */
export function affineEntry(x: bigint, y: bigint): Entry {
  return { x, y, z: 1n, sum: x + y, diff: y + P - x, u: (((D_COEFF * x) % P) * y) % P, affine: true }
}

/** The affine coordinates of many points with one inversion (Montgomery's trick). */
export function toAffineAll(points: ReadonlyArray<Extended>): Array<{ readonly x: bigint; readonly y: bigint }> {
  const n = points.length
  const prefix = new Array<bigint>(n)
  let acc = 1n
  for (let i = 0; i < n; i++) {
    prefix[i] = acc
    acc = (acc * points[i]!.Z) % P
  }
  let inv = invert(acc)
  const out = new Array<{ readonly x: bigint; readonly y: bigint }>(n)
  for (let i = n - 1; i >= 0; i--) {
    const p = points[i]!
    const zi = (inv * prefix[i]!) % P
    inv = (inv * p.Z) % P
    out[i] = { x: (p.X * zi) % P, y: (p.Y * zi) % P }
  }
  return out
}

/** The affine coordinates of one point. */
export function toAffine(p: Extended): { readonly x: bigint; readonly y: bigint } {
  const zi = invert(p.Z)
  return { x: (p.X * zi) % P, y: (p.Y * zi) % P }
}

/** Whether p is the identity (X = 0 and Y = Z). */
export function isIdentity(p: Extended): boolean {
  return p.X % P === 0n && (p.Y - p.Z) % P === 0n
}

/** Whether p equals the affine point (x, y): X = x·Z and Y = y·Z. */
export function equalsAffine(p: Extended, x: bigint, y: bigint): boolean {
  return (x * p.Z - p.X) % P === 0n && (y * p.Z - p.Y) % P === 0n
}

/** The entries of P, 3P, 5P, …, (2^(width−1) − 1)·P for wNAF digits of `width`, projective. */
export function oddMultiples(base: Extended, width: number): Array<Extended> {
  const count = 1 << (width - 2)
  const out: Array<Extended> = [copy(base)]
  if (count === 1) return out
  const twice = copy(base)
  double(twice, true)
  const twiceEntry = projectiveEntry(twice)
  for (let k = 1; k < count; k++) {
    const next = copy(out[k - 1]!)
    add(next, twiceEntry, false)
    out.push(next)
  }
  return out
}
