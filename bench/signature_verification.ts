/** The signature checks of the crypto adapter, call by call: BabyJubJub EdDSA-Poseidon verification with its parts
 * timed alone, and EIP-712 authorization checks. */
import { sha256 } from "@noble/hashes/sha2.js"
import { cpus, totalmem } from "node:os"
import { babyJubJub, packPoint, SUBGROUP_ORDER, unpackPoint } from "../test/adapters/crypto/reference/baby_jubjub.ts"
import { bjjPublicKeyOf, signElements } from "../adapters/crypto/eddsa_poseidon_sign.ts"
import { verifyEddsaPoseidon } from "../test/adapters/crypto/reference/eddsa_poseidon_verify.ts"
import { recoverEthereumSigner } from "../adapters/crypto/ethereum_recover.ts"
import { ethAddressOf, signDigest } from "../adapters/crypto/ethereum_sign.ts"
import { bigIntToLittleEndian, bytesToHex, hexToBytes, littleEndianToBigInt } from "../adapters/crypto/hex_bytes.ts"
import { FIELD_MODULUS } from "../test/adapters/crypto/reference/baby_jubjub.ts"
import { poseidonHash } from "../adapters/crypto/poseidon_hash.ts"
import { verifyBabyJubJub } from "../adapters/crypto/signature_verifier.ts"
import type { BabyJubJubCheck } from "../core/ports/signature_verifier.ts"
import { type BjjKey, bjjBytes, bjjFromBytes } from "../core/domain/bjj.ts"
import { checksum } from "../core/domain/eth_address.ts"
import { BjjSignatureValue } from "../core/domain/pool_transaction.ts"
import type { EthSignature } from "../core/domain/account_authorization.ts"
import { accountCreationDigest } from "../core/signing/account_creation_digest.ts"
import type * as EddsaPoseidon from "@zk-kit/eddsa-poseidon"
import { createRequire } from "node:module"

const SIGNATURES = 256
const WARMUP = 64
const ROUNDS = 3
const ZK_KIT_SAMPLES = 12

/** 32 deterministic bytes for (label, i). */
function bytesFor(label: string, i: number): Uint8Array {
  return sha256(new TextEncoder().encode(`${label}:${i}`))
}

/** A deterministic field element for (label, i). */
function elementFor(label: string, i: number): bigint {
  return littleEndianToBigInt(bytesFor(label, i)) % FIELD_MODULUS
}

/**
 * An honest EdDSA-Poseidon signature with a pseudo-random nonce (same distribution as circomlib's
 * deterministic one), built with noble so that setting up hundreds of keys takes seconds, not
 * minutes; every one is checked by the verifier before timing.
 */
function quickSign(scalar: bigint, key: BjjKey, message: bigint, nonce: bigint): string {
  const Point = babyJubJub()
  const r = nonce % SUBGROUP_ORDER
  const R8 = Point.BASE.multiplyUnsafe(r)
  const A = unpackPoint(bjjBytes(key))
  if (A === undefined) throw new Error("bad key")
  const { x: rx, y: ry } = R8.toAffine()
  const { x: ax, y: ay } = A.toAffine()
  const hm = poseidonHash([rx, ry, ax, ay, message])
  if (hm === undefined) throw new Error("bad hash")
  const S = (r + 8n * hm * scalar) % SUBGROUP_ORDER
  return bytesToHex(packPoint(R8)) + bytesToHex(bigIntToLittleEndian(S, 32))
}

/** An operation to time over its inputs. */
interface Case<A> {
  readonly name: string
  readonly inputs: ReadonlyArray<A>
  readonly op: (input: A) => unknown
  /** Passes over the inputs (default ROUNDS). */
  readonly rounds?: number
}

/** Erases a case's input type so that cases of different inputs share one list. */
function erase<A>(c: Case<A>): {
  readonly name: string
  readonly rounds: number
  readonly pass: (samples: Array<number>, cpu: { ms: number; calls: number }) => void
  readonly warm: () => void
} {
  return {
    name: c.name,
    rounds: c.rounds ?? ROUNDS,
    warm: () => {
      for (let i = 0; i < Math.min(WARMUP, c.inputs.length); i++) c.op(c.inputs[i]!)
    },
    pass: (samples, cpu) => {
      const before = process.cpuUsage()
      for (const input of c.inputs) {
        const start = performance.now()
        c.op(input)
        samples.push(performance.now() - start)
      }
      const used = process.cpuUsage(before)
      cpu.ms += (used.user + used.system) / 1000
      cpu.calls += c.inputs.length
    }
  }
}

/**
 * Per-call timings (ms) of every case: one warm-up, then the passes interleaved (round r runs
 * the cases in an order rotated by r) so that a noisy neighbour spreads over all rows.
 */
function timeAll(cases: ReadonlyArray<ReturnType<typeof erase>>): Array<Row> {
  const samples = cases.map(() => [] as number[])
  const cpu = cases.map(() => ({ ms: 0, calls: 0 }))
  for (const c of cases) c.warm()
  const maxRounds = Math.max(...cases.map((c) => c.rounds))
  for (let round = 0; round < maxRounds; round++) {
    for (let k = 0; k < cases.length; k++) {
      const index = (k + round) % cases.length
      const c = cases[index]!
      if (round < c.rounds) c.pass(samples[index]!, cpu[index]!)
    }
  }
  return cases.map((c, i) => ({ name: c.name, samples: samples[i]!, cpuMs: cpu[i]!.ms / cpu[i]!.calls }))
}

/** The q-quantile (nearest rank) of sorted values. */
function quantile(sorted: ReadonlyArray<number>, q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN
}

interface Row {
  readonly name: string
  readonly samples: Array<number>
  /** Mean process CPU time per call (user + system), less sensitive to other processes than wall time. */
  readonly cpuMs: number
}

