/**
 * The earlier revision's `/state` (`decisions.md`, Resource fields: "State §2.10, earlier:
 * pagination-era shape"; `anchor-api.md` §2.10 and the hermez-node source before 2020-11-09):
 *
 * - `network`: `lastBlock`, `lastBatch` (the interface's Batch, without the later extension fields),
 *   `currentSlot`, and `nextForgers` as the list of the coordinators expected to forge (no periods,
 *   no `lastEthereumBlock`/`lastSynchedBlock`);
 * - `metrics`: without `estimatedTimeToForgeL1`;
 * - `rollup`: buckets `{ceilUSD, blockStamp, withdrawals, blockWithdrawalRate, maxWithdrawals}`;
 * - `auction`: without `bootCoordinatorUrl` and `defaultSlotSetBidSlotNum`;
 * - `withdrawalDelayer`: `hermezRollupAddress`, `hermezGovernanceDAOAddress`,
 *   `whiteHackGroupAddress`, `hermezKeeperAddress`, `withdrawalDelay`,
 *   `emergencyModeStartingTime`, `emergencyMode`;
 * - `recommendedFee` and no `nodeConfig`.
 * Big integers are decimal strings, as everywhere (`decisions.md`).
 *
 * Every value comes from the same reading the later `/state` is written from
 * (`NetworkReading`); the facts we do not store are mapped as follows (`toNetworkStateEarlier`):
 * `lastBlock` = the last synced block (`lastSynchedBlock`); a bucket's `blockStamp` = the block of
 * the rollup variables in force (`rollup.ethereumBlockNum`, when the buckets were last set);
 * `hermezRollupAddress` = the rollup contract of `/config` (`withdrawalDelayer.hermezRollup`);
 * `hermezGovernanceDAOAddress` and `hermezKeeperAddress` = `hermezGovernanceAddress` (the keeper
 * role was folded into governance); `whiteHackGroupAddress` = `emergencyCouncilAddress` (its later
 * name); `emergencyModeStartingTime` = 0 while `emergencyModeStartingBlock` is 0, else the Unix
 * time of that block estimated like the later State's slot times (the current slot's first block
 * and time, `secondsPerBlock` per block).
 */
import { Schema } from "effect";
import type { WithdrawalDelayerVariables } from "./contract_variables.ts";
import type { NetworkReading } from "./network_reading.ts";
import { type NextForger } from "./network_state.ts";
/** A withdrawal-rate-limit bucket of the rollup contract, with the block it was last stamped. */
export declare const BucketEarlier: Schema.Struct<{
    readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly blockStamp: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
    readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
}>;
export type BucketEarlier = typeof BucketEarlier.Type;
/** The earlier revision's state. */
export declare const NetworkStateEarlier: Schema.Struct<{
    readonly network: Schema.Struct<{
        readonly lastBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
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
        }>>;
        readonly currentSlot: Schema.brand<Schema.Int, "SlotNum">;
        readonly nextForgers: Schema.$Array<Schema.Struct<{
            readonly itemId: Schema.brand<Schema.Int, "ItemId">;
            readonly forgerAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly bidderAddr: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
            readonly URL: Schema.brand<Schema.String, "Url">;
            readonly ethereumBlock: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        }>>;
    }>;
    readonly metrics: Schema.Struct<{
        readonly transactionsPerBatch: Schema.Finite;
        readonly batchFrequency: Schema.Finite;
        readonly transactionsPerSecond: Schema.Finite;
        readonly totalAccounts: Schema.Int;
        readonly totalBJJs: Schema.Int;
        readonly avgTransactionFee: Schema.Finite;
    }>;
    readonly rollup: Schema.Struct<{
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly forgeL1L2BatchTimeout: Schema.Int;
        readonly feeAddToken: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        readonly withdrawalDelay: Schema.Int;
        readonly buckets: Schema.$Array<Schema.Struct<{
            readonly ceilUSD: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly blockStamp: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly withdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly blockWithdrawalRate: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
            readonly maxWithdrawals: Schema.decodeTo<Schema.BigInt, Schema.String, never, never>;
        }>>;
    }>;
    readonly auction: Schema.Struct<{
        readonly ethereumBlockNum: Schema.brand<Schema.decodeTo<Schema.BigInt, Schema.declare<number | import("./scalars.ts").RawJsonNumber, number | import("./scalars.ts").RawJsonNumber>, never, never>, "EthBlockNum">;
        readonly donationAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly bootCoordinator: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly defaultSlotSetBid: Schema.$Array<Schema.decodeTo<Schema.BigInt, Schema.String, never, never>>;
        readonly closedAuctionSlots: Schema.Int;
        readonly openAuctionSlots: Schema.Int;
        readonly allocationRatio: Schema.$Array<Schema.Int>;
        readonly outbidding: Schema.Int;
        readonly slotDeadline: Schema.Int;
    }>;
    readonly withdrawalDelayer: Schema.Struct<{
        readonly hermezRollupAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly hermezGovernanceDAOAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly whiteHackGroupAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly hermezKeeperAddress: Schema.decodeTo<Schema.brand<Schema.String, "EthAddress">, Schema.String, never, never>;
        readonly withdrawalDelay: Schema.Int;
        readonly emergencyModeStartingTime: Schema.Int;
        readonly emergencyMode: Schema.Boolean;
    }>;
    readonly recommendedFee: Schema.Struct<{
        readonly existingAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly createAccount: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
        readonly createAccountInternal: Schema.decodeTo<Schema.Finite, Schema.Finite, never, never>;
    }>;
}>;
export type NetworkStateEarlier = typeof NetworkStateEarlier.Type;
/** The estimated Unix time (seconds) emergency mode started, 0 when it never did. */
export declare function emergencyModeStartingTime(variables: WithdrawalDelayerVariables, currentSlot: NextForger["period"] | undefined, secondsPerBlock: number): number;
/** The earlier revision's state, projected from the reading the later `/state` is written from. */
export declare function toNetworkStateEarlier(reading: NetworkReading): NetworkStateEarlier;
