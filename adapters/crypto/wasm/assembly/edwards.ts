/**
 * BabyJubJub point arithmetic in extended twisted-Edwards coordinates (X : Y : Z : T), the same
 * formulas as the BigInt `edwards_extended.ts` (Hisil–Wong–Carter–Dawson 2008: dbl-2008-hwcd,
 * add-2008-hwcd; complete on this curve, so no exceptional cases), on Montgomery field elements.
 *
 * Layouts in memory (field elements of 36 bytes):
 * - a point: X, Y, Z, T (144 bytes); T may be stale after a doubling that did not ask for it;
 * - an entry (a point prepared for additions): x, y, z, x + y, y − x, d·t (216 bytes); z = 1 for
 *   an affine entry, whose additions skip one multiplication.
 * A negative digit adds the negated entry (−x, y) by swapping signs inside the formula.
 */
import { add as fadd, FE, mul, sub } from "./field"
import { copy, equal, isZero, ONE, ZERO } from "./field_codec"
import { invert } from "./power"

/** Bytes per point. */
export const POINT: usize = 4 * FE
/** Bytes per entry. */
export const ENTRY: usize = 6 * FE

/** a = 168700, Montgomery form. */
export const A = memory.data<u32>([508312566, 372417476, 251812227, 355712507, 513150927, 511140223, 325814653, 415355251, 184403])
/** d = 168696, Montgomery form. */
export const D = memory.data<u32>([508313244, 431346225, 386566133, 127115965, 520197991, 254074823, 224664544, 13565753, 2914328])

const TA = memory.data(36)
const TB = memory.data(36)
const TC = memory.data(36)
const TD = memory.data(36)
const TE = memory.data(36)
const TF = memory.data(36)
const TG = memory.data(36)
const TH = memory.data(36)
const TWICE = memory.data(4 * 36)
const TWICE_ENTRY = memory.data(6 * 36)
const SCRATCH_PREFIX = memory.data(512 * 36)

/** p ← (x, y) with T = x·y. */
export function fromAffine(p: usize, x: usize, y: usize): void {
  copy(p, x)
  copy(p + FE, y)
  copy(p + 2 * FE, ONE)
  mul(p + 3 * FE, x, y)
}

/** p ← the identity (0 : 1 : 1 : 0). */
export function setIdentity(p: usize): void {
  copy(p, ZERO)
  copy(p + FE, ONE)
  copy(p + 2 * FE, ONE)
  copy(p + 3 * FE, ZERO)
}

/** p ← (E·F : G·H : F·G : E·H) from the temporaries doubling and addition both end with; T only when `withT`. */
@inline
function finish(p: usize, withT: bool): void {
  mul(p, TE, TF)
  mul(p + FE, TG, TH)
  mul(p + 2 * FE, TF, TG)
  if (withT) mul(p + 3 * FE, TE, TH)
}

/** out ← a + b when `plus`, else a − b. */
@inline
function addOrSub(out: usize, a: usize, b: usize, plus: bool): void {
  if (plus) fadd(out, a, b)
  else sub(out, a, b)
}

/** p ← 2·p; T is computed only when `withT` (the next operation is an addition). */
export function double(p: usize, withT: bool): void {
  const X = p
  const Y = p + FE
  const Z = p + 2 * FE
  mul(TA, X, X)
  mul(TB, Y, Y)
  mul(TC, Z, Z)
  fadd(TC, TC, TC)
  fadd(TE, X, Y)
  mul(TE, TE, TE)
  sub(TE, TE, TA)
  sub(TE, TE, TB) // E = 2XY
  mul(TD, A, TA) // a·X²
  fadd(TG, TD, TB) // G = aX² + Y²
  sub(TF, TG, TC) // F = G − 2Z²
  sub(TH, TD, TB) // H = aX² − Y²
  finish(p, withT)
}

/** p ← p + e, or p − e when `negative`; T is left stale unless `withT`; `affine` when e.z = 1. */
export function addEntry(p: usize, e: usize, negative: bool, withT: bool, affine: bool): void {
  const X = p
  const Y = p + FE
  const Z = p + 2 * FE
  mul(TA, X, e)
  mul(TB, Y, e + FE)
  mul(TC, p + 3 * FE, e + 5 * FE)
  let z = Z
  if (!affine) {
    mul(TD, Z, e + 2 * FE)
    z = TD
  }
  // Adding (−x, y) negates A = X·x and C = T·d·t: each sum below takes them with the other sign.
  fadd(TE, X, Y)
  mul(TE, TE, negative ? e + 4 * FE : e + 3 * FE) // (X + Y)·(x + y), or (X + Y)·(y − x)
  addOrSub(TE, TE, TA, negative)
  sub(TE, TE, TB) // E = (X + Y)·(x + y) − A − B
  addOrSub(TF, z, TC, negative) // F = Z·z − C
  addOrSub(TG, z, TC, !negative) // G = Z·z + C
  mul(TH, A, TA)
  addOrSub(TH, TB, TH, negative) // H = B − a·A
  finish(p, withT)
}

/** The entry of a point (projective, with a valid T). */
export function entryOf(e: usize, p: usize): void {
  copy(e, p)
  copy(e + FE, p + FE)
  copy(e + 2 * FE, p + 2 * FE)
  fadd(e + 3 * FE, p, p + FE)
  sub(e + 4 * FE, p + FE, p)
  mul(e + 5 * FE, D, p + 3 * FE)
}

/** table[k] = the entry of (2k + 1)·p for k < count (p with a valid T); p is left as (2·count − 1)·p. */
export function oddMultiples(table: usize, p: usize, count: i32): void {
  entryOf(table, p)
  if (count == 1) return
  memory.copy(TWICE, p, POINT)
  double(TWICE, true)
  entryOf(TWICE_ENTRY, TWICE)
  for (let k: usize = 1; k < <usize>count; k++) {
    addEntry(p, TWICE_ENTRY, false, true, false)
    entryOf(table + k * ENTRY, p)
  }
}

/** Makes `count` (≤ 512) consecutive entries affine (z = 1) with one inversion (Montgomery's trick). */
export function toAffineEntries(table: usize, count: i32): void {
  copy(TA, ONE)
  for (let i: usize = 0; i < <usize>count; i++) {
    copy(SCRATCH_PREFIX + i * FE, TA)
    mul(TA, TA, table + i * ENTRY + 2 * FE)
  }
  invert(TB, TA)
  for (let i = count - 1; i >= 0; i--) {
    const e = table + <usize>i * ENTRY
    mul(TC, TB, SCRATCH_PREFIX + <usize>i * FE) // 1/z_i
    mul(TB, TB, e + 2 * FE)
    mul(e, e, TC)
    mul(e + FE, e + FE, TC)
    copy(e + 2 * FE, ONE)
    fadd(e + 3 * FE, e, e + FE)
    sub(e + 4 * FE, e + FE, e)
    mul(TD, e, e + FE)
    mul(e + 5 * FE, D, TD)
  }
}

/** Whether p is the identity: X = 0 and Y = Z. */
export function isIdentity(p: usize): bool {
  return isZero(p) && equal(p + FE, p + 2 * FE)
}

/** Whether p equals the affine point (x, y): X = x·Z and Y = y·Z. */
export function equalsAffine(p: usize, x: usize, y: usize): bool {
  mul(TA, x, p + 2 * FE)
  if (!equal(TA, p)) return false
  mul(TA, y, p + 2 * FE)
  return equal(TA, p + FE)
}
