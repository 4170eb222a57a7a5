/** A bounded cache: a map of at most `capacity` entries that forgets its least recently used entry to make room. */

/** A map of at most `capacity` entries, the least recently used forgotten first (a `Map` keeps its keys in insertion order). */
export class BoundedLru<K, V> {
  readonly #entries = new Map<K, V>()
  readonly #capacity: number

  constructor(capacity: number) {
    this.#capacity = Math.max(1, capacity)
  }

  /** The value of `key`, which becomes the most recently used; undefined when absent. */
  get(key: K): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  /** Sets `key` as the most recently used, forgetting the least recently used entry when full. */
  set(key: K, value: V): void {
    this.#entries.delete(key)
    if (this.#entries.size >= this.#capacity) {
      const oldest = this.#entries.keys().next()
      if (oldest.done !== true) this.#entries.delete(oldest.value)
    }
    this.#entries.set(key, value)
  }

  /** Forgets `key`. */
  delete(key: K): void {
    this.#entries.delete(key)
  }

  /** How many entries it holds. */
  get size(): number {
    return this.#entries.size
  }
}
