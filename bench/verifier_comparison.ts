/**
 * Side-by-side benchmark of BabyJubJub EdDSA-Poseidon verifiers in one process, run with
 * `npx tsx bench/verifier_comparison.ts` (or `npm run bench`):
 *
 * - @iden3/js-crypto, the reference (dev-only oracle): unpack key and signature, Poseidon of the
 *   six elements, `verifyPoseidon`;
 * - the first server verifier (noble + poseidon-lite, `verifyBabyJubJubReference`);
 * - the previous fast verifier on plain BigInt (`eddsa_poseidon_fast.ts`, now only this baseline):
 *   from raw inputs (hex and elements: sparse Poseidon, decoding, verify) without and with the key
 *   cached (split tables built), and given the message;
 * - the WebAssembly verifier the server uses, through the port's function (`verifyCheck`): from
 *   raw inputs with no key cache and with the sender's key cached (split tables built), and given
 *   the message (the trial's definition in `reference/fast-verification.md`) with and without the
 *   key cached;
 * - parts of both: Poseidon of 6 and 5 elements, decoding a point or a key, building a key's
 *   tables.
 *
 * Inputs: 256 keys (raw private keys derived from a counter with SHA-256), six random elements
 * each, signed with circomlib's scheme. Every round times one call of every operation, in an
 * order rotated per round, on the round's signature; iden3 runs every 16th round only (it takes
 * tens of milliseconds). Reported: median, p10, p90 wall time, mean CPU time per call, and the
 * ratio of iden3's median to each median, all from the same run.
 */
import { sha256 } from "@noble/hashes/sha2.js"
import { pathToFileURL } from "node:url"
import { verifyingKey, verifyPacked, verifyWithKey, withSplitTables } from "../test/adapters/crypto/reference/eddsa_poseidon_fast.ts"
import * as Wasm from "../adapters/crypto/eddsa_poseidon_wasm.ts"
import { bjjPublicKeyOf, signElements } from "../adapters/crypto/eddsa_poseidon_sign.ts"
import { verifyBabyJubJubReference } from "../test/adapters/crypto/reference/eddsa_poseidon_verify.ts"
import { P } from "../adapters/crypto/field_element.ts"
import { hexToBytes, littleEndianToBigInt } from "../adapters/crypto/hex_bytes.ts"
import { littleEndianHex } from "../adapters/crypto/packed_point.ts"
import { unpackAffine } from "../test/adapters/crypto/reference/point_decoding.ts"
import { poseidonHash } from "../adapters/crypto/poseidon_hash.ts"
import { poseidonMessage } from "../test/adapters/crypto/reference/poseidon_message.ts"
import { poseidonSparse } from "../adapters/crypto/poseidon_sparse.ts"
import { verifyCheck } from "../adapters/crypto/babyjubjub_check.ts"
import { VerifyingKeyCache } from "../adapters/crypto/verifying_key_cache.ts"
import type { BabyJubJubCheck } from "../core/ports/signature_verifier.ts"
import { Poseidon as Iden3Poseidon, PublicKey as Iden3PublicKey, Signature as Iden3Signature } from "@iden3/js-crypto"
import { loadLine, machineLine, markdownTable, quantile, sorted } from "./bench_stats.ts"

/** Options of a run. */
export interface VerifierComparisonOptions {
  /** Distinct keys and signatures (default 256). */
  readonly signatures?: number
  /** Timed rounds (default 768). */
  readonly rounds?: number
  /** iden3 runs every `iden3Every`-th round (default 16). */
  readonly iden3Every?: number
}

/** One input: the port's check, and its parts decoded. */
interface Input {
  readonly check: BabyJubJubCheck
  readonly message: bigint
  readonly keyBytes: Uint8Array
  readonly signatureBytes: Uint8Array
  readonly packedKey: bigint
  readonly r8: bigint
  readonly s: bigint
}

/** A timed operation. */
interface Operation {
  readonly name: string
  readonly run: (input: Input) => unknown
  /** Runs only in rounds where round % every === 0 (default 1). */
  readonly every?: number
}

/** Timings of one operation. */
interface Timing {
  readonly name: string
  readonly samples: Array<number>
  cpuMs: number
}

/** One row of the results. */
export interface ComparisonRow {
  readonly name: string
  readonly n: number
  readonly median: number
  readonly p10: number
  readonly p90: number
  readonly cpu: number
}

/** 32 deterministic bytes for (label, i). */
function bytesFor(label: string, i: number): Uint8Array {
  return sha256(new TextEncoder().encode(`${label}:${i}`))
}

