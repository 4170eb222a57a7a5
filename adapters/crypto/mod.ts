/**
 * The crypto adapter: the SignatureVerifier port (`SignatureVerifierCrypto.layer`) and the pieces
 * it is made of — BabyJubJub points and their packing, Poseidon, EdDSA-Poseidon verification,
 * Ethereum signer recovery — plus signing helpers for the devnet and the client command
 * (EdDSA-Poseidon with raw BabyJubJub keys, secp256k1 digests). MIT/permissive libraries only.
 */
export * as BabyJubJub from "./baby_jubjub.ts"
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EddsaPoseidonVerify from "./eddsa_poseidon_verify.ts"
export * as EthereumRecover from "./ethereum_recover.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as Poseidon from "./poseidon_hash.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
