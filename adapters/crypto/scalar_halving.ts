/** Half-size scalars (Pornin, ePrint 2020/454): for k mod the prime l, r ≡ t·k (mod l) with |r|, |t| ≈ √l and t odd, so
 * S·B − k·Q − R = 0 becomes (t·S mod l)·B − r·Q − t·R = 0 on a doubling chain half as long. */
import { euclidWhile } from "./extended_euclid.ts"

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

/** A short pair (r, t) for k in [0, l), l the prime modulus; t is odd and > 0. t odd and |t| < l give gcd(t, 8·l) = 1,
 * so t·X = 0 only for X = 0 on the whole curve: torsion components of R or Q are not lost. */
export function halfScalars(k: bigint, l: bigint): HalfScalars {
  const { r0, r1, t0, t1 } = euclidWhile(l, k, (r) => r >= BOUND)
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
