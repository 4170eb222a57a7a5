/** An affine point. */
export interface AffinePoint {
    readonly x: bigint;
    readonly y: bigint;
}
/** The packing of an affine point as a 256-bit little-endian integer. */
export declare function packAffine(point: AffinePoint): bigint;
/** The integer of `bytes` hex characters-pairs of `hex` from byte `start`, read little-endian; undefined on a non-hex character. */
export declare function littleEndianHex(hex: string, start: number, bytes: number): bigint | undefined;
