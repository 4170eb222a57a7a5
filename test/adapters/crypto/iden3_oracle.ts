/** @iden3/js-crypto (AGPL-3.0, a devDependency used only here) as the differential tests' reference verifier, run as a
 * wallet runs it (unpack key and signature, `verifyPoseidon`); anything it throws on counts as a rejection. */
import { PrivateKey, Poseidon, PublicKey, Signature } from "@iden3/js-crypto"

/** iden3's verdict on a signature (64 bytes R8 ‖ S) of `message` by the packed key (32 bytes). */
export function iden3Verify(message: bigint, publicKey: Uint8Array, signature: Uint8Array): boolean {
  try {
    // iden3's unpack clears the sign bit in the caller's buffer: pass copies.
    const key = PublicKey.newFromCompressed(publicKey.slice())
    const sig = Signature.newFromCompressed(signature.slice())
    return key.verifyPoseidon(message, sig)
  } catch {
    return false
  }
}

/** iden3's Poseidon of the elements, or undefined when it refuses them. */
export function iden3Poseidon(elements: ReadonlyArray<bigint>): bigint | undefined {
  try {
    return Poseidon.hash([...elements])
  } catch {
    return undefined
  }
}

/** iden3's verdict on a signature of Poseidon(elements). */
export function iden3VerifyElements(
  elements: ReadonlyArray<bigint>,
  publicKey: Uint8Array,
  signature: Uint8Array
): boolean {
  const message = iden3Poseidon(elements)
  return message !== undefined && iden3Verify(message, publicKey, signature)
}

/** iden3's packed public key and signature of `message` with a raw 32-byte private key (circomlib's deterministic scheme). */
export function iden3Sign(
  privateKey: Uint8Array,
  message: bigint
): { readonly publicKey: Uint8Array; readonly signature: Uint8Array } {
  const key = new PrivateKey(privateKey)
  return { publicKey: key.public().compress(), signature: key.signPoseidon(message).compress() }
}