function printTable(rows: ReadonlyArray<Row>): void {
  const header = ["operation", "n", "median ms", "p99 ms", "mean ms", "min ms", "CPU ms/call"]
  const lines = rows.map(({ name, samples, cpuMs }) => {
    const sorted = [...samples].sort((a, b) => a - b)
    const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length
    return [
      name,
      String(sorted.length),
      ...[quantile(sorted, 0.5), quantile(sorted, 0.99), mean, sorted[0] ?? Number.NaN, cpuMs].map((x) => x.toFixed(3))
    ]
  })
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)))
  const render = (cells: ReadonlyArray<string>) =>
    "| " + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(" | ") + " |"
  console.log(render(header))
  console.log("|" + widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") + "|")
  for (const line of lines) console.log(render(line))
}

function main(): void {
  const requireCjs = createRequire(import.meta.url)
  const zkKit: typeof EddsaPoseidon = requireCjs("@zk-kit/eddsa-poseidon")

  console.log(
    `node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "?"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`
  )
  console.log(`setting up ${SIGNATURES} keys and signatures…`)

  // BabyJubJub: one key per signature, six random elements each.
  const checks: Array<BabyJubJubCheck> = []
  const parts: Array<{ message: bigint; key: Uint8Array; signature: Uint8Array }> = []
  for (let i = 0; i < SIGNATURES; i++) {
    const privateKey = bytesFor("bjj-key", i)
    const publicKey = bjjPublicKeyOf(privateKey)
    const scalar = zkKit.deriveSecretScalar(privateKey) % SUBGROUP_ORDER
    const elements = Array.from({ length: 6 }, (_, k) => elementFor(`element-${k}`, i))
    const message = poseidonHash(elements)!
    // A few signed by the real circomlib signer (zk-kit), the rest with the quick signer.
    const signature = BjjSignatureValue.make(
      i < 4
        ? signElements(privateKey, elements)
        : quickSign(scalar, publicKey, message, littleEndianToBigInt(bytesFor("nonce", i)))
    )
    const check = { elements, publicKey, signature }
    if (!verifyBabyJubJub(check)) throw new Error(`signature ${i} does not verify`)
    checks.push(check)
    parts.push({ message, key: bjjBytes(publicKey), signature: hexToBytes(signature, 64)! })
  }
  const tampered = checks.map((c, i) => ({
    ...c,
    elements: c.elements.map((e, k) => (k === i % 6 ? (e + 1n) % FIELD_MODULUS : e))
  }))
  if (tampered.some(verifyBabyJubJub)) throw new Error("a tampered message verifies")

  // EIP-712: one Ethereum key and one BJJ key per authorization.
  const domain = {
    name: "Hermez Network",
    chainId: 1337,
    verifyingContract: checksum("0x10465b16615ae36F350268eb951d7B0187141D3B")
  }
  const authorizations: Array<{ bjj: BjjKey; digest: Uint8Array; signature: EthSignature }> = []
  for (let i = 0; i < SIGNATURES; i++) {
    const ethKey = bytesFor("eth-key", i)
    const bjj = bjjFromBytes(bytesFor("bjj", i))
    const digest = accountCreationDigest(bjj, domain)
    const signature = signDigest(ethKey, digest)
    const signer = recoverEthereumSigner(digest, signature)
    if (signer._tag !== "Some" || signer.value !== ethAddressOf(ethKey))
      throw new Error(`authorization ${i} does not recover`)
    authorizations.push({ bjj, digest, signature })
  }

  const zkKitInputs = parts.slice(0, ZK_KIT_SAMPLES).map((p) => ({
    message: p.message,
    signature: zkKit.unpackSignature(Buffer.from(p.signature)),
    key: zkKit.unpackPublicKey(littleEndianToBigInt(p.key))
  }))
  // `verifyBabyJubJub` is the WebAssembly verifier with the process-wide key cache, warm after the warm-up, so its rows
  // are the cached path; "part: EdDSA check" is the reference (noble) verifier.
  const rows = timeAll([
    erase({ name: "BJJ verify from raw inputs (valid)", inputs: checks, op: verifyBabyJubJub }),
    erase({ name: "BJJ verify from raw inputs (tampered message)", inputs: tampered, op: verifyBabyJubJub }),
    erase({ name: "  part: Poseidon of the 6 elements", inputs: checks, op: (c) => poseidonHash(c.elements) }),
    erase({ name: "  part: unpack a 32-byte point", inputs: parts, op: (p) => unpackPoint(p.key) }),
    erase({
      name: "  part: EdDSA check given the message",
      inputs: parts,
      op: (p) => verifyEddsaPoseidon(p.message, p.key, p.signature)
    }),
    erase({
      name: "zk-kit verifySignature (unpacked inputs)",
      inputs: zkKitInputs,
      op: (p) => zkKit.verifySignature(p.message, p.signature, p.key),
      rounds: 1
    }),
    erase({
      name: "EIP-712 digest (core keccak)",
      inputs: authorizations,
      op: (a) => accountCreationDigest(a.bjj, domain)
    }),
    erase({
      name: "EIP-712 signer recovery (secp256k1)",
      inputs: authorizations,
      op: (a) => recoverEthereumSigner(a.digest, a.signature)
    }),
    erase({
      name: "EIP-712 digest + recovery",
      inputs: authorizations,
      op: (a) => recoverEthereumSigner(accountCreationDigest(a.bjj, domain), a.signature)
    })
  ])
  console.log(
    `${SIGNATURES} distinct signatures, ${ROUNDS} interleaved timed passes after ${WARMUP} warm-up calls (zk-kit: ${ZK_KIT_SAMPLES} calls)\n`
  )
  printTable(rows)
}

main()
