/**
 * A bounded memo for values that are costly to derive and often asked again (EIP-55 checksums of
 * stored addresses). Two generations of at most `generationSize` entries each: lookups promote
 * an entry of the old generation into the current one, and when the current one is full it
 * becomes the old one (the previous old generation is dropped). Every operation is O(1) —
 * unlike an LRU on a Map (delete + re-insert per hit, `keys().next()` per eviction), whose
 * eviction scans the deleted slots V8 leaves at the front of the table, which was measured at
 * about an eighth of a busy server's time.
 */
export class BoundedMemo<K, V> {
  private current = new Map<K, V>()
  private previous = new Map<K, V>()
  private readonly generationSize: number
  private readonly derive: (key: K) => V

  /** A memo of `derive` keeping between `generationSize` and twice that many entries. */
  constructor(generationSize: number, derive: (key: K) => V) {
    this.generationSize = generationSize
    this.derive = derive
  }

  /** The number of entries held (at most twice the generation size). */
  get size(): number {
    return this.current.size + this.previous.size
  }

  /** The value of `key`, derived once while it stays in use. */
  get(key: K): V {
    return this.find(key) ?? this.set(key, this.derive(key))
  }

  /** The value held for `key` (promoted to the current generation), or undefined. */
  find(key: K): V | undefined {
    const hit = this.current.get(key)
    if (hit !== undefined) return hit
    const old = this.previous.get(key)
    return old === undefined ? undefined : this.set(key, old)
  }

  /** Holds `value` for `key` in the current generation (starting a new one when it is full); returns it. */
  set(key: K, value: V): V {
    if (this.current.size >= this.generationSize) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(key, value)
    return value
  }
}
