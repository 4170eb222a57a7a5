/** The network's constant configuration and node settings, provided by the application's configuration. */
import { Context } from "effect"
import type { NetworkConfig } from "../domain/network_config.ts"

/** Node settings that shape `/state`. */
export interface NodeSettings {
  /** Seconds the node waits before forging. */
  readonly forgeDelay: number
  /** Seconds per Ethereum block, to estimate slot timestamps. */
  readonly secondsPerBlock: number
  /** Minimum recommended fee for a transfer to an existing account, in USD. */
  readonly minFeeUSD: number
}

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
