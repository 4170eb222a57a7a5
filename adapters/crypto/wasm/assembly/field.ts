/**
 * Arithmetic in BabyJubJub's base field F_p (p = BN254's scalar field, 254 bits) for the
 * WebAssembly verifier, in Montgomery form with R = 2^261: an element a is stored as a·R mod p in
 * nine 29-bit limbs (little-endian u32 words, 36 bytes), always reduced (< p).
 *
 * Written by hand (AssemblyScript): no small, maintained library does 254-bit Montgomery
 * arithmetic in WebAssembly for this field; the general ones (ffjavascript/wasmcurves) are large,
 * asynchronous to load and built for other workloads.
 *
 * Why 29-bit limbs: WebAssembly has a 64×64→64-bit multiply only. A product of two 29-bit limbs
 * takes 58 bits, so the 18 products that can meet in one 64-bit accumulator during a
 * multiplication (two per outer step, nine steps) never overflow, and carries are propagated once
 * at the end instead of after every product. Multiplication is operand-scanning Montgomery
 * (for each limb aᵢ: t += aᵢ·b; q = −t₀/p mod 2^29; t = (t + q·p) / 2^29), fully unrolled, then
 * one carry pass and one conditional subtraction: for reduced inputs the result is < p²/R + p < 2p.
 * Matrix rows (Poseidon) use `dot`, a sum of products with a single reduction.
 * p ≡ 1 (mod 2^28), so −p⁻¹ mod 2^29 = 2^28 − 1.
 */

/** Bytes per field element. */
export const FE: usize = 36

const MASK: u64 = 0x1fffffff
const MU: u64 = 268435455
const P0: u64 = 268435457
const P1: u64 = 521120927
const P2: u64 = 240919632
const P3: u64 = 131109107
const P4: u64 = 361091715
const P5: u64 = 47923392
const P6: u64 = 10936641
const P7: u64 = 240920116
const P8: u64 = 3171406

/** Stores r (limbs given as 64-bit values < 2^29 each after carrying, value < 2p) minus p when it is ≥ p. */
@inline
function subtractPStore(out: usize, r0: i64, r1: i64, r2: i64, r3: i64, r4: i64, r5: i64, r6: i64, r7: i64, r8: i64): void {
  const m = <i64>MASK
  let d0 = r0 - <i64>P0
  let d1 = r1 - <i64>P1 + (d0 >> 29)
  let d2 = r2 - <i64>P2 + (d1 >> 29)
  let d3 = r3 - <i64>P3 + (d2 >> 29)
  let d4 = r4 - <i64>P4 + (d3 >> 29)
  let d5 = r5 - <i64>P5 + (d4 >> 29)
  let d6 = r6 - <i64>P6 + (d5 >> 29)
  let d7 = r7 - <i64>P7 + (d6 >> 29)
  let d8 = r8 - <i64>P8 + (d7 >> 29)
  if (d8 >= 0) {
    store<u32>(out, <u32>(d0 & m), 0)
    store<u32>(out, <u32>(d1 & m), 4)
    store<u32>(out, <u32>(d2 & m), 8)
    store<u32>(out, <u32>(d3 & m), 12)
    store<u32>(out, <u32>(d4 & m), 16)
    store<u32>(out, <u32>(d5 & m), 20)
    store<u32>(out, <u32>(d6 & m), 24)
    store<u32>(out, <u32>(d7 & m), 28)
    store<u32>(out, <u32>d8, 32)
  } else {
    store<u32>(out, <u32>r0, 0)
    store<u32>(out, <u32>r1, 4)
    store<u32>(out, <u32>r2, 8)
    store<u32>(out, <u32>r3, 12)
    store<u32>(out, <u32>r4, 16)
    store<u32>(out, <u32>r5, 20)
    store<u32>(out, <u32>r6, 24)
    store<u32>(out, <u32>r7, 28)
    store<u32>(out, <u32>r8, 32)
  }
}

