/**
 * Moving field elements in and out of the Montgomery form of `field.ts`, and their byte
 * encodings: 32-byte little-endian packings (255 bits; bit 255 is a point's sign) and 32-byte
 * big-endian integers (how JS hands BigInts over), plus comparisons on plain (non-Montgomery)
 * values and the few constants every other module needs.
 */
import { FE, mul, sub } from "./field"

const MASK: u64 = 0x1fffffff

/** R² mod p (R = 2^261), to enter Montgomery form. */
const R_SQUARED = memory.data<u32>([95853524, 102173274, 34397646, 498479371, 240439551, 486036963, 471195907, 131109217, 656714])
/** The plain integer 1, to leave Montgomery form. */
const RAW_ONE = memory.data<u32>([1, 0, 0, 0, 0, 0, 0, 0, 0])
/** p, plain. */
const P_PLAIN = memory.data<u32>([268435457, 521120927, 240919632, 131109107, 361091715, 47923392, 10936641, 240920116, 3171406])
/** 1 in Montgomery form (R mod p). */
export const ONE = memory.data<u32>([268435287, 514263732, 86771339, 391139145, 178784091, 490881230, 299191303, 86689704, 903222])
/** 0. */
export const ZERO = memory.data<u32>([0, 0, 0, 0, 0, 0, 0, 0, 0])

const REVERSED = memory.data(40)

/** out ← a·R mod p: a plain value (< p) into Montgomery form. */
export function toMontgomery(out: usize, a: usize): void {
  mul(out, a, R_SQUARED)
}

/** out ← a·R⁻¹ mod p: a Montgomery value back to the plain value. */
export function fromMontgomery(out: usize, a: usize): void {
  mul(out, a, RAW_ONE)
}

/** Converts `count` consecutive plain elements at `at` to Montgomery form in place. */
export function toMontgomeryRange(at: usize, count: i32): void {
  for (let i = 0; i < count; i++) toMontgomery(at + <usize>i * FE, at + <usize>i * FE)
}

/** out ← −a mod p. */
export function negate(out: usize, a: usize): void {
  sub(out, ZERO, a)
}

/** out ← a. */
export function copy(out: usize, a: usize): void {
  memory.copy(out, a, FE)
}

/** Whether a = b (both reduced, so limb-wise). */
export function equal(a: usize, b: usize): bool {
  for (let i: usize = 0; i < 36; i += 4) if (load<u32>(a + i) != load<u32>(b + i)) return false
  return true
}

/** Whether a = 0. */
export function isZero(a: usize): bool {
  return equal(a, ZERO)
}

/** −1, 0 or 1 as a is below, equal to or above b (any limb values < 2^29, compared as integers). */
export function compare(a: usize, b: usize): i32 {
  for (let i: i32 = 32; i >= 0; i -= 4) {
    const x = load<u32>(a + <usize>i)
    const y = load<u32>(b + <usize>i)
    if (x != y) return x < y ? -1 : 1
  }
  return 0
}

/** Whether a plain value is below p. */
export function belowP(a: usize): bool {
  return compare(a, P_PLAIN) < 0
}

/**
 * out ← the low 255 bits of 32 little-endian bytes, plain; returns bit 255. The 8 bytes after
 * the 32 are read (and ignored), so a buffer needs 40 bytes.
 */
export function readLittleEndian(out: usize, bytes: usize): u32 {
  for (let i: u32 = 0; i < 9; i++) {
    const bit = 29 * i
    const word = load<u64>(bytes + <usize>(bit >> 3)) >> <u64>(bit & 7)
    store<u32>(out + 4 * <usize>i, <u32>(word & (i == 8 ? 0x7fffff : MASK)))
  }
  return <u32>load<u8>(bytes, 31) >> 7
}

/** out ← the integer of 32 big-endian bytes (below 2^255), plain. */
export function readBigEndian(out: usize, bytes: usize): void {
  for (let i: usize = 0; i < 32; i++) store<u8>(REVERSED + i, load<u8>(bytes + 31 - i))
  readLittleEndian(out, REVERSED)
}

/** Writes a plain value as 32 big-endian bytes. */
export function writeBigEndian(bytes: usize, a: usize): void {
  let acc: u64 = 0
  let bits: u32 = 0
  let at: usize = 0
  for (let i: usize = 0; i < 9; i++) {
    acc |= <u64>load<u32>(a + 4 * i) << <u64>bits
    bits += 29
    while (bits >= 8 && at < 32) {
      store<u8>(bytes + 31 - at, <u8>acc)
      acc >>= 8
      bits -= 8
      at++
    }
  }
  while (at < 32) {
    store<u8>(bytes + 31 - at, <u8>acc)
    acc >>= 8
    at++
  }
}
