/** A secondary index of the in-memory database: for each key, its values in insertion order. Stores only append newer
 * items and remove the newest (a reorg removes a tail), so each list stays sorted by itemId and removal is a pop. */

const EMPTY: ReadonlyArray<never> = []

/** Values grouped by key, each group in insertion (= itemId) order. */
export class MultiIndex<K, V> {
  private readonly groups = new Map<K, Array<V>>()

  /** Appends `value` to the group of `key`. */
  add(key: K, value: V): void {
    const group = this.groups.get(key)
    if (group === undefined) this.groups.set(key, [value])
    else group.push(value)
  }

  /** The values of `key`, oldest first. */
  get(key: K): ReadonlyArray<V> {
    return this.groups.get(key) ?? EMPTY
  }

  /** The number of keys that have values. */
  get size(): number {
    return this.groups.size
  }

  /** Removes `value`, which must be the newest of its group. */
  removeNewest(key: K, value: V): void {
    const group = this.groups.get(key)
    if (group === undefined || group[group.length - 1] !== value) {
      throw new Error(`MultiIndex invariant broken: the value removed under ${String(key)} is not the newest`)
    }
    group.pop()
    if (group.length === 0) this.groups.delete(key)
  }
}

/** The distinct keys among `keys`, ignoring null. */
export function distinctKeys<K>(keys: ReadonlyArray<K | null>): Array<K> {
  const out: Array<K> = []
  for (const key of keys) if (key !== null && !out.includes(key)) out.push(key)
  return out
}