/** Carries the accumulators of a multiplication into 29-bit limbs and stores the reduced value. */
@inline
function reduceStore(out: usize, t0: u64, t1: u64, t2: u64, t3: u64, t4: u64, t5: u64, t6: u64, t7: u64): void {
  t1 += t0 >> 29
  t2 += t1 >> 29
  t3 += t2 >> 29
  t4 += t3 >> 29
  t5 += t4 >> 29
  t6 += t5 >> 29
  t7 += t6 >> 29
  subtractPStore(out, <i64>(t0 & MASK), <i64>(t1 & MASK), <i64>(t2 & MASK), <i64>(t3 & MASK), <i64>(t4 & MASK),
    <i64>(t5 & MASK), <i64>(t6 & MASK), <i64>(t7 & MASK), <i64>(t7 >> 29))
}

/** out ← a·b·2^(−261) mod p, reduced (a, b reduced; out may alias either). */
export function mul(out: usize, a: usize, b: usize): void {
  const a0 = <u64>load<u32>(a, 0)
  const a1 = <u64>load<u32>(a, 4)
  const a2 = <u64>load<u32>(a, 8)
  const a3 = <u64>load<u32>(a, 12)
  const a4 = <u64>load<u32>(a, 16)
  const a5 = <u64>load<u32>(a, 20)
  const a6 = <u64>load<u32>(a, 24)
  const a7 = <u64>load<u32>(a, 28)
  const a8 = <u64>load<u32>(a, 32)
  const b0 = <u64>load<u32>(b, 0)
  const b1 = <u64>load<u32>(b, 4)
  const b2 = <u64>load<u32>(b, 8)
  const b3 = <u64>load<u32>(b, 12)
  const b4 = <u64>load<u32>(b, 16)
  const b5 = <u64>load<u32>(b, 20)
  const b6 = <u64>load<u32>(b, 24)
  const b7 = <u64>load<u32>(b, 28)
  const b8 = <u64>load<u32>(b, 32)
  let t0: u64 = 0, t1: u64 = 0, t2: u64 = 0, t3: u64 = 0, t4: u64 = 0, t5: u64 = 0, t6: u64 = 0, t7: u64 = 0
  let q: u64
  // a0: add a0·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a0 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a0 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a0 * b2 + q * P2
  t2 = t3 + a0 * b3 + q * P3
  t3 = t4 + a0 * b4 + q * P4
  t4 = t5 + a0 * b5 + q * P5
  t5 = t6 + a0 * b6 + q * P6
  t6 = t7 + a0 * b7 + q * P7
  t7 = a0 * b8 + q * P8
  // a1: add a1·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a1 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a1 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a1 * b2 + q * P2
  t2 = t3 + a1 * b3 + q * P3
  t3 = t4 + a1 * b4 + q * P4
  t4 = t5 + a1 * b5 + q * P5
  t5 = t6 + a1 * b6 + q * P6
  t6 = t7 + a1 * b7 + q * P7
  t7 = a1 * b8 + q * P8
  // a2: add a2·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a2 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a2 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a2 * b2 + q * P2
  t2 = t3 + a2 * b3 + q * P3
  t3 = t4 + a2 * b4 + q * P4
  t4 = t5 + a2 * b5 + q * P5
  t5 = t6 + a2 * b6 + q * P6
  t6 = t7 + a2 * b7 + q * P7
  t7 = a2 * b8 + q * P8
  // a3: add a3·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a3 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a3 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a3 * b2 + q * P2
  t2 = t3 + a3 * b3 + q * P3
  t3 = t4 + a3 * b4 + q * P4
  t4 = t5 + a3 * b5 + q * P5
  t5 = t6 + a3 * b6 + q * P6
  t6 = t7 + a3 * b7 + q * P7
  t7 = a3 * b8 + q * P8
  // a4: add a4·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a4 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a4 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a4 * b2 + q * P2
  t2 = t3 + a4 * b3 + q * P3
  t3 = t4 + a4 * b4 + q * P4
  t4 = t5 + a4 * b5 + q * P5
  t5 = t6 + a4 * b6 + q * P6
  t6 = t7 + a4 * b7 + q * P7
  t7 = a4 * b8 + q * P8
  // a5: add a5·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a5 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a5 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a5 * b2 + q * P2
  t2 = t3 + a5 * b3 + q * P3
  t3 = t4 + a5 * b4 + q * P4
  t4 = t5 + a5 * b5 + q * P5
  t5 = t6 + a5 * b6 + q * P6
  t6 = t7 + a5 * b7 + q * P7
  t7 = a5 * b8 + q * P8
  // a6: add a6·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a6 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a6 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a6 * b2 + q * P2
  t2 = t3 + a6 * b3 + q * P3
  t3 = t4 + a6 * b4 + q * P4
  t4 = t5 + a6 * b5 + q * P5
  t5 = t6 + a6 * b6 + q * P6
  t6 = t7 + a6 * b7 + q * P7
  t7 = a6 * b8 + q * P8
  // a7: add a7·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a7 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a7 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a7 * b2 + q * P2
  t2 = t3 + a7 * b3 + q * P3
  t3 = t4 + a7 * b4 + q * P4
  t4 = t5 + a7 * b5 + q * P5
  t5 = t6 + a7 * b6 + q * P6
  t6 = t7 + a7 * b7 + q * P7
  t7 = a7 * b8 + q * P8
  // a8: add a8·b, then q·p so that the lowest limb vanishes, and shift down one limb.
  t0 += a8 * b0
  q = ((t0 & MASK) * MU) & MASK
  t0 = t1 + a8 * b1 + q * P1 + ((t0 + q * P0) >> 29)
  t1 = t2 + a8 * b2 + q * P2
  t2 = t3 + a8 * b3 + q * P3
  t3 = t4 + a8 * b4 + q * P4
  t4 = t5 + a8 * b5 + q * P5
  t5 = t6 + a8 * b6 + q * P6
  t6 = t7 + a8 * b7 + q * P7
  t7 = a8 * b8 + q * P8
  reduceStore(out, t0, t1, t2, t3, t4, t5, t6, t7)
}

