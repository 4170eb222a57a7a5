/** The crypto adapter: the SignatureVerifier and PoseidonHasher ports (BabyJubJub EdDSA-Poseidon in WebAssembly,
 * Ethereum recovery on noble), the signing helpers of the devnet and the wallet command, and the devnet's wallets. */
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as PoseidonCrypto from "./poseidon_hasher.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
