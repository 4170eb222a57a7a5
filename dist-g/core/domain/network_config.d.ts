/**
 * The constant network configuration served by `/config` (`anchor-api.md` §2.11). Big integers
 * are decimal strings (`decisions.md`), so a JavaScript client loses no precision.
 */
import { Schema } from "effect";
/** A circuit verifier: maximum transactions per batch and state tree levels. */
export declare const Verifier: Schema.Struct<{
    readonly maxTx: Schema.Int;
    readonly nlevels: Schema.Int;
}>;
/** Constants of the rollup contract. */
export declare const RollupConstants: Schema.Struct<{
    readonly publicConstants: Schema.Struct<{
        readonly absoluteMaxL1L2BatchTimeout: Schema.Int;
        readonly tokenHEZ: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly verifiers: Schema.$Array<Schema.Struct<{
            readonly maxTx: Schema.Int;
            readonly nlevels: Schema.Int;
        }>>;
        readonly hermezAuctionContract: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly hermezGovernanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly withdrawDelayerContract: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    }>;
    readonly maxFeeIdxCoordinator: Schema.Int;
    readonly reservedIdx: Schema.Int;
    readonly exitIdx: Schema.Int;
    readonly limitDepositAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly limitL2TransferAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly limitTokens: Schema.Int;
    readonly l1CoordinatorTotalBytes: Schema.Int;
    readonly l1UserTotalBytes: Schema.Int;
    readonly maxL1UserTx: Schema.Int;
    readonly maxL1Tx: Schema.Int;
    readonly inputSHAConstantBytes: Schema.Int;
    readonly numBuckets: Schema.Int;
    readonly maxWithdrawalDelay: Schema.Int;
    readonly exchangeMultiplier: Schema.Int;
}>;
/** Constants of the auction contract. */
export declare const AuctionConstants: Schema.Struct<{
    readonly blocksPerSlot: Schema.Int;
    readonly initialMinimalBidding: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly genesisBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
    readonly tokenHEZ: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly hermezRollup: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    readonly governanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
}>;
export type AuctionConstants = typeof AuctionConstants.Type;
/** Constants of the withdrawal delayer contract. */
export declare const WithdrawalDelayerConstants: Schema.Struct<{
    readonly maxWithdrawalDelay: Schema.Int;
    readonly maxEmergencyModeTime: Schema.Int;
    readonly hermezRollup: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
}>;
/** The constant network configuration. */
export declare const NetworkConfig: Schema.Struct<{
    readonly chainId: Schema.Int;
    readonly hermez: Schema.Struct<{
        readonly publicConstants: Schema.Struct<{
            readonly absoluteMaxL1L2BatchTimeout: Schema.Int;
            readonly tokenHEZ: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly verifiers: Schema.$Array<Schema.Struct<{
                readonly maxTx: Schema.Int;
                readonly nlevels: Schema.Int;
            }>>;
            readonly hermezAuctionContract: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly hermezGovernanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly withdrawDelayerContract: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        }>;
        readonly maxFeeIdxCoordinator: Schema.Int;
        readonly reservedIdx: Schema.Int;
        readonly exitIdx: Schema.Int;
        readonly limitDepositAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly limitL2TransferAmount: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly limitTokens: Schema.Int;
        readonly l1CoordinatorTotalBytes: Schema.Int;
        readonly l1UserTotalBytes: Schema.Int;
        readonly maxL1UserTx: Schema.Int;
        readonly maxL1Tx: Schema.Int;
        readonly inputSHAConstantBytes: Schema.Int;
        readonly numBuckets: Schema.Int;
        readonly maxWithdrawalDelay: Schema.Int;
        readonly exchangeMultiplier: Schema.Int;
    }>;
    readonly auction: Schema.Struct<{
        readonly blocksPerSlot: Schema.Int;
        readonly initialMinimalBidding: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly genesisBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly tokenHEZ: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly hermezRollup: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly governanceAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    }>;
    readonly withdrawalDelayer: Schema.Struct<{
        readonly maxWithdrawalDelay: Schema.Int;
        readonly maxEmergencyModeTime: Schema.Int;
        readonly hermezRollup: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
    }>;
}>;
export type NetworkConfig = typeof NetworkConfig.Type;
