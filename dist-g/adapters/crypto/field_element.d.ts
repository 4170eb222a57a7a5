/**
 * Arithmetic in the BabyJubJub base field F_p (p = BN254's scalar field) on plain BigInt, for
 * the signer's point arithmetic and the Poseidon constants. Values are BigInts in [0, p) unless a
 * function says otherwise; callers may keep sums unreduced ("lazy reduction") as long as they
 * stay non-negative, because JS `%` keeps the sign of the dividend.
 *
 * Inversion is the extended Euclidean algorithm on BigInt, much cheaper than Fermat's a^(p−2)
 * (≈ 300 modular multiplications).
 */
/** p: the base field (BN254's scalar field). */
export declare const P = 21888242871839275222246405745257275088548364400416034343698204186575808495617n;
/** a mod p for any integer a (also negative ones). */
export declare function mod(a: bigint): bigint;
/** a⁻¹ mod p by the extended Euclidean algorithm; 0 for a ≡ 0 (no inverse). */
export declare function invert(a: bigint): bigint;
