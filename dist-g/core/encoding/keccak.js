/**
 * Keccak-256 (the pre-NIST padding used by Ethereum), used by EIP-55 checksums and TxIDs.
 *
 * Written by hand because core may import only `effect`, which ships no Keccak; the algorithm is
 * small and fixed (FIPS 202 permutation, rate 136 bytes, domain byte 0x01). It is differentially
 * tested against @noble/hashes in test/core/encoding/keccak.test.ts.
 */
const ROUNDS = 24;
// Round constants split into 32-bit halves (high, low).
const RC_HI = new Int32Array(ROUNDS);
const RC_LO = new Int32Array(ROUNDS);
// Rotation offsets and lane permutation of the rho and pi steps.
const ROTATIONS = new Uint8Array(25);
const PI_TARGET = new Uint8Array(25);
// Each rotation as a swap of the halves (rotations above 32) then a shift by 1..31 (lane 0 is
// rotated by 0, no lane by 32).
const ROTATION_SWAPS = new Uint8Array(25);
const ROTATION_SHIFTS = new Uint8Array(25);
function initTables() {
    // Round constants from the LFSR of FIPS 202 §3.2.5.
    let r = 1;
    for (let round = 0; round < ROUNDS; round++) {
        let hi = 0;
        let lo = 0;
        for (let j = 0; j < 7; j++) {
            r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff;
            if (r & 2) {
                const bit = (1 << j) - 1;
                if (bit < 32)
                    lo ^= 1 << bit;
                else
                    hi ^= 1 << (bit - 32);
            }
        }
        RC_HI[round] = hi;
        RC_LO[round] = lo;
    }
    let x = 1;
    let y = 0;
    for (let t = 0; t < 24; t++) {
        ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
        const nx = y;
        const ny = (2 * x + 3 * y) % 5;
        x = nx;
        y = ny;
    }
    for (let px = 0; px < 5; px++) {
        for (let py = 0; py < 5; py++)
            PI_TARGET[px + 5 * py] = py + 5 * ((2 * px + 3 * py) % 5);
    }
    for (let i = 0; i < 25; i++) {
        const rot = ROTATIONS[i];
        ROTATION_SWAPS[i] = rot > 32 ? 1 : 0;
        ROTATION_SHIFTS[i] = rot > 32 ? rot - 32 : rot;
    }
}
initTables();
/**
 * Scratch lanes of the rho and pi steps (one permutation at a time: JavaScript runs one call to
 * completion). Lanes are kept as signed 32-bit halves (Int32Array), the type of JavaScript's
 * bitwise results, so that no value is boxed on the way in or out.
 */
