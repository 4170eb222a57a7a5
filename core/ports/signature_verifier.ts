/** Signature checks the core cannot do with `effect` alone: BabyJubJub EdDSA over a Poseidon hash, and secp256k1 public
 * key recovery; the core computes what is signed. */
import { Context, type Effect, type Option } from "effect"
import type { EthSignature } from "../domain/account_authorization.ts"
import type { BjjKey } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { BjjSignature } from "../domain/pool_transaction.ts"

/** A BabyJubJub EdDSA-Poseidon signature to check. */
export interface BabyJubJubCheck {
  /** The field elements whose Poseidon hash is the signed message (6 for an L2 transaction). */
  readonly elements: ReadonlyArray<bigint>
  /** The signer's compressed public key. */
  readonly publicKey: BjjKey
  /** The compressed signature R8 ‖ S. */
  readonly signature: BjjSignature
}

/** Verifies signatures. */
export class SignatureVerifier extends Context.Service<
  SignatureVerifier,
  {
    /** Whether the signature is valid for Poseidon(elements) under the key; malformed inputs are invalid. */
    readonly verifyBabyJubJub: (check: BabyJubJubCheck) => Effect.Effect<boolean>
    /** The address whose key signed the 32-byte digest (v = 27 or 28), or none when it cannot be recovered. */
    readonly recoverEthereumSigner: (
      digest: Uint8Array,
      signature: EthSignature
    ) => Effect.Effect<Option.Option<EthAddress>>
  }
>()("zk-api/ports/SignatureVerifier") {}
