/**
 * Σ ±kᵢ·Pᵢ in one doubling chain (Straus–Shamir), the loop of the BigInt `eddsa_poseidon_fast.ts`:
 * every scalar comes as wNAF digits (one signed byte per position, least significant first,
 * written by JS) with the table of its base's odd multiples. A stream record is three u32:
 * digits address, table address, flags (1: subtracted, 2: affine table).
 */
import { addEntry, double, ENTRY, setIdentity } from "./edwards"

/** Bytes per stream record. */
export const STREAM: usize = 12

/** acc ← Σ over `count` streams at `streams`, digits of `length` positions. */
export function straus(acc: usize, streams: usize, count: i32, length: i32): void {
  setIdentity(acc)
  let started = false
  for (let i = length - 1; i >= 0; i--) {
    let last = -1
    for (let s = 0; s < count; s++) {
      if (load<i8>(<usize>load<u32>(streams + <usize>s * STREAM) + <usize>i) != 0) last = s
    }
    const adds = last >= 0
    if (started) double(acc, adds)
    if (!adds) continue
    for (let s = 0; s <= last; s++) {
      const record = streams + <usize>s * STREAM
      const d = <i32>load<i8>(<usize>load<u32>(record) + <usize>i)
      if (d == 0) continue
      const flags = load<u32>(record, 8)
      const magnitude = d < 0 ? -d : d
      const entry = <usize>load<u32>(record, 4) + <usize>(magnitude >> 1) * ENTRY
      // T is needed only by a following addition at the same position.
      addEntry(acc, entry, (d < 0) != ((flags & 1) == 1), s < last, (flags & 2) == 2)
    }
    started = true
  }
}
