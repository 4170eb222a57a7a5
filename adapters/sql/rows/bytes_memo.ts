/**
 * Values derived from byte strings, keyed by a 32-bit FNV-1a hash (no hex string per lookup), in two generations.
 * Kept: `npm run bench:http` (the history page on PostgreSQL) decodes its addresses and keys here.
 */

/** An entry: the bytes (a copy) and the value derived from them. */
interface Entry<V> {
  readonly bytes: Uint8Array
  readonly value: V
}

function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193)
  return hash >>> 0
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** Values derived from byte strings, remembered while in use. */
export class BytesMemo<V> {
  private current = new Map<number, Entry<V>>()
  private previous = new Map<number, Entry<V>>()
  private readonly generationSize: number
  private readonly derive: (bytes: Uint8Array) => V

  /** A memo of `derive` keeping between `generationSize` and twice that many entries. */
  constructor(generationSize: number, derive: (bytes: Uint8Array) => V) {
    this.generationSize = generationSize
    this.derive = derive
  }

  /** The value of `bytes`, derived once while it stays in use. */
  get(bytes: Uint8Array): V {
    const hash = fnv1a(bytes)
    let entry = this.current.get(hash)
    if (entry === undefined) {
      entry = this.previous.get(hash)
      if (entry !== undefined) this.hold(hash, entry)
    }
    if (entry !== undefined && equal(entry.bytes, bytes)) return entry.value
    const value = this.derive(bytes)
    this.hold(hash, { bytes: bytes.slice(), value })
    return value
  }

  /** Holds `entry` in the current generation, starting a new one when it is full. */
  private hold(hash: number, entry: Entry<V>): void {
    if (this.current.size >= this.generationSize) {
      this.previous = this.current
      this.current = new Map()
    }
    this.current.set(hash, entry)
  }
}
