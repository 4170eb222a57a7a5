/**
 * The SignatureVerifier port on permissively licensed libraries: BabyJubJub EdDSA-Poseidon
 * (`eddsa_poseidon_verify.ts`, noble + poseidon-lite) and Ethereum signer recovery
 * (`ethereum_recover.ts`, noble). Every malformed input is an invalid signature (false / none),
 * never a failure or a defect. The work is synchronous CPU (≈ a few ms per BabyJubJub check).
 */
import { Effect, Layer } from "effect"
import { type BabyJubJubCheck, SignatureVerifier } from "../../core/ports/signature_verifier.ts"
import { verifyEddsaPoseidon } from "./eddsa_poseidon_verify.ts"
import { recoverEthereumSigner } from "./ethereum_recover.ts"
import { hexToBytes } from "./hex_bytes.ts"
import { poseidonHash } from "./poseidon_hash.ts"

/** Whether the check's signature is valid for Poseidon(elements) under its key; false for any malformed part. */
export function verifyBabyJubJub(check: BabyJubJubCheck): boolean {
  const publicKey = hexToBytes(check.publicKey, 32)
  const signature = hexToBytes(check.signature, 64)
  if (publicKey === undefined || signature === undefined) return false
  const message = poseidonHash(check.elements)
  return message !== undefined && verifyEddsaPoseidon(message, publicKey, signature)
}

/** The SignatureVerifier port over noble and poseidon-lite. */
export const layer: Layer.Layer<SignatureVerifier> = Layer.succeed(
  SignatureVerifier,
  SignatureVerifier.of({
    verifyBabyJubJub: (check) => Effect.sync(() => verifyBabyJubJub(check)),
    recoverEthereumSigner: (digest, signature) => Effect.sync(() => recoverEthereumSigner(digest, signature))
  })
)