/** iden3's full pipeline from raw inputs. */
function iden3Verify(input: Input): boolean {
  try {
    const key = Iden3PublicKey.newFromCompressed(input.keyBytes.slice())
    const signature = Iden3Signature.newFromCompressed(input.signatureBytes.slice())
    return key.verifyPoseidon(Iden3Poseidon.hash([...input.check.elements]), signature)
  } catch {
    return false
  }
}

/** Builds the inputs and checks that every verifier accepts them. */
function makeInputs(count: number): Array<Input> {
  const inputs: Array<Input> = []
  for (let i = 0; i < count; i++) {
    const privateKey = bytesFor("bench-key", i)
    const publicKey = bjjPublicKeyOf(privateKey)
    const elements = Array.from({ length: 6 }, (_, k) => littleEndianToBigInt(bytesFor(`element-${k}`, i)) % P)
    const signature = signElements(privateKey, elements)
    const signatureBytes = hexToBytes(signature, 64)!
    const keyBytes = hexToBytes(publicKey, 32)!
    inputs.push({
      check: { elements, publicKey, signature },
      message: poseidonHash(elements)!,
      keyBytes,
      signatureBytes,
      packedKey: littleEndianToBigInt(keyBytes),
      r8: littleEndianToBigInt(signatureBytes.subarray(0, 32)),
      s: littleEndianToBigInt(signatureBytes.subarray(32))
    })
  }
  return inputs
}

