/** The network's constant configuration and node settings, provided by the application's configuration. */
import { Context } from "effect"
import { type HermezNetwork, networkConfigOf } from "../domain/hermez_network.ts"
import type { NetworkConfig } from "../domain/network_config.ts"
import type { NodeSettings } from "../domain/network_reading.ts"
import type { AuthorizationDomain } from "../signing/account_creation_digest.ts"

/** Default node settings: forge delay 10 s, 15 s Ethereum blocks, minimum recommended fee 0.10 USD. */
export const DEFAULT_NODE_SETTINGS: NodeSettings = { forgeDelay: 10, secondsPerBlock: 15, minFeeUSD: 0.1 }

/** `/config` content, node settings, and the EIP-712 domain name of account-creation authorizations. */
export class NetworkSettings extends Context.Service<
  NetworkSettings,
  {
    readonly config: NetworkConfig
    readonly node: NodeSettings
    /** Domain name (and `Provider`) of the account-creation authorization's EIP-712 data. */
    readonly authorizationDomainName: string
  }
>()("zk-api/ports/NetworkSettings") {}

/** The settings of a node on `network` with the node settings `node`. */
export function networkSettingsOf(network: HermezNetwork, node: NodeSettings): NetworkSettings["Service"] {
  return { config: networkConfigOf(network), node, authorizationDomainName: network.name }
}

/** The EIP-712 domain account-creation authorizations are signed on under `settings`: its name, the chain id and the
 * rollup contract. */
export function authorizationDomainOf(settings: NetworkSettings["Service"]): AuthorizationDomain {
  return {
    name: settings.authorizationDomainName,
    chainId: settings.config.chainId,
    verifyingContract: settings.config.auction.hermezRollup
  }
}
