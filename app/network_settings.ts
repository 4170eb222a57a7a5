/** Core's `NetworkSettings` built from the application configuration: the network it names and the node settings that
 * shape `/state`. */
import { Effect, Layer } from "effect"
import type { HermezNetwork } from "../core/domain/hermez_network.ts"
import { LOCAL_NETWORK } from "../core/domain/local_network.ts"
import { NetworkSettings, networkSettingsOf } from "../core/ports/network_settings.ts"
import { AppConfig, type AppSettings } from "./config.ts"

/** The network the configuration names (its auction genesis block, not configurable, the local network's). */
export function configuredNetwork(settings: Pick<AppSettings, "chainId" | "networkName" | "contracts">): HermezNetwork {
  return {
    chainId: settings.chainId,
    name: settings.networkName,
    contracts: settings.contracts,
    auctionGenesisBlock: LOCAL_NETWORK.auctionGenesisBlock
  }
}

/** Core's `NetworkSettings` for the given configuration. */
export function configuredNetworkSettings(settings: AppSettings): NetworkSettings["Service"] {
  return networkSettingsOf(configuredNetwork(settings), settings.node)
}

/** Provides core's `NetworkSettings` from the application configuration. */
export const NetworkSettingsLive: Layer.Layer<NetworkSettings, never, AppConfig> = Layer.effect(
  NetworkSettings,
  Effect.gen(function* () {
    return configuredNetworkSettings(yield* AppConfig)
  })
)
