/** Differential cases for the fast BabyJubJub verifier against @iden3/js-crypto: vectors, honest signatures,
 * corruptions, bad packings and scalars, torsion, small-order keys, all seeded; `DIFFERENTIAL_SCALE` scales them. */
import type { EdwardsPoint } from "@noble/curves/abstract/edwards.js"
import { sha256 } from "@noble/hashes/sha2.js"
import { Result } from "effect"
import { babyJubJub, FIELD_MODULUS, packPoint, SUBGROUP_ORDER } from "./reference/baby_jubjub.ts"
import { bigIntToLittleEndian, littleEndianToBigInt } from "../../../adapters/crypto/hex_bytes.ts"
import { poseidonHash } from "../../../adapters/crypto/poseidon_hash.ts"
import { bjjBytes } from "../../../core/domain/bjj.ts"
import { l2TransactionMessage } from "../../../core/signing/mod.ts"
import { bytes, CLIENT_CHAIN_ID, CLIENT_KEY, CLIENT_VECTORS, GO_SIGNATURE } from "../../core/signing/vectors.ts"
import { forge, torsion8 } from "./crypto_fixtures.ts"
import { iden3Sign } from "./iden3_oracle.ts"

/** One verification to run through both verifiers. */
export interface Case {
  /** The family it belongs to (for the summary). */
  readonly family: string
  /** A reproducible name. */
  readonly name: string
  /** The message elements (6 for an L2 transaction). */
  readonly elements: ReadonlyArray<bigint>
  /** The packed key, 32 bytes. */
  readonly publicKey: Uint8Array
  /** R8 ‖ S, 64 bytes. */
  readonly signature: Uint8Array
}

/** A valid signature to corrupt: its elements, key and signature, and the key's point. */
interface Honest {
  readonly name: string
  readonly elements: ReadonlyArray<bigint>
  readonly publicKey: Uint8Array
  readonly signature: Uint8Array
}

const SCALE = Math.max(1, Number(process.env["DIFFERENTIAL_SCALE"] ?? "1") || 1)

/** 32 deterministic bytes for a label. */
function hashBytes(label: string): Uint8Array {
  return sha256(new TextEncoder().encode(label))
}

/** A deterministic integer below `bound` for a label (bound ≤ 2^250, so the bias is negligible). */
function below(label: string, bound: bigint): bigint {
  const wide = (littleEndianToBigInt(hashBytes(label + "/a")) << 256n) | littleEndianToBigInt(hashBytes(label + "/b"))
  return wide % bound
}

/** A deterministic small integer in [0, n) for a label. */
function index(label: string, n: number): number {
  return Number(below(label, BigInt(n)))
}

/** Six deterministic field elements for a label. */
function elementsFor(label: string): Array<bigint> {
  return Array.from({ length: 6 }, (_, k) => below(`${label}/element${k}`, FIELD_MODULUS))
}

/** The signature bytes R8 ‖ S. */
function signatureBytes(R: Uint8Array, S: bigint): Uint8Array {
  const out = new Uint8Array(64)
  out.set(R, 0)
  out.set(bigIntToLittleEndian(S, 32), 32)
  return out
}

/** `bytes` with bit `bit` (byte-major, little-endian within a byte) flipped. */
function flipBit(data: Uint8Array, bit: number): Uint8Array {
  const out = data.slice()
  out[bit >> 3]! ^= 1 << (bit & 7)
  return out
}

/** The 32-byte packing of the integer y with the sign bit set or not. */
function packedY(y: bigint, sign: boolean): Uint8Array {
  return bigIntToLittleEndian(sign ? y | (1n << 255n) : y, 32)
}

/** A copy of the signature with S replaced. */
function withS(signature: Uint8Array, S: bigint): Uint8Array {
  return signatureBytes(signature.subarray(0, 32), S)
}

/** The Poseidon message of elements (poseidon-lite). */
function messageOf(elements: ReadonlyArray<bigint>): bigint {
  const m = poseidonHash(elements)
  if (m === undefined) throw new Error("elements out of range")
  return m
}

