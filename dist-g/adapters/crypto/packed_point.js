/**
 * circomlib's 32-byte point packing on BigInt: y little-endian in bits 0..254, bit 255 set iff
 * x > (p − 1)/2 — the packing the signer emits, and the little-endian reading of hex the verifier
 * uses for S. The server decodes packings in WebAssembly (`wasm/assembly/packed_point.ts`).
 */
import { P } from "./field_element.js";
const HALF = (P - 1n) / 2n;
const SIGN_BIT = 1n << 255n;
/** The packing of an affine point as a 256-bit little-endian integer. */
export function packAffine(point) {
    return point.x > HALF ? point.y | SIGN_BIT : point.y;
}
/** The integer of `bytes` hex characters-pairs of `hex` from byte `start`, read little-endian; undefined on a non-hex character. */
export function littleEndianHex(hex, start, bytes) {
    let reversed = "";
    for (let i = start + bytes - 1; i >= start; i--)
        reversed += hex.slice(2 * i, 2 * i + 2);
    if (reversed.length !== 2 * bytes || !/^[0-9a-fA-F]+$/.test(reversed))
        return undefined;
    return BigInt("0x" + reversed);
}
