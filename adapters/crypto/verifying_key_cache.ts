/** An LRU cache of decoded signer keys for the WebAssembly verifier, by packed key hex: split tables are built only for
 * a key that has verified a valid signature, so invalid traffic cannot make the cache expensive. */
import { type WasmVerifyingKey, verifyingKey, withSplitTables } from "./eddsa_poseidon_wasm.ts"

/** A cached key: decoded (with a count of valid signatures) or known to be no point. */
interface Slot {
  readonly key: WasmVerifyingKey | undefined
  valid: number
}

/** The default number of keys kept: ≤ 16 MiB per thread (≈ 16 KiB per key with tables, 2 KiB without). */
export const DEFAULT_CAPACITY = 1024

/** An LRU cache of verifying keys. */
export class VerifyingKeyCache {
  readonly capacity: number
  private readonly slots = new Map<string, Slot>()

  /** A cache holding at most `capacity` keys (0 disables caching). */
  constructor(capacity: number = DEFAULT_CAPACITY) {
    this.capacity = capacity
  }

  /** The number of keys held. */
  get size(): number {
    return this.slots.size
  }

  /**
   * The verifying key of `hex` (64 hex characters, the packed key), or undefined when it is no
   * point; builds its split tables when it has verified before.
   */
  lookup(hex: string): WasmVerifyingKey | undefined {
    const slot = this.slots.get(hex)
    if (slot !== undefined) {
      this.slots.delete(hex)
      this.slots.set(hex, slot)
      if (slot.key !== undefined && slot.valid > 0) withSplitTables(slot.key)
      return slot.key
    }
    const key = verifyingKey(hex)
    if (this.capacity > 0) {
      if (this.slots.size >= this.capacity) {
        const oldest = this.slots.keys().next()
        if (oldest.done !== true) this.slots.delete(oldest.value)
      }
      this.slots.set(hex, { key, valid: 0 })
    }
    return key
  }

  /** Records that `hex` verified a valid signature (its next lookup builds its tables). */
  recordValid(hex: string): void {
    const slot = this.slots.get(hex)
    if (slot !== undefined) slot.valid++
  }

  /** Drops every key. */
  clear(): void {
    this.slots.clear()
  }
}
