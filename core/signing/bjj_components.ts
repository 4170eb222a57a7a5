/** The sign and Y of a packed BabyJubJub key (little-endian), and the big-endian bytes EIP-712 authorizations sign. */
import { type BjjKey, bjjBytes, bjjFromBytes } from "../domain/bjj.ts"

/** 2^255: the sign bit of a packed key read little-endian. */
const SIGN_BIT = 1n << 255n

/** The packed key as a little-endian 256-bit integer. */
export function bjjPackedValue(key: BjjKey): bigint {
  // The key is 64 hex characters of bytes b0..b31; little-endian means b31 is the most significant.
  let reversed = ""
  for (let i = 62; i >= 0; i -= 2) reversed += key.slice(i, i + 2)
  return BigInt("0x" + reversed)
}

/** Whether the sign bit (X > (p − 1)/2) of the packed key is set. */
export function bjjSign(key: BjjKey): boolean {
  return (bjjPackedValue(key) & SIGN_BIT) !== 0n
}

/** Y of the packed key: the little-endian value with the sign bit cleared (not checked against the field). */
export function bjjY(key: BjjKey): bigint {
  return bjjPackedValue(key) & (SIGN_BIT - 1n)
}

/** The packed key with the given sign and Y (Y must be below 2^255). */
export function bjjFromSignAndY(sign: boolean, y: bigint): BjjKey {
  const value = (sign ? SIGN_BIT : 0n) | (y & (SIGN_BIT - 1n))
  const bytes = new Uint8Array(32)
  let v = value
  for (let i = 0; i < 32; i++) {
    bytes[i] = Number(v & 0xffn)
    v >>= 8n
  }
  return bjjFromBytes(bytes)
}

/** The 32 packed bytes in reverse order (big-endian): the `BJJKey` of EIP-712 authorizations. */
export function bjjBigEndianBytes(key: BjjKey): Uint8Array {
  return bjjBytes(key).reverse()
}
