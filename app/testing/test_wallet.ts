/** A wallet of the testing kit: one 32-byte private key that is both its Ethereum key and its raw BabyJubJub key, as the
 * devnet's wallets are, and the identities derived from it. */
import { EddsaPoseidonSign, EthereumSign } from "../../adapters/crypto/mod.ts"
import { privateKeyBytes } from "../../adapters/crypto/devnet_wallets.ts"
import type { BjjKey } from "../../core/domain/bjj.ts"
import type { EthAddress } from "../../core/domain/eth_address.ts"

/** A wallet: its private key and the Ethereum address and BabyJubJub key it owns. */
export interface TestWallet {
  readonly privateKey: Uint8Array
  readonly ethAddress: EthAddress
  readonly bjj: BjjKey
}

/** The wallet of a 32-byte private key (nonzero, below secp256k1's group order). */
export function testWallet(privateKey: Uint8Array): TestWallet {
  return {
    privateKey,
    ethAddress: EthereumSign.ethAddressOf(privateKey),
    bjj: EddsaPoseidonSign.bjjPublicKeyOf(privateKey)
  }
}

/** The devnet's wallet number `index` (≥ 1): its private key is the number as 32 big-endian bytes. */
export function numberedWallet(index: number): TestWallet {
  return testWallet(privateKeyBytes(BigInt(index)))
}
