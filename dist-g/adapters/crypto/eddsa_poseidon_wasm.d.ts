/** A signer's key decoded for verification: its record in WebAssembly layout (A, 8·A, 8·A's table), and split tables once built. */
export interface WasmVerifyingKey {
    /** Whether 8·A is the identity (such keys are rejected). */
    readonly smallOrder: boolean;
    readonly record: Uint8Array;
    split: Uint8Array | undefined;
}
/** The verifying key of a packed key (64 hex characters), or undefined when it packs no point. */
export declare function verifyingKey(publicKey: string): WasmVerifyingKey | undefined;
/** Builds the key's split tables (once), after which its checks take the faster path. */
export declare function withSplitTables(key: WasmVerifyingKey): void;
/** Poseidon of 1..6 field elements computed in WebAssembly (same answers as `poseidon_hash.ts`); undefined as there. */
export declare function hashElements(elements: ReadonlyArray<bigint>): bigint | undefined;
/**
 * Whether `signature` (128 hex characters: packed R8, then S, little-endian) is valid for
 * Poseidon(elements) under `key`; false for 0 or more than 6 elements or one outside 0..p−1.
 */
export declare function verifyElements(elements: ReadonlyArray<bigint>, key: WasmVerifyingKey, signature: string): boolean;
/** Whether `signature` is valid for the message (a field element, already hashed) under `key`. */
export declare function verifyMessage(message: bigint, key: WasmVerifyingKey, signature: string): boolean;
/** Whether `signature` is valid for the message by the packed key `publicKey` (64 hex characters) — no cache. */
export declare function verifyPacked(message: bigint, publicKey: string, signature: string): boolean;
