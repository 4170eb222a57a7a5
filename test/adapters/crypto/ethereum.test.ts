import { describe, it } from "@effect/vitest"
import { secp256k1 } from "@noble/curves/secp256k1.js"
import { Option, Schema } from "effect"
import { expect } from "vitest"
import { ethAddressOfPublicKey, recoverEthereumSigner } from "../../../adapters/crypto/ethereum_recover.ts"
import { ethAddressOf, signDigest } from "../../../adapters/crypto/ethereum_sign.ts"
import { bytesToHex, hexToBytes } from "../../../adapters/crypto/hex_bytes.ts"
import { checksum } from "../../../core/domain/eth_address.ts"
import { accountCreationDigest } from "../../../core/signing/mod.ts"
import { AUTHORIZATION_VECTORS, bjjFromBigEndianHex, bytes, HERMEZ_DOMAIN_NAME } from "../../core/signing/vectors.ts"

const N = secp256k1.Point.CURVE().n
const digestOf = (vector: (typeof AUTHORIZATION_VECTORS)[number]) =>
  accountCreationDigest(bjjFromBigEndianHex(vector.bjjBigEndianHex), {
    name: HERMEZ_DOMAIN_NAME,
    chainId: vector.chainId,
    verifyingContract: vector.verifyingContract
  })
/** The signature with its r, s or v replaced. */
const withParts = (signature: string, parts: { r?: bigint; s?: bigint; v?: number }) => {
  const b = hexToBytes(signature, 65)!
  if (parts.r !== undefined) b.set(hexToBytes(parts.r.toString(16).padStart(64, "0"), 32)!, 0)
  if (parts.s !== undefined) b.set(hexToBytes(parts.s.toString(16).padStart(64, "0"), 32)!, 32)
  if (parts.v !== undefined) b[64] = parts.v
  return "0x" + bytesToHex(b)
}
const partsOf = (signature: string) => ({
  r: BigInt("0x" + signature.slice(2, 66)),
  s: BigInt("0x" + signature.slice(66, 130)),
  v: Number.parseInt(signature.slice(130, 132), 16)
})

// Golden vectors: Go TestAccountCreationAuthJSComp and the hermezjs wallet test (docs/testing.md).
describe("EIP-712 account-creation vectors: digest, signer recovery, re-signing", () => {
  for (const vector of AUTHORIZATION_VECTORS) {
    it(`${vector.name}: recovers ${vector.address}`, () => {
      expect(ethAddressOf(bytes(vector.ethPrivateKey))).toBe(vector.address)
      const digest = digestOf(vector)
      if (vector.digest !== undefined) expect(bytesToHex(digest)).toBe(vector.digest)
      expect(recoverEthereumSigner(digest, vector.signature)).toEqual(Option.some(vector.address))
      // RFC 6979 nonces: our signer reproduces the client's signature byte for byte.
      expect(signDigest(bytes(vector.ethPrivateKey), digest)).toBe(vector.signature)
    })
  }

  it("the hermezjs vector's key is zk:sJNp… and it fails under another chain id or contract", () => {
    const vector = AUTHORIZATION_VECTORS[3]!
    expect(recoverEthereumSigner(digestOf({ ...vector, chainId: 1 }), vector.signature)).not.toEqual(
      Option.some(vector.address)
    )
    expect(
      recoverEthereumSigner(
        digestOf({ ...vector, verifyingContract: checksum("0x" + "1".repeat(40)) }),
        vector.signature
      )
    ).not.toEqual(Option.some(vector.address))
  })
})

describe("recoverEthereumSigner rejects what the anchor rejects", () => {
  const vector = AUTHORIZATION_VECTORS[0]!
  const digest = digestOf(vector)

  it("v = 0 or 1 (only 27/28 are accepted) and any other v", () => {
    const { v } = partsOf(vector.signature)
    for (const bad of [v - 27, 0, 1, 26, 29, 255]) {
      expect(recoverEthereumSigner(digest, withParts(vector.signature, { v: bad }))).toEqual(Option.none())
    }
  })

  it("the other v (27 ↔ 28) recovers another address", () => {
    const { v } = partsOf(vector.signature)
    const other = recoverEthereumSigner(digest, withParts(vector.signature, { v: v === 27 ? 28 : 27 }))
    expect(Option.isSome(other) && other.value !== vector.address).toBe(true)
  })

  it("r or s zero or ≥ n, and an r that is no point's x", () => {
    for (const parts of [{ r: 0n }, { s: 0n }, { r: N }, { s: N }, { r: 2n ** 256n - 1n }, { r: 5n }]) {
      const result = recoverEthereumSigner(digest, withParts(vector.signature, parts))
      if (Option.isSome(result)) expect(result.value).not.toBe(vector.address)
    }
    for (const parts of [{ r: 0n }, { s: 0n }, { r: N }, { s: N }]) {
      expect(recoverEthereumSigner(digest, withParts(vector.signature, parts))).toEqual(Option.none())
    }
  })

  it("a tampered digest or signature recovers another address", () => {
    const tampered = new Uint8Array(digest)
    tampered[0]! ^= 1
    expect(recoverEthereumSigner(tampered, vector.signature)).not.toEqual(Option.some(vector.address))
    const { s } = partsOf(vector.signature)
    expect(recoverEthereumSigner(digest, withParts(vector.signature, { s: s - 1n }))).not.toEqual(
      Option.some(vector.address)
    )
  })

  it("malformed input: wrong digest length, wrong signature length, non-hex", () => {
    expect(recoverEthereumSigner(digest.subarray(0, 31), vector.signature)).toEqual(Option.none())
    expect(recoverEthereumSigner(digest, vector.signature.slice(0, 130))).toEqual(Option.none())
    expect(recoverEthereumSigner(digest, vector.signature + "00")).toEqual(Option.none())
    expect(recoverEthereumSigner(digest, "0x" + "zz".repeat(65))).toEqual(Option.none())
  })

  it("accepts the high-s twin of a signature (go-ethereum's SigToPub does too)", () => {
    const { s, v } = partsOf(vector.signature)
    const twin = withParts(vector.signature, { s: N - s, v: v === 27 ? 28 : 27 })
    expect(recoverEthereumSigner(digest, twin)).toEqual(Option.some(vector.address))
  })
})

const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
const Bytes32 = Schema.Array(Byte).check(Schema.isMinLength(32), Schema.isMaxLength(32))

describe("sign and recover (properties)", () => {
  it.prop("recovers the signer of any digest; v is 27 or 28 and s is low", [Bytes32, Bytes32], ([key, digestBytes]) => {
    const secret = Uint8Array.from(key)
    if (!secp256k1.utils.isValidSecretKey(secret)) return
    const digest = Uint8Array.from(digestBytes)
    const signature = signDigest(secret, digest)
    const { s, v } = partsOf(signature)
    expect([27, 28]).toContain(v)
    expect(s <= N / 2n).toBe(true)
    expect(recoverEthereumSigner(digest, signature)).toEqual(Option.some(ethAddressOf(secret)))
    expect(ethAddressOfPublicKey(secp256k1.getPublicKey(secret, true))).toBe(ethAddressOf(secret))
  })
})
