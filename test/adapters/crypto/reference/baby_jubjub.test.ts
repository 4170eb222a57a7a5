import { describe, it } from "@effect/vitest"
import { babyjubjub } from "@noble/curves/misc.js"
import { Schema } from "effect"
import { expect } from "vitest"
import {
  BASE8,
  babyJubJub,
  CURVE_A,
  CURVE_D,
  FIELD_MODULUS,
  packPoint,
  SUBGROUP_ORDER,
  unpackPoint
} from "./baby_jubjub.ts"
import { bigIntToLittleEndian, bytesToHex, hexToBytes } from "../../../../adapters/crypto/hex_bytes.ts"
import { bjjBytes } from "../../../../core/domain/bjj.ts"
import { CLIENT_KEY, GO_SIGNATURE } from "../../../core/signing/vectors.ts"
import { GENERATOR, times, torsion2, torsion8, zkKit } from "../crypto_fixtures.ts"

const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
const Bytes32 = Schema.Array(Byte).check(Schema.isMinLength(32), Schema.isMaxLength(32))
const le = (value: bigint) => bigIntToLittleEndian(value, 32)

describe("BabyJubJub curve", () => {
  it("has the parameters of noble's babyjubjub (base point B8) and B8 = 8·G of order l", () => {
    const curve = babyjubjub.Point.CURVE()
    expect([curve.p, curve.n, curve.h, curve.a, curve.d]).toEqual([FIELD_MODULUS, SUBGROUP_ORDER, 8n, CURVE_A, CURVE_D])
    expect([curve.Gx, curve.Gy]).toEqual([BASE8.x, BASE8.y])
    const Point = babyJubJub()
    const G = Point.fromAffine(GENERATOR)
    G.assertValidity()
    expect(G.multiplyUnsafe(8n).equals(Point.BASE)).toBe(true)
    expect(times(Point.BASE, SUBGROUP_ORDER).is0()).toBe(true)
    expect(torsion8().isSmallOrder()).toBe(true)
    expect(torsion8().multiplyUnsafe(4n).is0()).toBe(false)
  })
})

describe("unpackPoint / packPoint", () => {
  it("round-trips the vector keys", () => {
    for (const key of [CLIENT_KEY.publicKey, GO_SIGNATURE.publicKey]) {
      const point = unpackPoint(bjjBytes(key))
      expect(point).toBeDefined()
      point!.assertValidity()
      expect(bytesToHex(packPoint(point!))).toBe(key)
    }
  })

  it("agrees with zk-kit's derivation and packing of the vector keys", () => {
    const kit = zkKit()
    for (const { privateKey, publicKey } of [CLIENT_KEY, GO_SIGNATURE]) {
      const [x, y] = kit.derivePublicKey(Buffer.from(privateKey, "hex"))
      expect(unpackPoint(bjjBytes(publicKey))!.toAffine()).toEqual({ x, y })
    }
  })

  it.prop("agrees with zk-kit on any 32 bytes (same point, or both reject)", [Bytes32], ([bytes]) => {
    const packed = Uint8Array.from(bytes)
    const ours = unpackPoint(packed)
    let theirs: readonly [bigint, bigint] | undefined
    try {
      const [x, y] = zkKit().unpackPublicKey(BigInt("0x" + bytesToHex(packed.slice().reverse())))
      theirs = [x, y]
    } catch {
      theirs = undefined
    }
    if (ours === undefined) expect(theirs).toBeUndefined()
    else expect([ours.toAffine().x, ours.toAffine().y]).toEqual(theirs)
  })

  it("packs the sign of x as x > (p − 1)/2, not noble's RFC 8032 parity", () => {
    const key = unpackPoint(bjjBytes(CLIENT_KEY.publicKey))!
    expect(key.toAffine().x > (FIELD_MODULUS - 1n) / 2n).toBe(true)
    expect(bytesToHex(packPoint(key.negate())).slice(0, 62)).toBe(CLIENT_KEY.publicKey.slice(0, 62))
    expect(unpackPoint(packPoint(key.negate()))!.equals(key.negate())).toBe(true)
  })

  it("rejects y ≥ p (p, p + 5, 2^255 − 1) with or without the sign bit", () => {
    for (const y of [FIELD_MODULUS, FIELD_MODULUS + 5n, 2n ** 255n - 1n]) {
      expect(unpackPoint(le(y))).toBeUndefined()
      expect(unpackPoint(le(y | (1n << 255n)))).toBeUndefined()
    }
  })

  it("rejects a y whose x² is not a square", () => {
    let y = 2n
    const Fp = babyJubJub().Fp
    const isSquare = (v: bigint) => Fp.pow(v, (FIELD_MODULUS - 1n) / 2n) === 1n
    while (isSquare(Fp.div(Fp.sub(1n, Fp.sqr(y)), Fp.sub(CURVE_A, Fp.mul(CURVE_D, Fp.sqr(y)))))) y++
    expect(unpackPoint(le(y))).toBeUndefined()
  })

  it("accepts the canonical packings of the x = 0 points and rejects them with the sign bit (non-canonical)", () => {
    expect(unpackPoint(le(1n))!.is0()).toBe(true)
    expect(unpackPoint(le(FIELD_MODULUS - 1n))!.equals(torsion2())).toBe(true)
    expect(unpackPoint(le(1n | (1n << 255n)))).toBeUndefined()
    expect(unpackPoint(le((FIELD_MODULUS - 1n) | (1n << 255n)))).toBeUndefined()
  })

  it("unpacks the all-zero (empty) key to a point of order 4", () => {
    const empty = unpackPoint(new Uint8Array(32))!
    expect(empty.toAffine().y).toBe(0n)
    expect(empty.isSmallOrder()).toBe(true)
    expect(empty.double().double().is0()).toBe(true)
  })

  it("rejects a wrong length", () => {
    expect(unpackPoint(new Uint8Array(31))).toBeUndefined()
    expect(unpackPoint(new Uint8Array(33))).toBeUndefined()
  })
})

describe("hexToBytes", () => {
  it("decodes exactly the requested length, with or without 0x, in any case", () => {
    expect(hexToBytes("0xAbCd", 2)).toEqual(Uint8Array.from([0xab, 0xcd]))
    expect(hexToBytes("abcd", 2)).toEqual(Uint8Array.from([0xab, 0xcd]))
    for (const bad of ["abc", "abcdef", "zz", "0x", "ab cd"]) expect(hexToBytes(bad, 2)).toBeUndefined()
  })
})
