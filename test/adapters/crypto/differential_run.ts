/** Runs differential cases through the WebAssembly verifier's three paths, the BigInt one's two and @iden3/js-crypto,
 * listing every disagreement; small-order keys with x ≠ 0, which we always reject, are counted apart. */
import { unpackPoint } from "./reference/baby_jubjub.ts"
import { verifyingKey, verifyPacked, verifyWithKey, withSplitTables } from "./reference/eddsa_poseidon_fast.ts"
import * as Wasm from "../../../adapters/crypto/eddsa_poseidon_wasm.ts"
import { bytesToHex, littleEndianToBigInt } from "../../../adapters/crypto/hex_bytes.ts"
import { poseidonMessage } from "./reference/poseidon_message.ts"
import { verifyCheck } from "../../../adapters/crypto/babyjubjub_check.ts"
import { VerifyingKeyCache } from "../../../adapters/crypto/verifying_key_cache.ts"
import { BjjKey } from "../../../core/domain/bjj.ts"
import { BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import type { Case } from "./differential_cases.ts"
import { iden3Poseidon, iden3VerifyElements } from "./iden3_oracle.ts"

/** Counts per family: cases, accepted by iden3, and the documented small-order differences. */
export interface FamilyCount {
  cases: number
  accepted: number
  smallOrderAcceptedByIden3: number
}

/** The outcome of a run. */
export interface DifferentialReport {
  readonly disagreements: Array<string>
  readonly families: Map<string, FamilyCount>
  readonly total: number
}

/** Whether the packed key decodes (noble's unpack) to a point of small order other than x = 0 ones. */
function smallOrderKey(publicKey: Uint8Array): boolean {
  const point = unpackPoint(publicKey)
  return point?.isSmallOrder() === true && point.toAffine().x !== 0n
}

/** Runs every case; the cache is shared across cases, so keys seen twice take the split path. */
export function runDifferential(cases: ReadonlyArray<Case>): DifferentialReport {
  const cache = new VerifyingKeyCache(64)
  const disagreements: Array<string> = []
  const families = new Map<string, FamilyCount>()
  for (const c of cases) {
    const count = families.get(c.family) ?? { cases: 0, accepted: 0, smallOrderAcceptedByIden3: 0 }
    families.set(c.family, count)
    count.cases++
    const reference = iden3VerifyElements(c.elements, c.publicKey, c.signature)
    const message = poseidonMessage(c.elements)
    const referenceMessage = iden3Poseidon(c.elements)
    // Our port takes 1..6 elements (the L2 message has 6); iden3's Poseidon takes up to 16.
    if (c.elements.length <= 6 && message !== referenceMessage)
      disagreements.push(`${c.name}: Poseidon ${message} vs iden3 ${referenceMessage}`)
    const packedKey = littleEndianToBigInt(c.publicKey)
    const r8 = littleEndianToBigInt(c.signature.subarray(0, 32))
    const s = littleEndianToBigInt(c.signature.subarray(32))
    const half = message !== undefined && verifyPacked(message, packedKey, r8, s)
    const key = verifyingKey(packedKey)
    if (key !== undefined) withSplitTables(key)
    const split = message !== undefined && key !== undefined && verifyWithKey(message, key, r8, s)
    const publicKeyHex = bytesToHex(c.publicKey)
    const signatureHex = bytesToHex(c.signature)
    const wasmHalf = message !== undefined && Wasm.verifyPacked(message, publicKeyHex, signatureHex)
    const wasmKey = Wasm.verifyingKey(publicKeyHex)
    if (wasmKey !== undefined) Wasm.withSplitTables(wasmKey)
    const wasmSplit =
      message !== undefined && wasmKey !== undefined && Wasm.verifyMessage(message, wasmKey, signatureHex)
    const port = verifyCheck(
      { elements: c.elements, publicKey: BjjKey.make(publicKeyHex), signature: BjjSignatureValue.make(signatureHex) },
      cache
    )
    const expected = smallOrderKey(c.publicKey) ? false : reference
    if (reference) count.accepted++
    if (smallOrderKey(c.publicKey) && reference) count.smallOrderAcceptedByIden3++
    if (
      half !== expected ||
      split !== expected ||
      wasmHalf !== expected ||
      wasmSplit !== expected ||
      port !== expected
    ) {
      disagreements.push(
        `${c.family} / ${c.name}: iden3 ${reference}, expected ${expected}, half ${half}, split ${split}, wasm half ${wasmHalf}, wasm split ${wasmSplit}, port ${port}`
      )
    }
  }
  return { disagreements, families, total: cases.length }
}

/** A one-line-per-family summary. */
export function summary(report: DifferentialReport): string {
  const lines = [...report.families].map(
    ([family, c]) =>
      `${family}: ${c.cases} cases, ${c.accepted} accepted by iden3${c.smallOrderAcceptedByIden3 > 0 ? `, ${c.smallOrderAcceptedByIden3} of them small-order keys (rejected by us: documented)` : ""}`
  )
  return [`${report.total} cases, ${report.disagreements.length} disagreements`, ...lines].join("\n")
}
