import { describe, it } from "@effect/vitest"
import { Schema } from "effect"
import { createRequire } from "node:module"
import { expect } from "vitest"
import { babyJubJub, FIELD_MODULUS, packPoint, SUBGROUP_ORDER, unpackPoint } from "./reference/baby_jubjub.ts"
import { base8Multiply } from "../../../adapters/crypto/base8_multiply.ts"
import { verifyingKey } from "./reference/eddsa_poseidon_fast.ts"
import { verifyingKey as wasmVerifyingKey } from "../../../adapters/crypto/eddsa_poseidon_wasm.ts"
import { bjjPublicKeyOf, signElements } from "../../../adapters/crypto/eddsa_poseidon_sign.ts"
import {
  add,
  affineEntry,
  double,
  fromAffine,
  identity,
  isIdentity,
  projectiveEntry,
  toAffine,
  toAffineAll
} from "../../../adapters/crypto/edwards_extended.ts"
import { invert, P } from "../../../adapters/crypto/field_element.ts"
import { bigIntToLittleEndian, bytesToHex, littleEndianToBigInt } from "../../../adapters/crypto/hex_bytes.ts"
import { littleEndianHex, packAffine } from "../../../adapters/crypto/packed_point.ts"
import { poseidonMessage } from "./reference/poseidon_message.ts"
import { MAX_INPUTS, poseidonSparse } from "../../../adapters/crypto/poseidon_sparse.ts"
import { halfScalars } from "../../../adapters/crypto/scalar_halving.ts"
import { VerifyingKeyCache } from "../../../adapters/crypto/verifying_key_cache.ts"
import { bitLength, wnaf } from "../../../adapters/crypto/wnaf.ts"
import { verifyCheck } from "../../../adapters/crypto/babyjubjub_check.ts"
import { bjjBytes } from "../../../core/domain/bjj.ts"
import { torsion8 } from "./crypto_fixtures.ts"
import { power, squareRoot, windowedExponent } from "./reference/field_square_root.ts"
import { unpackAffine } from "./reference/point_decoding.ts"

const requireCjs = createRequire(import.meta.url)
const Element = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: FIELD_MODULUS - 1n }))
const Scalar = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: SUBGROUP_ORDER - 1n }))
const Wide = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: (1n << 256n) - 1n }))
const Width = Schema.Int.check(Schema.isBetween({ minimum: 2, maximum: 8 }))

/** poseidon-lite's function for `n` inputs (the oracle of the sparse form). */
function lite(n: number): (inputs: Array<bigint>) => bigint {
  const loaded: unknown = requireCjs(`poseidon-lite/poseidon${n}`)
  const fn: unknown = typeof loaded === "object" && loaded !== null ? Reflect.get(loaded, `poseidon${n}`) : undefined
  if (typeof fn !== "function") throw new Error(`poseidon-lite/poseidon${n} has no poseidon${n}`)
  return (inputs) => {
    const out: unknown = fn(inputs)
    if (typeof out !== "bigint") throw new Error("poseidon-lite returned no bigint")
    return out
  }
}

describe("field arithmetic", () => {
  it.prop("invert gives the inverse, and 0 for 0", [Element], ([a]) => {
    if (a === 0n) expect(invert(a)).toBe(0n)
    else expect((invert(a) * a) % P).toBe(1n)
  })

  it.prop("power with a windowed exponent equals square-and-multiply", [Element, Wide, Width], ([a, e, width]) => {
    let expected = 1n
    let base = a
    for (let k = e; k > 0n; k >>= 1n) {
      if ((k & 1n) === 1n) expected = (expected * base) % P
      base = (base * base) % P
    }
    expect(power(a, windowedExponent(e === 0n ? 1n : e, width))).toBe(e === 0n ? a : expected)
  })

  it.prop("squareRoot finds a root exactly for the squares (Euler's criterion)", [Element], ([a]) => {
    const isSquare = a === 0n || power(a, windowedExponent((P - 1n) / 2n, 5)) === 1n
    const root = squareRoot(a)
    expect(root !== undefined).toBe(isSquare)
    if (root !== undefined) expect((root * root) % P).toBe(a)
    const square = (a * a) % P
    const r = squareRoot(square)
    expect(r === a || r === (P - a) % P).toBe(true)
  })
})

