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
export function wnaf(k, width, length) {
    const digits = new Int8Array(length);
    if (k === 0n)
        return digits;
    const bits = k.toString(2);
    const n = bits.length;
    if (length < n + 1)
        throw new RangeError(`wNAF of a ${n}-bit scalar needs ${n + 1} digits, got ${length}`);
    const bit = (i) => (i < n ? bits.charCodeAt(n - 1 - i) - 48 : 0);
    const half = 1 << (width - 1);
    const full = 1 << width;
    let carry = 0;
    let i = 0;
    while (i <= n) {
        if (bit(i) === carry) {
            i++;
            continue;
        }
        let word = carry;
        for (let j = 0; j < width; j++)
            word += bit(i + j) << j;
        // word is odd here: bit(i) + carry is 1.
        carry = word >= half ? 1 : 0;
        digits[i] = word - carry * full;
        i += width;
    }
    return digits;
}
/** The number of bits of k ≥ 0 (0 for 0). */
export function bitLength(k) {
    return k === 0n ? 0 : k.toString(2).length;
}
