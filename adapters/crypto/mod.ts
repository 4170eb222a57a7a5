/**
 * The crypto adapter: the SignatureVerifier port (`SignatureVerifierCrypto.layer`) and the pieces
 * it is made of — the BabyJubJub EdDSA-Poseidon verifier in WebAssembly (`EddsaPoseidonWasm`,
 * `WasmVerifier`; AssemblyScript sources in `wasm/assembly/`) and its BigInt predecessor (field,
 * points, tables, sparse Poseidon; the benchmark's baseline), the key cache, the reference noble
 * verifier, BabyJubJub packing, Poseidon, Ethereum
 * signer recovery — plus signing helpers for the devnet and the client command (EdDSA-Poseidon
 * with raw BabyJubJub keys, secp256k1 digests). MIT/permissive libraries only.
 */
export * as BabyJubJub from "./baby_jubjub.ts"
export * as BabyJubJubCheck from "./babyjubjub_check.ts"
export * as Base8Multiply from "./base8_multiply.ts"
export * as EddsaPoseidonFast from "./eddsa_poseidon_fast.ts"
export * as EddsaPoseidonSign from "./eddsa_poseidon_sign.ts"
export * as EddsaPoseidonVerify from "./eddsa_poseidon_verify.ts"
export * as EddsaPoseidonWasm from "./eddsa_poseidon_wasm.ts"
export * as EdwardsExtended from "./edwards_extended.ts"
export * as EthereumRecover from "./ethereum_recover.ts"
export * as EthereumSign from "./ethereum_sign.ts"
export * as FieldElement from "./field_element.ts"
export * as FieldSquareRoot from "./field_square_root.ts"
export * as PackedPoint from "./packed_point.ts"
export * as Poseidon from "./poseidon_hash.ts"
export * as PoseidonMessage from "./poseidon_message.ts"
export * as PoseidonSparse from "./poseidon_sparse.ts"
export * as ScalarHalving from "./scalar_halving.ts"
export * as SignatureVerifierCrypto from "./signature_verifier.ts"
export * as SplitScalarTables from "./split_scalar_tables.ts"
export * as VerifyingKeyCache from "./verifying_key_cache.ts"
export * as Wnaf from "./wnaf.ts"
export * as VerifierPool from "./verifier_pool.ts"
export * as WasmVerifier from "./wasm_verifier.ts"
