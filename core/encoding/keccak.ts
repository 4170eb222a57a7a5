/**
 * Keccak-256 (the pre-NIST padding used by Ethereum), used by EIP-55 checksums and TxIDs.
 *
 * Written by hand because core may import only `effect`, which ships no Keccak; the algorithm is
 * small and fixed (FIPS 202 permutation, rate 136 bytes, domain byte 0x01). It is differentially
 * tested against @noble/hashes in test/core/encoding/keccak.test.ts.
 */

const ROUNDS = 24
// Round constants split into 32-bit halves (high, low), from the LFSR of FIPS 202 §3.2.5.
const RC_HI = new Int32Array(ROUNDS)
const RC_LO = new Int32Array(ROUNDS)

function initRoundConstants(): void {
  let r = 1
  for (let round = 0; round < ROUNDS; round++) {
    let hi = 0
    let lo = 0
    for (let j = 0; j < 7; j++) {
      r = ((r << 1) ^ ((r >> 7) * 0x71)) & 0xff
      if (r & 2) {
        const bit = (1 << j) - 1
        if (bit < 32) lo ^= 1 << bit
        else hi ^= 1 << (bit - 32)
      }
    }
    RC_HI[round] = hi
    RC_LO[round] = lo
  }
}
initRoundConstants()

/**
 * The 24 rounds on the state, lanes split into signed 32-bit halves (JavaScript's bitwise type, never boxed) and held
 * in locals for the whole permutation. Every step is written out with its constants: lane i = x + 5y; theta's
 * D[x] = C[x − 1] ^ rotl1(C[x + 1]) is applied as each lane is read; rho rotates lane i by its offset (FIPS 202
 * §3.2.2: 0 1 62 28 27 / 36 44 6 55 20 / 3 10 43 25 39 / 41 45 15 21 8 / 18 2 61 56 14), done above 32 as a swap of the
 * halves and a shift; pi moves lane (x, y) to (y, 2x + 3y); chi sets A[x] = B[x] ^ (~B[x + 1] & B[x + 2]) along each
 * row. Written out rather than looped over tables because the table lookups were most of a short digest's cost (a
 * digest per address checksum and per TxID); test/core/encoding/keccak.test.ts checks it against @noble/hashes.
 */
