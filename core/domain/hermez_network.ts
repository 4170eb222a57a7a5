/** The Hermez contracts' constants and a network's `/config` content: rollup, auction and withdrawal-delayer constants
 * with the network's chain id, contract addresses and auction genesis block. */
import type { NetworkConfig } from "./network_config.ts"
import type { EthAddress } from "./eth_address.ts"
import { EthBlockNum } from "./scalars.ts"

/** The addresses of the contracts a network deploys (plus its governance, emergency council and donation accounts). */
export interface ContractAddresses {
  readonly rollup: EthAddress
  readonly auction: EthAddress
  readonly withdrawalDelayer: EthAddress
  readonly hezToken: EthAddress
  readonly governance: EthAddress
  readonly emergencyCouncil: EthAddress
  readonly donation: EthAddress
}

/** What tells one Hermez network from another: its chain, EIP-712 domain name, contracts and auction genesis block. */
export interface HermezNetwork {
  readonly chainId: number
  /** EIP-712 domain name and `Provider` string of account-creation authorizations. */
  readonly name: string
  readonly contracts: ContractAddresses
  /** The auction's genesis block: slot 0 starts here. */
  readonly auctionGenesisBlock: bigint
}

/** Blocks per auction slot (auction contract constant). */
export const BLOCKS_PER_SLOT = 40

/** Minimal bid before governance sets the slot-set minimums: 1,000,000 HEZ (auction contract constant). */
export const INITIAL_MINIMAL_BIDDING = 1_000_000n * 10n ** 18n

/** Maximum withdrawal delay of the rollup and the withdrawal delayer: two weeks, in seconds. */
export const MAX_WITHDRAWAL_DELAY = 1_209_600

/** Maximum time the withdrawal delayer may stay in emergency mode: 26 weeks, in seconds. */
export const MAX_EMERGENCY_MODE_TIME = 15_724_800

/** Number of withdrawal-rate-limit buckets of the rollup contract: 5 (the anchor's HEAD served 0, a bug). */
export const NUM_BUCKETS = 5

/** The `/config` content of `network`: the Hermez contracts' constants (big limits as bigints) with its identity. */
export function networkConfigOf(network: HermezNetwork): NetworkConfig {
  const { contracts } = network
  return {
    chainId: network.chainId,
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
      genesisBlockNum: EthBlockNum.make(network.auctionGenesisBlock),
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
