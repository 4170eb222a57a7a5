/** Values derived from fixed-width byte strings (stored addresses and keys), in a fixed-size set-associative table: the
 * bytes side by side in one typed array, a lookup allocating nothing, a miss evicting its set's least recently used. */

/** Ways per set: a key competes for a slot with the keys hashed to its set only. */
const WAYS = 4

/** Values derived from byte strings of one width, remembered while in use. Hand-written: a `Map` of per-entry objects
 * cost more than it saved (`npm run bench:export`); kept for `npm run bench:http`'s history page on PostgreSQL. */
export class BytesMemo<V> {
  private readonly width: number
  private readonly derive: (bytes: Uint8Array) => V
  /** The sets minus one (the set count is a power of two). */
  private readonly mask: number
  /** Each slot's bytes, `width` each, slot after slot. */
  private readonly keys: Uint8Array
  /** Each slot's value; undefined while the slot is empty. */
  private readonly values: Array<V | undefined>
  /** Each slot's last use, on the memo's clock (0: empty). */
  private readonly used: Uint32Array
  private clock = 0

  /** A memo of `derive` for byte strings of `width` bytes, holding up to `capacity` (rounded up to a power of two, at least 4) values. */
  constructor(width: number, capacity: number, derive: (bytes: Uint8Array) => V) {
    const sets = 2 ** Math.max(0, Math.ceil(Math.log2(Math.max(1, capacity / WAYS))))
    this.width = width
    this.derive = derive
    this.mask = sets - 1
    this.keys = new Uint8Array(sets * WAYS * width)
    this.values = new Array<V | undefined>(sets * WAYS).fill(undefined)
    this.used = new Uint32Array(sets * WAYS)
  }

  /** The value of `bytes`, derived once while it stays in use (bytes of another width are derived every time). */
  get(bytes: Uint8Array): V {
    const width = this.width
    if (bytes.length !== width) return this.derive(bytes)
    let hash = 0x811c9dc5
    for (let i = 0; i < width; i++) hash = Math.imul(hash ^ bytes[i]!, 0x01000193)
    // FNV's low bits depend on the bytes' low bits only: fold the high bits in before taking the set from the low ones.
    hash ^= hash >>> 16
    hash = Math.imul(hash, 0x85ebca6b)
    hash ^= hash >>> 13
    const first = (hash & this.mask) * WAYS
    const keys = this.keys
    const used = this.used
    const tick = ++this.clock === 0xffffffff ? this.restartClock() : this.clock
    let victim = first
    for (let slot = first; slot < first + WAYS; slot++) {
      const stamp = used[slot]!
      if (stamp !== 0) {
        let at = slot * width
        let i = 0
        while (i < width && keys[at] === bytes[i]) {
          at++
          i++
        }
        if (i === width) {
          used[slot] = tick
          return this.values[slot]!
        }
      }
      if (stamp < used[victim]!) victim = slot
    }
    const value = this.derive(bytes)
    keys.set(bytes, victim * width)
    this.values[victim] = value
    used[victim] = tick
    return value
  }

  /** Renumbers the last uses in their order from 1 when the clock would wrap; the next tick. */
  private restartClock(): number {
    const order = Array.from(this.used.keys())
      .filter((slot) => this.used[slot] !== 0)
      .sort((a, b) => this.used[a]! - this.used[b]!)
    order.forEach((slot, rank) => {
      this.used[slot] = rank + 1
    })
    this.clock = order.length + 1
    return this.clock
  }
}
