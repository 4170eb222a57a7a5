/** A port-level BabyJubJub check with the WebAssembly verifier and a `VerifyingKeyCache`, free of Effect so it also
 * runs in a verifier worker thread. Every malformed input is an invalid signature; nothing here throws. */
import type { BabyJubJubCheck } from "../../core/ports/signature_verifier.ts"
import { verifyElements } from "./eddsa_poseidon_wasm.ts"
import type { VerifyingKeyCache } from "./verifying_key_cache.ts"

/** Whether the check's signature is valid for Poseidon(elements) under its key, with keys looked up in (and added to) `cache`. */
export function verifyCheck(check: BabyJubJubCheck, cache: VerifyingKeyCache): boolean {
  const { publicKey, signature } = check
  if (publicKey.length !== 64 || signature.length !== 128) return false
  const key = cache.lookup(publicKey)
  if (key === undefined || !verifyElements(check.elements, key, signature)) return false
  cache.recordValid(publicKey)
  return true
}
