/**
 * Tables for split-scalar multiplication: a scalar k < 2^(CHUNKS·CHUNK_BITS) is cut into CHUNKS
 * chunks of CHUNK_BITS bits, k = Σ kⱼ·2^(j·CHUNK_BITS), so k·P = Σ kⱼ·(2^(j·CHUNK_BITS)·P): each
 * chunk is a short scalar on its own base, and all of them share one doubling chain of
 * CHUNK_BITS doublings in a Straus loop (the "comb"-like split used by the trial in
 * `reference/fast-verification.md` §4.4). Each base gets a table of its odd multiples for wNAF
 * digits, converted to affine entries with one inversion.
 *
 * - B8 (fixed base): width-8 tables (64 odd multiples per chunk, 512 points), built once on first
 *   use.
 * - A signer's 8·A: width-5 tables (8 odd multiples per chunk, 64 points), built per key and
 *   cached by the caller.
 * Eight chunks of 32 bits (rather than four of 64) halve the doublings of a check for twice the
 * table memory (kept: `npx tsx bench/signature_verification.ts`, cached checks).
 */
import {
  affineEntry,
  double,
  type Entry,
  type Extended,
  fromAffine,
  oddMultiples,
  toAffineAll
} from "./edwards_extended.ts"

/** Bits per chunk. */
export const CHUNK_BITS = 32
/** Chunks: CHUNKS·CHUNK_BITS ≥ 253 covers every scalar below the subgroup order. */
export const CHUNKS = 8
/** wNAF width of the B8 tables. */
export const BASE_WIDTH = 8
/** wNAF width of a key's tables. */
export const KEY_WIDTH = 5

/** B8 = 8·G, the generator of the prime-order subgroup (circomlib's Base8). */
export const BASE8 = {
  x: 5299619240641551281634865583518297030282874472190772894086521144482721001553n,
  y: 16950150798460657717958625567821834550301663161624707787222815936182638968203n
} as const

/** tables[j][i] = (2i + 1)·2^(j·CHUNK_BITS)·base, affine, for wNAF digits of `width`. */
export function splitTables(base: Extended, width: number): ReadonlyArray<ReadonlyArray<Entry>> {
  const projective: Array<Array<Extended>> = []
  const step = { X: base.X, Y: base.Y, Z: base.Z, T: base.T }
  for (let j = 0; j < CHUNKS; j++) {
    if (j > 0) for (let k = 0; k < CHUNK_BITS; k++) double(step, k === CHUNK_BITS - 1)
    projective.push(oddMultiples(step, width))
  }
  const affine = toAffineAll(projective.flat())
  const perChunk = projective[0]!.length
  return projective.map((_, j) => affine.slice(j * perChunk, (j + 1) * perChunk).map((p) => affineEntry(p.x, p.y)))
}

let base8: ReadonlyArray<ReadonlyArray<Entry>> | undefined

/** The B8 tables (built on first use). */
export function base8Tables(): ReadonlyArray<ReadonlyArray<Entry>> {
  if (base8 === undefined) base8 = splitTables(fromAffine(BASE8.x, BASE8.y), BASE_WIDTH)
  return base8
}
