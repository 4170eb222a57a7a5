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

/** `/config` content and node settings. */
export class NetworkSettings extends Context.Service<NetworkSettings, {
  readonly config: NetworkConfig
  readonly node: NodeSettings
}>()("zk-api/ports/NetworkSettings") {}
