/**
 * Use cases of `/state` and `/config`. The state is derived from stored data on each request
 * (last batch, current slot, next forgers, metrics over the last 24 hours, pool load, recommended
 * fees); the config is the configured constants. `reading` is the state with the settings it was
 * derived with, what every revision's `/state` is written from; `currentRecommendedFee` is its
 * recommended fees alone, what a fee quote (`fee_quote.ts`) meets.
 */
import { Effect } from "effect";
import type { ContractVariables } from "../domain/contract_variables.ts";
import type { NetworkConfig } from "../domain/network_config.ts";
import type { NetworkReading } from "../domain/network_reading.ts";
import type { Metrics, RecommendedFee } from "../domain/network_state.ts";
import { AuctionStore } from "../ports/auction_store.ts";
import { WallClock } from "../ports/clock.ts";
import { NetworkSettings, type NodeSettings } from "../ports/network_settings.ts";
import { type BatchFigures, NetworkStore } from "../ports/network_store.ts";
/** Contract variables before the synchronizer recorded any: the configured constants and zeros. */
export declare function initialContractVariables(config: NetworkConfig): ContractVariables;
/** Metrics over the batches of the window. */
export declare function computeMetrics(batches: ReadonlyArray<BatchFigures>, l1Delays: ReadonlyArray<number>, accounts: {
    readonly totalAccounts: number;
    readonly totalBJJs: number;
}): Metrics;
/** Recommended fees: the average fee paid, at least the configured minimum, and its account-creation multiples. */
export declare function recommendedFee(metrics: Metrics, node: NodeSettings): RecommendedFee;
/** The recommended fees now: what `/state`'s `recommendedFee` says at this moment. */
export declare const currentRecommendedFee: () => Effect.Effect<{
    readonly existingAccount: number;
    readonly createAccount: number;
    readonly createAccountInternal: number;
}, never, NetworkSettings | NetworkStore | WallClock>;
/** The current network state. */
export declare const state: () => Effect.Effect<{
    readonly nodeConfig: {
        readonly forgeDelay: number;
        readonly poolLoad: number;
    };
    readonly network: {
        readonly lastEthereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly lastSynchedBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly lastBatch: {
            readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
            readonly batchNum: number & import("effect/Brand").Brand<"BatchNum">;
            readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            readonly ethereumBlockHash: string & import("effect/Brand").Brand<"EthHash">;
            readonly timestamp: Date;
            readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
            readonly collectedFees: {
                readonly [x: string]: bigint;
            };
            readonly historicTotalCollectedFeesUSD: number;
            readonly stateRoot: bigint;
            readonly numAccounts: number;
            readonly exitRoot: bigint;
            readonly forgeL1TransactionsNum: (number & import("effect/Brand").Brand<"ToForgeL1TransactionsNum">) | null;
            readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
            readonly forgedTransactions: number;
            readonly ethereumTxHash: (string & import("effect/Brand").Brand<"EthHash">) | null;
        } | null;
        readonly currentSlot: number & import("effect/Brand").Brand<"SlotNum">;
        readonly nextForgers: readonly {
            readonly coordinator: {
                readonly itemId: number & import("effect/Brand").Brand<"ItemId">;
                readonly forgerAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly bidderAddr: string & import("effect/Brand").Brand<"EthAddress">;
                readonly URL: string & import("effect/Brand").Brand<"Url">;
                readonly ethereumBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
            };
            readonly period: {
                readonly slotNum: number & import("effect/Brand").Brand<"SlotNum">;
                readonly fromBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly toBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
                readonly fromTimestamp: Date;
                readonly toTimestamp: Date;
            };
        }[];
    };
    readonly metrics: {
        readonly transactionsPerBatch: number;
        readonly batchFrequency: number;
        readonly transactionsPerSecond: number;
        readonly totalAccounts: number;
        readonly totalBJJs: number;
        readonly avgTransactionFee: number;
        readonly estimatedTimeToForgeL1: number;
    };
    readonly rollup: {
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly forgeL1L2BatchTimeout: number;
        readonly feeAddToken: bigint;
        readonly withdrawalDelay: number;
        readonly buckets: readonly {
            readonly ceilUSD: bigint;
            readonly withdrawals: bigint;
            readonly blockWithdrawalRate: bigint;
            readonly maxWithdrawals: bigint;
        }[];
    };
    readonly auction: {
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly donationAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly bootCoordinator: string & import("effect/Brand").Brand<"EthAddress">;
        readonly bootCoordinatorUrl: string & import("effect/Brand").Brand<"Url">;
        readonly defaultSlotSetBid: readonly bigint[];
        readonly defaultSlotSetBidSlotNum: number & import("effect/Brand").Brand<"SlotNum">;
        readonly closedAuctionSlots: number;
        readonly openAuctionSlots: number;
        readonly allocationRatio: readonly number[];
        readonly outbidding: number;
        readonly slotDeadline: number;
    };
    readonly withdrawalDelayer: {
        readonly ethereumBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly hermezGovernanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly emergencyCouncilAddress: string & import("effect/Brand").Brand<"EthAddress">;
        readonly withdrawalDelay: number;
        readonly emergencyModeStartingBlock: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly emergencyMode: boolean;
    };
    readonly recommendedFee: {
        readonly existingAccount: number;
        readonly createAccount: number;
        readonly createAccountInternal: number;
    };
}, never, AuctionStore | NetworkSettings | NetworkStore | WallClock>;
/** The current network state with the constants and node settings it was derived with. */
export declare const reading: () => Effect.Effect<NetworkReading, never, AuctionStore | NetworkSettings | NetworkStore | WallClock>;
/** The constant network configuration. */
export declare const config: () => Effect.Effect<{
    readonly chainId: number;
    readonly hermez: {
        readonly publicConstants: {
            readonly absoluteMaxL1L2BatchTimeout: number;
            readonly tokenHEZ: string & import("effect/Brand").Brand<"EthAddress">;
            readonly verifiers: readonly {
                readonly maxTx: number;
                readonly nlevels: number;
            }[];
            readonly hermezAuctionContract: string & import("effect/Brand").Brand<"EthAddress">;
            readonly hermezGovernanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
            readonly withdrawDelayerContract: string & import("effect/Brand").Brand<"EthAddress">;
        };
        readonly maxFeeIdxCoordinator: number;
        readonly reservedIdx: number;
        readonly exitIdx: number;
        readonly limitDepositAmount: bigint;
        readonly limitL2TransferAmount: bigint;
        readonly limitTokens: number;
        readonly l1CoordinatorTotalBytes: number;
        readonly l1UserTotalBytes: number;
        readonly maxL1UserTx: number;
        readonly maxL1Tx: number;
        readonly inputSHAConstantBytes: number;
        readonly numBuckets: number;
        readonly maxWithdrawalDelay: number;
        readonly exchangeMultiplier: number;
    };
    readonly auction: {
        readonly blocksPerSlot: number;
        readonly initialMinimalBidding: bigint;
        readonly genesisBlockNum: bigint & import("effect/Brand").Brand<"EthBlockNum">;
        readonly tokenHEZ: string & import("effect/Brand").Brand<"EthAddress">;
        readonly hermezRollup: string & import("effect/Brand").Brand<"EthAddress">;
        readonly governanceAddress: string & import("effect/Brand").Brand<"EthAddress">;
    };
    readonly withdrawalDelayer: {
        readonly maxWithdrawalDelay: number;
        readonly maxEmergencyModeTime: number;
        readonly hermezRollup: string & import("effect/Brand").Brand<"EthAddress">;
    };
}, never, NetworkSettings>;
