/** The network's constant configuration and node settings, provided by the application's configuration. */
import { Context } from "effect"
import type { NetworkConfig } from "../domain/network_config.ts"
import type { NodeSettings } from "../domain/network_reading.ts"

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
