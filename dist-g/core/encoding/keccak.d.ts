/**
 * Keccak-256 (the pre-NIST padding used by Ethereum), used by EIP-55 checksums and TxIDs.
 *
 * Written by hand because core may import only `effect`, which ships no Keccak; the algorithm is
 * small and fixed (FIPS 202 permutation, rate 136 bytes, domain byte 0x01). It is differentially
 * tested against @noble/hashes in test/core/encoding/keccak.test.ts.
 */
/** Keccak-256 digest (32 bytes) of `data`. */
export declare function keccak256(data: Uint8Array): Uint8Array;