describe("sparse Poseidon (derived from poseidon-lite's constants)", () => {
  it("equals poseidon-lite for 1..16 inputs on edge and pseudo-random values", () => {
    expect(MAX_INPUTS).toBe(16)
    for (let n = 1; n <= MAX_INPUTS; n++) {
      const oracle = lite(n)
      const samples = [
        Array.from({ length: n }, () => 0n),
        Array.from({ length: n }, () => P - 1n),
        Array.from({ length: n }, (_, i) => BigInt(i + 1)),
        Array.from({ length: n }, (_, i) => (BigInt(n * 1000 + i) * 0x9e3779b97f4a7c15f39cc0605cedc834n) % P)
      ]
      for (const inputs of samples) expect(poseidonSparse(inputs), `${n} inputs`).toBe(oracle(inputs))
    }
  })

  it.prop(
    "equals poseidon-lite on random 5- and 6-element inputs",
    [Element, Element, Element, Element, Element, Element],
    (xs) => {
      expect(poseidonSparse(xs)).toBe(lite(6)([...xs]))
      expect(poseidonSparse(xs.slice(0, 5))).toBe(lite(5)(xs.slice(0, 5)))
    }
  )

  it("poseidonMessage takes 1..6 field elements only, like the port always did", () => {
    expect(poseidonMessage([1n, 2n, 3n, 4n, 5n, 6n])).toBe(
      20400040500897583745843009878988256314335038853985262692600694741116813247201n
    )
    expect(poseidonMessage([])).toBeUndefined()
    expect(poseidonMessage([1n, 2n, 3n, 4n, 5n, 6n, 7n])).toBeUndefined()
    expect(poseidonMessage([P])).toBeUndefined()
    expect(poseidonMessage([-1n])).toBeUndefined()
    expect(() => poseidonSparse([])).toThrow(RangeError)
  })
})

describe("wNAF and half-size scalars", () => {
  it.prop(
    "wNAF digits add up to the scalar, odd and below 2^(w−1), with w − 1 zeros after each",
    [Wide, Width],
    ([k, width]) => {
      const digits = wnaf(k, width, bitLength(k) + 1)
      let sum = 0n
      for (const [i, d] of digits.entries()) sum += BigInt(d) << BigInt(i)
      expect(sum).toBe(k)
      digits.forEach((d, i) => {
        if (d === 0) return
        expect(Math.abs(d) % 2).toBe(1)
        expect(Math.abs(d)).toBeLessThan(1 << (width - 1))
        for (let j = i + 1; j < Math.min(digits.length, i + width); j++) expect(digits[j]).toBe(0)
      })
      expect(() => wnaf(k | 1n, width, bitLength(k | 1n))).toThrow(RangeError)
    }
  )

  it.prop("halfScalars gives r ≡ t·k (mod l), 0 < t < l odd, both about half size", [Scalar], ([k]) => {
    const { r, t } = halfScalars(k, SUBGROUP_ORDER)
    expect((((r - t * k) % SUBGROUP_ORDER) + SUBGROUP_ORDER) % SUBGROUP_ORDER).toBe(0n)
    expect(t > 0n && t < SUBGROUP_ORDER && (t & 1n) === 1n).toBe(true)
    // ≤ 127 bits for most k; a few need more (inherent when the short vector has an even t).
    expect(bitLength(r < 0n ? -r : r)).toBeLessThanOrEqual(150)
    expect(bitLength(t)).toBeLessThanOrEqual(150)
  })

  it("halfScalars keeps both scalars within 127 bits for most k", () => {
    let short = 0
    for (let i = 0; i < 1000; i++) {
      const k = (BigInt(i + 1) * 0x9e3779b97f4a7c15f39cc0605cedc8341082276bf3a27251n) % SUBGROUP_ORDER
      const { r, t } = halfScalars(k, SUBGROUP_ORDER)
      if (bitLength(r < 0n ? -r : r) <= 127 && bitLength(t) <= 127) short++
    }
    expect(short).toBeGreaterThan(950)
  })

  it("halfScalars handles the edges 0, 1, l − 1 and small k", () => {
    for (const k of [0n, 1n, 2n, 3n, SUBGROUP_ORDER - 1n, SUBGROUP_ORDER / 2n]) {
      const { r, t } = halfScalars(k, SUBGROUP_ORDER)
      expect((((r - t * k) % SUBGROUP_ORDER) + SUBGROUP_ORDER) % SUBGROUP_ORDER).toBe(0n)
      expect((t & 1n) === 1n && t > 0n).toBe(true)
    }
  })
})

