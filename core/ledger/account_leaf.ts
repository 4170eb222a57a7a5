/** The value of an account in the state and exit trees (Hermez's `Account.HashValue`): Poseidon of its token, nonce and
 * key sign; balance; the key's y; and its address, keyed by the account index. */
import { type BjjKey, bjjBytes } from "../domain/bjj.ts"
import type { EthAddress } from "../domain/eth_address.ts"
import type { Poseidon } from "../ports/poseidon_hasher.ts"

/** What an account leaf commits to. */
export interface AccountState {
  readonly tokenId: number
  readonly nonce: bigint
  readonly balance: bigint
  readonly bjj: BjjKey
  readonly ethAddr: EthAddress
}

const SIGN_BIT = 1n << 255n

/** The order of BN254's scalar field: Poseidon's inputs and outputs are below it. */
export const FIELD_MODULUS = 21888242871839275222246405745257275088548364400416034343698204186575808495617n

/** The sign of x and Ay of a compressed key (its bytes read little-endian: bit 255 is the sign). */
export function bjjSignAndY(key: BjjKey): { readonly sign: boolean; readonly ay: bigint } {
  const bytes = bjjBytes(key)
  let packed = 0n
  for (let i = bytes.length - 1; i >= 0; i--) packed = (packed << 8n) | BigInt(bytes[i] ?? 0)
  return { sign: (packed & SIGN_BIT) !== 0n, ay: packed & (SIGN_BIT - 1n) }
}

/** The leaf value of an account state: Poseidon(tokenId + nonce·2^32 + sign·2^72, balance, Ay, ethAddr); undefined
 * when its balance or its key's y is not a field element (no such account can be in the tree). */
export function accountLeafValue(account: AccountState, poseidon: Poseidon): bigint | undefined {
  const { sign, ay } = bjjSignAndY(account.bjj)
  if (ay >= FIELD_MODULUS || account.balance >= FIELD_MODULUS) return undefined
  const e0 = BigInt(account.tokenId) + (account.nonce << 32n) + (sign ? 1n << 72n : 0n)
  return poseidon([e0, account.balance, ay, BigInt(account.ethAddr)])
}
