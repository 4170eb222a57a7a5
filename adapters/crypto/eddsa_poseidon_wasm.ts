/** EdDSA-Poseidon verification on BabyJubJub, its arithmetic in WebAssembly: accept iff S·B8 = R8 + 8·h·A with h =
 * Poseidon(R8.x, R8.y, A.x, A.y, msg), cofactorless, as iden3's `verifyPoseidon`. Malformed input is simply invalid. */
import { SUBGROUP_ORDER } from "./edwards_extended.ts"
import { P } from "./field_element.ts"
import { littleEndianHex } from "./packed_point.ts"
import { halfScalars } from "./scalar_halving.ts"
import { verifierWasm, type VerifierWasm } from "./wasm_verifier.ts"
import { bitLength } from "./wnaf.ts"

const HALF_BITS = 128
const HALF_MASK = (1n << 128n) - 1n
const MAX_ELEMENTS = 6

/** A signer's key decoded for verification: its record in WebAssembly layout (A, 8·A, 8·A's table), and split tables once built. */
export interface WasmVerifyingKey {
  /** Whether 8·A is the identity (such keys are rejected). */
  readonly smallOrder: boolean
  readonly record: Uint8Array
  split: Uint8Array | undefined
}

/** Writes `bytes` bytes of hex at `at`; false unless all of them are hex digits. */
function writeHex(wasm: VerifierWasm, hex: string, at: number, bytes: number): boolean {
  return hex.length === 2 * bytes && wasm.buffer.write(hex, at, bytes, "hex") === bytes
}

/** The verifying key of a packed key (64 hex characters), or undefined when it packs no point. */
export function verifyingKey(publicKey: string): WasmVerifyingKey | undefined {
  const wasm = verifierWasm()
  if (!writeHex(wasm, publicKey, wasm.keyBytes, 32)) return undefined
  const status = wasm.decodeKey()
  if (status === 0) return undefined
  const smallOrder = status === 2
  return {
    smallOrder,
    record: smallOrder ? new Uint8Array(0) : wasm.bytes.slice(wasm.keyRecord, wasm.keyRecord + wasm.keyRecordSize),
    split: undefined
  }
}

/** Builds the key's split tables (once), after which its checks take the faster path. */
export function withSplitTables(key: WasmVerifyingKey): void {
  if (key.split !== undefined || key.smallOrder) return
  const wasm = verifierWasm()
  wasm.bytes.set(key.record, wasm.keyRecord)
  wasm.buildSplitTables()
  key.split = wasm.bytes.slice(wasm.splitTables, wasm.splitTables + wasm.splitTablesSize)
}

/** Writes scalar `index` of a check (0 ≤ k < 2^256) as 32 big-endian bytes. */
function writeScalar(wasm: VerifierWasm, index: number, k: bigint): void {
  wasm.buffer.write(k.toString(16).padStart(64, "0"), wasm.scalarBytes + 32 * index, 32, "hex")
}

/** (t·S mod l)·B8 − r·(8·A) − t·R8 = 0 with half-size r, t (`scalar_halving.ts`): the path of a key without split
 * tables, one Straus loop over B8's tables for 2^0 and 2^128 and width-5 tables of 8·A and R8. */
function halfCheck(wasm: VerifierWasm, s: bigint, k: bigint): boolean {
  const { r, t } = halfScalars(k, SUBGROUP_ORDER)
  const u = (t * s) % SUBGROUP_ORDER
  const u0 = u & HALF_MASK
  const u1 = u >> BigInt(HALF_BITS)
  const rAbs = r < 0n ? -r : r
  const length = Math.max(HALF_BITS, bitLength(u1), bitLength(rAbs), bitLength(t)) + 1
  writeScalar(wasm, 0, u0)
  writeScalar(wasm, 1, u1)
  writeScalar(wasm, 2, rAbs)
  writeScalar(wasm, 3, t)
  return wasm.checkHalf(length, r > 0n ? 1 : 0) === 1
}