function permute(hi: Int32Array, lo: Int32Array): void {
  let a0h = hi[0]!, a1h = hi[1]!, a2h = hi[2]!, a3h = hi[3]!, a4h = hi[4]!,
    a5h = hi[5]!, a6h = hi[6]!, a7h = hi[7]!, a8h = hi[8]!, a9h = hi[9]!,
    a10h = hi[10]!, a11h = hi[11]!, a12h = hi[12]!, a13h = hi[13]!, a14h = hi[14]!,
    a15h = hi[15]!, a16h = hi[16]!, a17h = hi[17]!, a18h = hi[18]!, a19h = hi[19]!,
    a20h = hi[20]!, a21h = hi[21]!, a22h = hi[22]!, a23h = hi[23]!, a24h = hi[24]!
  let a0l = lo[0]!, a1l = lo[1]!, a2l = lo[2]!, a3l = lo[3]!, a4l = lo[4]!,
    a5l = lo[5]!, a6l = lo[6]!, a7l = lo[7]!, a8l = lo[8]!, a9l = lo[9]!,
    a10l = lo[10]!, a11l = lo[11]!, a12l = lo[12]!, a13l = lo[13]!, a14l = lo[14]!,
    a15l = lo[15]!, a16l = lo[16]!, a17l = lo[17]!, a18l = lo[18]!, a19l = lo[19]!,
    a20l = lo[20]!, a21l = lo[21]!, a22l = lo[22]!, a23l = lo[23]!, a24l = lo[24]!
  for (let round = 0; round < ROUNDS; round++) {
    const c0h = a0h ^ a5h ^ a10h ^ a15h ^ a20h
    const c0l = a0l ^ a5l ^ a10l ^ a15l ^ a20l
    const c1h = a1h ^ a6h ^ a11h ^ a16h ^ a21h
    const c1l = a1l ^ a6l ^ a11l ^ a16l ^ a21l
    const c2h = a2h ^ a7h ^ a12h ^ a17h ^ a22h
    const c2l = a2l ^ a7l ^ a12l ^ a17l ^ a22l
    const c3h = a3h ^ a8h ^ a13h ^ a18h ^ a23h
    const c3l = a3l ^ a8l ^ a13l ^ a18l ^ a23l
    const c4h = a4h ^ a9h ^ a14h ^ a19h ^ a24h
    const c4l = a4l ^ a9l ^ a14l ^ a19l ^ a24l
    const d0h = c4h ^ ((c1h << 1) | (c1l >>> 31))
    const d0l = c4l ^ ((c1l << 1) | (c1h >>> 31))
    const d1h = c0h ^ ((c2h << 1) | (c2l >>> 31))
    const d1l = c0l ^ ((c2l << 1) | (c2h >>> 31))
    const d2h = c1h ^ ((c3h << 1) | (c3l >>> 31))
    const d2l = c1l ^ ((c3l << 1) | (c3h >>> 31))
    const d3h = c2h ^ ((c4h << 1) | (c4l >>> 31))
    const d3l = c2l ^ ((c4l << 1) | (c4h >>> 31))
    const d4h = c3h ^ ((c0h << 1) | (c0l >>> 31))
    const d4l = c3l ^ ((c0l << 1) | (c0h >>> 31))
    const b0h = a0h ^ d0h
    const b0l = a0l ^ d0l
    const t1h = a1h ^ d1h
    const t1l = a1l ^ d1l
    const b10h = (t1h << 1) | (t1l >>> 31)
    const b10l = (t1l << 1) | (t1h >>> 31)
    const t2h = a2h ^ d2h
    const t2l = a2l ^ d2l
    const b20h = (t2l << 30) | (t2h >>> 2)
    const b20l = (t2h << 30) | (t2l >>> 2)
    const t3h = a3h ^ d3h
    const t3l = a3l ^ d3l
    const b5h = (t3h << 28) | (t3l >>> 4)
    const b5l = (t3l << 28) | (t3h >>> 4)
    const t4h = a4h ^ d4h
    const t4l = a4l ^ d4l
    const b15h = (t4h << 27) | (t4l >>> 5)
    const b15l = (t4l << 27) | (t4h >>> 5)
    const t5h = a5h ^ d0h
    const t5l = a5l ^ d0l
    const b16h = (t5l << 4) | (t5h >>> 28)
    const b16l = (t5h << 4) | (t5l >>> 28)
    const t6h = a6h ^ d1h
    const t6l = a6l ^ d1l
    const b1h = (t6l << 12) | (t6h >>> 20)
    const b1l = (t6h << 12) | (t6l >>> 20)
    const t7h = a7h ^ d2h
    const t7l = a7l ^ d2l
    const b11h = (t7h << 6) | (t7l >>> 26)
    const b11l = (t7l << 6) | (t7h >>> 26)
    const t8h = a8h ^ d3h
    const t8l = a8l ^ d3l
    const b21h = (t8l << 23) | (t8h >>> 9)
    const b21l = (t8h << 23) | (t8l >>> 9)
    const t9h = a9h ^ d4h
    const t9l = a9l ^ d4l
    const b6h = (t9h << 20) | (t9l >>> 12)
    const b6l = (t9l << 20) | (t9h >>> 12)
    const t10h = a10h ^ d0h
    const t10l = a10l ^ d0l
    const b7h = (t10h << 3) | (t10l >>> 29)
    const b7l = (t10l << 3) | (t10h >>> 29)
    const t11h = a11h ^ d1h
    const t11l = a11l ^ d1l
    const b17h = (t11h << 10) | (t11l >>> 22)
    const b17l = (t11l << 10) | (t11h >>> 22)
    const t12h = a12h ^ d2h
    const t12l = a12l ^ d2l
    const b2h = (t12l << 11) | (t12h >>> 21)
    const b2l = (t12h << 11) | (t12l >>> 21)
    const t13h = a13h ^ d3h
    const t13l = a13l ^ d3l
    const b12h = (t13h << 25) | (t13l >>> 7)
    const b12l = (t13l << 25) | (t13h >>> 7)
    const t14h = a14h ^ d4h
    const t14l = a14l ^ d4l
    const b22h = (t14l << 7) | (t14h >>> 25)
    const b22l = (t14h << 7) | (t14l >>> 25)
    const t15h = a15h ^ d0h
    const t15l = a15l ^ d0l
    const b23h = (t15l << 9) | (t15h >>> 23)
    const b23l = (t15h << 9) | (t15l >>> 23)
    const t16h = a16h ^ d1h
    const t16l = a16l ^ d1l
    const b8h = (t16l << 13) | (t16h >>> 19)
    const b8l = (t16h << 13) | (t16l >>> 19)
    const t17h = a17h ^ d2h
    const t17l = a17l ^ d2l
    const b18h = (t17h << 15) | (t17l >>> 17)
    const b18l = (t17l << 15) | (t17h >>> 17)
    const t18h = a18h ^ d3h
    const t18l = a18l ^ d3l
    const b3h = (t18h << 21) | (t18l >>> 11)
    const b3l = (t18l << 21) | (t18h >>> 11)
    const t19h = a19h ^ d4h
    const t19l = a19l ^ d4l
    const b13h = (t19h << 8) | (t19l >>> 24)
    const b13l = (t19l << 8) | (t19h >>> 24)
    const t20h = a20h ^ d0h
    const t20l = a20l ^ d0l
    const b14h = (t20h << 18) | (t20l >>> 14)
    const b14l = (t20l << 18) | (t20h >>> 14)
    const t21h = a21h ^ d1h
    const t21l = a21l ^ d1l
    const b24h = (t21h << 2) | (t21l >>> 30)
    const b24l = (t21l << 2) | (t21h >>> 30)
    const t22h = a22h ^ d2h
    const t22l = a22l ^ d2l
    const b9h = (t22l << 29) | (t22h >>> 3)
    const b9l = (t22h << 29) | (t22l >>> 3)
    const t23h = a23h ^ d3h
    const t23l = a23l ^ d3l
    const b19h = (t23l << 24) | (t23h >>> 8)
    const b19l = (t23h << 24) | (t23l >>> 8)
    const t24h = a24h ^ d4h
    const t24l = a24l ^ d4l
    const b4h = (t24h << 14) | (t24l >>> 18)
    const b4l = (t24l << 14) | (t24h >>> 18)
    a0h = b0h ^ (~b1h & b2h)
    a1h = b1h ^ (~b2h & b3h)
    a2h = b2h ^ (~b3h & b4h)
    a3h = b3h ^ (~b4h & b0h)
    a4h = b4h ^ (~b0h & b1h)
    a0l = b0l ^ (~b1l & b2l)
    a1l = b1l ^ (~b2l & b3l)
    a2l = b2l ^ (~b3l & b4l)
    a3l = b3l ^ (~b4l & b0l)
    a4l = b4l ^ (~b0l & b1l)
    a5h = b5h ^ (~b6h & b7h)
    a6h = b6h ^ (~b7h & b8h)
    a7h = b7h ^ (~b8h & b9h)
    a8h = b8h ^ (~b9h & b5h)
    a9h = b9h ^ (~b5h & b6h)
    a5l = b5l ^ (~b6l & b7l)
    a6l = b6l ^ (~b7l & b8l)
    a7l = b7l ^ (~b8l & b9l)
    a8l = b8l ^ (~b9l & b5l)
    a9l = b9l ^ (~b5l & b6l)
    a10h = b10h ^ (~b11h & b12h)
    a11h = b11h ^ (~b12h & b13h)
    a12h = b12h ^ (~b13h & b14h)
    a13h = b13h ^ (~b14h & b10h)
    a14h = b14h ^ (~b10h & b11h)
    a10l = b10l ^ (~b11l & b12l)
    a11l = b11l ^ (~b12l & b13l)
    a12l = b12l ^ (~b13l & b14l)
    a13l = b13l ^ (~b14l & b10l)
    a14l = b14l ^ (~b10l & b11l)
    a15h = b15h ^ (~b16h & b17h)
    a16h = b16h ^ (~b17h & b18h)
    a17h = b17h ^ (~b18h & b19h)
    a18h = b18h ^ (~b19h & b15h)
    a19h = b19h ^ (~b15h & b16h)
    a15l = b15l ^ (~b16l & b17l)
    a16l = b16l ^ (~b17l & b18l)
    a17l = b17l ^ (~b18l & b19l)
    a18l = b18l ^ (~b19l & b15l)
    a19l = b19l ^ (~b15l & b16l)
    a20h = b20h ^ (~b21h & b22h)
    a21h = b21h ^ (~b22h & b23h)
    a22h = b22h ^ (~b23h & b24h)
    a23h = b23h ^ (~b24h & b20h)
    a24h = b24h ^ (~b20h & b21h)
    a20l = b20l ^ (~b21l & b22l)
    a21l = b21l ^ (~b22l & b23l)
    a22l = b22l ^ (~b23l & b24l)
    a23l = b23l ^ (~b24l & b20l)
    a24l = b24l ^ (~b20l & b21l)
    a0h ^= RC_HI[round]!
    a0l ^= RC_LO[round]!
  }
  hi[0] = a0h; hi[1] = a1h; hi[2] = a2h; hi[3] = a3h; hi[4] = a4h
  hi[5] = a5h; hi[6] = a6h; hi[7] = a7h; hi[8] = a8h; hi[9] = a9h
  hi[10] = a10h; hi[11] = a11h; hi[12] = a12h; hi[13] = a13h; hi[14] = a14h
  hi[15] = a15h; hi[16] = a16h; hi[17] = a17h; hi[18] = a18h; hi[19] = a19h
  hi[20] = a20h; hi[21] = a21h; hi[22] = a22h; hi[23] = a23h; hi[24] = a24h
  lo[0] = a0l; lo[1] = a1l; lo[2] = a2l; lo[3] = a3l; lo[4] = a4l
  lo[5] = a5l; lo[6] = a6l; lo[7] = a7l; lo[8] = a8l; lo[9] = a9l
  lo[10] = a10l; lo[11] = a11l; lo[12] = a12l; lo[13] = a13l; lo[14] = a14l
  lo[15] = a15l; lo[16] = a16l; lo[17] = a17l; lo[18] = a18l; lo[19] = a19l
  lo[20] = a20l; lo[21] = a21l; lo[22] = a22l; lo[23] = a23l; lo[24] = a24l
}

