import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { PostPoolL2Transaction } from "../../../core/domain/pool_transaction.ts"
import {
  amountAndAddressElement,
  bjjY,
  type L2TransactionFields,
  l2TransactionMessage,
  rqTxCompressedDataV2,
  txCompressedData
} from "../../../core/signing/mod.ts"
import { CLIENT_VECTORS, GO_SIGNATURE, HASH_TO_SIGN_4, idx } from "./vectors.ts"

const base: L2TransactionFields = {
  fromAccountIndex: idx("ETH", 256),
  toAccountIndex: idx("ETH", 257),
  tokenId: 0,
  amount: 5000n,
  fee: 0,
  nonce: 1n
}

describe("l2TransactionMessage", () => {
  it("reproduces hermezjs's raw inputs of the maxNumBatch vector (elements 2..5)", () => {
    const [, e1, toBjjAy, rq, rqToEthAddr, rqToBjjAy] = Result.getOrThrow(
      l2TransactionMessage(HASH_TO_SIGN_4.tx, {
        chainId: HASH_TO_SIGN_4.chainId,
        maxNumBatch: HASH_TO_SIGN_4.maxNumBatch
      })
    )
    expect(toBjjAy).toBe(HASH_TO_SIGN_4.toBjjAy)
    expect(rq).toBe(HASH_TO_SIGN_4.rqTxCompressedDataV2)
    expect(rqToEthAddr).toBe(0x4a4547136a017c665fcedcdddca9dfd6d7dbc77fn)
    expect(rqToBjjAy).toBe(HASH_TO_SIGN_4.rqToBjjAy)
    // e1 = maxNumBatch · 2^200 + Float40(5.3e18) · 2^160 + toEthAddr; 5.3e18 = 5300000000 · 10^9.
    expect(e1).toBe(
      (16385n << 200n) + ((9n * 2n ** 35n + 5300000000n) << 160n) + 0xf4e2b0fcbd0dc4b326d8a52b718a7bb43bdbd072n
    )
  })

  it("packs element 0 with the node's chainId and the destination's sign", () => {
    const [e0] = Result.getOrThrow(l2TransactionMessage(HASH_TO_SIGN_4.tx, { chainId: 1, maxNumBatch: 16385 }))
    expect(e0).toBe(
      Result.getOrThrow(
        txCompressedData({ toBjjSign: false, fee: 226, nonce: 6n, tokenId: 1, toIdx: 825429, fromIdx: 439, chainId: 1 })
      )
    )
    const withSign = CLIENT_VECTORS[3]!.tx
    const [s0, , y] = Result.getOrThrow(l2TransactionMessage(withSign, { chainId: 1337 }))
    expect(s0 >> 224n).toBe(1n)
    expect(y).toBe(0x128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008n)
  })

  it("counts an absent destination or request as zero, and null the same as absent", () => {
    const message = Result.getOrThrow(l2TransactionMessage(GO_SIGNATURE.tx, { chainId: 5 }))
    expect(message[2]).toBe(0n)
    expect(message.slice(3)).toEqual([0n, 0n, 0n])
    expect((message[0] >> 96n) & (2n ** 48n - 1n)).toBe(0n)
    const nulls = {
      ...GO_SIGNATURE.tx,
      toAccountIndex: null,
      toBjj: null,
      requestFromAccountIndex: null,
      requestAmount: null,
      requestToBjj: null
    }
    expect(Result.getOrThrow(l2TransactionMessage(nulls, { chainId: 5 }))).toEqual(message)
  })

  it("uses maxNumBatch 0 unless given", () => {
    const [, e1] = Result.getOrThrow(l2TransactionMessage(base, { chainId: 0 }))
    expect(e1).toBe(amountAndAddressElement(0n, 5000n, 0n))
    const [, e1With] = Result.getOrThrow(l2TransactionMessage(base, { chainId: 0, maxNumBatch: 7 }))
    expect(e1With - e1).toBe(7n << 200n)
  })

  it("fails for an amount Float40 cannot represent, naming the field", () => {
    const result = l2TransactionMessage({ ...base, amount: 99223344556573838487575n }, { chainId: 0 })
    expect(Result.isFailure(result) && result.failure).toMatch(/^amount: .*not representable as Float40/)
    const rq = l2TransactionMessage({ ...base, requestAmount: 99223344556573838487575n }, { chainId: 0 })
    expect(Result.isFailure(rq) && rq.failure).toMatch(/^requestAmount: /)
  })

  it("fails for fields wider than their slots and for maxNumBatch outside 32 bits", () => {
    for (const [tx, context] of [
      [{ ...base, nonce: 2n ** 40n }, { chainId: 0 }],
      [{ ...base, fee: 256 }, { chainId: 0 }],
      [base, { chainId: 70000 }],
      [base, { chainId: 0, maxNumBatch: 2 ** 32 }],
      [base, { chainId: 0, maxNumBatch: -1 }]
    ] as const) {
      expect(Result.isFailure(l2TransactionMessage(tx, context))).toBe(true)
    }
  })

  it("reads the requested fields into elements 3..5", () => {
    const tx: L2TransactionFields = {
      ...base,
      requestFromAccountIndex: idx("ETH", 7),
      requestToAccountIndex: idx("ETH", 8),
      requestAmount: 9n,
      requestTokenId: 10,
      requestNonce: 11n,
      requestFee: 12,
      requestToBjj: CLIENT_VECTORS[3]!.tx.toBjj ?? null
    }
    const [, , , rq, , rqY] = Result.getOrThrow(l2TransactionMessage(tx, { chainId: 0 }))
    expect(rq.toString(16)).toBe("10c000000000b0000000a0000000009000000000008000000000007")
    expect(rqY).toBe(bjjY(CLIENT_VECTORS[3]!.tx.toBjj!))
    expect(rq).toBe(
      Result.getOrThrow(
        rqTxCompressedDataV2({
          rqToBjjSign: true,
          rqFee: 12,
          rqNonce: 11n,
          rqTokenId: 10,
          rqAmount: 9n,
          rqToIdx: 8,
          rqFromIdx: 7
        })
      )
    )
  })

  it("accepts a decoded POST body as its input", () => {
    const body = Schema.decodeUnknownSync(PostPoolL2Transaction)({
      id: CLIENT_VECTORS[0]!.id,
      type: "Transfer",
      tokenId: 0,
      fromAccountIndex: "zk:ETH:256",
      toAccountIndex: "zk:ETH:257",
      toZkEthereumAddress: null,
      toBjj: null,
      amount: "100000000000000000",
      fee: 0,
      nonce: 0,
      signature: CLIENT_VECTORS[0]!.signature
    })
    expect(l2TransactionMessage(body, { chainId: 1337 })).toEqual(
      l2TransactionMessage(CLIENT_VECTORS[0]!.tx, { chainId: 1337 })
    )
  })
})
