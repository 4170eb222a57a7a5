/** The extended Euclidean algorithm on BigInt, stopped where its caller needs it: to the end for an inverse
 * (`field_element.ts`), at half size for short scalars (`scalar_halving.ts`). */

/** Two consecutive remainders of the algorithm on (a, b) and their coefficients of b: r0 ≡ t0·b and r1 ≡ t1·b (mod a). */
export interface EuclidStep {
  readonly r0: bigint
  readonly r1: bigint
  readonly t0: bigint
  readonly t1: bigint
}

/** The algorithm's remainders of (a, b), from (a, b) on, stepped while `going(r1)` holds. */
export function euclidWhile(a: bigint, b: bigint, going: (r1: bigint) => boolean): EuclidStep {
  let r0 = a
  let r1 = b
  let t0 = 0n
  let t1 = 1n
  while (going(r1)) {
    const q = r0 / r1
    const r2 = r0 - q * r1
    r0 = r1
    r1 = r2
    const t2 = t0 - q * t1
    t0 = t1
    t1 = t2
  }
  return { r0, r1, t0, t1 }
}