const RATE = 136

/** The state's lanes as 32-bit halves (reused: one digest at a time, JavaScript runs a call to completion). */
const STATE_HI = new Int32Array(25)
const STATE_LO = new Int32Array(25)

/** The last block being padded (reused, likewise). */
const LAST_BLOCK = new Uint8Array(RATE)

/** XORs the `RATE` bytes of `block` from `offset` into the state's first 17 lanes. */
function absorb(hi: Int32Array, lo: Int32Array, block: Uint8Array, offset: number): void {
  for (let lane = 0; lane < RATE / 8; lane++) {
    const p = offset + lane * 8
    lo[lane] = lo[lane]! ^ (block[p]! | (block[p + 1]! << 8) | (block[p + 2]! << 16) | (block[p + 3]! << 24))
    hi[lane] = hi[lane]! ^ (block[p + 4]! | (block[p + 5]! << 8) | (block[p + 6]! << 16) | (block[p + 7]! << 24))
  }
}

/** Keccak-256 digest (32 bytes) of `data`. */
export function keccak256(data: Uint8Array): Uint8Array {
  const hi = STATE_HI.fill(0)
  const lo = STATE_LO.fill(0)
  let offset = 0
  for (; offset + RATE <= data.length; offset += RATE) {
    absorb(hi, lo, data, offset)
    permute(hi, lo)
  }
  // The rest (possibly nothing) with the padding: 0x01 after it, 0x80 in the block's last byte.
  const last = LAST_BLOCK
  last.fill(0)
  last.set(data.subarray(offset))
  last[data.length - offset] = last[data.length - offset]! ^ 0x01
  last[RATE - 1] = last[RATE - 1]! ^ 0x80
  absorb(hi, lo, last, 0)
  permute(hi, lo)
  const out = new Uint8Array(32)
  for (let lane = 0; lane < 4; lane++) {
    const l = lo[lane]!
    const h = hi[lane]!
    for (let b = 0; b < 4; b++) {
      out[lane * 8 + b] = (l >>> (8 * b)) & 0xff
      out[lane * 8 + 4 + b] = (h >>> (8 * b)) & 0xff
    }
  }
  return out
}
