/**
 * The current network state served by `/state` (later revision: nodeConfig era shape,
 * `anchor-api.md` §2.10), derived from stored data on each request.
 */
import { Schema } from "effect";
/** The coordinator expected to forge a slot and the slot's block and time range. */
export declare const NextForger: Schema.Struct<{
    readonly coordinator: Schema.Struct<{
        readonly itemId: Schema.brand<Schema.Int, "ItemId">;
        readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly URL: Schema.brand<Schema.String, "Url">;
        readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    }>;
    readonly period: Schema.Struct<{
        readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
        readonly fromBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly toBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly fromTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
        readonly toTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
    }>;
}>;
export type NextForger = typeof NextForger.Type;
/** Statistics over the last 24 hours of batches. */
export declare const Metrics: Schema.Struct<{
    readonly transactionsPerBatch: Schema.Finite;
    readonly batchFrequency: Schema.Finite;
    readonly transactionsPerSecond: Schema.Finite;
    readonly totalAccounts: Schema.Int;
    readonly totalBJJs: Schema.Int;
    readonly avgTransactionFee: Schema.Finite;
    readonly estimatedTimeToForgeL1: Schema.Finite;
}>;
export type Metrics = typeof Metrics.Type;
/** Recommended fees in USD for a transfer to an existing account or one that creates an account. */
export declare const RecommendedFee: Schema.Struct<{
    readonly existingAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    readonly createAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    readonly createAccountInternal: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
}>;
export type RecommendedFee = typeof RecommendedFee.Type;
/** The current network state. */
export declare const NetworkState: Schema.Struct<{
    readonly nodeConfig: Schema.Struct<{
        readonly forgeDelay: Schema.Finite;
        readonly poolLoad: Schema.Int;
    }>;
    readonly network: Schema.Struct<{
        readonly lastEthereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastSynchedBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly lastBatch: Schema.NullOr<Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly batchNum: Schema.brand<Schema.Int, "BatchNum">;
            readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            readonly ethereumBlockHash: Schema.brand<Schema.String, "EthHash">;
            readonly timestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
            readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly collectedFees: Schema.$Record<Schema.String, Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
            readonly historicTotalCollectedFeesUSD: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
            readonly stateRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly numAccounts: Schema.Int;
            readonly exitRoot: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly forgeL1TransactionsNum: Schema.NullOr<Schema.brand<Schema.Int, "ToForgeL1TransactionsNum">>;
            readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
            readonly forgedTransactions: Schema.Int;
            readonly ethereumTxHash: Schema.NullOr<Schema.brand<Schema.String, "EthHash">>;
        }>>;
        readonly currentSlot: Schema.brand<Schema.Int, "SlotNum">;
        readonly nextForgers: Schema.$Array<Schema.Struct<{
            readonly coordinator: Schema.Struct<{
                readonly itemId: Schema.brand<Schema.Int, "ItemId">;
                readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
                readonly URL: Schema.brand<Schema.String, "Url">;
                readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
            }>;
            readonly period: Schema.Struct<{
                readonly slotNum: Schema.brand<Schema.Int, "SlotNum">;
                readonly fromBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly toBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
                readonly fromTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
                readonly toTimestamp: Schema.decodeTo<Schema.Date, Schema.String, never, never>;
            }>;
        }>>;
    }>;
    readonly metrics: Schema.Struct<{
        readonly transactionsPerBatch: Schema.Finite;
        readonly batchFrequency: Schema.Finite;
        readonly transactionsPerSecond: Schema.Finite;
        readonly totalAccounts: Schema.Int;
        readonly totalBJJs: Schema.Int;
        readonly avgTransactionFee: Schema.Finite;
        readonly estimatedTimeToForgeL1: Schema.Finite;
    }>;
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
    readonly recommendedFee: Schema.Struct<{
        readonly existingAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly createAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly createAccountInternal: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    }>;
}>;
export type NetworkState = typeof NetworkState.Type;