describe("extended coordinates and fixed-base multiplication", () => {
  it.prop("base8Multiply equals noble's k·B8", [Scalar], ([k]) => {
    const ours = base8Multiply(k)
    const theirs = babyJubJub().BASE.multiplyUnsafe(k).toAffine()
    expect(ours).toEqual({ x: theirs.x, y: theirs.y })
  })

  it("adds and doubles with the group law on the whole curve (torsion points, identity, P − P)", () => {
    const Point = babyJubJub()
    const T = torsion8()
    const points = [Point.BASE, T, Point.BASE.multiplyUnsafe(12345n).add(T), T.double(), Point.ZERO]
    for (const a of points) {
      for (const b of points) {
        const A = a.toAffine()
        const B = b.toAffine()
        const sum = fromAffine(A.x, A.y)
        add(sum, affineEntry(B.x, B.y), false)
        expect(toAffine(sum)).toEqual(a.add(b).toAffine())
        const difference = fromAffine(A.x, A.y)
        add(difference, projectiveEntry(fromAffine(B.x, B.y)), true)
        expect(toAffine(difference)).toEqual(a.subtract(b).toAffine())
      }
      const A = a.toAffine()
      const twice = fromAffine(A.x, A.y)
      double(twice, true)
      expect(toAffine(twice)).toEqual(a.double().toAffine())
    }
    const zero = fromAffine(Point.BASE.toAffine().x, Point.BASE.toAffine().y)
    add(zero, affineEntry(Point.BASE.toAffine().x, Point.BASE.toAffine().y), true)
    expect(isIdentity(zero)).toBe(true)
    expect(isIdentity(identity())).toBe(true)
    expect(toAffineAll([identity(), fromAffine(1n, 2n)])).toEqual([
      { x: 0n, y: 1n },
      { x: 1n, y: 2n }
    ])
  })
})

describe("packings", () => {
  it.prop(
    "unpackAffine agrees with the noble unpack except for x = 0, which it rejects as iden3 does",
    [Wide],
    ([packed]) => {
      const ours = unpackAffine(packed)
      const theirs = unpackPoint(bigIntToLittleEndian(packed, 32))
      if (theirs === undefined || theirs.toAffine().x === 0n) expect(ours).toBeUndefined()
      else {
        expect(ours).toEqual(theirs.toAffine())
        expect(packAffine(ours!)).toBe(littleEndianToBigInt(packPoint(theirs)))
      }
    }
  )

  it("littleEndianHex reads bytes little-endian and refuses non-hex", () => {
    expect(littleEndianHex("0102ff", 0, 3)).toBe(0xff0201n)
    expect(littleEndianHex("0102ff", 1, 2)).toBe(0xff02n)
    expect(littleEndianHex("zz02", 0, 2)).toBeUndefined()
    expect(littleEndianHex("01", 0, 2)).toBeUndefined()
  })
})

describe("VerifyingKeyCache", () => {
  const secret = (i: number) => {
    const sk = new Uint8Array(32)
    sk[0] = i
    return sk
  }
  const check = (i: number, elements: ReadonlyArray<bigint> = [BigInt(i)]) => ({
    elements,
    publicKey: bjjPublicKeyOf(secret(i)),
    signature: signElements(secret(i), elements)
  })

  it("builds a key's split tables only once it has verified a signature, and keeps undecodable keys as such", () => {
    const cache = new VerifyingKeyCache(8)
    const c = check(1)
    expect(cache.lookup(c.publicKey)!.split).toBeUndefined()
    expect(cache.lookup(c.publicKey)!.split).toBeUndefined()
    expect(verifyCheck(c, cache)).toBe(true)
    expect(cache.lookup(c.publicKey)!.split).toBeDefined()
    expect(verifyCheck(c, cache)).toBe(true)
    expect(verifyCheck({ ...c, elements: [2n] }, cache)).toBe(false)
    const notAPoint = "ff".repeat(32)
    expect(cache.lookup(notAPoint)).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  it("evicts the least recently used key beyond its capacity; capacity 0 caches nothing", () => {
    const cache = new VerifyingKeyCache(2)
    const [a, b, c] = [check(1), check(2), check(3)]
    for (const x of [a, b, a, c]) expect(verifyCheck(x, cache)).toBe(true)
    expect(cache.size).toBe(2)
    // b was the least recently used: a and c are kept (a's entry still carries its valid count).
    expect(cache.lookup(a.publicKey)!.split).toBeDefined()
    const none = new VerifyingKeyCache(0)
    expect(verifyCheck(a, none)).toBe(true)
    expect(none.size).toBe(0)
  })

  it("decodes a small-order key as such (both verifiers)", () => {
    expect(verifyingKey(littleEndianToBigInt(packPoint(torsion8())))!.smallOrder).toBe(true)
    expect(verifyingKey(littleEndianToBigInt(bjjBytes(check(5).publicKey)))!.smallOrder).toBe(false)
    expect(wasmVerifyingKey(bytesToHex(packPoint(torsion8())))!.smallOrder).toBe(true)
    expect(wasmVerifyingKey(check(5).publicKey)!.smallOrder).toBe(false)
  })
})
