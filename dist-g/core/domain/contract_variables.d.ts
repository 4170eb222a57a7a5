/**
 * Smart-contract variables the coordinator syncs from Ethereum and records through the ledger;
 * `/state` shows the latest of each (`anchor-api.md` §2.10, nodeConfig era shapes).
 */
import { Schema } from "effect";
/** A withdrawal-rate-limit bucket of the rollup contract. */
export declare const Bucket: Schema.Struct<{
    readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
}>;
export type Bucket = typeof Bucket.Type;
/** Variables of the rollup contract. */
export declare const RollupVariables: Schema.Struct<{
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly forgeL1L2BatchTimeout: Schema.Int;
    readonly feeAddToken: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly withdrawalDelay: Schema.Int;
    readonly buckets: Schema.$Array<Schema.Struct<{
        readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    }>>;
}>;
export type RollupVariables = typeof RollupVariables.Type;
/** Variables of the auction contract. */
export declare const AuctionVariables: Schema.Struct<{
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly donationAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bootCoordinator: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly bootCoordinatorUrl: Schema.brand<Schema.String, "Url">;
    readonly defaultSlotSetBid: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
    readonly defaultSlotSetBidSlotNum: Schema.brand<Schema.Int, "SlotNum">;
    readonly closedAuctionSlots: Schema.Int;
    readonly openAuctionSlots: Schema.Int;
    readonly allocationRatio: Schema.$Array<Schema.Int>;
    readonly outbidding: Schema.Int;
    readonly slotDeadline: Schema.Int;
}>;
export type AuctionVariables = typeof AuctionVariables.Type;
/** Variables of the withdrawal delayer contract. */
export declare const WithdrawalDelayerVariables: Schema.Struct<{
    readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly hermezGovernanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly emergencyCouncilAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly withdrawalDelay: Schema.Int;
    readonly emergencyModeStartingBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly emergencyMode: Schema.Boolean;
}>;
export type WithdrawalDelayerVariables = typeof WithdrawalDelayerVariables.Type;
/** The three contracts' variables as last synced. */
export declare const ContractVariables: Schema.Struct<{
    readonly rollup: Schema.Struct<{
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly forgeL1L2BatchTimeout: Schema.Int;
        readonly feeAddToken: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly withdrawalDelay: Schema.Int;
        readonly buckets: Schema.$Array<Schema.Struct<{
            readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        }>>;
    }>;
    readonly auction: Schema.Struct<{
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly donationAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly bootCoordinator: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly bootCoordinatorUrl: Schema.brand<Schema.String, "Url">;
        readonly defaultSlotSetBid: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly defaultSlotSetBidSlotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly closedAuctionSlots: Schema.Int;
        readonly openAuctionSlots: Schema.Int;
        readonly allocationRatio: Schema.$Array<Schema.Int>;
        readonly outbidding: Schema.Int;
        readonly slotDeadline: Schema.Int;
    }>;
    readonly withdrawalDelayer: Schema.Struct<{
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly hermezGovernanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly emergencyCouncilAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly withdrawalDelay: Schema.Int;
        readonly emergencyModeStartingBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly emergencyMode: Schema.Boolean;
    }>;
}>;
export type ContractVariables = typeof ContractVariables.Type;
