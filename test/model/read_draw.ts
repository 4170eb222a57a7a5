/** The random choices of a move's reads (filters, page sizes, which account's history), drawn from a seed the move
 * itself gives (its text and how many equal moves came before it), so that a replay of the sequence draws them again
 * and shrinking away other moves leaves a move's draws as they were. */

import { makeRandom } from "../../devnet/random.ts"

/** A generator of a move's choices. */
export interface Draw {
  /** An integer from `min` to `max`, both included. */
  readonly int: (min: number, max: number) => number
  /** One of `items` (which must not be empty). */
  readonly pick: <A>(items: ReadonlyArray<A>) => A
  /** True with probability `p`. */
  readonly chance: (p: number) => boolean
}

/** The 32-bit FNV-1a hash of `text`. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** The draws of `seed` (the devnet's mulberry32, seeded by the seed's hash). */
export function drawOf(seed: string): Draw {
  const random = makeRandom(fnv1a(seed))
  return { int: random.int, pick: random.pick, chance: (p) => random.next() < p }
}
