/** The random choices of a move's reads (filters, page sizes, which account's history), drawn from a seed the move
 * itself gives (its text and how many equal moves came before it), so that a replay of the sequence draws them again
 * and shrinking away other moves leaves a move's draws as they were. */

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

/** The draws of `seed` (mulberry32). */
export function drawOf(seed: string): Draw {
  let state = fnv1a(seed)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    int,
    pick: (items) => {
      if (items.length === 0) throw new RangeError("nothing to pick from")
      return items[int(0, items.length - 1)]!
    },
    chance: (p) => next() < p
  }
}
