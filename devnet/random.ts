/** A seeded pseudo-random generator (mulberry32), so the devnet's choices are the same on every run and machine. */

/** A deterministic source of choices. */
export interface Random {
  /** A float in [0, 1). */
  readonly next: () => number
  /** An integer in [min, max]. */
  readonly int: (min: number, max: number) => number
  /** One element of a non-empty array. */
  readonly pick: <A>(items: ReadonlyArray<A>) => A
}

/** A generator seeded with a 32-bit integer. */
export function makeRandom(seed: number): Random {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <A>(items: ReadonlyArray<A>): A => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new RangeError("pick from an empty array")
    return item
  }
  return { next, int, pick }
}
