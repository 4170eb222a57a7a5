import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { decodeFloat40, encodeFloat40, MAX_FLOAT40_AMOUNT } from "../../../core/domain/float40.ts"
import { l1UserTxId, l2TxId, l2TxIdWidthProblem } from "../../../core/domain/tx_id.ts"

// Golden vectors: docs/testing.md (hermezjs getL2TxId, checked with hermez-node Go).
const L2_VECTORS: ReadonlyArray<readonly [number, number, bigint, bigint, number, string]> = [
  [87654, 5, 4n, 144n, 0, "0x022669acda59b827d20ef5354a3eebd1dffb3972b0a6bf89d18bfd2efa0ab9f41e"],
  [87654, 5, 4n, 1n, 0, "0x029e7499a830f8f5eb17c07da48cf91415710f1bcbe0169d363ff91e81faf92fc2"],
  [87654, 5, 4n, 3n, 126, "0x0255c70ed20e1b8935232e1b9c5884dbcc88a6e1a3454d24f2d77252eb2bb0b64e"],
  [87654, 5, 4n, 1003n, 144, "0x0206b372f967061d1148bbcff679de38120e075141a80a07326d0f514c2efc6ca9"],
  [1, 1, 1n, 1n, 1, "0x0236f7ea5bccf78ba60baf56c058d235a844f9b09259fd0efa4f5f72a7d4a26618"],
  [999, 999, 999n, 999n, 255, "0x02ac122f5b709ce190129fecbbe35bfd30c70e6433dbd85a8eb743d110906a1dc1"],
  [4444, 0, 3400000000n, 2n, 25, "0x02c674951a81881b7bc50db3b9e5efd97ac88550c7426ac548720e5057cfba515a"]
]

describe("TxID", () => {
  it.each(L2_VECTORS)("L2 (%i, %i, %s, %s, %i) matches the golden id", (fromIdx, tokenId, amount, nonce, fee, id) => {
    expect(Result.getOrThrow(l2TxId({ fromIdx, tokenId, amount, nonce, fee }))).toBe(id)
  })

  it("L1 user (123456, 71) matches the golden id", () => {
    expect(l1UserTxId(123456, 71)).toBe("0x00a6cbae3b8661fb75b0919ca6605a02cfb04d9c6dd16870fa0fcdf01befa32768")
  })

  it("fails for an amount that Float40 cannot represent", () => {
    expect(
      Result.isFailure(l2TxId({ fromIdx: 256, tokenId: 0, amount: 99223344556573838487575n, nonce: 0n, fee: 0 }))
    ).toBe(true)
  })
})

describe("Float40", () => {
  it("encodes the reference vectors", () => {
    expect(decodeFloat40(6n * 2n ** 35n + 123n)).toBe(123000000n)
    expect(decodeFloat40(2n * 2n ** 35n + 4545n)).toBe(454500n)
    // Amounts below 2^35 keep exponent 0; larger ones shed trailing zeros.
    expect(Result.getOrThrow(encodeFloat40(123000000n))).toBe(123000000n)
    expect(Result.getOrThrow(encodeFloat40(343597383670000000000000000000000000000000n))).toBe(0xffffffffffn)
    expect(decodeFloat40(0xffffffffffn)).toBe(343597383670000000000000000000000000000000n)
    expect(Result.isFailure(encodeFloat40(99223344556573838487575n))).toBe(true)
  })

  it.prop(
    "round-trips every representable amount",
    [
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: 2n ** 35n - 1n })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 31 }))
    ],
    ([m, e]) => {
      const amount = m * 10n ** BigInt(e)
      expect(decodeFloat40(Result.getOrThrow(encodeFloat40(amount)))).toBe(amount)
    }
  )

  it.prop(
    "rejects every amount whose significant digits need more than 35 bits, or beyond the largest value",
    [
      Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 2n ** 35n, maximum: 2n ** 80n })),
      Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 40 }))
    ],
    ([m, e]) => {
      // Make the mantissa end in a non-zero digit so no trailing zero can be shed.
      const mantissa = m % 10n === 0n ? m + 1n : m
      expect(Result.isFailure(encodeFloat40(mantissa * 10n ** BigInt(e)))).toBe(true)
    }
  )

  it("rejects amounts above the largest Float40 value, naming a huge one by its length", () => {
    expect(Result.isSuccess(encodeFloat40(MAX_FLOAT40_AMOUNT))).toBe(true)
    expect(Result.isFailure(encodeFloat40(MAX_FLOAT40_AMOUNT + 1n))).toBe(true)
    const huge = 10n ** 60000n
    const result = encodeFloat40(huge)
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) expect(result.failure.length).toBeLessThan(200)
  })
})

describe("L2 TxID failures", () => {
  const fields = { fromIdx: 256, tokenId: 0, amount: 1000n, nonce: 0n, fee: 0 }

  it("names the field that does not fit its width before looking at the amount", () => {
    expect(l2TxIdWidthProblem(fields)).toBeUndefined()
    expect(l2TxIdWidthProblem({ ...fields, nonce: 2n ** 40n })).toContain("nonce")
    expect(l2TxIdWidthProblem({ ...fields, fee: 256 })).toContain("fee selector 256")
    expect(l2TxIdWidthProblem({ ...fields, fromIdx: 2 ** 48 })).toContain("fromIdx")
    expect(l2TxIdWidthProblem({ ...fields, tokenId: 2 ** 32 })).toContain("tokenId")
    const both = l2TxId({ ...fields, nonce: 2n ** 40n, amount: 99223344556573838487575n })
    expect(Result.isFailure(both) && both.failure).toContain("nonce")
  })

  it("names the amount and its value when Float40 cannot represent it", () => {
    const result = l2TxId({ ...fields, amount: 99223344556573838487575n })
    expect(Result.isFailure(result) && result.failure).toMatch(
      /^amount: 99223344556573838487575 is not representable as Float40: .*35 bits/
    )
  })
})

describe("Float40 failure messages", () => {
  it("start with the amount, so a caller can prefix the field's name", () => {
    const failure = (amount: bigint) => {
      const result = encodeFloat40(amount)
      return Result.isFailure(result) ? result.failure : "representable"
    }
    expect(failure(99223344556573838487575n)).toMatch(
      /^99223344556573838487575 is not representable as Float40: its significant digits/
    )
    expect(failure(MAX_FLOAT40_AMOUNT + 1n)).toMatch(
      new RegExp(`^${MAX_FLOAT40_AMOUNT + 1n} is not representable as Float40: it is above the largest`)
    )
    expect(failure(-1n)).toBe("-1 is negative")
    expect(failure(10n ** 60000n)).toMatch(/^a number of 60001 digits is not representable as Float40/)
  })
})
