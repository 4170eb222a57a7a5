/** The constant network configuration served by `/config`; big integers are decimal strings (no precision lost). */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
import { BigIntString, EthBlockNum } from "./scalars.ts"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** A circuit verifier: maximum transactions per batch and state tree levels. */
export const Verifier = Schema.Struct({ maxTx: Count, nlevels: Count })

/** Constants of the rollup contract. */
export const RollupConstants = Schema.Struct({
  publicConstants: Schema.Struct({
    absoluteMaxL1L2BatchTimeout: Count,
    tokenHEZ: EthereumAddress,
    verifiers: Schema.Array(Verifier),
    hermezAuctionContract: EthereumAddress,
    hermezGovernanceAddress: EthereumAddress,
    withdrawDelayerContract: EthereumAddress
  }),
  maxFeeIdxCoordinator: Count,
  reservedIdx: Count,
  exitIdx: Count,
  limitDepositAmount: BigIntString,
  limitL2TransferAmount: BigIntString,
  limitTokens: Count,
  l1CoordinatorTotalBytes: Count,
  l1UserTotalBytes: Count,
  maxL1UserTx: Count,
  maxL1Tx: Count,
  inputSHAConstantBytes: Count,
  numBuckets: Count,
  maxWithdrawalDelay: Count,
  exchangeMultiplier: Count
}).annotate({ identifier: "RollupConstants" })

/** Constants of the auction contract. */
export const AuctionConstants = Schema.Struct({
  blocksPerSlot: Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)),
  initialMinimalBidding: BigIntString,
  genesisBlockNum: EthBlockNum,
  tokenHEZ: EthereumAddress,
  hermezRollup: EthereumAddress,
  governanceAddress: EthereumAddress
}).annotate({ identifier: "AuctionConstants" })
export type AuctionConstants = typeof AuctionConstants.Type

/** Constants of the withdrawal delayer contract. */
export const WithdrawalDelayerConstants = Schema.Struct({
  maxWithdrawalDelay: Count,
  maxEmergencyModeTime: Count,
  hermezRollup: EthereumAddress
}).annotate({ identifier: "WithdrawalDelayerConstants" })

/** The constant network configuration. */
export const NetworkConfig = Schema.Struct({
  chainId: Schema.Int.check(Schema.isBetween({ minimum: 0, maximum: 65535 })),
  hermez: RollupConstants,
  auction: AuctionConstants,
  withdrawalDelayer: WithdrawalDelayerConstants
}).annotate({ identifier: "Config" })
export type NetworkConfig = typeof NetworkConfig.Type
