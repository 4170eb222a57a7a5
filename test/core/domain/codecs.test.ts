import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { AccountIndex } from "../../../core/domain/account_index.ts"
import { Bjj, bjjFromBytes, decodeBjj, encodeBjj } from "../../../core/domain/bjj.ts"
import { checksum, EthereumAddress, ZkEthereumAddress } from "../../../core/domain/eth_address.ts"
import { BigIntString, EthBlockNum, MAX_UINT64, Nonce, Timestamp, TokenId } from "../../../core/domain/scalars.ts"
import { TransactionId } from "../../../core/domain/tx_id.ts"

const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
const Bytes32 = Schema.Array(Byte).check(Schema.isMinLength(32), Schema.isMaxLength(32))
const Bytes20 = Schema.Array(Byte).check(Schema.isMinLength(20), Schema.isMaxLength(20))
const hex = (bytes: ReadonlyArray<number>) => bytes.map((b) => b.toString(16).padStart(2, "0")).join("")

describe("BJJ codec", () => {
  it("decodes the reference vector and re-encodes it byte for byte", () => {
    const wire = "zk:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6"
    const key = Schema.decodeUnknownSync(Bjj)(wire)
    // The big-endian form of the vector is the byte-reverse of the packed key.
    expect(Buffer.from(key, "hex").reverse().toString("hex")).toBe(
      "8128bb403a7e7641b1e34f00f9b5922b27a8583a163609e39e96bde63f422008"
    )
    expect(Schema.encodeSync(Bjj)(key)).toBe(wire)
  })

  it("rejects a bad checksum byte", () => {
    expect(Result.isFailure(decodeBjj("zk:testtesttesttesttesttesttesttesttesttesttest"))).toBe(true)
    expect(() => Schema.decodeUnknownSync(Bjj)("zk:testtesttesttesttesttesttesttesttesttesttest")).toThrow(/checksum/)
  })

  it("rejects the wrong prefix, length and alphabet", () => {
    for (const bad of [
      "hez:CCBCP-a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6",
      "zk:CCBCP",
      "zk:CCBCP+a9lp7jCTYWOlioJyuStfkAT-OxQXZ-OkC7KIF6"
    ]) {
      expect(() => Schema.decodeUnknownSync(Bjj)(bad)).toThrow()
    }
  })

  it.prop("round-trips any 32-byte key and rejects any other checksum byte", [Bytes32, Byte], ([bytes, other]) => {
    const key = bjjFromBytes(Uint8Array.from(bytes))
    const wire = encodeBjj(key)
    expect(wire).toMatch(/^zk:[A-Za-z0-9_-]{44}$/)
    // The hand-written base64url agrees with Node's.
    const sum = bytes.reduce((a, b) => (a + b) & 0xff, 0)
    expect(wire).toBe(`zk:${Buffer.from([...bytes, sum]).toString("base64url")}`)
    expect(Schema.decodeUnknownSync(Bjj)(wire)).toBe(key)
    if (other !== sum) {
      const tampered = Buffer.from([...bytes, other]).toString("base64url")
      expect(Result.isFailure(decodeBjj(`zk:${tampered}`))).toBe(true)
    }
  })
})

describe("Ethereum address codecs", () => {
  it("emits zk: addresses EIP-55 checksummed and plain addresses lowercase, accepting any case", () => {
    const address = Schema.decodeUnknownSync(ZkEthereumAddress)("zk:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf")
    expect(Schema.encodeSync(ZkEthereumAddress)(address)).toBe("zk:0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf")
    expect(Schema.encodeSync(EthereumAddress)(address)).toBe("0x7e5f4552091a69125d5dfcb7b8c2659029395bdf")
    expect(Schema.decodeUnknownSync(EthereumAddress)("0x7E5F4552091A69125D5DFCB7B8C2659029395BDF")).toBe(address)
  })

  it("rejects malformed addresses", () => {
    for (const bad of [
      "zk:0x123456",
      "0xG0000001",
      "0x001",
      "zk:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf00",
      "hez:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf"
    ]) {
      expect(() => Schema.decodeUnknownSync(ZkEthereumAddress)(bad)).toThrow()
    }
    expect(() => Schema.decodeUnknownSync(EthereumAddress)("zk:0x7e5f4552091a69125d5dfcb7b8c2659029395bdf")).toThrow()
  })

  it.prop("round-trips any address in both forms", [Bytes20], ([bytes]) => {
    const address = checksum("0x" + hex(bytes))
    expect(Schema.decodeUnknownSync(ZkEthereumAddress)(Schema.encodeSync(ZkEthereumAddress)(address))).toBe(address)
    expect(Schema.decodeUnknownSync(EthereumAddress)(Schema.encodeSync(EthereumAddress)(address))).toBe(address)
  })
})