/** out ← a + b mod p (reduced inputs; out may alias either). */
export function add(out: usize, a: usize, b: usize): void {
  const m = <i64>MASK
  let s0 = <i64>load<u32>(a, 0) + <i64>load<u32>(b, 0)
  let s1 = <i64>load<u32>(a, 4) + <i64>load<u32>(b, 4) + (s0 >> 29)
  let s2 = <i64>load<u32>(a, 8) + <i64>load<u32>(b, 8) + (s1 >> 29)
  let s3 = <i64>load<u32>(a, 12) + <i64>load<u32>(b, 12) + (s2 >> 29)
  let s4 = <i64>load<u32>(a, 16) + <i64>load<u32>(b, 16) + (s3 >> 29)
  let s5 = <i64>load<u32>(a, 20) + <i64>load<u32>(b, 20) + (s4 >> 29)
  let s6 = <i64>load<u32>(a, 24) + <i64>load<u32>(b, 24) + (s5 >> 29)
  let s7 = <i64>load<u32>(a, 28) + <i64>load<u32>(b, 28) + (s6 >> 29)
  let s8 = <i64>load<u32>(a, 32) + <i64>load<u32>(b, 32) + (s7 >> 29)
  subtractPStore(out, s0 & m, s1 & m, s2 & m, s3 & m, s4 & m, s5 & m, s6 & m, s7 & m, s8)
}

