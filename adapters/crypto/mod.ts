/**
 * The crypto adapter: the SignatureVerifier port (`SignatureVerifierCrypto.layer`: BabyJubJub
 * EdDSA-Poseidon in WebAssembly on worker threads, Ethereum signer recovery on noble) and the
 * signing helpers of the devnet and the client command (`EddsaPoseidonSign` with raw BabyJubJub
 * keys, `EthereumSign` for secp256k1 digests; the devnet's documented wallets, `devnet_wallets.ts`,
 * derived with them). The verifier's parts stay internal to the folder;
 * the reference verifiers the tests and benchmarks compare it with live in
 * `test/adapters/crypto/reference/`. MIT/permissive libraries only.
 */
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
