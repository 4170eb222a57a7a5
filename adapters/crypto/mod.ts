/** The crypto adapter: the SignatureVerifier port (BabyJubJub EdDSA-Poseidon in WebAssembly, Ethereum recovery on
 * noble), the signing helpers of the devnet and the wallet command, and the devnet's documented wallets. */
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
