/** The devnet's documented wallets: wallet i's Ethereum private key is i as 32 big-endian bytes, and the same bytes are
 * its raw BabyJubJub key; its login key is the one a wallet app derives from the Ethereum key (`wallet_login_key.ts`).
 * Derived with this adapter's signing code, once per process. */
import { bjjPublicKeyOf } from "./eddsa_poseidon_sign.ts"
import { ethAddressOf } from "./ethereum_sign.ts"
import { bytesToHex } from "./hex_bytes.ts"
import { walletLoginBjjPrivateKey } from "./wallet_login_key.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"

/** A devnet wallet: its keys and the public identities derived from them. */
export interface DevnetWallet {
  readonly index: number
  /** Ethereum private key: `0x` + 64 hex characters. */
  readonly ethPrivateKey: string
  readonly ethAddress: EthAddress
  /** BabyJubJub private key (raw circomlib key): 64 hex characters, the same bytes as the Ethereum key. */
  readonly bjjPrivateKey: string
  /** Compressed BabyJubJub public key (32 bytes, little-endian y with the sign of x in the top bit). */
  readonly bjjPublicKey: BjjKey
  /** The raw BabyJubJub private key a wallet app derives from the Ethereum key at login: 64 hex characters. */
  readonly loginBjjPrivateKey: string
  /** The compressed public key of the login key. */
  readonly loginBjjPublicKey: BjjKey
}

/** The 32-byte big-endian encoding of a positive integer below 2^256. */
export function privateKeyBytes(value: bigint): Uint8Array {
  if (value <= 0n || value >= 1n << 256n) throw new RangeError(`private key ${value} is out of range`)
  const bytes = new Uint8Array(32)
  let v = value
  for (let i = 31; i >= 0; i--) {
    bytes[i] = Number(v & 0xffn)
    v >>= 8n
  }
  return bytes
}

const wallets = new Map<number, DevnetWallet>()

/** Wallet `index` (≥ 1), derived once per process. */
export function devnetWallet(index: number): DevnetWallet {
  const known = wallets.get(index)
  if (known !== undefined) return known
  if (!Number.isSafeInteger(index) || index < 1)
    throw new RangeError(`wallet index ${index} must be a positive integer`)
  const key = privateKeyBytes(BigInt(index))
  const loginKey = walletLoginBjjPrivateKey(key)
  const wallet: DevnetWallet = {
    index,
    ethPrivateKey: "0x" + bytesToHex(key),
    ethAddress: ethAddressOf(key),
    bjjPrivateKey: bytesToHex(key),
    bjjPublicKey: bjjPublicKeyOf(key),
    loginBjjPrivateKey: bytesToHex(loginKey),
    loginBjjPublicKey: bjjPublicKeyOf(loginKey)
  }
  wallets.set(index, wallet)
  return wallet
}

/** Wallets 1…count. */
export function devnetWallets(count: number): ReadonlyArray<DevnetWallet> {
  return Array.from({ length: count }, (_, i) => devnetWallet(i + 1))
}
