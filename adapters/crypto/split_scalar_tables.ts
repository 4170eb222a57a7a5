/** Tables for split-scalar multiplication: k cut into CHUNKS chunks of CHUNK_BITS bits, each a short scalar on its own
 * base, all sharing one Straus doubling chain; each base's odd multiples for wNAF digits, affine by one inversion. */
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
/** Chunks: CHUNKS·CHUNK_BITS ≥ 253 covers every scalar below the subgroup order. Eight of 32 bits, not four of 64,
 * halve a check's doublings for twice the table memory (kept: `npx tsx bench/signature_verification.ts`). */
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