const B_HI = new Int32Array(25);
const B_LO = new Int32Array(25);
/** The 24 rounds on the state (lanes split into 32-bit halves), without allocating; the x ± 1 indices of theta and chi written out. */
function permute(hi, lo) {
    const bHi = B_HI;
    const bLo = B_LO;
    for (let round = 0; round < ROUNDS; round++) {
        // theta: C[x] = xor of column x; D[x] = C[x − 1] ^ rotl1(C[x + 1])
        const c0h = hi[0] ^ hi[5] ^ hi[10] ^ hi[15] ^ hi[20];
        const c0l = lo[0] ^ lo[5] ^ lo[10] ^ lo[15] ^ lo[20];
        const c1h = hi[1] ^ hi[6] ^ hi[11] ^ hi[16] ^ hi[21];
        const c1l = lo[1] ^ lo[6] ^ lo[11] ^ lo[16] ^ lo[21];
        const c2h = hi[2] ^ hi[7] ^ hi[12] ^ hi[17] ^ hi[22];
        const c2l = lo[2] ^ lo[7] ^ lo[12] ^ lo[17] ^ lo[22];
        const c3h = hi[3] ^ hi[8] ^ hi[13] ^ hi[18] ^ hi[23];
        const c3l = lo[3] ^ lo[8] ^ lo[13] ^ lo[18] ^ lo[23];
        const c4h = hi[4] ^ hi[9] ^ hi[14] ^ hi[19] ^ hi[24];
        const c4l = lo[4] ^ lo[9] ^ lo[14] ^ lo[19] ^ lo[24];
        const d0h = c4h ^ ((c1h << 1) | (c1l >>> 31));
        const d0l = c4l ^ ((c1l << 1) | (c1h >>> 31));
        const d1h = c0h ^ ((c2h << 1) | (c2l >>> 31));
        const d1l = c0l ^ ((c2l << 1) | (c2h >>> 31));
        const d2h = c1h ^ ((c3h << 1) | (c3l >>> 31));
        const d2l = c1l ^ ((c3l << 1) | (c3h >>> 31));
        const d3h = c2h ^ ((c4h << 1) | (c4l >>> 31));
        const d3l = c2l ^ ((c4l << 1) | (c4h >>> 31));
        const d4h = c3h ^ ((c0h << 1) | (c0l >>> 31));
        const d4l = c3l ^ ((c0l << 1) | (c0h >>> 31));
        for (let y = 0; y < 25; y += 5) {
            hi[y] = hi[y] ^ d0h;
            lo[y] = lo[y] ^ d0l;
            hi[y + 1] = hi[y + 1] ^ d1h;
            lo[y + 1] = lo[y + 1] ^ d1l;
            hi[y + 2] = hi[y + 2] ^ d2h;
            lo[y + 2] = lo[y + 2] ^ d2l;
            hi[y + 3] = hi[y + 3] ^ d3h;
            lo[y + 3] = lo[y + 3] ^ d3l;
            hi[y + 4] = hi[y + 4] ^ d4h;
            lo[y + 4] = lo[y + 4] ^ d4l;
        }
        // rho and pi: lane 0 is not rotated and stays; the others rotate by 1..63 (none by 0 or 32)
        bHi[0] = hi[0];
        bLo[0] = lo[0];
        for (let i = 1; i < 25; i++) {
            const swap = ROTATION_SWAPS[i] === 1;
            const h = swap ? lo[i] : hi[i];
            const l = swap ? hi[i] : lo[i];
            const r = ROTATION_SHIFTS[i];
            const target = PI_TARGET[i];
            bHi[target] = (h << r) | (l >>> (32 - r));
            bLo[target] = (l << r) | (h >>> (32 - r));
        }
        // chi: A[x] = B[x] ^ (~B[x + 1] & B[x + 2]) along each row
        for (let y = 0; y < 25; y += 5) {
            const b0h = bHi[y];
            const b1h = bHi[y + 1];
            const b2h = bHi[y + 2];
            const b3h = bHi[y + 3];
            const b4h = bHi[y + 4];
            const b0l = bLo[y];
            const b1l = bLo[y + 1];
            const b2l = bLo[y + 2];
            const b3l = bLo[y + 3];
            const b4l = bLo[y + 4];
            hi[y] = b0h ^ (~b1h & b2h);
            hi[y + 1] = b1h ^ (~b2h & b3h);
            hi[y + 2] = b2h ^ (~b3h & b4h);
            hi[y + 3] = b3h ^ (~b4h & b0h);
            hi[y + 4] = b4h ^ (~b0h & b1h);
            lo[y] = b0l ^ (~b1l & b2l);
            lo[y + 1] = b1l ^ (~b2l & b3l);
            lo[y + 2] = b2l ^ (~b3l & b4l);
            lo[y + 3] = b3l ^ (~b4l & b0l);
            lo[y + 4] = b4l ^ (~b0l & b1l);
        }
        // iota
        hi[0] = hi[0] ^ RC_HI[round];
        lo[0] = lo[0] ^ RC_LO[round];
    }
}
const RATE = 136;
/** The last block being padded (reused: one digest at a time). */
const LAST_BLOCK = new Uint8Array(RATE);
/** XORs the `RATE` bytes of `block` from `offset` into the state's first 17 lanes. */
function absorb(hi, lo, block, offset) {
    for (let lane = 0; lane < RATE / 8; lane++) {
        const p = offset + lane * 8;
        lo[lane] = lo[lane] ^ (block[p] | (block[p + 1] << 8) | (block[p + 2] << 16) | (block[p + 3] << 24));
        hi[lane] = hi[lane] ^ (block[p + 4] | (block[p + 5] << 8) | (block[p + 6] << 16) | (block[p + 7] << 24));
    }
}
/** Keccak-256 digest (32 bytes) of `data`. */
export function keccak256(data) {
    const hi = new Int32Array(25);
    const lo = new Int32Array(25);
    let offset = 0;
    for (; offset + RATE <= data.length; offset += RATE) {
        absorb(hi, lo, data, offset);
        permute(hi, lo);
    }
    // The rest (possibly nothing) with the padding: 0x01 after it, 0x80 in the block's last byte.
    const last = LAST_BLOCK;
    last.fill(0);
    last.set(data.subarray(offset));
    last[data.length - offset] = last[data.length - offset] ^ 0x01;
    last[RATE - 1] = last[RATE - 1] ^ 0x80;
    absorb(hi, lo, last, 0);
    permute(hi, lo);
    const out = new Uint8Array(32);
    for (let lane = 0; lane < 4; lane++) {
        const l = lo[lane];
        const h = hi[lane];
        for (let b = 0; b < 4; b++) {
            out[lane * 8 + b] = (l >>> (8 * b)) & 0xff;
            out[lane * 8 + 4 + b] = (h >>> (8 * b)) & 0xff;
        }
    }
    return out;
}