/** Runs the comparison and returns its rows (iden3 first). */
export function runVerifierComparison(options: VerifierComparisonOptions = {}): Array<ComparisonRow> {
  const count = options.signatures ?? 256
  const rounds = options.rounds ?? 768
  const iden3Every = options.iden3Every ?? 16
  const inputs = makeInputs(count)
  const noCache = new VerifyingKeyCache(0)
  const warm = new VerifyingKeyCache(count)
  const cachedKeys = inputs.map((input) => {
    const key = verifyingKey(input.packedKey)!
    withSplitTables(key)
    return key
  })
  for (const input of inputs) {
    // Two valid checks: the second builds the split tables.
    for (let k = 0; k < 2; k++) {
      if (!verifyCheck(input.check, warm)) throw new Error("the fast verifier rejects a valid signature")
    }
    if (!verifyBabyJubJubReference(input.check)) throw new Error("the reference verifier rejects a valid signature")
  }
  for (const input of inputs.slice(0, 4)) if (!iden3Verify(input)) throw new Error("iden3 rejects a valid signature")
  const keyOf = new Map(inputs.map((input, i) => [input, cachedKeys[i]!]))
  const wasmKeyOf = new Map(inputs.map((input) => {
    const key = Wasm.verifyingKey(input.check.publicKey)!
    Wasm.withSplitTables(key)
    return [input, key]
  }))
  /** The BigInt verifier from raw inputs, as the port's function did before WebAssembly. */
  const bigIntRaw = (x: Input, cached: boolean): boolean => {
    const message = poseidonMessage(x.check.elements)
    const packedKey = littleEndianHex(x.check.publicKey, 0, 32)
    const r8 = littleEndianHex(x.check.signature, 0, 32)
    const s = littleEndianHex(x.check.signature, 32, 32)
    if (message === undefined || packedKey === undefined || r8 === undefined || s === undefined) return false
    return cached ? verifyWithKey(message, keyOf.get(x)!, r8, s) : verifyPacked(message, packedKey, r8, s)
  }
  for (const input of inputs) {
    if (!bigIntRaw(input, false) || !bigIntRaw(input, true)) throw new Error("the BigInt verifier rejects a valid signature")
    if (!Wasm.verifyMessage(input.message, wasmKeyOf.get(input)!, input.check.signature)) throw new Error("the WebAssembly verifier rejects a valid signature")
  }
  const operations: ReadonlyArray<Operation> = [
    { name: "@iden3/js-crypto (reference), from raw inputs", run: iden3Verify, every: iden3Every },
    { name: "noble + poseidon-lite (first verifier), from raw inputs", run: (x) => verifyBabyJubJubReference(x.check) },
    { name: "BigInt fast (previous), from raw inputs, no key cache", run: (x) => bigIntRaw(x, false) },
    { name: "BigInt fast (previous), from raw inputs, sender key cached", run: (x) => bigIntRaw(x, true) },
    { name: "BigInt fast (previous), message given, no key cache", run: (x) => verifyPacked(x.message, x.packedKey, x.r8, x.s) },
    { name: "BigInt fast (previous), message given, key cached", run: (x) => verifyWithKey(x.message, keyOf.get(x)!, x.r8, x.s) },
    { name: "**WebAssembly (server), from raw inputs, no key cache**", run: (x) => verifyCheck(x.check, noCache) },
    { name: "**WebAssembly (server), from raw inputs, sender key cached**", run: (x) => verifyCheck(x.check, warm) },
    { name: "WebAssembly, message given, no key cache", run: (x) => Wasm.verifyPacked(x.message, x.check.publicKey, x.check.signature) },
    { name: "WebAssembly, message given, key cached", run: (x) => Wasm.verifyMessage(x.message, wasmKeyOf.get(x)!, x.check.signature) },
    { name: "  part: Poseidon of 6 elements (WebAssembly)", run: (x) => Wasm.hashElements(x.check.elements) },
    { name: "  part: Poseidon of 5 elements (WebAssembly)", run: (x) => Wasm.hashElements(x.check.elements.slice(1)) },
    { name: "  part: decode a key: unpack, 8·A, small table (WebAssembly)", run: (x) => Wasm.verifyingKey(x.check.publicKey) },
    { name: "  part: decode a key and build its split tables (WebAssembly)", run: (x) => Wasm.withSplitTables(Wasm.verifyingKey(x.check.publicKey)!) },
    { name: "  part: Poseidon of 6 elements (BigInt sparse)", run: (x) => poseidonMessage(x.check.elements) },
    { name: "  part: Poseidon of 6 elements (poseidon-lite)", run: (x) => poseidonHash(x.check.elements) },
    { name: "  part: Poseidon of 5 elements (BigInt sparse)", run: (x) => poseidonSparse([x.r8 % P, x.s, x.packedKey % P, 1n, x.message]) },
    { name: "  part: unpack a 32-byte point (BigInt)", run: (x) => unpackAffine(x.r8) },
    { name: "  part: decode a key: unpack, 8·A, small table (BigInt)", run: (x) => verifyingKey(x.packedKey) },
    { name: "  part: decode a key and build its split tables (BigInt)", run: (x) => withSplitTables(verifyingKey(x.packedKey)!) }
  ]
  const timings: Array<Timing> = operations.map((op) => ({ name: op.name, samples: [], cpuMs: 0 }))
  // Warm-up: every operation on a few inputs.
  for (const op of operations) for (const input of inputs.slice(0, op.every === undefined ? 32 : 2)) op.run(input)
  for (let round = 0; round < rounds; round++) {
    const input = inputs[round % inputs.length]!
    for (let k = 0; k < operations.length; k++) {
      const index = (k + round) % operations.length
      const op = operations[index]!
      if (round % (op.every ?? 1) !== 0) continue
      const cpuBefore = process.cpuUsage()
      const start = performance.now()
      op.run(input)
      const elapsed = performance.now() - start
      const cpu = process.cpuUsage(cpuBefore)
      const timing = timings[index]!
      timing.samples.push(elapsed)
      timing.cpuMs += (cpu.user + cpu.system) / 1000
    }
  }
  return timings.map((t) => {
    const s = sorted(t.samples)
    return { name: t.name, n: s.length, median: quantile(s, 0.5), p10: quantile(s, 0.1), p90: quantile(s, 0.9), cpu: t.cpuMs / s.length }
  })
}

/** The rows as a Markdown table with the ratio to the first row (iden3). */
export function comparisonTable(rows: ReadonlyArray<ComparisonRow>): string {
  const reference = rows[0]!.median
  return markdownTable(
    ["operation", "n", "median ms", "p10 ms", "p90 ms", "CPU ms/call", "iden3 median ÷ median"],
    rows.map((r) => [
      r.name,
      String(r.n),
      r.median.toFixed(3),
      r.p10.toFixed(3),
      r.p90.toFixed(3),
      r.cpu.toFixed(3),
      r.name.startsWith("  part") ? "" : `${(reference / r.median).toFixed(1)}×`
    ])
  )
}

/** Runs the comparison and prints the machine, the load and the table. */
export function main(options: VerifierComparisonOptions = {}): void {
  console.log(`## BabyJubJub verifiers side by side (${new Date().toISOString()})`)
  console.log(machineLine())
  console.log(`load average before: ${loadLine()}`)
  const rows = runVerifierComparison(options)
  console.log(`load average after: ${loadLine()}\n`)
  console.log(comparisonTable(rows))
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) main()
