/**
 * The entry of the WebAssembly verifier module: the buffers JS reads and writes, and the steps of
 * a BabyJubJub EdDSA-Poseidon verification that run here (the orchestration, the scalar
 * preparation and the key cache stay in JS: `adapters/crypto/eddsa_poseidon_wasm.ts`).
 * Every buffer is static; one instance serves one thread. The field arithmetic is exported too,
 * for the tests.
 */
import { FE } from "./field"
import { copy, fromMontgomery, readBigEndian, toMontgomery, writeBigEndian, ZERO } from "./field_codec"
import { double, ENTRY, equalsAffine, fromAffine, isIdentity, oddMultiples, POINT, toAffineEntries } from "./edwards"
import { unpack } from "./packed_point"
import { poseidon } from "./poseidon"
import { initSquareRoot } from "./square_root"
import { STREAM, straus } from "./straus"
import { wnafBits } from "./wnaf"

export { add, dot, mul, sub } from "./field"
export { fromMontgomery, readBigEndian, toMontgomery, toMontgomeryRange, writeBigEndian } from "./field_codec"
export { invert } from "./power"
export { squareRoot } from "./square_root"
export { wnafBits } from "./wnaf"

const CHUNKS: usize = 8
const CHUNK_BITS = 32
const BASE_COUNT: usize = 64
const KEY_COUNT: usize = 8
const DIGITS_STRIDE: usize = 288

/** B8 = 8·G, plain. */
const B8_X = memory.data<u32>([462778449, 77569973, 221785482, 296747530, 125571755, 426790577, 242039474, 224053198, 767866])
const B8_Y = memory.data<u32>([120421771, 434187220, 407690706, 671603, 530505678, 386820277, 153392476, 8320022, 2455922])

const KEY_BYTES = memory.data(40)
const SIGNATURE_BYTES = memory.data(40)
const ELEMENT_BYTES = memory.data(8 * 32 + 8)
const OUTPUT_BYTES = memory.data(32)
const SCRATCH = memory.data(64 * 36)

/** The key record: A (x, y), 8·A (a point), the width-5 table of 8·A; followed by its split tables. */
const KEY = memory.data(2 * 36 + 4 * 36 + 8 * 6 * 36)
const KEY_X = KEY
const KEY_Y = KEY + FE
const EIGHT_A = KEY + 2 * FE
const KEY_TABLE = EIGHT_A + POINT
const KEY_RECORD: usize = 2 * FE + POINT + KEY_COUNT * ENTRY
const SPLIT = memory.data(8 * 8 * 6 * 36)

const R_X = memory.data(36)
const R_Y = memory.data(36)
const R_TABLE = memory.data(8 * 6 * 36)
const WORK = memory.data(4 * 36)
const ACC = memory.data(4 * 36)
const STATE = memory.data(8 * 36)
const MESSAGE = memory.data(36)
const BASE_TABLES = memory.data(8 * 64 * 6 * 36)
const DIGITS = memory.data(16 * 288)
const SCALARS = memory.data(4 * 32)
const STREAMS = memory.data(16 * 12)
const POSEIDON_CAPACITY: usize = 5120
const POSEIDON_CONSTANTS = memory.data(5120 * 36)

/** Where JS writes a packed key (32 bytes). */
export function keyBytes(): usize { return KEY_BYTES }
/** Where JS writes a signature (64 bytes: packed R8, then S). */
export function signatureBytes(): usize { return SIGNATURE_BYTES }
/** Where JS writes message elements (32 big-endian bytes each, up to 8). */
export function elementBytes(): usize { return ELEMENT_BYTES }
/** Where the challenge hash is written (32 big-endian bytes). */
export function outputBytes(): usize { return OUTPUT_BYTES }
/** A scratch area of 64 field elements for tests. */
export function scratch(): usize { return SCRATCH }
/** The key record (its size: `keyRecordSize`), copied in and out by the JS key cache. */
export function keyRecord(): usize { return KEY }
/** The size of the key record in bytes. */
export function keyRecordSize(): usize { return KEY_RECORD }
/** The key's split tables (64 affine entries). */
export function splitTables(): usize { return SPLIT }
/** The size of the split tables in bytes. */
export function splitTablesSize(): usize { return CHUNKS * KEY_COUNT * ENTRY }
/** Where JS writes the scalars of a check (up to 4, 32 big-endian bytes each). */
export function scalarBytes(): usize { return SCALARS }
/** Where JS lays out Poseidon constants. */
export function poseidonConstants(): usize { return POSEIDON_CONSTANTS }
/** How many field elements of Poseidon constants fit (widths 2..7 need 4,366). */
export function poseidonCapacity(): usize { return POSEIDON_CAPACITY }

/** tables[j][i] = the entry of (2i + 1)·2^(32j)·P for j < 8 and i < count (P with a valid T, left unchanged). */
function chunkTables(tables: usize, p: usize, count: usize): void {
  memory.copy(ACC, p, POINT)
  for (let j: usize = 0; j < CHUNKS; j++) {
    if (j > 0) for (let k = 0; k < CHUNK_BITS; k++) double(ACC, k == CHUNK_BITS - 1)
    memory.copy(WORK, ACC, POINT)
    oddMultiples(tables + j * count * ENTRY, WORK, <i32>count)
  }
  toAffineEntries(tables, <i32>(CHUNKS * count))
}

/** Builds the square-root tables and the B8 tables (once per instance). */
export function init(): void {
  initSquareRoot()
  toMontgomery(R_X, B8_X)
  toMontgomery(R_Y, B8_Y)
  fromAffine(WORK, R_X, R_Y)
  chunkTables(BASE_TABLES, WORK, BASE_COUNT)
}