/** The golden vectors: the Go vector and the hermezjs client vectors. */
function goldenVectors(): Array<Honest> {
  const golden: Array<Honest> = [
    {
      name: "Go TestVerifyTxSignatureEthAddrWith0",
      elements: Result.getOrThrow(l2TransactionMessage(GO_SIGNATURE.tx, { chainId: GO_SIGNATURE.chainId })),
      publicKey: bjjBytes(GO_SIGNATURE.publicKey),
      signature: bytes(GO_SIGNATURE.signature)
    }
  ]
  for (const vector of CLIENT_VECTORS) {
    golden.push({
      name: `hermezjs ${vector.name}`,
      elements: Result.getOrThrow(l2TransactionMessage(vector.tx, { chainId: CLIENT_CHAIN_ID })),
      publicKey: bjjBytes(CLIENT_KEY.publicKey),
      signature: bytes(vector.signature)
    })
  }
  return golden
}

/** An honest signature by a pseudo-random key on pseudo-random elements, made with noble. */
function nobleSigned(label: string, keyOffset?: EdwardsPoint): Honest {
  const Point = babyJubJub()
  const s = below(`${label}/s`, SUBGROUP_ORDER - 1n) + 1n
  const key = keyOffset === undefined ? Point.BASE.multiplyUnsafe(s) : Point.BASE.multiplyUnsafe(s).add(keyOffset)
  const elements = elementsFor(label)
  const r = below(`${label}/r`, SUBGROUP_ORDER - 1n) + 1n
  const hex = forge({ s, r, key, rOffset: Point.ZERO, message: messageOf(elements) })
  return { name: label, elements, publicKey: packPoint(key), signature: bytes(hex) }
}

/** An honest signature made by iden3's signer with a pseudo-random raw private key. */
function iden3Signed(label: string): Honest {
  const elements = elementsFor(label)
  const { publicKey, signature } = iden3Sign(hashBytes(`${label}/sk`), messageOf(elements))
  return { name: label, elements, publicKey, signature }
}

/** The corruptions of one honest signature (the honest one first). */
function corruptions(h: Honest, other: Honest): Array<Case> {
  const S = littleEndianToBigInt(h.signature.subarray(32))
  const cases: Array<Case> = [
    { family: "valid", name: h.name, elements: h.elements, publicKey: h.publicKey, signature: h.signature }
  ]
  const add = (family: string, change: Partial<Omit<Case, "family" | "name">>) =>
    cases.push({
      family,
      name: `${h.name} / ${family}`,
      elements: h.elements,
      publicKey: h.publicKey,
      signature: h.signature,
      ...change
    })
  const k = index(`${h.name}/element`, 6)
  add("message element + 1", { elements: h.elements.map((e, i) => (i === k ? (e + 1n) % FIELD_MODULUS : e)) })
  add("R8 bit flipped", { signature: flipBit(h.signature, index(`${h.name}/rbit`, 255)) })
  add("R8 sign flipped", { signature: flipBit(h.signature, 255) })
  add("S bit flipped", { signature: flipBit(h.signature, 256 + index(`${h.name}/sbit`, 256)) })
  add("S + l", { signature: withS(h.signature, S + SUBGROUP_ORDER) })
  add("S − 1", { signature: withS(h.signature, S === 0n ? SUBGROUP_ORDER - 1n : S - 1n) })
  add("key bit flipped", { publicKey: flipBit(h.publicKey, index(`${h.name}/kbit`, 256)) })
  add("another case's key", { publicKey: other.publicKey })
  add("another case's signature", { signature: other.signature })
  add("element ≥ p", { elements: h.elements.map((e, i) => (i === k ? e + FIELD_MODULUS : e)) })
  return cases
}

