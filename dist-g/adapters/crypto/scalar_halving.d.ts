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
 * about 1 k in 6 then needs a few more bits (up to ≈ 140 in 10^5 trials), which costs time, never
 * correctness: |t| < l and t odd always hold.
 */
/** A pair (r, t) with r ≡ t·k (mod l), t odd and positive, r of either sign. */
export interface HalfScalars {
    readonly r: bigint;
    readonly t: bigint;
}
/** A short pair (r, t) for k in [0, l), l the prime modulus; t is odd and > 0. */
export declare function halfScalars(k: bigint, l: bigint): HalfScalars;
