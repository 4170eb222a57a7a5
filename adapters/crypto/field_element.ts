/** Arithmetic in BabyJubJub's base field F_p (BN254's scalar field) on plain BigInt, values in [0, p) unless said; sums
 * may stay unreduced while non-negative ("lazy reduction"), since JS `%` keeps the dividend's sign. */
import { euclidWhile } from "./extended_euclid.ts"

/** p: the base field (BN254's scalar field). */
export const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n

/** a mod p for any integer a (also negative ones). */
export function mod(a: bigint): bigint {
  const r = a % P
  return r < 0n ? r + P : r
}

/** a⁻¹ mod p by the extended Euclidean algorithm (far cheaper than Fermat's a^(p−2)); 0 for a ≡ 0 (no inverse). */
export function invert(a: bigint): bigint {
  const { r0, t0 } = euclidWhile(P, mod(a), (r1) => r1 !== 0n)
  return r0 === 1n ? mod(t0) : 0n
}
