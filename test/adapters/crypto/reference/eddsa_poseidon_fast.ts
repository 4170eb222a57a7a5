/** The BigInt EdDSA-Poseidon verifier (the server's before WebAssembly): the benchmarks' baseline and the tests' second
 * reading of `adapters/crypto/eddsa_poseidon_wasm.ts`, with its answers; malformed input is invalid, never thrown. */
import {
  add,
  double,
  type Entry,
  type Extended,
  equalsAffine,
  fromAffine,
  identity,
  isIdentity,
  oddMultiples,
  projectiveEntry
} from "../../../../adapters/crypto/edwards_extended.ts"
import { SUBGROUP_ORDER } from "../../../../adapters/crypto/edwards_extended.ts"
import { P } from "../../../../adapters/crypto/field_element.ts"
import type { AffinePoint } from "../../../../adapters/crypto/packed_point.ts"
import { unpackAffine } from "./point_decoding.ts"
import { poseidonSparse } from "../../../../adapters/crypto/poseidon_sparse.ts"
import { halfScalars } from "../../../../adapters/crypto/scalar_halving.ts"
import {
  base8Tables,
  CHUNK_BITS,
  CHUNKS,
  KEY_WIDTH,
  splitTables
} from "../../../../adapters/crypto/split_scalar_tables.ts"
import { bitLength, wnaf } from "../../../../adapters/crypto/wnaf.ts"

const HALF_BITS = 128
const HALF_MASK = (1n << BigInt(HALF_BITS)) - 1n
const CHUNK_MASK = (1n << BigInt(CHUNK_BITS)) - 1n
const BASE_WIDTH_HALF = 8

/** A signer's public key decoded for verification. */
export interface VerifyingKey {
  /** A, affine. */
  readonly point: AffinePoint
  /** Whether 8·A is the identity (such keys are rejected). */
  readonly smallOrder: boolean
  /** Odd multiples of 8·A (width 5, projective) for the half-size check. */
  readonly eightA: ReadonlyArray<Entry>
  /** Split tables of 8·A (affine), once built by `withSplitTables`. */
  splitTables: ReadonlyArray<ReadonlyArray<Entry>> | undefined
}

/** The verifying key of a packing (as a 256-bit little-endian integer), or undefined when it is no point. */
export function verifyingKey(packed: bigint): VerifyingKey | undefined {
  const point = unpackAffine(packed)
  if (point === undefined) return undefined
  const eight = fromAffine(point.x, point.y)
  double(eight, false)
  double(eight, false)
  double(eight, true)
  const smallOrder = isIdentity(eight)
  return {
    point,
    smallOrder,
    eightA: smallOrder ? [] : oddMultiples(eight, KEY_WIDTH).map(projectiveEntry),
    splitTables: undefined
  }
}

/** Builds the key's split tables (once), after which its checks take the faster path. */
export function withSplitTables(key: VerifyingKey): void {
  if (key.splitTables !== undefined || key.smallOrder) return
  const eight = fromAffine(key.point.x, key.point.y)
  double(eight, false)
  double(eight, false)
  double(eight, true)
  key.splitTables = splitTables(eight, KEY_WIDTH)
}

/** One scalar of a Straus loop: its digits, the table of its base, and whether it is subtracted. */
interface Stream {
  readonly digits: Int8Array
  readonly table: ReadonlyArray<Entry>
  readonly negative: boolean
}

/** Σ ±kᵢ·Pᵢ over the streams, digits of `length` positions (most significant first), in one doubling chain. */
function straus(streams: ReadonlyArray<Stream>, length: number): Extended {
  const acc = identity()
  const n = streams.length
  let started = false
  for (let i = length - 1; i >= 0; i--) {
    let adds = false
    for (let s = 0; s < n; s++) {
      if (streams[s]!.digits[i] !== 0) {
        adds = true
        break
      }
    }
    if (started) double(acc, adds)
    if (!adds) continue
    // T is needed only by a following addition at the same position (a doubling does not read it).
    let last = n - 1
    while (streams[last]!.digits[i] === 0) last--
    for (let s = 0; s <= last; s++) {
      const stream = streams[s]!
      const d = stream.digits[i]!
      if (d === 0) continue
      const entry = stream.table[(d < 0 ? -d : d) >> 1]!
      add(acc, entry, d < 0 !== stream.negative, s < last || i === 0)
    }
    started = true
  }
  return acc
}

