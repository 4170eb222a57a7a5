/** The crypto adapter: the SignatureVerifier port (BabyJubJub EdDSA-Poseidon in WebAssembly on worker threads, Ethereum
 * recovery on noble) and the devnet's and client's signing helpers. MIT/permissive libraries only. */
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
