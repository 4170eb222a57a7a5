import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { rqTxCompressedDataV2, SIGNATURE_CONSTANT, txCompressedData } from "../../../core/signing/compressed_data.ts"

const hex = (n: bigint) => n.toString(16)
const zero = { toBjjSign: false, fee: 0, nonce: 0n, tokenId: 0, toIdx: 0, fromIdx: 0, chainId: 0 }
const rqZero = { rqToBjjSign: false, rqFee: 0, rqNonce: 0n, rqTokenId: 0, rqAmount: 0n, rqToIdx: 0, rqFromIdx: 0 }

// Golden vectors: docs/testing.md (Go and JS agree).
describe("txCompressedData", () => {
  it("matches the Go vector (chainId 1, 324 → 256, token 123, nonce 76, fee 214, sign 0)", () => {
    const value = txCompressedData({
      toBjjSign: false,
      fee: 214,
      nonce: 76n,
      tokenId: 123,
      toIdx: 256,
      fromIdx: 324,
      chainId: 1
    })
    expect(hex(Result.getOrThrow(value))).toBe("d6000000004c0000007b0000000001000000000001440001c60be60f")
  })

  it("matches the JS vector (the same with token 1)", () => {
    const value = txCompressedData({
      toBjjSign: false,
      fee: 214,
      nonce: 76n,
      tokenId: 1,
      toIdx: 256,
      fromIdx: 324,
      chainId: 1
    })
    expect(hex(Result.getOrThrow(value))).toBe("d6000000004c000000010000000001000000000001440001c60be60f")
  })

  it("is the signature constant alone when every field is zero", () => {
    expect(Result.getOrThrow(txCompressedData(zero))).toBe(SIGNATURE_CONSTANT)
    expect(hex(SIGNATURE_CONSTANT)).toBe("c60be60f")
  })

  it("matches the all-maximum vector (225 bits)", () => {
    const value = txCompressedData({
      toBjjSign: true,
      fee: 7,
      nonce: 2n ** 40n - 1n,
      tokenId: 2 ** 32 - 1,
      toIdx: 2 ** 48 - 1,
      fromIdx: 2 ** 48 - 1,
      chainId: 65535
    })
    expect(hex(Result.getOrThrow(value))).toBe("107ffffffffffffffffffffffffffffffffffffffffffffffc60be60f")
  })

  it("fails, naming the field, when a field does not fit its width", () => {
    const cases: ReadonlyArray<readonly [Partial<typeof zero>, RegExp]> = [
      [{ fee: 256 }, /fee 256 does not fit in 8 bits/],
      [{ fee: -1 }, /fee -1/],
      [{ nonce: 2n ** 40n }, /nonce .* 40 bits/],
      [{ tokenId: 2 ** 32 }, /tokenId .* 32 bits/],
      [{ toIdx: 2 ** 48 }, /toIdx .* 48 bits/],
      [{ fromIdx: 2 ** 48 }, /fromIdx .* 48 bits/],
      [{ chainId: 65536 }, /chainId 65536 does not fit in 16 bits/],
      [{ chainId: 1.5 }, /chainId 1.5 is not an integer/]
    ]
    for (const [change, message] of cases) {
      const result = txCompressedData({ ...zero, ...change })
      expect(Result.isFailure(result) && result.failure).toMatch(message)
    }
  })

  it.prop(
    "places each field at its bit offset",
    [
      Schema.Boolean,
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 })),
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 40n - 1n })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 ** 32 - 1 })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 ** 48 - 1 })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 2 ** 48 - 1 })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 }))
    ],
    ([toBjjSign, fee, nonce, tokenId, toIdx, fromIdx, chainId]) => {
      const v = Result.getOrThrow(txCompressedData({ toBjjSign, fee, nonce, tokenId, toIdx, fromIdx, chainId }))
      const field = (offset: bigint, bits: bigint) => (v >> offset) & ((1n << bits) - 1n)
      expect(field(0n, 32n)).toBe(SIGNATURE_CONSTANT)
      expect(field(32n, 16n)).toBe(BigInt(chainId))
      expect(field(48n, 48n)).toBe(BigInt(fromIdx))
      expect(field(96n, 48n)).toBe(BigInt(toIdx))
      expect(field(144n, 32n)).toBe(BigInt(tokenId))
      expect(field(176n, 40n)).toBe(nonce)
      expect(field(216n, 8n)).toBe(BigInt(fee))
      expect(v >> 224n).toBe(toBjjSign ? 1n : 0n)
    }
  )
})

describe("rqTxCompressedDataV2", () => {
  it("matches the vector (rqFrom 7, rqTo 8, rqAmount 9, rqToken 10, rqNonce 11, rqFee 12, sign 1)", () => {
    const value = rqTxCompressedDataV2({
      rqToBjjSign: true,
      rqFee: 12,
      rqNonce: 11n,
      rqTokenId: 10,
      rqAmount: 9n,
      rqToIdx: 8,
      rqFromIdx: 7
    })
    expect(hex(Result.getOrThrow(value))).toBe("10c000000000b0000000a0000000009000000000008000000000007")
  })

  it("is zero for a transaction that requests none", () => {
    expect(Result.getOrThrow(rqTxCompressedDataV2(rqZero))).toBe(0n)
  })

  it("matches hermezjs's raw input of the maxNumBatch vector (rqFrom 227051877307886, rqTo 350)", () => {
    const value = rqTxCompressedDataV2({ ...rqZero, rqFromIdx: 227051877307886, rqToIdx: 350 })
    expect(Result.getOrThrow(value)).toBe(98743293726037486n)
  })

  it("Float40-encodes the requested amount and fails when it cannot", () => {
    // 1.23e28 = 12300000000 · 10^18: mantissa 12300000000, exponent 18.
    const encoded = Result.getOrThrow(rqTxCompressedDataV2({ ...rqZero, rqAmount: 123n * 10n ** 26n }))
    expect((encoded >> 96n) & (2n ** 40n - 1n)).toBe(18n * 2n ** 35n + 12300000000n)
    const failed = rqTxCompressedDataV2({ ...rqZero, rqAmount: 99223344556573838487575n })
    expect(Result.isFailure(failed) && failed.failure).toMatch(/^requestAmount: .*not representable as Float40/)
  })

  it("fails, naming the field, when a requested field does not fit", () => {
    for (const change of [
      { rqFee: 256 },
      { rqNonce: 2n ** 40n },
      { rqTokenId: 2 ** 32 },
      { rqToIdx: 2 ** 48 },
      { rqFromIdx: 2 ** 48 }
    ]) {
      expect(Result.isFailure(rqTxCompressedDataV2({ ...rqZero, ...change }))).toBe(true)
    }
  })
})
