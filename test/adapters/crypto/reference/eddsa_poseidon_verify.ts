/** The reference EdDSA-Poseidon verifier on @noble/curves and poseidon-lite: cofactorless S·B8 = R8 + 8·hm·A, rejecting
 * S ≥ l, non-canonical packings and small-order keys (stricter than the anchor's Go); malformed input is invalid. */
import type { BabyJubJubCheck } from "../../../../core/ports/signature_verifier.ts"
import { SUBGROUP_ORDER, babyJubJub, unpackPoint } from "./baby_jubjub.ts"
import { hexToBytes, littleEndianToBigInt } from "../../../../adapters/crypto/hex_bytes.ts"
import { poseidonHash } from "../../../../adapters/crypto/poseidon_hash.ts"

/** Whether `signature` (64 bytes: packed R8 ‖ S little-endian) is a valid EdDSA-Poseidon signature of `message` by `publicKey` (32 packed bytes). */
export function verifyEddsaPoseidon(message: bigint, publicKey: Uint8Array, signature: Uint8Array): boolean {
  if (signature.length !== 64) return false
  const A = unpackPoint(publicKey)
  if (A === undefined || A.isSmallOrder()) return false
  const R8 = unpackPoint(signature.subarray(0, 32))
  if (R8 === undefined) return false
  const S = littleEndianToBigInt(signature.subarray(32, 64))
  if (S >= SUBGROUP_ORDER) return false
  const r = R8.toAffine()
  const a = A.toAffine()
  const hm = poseidonHash([r.x, r.y, a.x, a.y, message])
  if (hm === undefined) return false
  const Point = babyJubJub()
  const left = Point.BASE.multiplyUnsafe(S)
  // 8·hm·A = (hm mod l)·(8·A): 8·A lies in the prime-order subgroup, so only hm mod l matters.
  const right = R8.add(A.clearCofactor().multiplyUnsafe(hm % SUBGROUP_ORDER))
  return left.equals(right)
}

/** A port-level check with this reference verifier (hex decoding, poseidon-lite, noble): the server's verifier before the fast one. */
export function verifyBabyJubJubReference(check: BabyJubJubCheck): boolean {
  const publicKey = hexToBytes(check.publicKey, 32)
  const signature = hexToBytes(check.signature, 64)
  if (publicKey === undefined || signature === undefined) return false
  const message = poseidonHash(check.elements)
  return message !== undefined && verifyEddsaPoseidon(message, publicKey, signature)
}
