import { describe, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import { expect } from "vitest"
import { babyJubJub, FIELD_MODULUS, SUBGROUP_ORDER, unpackPoint } from "./reference/baby_jubjub.ts"
import { bjjPublicKeyOf, signElements, signMessage } from "../../../adapters/crypto/eddsa_poseidon_sign.ts"
import { verifyEddsaPoseidon } from "./reference/eddsa_poseidon_verify.ts"
import {
  bigIntToLittleEndian,
  bytesToHex,
  hexToBytes,
  littleEndianToBigInt
} from "../../../adapters/crypto/hex_bytes.ts"
import { poseidonHash } from "../../../adapters/crypto/poseidon_hash.ts"
import { verifyBabyJubJub } from "../../../adapters/crypto/signature_verifier.ts"
import { type BjjKey, bjjBytes, bjjFromBytes } from "../../../core/domain/bjj.ts"
import { type BjjSignature, BjjSignatureValue } from "../../../core/domain/pool_transaction.ts"
import { l2TxId } from "../../../core/domain/tx_id.ts"
import { inferTransactionType, type L2TransactionFields, l2TransactionMessage } from "../../../core/signing/mod.ts"
import {
  bytes,
  CLIENT_CHAIN_ID,
  CLIENT_KEY,
  CLIENT_VECTORS,
  GO_SIGNATURE,
  HASH_TO_SIGN_1,
  HASH_TO_SIGN_4
} from "../../core/signing/vectors.ts"
import { forge, packedHex, torsion2, torsion8, zkKit } from "./crypto_fixtures.ts"

const elements = (tx: L2TransactionFields, chainId: number) => Result.getOrThrow(l2TransactionMessage(tx, { chainId }))
const verify = (tx: L2TransactionFields, chainId: number, publicKey: BjjKey, signature: BjjSignature) =>
  verifyBabyJubJub({ elements: elements(tx, chainId), publicKey, signature })
const sig = (hex: string) => BjjSignatureValue.make(hex)
/** The signature with bit `bit` (0..511, byte-major) flipped. */
const flip = (signature: string, bit: number) => {
  const b = hexToBytes(signature, 64)!
  b[bit >> 3]! ^= 1 << (bit & 7)
  return sig(bytesToHex(b))
}

// Golden vectors: docs/testing.md
describe("hash to sign (Poseidon of the six elements)", () => {
  it("matches Go TestHashToSign (chainId 0)", () => {
    expect(poseidonHash(elements(HASH_TO_SIGN_1.tx, HASH_TO_SIGN_1.chainId))).toBe(HASH_TO_SIGN_1.hash)
  })

  it("matches Go TestHashMaxNumBatch (chainId 1, maxNumBatch 16385, requested fields)", () => {
    const message = Result.getOrThrow(
      l2TransactionMessage(HASH_TO_SIGN_4.tx, {
        chainId: HASH_TO_SIGN_4.chainId,
        maxNumBatch: HASH_TO_SIGN_4.maxNumBatch
      })
    )
    expect(poseidonHash(message)).toBe(HASH_TO_SIGN_4.hash)
  })
})

describe("Go TestVerifyTxSignatureEthAddrWith0 (chainId 5, TransferToEthAddr)", () => {
  it("derives the vector's public key from its private key", () => {
    expect(bjjPublicKeyOf(bytes(GO_SIGNATURE.privateKey))).toBe(GO_SIGNATURE.publicKey)
  })

  it("verifies the vector's signature and re-signs it byte for byte", () => {
    expect(Result.getOrThrow(inferTransactionType(GO_SIGNATURE.tx))).toBe(GO_SIGNATURE.type)
    expect(verify(GO_SIGNATURE.tx, GO_SIGNATURE.chainId, GO_SIGNATURE.publicKey, GO_SIGNATURE.signature)).toBe(true)
    expect(signElements(bytes(GO_SIGNATURE.privateKey), elements(GO_SIGNATURE.tx, GO_SIGNATURE.chainId))).toBe(
      GO_SIGNATURE.signature
    )
  })

  it("rejects it on another chain id, for another key, or for another nonce", () => {
    expect(verify(GO_SIGNATURE.tx, 0, GO_SIGNATURE.publicKey, GO_SIGNATURE.signature)).toBe(false)
    expect(verify(GO_SIGNATURE.tx, 4, GO_SIGNATURE.publicKey, GO_SIGNATURE.signature)).toBe(false)
    expect(verify(GO_SIGNATURE.tx, GO_SIGNATURE.chainId, CLIENT_KEY.publicKey, GO_SIGNATURE.signature)).toBe(false)
    expect(
      verify({ ...GO_SIGNATURE.tx, nonce: 947n }, GO_SIGNATURE.chainId, GO_SIGNATURE.publicKey, GO_SIGNATURE.signature)
    ).toBe(false)
  })
})

describe("hermezjs real-client vectors (chainId 1337, key zk:xDP3…)", () => {
  it("derives the client key from its private key", () => {
    expect(bjjPublicKeyOf(bytes(CLIENT_KEY.privateKey))).toBe(CLIENT_KEY.publicKey)
  })

  for (const vector of CLIENT_VECTORS) {
    it(`${vector.name}: type, id${vector.hash === undefined ? "" : ", hash"} and signature`, () => {
      const { tx } = vector
      expect(Result.getOrThrow(inferTransactionType(tx))).toBe(vector.type)
      const id = l2TxId({
        fromIdx: tx.fromAccountIndex.idx,
        tokenId: tx.tokenId,
        amount: tx.amount,
        nonce: tx.nonce,
        fee: tx.fee
      })
      expect(Result.getOrThrow(id)).toBe(vector.id)
      if (vector.hash !== undefined) expect(poseidonHash(elements(tx, CLIENT_CHAIN_ID))).toBe(vector.hash)
      expect(verify(tx, CLIENT_CHAIN_ID, CLIENT_KEY.publicKey, vector.signature)).toBe(true)
      expect(signElements(bytes(CLIENT_KEY.privateKey), elements(tx, CLIENT_CHAIN_ID))).toBe(vector.signature)
    })

    it(`${vector.name}: rejected with chainId 0, the Go key, a flipped R8 bit, a flipped S bit`, () => {
      const { tx, signature } = vector
      expect(verify(tx, 0, CLIENT_KEY.publicKey, signature)).toBe(false)
      expect(verify(tx, CLIENT_CHAIN_ID, GO_SIGNATURE.publicKey, signature)).toBe(false)
      expect(verify(tx, CLIENT_CHAIN_ID, CLIENT_KEY.publicKey, flip(signature, 3))).toBe(false)
      expect(verify(tx, CLIENT_CHAIN_ID, CLIENT_KEY.publicKey, flip(signature, 255))).toBe(false)
      expect(verify(tx, CLIENT_CHAIN_ID, CLIENT_KEY.publicKey, flip(signature, 256 + 17))).toBe(false)
    })
  }

  it("rejects a signature moved to another transaction (vector 2's signature on vector 1)", () => {
    expect(verify(CLIENT_VECTORS[0]!.tx, CLIENT_CHAIN_ID, CLIENT_KEY.publicKey, CLIENT_VECTORS[1]!.signature)).toBe(
      false
    )
  })
})

describe("documented decisions: S range, torsion and small-order keys", () => {
  const vector = CLIENT_VECTORS[0]!
  const message = () => poseidonHash(elements(vector.tx, CLIENT_CHAIN_ID))!
  const key = () => bjjBytes(CLIENT_KEY.publicKey)

  it("rejects S + l (the pinned Go library would accept it; circomlib, iden3 JS, zk-kit and the circuit reject it)", () => {
    const b = hexToBytes(vector.signature, 64)!
    const S = littleEndianToBigInt(b.subarray(32))
    const high = new Uint8Array(64)
    high.set(b.subarray(0, 32))
    high.set(bigIntToLittleEndian(S + SUBGROUP_ORDER, 32), 32)
    expect(verifyEddsaPoseidon(message(), key(), b)).toBe(true)
    expect(verifyEddsaPoseidon(message(), key(), high)).toBe(false)
    // S + l and S are the same scalar for B8, so only the range check rejects it.
    expect(
      babyJubJub()
        .BASE.multiplyUnsafe(S)
        .equals(babyJubJub().BASE.multiplyUnsafe((S + SUBGROUP_ORDER) % SUBGROUP_ORDER))
    ).toBe(true)
    const [x, y] = zkKit().unpackPublicKey(BigInt("0x" + bytesToHex(key().slice().reverse())))
    const R8 = unpackPoint(b.subarray(0, 32))!.toAffine()
    expect(zkKit().verifySignature(message(), { R8: [R8.x, R8.y], S: S + SUBGROUP_ORDER }, [x, y])).toBe(false)
  })

  it("rejects S = l exactly and accepts nothing for S = 0 with an honest R8", () => {
    const b = hexToBytes(vector.signature, 64)!
    for (const S of [SUBGROUP_ORDER, 0n]) {
      const changed = new Uint8Array(64)
      changed.set(b.subarray(0, 32))
      changed.set(bigIntToLittleEndian(S, 32), 32)
      expect(verifyEddsaPoseidon(message(), key(), changed)).toBe(false)
    }
  })

  it("rejects a nonce point with a torsion component (cofactorless check, as iden3), even when hm covers it", () => {
    const s = 123456789n
    const A = babyJubJub().BASE.multiplyUnsafe(s)
    const Abytes = hexToBytes(packedHex(A), 32)!
    const honest = forge({ s, r: 987654321n, key: A, rOffset: babyJubJub().ZERO, message: 42n })
    expect(verifyEddsaPoseidon(42n, Abytes, hexToBytes(honest, 64)!)).toBe(true)
    for (const T of [torsion2(), torsion8()]) {
      const dirty = forge({ s, r: 987654321n, key: A, rOffset: T, message: 42n })
      expect(verifyEddsaPoseidon(42n, Abytes, hexToBytes(dirty, 64)!)).toBe(false)
    }
  })

  it("accepts a key with a torsion component when signed by the owner of its prime part (anchor parity)", () => {
    const s = 555555555n
    const dirtyKey = babyJubJub().BASE.multiplyUnsafe(s).add(torsion8())
    const signature = forge({ s, r: 31337n, key: dirtyKey, rOffset: babyJubJub().ZERO, message: 7n })
    expect(verifyEddsaPoseidon(7n, hexToBytes(packedHex(dirtyKey), 32)!, hexToBytes(signature, 64)!)).toBe(true)
  })

  it("rejects keys of small order, for which anyone could sign (R8 = S·B8 satisfies the bare equation)", () => {
    const smallOrderKeys = [
      new Uint8Array(32), // the empty key, order 4
      bigIntToLittleEndian(1n, 32), // the identity
      bigIntToLittleEndian(FIELD_MODULUS - 1n, 32), // (0, −1), order 2
      hexToBytes(packedHex(torsion8()), 32)!
    ]
    const S = 1234n
    const R8 = babyJubJub().BASE.multiplyUnsafe(S)
    const forged = hexToBytes(packedHex(R8) + bytesToHex(bigIntToLittleEndian(S, 32)), 64)!
    for (const A of smallOrderKeys) {
      const point = unpackPoint(A)!
      expect(point.isSmallOrder()).toBe(true)
      // The bare equation holds: 8·hm·A is the identity.
      expect(
        babyJubJub()
          .BASE.multiplyUnsafe(S)
          .equals(R8.add(point.clearCofactor().multiplyUnsafe(99n)))
      ).toBe(true)
      expect(verifyEddsaPoseidon(5n, A, forged)).toBe(false)
    }
  })

  it("rejects non-canonical R8 packings (y + p, sign bit on x = 0)", () => {
    const b = hexToBytes(vector.signature, 64)!
    const packed = littleEndianToBigInt(b.subarray(0, 32))
    const y = packed & ((1n << 255n) - 1n)
    const aliased = new Uint8Array(b)
    aliased.set(bigIntToLittleEndian(packed - y + y + FIELD_MODULUS, 32), 0)
    expect(verifyEddsaPoseidon(message(), key(), aliased)).toBe(false)
  })
})

describe("malformed inputs are invalid, never an exception", () => {
  const vector = CLIENT_VECTORS[0]!

  it("rejects wrong lengths and bytes that are no point", () => {
    const message = poseidonHash(elements(vector.tx, CLIENT_CHAIN_ID))!
    const good = hexToBytes(vector.signature, 64)!
    const key = bjjBytes(CLIENT_KEY.publicKey)
    expect(verifyEddsaPoseidon(message, key, good.subarray(0, 63))).toBe(false)
    expect(verifyEddsaPoseidon(message, key.subarray(0, 31), good)).toBe(false)
    expect(verifyEddsaPoseidon(message, new Uint8Array(32).fill(0xff), good)).toBe(false)
    expect(verifyEddsaPoseidon(message, key, new Uint8Array(64).fill(0xff))).toBe(false)
    expect(verifyEddsaPoseidon(FIELD_MODULUS + message, key, good)).toBe(false)
  })

  it("rejects element lists Poseidon does not take (count, range)", () => {
    const check = { publicKey: CLIENT_KEY.publicKey, signature: vector.signature }
    const six = elements(vector.tx, CLIENT_CHAIN_ID)
    expect(verifyBabyJubJub({ ...check, elements: six })).toBe(true)
    expect(verifyBabyJubJub({ ...check, elements: [] })).toBe(false)
    expect(verifyBabyJubJub({ ...check, elements: [...six, 0n] })).toBe(false)
    expect(
      verifyBabyJubJub({ ...check, elements: [six[0], six[1], six[2] + FIELD_MODULUS, six[3], six[4], six[5]] })
    ).toBe(false)
    expect(verifyBabyJubJub({ ...check, elements: [-1n, ...six.slice(1)] })).toBe(false)
  })
})

const Byte = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 255 }))
const PrivateKey = Schema.Array(Byte).check(Schema.isMinLength(32), Schema.isMaxLength(32))
const Element = Schema.BigInt.check(Schema.isBetweenBigInt({ minimum: 0n, maximum: FIELD_MODULUS - 1n }))
const Bit = Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 511 }))
// zk-kit's signing and verification are slow (BigInt scalar multiplications; `bench/signature_verification.ts` times its verifier): keep the runs few.
const SLOW = { timeout: 120_000, arbitrary: { runs: 20 } }
const SLOWER = { timeout: 120_000, arbitrary: { runs: 10 } }

