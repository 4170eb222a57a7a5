/**
 * The reference EdDSA-Poseidon verifier on @noble/curves and poseidon-lite (slow and simple): the
 * server's first verifier, kept as a second, independent implementation for the differential
 * tests and as the "before" side of the benchmarks.
 *
 * EdDSA-Poseidon verification on BabyJubJub, the check the anchor runs on every L2 transaction
 * (`docs/api.md`): unpack the signer's key A and the signature's R8, take the signed
 * message msg, hm = Poseidon(R8.x, R8.y, A.x, A.y, msg), and accept iff S·B8 = R8 + 8·hm·A, the
 * cofactorless equation over the whole curve (so an R8 with a torsion component is rejected, as
 * by iden3). Every malformed input is simply invalid: nothing here throws.
 *
 * Where we are stricter than the anchor's pinned Go library (documented decisions):
 * - S ≥ l (the subgroup order) is rejected. Go reduces nothing and would accept S + k·l; circomlib,
 *   iden3's JS and zk-kit reject it, and so does the circuit's verifier, so such a transaction
 *   could never be forged anyway. This also makes signatures non-malleable in S.
 * - Non-canonical point packings are rejected (see `baby_jubjub.ts`): y ≥ p as Go does, and the
 *   sign bit on a point with x = 0, which Go ignores.
 * - Keys of small order (8·A = identity: the identity, (0, −1), the order-4 points such as the
 *   all-zero "empty" key) are rejected. For them 8·hm·A vanishes, so anyone could "sign" for them
 *   with R8 = S·B8; no honestly derived key has small order.
 * Keys with a torsion component but a non-zero prime-order part are accepted, as by the anchor
 * (8·A removes the torsion, only the key's owner can sign).
 */
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
