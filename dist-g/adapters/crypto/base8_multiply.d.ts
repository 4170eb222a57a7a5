import type { AffinePoint } from "./packed_point.ts";
/** k·B8 in affine coordinates, for 0 ≤ k < 2^256. */
export declare function base8Multiply(k: bigint): AffinePoint;