/** out ← a − b mod p (reduced inputs; out may alias either). */
export function sub(out: usize, a: usize, b: usize): void {
  const m = <i64>MASK
  let d0 = <i64>load<u32>(a, 0) - <i64>load<u32>(b, 0)
  let d1 = <i64>load<u32>(a, 4) - <i64>load<u32>(b, 4) + (d0 >> 29)
  let d2 = <i64>load<u32>(a, 8) - <i64>load<u32>(b, 8) + (d1 >> 29)
  let d3 = <i64>load<u32>(a, 12) - <i64>load<u32>(b, 12) + (d2 >> 29)
  let d4 = <i64>load<u32>(a, 16) - <i64>load<u32>(b, 16) + (d3 >> 29)
  let d5 = <i64>load<u32>(a, 20) - <i64>load<u32>(b, 20) + (d4 >> 29)
  let d6 = <i64>load<u32>(a, 24) - <i64>load<u32>(b, 24) + (d5 >> 29)
  let d7 = <i64>load<u32>(a, 28) - <i64>load<u32>(b, 28) + (d6 >> 29)
  let d8 = <i64>load<u32>(a, 32) - <i64>load<u32>(b, 32) + (d7 >> 29)
  if (d8 < 0) {
    // a < b: add p back.
    d0 = (d0 & m) + <i64>P0
    d1 = (d1 & m) + <i64>P1 + (d0 >> 29)
    d2 = (d2 & m) + <i64>P2 + (d1 >> 29)
    d3 = (d3 & m) + <i64>P3 + (d2 >> 29)
    d4 = (d4 & m) + <i64>P4 + (d3 >> 29)
    d5 = (d5 & m) + <i64>P5 + (d4 >> 29)
    d6 = (d6 & m) + <i64>P6 + (d5 >> 29)
    d7 = (d7 & m) + <i64>P7 + (d6 >> 29)
    d8 = d8 + <i64>P8 + (d7 >> 29)
  }
  store<u32>(out, <u32>(d0 & m), 0)
  store<u32>(out, <u32>(d1 & m), 4)
  store<u32>(out, <u32>(d2 & m), 8)
  store<u32>(out, <u32>(d3 & m), 12)
  store<u32>(out, <u32>(d4 & m), 16)
  store<u32>(out, <u32>(d5 & m), 20)
  store<u32>(out, <u32>(d6 & m), 24)
  store<u32>(out, <u32>(d7 & m), 28)
  store<u32>(out, <u32>(d8 & m), 32)
}

/**
 * out ← Σₖ a[k]·b[k]·2^(−261) mod p over n ≤ 7 pairs (a and b arrays of n reduced elements): the
 * products are summed before one interleaved Montgomery reduction (9 reduction steps instead of
 * 9 per product), with a carry pass after each step so that no accumulator overflows (at most
 * 8 products of 58 bits meet in one between passes). Σ < 7p², so the result is < 7p²/R + p < 2p.
 */
export function dot(out: usize, a: usize, b: usize, n: usize): void {
  let t0: u64 = 0, t1: u64 = 0, t2: u64 = 0, t3: u64 = 0, t4: u64 = 0, t5: u64 = 0, t6: u64 = 0, t7: u64 = 0, t8: u64 = 0
  for (let i: usize = 0; i < 36; i += 4) {
    for (let k: usize = 0; k < n; k++) {
      const ai = <u64>load<u32>(a + k * FE + i)
      const bk = b + k * FE
      t0 += ai * <u64>load<u32>(bk, 0)
      t1 += ai * <u64>load<u32>(bk, 4)
      t2 += ai * <u64>load<u32>(bk, 8)
      t3 += ai * <u64>load<u32>(bk, 12)
      t4 += ai * <u64>load<u32>(bk, 16)
      t5 += ai * <u64>load<u32>(bk, 20)
      t6 += ai * <u64>load<u32>(bk, 24)
      t7 += ai * <u64>load<u32>(bk, 28)
      t8 += ai * <u64>load<u32>(bk, 32)
    }
    const q = ((t0 & MASK) * MU) & MASK
    t0 = t1 + q * P1 + ((t0 + q * P0) >> 29)
    t1 = t2 + q * P2
    t2 = t3 + q * P3
    t3 = t4 + q * P4
    t4 = t5 + q * P5
    t5 = t6 + q * P6
    t6 = t7 + q * P7
    t7 = t8 + q * P8
    t8 = 0
    // Carry pass: every accumulator back below 2^29 but the top one.
    t1 += t0 >> 29
    t0 &= MASK
    t2 += t1 >> 29
    t1 &= MASK
    t3 += t2 >> 29
    t2 &= MASK
    t4 += t3 >> 29
    t3 &= MASK
    t5 += t4 >> 29
    t4 &= MASK
    t6 += t5 >> 29
    t5 &= MASK
    t7 += t6 >> 29
    t6 &= MASK
    t8 += t7 >> 29
    t7 &= MASK
  }
  reduceStore(out, t0, t1, t2, t3, t4, t5, t6, t7 + (t8 << 29))
}
