/** Width-w non-adjacent form (wNAF) of a non-negative scalar (Hankerson, Menezes, Vanstone, algorithm 3.35), recoded a
 * window at a time on plain numbers instead of shifting the BigInt bit by bit. */

/** The wNAF digits of k ≥ 0 (width 2..8) in an array of `length` ≥ bit length of k + 1, least significant first (a
 * fixed length, so scalars sharing one Straus loop never read past an array's end). */
export function wnaf(k: bigint, width: number, length: number): Int8Array {
  const digits = new Int8Array(length)
  if (k === 0n) return digits
  const bits = k.toString(2)
  const n = bits.length
  if (length < n + 1) throw new RangeError(`wNAF of a ${n}-bit scalar needs ${n + 1} digits, got ${length}`)
  const bit = (i: number) => (i < n ? bits.charCodeAt(n - 1 - i) - 48 : 0)
  const half = 1 << (width - 1)
  const full = 1 << width
  let carry = 0
  let i = 0
  while (i <= n) {
    if (bit(i) === carry) {
      i++
      continue
    }
    let word = carry
    for (let j = 0; j < width; j++) word += bit(i + j) << j
    // word is odd here: bit(i) + carry is 1.
    carry = word >= half ? 1 : 0
    digits[i] = word - carry * full
    i += width
  }
  return digits
}

/** The number of bits of k ≥ 0 (0 for 0). */
export function bitLength(k: bigint): number {
  return k === 0n ? 0 : k.toString(2).length
}