/** S·B8 − k·(8·A) = R8 with the key's split tables. */
function splitCheck(S: bigint, k: bigint, tables: ReadonlyArray<ReadonlyArray<Entry>>, R: AffinePoint): boolean {
  const base = base8Tables()
  const streams: Array<Stream> = []
  const length = CHUNK_BITS + 1
  for (let j = 0; j < CHUNKS; j++) {
    const shift = BigInt(j * CHUNK_BITS)
    const sj = (S >> shift) & CHUNK_MASK
    if (sj !== 0n) streams.push({ digits: wnaf(sj, BASE_WIDTH_HALF, length), table: base[j]!, negative: false })
    const kj = (k >> shift) & CHUNK_MASK
    if (kj !== 0n) streams.push({ digits: wnaf(kj, KEY_WIDTH, length), table: tables[j]!, negative: true })
  }
  return equalsAffine(straus(streams, length), R.x, R.y)
}

/** (t·S mod l)·B8 − r·(8·A) − t·R8 = 0, the full check with half-size r, t (`adapters/crypto/scalar_halving.ts`). */
function halfCheck(S: bigint, k: bigint, eightA: ReadonlyArray<Entry>, R: AffinePoint): boolean {
  const { r, t } = halfScalars(k, SUBGROUP_ORDER)
  const u = (t * S) % SUBGROUP_ORDER
  const u0 = u & HALF_MASK
  const u1 = u >> BigInt(HALF_BITS)
  const rAbs = r < 0n ? -r : r
  const length = Math.max(HALF_BITS, bitLength(u1), bitLength(rAbs), bitLength(t)) + 1
  const base = base8Tables()
  const rTable = oddMultiples(fromAffine(R.x, R.y), KEY_WIDTH).map(projectiveEntry)
  const streams: Array<Stream> = [
    { digits: wnaf(u0, BASE_WIDTH_HALF, length), table: base[0]!, negative: false },
    { digits: wnaf(u1, BASE_WIDTH_HALF, length), table: base[HALF_BITS / CHUNK_BITS]!, negative: false },
    { digits: wnaf(rAbs, KEY_WIDTH, length), table: eightA, negative: r > 0n },
    { digits: wnaf(t, KEY_WIDTH, length), table: rTable, negative: true }
  ]
  return isIdentity(straus(streams, length))
}

/**
 * Whether (R8 packed, S) is a valid signature of `message` under `key`. `r8` is the 256-bit
 * little-endian integer of the signature's first 32 bytes, `s` of its last 32.
 */
export function verifyWithKey(message: bigint, key: VerifyingKey, r8: bigint, s: bigint): boolean {
  if (key.smallOrder || s >= SUBGROUP_ORDER || message < 0n || message >= P) return false
  const R = unpackAffine(r8)
  if (R === undefined) return false
  const h = poseidonSparse([R.x, R.y, key.point.x, key.point.y, message])
  const k = h % SUBGROUP_ORDER
  return key.splitTables !== undefined ? splitCheck(s, k, key.splitTables, R) : halfCheck(s, k, key.eightA, R)
}

/** Whether (r8, s) is a valid signature of `message` (a field element) by the packed key `publicKey` — no cache. */
export function verifyPacked(message: bigint, publicKey: bigint, r8: bigint, s: bigint): boolean {
  const key = verifyingKey(publicKey)
  return key !== undefined && verifyWithKey(message, key, r8, s)
}
