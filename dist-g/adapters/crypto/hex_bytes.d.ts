/** Hex text to bytes for the crypto adapter, failing softly: signature inputs come from clients. */
/** The bytes of `text` (hex, optional `0x`, any case) when it encodes exactly `length` bytes, else undefined. */
export declare function hexToBytes(text: string, length: number): Uint8Array | undefined;
/** Lowercase hex of `bytes`, without prefix. */
export declare function bytesToHex(bytes: Uint8Array): string;
/** `bytes` read as a little-endian unsigned integer. */
export declare function littleEndianToBigInt(bytes: Uint8Array): bigint;
/** The `length`-byte little-endian encoding of an unsigned integer below 2^(8·length). */
export declare function bigIntToLittleEndian(value: bigint, length: number): Uint8Array;