describe("sign and verify (properties, zk-kit as an independent oracle)", () => {
  it.prop(
    "a signature by a random key on six random elements verifies; a flipped bit, another key or another message does not",
    [PrivateKey, PrivateKey, Element, Element, Element, Element, Element, Element, Bit],
    ([sk, otherSk, a, b, c, d, e, f, bit]) => {
      const secret = Uint8Array.from(sk)
      const publicKey = bjjPublicKeyOf(secret)
      const message = [a, b, c, d, e, f]
      const signature = signElements(secret, message)
      expect(verifyBabyJubJub({ elements: message, publicKey, signature })).toBe(true)
      expect(verifyBabyJubJub({ elements: message, publicKey, signature: flip(signature, bit) })).toBe(false)
      const other = bjjPublicKeyOf(Uint8Array.from(otherSk))
      if (other !== publicKey) expect(verifyBabyJubJub({ elements: message, publicKey: other, signature })).toBe(false)
      const changed = [a, b, c, d, e, (f + 1n) % FIELD_MODULUS]
      expect(verifyBabyJubJub({ elements: changed, publicKey, signature })).toBe(false)
    },
    SLOW
  )

  it.prop(
    "agrees with zk-kit's verifySignature on honest and tampered signatures",
    [PrivateKey, Element, Bit],
    ([sk, message, bit]) => {
      const secret = Uint8Array.from(sk)
      const signature = signMessage(secret, message)
      const [x, y] = zkKit().derivePublicKey(secret)
      const key = bjjPublicKeyOf(secret)
      for (const candidate of [signature, flip(signature, bit)]) {
        const raw = hexToBytes(candidate, 64)!
        let theirs: boolean
        try {
          theirs = zkKit().verifySignature(message, zkKit().unpackSignature(Buffer.from(raw)), [x, y])
        } catch {
          theirs = false
        }
        expect(verifyEddsaPoseidon(message, bjjBytes(key), raw)).toBe(theirs)
      }
      expect(unpackPoint(bjjBytes(key))!.toAffine()).toEqual({ x, y })
    },
    SLOWER
  )
})

describe("signing helper", () => {
  it("produces circomlib's packing (R8 ‖ S little-endian), equal to zk-kit's packSignature", () => {
    const secret = bytes(CLIENT_KEY.privateKey)
    const message = 123456789n
    expect(signMessage(secret, message)).toBe(
      zkKit().packSignature(zkKit().signMessage(secret, message)).toString("hex")
    )
  })

  it("throws for a key that is not 32 bytes and for elements Poseidon does not take", () => {
    expect(() => signElements(new Uint8Array(31), [1n])).toThrow(RangeError)
    expect(() => signElements(bytes(CLIENT_KEY.privateKey), [FIELD_MODULUS])).toThrow(RangeError)
    expect(() => bjjPublicKeyOf(new Uint8Array(33))).toThrow(RangeError)
  })

  it("gives the documented devnet key shape: any 32 bytes are a usable raw key", () => {
    const one = new Uint8Array(32)
    one[31] = 1
    expect(bjjPublicKeyOf(one)).toMatch(/^[0-9a-f]{64}$/)
    expect(bjjFromBytes(bjjBytes(bjjPublicKeyOf(one)))).toBe(bjjPublicKeyOf(one))
  })
})
