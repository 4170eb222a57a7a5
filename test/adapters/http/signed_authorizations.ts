/** Authorization bodies as a wallet builds them: an Ethereum key signs core's EIP-712 digest for a BabyJubJub key
 * (v = 27/28); by default a devnet wallet authorizing its own key on the devnet's domain. */
import { EthereumSign } from "../../../adapters/crypto/mod.ts"
import { devnetWallet, privateKeyBytes } from "../../../adapters/crypto/devnet_wallets.ts"
import { type BjjKey, encodeBjj } from "../../../core/domain/bjj.ts"
import type { EthAddress } from "../../../core/domain/eth_address.ts"
import { LOCAL_NETWORK } from "../../../core/domain/local_network.ts"
import { accountCreationDigest, type AuthorizationDomain } from "../../../core/signing/mod.ts"

/** The devnet's EIP-712 domain (the local network's, the default configuration's). */
export const DEVNET_DOMAIN: AuthorizationDomain = {
  name: LOCAL_NETWORK.name,
  chainId: LOCAL_NETWORK.chainId,
  verifyingContract: LOCAL_NETWORK.contracts.rollup
}

/** What to vary from a wallet authorizing its own key on the devnet's domain. */
export interface AuthorizationOptions {
  /** The key authorized (default: the wallet's own BabyJubJub key). */
  readonly bjj?: BjjKey
  /** The wallet whose Ethereum key signs (default: the wallet named in the body). */
  readonly signerWallet?: number
  /** Domain fields replaced. */
  readonly domain?: Partial<AuthorizationDomain>
}

/** The `0x` + 130 hex signature of wallet `signerWallet` over the authorization of `bjj` in `domain`. */
export function authorizationSignature(signerWallet: number, bjj: BjjKey, domain: AuthorizationDomain): string {
  return EthereumSign.signDigest(privateKeyBytes(BigInt(signerWallet)), accountCreationDigest(bjj, domain))
}

/** The address of devnet wallet `wallet`. */
export function walletAddress(wallet: number): EthAddress {
  return devnetWallet(wallet).ethAddress
}

/** The body by which wallet `wallet` authorizes a key (its own by default). */
export function authorizationBody(
  wallet: number,
  options: AuthorizationOptions = {}
): {
  readonly zkEthereumAddress: string
  readonly bjj: string
  readonly signature: string
} {
  const bjj = options.bjj ?? devnetWallet(wallet).bjjPublicKey
  const domain = { ...DEVNET_DOMAIN, ...options.domain }
  return {
    zkEthereumAddress: `zk:${walletAddress(wallet)}`,
    bjj: encodeBjj(bjj),
    signature: authorizationSignature(options.signerWallet ?? wallet, bjj, domain)
  }
}
