/** The devnet's coordinators: bidder, forger and withdrawal addresses from documented keys, a URL, and a fee wallet;
 * the boot coordinator forges the slots nobody won and never registers. */
import type { EthAddress } from "../core/domain/eth_address.ts"
import { Url } from "../core/domain/scalars.ts"
import { privateKeyBytes } from "../adapters/crypto/devnet_wallets.ts"
import { ethAddressOf } from "../adapters/crypto/ethereum_sign.ts"

/** A devnet coordinator's identities. */
export interface DevnetCoordinator {
  readonly name: string
  readonly bidderAddr: EthAddress
  readonly forgerAddr: EthAddress
  /** Where its bids' refunds go. */
  readonly withdrawAddr: EthAddress
  readonly URL: Url
  /** The devnet wallet whose accounts receive its fees. */
  readonly feeWallet: number
}

function coordinator(n: number, name: string, feeWallet: number): DevnetCoordinator {
  return {
    name,
    bidderAddr: ethAddressOf(privateKeyBytes(0xb1d0n + BigInt(n))),
    forgerAddr: ethAddressOf(privateKeyBytes(0xf0n + BigInt(n))),
    withdrawAddr: ethAddressOf(privateKeyBytes(0x3dn + BigInt(n))),
    URL: Url.make(`http://${name}.coordinator.devnet.local:8086`),
    feeWallet
  }
}

/** The devnet's coordinators: boot (index 0) and three bidders; `walletCount` picks their fee wallets. */
export function devnetCoordinators(walletCount: number): ReadonlyArray<DevnetCoordinator> {
  return [
    coordinator(0, "boot", walletCount),
    coordinator(1, "alpha", walletCount - 1),
    coordinator(2, "bravo", walletCount - 2),
    coordinator(3, "charlie", walletCount - 3)
  ]
}

/** A coordinator's new forger address and URL after it registers again. */
export function reRegistered(original: DevnetCoordinator): DevnetCoordinator {
  return {
    ...original,
    forgerAddr: ethAddressOf(privateKeyBytes(0xf0f0n + BigInt(original.feeWallet))),
    URL: Url.make(`https://${original.name}-v2.coordinator.devnet.local`)
  }
}
