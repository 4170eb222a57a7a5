/**
 * Keccak-256 (the pre-NIST padding used by Ethereum), used by EIP-55 checksums and TxIDs.
 *
 * Written by hand because core may import only `effect`, which ships no Keccak; the algorithm is
 * small and fixed (FIPS 202 permutation, rate 136 bytes, domain byte 0x01). It is differentially
 * tested against @noble/hashes in test/core/encoding/keccak.test.ts.
 */

const ROUNDS = 24
// Round constants split into 32-bit halves (high, low).
const RC_HI = new Uint32Array(ROUNDS)
const RC_LO = new Uint32Array(ROUNDS)
// Rotation offsets and lane permutation of the rho and pi steps.
const ROTATIONS = new Uint8Array(25)
const PI_TARGET = new Uint8Array(25)

function initTables(): void {
  // Round constants from the LFSR of FIPS 202 §3.2.5.
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
    RC_HI[round] = hi >>> 0
    RC_LO[round] = lo >>> 0
  }
  let x = 1
  let y = 0
  for (let t = 0; t < 24; t++) {
    ROTATIONS[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64
    const nx = y
    const ny = (2 * x + 3 * y) % 5
    x = nx
    y = ny
  }
  for (let px = 0; px < 5; px++) {
    for (let py = 0; py < 5; py++) PI_TARGET[px + 5 * py] = py + 5 * ((2 * px + 3 * py) % 5)
  }
}
initTables()

function permute(hi: Uint32Array, lo: Uint32Array): void {
  const cHi = new Uint32Array(5)
  const cLo = new Uint32Array(5)
  const bHi = new Uint32Array(25)
  const bLo = new Uint32Array(25)
  for (let round = 0; round < ROUNDS; round++) {
    // theta
    for (let x = 0; x < 5; x++) {
      cHi[x] = hi[x]! ^ hi[x + 5]! ^ hi[x + 10]! ^ hi[x + 15]! ^ hi[x + 20]!
      cLo[x] = lo[x]! ^ lo[x + 5]! ^ lo[x + 10]! ^ lo[x + 15]! ^ lo[x + 20]!
    }
    for (let x = 0; x < 5; x++) {
      const nHi = cHi[(x + 1) % 5]!
      const nLo = cLo[(x + 1) % 5]!
      const dHi = cHi[(x + 4) % 5]! ^ ((nHi << 1) | (nLo >>> 31))
      const dLo = cLo[(x + 4) % 5]! ^ ((nLo << 1) | (nHi >>> 31))
      for (let y = 0; y < 25; y += 5) {
        hi[x + y] = hi[x + y]! ^ dHi
        lo[x + y] = lo[x + y]! ^ dLo
      }
    }
    // rho and pi
    for (let i = 0; i < 25; i++) {
      const rot = ROTATIONS[i]!
      const h = hi[i]!
      const l = lo[i]!
      let rh: number
      let rl: number
      if (rot === 0) {
        rh = h
        rl = l
      } else if (rot < 32) {
        rh = (h << rot) | (l >>> (32 - rot))
        rl = (l << rot) | (h >>> (32 - rot))
      } else if (rot === 32) {
        rh = l
        rl = h
      } else {
        const s = rot - 32
        rh = (l << s) | (h >>> (32 - s))
        rl = (h << s) | (l >>> (32 - s))
      }
      const target = PI_TARGET[i]!
      bHi[target] = rh
      bLo[target] = rl
    }
    // chi
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++) {
        hi[x + y] = bHi[x + y]! ^ (~bHi[((x + 1) % 5) + y]! & bHi[((x + 2) % 5) + y]!)
        lo[x + y] = bLo[x + y]! ^ (~bLo[((x + 1) % 5) + y]! & bLo[((x + 2) % 5) + y]!)
      }
    }
    // iota
    hi[0] = hi[0]! ^ RC_HI[round]!
    lo[0] = lo[0]! ^ RC_LO[round]!
  }
}

const RATE = 136

/** Keccak-256 digest (32 bytes) of `data`. */
export function keccak256(data: Uint8Array): Uint8Array {
  const hi = new Uint32Array(25)
  const lo = new Uint32Array(25)
  const padded = new Uint8Array((Math.floor(data.length / RATE) + 1) * RATE)
  padded.set(data)
  padded[data.length] = padded[data.length]! ^ 0x01
  padded[padded.length - 1] = padded[padded.length - 1]! ^ 0x80
  for (let offset = 0; offset < padded.length; offset += RATE) {
    for (let lane = 0; lane < RATE / 8; lane++) {
      const p = offset + lane * 8
      lo[lane] = lo[lane]! ^ (padded[p]! | (padded[p + 1]! << 8) | (padded[p + 2]! << 16) | (padded[p + 3]! << 24))
      hi[lane] = hi[lane]! ^ (padded[p + 4]! | (padded[p + 5]! << 8) | (padded[p + 6]! << 16) | (padded[p + 7]! << 24))
    }
    permute(hi, lo)
  }
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
