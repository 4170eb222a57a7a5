/** The model's own BabyJubJub key encoding, from the documented format (`docs/api.md`; the anchor's compressed key):
 * circomlibjs's EdDSA gives a wallet's public point, compressed as y in 32 little-endian bytes with the top bit set
 * when x is above (q − 1)/2, written `zk:` + base64url of those bytes and a checksum byte (their sum mod 256) — none of
 * core's key code nor the kit's derived key. */
import { buildEddsa } from "circomlibjs"
import { numberedWallet, type TestWallet } from "../../app/testing/mod.ts"

/** A public key as the model encodes it: its sign bit and y (what a leaf hashes), and its `zk:` text. */
export interface ModelKey {
  readonly sign: bigint
  readonly ay: bigint
  readonly text: string
}

/** circomlibjs's EdDSA, built once. */
const eddsa = await buildEddsa()
const F = eddsa.babyJub.F

/** BabyJubJub's base field order q. */
const Q = 21888242871839275222246405745257275088548364400416711140356847330624137014817n

/** The keys computed so far, by private key (hex): deriving one is a scalar multiplication. */
const keys = new Map<string, ModelKey>()

/** The key of `wallet`'s private key. */
export function modelKey(wallet: TestWallet): ModelKey {
  const id = Buffer.from(wallet.privateKey).toString("hex")
  const known = keys.get(id)
  if (known !== undefined) return known
  const [x, y] = eddsa.prv2pub(wallet.privateKey).map((c) => F.toObject(c))
  const sign = x! > (Q - 1n) / 2n ? 1n : 0n
  const bytes = new Uint8Array(33)
  let rest = y!
  for (let i = 0; i < 32; i++, rest >>= 8n) bytes[i] = Number(rest & 0xffn)
  bytes[31] = bytes[31]! | (Number(sign) << 7)
  bytes[32] = bytes.subarray(0, 32).reduce((sum, b) => (sum + b) & 0xff, 0)
  const key = { sign, ay: y!, text: `zk:${Buffer.from(bytes).toString("base64url")}` }
  keys.set(id, key)
  return key
}

/** The `zk:` text of the devnet wallet number `wallet`'s key, as the node shows it. */
export function modelBjj(wallet: number): string {
  return modelKey(numberedWallet(wallet)).text
}
