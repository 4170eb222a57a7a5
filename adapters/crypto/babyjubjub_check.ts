/**
 * A port-level BabyJubJub check with the fast verifier, free of Effect so that it also runs in a
 * verifier worker thread (`verifier_worker.ts`): decode the key and signature hex, hash the
 * message elements (sparse Poseidon), look the key up in a `VerifyingKeyCache`, verify. Every
 * malformed input is an invalid signature; nothing here throws.
 */
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyWithKey } from "./eddsa_poseidon_fast.ts"
import { littleEndianHex } from "./packed_point.ts"
import { poseidonMessage } from "./poseidon_message.ts"
import type { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** Whether the check's signature is valid for Poseidon(elements) under its key, with keys looked up in (and added to) `cache`. */
export function verifyCheck(check: BabyJubJubCheck, cache: VerifyingKeyCache): boolean {
  const { publicKey, signature } = check
  if (publicKey.length !== 64 || signature.length !== 128) return false
  const packedKey = littleEndianHex(publicKey, 0, 32)
  const r8 = littleEndianHex(signature, 0, 32)
  const s = littleEndianHex(signature, 32, 32)
  if (packedKey === undefined || r8 === undefined || s === undefined) return false
  const message = poseidonMessage(check.elements)
  if (message === undefined) return false
  const key = cache.lookup(publicKey, packedKey)
  if (key === undefined || !verifyWithKey(message, key, r8, s)) return false
  cache.recordValid(publicKey)
  return true
}
