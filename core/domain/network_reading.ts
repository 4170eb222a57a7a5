/** A reading of the network state: the current State with the constants and node settings it was derived with, what
 * every revision's `/state` is written from. */
import type { NetworkConfig } from "./network_config.ts"
import type { NetworkState } from "./network_state.ts"

/** Node settings that shape `/state`. */
export interface NodeSettings {
  /** Seconds the node waits before forging. */
  readonly forgeDelay: number
  /** Seconds per Ethereum block, to estimate slot timestamps. */
  readonly secondsPerBlock: number
  /** Minimum recommended fee for a transfer to an existing account, in USD. */
  readonly minFeeUSD: number
}

/** The network state and the settings it was derived with. */
export interface NetworkReading {
  readonly state: NetworkState
  readonly config: NetworkConfig
  readonly node: NodeSettings
}
