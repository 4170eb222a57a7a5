/** Crypto test helpers: BabyJubJub's full-group generator and small-order points, an EdDSA-Poseidon signer over chosen
 * R8 and keys (for torsion and small-order attacks), and @zk-kit/eddsa-poseidon as an independent oracle. */
import type { EdwardsPoint } from "@noble/curves/abstract/edwards.js"
import type * as EddsaPoseidon from "@zk-kit/eddsa-poseidon"
import { createRequire } from "node:module"
import { babyJubJub, FIELD_MODULUS, packPoint, SUBGROUP_ORDER } from "./reference/baby_jubjub.ts"
import { bigIntToLittleEndian, bytesToHex } from "../../../adapters/crypto/hex_bytes.ts"
import { poseidonHash } from "../../../adapters/crypto/poseidon_hash.ts"

const requireCjs = createRequire(import.meta.url)

/** @zk-kit/eddsa-poseidon through CommonJS (its ESM build does not load). */
export function zkKit(): typeof EddsaPoseidon {
  const loaded: typeof EddsaPoseidon = requireCjs("@zk-kit/eddsa-poseidon")
  return loaded
}

/** circomlib's generator of the whole group (order 8·l); B8 = 8·G. */
export const GENERATOR = {
  x: 995203441582195749578291179787384436505546430278305826713579947235728471134n,
  y: 5472060717959818805561601436314318772137091100104008585924551046643952123905n
}

/** k·P for any k ≥ 0 (noble's multiplyUnsafe wants k < l). */
export function times(point: EdwardsPoint, k: bigint): EdwardsPoint {
  const q = k / SUBGROUP_ORDER
  const r = k % SUBGROUP_ORDER
  const high =
    q === 0n
      ? babyJubJub().ZERO
      : point
          .multiplyUnsafe(SUBGROUP_ORDER - 1n)
          .add(point)
          .multiplyUnsafe(q)
  return high.add(point.multiplyUnsafe(r))
}

/** A point of order 8 (l·G). */
export function torsion8(): EdwardsPoint {
  return times(babyJubJub().fromAffine(GENERATOR), SUBGROUP_ORDER)
}

/** The point of order 2, (0, −1). */
export function torsion2(): EdwardsPoint {
  return babyJubJub().fromAffine({ x: 0n, y: FIELD_MODULUS - 1n })
}

/** Packed bytes as hex. */
export function packedHex(point: EdwardsPoint): string {
  return bytesToHex(packPoint(point))
}

/**
 * A signature R ‖ S of `message` made with secret scalar s for the key point `key` (whose prime
 * part is s·B8), with nonce point R = r·B8 + `rOffset`: hm = Poseidon(R, key, message), S = r +
 * 8·hm·s mod l. With a zero offset and key = s·B8 this is an honest signature.
 */
export function forge(options: {
  s: bigint
  r: bigint
  key: EdwardsPoint
  rOffset: EdwardsPoint
  message: bigint
}): string {
  const { s, r, key, rOffset, message } = options
  const R = babyJubJub().BASE.multiplyUnsafe(r).add(rOffset)
  const { x: rx, y: ry } = R.toAffine()
  const { x: ax, y: ay } = key.toAffine()
  const hm = poseidonHash([rx, ry, ax, ay, message])
  if (hm === undefined) throw new Error("not a field element")
  const S = (r + 8n * hm * s) % SUBGROUP_ORDER
  return packedHex(R) + bytesToHex(bigIntToLittleEndian(S, 32))
}
