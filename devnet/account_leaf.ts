/** The value of an account in Hermez's state and exit trees: Poseidon of its four field elements (token, nonce and the
 * key's sign; balance; the key's y; the address), keyed by the account index. */
import { poseidon4 } from "poseidon-lite/poseidon4"
import { type BjjKey, bjjBytes } from "../core/domain/bjj.ts"
import type { EthAddress } from "../core/domain/eth_address.ts"

/** What an account leaf commits to. */
export interface AccountState {
  readonly tokenId: number
  readonly nonce: bigint
  readonly balance: bigint
  readonly bjj: BjjKey
  readonly ethAddr: EthAddress
}

const SIGN_BIT = 1n << 255n

/** The sign of x and Ay of a compressed key (its bytes read little-endian: bit 255 is the sign). */
export function bjjSignAndY(key: BjjKey): { readonly sign: boolean; readonly ay: bigint } {
  const bytes = bjjBytes(key)
  let packed = 0n
  for (let i = bytes.length - 1; i >= 0; i--) packed = (packed << 8n) | BigInt(bytes[i] ?? 0)
  return { sign: (packed & SIGN_BIT) !== 0n, ay: packed & (SIGN_BIT - 1n) }
}

/** The leaf value (Hermez `Account.HashValue`) of an account state. */
export function accountLeafValue(account: AccountState): bigint {
  const { sign, ay } = bjjSignAndY(account.bjj)
  const e0 = BigInt(account.tokenId) + (account.nonce << 32n) + (sign ? 1n << 72n : 0n)
  return poseidon4([e0, account.balance, ay, BigInt(account.ethAddr)])
}
