/**
 * Core's `NetworkSettings` built from the application configuration: the `/config` content (the
 * rollup, auction and withdrawal-delayer constants of `docs/api.md`, with the chain id
 * and contract addresses from configuration) and the node settings that shape `/state`.
 *
 * The rollup constants are the Hermez contract's, except `numBuckets`, which is 5 (the anchor's
 * HEAD served 0, a bug). Big limits are bigints and encode as decimal strings.
 */
import { Effect, Layer } from "effect"
import type { NetworkConfig } from "../core/domain/network_config.ts"
import { EthBlockNum } from "../core/domain/scalars.ts"
import { NetworkSettings } from "../core/ports/network_settings.ts"
import { AppConfig, type AppSettings } from "./config.ts"

/** Blocks per auction slot (auction contract constant). */
export const BLOCKS_PER_SLOT = 40

/** The auction's genesis block on the devnet: slot 0 starts here, and so does the devnet's chain. */
export const AUCTION_GENESIS_BLOCK = 1000n

/** Minimal bid before governance sets the slot-set minimums: 1,000,000 HEZ (auction contract constant). */
export const INITIAL_MINIMAL_BIDDING = 1_000_000n * 10n ** 18n

/** Maximum withdrawal delay of the rollup and the withdrawal delayer: two weeks, in seconds. */
export const MAX_WITHDRAWAL_DELAY = 1_209_600

/** Maximum time the withdrawal delayer may stay in emergency mode: 26 weeks, in seconds. */
export const MAX_EMERGENCY_MODE_TIME = 15_724_800

/** Number of withdrawal-rate-limit buckets of the rollup contract. */
export const NUM_BUCKETS = 5

/** The `/config` content for the given configuration. */
export function networkConfigOf(settings: AppSettings): NetworkConfig {
  const { contracts } = settings
  return {
    chainId: settings.chainId,
    hermez: {
      publicConstants: {
        absoluteMaxL1L2BatchTimeout: 240,
        tokenHEZ: contracts.hezToken,
        verifiers: [
          { maxTx: 400, nlevels: 32 },
          { maxTx: 2048, nlevels: 32 }
        ],
        hermezAuctionContract: contracts.auction,
        hermezGovernanceAddress: contracts.governance,
        withdrawDelayerContract: contracts.withdrawalDelayer
      },
      maxFeeIdxCoordinator: 64,
      reservedIdx: 255,
      exitIdx: 1,
      limitDepositAmount: 2n ** 128n,
      limitL2TransferAmount: 2n ** 192n,
      limitTokens: 4294967296,
      l1CoordinatorTotalBytes: 101,
      l1UserTotalBytes: 78,
      maxL1UserTx: 128,
      maxL1Tx: 256,
      inputSHAConstantBytes: 18546,
      numBuckets: NUM_BUCKETS,
      maxWithdrawalDelay: MAX_WITHDRAWAL_DELAY,
      exchangeMultiplier: 100000000000000
    },
    auction: {
      blocksPerSlot: BLOCKS_PER_SLOT,
      initialMinimalBidding: INITIAL_MINIMAL_BIDDING,
      genesisBlockNum: EthBlockNum.make(AUCTION_GENESIS_BLOCK),
      tokenHEZ: contracts.hezToken,
      hermezRollup: contracts.rollup,
      governanceAddress: contracts.governance
    },
    withdrawalDelayer: {
      maxWithdrawalDelay: MAX_WITHDRAWAL_DELAY,
      maxEmergencyModeTime: MAX_EMERGENCY_MODE_TIME,
      hermezRollup: contracts.rollup
    }
  }
}

/** Core's `NetworkSettings` for the given configuration. */
export function networkSettingsOf(settings: AppSettings): NetworkSettings["Service"] {
  return { config: networkConfigOf(settings), node: settings.node, authorizationDomainName: settings.networkName }
}

/** Provides core's `NetworkSettings` from the application configuration. */
export const NetworkSettingsLive: Layer.Layer<NetworkSettings, never, AppConfig> = Layer.effect(
  NetworkSettings,
  Effect.gen(function* () {
    return networkSettingsOf(yield* AppConfig)
  })
)
