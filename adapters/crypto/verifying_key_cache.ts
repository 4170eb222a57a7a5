/**
 * A least-recently-used cache of decoded signer keys for the WebAssembly verifier
 * (`eddsa_poseidon_wasm.ts`), keyed by the packed
 * key's hex (the pool passes the sender account's stored key, so entries are bounded by the
 * accounts that send). Hermez accounts sign every transaction with the same key, so a key that
 * keeps verifying is worth precomputing for:
 *
 * - first sight: the key is decoded (square root, 8·A and its small table) and kept, or
 *   remembered as undecodable;
 * - a later request for a key that has already verified a valid signature builds its split tables
 *   (once), and every check after that takes the split-scalar path.
 *
 * A key that never verifies never gets tables, so invalid traffic cannot make the cache expensive.
 * Map iteration order is insertion order, so a hit re-inserts the entry and eviction drops the
 * first one.
 */
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
