/**
 * Signing with a BabyJubJub key, for the devnet and the client command (never used by the
 * server's checks): circomlib's EdDSA-Poseidon with a raw 32-byte private key (BLAKE-512 key
 * expansion and deterministic nonce, as iden3 and the JS client), via @zk-kit/eddsa-poseidon
 * (MIT). Its ESM build does not load under Node, so it is loaded through CommonJS on first use.
 */
import type * as EddsaPoseidon from "@zk-kit/eddsa-poseidon"
import { createRequire } from "node:module"
import { type BjjKey, bjjFromBytes } from "../../core/domain/bjj.ts"
import { type BjjSignature, BjjSignatureValue } from "../../core/domain/pool_transaction.ts"
import { babyJubJub, packPoint, SUBGROUP_ORDER } from "./baby_jubjub.ts"
import { bigIntToLittleEndian, bytesToHex } from "./hex_bytes.ts"
import { poseidonHash } from "./poseidon_hash.ts"

const requireCjs = createRequire(import.meta.url)

let eddsaModule: typeof EddsaPoseidon | undefined

/** @zk-kit/eddsa-poseidon, loaded on first use. */
function eddsa(): typeof EddsaPoseidon {
  if (eddsaModule === undefined) {
    // Library boundary: `require` is untyped; the binding takes the package's declared type.
    const loaded: typeof EddsaPoseidon = requireCjs("@zk-kit/eddsa-poseidon")
    eddsaModule = loaded
  }
  return eddsaModule
}

/** Throws unless `privateKey` is 32 bytes (a programming error of the caller). */
function assertPrivateKey(privateKey: Uint8Array): void {
  if (privateKey.length !== 32) throw new RangeError(`a BabyJubJub private key is 32 bytes, got ${privateKey.length}`)
}

/**
 * The packed public key of a raw 32-byte BabyJubJub private key: zk-kit's secret scalar
 * (BLAKE-512, pruned, shifted) times B8, multiplied with noble (zk-kit's own affine
 * multiplication takes ≈ 70 ms).
 */
export function bjjPublicKeyOf(privateKey: Uint8Array): BjjKey {
  assertPrivateKey(privateKey)
  const scalar = eddsa().deriveSecretScalar(privateKey) % SUBGROUP_ORDER
  return bjjFromBytes(packPoint(babyJubJub().BASE.multiplyUnsafe(scalar)))
}

/** The compressed signature (packed R8 ‖ S little-endian, 128 hex) of the message `message` (a field element). */
export function signMessage(privateKey: Uint8Array, message: bigint): BjjSignature {
  assertPrivateKey(privateKey)
  const { R8, S } = eddsa().signMessage(privateKey, message)
  const out = new Uint8Array(64)
  out.set(packPoint(babyJubJub().fromAffine({ x: R8[0], y: R8[1] })), 0)
  out.set(bigIntToLittleEndian(S, 32), 32)
  return BjjSignatureValue.make(bytesToHex(out))
}

/**
 * The compressed signature of Poseidon(elements) — for an L2 transaction, the six elements of
 * `l2TransactionMessage` — with a raw 32-byte private key. Throws a RangeError for a key that is
 * not 32 bytes or elements that are not 1..6 field elements.
 */
export function signElements(privateKey: Uint8Array, elements: ReadonlyArray<bigint>): BjjSignature {
  const message = poseidonHash(elements)
  if (message === undefined) throw new RangeError("expected 1..6 field elements to sign")
  return signMessage(privateKey, message)
}