/** S·B8 − k·(8·A) = R8 with the key's split tables loaded. */
function splitCheck(wasm: VerifierWasm, s: bigint, k: bigint): boolean {
  writeScalar(wasm, 0, s)
  writeScalar(wasm, 1, k)
  return wasm.checkSplit() === 1
}

/** The rest of a check once the message is in place: R8, S, the challenge, the equation. */
function verifyLoaded(wasm: VerifierWasm, key: WasmVerifyingKey, signature: string): boolean {
  if (key.smallOrder || !writeHex(wasm, signature, wasm.signatureBytes, 64)) return false
  const s = littleEndianHex(signature, 32, 32)
  if (s === undefined || s >= SUBGROUP_ORDER || wasm.decodeR() !== 1) return false
  wasm.bytes.set(key.record, wasm.keyRecord)
  if (key.split !== undefined) wasm.bytes.set(key.split, wasm.splitTables)
  const layout = wasm.poseidonLayout(6)
  wasm.challenge(layout.pointer, layout.partialRounds)
  // 8·A lies in the subgroup of prime order l, so 8·h·A = k·(8·A) with k = h mod l.
  const k = BigInt("0x" + wasm.buffer.toString("hex", wasm.outputBytes, wasm.outputBytes + 32)) % SUBGROUP_ORDER
  return key.split !== undefined ? splitCheck(wasm, s, k) : halfCheck(wasm, s, k)
}

/** Poseidon of 1..6 field elements into the instance's message; false for another count or an element outside 0..p−1. */
function loadMessage(wasm: VerifierWasm, elements: ReadonlyArray<bigint>): boolean {
  const n = elements.length
  if (n < 1 || n > MAX_ELEMENTS) return false
  for (let i = 0; i < n; i++) {
    const x = elements[i]!
    if (x < 0n || x >= P) return false
    wasm.buffer.write(x.toString(16).padStart(64, "0"), wasm.elementBytes + 32 * i, 32, "hex")
  }
  const layout = wasm.poseidonLayout(n + 1)
  wasm.hashMessage(n, layout.pointer, layout.partialRounds)
  return true
}

/** Poseidon of 1..6 field elements computed in WebAssembly (same answers as `poseidon_hash.ts`); undefined as there. */
export function hashElements(elements: ReadonlyArray<bigint>): bigint | undefined {
  const wasm = verifierWasm()
  if (!loadMessage(wasm, elements)) return undefined
  wasm.messageBytes()
  return BigInt("0x" + wasm.buffer.toString("hex", wasm.outputBytes, wasm.outputBytes + 32))
}

/**
 * Whether `signature` (128 hex characters: packed R8, then S, little-endian) is valid for
 * Poseidon(elements) under `key`; false for 0 or more than 6 elements or one outside 0..p−1.
 */
export function verifyElements(elements: ReadonlyArray<bigint>, key: WasmVerifyingKey, signature: string): boolean {
  if (key.smallOrder) return false
  const wasm = verifierWasm()
  return loadMessage(wasm, elements) && verifyLoaded(wasm, key, signature)
}

/** Whether `signature` is valid for the message (a field element, already hashed) under `key`. */
export function verifyMessage(message: bigint, key: WasmVerifyingKey, signature: string): boolean {
  if (message < 0n || message >= P) return false
  const wasm = verifierWasm()
  wasm.buffer.write(message.toString(16).padStart(64, "0"), wasm.elementBytes, 32, "hex")
  wasm.setMessage()
  return verifyLoaded(wasm, key, signature)
}

/** Whether `signature` is valid for the message by the packed key `publicKey` (64 hex characters) — no cache. */
export function verifyPacked(message: bigint, publicKey: string, signature: string): boolean {
  const key = verifyingKey(publicKey)
  return key !== undefined && verifyMessage(message, key, signature)
}
