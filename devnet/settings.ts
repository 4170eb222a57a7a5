/** The devnet's settings from the configuration: whether to seed it on startup, its shape, its forger's interval. */
import { Option } from "effect"

/** Devnet options: whether to seed a demo network on startup and its shape. */
export interface DevnetSettings {
  readonly enabled: boolean
  /** Number of demo wallets (keys 1…wallets); at least 8. */
  readonly wallets: number
  /** Timestamp of the devnet's first block; absent = chosen at startup so the timeline ends near now. */
  readonly genesisTime: Option.Option<Date>
  /** Seconds between two steps of the devnet forger (forging the pool, moving the chain on); 0 = off. */
  readonly forgeIntervalSeconds: number
}

/** Default number of devnet wallets. */
export const DEFAULT_DEVNET_WALLETS = 10

/** Default seconds between two devnet forger steps (`FORGE_INTERVAL_SECONDS`; 0 turns the forger off). */
export const DEFAULT_FORGE_INTERVAL_SECONDS = 5

/** The devnet on, with the default wallets, its genesis chosen at startup and the default forger interval. */
export const DEFAULT_DEVNET_SETTINGS: DevnetSettings = {
  enabled: true,
  wallets: DEFAULT_DEVNET_WALLETS,
  genesisTime: Option.none(),
  forgeIntervalSeconds: DEFAULT_FORGE_INTERVAL_SECONDS
}