describe("AccountIndex codec", () => {
  it("decodes zk:<symbol>:<index>, including the exit index", () => {
    expect(Schema.decodeUnknownSync(AccountIndex)("zk:ETH:256")).toEqual({ symbol: "ETH", idx: 256 })
    expect(Schema.decodeUnknownSync(AccountIndex)("zk:EXIT:1")).toEqual({ symbol: "EXIT", idx: 1 })
    expect(Schema.encodeSync(AccountIndex)({ symbol: "DAI" as never, idx: 300 as never })).toBe("zk:DAI:300")
  })

  it("rejects malformed indexes and indexes beyond 2^48 − 1", () => {
    for (const bad of [
      "hez:ETH:256",
      "zk:ETH",
      "zk:ETH:-1",
      "zk:ETH:1x",
      "zk::256",
      "zk:ETH:0256",
      "zk:ETH:281474976710656"
    ]) {
      expect(() => Schema.decodeUnknownSync(AccountIndex)(bad), bad).toThrow()
    }
    expect(Schema.decodeUnknownSync(AccountIndex)("zk:ETH:281474976710655").idx).toBe(281474976710655)
  })
})

describe("numeric scalars", () => {
  it("keeps Nonce and EthBlockNum exact up to 2^64 − 1 on the wire", () => {
    const S = Schema.Struct({ nonce: Nonce, block: EthBlockNum })
    const json = JSON.stringify(Schema.encodeSync(S)({ nonce: Nonce.make(MAX_UINT64), block: EthBlockNum.make(12n) }))
    expect(json).toBe('{"nonce":18446744073709551615,"block":12}')
    expect(() => Nonce.make(MAX_UINT64 + 1n)).toThrow()
    expect(() => Nonce.make(-1n)).toThrow()
  })

  it("documents Nonce and EthBlockNum as one JSON integer each, with no match-anything branch", () => {
    const S = Schema.Struct({ nonce: Nonce, block: Schema.NullOr(EthBlockNum) })
    const properties = Schema.toJsonSchemaDocument(S).schema["properties"]
    const integer = { type: "integer", minimum: 0, maximum: Number(MAX_UINT64) }
    expect(properties).toEqual({
      nonce: { ...integer, description: "Used once per account, increments by one per transaction" },
      block: { anyOf: [{ ...integer, description: "Ethereum block number" }, { type: "null" }] }
    })
  })

  it("decodes Nonce from JSON safe integers only, with one message for anything else", () => {
    const codec = Schema.toCodecJson(Schema.Struct({ nonce: Nonce }))
    expect(Schema.decodeUnknownSync(codec)({ nonce: 7 })).toEqual({ nonce: 7n })
    for (const bad of ["7", 1.5, 2 ** 60, null, true]) {
      expect(() => Schema.decodeUnknownSync(codec)({ nonce: bad }), String(bad)).toThrow(/Expected an integer/)
    }
    expect(() => Schema.decodeUnknownSync(codec)({ nonce: -1 })).toThrow(/between 0n and 18446744073709551615n/)
  })

  it("bounds TokenId to 0..4294967295", () => {
    expect(TokenId.make(4294967295)).toBe(4294967295)
    expect(() => TokenId.make(4294967296)).toThrow()
    expect(() => TokenId.make(-1)).toThrow()
  })

  it.prop(
    "round-trips BigInt strings of any size",
    [Schema.BigInt.check(Schema.isGreaterThanOrEqualToBigInt(0n))],
    ([n]) => {
      const wire = Schema.encodeSync(BigIntString)(n)
      expect(wire).toMatch(/^\d+$/)
      expect(Schema.decodeUnknownSync(BigIntString)(wire)).toBe(n)
    }
  )

  it("rejects non-digit BigInt strings and malformed timestamps and tx ids", () => {
    for (const bad of ["-1", "1.5", " 1", "0x10", ""])
      expect(() => Schema.decodeUnknownSync(BigIntString)(bad)).toThrow()
    expect(() => Schema.decodeUnknownSync(Timestamp)("yesterday")).toThrow()
    expect(() => Schema.decodeUnknownSync(TransactionId)("0x001")).toThrow()
    expect(Schema.decodeUnknownSync(TransactionId)("0x" + "AB".repeat(33))).toBe("0x" + "ab".repeat(33))
  })
})