/** Packings whose y is not a field element or whose x² is not a square ("off the curve"). */
function offCurvePackings(label: string, count: number): Array<Uint8Array> {
  const Fp = babyJubJub().Fp
  const out: Array<Uint8Array> = []
  const fixed = [FIELD_MODULUS, FIELD_MODULUS + 1n, FIELD_MODULUS + 5n, (1n << 255n) - 1n]
  for (const y of fixed) out.push(packedY(y, false), packedY(y, true))
  for (let i = 0; out.length < count; i++) {
    if (i % 3 === 0) {
      out.push(
        packedY(
          FIELD_MODULUS + below(`${label}/big${i}`, (1n << 255n) - FIELD_MODULUS),
          index(`${label}/bs${i}`, 2) === 1
        )
      )
      continue
    }
    const y = below(`${label}/y${i}`, FIELD_MODULUS)
    const y2 = Fp.sqr(y)
    const x2 = Fp.div(Fp.sub(1n, y2), Fp.sub(168700n, Fp.mul(168696n, y2)))
    if (Fp.pow(x2, (FIELD_MODULUS - 1n) / 2n) !== 1n) out.push(packedY(y, index(`${label}/s${i}`, 2) === 1))
  }
  return out
}

/** The points of small order: k·T8 for k = 0..7 (T8 of order 8). */
export function smallOrderPoints(): Array<EdwardsPoint> {
  const T8 = torsion8()
  return Array.from({ length: 8 }, (_, k) => (k === 0 ? babyJubJub().ZERO : T8.multiplyUnsafe(BigInt(k))))
}