/** Decodes the key at `keyBytes` into the key record: 0 when it packs no point, 2 when 8·A = 0, else 1. */
export function decodeKey(): i32 {
  if (!unpack(KEY_X, KEY_Y, KEY_BYTES)) return 0
  fromAffine(EIGHT_A, KEY_X, KEY_Y)
  double(EIGHT_A, false)
  double(EIGHT_A, false)
  double(EIGHT_A, true)
  if (isIdentity(EIGHT_A)) return 2
  memory.copy(WORK, EIGHT_A, POINT)
  oddMultiples(KEY_TABLE, WORK, <i32>KEY_COUNT)
  return 1
}

/** Builds the split tables of the key record's 8·A (affine, width 5, eight 32-bit chunks). */
export function buildSplitTables(): void {
  chunkTables(SPLIT, EIGHT_A, KEY_COUNT)
}

/** Decodes R8 (the signature's first 32 bytes); false when they pack no point. */
export function decodeR(): bool {
  return unpack(R_X, R_Y, SIGNATURE_BYTES)
}

/** The message ← Poseidon of `n` elements at `elementBytes` (each below p), with the constants of width n + 1. */
export function hashMessage(n: usize, constants: usize, partial: usize): void {
  copy(STATE, ZERO)
  for (let i: usize = 0; i < n; i++) {
    readBigEndian(STATE + (i + 1) * FE, ELEMENT_BYTES + i * 32)
    toMontgomery(STATE + (i + 1) * FE, STATE + (i + 1) * FE)
  }
  poseidon(STATE, n + 1, partial, constants)
  copy(MESSAGE, STATE)
}

/** The message ← the element at `elementBytes` (below p). */
export function setMessage(): void {
  readBigEndian(MESSAGE, ELEMENT_BYTES)
  toMontgomery(MESSAGE, MESSAGE)
}

/** Writes the message at `outputBytes` (32 big-endian bytes). */
export function messageBytes(): void {
  fromMontgomery(STATE, MESSAGE)
  writeBigEndian(OUTPUT_BYTES, STATE)
}

/** h = Poseidon(R8.x, R8.y, A.x, A.y, message) with the width-6 constants, written at `outputBytes`. */
export function challenge(constants: usize, partial: usize): void {
  copy(STATE, ZERO)
  copy(STATE + FE, R_X)
  copy(STATE + 2 * FE, R_Y)
  copy(STATE + 3 * FE, KEY_X)
  copy(STATE + 4 * FE, KEY_Y)
  copy(STATE + 5 * FE, MESSAGE)
  poseidon(STATE, 6, partial, constants)
  fromMontgomery(STATE, STATE)
  writeBigEndian(OUTPUT_BYTES, STATE)
}

/** Writes stream record s. */
function setStream(s: usize, digitArray: usize, table: usize, flags: u32): void {
  const record = STREAMS + s * STREAM
  store<u32>(record, <u32>(DIGITS + digitArray * DIGITS_STRIDE))
  store<u32>(record, <u32>table, 4)
  store<u32>(record, flags, 8)
}

/** Digit array `index` ← the wNAF digits of bits [from, from + bits) of scalar `scalar`. */
function digitsOf(index: usize, scalar: usize, from: i32, bits: i32, width: i32, length: i32): void {
  wnafBits(DIGITS + index * DIGITS_STRIDE, SCALARS + scalar * 32, from, bits, width, length)
}

/**
 * (u₀ + 2^128·u₁)·B8 − r·(8·A) − t·R8 = 0 with scalars u₀, u₁, |r|, t (below 2^(length − 1)) at
 * `scalarBytes`; `rPositive` when r > 0 (its term is then subtracted).
 */
export function checkHalf(length: i32, rPositive: bool): bool {
  digitsOf(0, 0, 0, length - 1, 8, length)
  digitsOf(1, 1, 0, length - 1, 8, length)
  digitsOf(2, 2, 0, length - 1, 5, length)
  digitsOf(3, 3, 0, length - 1, 5, length)
  fromAffine(WORK, R_X, R_Y)
  oddMultiples(R_TABLE, WORK, <i32>KEY_COUNT)
  setStream(0, 0, BASE_TABLES, 2)
  setStream(1, 1, BASE_TABLES + 4 * BASE_COUNT * ENTRY, 2)
  setStream(2, 2, KEY_TABLE, rPositive ? 1 : 0)
  setStream(3, 3, R_TABLE, 1)
  straus(ACC, STREAMS, 4, length)
  return isIdentity(ACC)
}

/** S·B8 − k·(8·A) = R8 with scalars S and k at `scalarBytes` and the key's split tables loaded. */
export function checkSplit(): bool {
  const length = CHUNK_BITS + 1
  for (let j: usize = 0; j < CHUNKS; j++) {
    digitsOf(2 * j, 0, <i32>j * CHUNK_BITS, CHUNK_BITS, 8, length)
    digitsOf(2 * j + 1, 1, <i32>j * CHUNK_BITS, CHUNK_BITS, 5, length)
    setStream(2 * j, 2 * j, BASE_TABLES + j * BASE_COUNT * ENTRY, 2)
    setStream(2 * j + 1, 2 * j + 1, SPLIT + j * KEY_COUNT * ENTRY, 3)
  }
  straus(ACC, STREAMS, 16, length)
  return equalsAffine(ACC, R_X, R_Y)
}
