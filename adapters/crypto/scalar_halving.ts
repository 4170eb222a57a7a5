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
 * below 2^126: every remainder rᵢ satisfies rᵢ ≡ tᵢ·k (mod l) and |tᵢ| ≤ l / rᵢ₋₁. When that tᵢ is
 * even, an odd one is found on the segment between the previous pair and the next (see below);
 * some k then need a few more bits, which costs time, never
 * correctness: |t| < l and t odd always hold.
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
  // biome-ignore lint/complexity/useMathMinMax: Math.max takes no bigints
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
  // t1 odd: (r1, t1) is short in both coordinates. t1 even: t0 is odd (consecutive tᵢ are
  // coprime), and so is every t0 − b·t1; along b = 0..q (q the next quotient) |r0 − b·r1|
  // shrinks while |t0 − b·t1| = |t0| + b·|t1| grows (tᵢ alternate in sign), so take the b that
  // balances the two.
  if ((t1 & 1n) === 1n) return t1 < 0n ? { r: -r1, t: -t1 } : { r: r1, t: t1 }
  const t0Abs = abs(t0)
  const q = r1 === 0n ? 0n : r0 / r1
  const balanced = r0 > t0Abs ? (r0 - t0Abs) / (r1 + abs(t1)) : 0n
  let best: HalfScalars | undefined
  for (const b of [0n, balanced, balanced + 1n, q]) {
    if (b < 0n || b > q) continue
    const c = { r: r0 - b * r1, t: t0 - b * t1 }
    // |t| < l keeps t·X = 0 equivalent to X = 0 (b = q can reach t = ±l when r1 = 1).
    if (abs(c.t) >= l) continue
    if (best === undefined || size(c) < size(best)) best = c
  }
  if (best === undefined || (best.t & 1n) === 0n) throw new Error("halfScalars: no odd multiplier (unreachable)")
  return best.t < 0n ? { r: -best.r, t: -best.t } : best
}
