/** Smart-contract variables the coordinator syncs from Ethereum and records; `/state` shows the latest of each. */
import { Schema } from "effect"
import { EthereumAddress } from "./eth_address.ts"
import { BigIntString, EthBlockNum, SlotNum, Url } from "./scalars.ts"

const Count = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0))

/** A withdrawal-rate-limit bucket of the rollup contract. */
export const Bucket = Schema.Struct({
  ceilUSD: BigIntString,
  withdrawals: BigIntString,
  blockWithdrawalRate: BigIntString,
  maxWithdrawals: BigIntString
}).annotate({ identifier: "Bucket" })
export type Bucket = typeof Bucket.Type

/** Variables of the rollup contract. */
export const RollupVariables = Schema.Struct({
  ethereumBlockNum: EthBlockNum,
  forgeL1L2BatchTimeout: Count,
  feeAddToken: BigIntString,
  withdrawalDelay: Count,
  buckets: Schema.Array(Bucket)
}).annotate({ identifier: "RollupVariables" })
export type RollupVariables = typeof RollupVariables.Type

/** Variables of the auction contract. */
export const AuctionVariables = Schema.Struct({
  ethereumBlockNum: EthBlockNum,
  donationAddress: EthereumAddress,
  bootCoordinator: EthereumAddress,
  bootCoordinatorUrl: Url,
  defaultSlotSetBid: Schema.Array(BigIntString).check(Schema.isMinLength(6), Schema.isMaxLength(6)),
  defaultSlotSetBidSlotNum: SlotNum,
  closedAuctionSlots: Count,
  openAuctionSlots: Count,
  allocationRatio: Schema.Array(Count).check(Schema.isMinLength(3), Schema.isMaxLength(3)),
  outbidding: Count,
  slotDeadline: Count
}).annotate({ identifier: "AuctionVariables" })
export type AuctionVariables = typeof AuctionVariables.Type

/** Variables of the withdrawal delayer contract. */
export const WithdrawalDelayerVariables = Schema.Struct({
  ethereumBlockNum: EthBlockNum,
  hermezGovernanceAddress: EthereumAddress,
  emergencyCouncilAddress: EthereumAddress,
  withdrawalDelay: Count,
  emergencyModeStartingBlock: EthBlockNum,
  emergencyMode: Schema.Boolean
}).annotate({ identifier: "WithdrawalDelayerVariables" })
export type WithdrawalDelayerVariables = typeof WithdrawalDelayerVariables.Type

/** The three contracts' variables as last synced. */
export const ContractVariables = Schema.Struct({
  rollup: RollupVariables,
  auction: AuctionVariables,
  withdrawalDelayer: WithdrawalDelayerVariables
})
export type ContractVariables = typeof ContractVariables.Type
