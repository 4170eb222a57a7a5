/** circomlib's 32-byte point packing on BigInt: y little-endian in bits 0..254, bit 255 set iff x > (p − 1)/2. The
 * server decodes packings in WebAssembly. */
import { P } from "./field_element.ts"

const HALF = (P - 1n) / 2n
const SIGN_BIT = 1n << 255n

/** An affine point. */
export interface AffinePoint {
  readonly x: bigint
  readonly y: bigint
}

/** The packing of an affine point as a 256-bit little-endian integer. */
export function packAffine(point: AffinePoint): bigint {
  return point.x > HALF ? point.y | SIGN_BIT : point.y
}

/** The integer of `bytes` hex characters-pairs of `hex` from byte `start`, read little-endian; undefined on a non-hex character. */
export function littleEndianHex(hex: string, start: number, bytes: number): bigint | undefined {
  let reversed = ""
  for (let i = start + bytes - 1; i >= start; i--) reversed += hex.slice(2 * i, 2 * i + 2)
  if (reversed.length !== 2 * bytes || !/^[0-9a-fA-F]+$/.test(reversed)) return undefined
  return BigInt("0x" + reversed)
}
