/**
 * Width-w non-adjacent form (wNAF) of a non-negative scalar: k = Σ dᵢ·2^i with every non-zero dᵢ
 * odd, |dᵢ| < 2^(w−1), and at least w − 1 zeros after each non-zero digit (Hankerson, Menezes,
 * Vanstone, "Guide to Elliptic Curve Cryptography", algorithm 3.35). The recoding scans the
 * binary string with plain numbers (a window at a time, carrying into the next window) instead of
 * shifting the BigInt bit by bit.
 *
 * Digits come in a fixed-length Int8Array so that several scalars share one Straus loop without
 * reading past an array's end.
 */
/** The wNAF digits of k ≥ 0 (width 2..8) in an array of `length` ≥ bit length of k + 1, least significant first. */
export declare function wnaf(k: bigint, width: number, length: number): Int8Array;
/** The number of bits of k ≥ 0 (0 for 0). */
export declare function bitLength(k: bigint): number;
