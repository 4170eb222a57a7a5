/**
 * Width-w non-adjacent form (wNAF) digits of a bit range of a 256-bit scalar, as the BigInt
 * `wnaf.ts` computes them (Hankerson–Menezes–Vanstone, algorithm 3.35, scanning a window at a
 * time with a carry): k = Σ dᵢ·2^i, every non-zero dᵢ odd with |dᵢ| < 2^(w−1), followed by at
 * least w − 1 zeros. Scalars are 32 big-endian bytes (how JS writes BigInts); digits are signed
 * bytes, least significant first, in an array of `length` positions.
 */

/** Bit `i` of the `bits`-bit range starting at bit `from` of a 32-byte big-endian scalar (0 beyond the range). */
@inline
function bitAt(scalar: usize, from: i32, bits: i32, i: i32): i32 {
  if (i >= bits) return 0
  const b = from + i
  return (<i32>load<u8>(scalar + 31 - <usize>(b >> 3)) >> (b & 7)) & 1
}

/** Writes the wNAF digits (width 2..8) of bits [from, from + bits) of `scalar` into `length` ≥ bits + 1 signed bytes at `out`. */
export function wnafBits(out: usize, scalar: usize, from: i32, bits: i32, width: i32, length: i32): void {
  memory.fill(out, 0, <usize>length)
  const half = 1 << (width - 1)
  const full = 1 << width
  let carry = 0
  let i = 0
  while (i <= bits) {
    if (bitAt(scalar, from, bits, i) == carry) {
      i++
      continue
    }
    let word = carry
    for (let j = 0; j < width; j++) word += bitAt(scalar, from, bits, i + j) << j
    carry = word >= half ? 1 : 0
    store<i8>(out + <usize>i, <i8>(word - carry * full))
    i += width
  }
}
