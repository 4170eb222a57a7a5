/** Signing with a raw 32-byte BabyJubJub key, for the devnet and the client command (never the server's checks):
 * circomlib's EdDSA-Poseidon byte for byte as iden3 and the JS client sign, multiplied with the fixed-base tables. */
import { blake512 } from "@noble/hashes/blake1.js"
import { type BjjKey, bjjFromBytes } from "../../core/domain/bjj.ts"
import { type BjjSignature, BjjSignatureValue } from "../../core/domain/pool_transaction.ts"
import { base8Multiply } from "./base8_multiply.ts"
import { SUBGROUP_ORDER } from "./edwards_extended.ts"
import { bigIntToLittleEndian, bytesToHex, littleEndianToBigInt } from "./hex_bytes.ts"
import { packAffine } from "./packed_point.ts"
import { poseidonHash } from "./poseidon_hash.ts"

/** Throws unless `privateKey` is 32 bytes (a programming error of the caller). */
function assertPrivateKey(privateKey: Uint8Array): void {
  if (privateKey.length !== 32) throw new RangeError(`a BabyJubJub private key is 32 bytes, got ${privateKey.length}`)
}

/** circomlib's secret scalar s of a raw private key: BLAKE-512's first half (the SHA-3 finalist BLAKE, not BLAKE2),
 * pruned, little-endian (a multiple of 8). */
export function secretScalar(privateKey: Uint8Array): bigint {
  assertPrivateKey(privateKey)
  const half = blake512(privateKey).slice(0, 32)
  half[0] = half[0]! & 248
  half[31] = (half[31]! & 127) | 64
  return littleEndianToBigInt(half)
}

/** The packed public key (s >> 3)·B8 of a raw 32-byte BabyJubJub private key. */
export function bjjPublicKeyOf(privateKey: Uint8Array): BjjKey {
  return bjjFromBytes(bigIntToLittleEndian(packAffine(base8Multiply(secretScalar(privateKey) >> 3n)), 32))
}

/** The compressed signature (packed R8 ‖ S little-endian, 128 hex) of the message `message` (a field element). */
export function signMessage(privateKey: Uint8Array, message: bigint): BjjSignature {
  assertPrivateKey(privateKey)
  const h = blake512(privateKey)
  const s = secretScalar(privateKey)
  const A = base8Multiply(s >> 3n)
  const nonceInput = new Uint8Array(64)
  nonceInput.set(h.subarray(32, 64), 0)
  nonceInput.set(bigIntToLittleEndian(message, 32), 32)
  const r = littleEndianToBigInt(blake512(nonceInput)) % SUBGROUP_ORDER
  const R8 = base8Multiply(r)
  const hm = poseidonHash([R8.x, R8.y, A.x, A.y, message])
  if (hm === undefined) throw new RangeError("the message is not a field element")
  const S = (r + hm * s) % SUBGROUP_ORDER
  const out = new Uint8Array(64)
  out.set(bigIntToLittleEndian(packAffine(R8), 32), 0)
  out.set(bigIntToLittleEndian(S, 32), 32)
  return BjjSignatureValue.make(bytesToHex(out))
}

/**
 * The compressed signature of Poseidon(elements) — for an L2 transaction, the six elements of
 * `l2TransactionMessage` — with a raw 32-byte private key. Throws a RangeError for a key that is
 * not 32 bytes or elements that are not 1..6 field elements.
 */
export function signElements(privateKey: Uint8Array, elements: ReadonlyArray<bigint>): BjjSignature {
  const message = poseidonHash(elements)
  if (message === undefined) throw new RangeError("expected 1..6 field elements to sign")
  return signMessage(privateKey, message)
}
