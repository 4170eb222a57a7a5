/** A function exported by the module (numbers in, a number out; booleans come back as 0 or 1). */
type Export = (...args: Array<number>) => number;
/** Bytes per field element in WebAssembly memory. */
export declare const FIELD_BYTES = 36;
/** Where a width's Poseidon constants lie. */
export interface PoseidonLayout {
    readonly pointer: number;
    readonly partialRounds: number;
}
/** The instance's functions and buffers. */
export interface VerifierWasm {
    /** The whole memory, as bytes, signed bytes, 32-bit words and a Buffer (for hex). */
    readonly bytes: Uint8Array;
    readonly signedBytes: Int8Array;
    readonly words: Uint32Array;
    readonly buffer: Buffer;
    /** Buffer addresses (see `wasm/assembly/verifier.ts`). */
    readonly keyBytes: number;
    readonly signatureBytes: number;
    readonly elementBytes: number;
    readonly outputBytes: number;
    readonly scratch: number;
    readonly keyRecord: number;
    readonly keyRecordSize: number;
    readonly splitTables: number;
    readonly splitTablesSize: number;
    readonly scalarBytes: number;
    /** The verification steps. */
    readonly decodeKey: Export;
    readonly buildSplitTables: Export;
    readonly decodeR: Export;
    readonly hashMessage: Export;
    readonly setMessage: Export;
    readonly messageBytes: Export;
    readonly challenge: Export;
    readonly checkHalf: Export;
    readonly checkSplit: Export;
    /** Field arithmetic and wNAF digits on addresses (for tests). */
    readonly mul: Export;
    readonly dot: Export;
    readonly add: Export;
    readonly sub: Export;
    readonly invert: Export;
    readonly squareRoot: Export;
    readonly toMontgomery: Export;
    readonly fromMontgomery: Export;
    readonly wnafBits: Export;
    /** The Poseidon constants of width t = inputs + 1 (laid out on first use). */
    readonly poseidonLayout: (t: number) => PoseidonLayout;
}
/** Writes x (0 ≤ x < 2^261) as nine 29-bit limbs at byte address `at`. */
export declare function writeLimbs(words: Uint32Array, at: number, x: bigint): void;
/** The integer of nine 29-bit limbs at byte address `at`. */
export declare function readLimbs(words: Uint32Array, at: number): bigint;
/** This thread's instance (instantiated on first use). */
export declare function verifierWasm(): VerifierWasm;
export {};