/** Every generated case, grouped by family. */
export function differentialCases(part: "signatures" | "encodings"): Array<Case> {
  const cases: Array<Case> = []
  if (part === "signatures") {
    const honest: Array<Honest> = [...goldenVectors()]
    for (let i = 0; i < 6 * SCALE; i++) honest.push(iden3Signed(`iden3-signed ${i}`))
    for (let i = 0; i < 40 * SCALE; i++) honest.push(nobleSigned(`noble-signed ${i}`))
    for (const [i, h] of honest.entries()) cases.push(...corruptions(h, honest[(i + 1) % honest.length]!))
    return cases
  }
  const base = nobleSigned("encodings base")
  const Point = babyJubJub()
  const S = littleEndianToBigInt(base.signature.subarray(32))
  // Packings off the curve or outside the field, as R8 and as the key.
  for (const packing of offCurvePackings("R8 off curve", 400 * SCALE)) {
    cases.push({
      family: "R8 off the curve / y ≥ p",
      name: `R8 ${littleEndianToBigInt(packing).toString(16)}`,
      elements: base.elements,
      publicKey: base.publicKey,
      signature: signatureBytes(packing, S)
    })
  }
  for (const packing of offCurvePackings("key off curve", 400 * SCALE)) {
    cases.push({
      family: "key off the curve / y ≥ p",
      name: `key ${littleEndianToBigInt(packing).toString(16)}`,
      elements: base.elements,
      publicKey: packing,
      signature: base.signature
    })
  }
  // x = 0 (y = ±1), with and without the sign bit.
  for (const y of [1n, FIELD_MODULUS - 1n]) {
    for (const sign of [false, true]) {
      cases.push({
        family: "x = 0 packings",
        name: `R8 y=${y} sign=${sign}`,
        elements: base.elements,
        publicKey: base.publicKey,
        signature: signatureBytes(packedY(y, sign), S)
      })
      cases.push({
        family: "x = 0 packings",
        name: `key y=${y} sign=${sign}`,
        elements: base.elements,
        publicKey: packedY(y, sign),
        signature: base.signature
      })
    }
  }
  // Random bytes as R8, as the key, as the whole signature.
  for (let i = 0; i < 40 * SCALE; i++) {
    cases.push({
      family: "random R8 bytes",
      name: `random R8 ${i}`,
      elements: base.elements,
      publicKey: base.publicKey,
      signature: signatureBytes(hashBytes(`random R8 ${i}`), S)
    })
    cases.push({
      family: "random key bytes",
      name: `random key ${i}`,
      elements: base.elements,
      publicKey: hashBytes(`random key ${i}`),
      signature: base.signature
    })
  }
  // Out-of-range scalars.
  const highS = [
    SUBGROUP_ORDER,
    SUBGROUP_ORDER + 1n,
    1n << 253n,
    (1n << 256n) - 1n,
    FIELD_MODULUS,
    S + 7n * SUBGROUP_ORDER
  ]
  for (let i = 0; i < 400 * SCALE; i++) highS.push(SUBGROUP_ORDER + below(`high S ${i}`, (1n << 256n) - SUBGROUP_ORDER))
  for (const high of highS) {
    cases.push({
      family: "S ≥ l",
      name: `S = ${high.toString(16)}`,
      elements: base.elements,
      publicKey: base.publicKey,
      signature: withS(base.signature, high)
    })
  }
  for (const low of [0n, 1n, SUBGROUP_ORDER - 1n]) {
    cases.push({
      family: "S at the edges",
      name: `S = ${low}`,
      elements: base.elements,
      publicKey: base.publicKey,
      signature: withS(base.signature, low)
    })
  }
  // Elements the message hash refuses.
  for (let i = 0; i < 300 * SCALE; i++) {
    const k = index(`element out ${i}`, 6)
    const elements = base.elements.map((e, j) =>
      j === k
        ? i % 2 === 0
          ? FIELD_MODULUS + below(`element out ${i}`, 1n << 200n)
          : -1n - below(`element neg ${i}`, 1n << 64n)
        : e
    )
    cases.push({
      family: "element outside 0..p−1",
      name: `element ${k} of case ${i}`,
      elements,
      publicKey: base.publicKey,
      signature: base.signature
    })
  }
  for (const count of [0, 7, 17]) {
    cases.push({
      family: "element count",
      name: `${count} elements`,
      elements: Array.from({ length: count }, (_, j) => BigInt(j)),
      publicKey: base.publicKey,
      signature: base.signature
    })
  }
  // Torsion: an R8 with a torsion component (rejected), a key with one (accepted when signed by the owner).
  const torsion = smallOrderPoints().slice(1)
  for (let i = 0; i < 2 * SCALE; i++) {
    for (const [j, T] of torsion.entries()) {
      const label = `torsion ${i}/${j}`
      const s = below(`${label}/s`, SUBGROUP_ORDER - 1n) + 1n
      const r = below(`${label}/r`, SUBGROUP_ORDER - 1n) + 1n
      const key = Point.BASE.multiplyUnsafe(s)
      const elements = elementsFor(label)
      cases.push({
        family: "R8 + torsion",
        name: label,
        elements,
        publicKey: packPoint(key),
        signature: bytes(forge({ s, r, key, rOffset: T, message: messageOf(elements) }))
      })
      const dirty = nobleSigned(`${label}/key`, T)
      cases.push({
        family: "key + torsion, honest signature",
        name: dirty.name,
        elements: dirty.elements,
        publicKey: dirty.publicKey,
        signature: dirty.signature
      })
    }
  }
  // Small-order keys with R8 = S·B8 (the bare equation holds) and with an honest-looking signature.
  for (const [k, point] of smallOrderPoints().entries()) {
    const forgedS = below(`small order ${k}`, SUBGROUP_ORDER)
    const forged = signatureBytes(packPoint(Point.BASE.multiplyUnsafe(forgedS)), forgedS)
    cases.push({
      family: "small-order key",
      name: `${k}·T8, R8 = S·B8`,
      elements: base.elements,
      publicKey: packPoint(point),
      signature: forged
    })
    cases.push({
      family: "small-order key",
      name: `${k}·T8, another signature`,
      elements: base.elements,
      publicKey: packPoint(point),
      signature: base.signature
    })
    if (point.toAffine().x !== 0n) {
      // The other sign of x (the packing of −point).
      cases.push({
        family: "small-order key",
        name: `−${k}·T8, R8 = S·B8`,
        elements: base.elements,
        publicKey: packPoint(point.negate()),
        signature: forged
      })
    }
  }
  return cases
}
