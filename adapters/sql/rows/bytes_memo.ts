/**
 * A bounded memo keyed by byte strings (stored addresses and keys, as the driver hands them:
 * views into its receive buffer). A stored address used to be looked up by its hex text, which
 * costs a hex conversion and the hashing of a fresh string per column (≈ 170 ns); here the
 * bytes hash to a 32-bit FNV-1a number, the entry under it holds a copy of its bytes, and a hit
 * is one whose bytes are equal (≈ 60 ns). A different byte string with the same hash simply
 * replaces the entry. Entries live in `BoundedMemo`'s two generations.
 */
import { BoundedMemo } from "./bounded_memo.ts"

/** An entry: the bytes (a copy) and the value derived from them. */
interface Entry<V> {
  readonly bytes: Uint8Array
  readonly value: V
}

/** The 32-bit FNV-1a hash of bytes. */
function fnv1a(bytes: Uint8Array): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < bytes.length; i++) hash = Math.imul(hash ^ (bytes[i] ?? 0), 0x01000193)
  return hash >>> 0
}

/** Whether two byte strings are equal. */
function equal(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

/** Values derived from byte strings, remembered while in use. */
export class BytesMemo<V> {
  /** Entries by hash, only ever found or set (never derived). */
  private readonly entries: BoundedMemo<number, Entry<V> | undefined>
  private readonly derive: (bytes: Uint8Array) => V

  /** A memo of `derive` keeping between `generationSize` and twice that many entries. */
  constructor(generationSize: number, derive: (bytes: Uint8Array) => V) {
    this.derive = derive
    this.entries = new BoundedMemo<number, Entry<V> | undefined>(generationSize, () => undefined)
  }

  /** The value of `bytes`, derived once while it stays in use. */
  get(bytes: Uint8Array): V {
    const hash = fnv1a(bytes)
    const entry = this.entries.find(hash)
    if (entry !== undefined && equal(entry.bytes, bytes)) return entry.value
    const value = this.derive(bytes)
    this.entries.set(hash, { bytes: bytes.slice(), value })
    return value
  }
}
