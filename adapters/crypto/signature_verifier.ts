/**
 * The SignatureVerifier port on permissively licensed code: BabyJubJub EdDSA-Poseidon with our
 * own fast verifier (`eddsa_poseidon_fast.ts`: extended coordinates, B8 tables, half-size and
 * split scalars, sparse Poseidon) and a per-process LRU of decoded sender keys
 * (`verifying_key_cache.ts`), and Ethereum signer recovery (`ethereum_recover.ts`, noble). Every
 * malformed input is an invalid signature (false / none), never a failure or a defect. The work
 * is synchronous CPU: ≈ 1 ms per BabyJubJub check (`bench/RESULTS.md`).
 *
 * Accept/reject behaviour: that of @iden3/js-crypto's `verifyPoseidon` (the JS port of the
 * anchor's library; a dev-only test oracle) after unpacking with its `unpackPoint`, with one
 * documented difference. Decisions, as checked by `test/adapters/crypto/differential.test.ts`:
 * - S ≥ l (the subgroup order) is rejected, as by iden3's JS, circomlib and the circuit (which
 *   could never prove such a transaction). The anchor's pinned Go `VerifyPoseidon` would accept
 *   S + k·l; rejecting it also makes signatures non-malleable in S.
 * - Packings: y ≥ p is rejected (Go rejects it too; iden3 rejects y > p and fails on y = p),
 *   and so is x = 0 (y = ±1: the identity and (0, −1), both signs), by iden3's Legendre test.
 *   Every other accepted packing is canonical (the sign bit is meaningful when x ≠ 0).
 * - Small-order keys (8·A = 0: the order-4 points with y = 0 — the all-zero "empty" key — and
 *   the four points of order 8) are rejected. Here iden3's JS differs: it accepts any R8 = S·B8
 *   for them, since 8·h·A vanishes, so anyone could sign for such a key. circomlib's
 *   EdDSAPoseidonVerifier rejects them (it requires (8·A).x ≠ 0), so no such transaction could
 *   be forged anyway.
 * - Keys with a torsion component but a non-zero prime-order part are accepted when the equation
 *   holds (only the key's owner can sign); an R8 with a torsion component is rejected (the
 *   equation is cofactorless), both as iden3 does.
 * - The message elements must be 1..6 field elements (0 ≤ x < p), as Go's Poseidon requires.
 */
import { Effect, Layer } from "effect"
import { type BabyJubJubCheck, SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import { verifyWithKey } from "./eddsa_poseidon_fast.ts"
import { recoverEthereumSigner } from "./ethereum_recover.ts"
import { littleEndianHex } from "./packed_point.ts"
import { poseidonMessage } from "./poseidon_message.ts"
import { VerifyingKeyCache } from "./verifying_key_cache.ts"

let defaultCache: VerifyingKeyCache | undefined

/** The process-wide key cache used by `verifyBabyJubJub` and `layer` (created on first use). */
export function sharedKeyCache(): VerifyingKeyCache {
  if (defaultCache === undefined) defaultCache = new VerifyingKeyCache()
  return defaultCache
}

/** `check` verified with keys looked up in (and added to) `cache`. */
export function verifyBabyJubJubCached(check: BabyJubJubCheck, cache: VerifyingKeyCache): boolean {
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

/** Whether the check's signature is valid for Poseidon(elements) under its key; false for any malformed part. */
export function verifyBabyJubJub(check: BabyJubJubCheck): boolean {
  return verifyBabyJubJubCached(check, sharedKeyCache())
}

/** The SignatureVerifier port over the fast BabyJubJub verifier and noble's secp256k1. */
export const layer: Layer.Layer<SignatureVerifier> = Layer.succeed(
  SignatureVerifier,
  SignatureVerifier.of({
    verifyBabyJubJub: (check) => Effect.sync(() => verifyBabyJubJub(check)),
    recoverEthereumSigner: (digest, signature) => Effect.sync(() => recoverEthereumSigner(digest, signature))
  })
)
