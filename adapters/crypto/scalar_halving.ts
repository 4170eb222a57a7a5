/**
 * Half-size scalars for a verification equation (Pornin, "Optimized lattice basis reduction in
 * dimension 2, and fast Schnorr and EdDSA signature verification", ePrint 2020/454): for a
 * scalar k mod the prime l, find r and t with r ≡ t·k (mod l) and |r|, |t| ≈ √l, t odd.
 *
 * A check X = S·B − k·Q − R = 0 is then replaced by t·X = (t·S mod l)·B − r·Q − t·R = 0. Both
 * r and t have about 126 bits, so the doubling chain is half as long. The two checks are
 * equivalent on the whole curve (order 8·l): t is odd and 0 < |t| < l, so gcd(t, 8·l) = 1 and
 * t·X = 0 only for X = 0 — torsion components of R or Q are not lost.
 *
 * The pair comes from the extended Euclidean algorithm on (l, k), stopped at the first remainder
 * below 2^126: every remainder rᵢ satisfies rᵢ ≡ tᵢ·k (mod l) and |tᵢ| ≤ l / rᵢ₋₁. Consecutive tᵢ
 * are coprime and alternate in sign, so when tᵢ is even, tᵢ₋₁ is odd and so is tᵢ₋₁ + tᵢ (with
 * |tᵢ₋₁ + tᵢ| < l); the odd candidate with the shorter scalars is taken.
 */

const BOUND = 1n << 126n

/** A pair (r, t) with r ≡ t·k (mod l), t odd and positive, r of either sign. */
export interface HalfScalars {
  readonly r: bigint
  readonly t: bigint
}

/** |x|. */
function abs(x: bigint): bigint {
  return x < 0n ? -x : x
}

/** The larger of |r| and |t|. */
function size(c: HalfScalars): bigint {
  const r = abs(c.r)
  const t = abs(c.t)
  return r > t ? r : t
}

/** A short pair (r, t) for k in [0, l), l the prime modulus; t is odd and > 0. */
export function halfScalars(k: bigint, l: bigint): HalfScalars {
  let r0 = l
  let r1 = k
  let t0 = 0n
  let t1 = 1n
  while (r1 >= BOUND) {
    const q = r0 / r1
    const r2 = r0 - q * r1
    r0 = r1
    r1 = r2
    const t2 = t0 - q * t1
    t0 = t1
    t1 = t2
  }
  const candidates: Array<HalfScalars> = [{ r: r1, t: t1 }, { r: r0, t: t0 }, { r: r0 + r1, t: t0 + t1 }]
  let best: HalfScalars | undefined
  for (const c of candidates) {
    if ((c.t & 1n) === 0n) continue
    if (best === undefined || size(c) < size(best)) best = c
  }
  // t1 and t0 are coprime, so one of t1, t0, t0 + t1 is odd.
  if (best === undefined) throw new Error("halfScalars: no odd multiplier (unreachable)")
  return best.t < 0n ? { r: -best.r, t: -best.t } : best
}
