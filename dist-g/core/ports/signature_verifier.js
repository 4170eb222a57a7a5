/**
 * Signature checks the core cannot do with `effect` alone: BabyJubJub EdDSA over a Poseidon hash
 * (Poseidon's constants and the curve arithmetic live in `adapters/crypto`) and secp256k1 public
 * key recovery. The core computes what is signed (`core/signing/`).
 */
import { Context } from "effect";
/** Verifies signatures. */
export class SignatureVerifier extends Context.Service()("zk-api/ports/SignatureVerifier") {
}
