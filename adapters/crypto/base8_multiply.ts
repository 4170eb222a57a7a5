/** Fixed-base scalar multiplication k·B8 with the split B8 tables: eight 32-bit chunks in width-8 wNAF sharing one
 * chain of 32 doublings. */
import { add, double, identity, toAffine } from "./edwards_extended.ts"
import type { AffinePoint } from "./packed_point.ts"
import { base8Tables, BASE_WIDTH, CHUNK_BITS, CHUNKS } from "./split_scalar_tables.ts"
import { wnaf } from "./wnaf.ts"

const CHUNK_MASK = (1n << BigInt(CHUNK_BITS)) - 1n

/** k·B8 in affine coordinates, for 0 ≤ k < 2^256. Not constant-time: fine for the devnet's documented keys and the
 * client command, not for a custodial signer. */
export function base8Multiply(k: bigint): AffinePoint {
  if (k < 0n || k >= 1n << BigInt(CHUNK_BITS * CHUNKS)) throw new RangeError("base8Multiply: scalar out of range")
  const tables = base8Tables()
  const length = CHUNK_BITS + 1
  const digits = Array.from({ length: CHUNKS }, (_, j) =>
    wnaf((k >> BigInt(j * CHUNK_BITS)) & CHUNK_MASK, BASE_WIDTH, length)
  )
  const acc = identity()
  let started = false
  for (let i = length - 1; i >= 0; i--) {
    const adds = digits.some((d) => d[i] !== 0)
    if (started) double(acc, adds)
    for (let j = 0; j < CHUNKS; j++) {
      const d = digits[j]![i]!
      if (d === 0) continue
      add(acc, tables[j]![(d < 0 ? -d : d) >> 1]!, d < 0)
      started = true
    }
  }
  return toAffine(acc)
}
